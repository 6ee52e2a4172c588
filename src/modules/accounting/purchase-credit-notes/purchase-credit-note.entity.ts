import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { Contact } from '../contacts/contact.entity';
import { compare } from '../shared/decimal';
import { AccountingDateTimeScalar, DecimalScalar, nowSeconds } from '../shared/wire';
import { lessDeduction, optionalInBaseCurrency } from './purchase-credit-note.money';

/** Options of an amount column (a new object each time: MikroORM keeps per-property state in it). */
export const amountColumn = () => ({ type: 'decimal', precision: 14, scale: 2 }) as const;
/** Options of an optional amount column: a figure the client states or leaves out. */
export const optionalAmountColumn = () => ({ type: 'decimal', precision: 14, scale: 2, nullable: true }) as const;

/** Length of the ids of records this API does not serve (products, services, ...), kept as given. */
export const FOREIGN_ID_LENGTH = 100;

/** Statuses in which a credit note may still be changed (no payments exist yet in this server). */
const EDITABLE_STATUSES = ['DRAFT', 'UNPAID'];

/** The stored columns of a note that its derived fields are computed from. */
export type NoteFacts = Pick<
  PurchaseCreditNote,
  | 'id'
  | 'reference'
  | 'statusCode'
  | 'deletedAt'
  | 'exchangeRate'
  | 'totalAmount'
  | 'baseCurrencyTotalAmount'
  | 'cisApplicableAmount'
  | 'withholdingTaxAmount'
  | 'totalItcAmount'
  | 'totalItrAmount'
>;

const isCis = (note: NoteFacts) => note.cisApplicableAmount != null;

/**
 * Where each derived field of a note gets its value, from its columns: the entity's getters below,
 * and the same fields of the plain rows the list reads (purchase-credit-note.read.ts), both call
 * these. `displayed_as` is the reference (null without one), as the real API's links may show it.
 */
