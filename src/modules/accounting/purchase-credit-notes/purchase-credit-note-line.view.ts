import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  ledgerAccountDisplayedAs,
  ledgerAccountPath,
  type LedgerAccount,
} from '../ledger-accounts/ledger-account.entity';
import { taxRateDisplayedAs, type TaxRate } from '../reference-data/reference.entity';
import { DecimalScalar, foreignLink, link, Link } from '../shared/wire';
import type { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';
import { TaxBreakdown } from './purchase-credit-note.types';

/**
 * A line of a purchase credit note as the API shows it: its GraphQL fields under their GraphQL
 * names, computed by {@link lineView}; only the whole records of its ledger account and tax rate
 * (`*_record`) are resolved, from the ids the view keeps beside its fields.
 */
@ObjectType('PurchaseCreditNoteLine', { description: 'A line of a purchase credit note.', simpleResolvers: true })
export class PurchaseCreditNoteLineView {
  @Field(() => ID)
  id!: string;

  /** The description, as the real API shows a line. */
  @Field(() => String, { nullable: true })
  displayed_as!: string;

  @Field(() => Int, { description: 'Order of the line on the note, from 0.' })
  position!: number;

  @Field()
  description!: string;

  @Field(() => Link, { nullable: true, description: 'Products are not served here: the id as given.' })
  product!: Link | null;

  @Field(() => Link, { nullable: true, description: 'Services are not served here: the id as given.' })
  service!: Link | null;

  @Field(() => Link, { nullable: true })
  ledger_account!: Link | null;

  @Field(() => Boolean, { nullable: true, description: 'As given; null when never given.' })
  trade_of_asset!: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Bought for resale (Ireland); as given, null when never given.',
  })
  is_purchase_for_resale!: boolean | null;

  @Field(() => DecimalScalar)
  quantity!: string;

  @Field(() => DecimalScalar)
  unit_price!: string;

  @Field(() => DecimalScalar)
  net_amount!: string;

  @Field(() => Link, { nullable: true })
  tax_rate!: Link | null;

  @Field(() => DecimalScalar)
  tax_amount!: string;

  @Field(() => [TaxBreakdown])
  tax_breakdown!: TaxBreakdown[];

  @Field(() => DecimalScalar)
  total_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_unit_price!: string;

  @Field(() => Boolean)
  unit_price_includes_tax!: boolean;

  @Field(() => DecimalScalar)
  base_currency_net_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_tax_amount!: string;

  @Field(() => [TaxBreakdown])
  base_currency_tax_breakdown!: TaxBreakdown[];

  @Field(() => DecimalScalar)
  base_currency_total_amount!: string;

  @Field(() => Link, { nullable: true, description: 'The id as given.' })
  eu_goods_services_type!: Link | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'GST or HST part of the tax (Canada).' })
  gst_amount!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'PST or QST part of the tax (Canada).' })
  pst_amount!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The line’s tax is recoverable; as given, null when never given.',
  })
  tax_recoverable!: boolean | null;

  @Field(() => [Link], {
    description: 'The line’s analysis type categories (REST: with `show_analysis_types`); none exist here.',
  })
  analysis_type_categories!: Link[];

  // Not fields: the records the resolved fields reach.

  /** The ledger account's id (`ledger_account_record`). */
  ledger_account_id!: string;
  /** The tax rate's code (`tax_rate_record`), null without a rate. */
  tax_rate_id!: string | null;
}

/** The view as resolvers take it (a type, not the class: see `NoteView`). */
export type LineView = Readonly<PurchaseCreditNoteLineView>;

/**
 * A line as the lines' read gives it (`readLines`): its stored columns, with what its ledger
 * account's and tax rate's links show (null when the business has no such record).
 */
export type LineRow = Pick<
  PurchaseCreditNoteLine,
  | 'id'
  | 'position'
  | 'description'
  | 'taxRateCode'
  | 'quantity'
  | 'unitPrice'
  | 'unitPriceIncludesTax'
  | 'productId'
  | 'serviceId'
  | 'euGoodsServicesTypeId'
  | 'tradeOfAsset'
  | 'isPurchaseForResale'
  | 'taxRecoverable'
  | 'gstAmount'
  | 'pstAmount'
  | 'netAmount'
  | 'taxAmount'
  | 'totalAmount'
  | 'baseCurrencyUnitPrice'
  | 'baseCurrencyNetAmount'
  | 'baseCurrencyTaxAmount'
  | 'baseCurrencyTotalAmount'
> & {
  creditNote: { id: string };
  ledgerAccount: { id: string };
  /** What the ledger account's link shows. */
  ledgerAccountNames: Pick<LedgerAccount, 'name' | 'nominalCode'> | null;
  /** What the tax rate's link and the tax figures show. */
  taxRate: Pick<TaxRate, 'name' | 'percentage'> | null;
};

/** The `tax_rate` link of a rate code; a rate the business no longer has keeps its id. */
export function taxRateLink(code: string, rate: Pick<TaxRate, 'name' | 'percentage'> | null): Link {
  return link(code, rate ? taxRateDisplayedAs(rate) : null, `/tax_rates/${code}`);
}

/** A line's tax `amount` at its rate (in the note's or the base currency); none without a rate. */
function taxBreakdown(line: LineRow, rateLink: Link | null, amount: string): TaxBreakdown[] {
  return rateLink ? [{ tax_rate: rateLink, percentage: line.taxRate?.percentage ?? '0.00', amount }] : [];
}

/**
 * The line as the API shows it, as one object literal: its ledger account and tax rate as links,
 * its tax at that rate, and links to the records this API does not serve, kept as given.
 */
export function lineView(line: LineRow): LineView {
  const account = line.ledgerAccount.id;
  const rateLink = line.taxRateCode ? taxRateLink(line.taxRateCode, line.taxRate) : null;
  return {
    id: line.id,
    displayed_as: line.description,
    position: line.position,
    description: line.description,
    product: foreignLink(line.productId, '/products'),
    service: foreignLink(line.serviceId, '/services'),
    ledger_account: line.ledgerAccountNames
      ? link(account, ledgerAccountDisplayedAs(line.ledgerAccountNames), ledgerAccountPath(account))
      : null,
    trade_of_asset: line.tradeOfAsset ?? null,
    is_purchase_for_resale: line.isPurchaseForResale ?? null,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    net_amount: line.netAmount,
    tax_rate: rateLink,
    tax_amount: line.taxAmount,
    tax_breakdown: taxBreakdown(line, rateLink, line.taxAmount),
    total_amount: line.totalAmount,
    base_currency_unit_price: line.baseCurrencyUnitPrice,
    unit_price_includes_tax: line.unitPriceIncludesTax,
    base_currency_net_amount: line.baseCurrencyNetAmount,
    base_currency_tax_amount: line.baseCurrencyTaxAmount,
    base_currency_tax_breakdown: taxBreakdown(line, rateLink, line.baseCurrencyTaxAmount),
    base_currency_total_amount: line.baseCurrencyTotalAmount,
    eu_goods_services_type: foreignLink(line.euGoodsServicesTypeId, '/eu_goods_services_types'),
    gst_amount: line.gstAmount ?? null,
    pst_amount: line.pstAmount ?? null,
    tax_recoverable: line.taxRecoverable ?? null,
    analysis_type_categories: [],
    ledger_account_id: account,
    tax_rate_id: line.taxRateCode ?? null,
  };
}
