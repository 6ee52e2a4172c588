import { ArrayMaxSize, ArrayMinSize, IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { MaxChars, NotNull, Required } from '../../../graphql/validation';
import { DecimalScalar } from '../shared/wire';
import { FOREIGN_ID_LENGTH } from './purchase-credit-note.entity';

// The create and update bodies of a purchase credit note (every field the Sage document declares).

/** Lines per credit note: a bound on what one request may make the server compute and store. */
export const MAX_LINES = 500;

/** A figure the server derives: the client may state it, and it must then agree. */
const STATED = 'Derived from the lines; when given, must equal the derived amount (422 otherwise).';

/** An optional id of a record this API does not serve, kept as given and returned as a link. */
function ForeignId(what: string): PropertyDecorator {
  return (target, key) => {
    Field(() => String, {
      nullable: true,
      description: `${what}; not served here: kept as given, returned as a link.`,
    })(target, key);
    IsOptional()(target, key);
    MaxChars(FOREIGN_ID_LENGTH)(target, key);
  };
}

/** Line fields the create and update bodies share: flags as given, foreign ids, stated amounts. */
@InputType()
abstract class LineFields {
  @ForeignId('A product')
  product_id?: string | null;

  @ForeignId('A service')
  service_id?: string | null;

  @ForeignId('An EU goods or services type')
  eu_goods_services_type_id?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The line is a trade of an asset.' })
  trade_of_asset?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Bought for resale (Ireland).' })
  is_purchase_for_resale?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'The line’s tax is recoverable.' })
  tax_recoverable?: boolean | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'GST or HST part of the tax (Canada); with `pst_amount`, must make up `tax_amount`.',
  })
  gst_amount?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'PST or QST part of the tax (Canada); with `gst_amount`, must make up `tax_amount`.',
  })
  pst_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_unit_price?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_net_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_tax_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_total_amount?: string | null;
}

@InputType('PurchaseCreditNoteTaxAnalysisInput', {
  description: 'The note’s amounts at one tax rate, as the client states them: each must equal the lines’.',
})
export class TaxAnalysisInput {
  @Field(() => String, { nullable: true, description: 'A tax rate of the note’s lines.' })
  tax_rate_id?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Net amount of the lines at this rate, as the client states it.',
  })
  net_amount?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Tax of the lines at this rate, as the client states it.',
  })
  tax_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Net plus tax at this rate, as the client states it.' })
  total_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Net of the lines that name no service.' })
  goods_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Net of the lines that name a service.' })
  service_amount?: string | null;
}

@InputType('PurchaseCreditNoteLineInput', { description: 'A line of a purchase credit note.' })
export class PurchaseCreditNoteLineInput extends LineFields {
  @Field({ description: 'What is credited; required, at most 1000 characters.' })
  @Required()
  @MaxChars(1000)
  description!: string;

  @Field({ description: 'A ledger account of the business.' })
  ledger_account_id!: string;

  @Field(() => DecimalScalar, { description: 'Greater than 0, at most 2 decimals.' })
  quantity!: string;

  @Field(() => DecimalScalar, { description: 'At least 0, at most 2 decimals.' })
  unit_price!: string;

  @Field(() => String, { nullable: true, description: 'A tax rate of the business; no tax without one.' })
  tax_rate_id?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The line’s tax; computed from the rate when absent.' })
  tax_amount?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The unit price includes tax (false by default).' })
  unit_price_includes_tax?: boolean | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  net_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  total_amount?: string | null;
}

@InputType('PurchaseCreditNoteLineUpdate', {
  description:
    'A line of an update: with the `id` of one of the note’s lines only the given fields change; without, a new line (`description`, `ledger_account_id`, `quantity`, `unit_price` required). Lines left out are removed.',
})
export class PurchaseCreditNoteLineUpdate extends LineFields {
  @Field(() => ID, { nullable: true, description: 'One of the note’s lines, kept under its id.' })
  id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What is credited, at most 1000 characters; required for a new line.',
  })
  @IsOptional()
  @MaxChars(1000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'A ledger account of the business; required for a new line.' })
  ledger_account_id?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Greater than 0, at most 2 decimals; required for a new line.',
  })
  quantity?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'At least 0, at most 2 decimals; required for a new line.',
  })
  unit_price?: string | null;

  @Field(() => String, { nullable: true, description: 'null removes the line’s rate.' })
  tax_rate_id?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Computed from the rate when absent and the line changed.',
  })
  tax_amount?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The unit price includes tax.' })
  unit_price_includes_tax?: boolean | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  net_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  total_amount?: string | null;
}

