import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-scope';
import { Contact } from '../contacts/contact.entity';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import { AccountingDateTimeScalar, DecimalScalar, nowSeconds } from '../shared/wire';

/** Options of an amount column (a new object each time: MikroORM keeps per-property state in it). */
const money = () => ({ type: 'decimal', precision: 14, scale: 2 }) as const;

/** Statuses in which a credit note may still be changed (no payments exist yet in this server). */
export const EDITABLE_STATUSES = ['DRAFT', 'UNPAID'];

/**
 * A credit note received from a supplier. Amounts are computed from the lines when it is
 * written; deleting keeps a tombstone (`deletedAt`) so that `deleted_since` can report it.
 */
@ObjectType('PurchaseCreditNote', { description: 'A credit note received from a supplier.' })
@Entity({ tableName: 'accounting_purchase_credit_note' })
@Index({ properties: ['tenant', 'createdAt', 'id'] })
@Index({ properties: ['tenant', 'updatedAt', 'id'] })
@Index({ properties: ['tenant', 'date', 'id'] })
@Index({ properties: ['tenant', 'deletedAt'] })
@TenantFilter()
export class PurchaseCreditNote extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => Contact, { ref: true, deleteRule: 'no action' })
  contact!: Ref<Contact>;

  @Field(() => String, { name: 'contact_name', description: 'The contact’s name when the note was written.' })
  @Property({ length: 255 })
  contactName!: string;

  @Field(() => String, { name: 'contact_reference', nullable: true })
  @Property({ length: 255, nullable: true })
  contactReference?: string | null;

  @Field(() => String, { description: 'YYYY-MM-DD.' })
  @Property({ type: 'date' })
  date!: string;

  @Field(() => String, { name: 'original_invoice_date', nullable: true })
  @Property({ type: 'date', nullable: true })
  originalInvoiceDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 25, nullable: true })
  reference?: string | null;

  @Field(() => String, { name: 'vendor_reference', nullable: true })
  @Property({ length: 31, nullable: true })
  vendorReference?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 2000, nullable: true })
  notes?: string | null;

  /** Resolved as the `status` link. */
  @Property({ length: 20 })
  statusCode!: string;

  /** Resolved as the `currency` link. */
  @Property({ length: 3 })
  currencyCode!: string;

  @Field(() => DecimalScalar, { name: 'exchange_rate' })
  @Property({ type: 'decimal', precision: 16, scale: 6 })
  exchangeRate!: string;

  @Field(() => DecimalScalar, { name: 'total_quantity' })
  @Property(money())
  totalQuantity!: string;

  @Field(() => DecimalScalar, { name: 'net_amount' })
  @Property(money())
  netAmount!: string;

  @Field(() => DecimalScalar, { name: 'tax_amount' })
  @Property(money())
  taxAmount!: string;

  @Field(() => DecimalScalar, { name: 'total_amount' })
  @Property(money())
  totalAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_net_amount' })
  @Property(money())
  baseCurrencyNetAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_tax_amount' })
  @Property(money())
  baseCurrencyTaxAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_total_amount' })
  @Property(money())
  baseCurrencyTotalAmount!: string;

  @Field(() => AccountingDateTimeScalar, { name: 'created_at' })
  /** To the millisecond, so that lists keep creation order; shown to the second. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => AccountingDateTimeScalar, { name: 'updated_at' })
  @Property({ type: 'datetime', onUpdate: () => nowSeconds() })
  updatedAt: Date & Opt = nowSeconds();

  @Field(() => AccountingDateTimeScalar, { name: 'deleted_at', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  /** The reference names the note; a note without one shows null, as the real API's links may. */
  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string> | null {
    return this.reference ?? null;
  }

  @Field(() => String, { description: 'REST: `$path`.' })
  get path(): Opt<string> {
    return `/purchase_credit_notes/${this.id}`;
  }

  @Field(() => Boolean, { description: 'Whether it can still be updated or deleted.' })
  get editable(): Opt<boolean> {
    return !this.deletedAt && EDITABLE_STATUSES.includes(this.statusCode);
  }
}

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
  @Property(money())
  quantity!: string;

  @Field(() => DecimalScalar, { name: 'unit_price' })
  @Property(money())
  unitPrice!: string;

  @Field(() => Boolean, { name: 'unit_price_includes_tax' })
  @Property({ default: false })
  unitPriceIncludesTax: boolean & Opt = false;

  @Field(() => DecimalScalar, { name: 'net_amount' })
  @Property(money())
  netAmount!: string;

  @Field(() => DecimalScalar, { name: 'tax_amount' })
  @Property(money())
  taxAmount!: string;

  @Field(() => DecimalScalar, { name: 'total_amount' })
  @Property(money())
  totalAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_unit_price' })
  @Property(money())
  baseCurrencyUnitPrice!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_net_amount' })
  @Property(money())
  baseCurrencyNetAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_tax_amount' })
  @Property(money())
  baseCurrencyTaxAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_total_amount' })
  @Property(money())
  baseCurrencyTotalAmount!: string;

  /** The description, as the real API shows a line. */
  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string> {
    return this.description;
  }
}