export const derivedFields = {
  displayedAs: (note: NoteFacts): string | null => note.reference ?? null,
  path: (note: NoteFacts): string => `/purchase_credit_notes/${note.id}`,
  editable: (note: NoteFacts): boolean => !note.deletedAt && EDITABLE_STATUSES.includes(note.statusCode),
  isCis,
  hasCisLabour: (note: NoteFacts): boolean =>
    note.cisApplicableAmount != null && compare(note.cisApplicableAmount, '0') > 0,
  hasCisMaterials: (): boolean => false,
  baseCurrencyCisApplicableAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.cisApplicableAmount, note.exchangeRate),
  baseCurrencyWithholdingTaxAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.withholdingTaxAmount, note.exchangeRate),
  totalAfterCisDeduction: (note: NoteFacts): string | null => {
    if (!isCis(note)) return null;
    return lessDeduction(note.totalAmount, note.withholdingTaxAmount);
  },
  baseCurrencyTotalAfterCisDeduction: (note: NoteFacts): string | null => {
    if (!isCis(note)) return null;
    const withheld = optionalInBaseCurrency(note.withholdingTaxAmount, note.exchangeRate);
    return lessDeduction(note.baseCurrencyTotalAmount, withheld);
  },
  baseCurrencyTotalItcAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.totalItcAmount, note.exchangeRate),
  baseCurrencyTotalItrAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.totalItrAmount, note.exchangeRate),
};

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
  @Property(amountColumn())
  totalQuantity!: string;

  @Field(() => DecimalScalar, { name: 'net_amount' })
  @Property(amountColumn())
  netAmount!: string;

  @Field(() => DecimalScalar, { name: 'tax_amount' })
  @Property(amountColumn())
  taxAmount!: string;

  @Field(() => DecimalScalar, { name: 'total_amount' })
  @Property(amountColumn())
  totalAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_net_amount' })
  @Property(amountColumn())
  baseCurrencyNetAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_tax_amount' })
  @Property(amountColumn())
  baseCurrencyTaxAmount!: string;

  @Field(() => DecimalScalar, { name: 'base_currency_total_amount' })
  @Property(amountColumn())
  baseCurrencyTotalAmount!: string;

  @Field(() => Boolean, {
    name: 'postponed_accounting',
    nullable: true,
    description: 'Postponed import VAT accounting applies (UK and IE importers); as given, null when never given.',
  })
  @Property({ type: 'boolean', nullable: true })
  postponedAccounting?: boolean | null;

  @Field(() => Boolean, {
    name: 'part_recoverable',
    nullable: true,
    description: 'The note is part recoverable (Canada); as given, null when never given.',
  })
  @Property({ type: 'boolean', nullable: true })
  partRecoverable?: boolean | null;

  /** Resolved as the `tax_address_region` link: tax address regions are not served, the id is kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  taxAddressRegionId?: string | null;

  @Field(() => DecimalScalar, {
    name: 'cis_applicable_amount',
    nullable: true,
    description: 'CIS deductible labour (UK), at most the net amount; null when not a CIS note.',
  })
  @Property(optionalAmountColumn())
  cisApplicableAmount?: string | null;

  @Field(() => DecimalScalar, {
    name: 'withholding_tax_rate',
    nullable: true,
    description: 'The CIS deduction rate in percent (UK).',
  })
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  withholdingTaxRate?: string | null;

  @Field(() => DecimalScalar, {
    name: 'withholding_tax_amount',
    nullable: true,
    description: 'The CIS deduction (UK): the applicable amount at the withholding rate.',
  })
  @Property(optionalAmountColumn())
  withholdingTaxAmount?: string | null;

  @Field(() => DecimalScalar, {
    name: 'total_itc_amount',
    nullable: true,
    description: 'Input tax credit (Canada), at most the tax amount.',
  })
  @Property(optionalAmountColumn())
  totalItcAmount?: string | null;

  @Field(() => DecimalScalar, {
    name: 'total_itr_amount',
    nullable: true,
    description: 'Input tax refund (Canada), at most the tax amount.',
  })
  @Property(optionalAmountColumn())
  totalItrAmount?: string | null;

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
    return derivedFields.displayedAs(this);
  }

  @Field(() => String, { description: 'REST: `$path`.' })
  get path(): Opt<string> {
    return derivedFields.path(this);
  }

  @Field(() => Boolean, { description: 'Whether it can still be updated or deleted.' })
  get editable(): Opt<boolean> {
    return derivedFields.editable(this);
  }

  @Field(() => Boolean, { name: 'is_cis', description: 'A CIS note (UK): one with a CIS applicable amount.' })
  get isCis(): Opt<boolean> {
    return derivedFields.isCis(this);
  }

  @Field(() => Boolean, { name: 'has_cis_labour', description: 'Its CIS applicable (labour) amount is above 0.' })
  get hasCisLabour(): Opt<boolean> {
    return derivedFields.hasCisLabour(this);
  }

  @Field(() => Boolean, {
    name: 'has_cis_materials',
    description: 'Lines record no CIS materials kind here: always false.',
  })
  get hasCisMaterials(): Opt<boolean> {
    return derivedFields.hasCisMaterials();
  }

  @Field(() => DecimalScalar, { name: 'base_currency_cis_applicable_amount', nullable: true })
  get baseCurrencyCisApplicableAmount(): Opt<string> | null {
    return derivedFields.baseCurrencyCisApplicableAmount(this);
  }

  @Field(() => DecimalScalar, { name: 'base_currency_withholding_tax_amount', nullable: true })
  get baseCurrencyWithholdingTaxAmount(): Opt<string> | null {
    return derivedFields.baseCurrencyWithholdingTaxAmount(this);
  }

  @Field(() => DecimalScalar, {
    name: 'total_after_cis_deduction',
    nullable: true,
    description: 'The total less the CIS deduction; null when not a CIS note.',
  })
  get totalAfterCisDeduction(): Opt<string> | null {
    return derivedFields.totalAfterCisDeduction(this);
  }

  @Field(() => DecimalScalar, { name: 'base_currency_total_after_cis_deduction', nullable: true })
  get baseCurrencyTotalAfterCisDeduction(): Opt<string> | null {
    return derivedFields.baseCurrencyTotalAfterCisDeduction(this);
  }

  @Field(() => DecimalScalar, { name: 'base_currency_total_itc_amount', nullable: true })
  get baseCurrencyTotalItcAmount(): Opt<string> | null {
    return derivedFields.baseCurrencyTotalItcAmount(this);
  }

  @Field(() => DecimalScalar, { name: 'base_currency_total_itr_amount', nullable: true })
  get baseCurrencyTotalItrAmount(): Opt<string> | null {
    return derivedFields.baseCurrencyTotalItrAmount(this);
  }
}
