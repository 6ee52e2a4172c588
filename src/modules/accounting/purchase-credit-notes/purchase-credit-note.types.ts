import { IsOptional } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { MaxChars } from '../../../graphql/validation';
import { DecimalScalar, Link, ListArgs, ResourceLink } from '../shared/wire';

@ArgsType()
export class PurchaseCreditNoteListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: 'Part of the reference or of the contact name.' })
  @IsOptional()
  @MaxChars(200)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Only notes of this contact (its id).' })
  contact_id?: string | null;

  @Field(() => String, { nullable: true, description: 'An artefact status id: DRAFT, UNPAID, ...' })
  status_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Credit note date on or after (inclusive).' })
  from_date?: string | null;

  @Field(() => String, { nullable: true, description: 'Credit note date on or before (inclusive).' })
  to_date?: string | null;

  @Field(() => String, { nullable: true, description: 'Changed or created at or after this instant (inclusive).' })
  updated_or_created_since?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only deleted credit notes, deleted after this instant (exclusive).',
  })
  deleted_since?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '`created_at`, `updated_at` or `date`, optionally `:asc` (default) or `:desc`.',
  })
  sort?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only notes with (true) or without (false) attachments.' })
  has_attachments?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'REST: include `payments_allocations` (kept in links).' })
  show_payments_allocations?: boolean | null;
}

@ObjectType('PaymentAllocation', {
  description: 'A payment or allocation against the note. This server records none yet: lists are empty.',
  simpleResolvers: true,
})
export class PaymentAllocation {
  @Field(() => [ResourceLink])
  links!: ResourceLink[];

  @Field(() => String)
  date!: string;

  @Field(() => String)
  type!: string;

  @Field(() => String, { nullable: true })
  reference!: string | null;

  @Field(() => DecimalScalar)
  amount!: string;

  @Field(() => DecimalScalar)
  discount!: string;

  @Field(() => String, { nullable: true })
  stripe_transaction_id!: string | null;

  @Field(() => Link, { nullable: true })
  contact_allocation!: Link | null;

  @Field(() => Link, { nullable: true, description: 'The artefact the allocation relates to.' })
  artefact!: Link | null;

  @Field(() => Link, { nullable: true })
  contact_payment!: Link | null;

  @Field(() => String, { nullable: true })
  displayed_as!: string | null;

  @Field(() => Boolean, { nullable: true })
  negative_payment!: boolean | null;
}

// A credit note's tax figures, all derived from its lines: per rate (`tax_analysis`,
// `detailed_tax_analysis`) and per line (`tax_breakdown`).

@ObjectType('PurchaseCreditNoteTaxAnalysis', { description: 'The note’s amounts per tax rate.', simpleResolvers: true })
export class TaxAnalysis {
  @Field(() => Link)
  tax_rate!: Link;

  @Field(() => DecimalScalar)
  net_amount!: string;

  @Field(() => DecimalScalar)
  tax_amount!: string;

  @Field(() => DecimalScalar)
  total_amount!: string;

  @Field(() => DecimalScalar, { description: 'Net of the lines that name no service.' })
  goods_amount!: string;

  @Field(() => DecimalScalar, { description: 'Net of the lines that name a service.' })
  service_amount!: string;
}

@ObjectType('TaxBreakdown', { description: 'A line’s tax at one rate.', simpleResolvers: true })
export class TaxBreakdown {
  @Field(() => Link)
  tax_rate!: Link;

  @Field(() => DecimalScalar)
  percentage!: string;

  @Field(() => DecimalScalar)
  amount!: string;
}

@ObjectType('TaxRatesBreakdown', {
  description: 'The note’s amounts at one tax rate, in both currencies.',
  simpleResolvers: true,
})
export class TaxRatesBreakdown {
  @Field(() => Link)
  tax_rate!: Link;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  percentage!: string | null;

  @Field(() => DecimalScalar)
  net_amount!: string;

  @Field(() => DecimalScalar)
  tax_amount!: string;

  @Field(() => DecimalScalar, { description: 'No retailer tax applies here: 0.' })
  retail_tax_amount!: string;

  @Field(() => DecimalScalar)
  total_amount!: string;

  @Field(() => DecimalScalar)
  goods_amount!: string;

  @Field(() => DecimalScalar)
  services_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_net_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_tax_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_total_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_goods_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_services_amount!: string;
}

@ObjectType('DetailedTaxAnalysis', {
  description: 'The note’s totals, and its amounts per tax rate.',
  simpleResolvers: true,
})
export class DetailedTaxAnalysis {
  @Field(() => [TaxRatesBreakdown], { description: 'One entry per tax rate of the lines.' })
  tax_rates_breakdown!: TaxRatesBreakdown[];

  @Field(() => DecimalScalar)
  total_net!: string;

  @Field(() => DecimalScalar)
  total_tax!: string;

  @Field(() => DecimalScalar)
  total!: string;

  @Field(() => DecimalScalar)
  total_goods_amount!: string;

  @Field(() => DecimalScalar)
  total_services_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_total_net!: string;

  @Field(() => DecimalScalar)
  base_currency_total_tax!: string;

  @Field(() => DecimalScalar)
  base_currency_total!: string;

  @Field(() => DecimalScalar)
  base_currency_total_goods_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_total_services_amount!: string;

  @Field(() => DecimalScalar, { description: 'No retailer tax applies here: 0.' })
  total_retailer_tax!: string;
}
