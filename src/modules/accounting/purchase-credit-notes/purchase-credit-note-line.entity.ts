import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import { DecimalScalar } from '../shared/wire';
import {
  amountColumn,
  FOREIGN_ID_LENGTH,
  optionalAmountColumn,
  PurchaseCreditNote,
} from './purchase-credit-note.entity';

/** One line of a purchase credit note. Its amounts are computed when the note is written. */
@ObjectType('PurchaseCreditNoteLine', { description: 'A line of a purchase credit note.' })
@Entity({ tableName: 'accounting_purchase_credit_note_line' })
@TenantFilter()
export class PurchaseCreditNoteLine extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => PurchaseCreditNote, { ref: true, deleteRule: 'cascade' })
  creditNote!: Ref<PurchaseCreditNote>;

  /** Order of the line on the note, from 0. */
  @Field(() => Int, { description: 'Order of the line on the note, from 0.' })
  @Property({ type: 'integer' })
  position!: number;

  @Field()
  @Property({ length: 1000 })
  description!: string;

  @Index()
  @ManyToOne(() => LedgerAccount, { ref: true, deleteRule: 'no action' })
  ledgerAccount!: Ref<LedgerAccount>;

  /** Resolved as the `tax_rate` link (null without a rate). */
  @Property({ length: 50, nullable: true })
  taxRateCode?: string | null;

  @Field(() => DecimalScalar)
  @Property(amountColumn())
  quantity!: string;

  @Field(() => DecimalScalar, { name: 'unit_price' })
  @Property(amountColumn())
  unitPrice!: string;

  @Field(() => Boolean, { name: 'unit_price_includes_tax' })
  @Property({ default: false })
  unitPriceIncludesTax: boolean & Opt = false;

  /** Resolved as the `product` link: products are not served, the id is kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  productId?: string | null;

  /** Resolved as the `service` link: services are not served, the id is kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  serviceId?: string | null;

  /** Resolved as the `eu_goods_services_type` link, kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  euGoodsServicesTypeId?: string | null;

  @Field(() => Boolean, { name: 'trade_of_asset', nullable: true, description: 'As given; null when never given.' })
  @Property({ type: 'boolean', nullable: true })
  tradeOfAsset?: boolean | null;

  @Field(() => Boolean, {
    name: 'is_purchase_for_resale',
    nullable: true,
    description: 'Bought for resale (Ireland); as given, null when never given.',
  })
  @Property({ type: 'boolean', nullable: true })
  isPurchaseForResale?: boolean | null;

  @Field(() => Boolean, {
    name: 'tax_recoverable',
    nullable: true,
    description: 'The line’s tax is recoverable; as given, null when never given.',
  })
  @Property({ type: 'boolean', nullable: true })
  taxRecoverable?: boolean | null;

  @Field(() => DecimalScalar, {
    name: 'gst_amount',
    nullable: true,
    description: 'GST or HST part of the tax (Canada).',
  })
  @Property(optionalAmountColumn())
  gstAmount?: string | null;

  @Field(() => DecimalScalar, {
    name: 'pst_amount',
    nullable: true,
    description: 'PST or QST part of the tax (Canada).',
  })
  @Property(optionalAmountColumn())
  pstAmount?: string | null;

  @Field(() => DecimalScalar, { name: 'net_amount' })
  @Property(amountColumn())
  netAmount!: string;

  @Field(() => DecimalScalar, { name: 'tax_amount' })
  @Property(amountColumn())
  taxAmount!: string;

  @Field(() => DecimalScalar, { name: 'total_amount' })
  @Property(amountColumn())
  totalAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_unit_price' })
  @Property(amountColumn())
  baseCurrencyUnitPrice!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_net_amount' })
  @Property(amountColumn())
  baseCurrencyNetAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_tax_amount' })
  @Property(amountColumn())
  baseCurrencyTaxAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_total_amount' })
  @Property(amountColumn())
  baseCurrencyTotalAmount!: string;

  /** The description, as the real API shows a line. */
  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string> {
    return this.description;
  }
}
