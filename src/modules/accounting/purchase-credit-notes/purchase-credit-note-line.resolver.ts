import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import { loadLedgerAccount } from '../ledger-accounts/ledger-account.service';
import { TaxRate } from '../reference-data/reference.entity';
import { loadReference } from '../reference-data/reference.service';
import { asLink, foreignLink, Link } from '../shared/wire';
import { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';
import * as lines from './purchase-credit-note-line.service';
import type { LineSource } from './purchase-credit-note.read';
import { TaxBreakdown } from './purchase-credit-note.types';

@Resolver(() => PurchaseCreditNoteLine)
export class PurchaseCreditNoteLineResolver {
  @FieldResolver(() => Link, { name: 'ledger_account', nullable: true })
  async ledgerAccount(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<Link | null> {
    return asLink(await loadLedgerAccount(ctx, line.ledgerAccount.id));
  }

  @FieldResolver(() => Link, { name: 'tax_rate', nullable: true })
  taxRate(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<Link | null> {
    return lines.taxRateLink(ctx, line.taxRateCode);
  }

  @FieldResolver(() => LedgerAccount, {
    name: 'ledger_account_record',
    nullable: true,
    description: 'The ledger account as a whole record (REST: `ledger_account` widened by `nested_attributes`).',
  })
  ledgerAccountRecord(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<LedgerAccount | null> {
    return loadLedgerAccount(ctx, line.ledgerAccount.id);
  }

  @FieldResolver(() => TaxRate, {
    name: 'tax_rate_record',
    nullable: true,
    description: 'The tax rate as a whole record (REST: `tax_rate` widened by `nested_attributes`).',
  })
  taxRateRecord(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<TaxRate | null> {
    return line.taxRateCode ? loadReference(ctx, TaxRate, line.taxRateCode) : Promise.resolve(null);
  }

  @FieldResolver(() => [Link], {
    name: 'analysis_type_categories',
    description: 'The line’s analysis type categories (REST: with `show_analysis_types`); none exist here.',
  })
  analysisTypeCategories(): Link[] {
    return [];
  }

  @FieldResolver(() => Link, { nullable: true, description: 'Products are not served here: the id as given.' })
  product(@Root() line: LineSource): Link | null {
    return foreignLink(line.productId, '/products');
  }

  @FieldResolver(() => Link, { nullable: true, description: 'Services are not served here: the id as given.' })
  service(@Root() line: LineSource): Link | null {
    return foreignLink(line.serviceId, '/services');
  }

  @FieldResolver(() => Link, { name: 'eu_goods_services_type', nullable: true, description: 'The id as given.' })
  euGoodsServicesType(@Root() line: LineSource): Link | null {
    return foreignLink(line.euGoodsServicesTypeId, '/eu_goods_services_types');
  }

  @FieldResolver(() => [TaxBreakdown], { name: 'tax_breakdown' })
  taxBreakdown(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<TaxBreakdown[]> {
    return lines.lineTaxBreakdown(ctx, line, 'note');
  }

  @FieldResolver(() => [TaxBreakdown], { name: 'base_currency_tax_breakdown' })
  baseCurrencyTaxBreakdown(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<TaxBreakdown[]> {
    return lines.lineTaxBreakdown(ctx, line, 'base');
  }
}