/** Fields shared by the create and update bodies. */
@InputType()
abstract class CreditNoteFields {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  original_invoice_date?: string | null;

  @Field(() => String, { nullable: true, description: 'The note’s own reference, at most 25 characters.' })
  @IsOptional()
  @MaxChars(25)
  reference?: string | null;

  @Field(() => String, { nullable: true, description: 'The supplier’s reference of the note, at most 31 characters.' })
  @IsOptional()
  @MaxChars(31)
  vendor_reference?: string | null;

  @Field(() => String, { nullable: true, description: 'Free notes, at most 2000 characters.' })
  @IsOptional()
  @MaxChars(2000)
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'The contact’s name by default.' })
  @IsOptional()
  @MaxChars(255)
  contact_name?: string | null;

  @Field(() => String, { nullable: true, description: 'The contact’s reference by default.' })
  @IsOptional()
  @MaxChars(255)
  contact_reference?: string | null;

  @Field(() => String, { nullable: true, description: 'The business’s base currency by default.' })
  currency_id?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Required for a foreign currency; 1 otherwise.' })
  exchange_rate?: string | null;

  @Field(() => String, { nullable: true, description: STATED })
  inverse_exchange_rate?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  total_quantity?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  net_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  tax_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  total_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_net_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_tax_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_total_amount?: string | null;

  @Field(() => [TaxAnalysisInput], { nullable: true, description: `${STATED} One entry per tax rate.` })
  @IsOptional()
  @ArrayMaxSize(MAX_LINES, { message: `must hold at most ${MAX_LINES} entries` })
  @ValidateNested({ each: true })
  tax_analysis?: TaxAnalysisInput[] | null;

  @ForeignId('A tax address region (Canada)')
  tax_address_region_id?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Postponed import VAT accounting (UK and IE importers).' })
  postponed_accounting?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'The note is part recoverable (Canada).' })
  part_recoverable?: boolean | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'CIS deductible labour (UK), at most the net amount; null makes the note not CIS.',
  })
  cis_applicable_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_cis_applicable_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The CIS deduction rate in percent (UK), 0 to 100.' })
  withholding_tax_rate?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'The CIS deduction (UK): derived from the applicable amount and the rate when both are known (must then agree).',
  })
  withholding_tax_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_withholding_tax_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: `${STATED} The total less the CIS deduction.` })
  total_after_cis_deduction?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_total_after_cis_deduction?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Input tax credit (Canada), at most the tax amount.' })
  total_itc_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_total_itc_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Input tax refund (Canada), at most the tax amount.' })
  total_itr_amount?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: STATED })
  base_currency_total_itr_amount?: string | null;
}

@InputType('PurchaseCreditNoteInput', { description: 'A new purchase credit note (body key `purchase_credit_note`).' })
export class PurchaseCreditNoteInput extends CreditNoteFields {
  @Field({ description: 'A supplier (VENDOR contact) of the business.' })
  contact_id!: string;

  @Field({ description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => [PurchaseCreditNoteLineInput], {
    description: 'The lines, 1 to 500; the note’s amounts are derived from them.',
  })
  @ArrayMinSize(1, { message: 'must hold at least one line' })
  @ArrayMaxSize(MAX_LINES, { message: `must hold at most ${MAX_LINES} lines` })
  @ValidateNested({ each: true })
  credit_note_lines!: PurchaseCreditNoteLineInput[];

  @Field(() => String, { nullable: true, description: '`DRAFT`, or `UNPAID` (the default).' })
  status_id?: string | null;
}

@InputType('PurchaseCreditNoteUpdate', {
  description:
    'Changes to a credit note; absent fields keep their value. `credit_note_lines`, when given, is the new set of lines.',
})
export class PurchaseCreditNoteUpdate extends CreditNoteFields {
  @Field(() => String, { nullable: true, description: 'A supplier (VENDOR contact) of the business; may not be null.' })
  @NotNull()
  contact_id?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; may not be null.' })
  @NotNull()
  date?: string | null;

  @Field(() => [PurchaseCreditNoteLineUpdate], {
    nullable: true,
    description:
      'The new set of lines, 1 to 500: lines with an `id` are kept (and changed), others are new, left-out ones are removed. May not be null.',
  })
  @IsOptional()
  @NotNull()
  @ArrayMinSize(1, { message: 'must hold at least one line' })
  @ArrayMaxSize(MAX_LINES, { message: `must hold at most ${MAX_LINES} lines` })
  @ValidateNested({ each: true })
  credit_note_lines?: PurchaseCreditNoteLineUpdate[] | null;

  @Field(() => String, { nullable: true, description: 'The current status, or `UNPAID` for a draft (as release).' })
  status_id?: string | null;
}
