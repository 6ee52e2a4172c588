import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, foreignLink, Link } from '../shared/wire';
import type { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';

/**
 * A line of a purchase credit note as the API shows it: its GraphQL fields under their GraphQL
 * names, computed by {@link lineView}; only the fields that reach other records (the ledger
 * account and the tax rate, with the line's tax at that rate) are resolved, from the ids the view
 * keeps beside its fields.
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

  @Field(() => DecimalScalar)
  tax_amount!: string;

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

  /** The ledger account's id (`ledger_account`, `ledger_account_record`). */
  ledger_account_id!: string;
  /** The tax rate's code (`tax_rate`, `tax_rate_record`, the tax breakdowns), null without a rate. */
  tax_rate_id!: string | null;
}

/** The view as resolvers take it (a type, not the class: see `NoteView`). */
export type LineView = Readonly<PurchaseCreditNoteLineView>;

/** A line's stored columns: what its view is made from (an entity, or a row of the lines' read). */
export type StoredLine = Pick<
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
> & { creditNote: { id: string }; ledgerAccount: { id: string } };

/** The line as the API shows it, as one object literal: links to the records this API does not serve, kept as given. */
export function lineView(line: StoredLine): LineView {
  return {
    id: line.id,
    displayed_as: line.description,
    position: line.position,
    description: line.description,
    product: foreignLink(line.productId, '/products'),
    service: foreignLink(line.serviceId, '/services'),
    trade_of_asset: line.tradeOfAsset ?? null,
    is_purchase_for_resale: line.isPurchaseForResale ?? null,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    net_amount: line.netAmount,
    tax_amount: line.taxAmount,
    total_amount: line.totalAmount,
    base_currency_unit_price: line.baseCurrencyUnitPrice,
    unit_price_includes_tax: line.unitPriceIncludesTax,
    base_currency_net_amount: line.baseCurrencyNetAmount,
    base_currency_tax_amount: line.baseCurrencyTaxAmount,
    base_currency_total_amount: line.baseCurrencyTotalAmount,
    eu_goods_services_type: foreignLink(line.euGoodsServicesTypeId, '/eu_goods_services_types'),
    gst_amount: line.gstAmount ?? null,
    pst_amount: line.pstAmount ?? null,
    tax_recoverable: line.taxRecoverable ?? null,
    analysis_type_categories: [],
    ledger_account_id: line.ledgerAccount.id,
    tax_rate_id: line.taxRateCode ?? null,
  };
}
