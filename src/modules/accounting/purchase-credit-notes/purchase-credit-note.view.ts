import { Field, ID, ObjectType } from 'type-graphql';
import { compare } from '../shared/decimal';
import {
  AccountingDateTimeScalar,
  AccountingList,
  DecimalScalar,
  foreignLink,
  link,
  Link,
  ResourceLink,
} from '../shared/wire';
import { inverseRate, lessDeduction, optionalInBaseCurrency } from './purchase-credit-note.money';
import type { PurchaseCreditNote } from './purchase-credit-note.entity';
import { PaymentAllocation } from './purchase-credit-note.types';

/**
 * A purchase credit note as the API shows it: every field the GraphQL type has, under its
 * GraphQL name, with the derived ones computed by {@link noteView}, the one place each value comes
 * from. A list's rows, a point read and a write's result are all made by it; the GraphQL fields
 * are read as properties (no resolver runs for them), and only the fields that reach other
 * records (the contact, status and currency links and records, the lines, the tax analyses) are
 * resolved, from the ids the view keeps beside its fields.
 */
@ObjectType('PurchaseCreditNote', { description: 'A credit note received from a supplier.', simpleResolvers: true })
export class PurchaseCreditNoteView {
  @Field(() => ID)
  id!: string;

  /** The reference names the note; a note without one shows null, as the real API's links may. */
  @Field(() => String, { nullable: true })
  displayed_as!: string | null;

  @Field(() => String, { description: 'REST: `$path`.' })
  path!: string;

  @Field(() => AccountingDateTimeScalar)
  created_at!: Date;

  @Field(() => AccountingDateTimeScalar)
  updated_at!: Date;

  @Field(() => [ResourceLink], {
    nullable: true,
    description: 'Links to the note in other applications: none exist here, so null.',
  })
  links!: null;

  @Field(() => Boolean, { description: 'Whether it can still be updated or deleted.' })
  editable!: boolean;

  @Field(() => Link, {
    nullable: true,
    description: 'The ledger transaction behind the note: this server keeps no ledger, so null.',
  })
  transaction!: null;

  @Field(() => Link)
  transaction_type!: Link;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Postponed import VAT accounting applies (UK and IE importers); as given, null when never given.',
  })
  postponed_accounting!: boolean | null;

  @Field(() => Boolean, { description: 'Import rules (importing suppliers) are not applied here: false.' })
  import!: boolean;

  @Field(() => AccountingDateTimeScalar, { nullable: true })
  deleted_at!: Date | null;

  @Field(() => Boolean, { description: 'A CIS note (UK): one with a CIS applicable amount.' })
  is_cis!: boolean;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'CIS deductible labour (UK), at most the net amount; null when not a CIS note.',
  })
  cis_applicable_amount!: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  base_currency_cis_applicable_amount!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The total less the CIS deduction; null when not a CIS note.',
  })
  total_after_cis_deduction!: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  base_currency_total_after_cis_deduction!: string | null;

  @Field(() => Boolean, { description: 'Its CIS applicable (labour) amount is above 0.' })
  has_cis_labour!: boolean;

  @Field(() => Boolean, { description: 'Lines record no CIS materials kind here: always false.' })
  has_cis_materials!: boolean;

  @Field(() => DecimalScalar, { nullable: true })
  base_currency_total_itc_amount!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Input tax credit (Canada), at most the tax amount.' })
  total_itc_amount!: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  base_currency_total_itr_amount!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Input tax refund (Canada), at most the tax amount.' })
  total_itr_amount!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The note is part recoverable (Canada); as given, null when never given.',
  })
  part_recoverable!: boolean | null;

  @Field(() => String, { description: 'The contact’s name when the note was written.' })
  contact_name!: string;

  @Field(() => String, { nullable: true })
  contact_reference!: string | null;

  @Field(() => String, { description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { nullable: true })
  original_invoice_date!: string | null;

  @Field(() => String, { nullable: true })
  reference!: string | null;

  @Field(() => String, { nullable: true })
  vendor_reference!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => DecimalScalar)
  total_quantity!: string;

  @Field(() => DecimalScalar)
  net_amount!: string;

  @Field(() => DecimalScalar)
  tax_amount!: string;

  @Field(() => DecimalScalar)
  total_amount!: string;

  @Field(() => DecimalScalar)
  payments_allocations_total_amount!: string;

  @Field(() => DecimalScalar)
  payments_allocations_total_discount!: string;

  @Field(() => DecimalScalar)
  total_paid!: string;

  @Field(() => DecimalScalar)
  outstanding_amount!: string;

  @Field(() => DecimalScalar)
  exchange_rate!: string;

  @Field(() => String, { description: 'A string, as the real API has it.' })
  inverse_exchange_rate!: string;

  @Field(() => DecimalScalar)
  base_currency_net_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_tax_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_total_amount!: string;

  @Field(() => DecimalScalar)
  base_currency_outstanding_amount!: string;

  @Field(() => String, { nullable: true, description: 'Purchase credit notes are deleted, never voided: null.' })
  void_reason!: null;

  @Field(() => [PaymentAllocation])
  payments_allocations!: PaymentAllocation[];

  @Field(() => String, { nullable: true, description: 'No payments are recorded yet: null.' })
  last_paid!: null;

  @Field(() => Link, {
    nullable: true,
    description: 'Canada. Tax address regions are not served here: the id as given.',
  })
  tax_address_region!: Link | null;

  @Field(() => Boolean, { description: 'No tax returns are kept here: false.' })
  tax_reconciled!: boolean;

  @Field(() => Boolean, { description: 'Notes are made here, never migrated: false.' })
  migrated!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'No tax scheme (invoice or cash) is kept for the business here: null.',
  })
  tax_calculation_method!: null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The CIS deduction rate in percent (UK).' })
  withholding_tax_rate!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The CIS deduction (UK): the applicable amount at the withholding rate.',
  })
  withholding_tax_amount!: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  base_currency_withholding_tax_amount!: string | null;

  // Not fields: the records the resolved fields reach.

  /** The contact's id (`contact`, `contact_record`). */
  contact_id!: string;
  /** The status's code (`status`, `status_record`). */
  status_id!: string;
  /** The currency's code (`currency`, `currency_record`). */
  currency_id!: string;
}

/**
 * The view as services answer it and resolvers take it: read-only, and a type rather than the
 * class, so that type-graphql hands a resolver the object as it is (a `@Root()` typed as a class
 * is copied into a new instance of it on every call).
 */
export type NoteView = Readonly<PurchaseCreditNoteView>;

/** A note's stored columns: what its view is made from (an entity, or a row of the list's read). */
export type StoredNote = Pick<
  PurchaseCreditNote,
  | 'id'
  | 'contactName'
  | 'contactReference'
  | 'date'
  | 'originalInvoiceDate'
  | 'reference'
  | 'vendorReference'
  | 'notes'
  | 'statusCode'
  | 'currencyCode'
  | 'exchangeRate'
  | 'totalQuantity'
  | 'netAmount'
  | 'taxAmount'
  | 'totalAmount'
  | 'baseCurrencyNetAmount'
  | 'baseCurrencyTaxAmount'
  | 'baseCurrencyTotalAmount'
  | 'postponedAccounting'
  | 'partRecoverable'
  | 'taxAddressRegionId'
  | 'cisApplicableAmount'
  | 'withholdingTaxRate'
  | 'withholdingTaxAmount'
  | 'totalItcAmount'
  | 'totalItrAmount'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
> & { contact: { id: string } };

/** Statuses in which a credit note may still be changed (no payments exist yet in this server). */
const EDITABLE_STATUSES = ['DRAFT', 'UNPAID'];

/** Whether the note can still be updated or deleted. */
export const isEditable = (note: Pick<StoredNote, 'deletedAt' | 'statusCode'>): boolean =>
  !note.deletedAt && EDITABLE_STATUSES.includes(note.statusCode);

/** The note's name in links: its reference (null without one, as the real API's links may show it). */
export const noteLink = (note: Pick<StoredNote, 'id' | 'reference'>): Link =>
  link(note.id, note.reference ?? null, `/purchase_credit_notes/${note.id}`);

export const TRANSACTION_TYPE: Link = link(
  'PURCHASE_CREDIT_NOTE',
  'Purchase Credit Note',
  '/transaction_types/PURCHASE_CREDIT_NOTE',
);

/** No payments or allocations are recorded by this server yet: nothing is paid. */
const NOTHING = '0.00';

/**
 * The note as the API shows it, built as one object literal (fields added one by one to an
 * object took a slow path of V8's, several µs a note). Every derived field's value is computed
 * here: the CIS figures and the base-currency amounts from the money module, the rest from the
 * columns; what this server does not record (payments, a ledger transaction) is its fixed answer.
 */
export function noteView(note: StoredNote): NoteView {
  const cis = note.cisApplicableAmount != null;
  const withheld = optionalInBaseCurrency(note.withholdingTaxAmount, note.exchangeRate);
  return {
    id: note.id,
    displayed_as: note.reference ?? null,
    path: `/purchase_credit_notes/${note.id}`,
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    links: null,
    editable: isEditable(note),
    transaction: null,
    transaction_type: TRANSACTION_TYPE,
    postponed_accounting: note.postponedAccounting ?? null,
    import: false,
    deleted_at: note.deletedAt ?? null,
    is_cis: cis,
    cis_applicable_amount: note.cisApplicableAmount ?? null,
    base_currency_cis_applicable_amount: optionalInBaseCurrency(note.cisApplicableAmount, note.exchangeRate),
    total_after_cis_deduction: cis ? lessDeduction(note.totalAmount, note.withholdingTaxAmount) : null,
    base_currency_total_after_cis_deduction: cis ? lessDeduction(note.baseCurrencyTotalAmount, withheld) : null,
    has_cis_labour: cis && compare(note.cisApplicableAmount!, '0') > 0,
    has_cis_materials: false,
    base_currency_total_itc_amount: optionalInBaseCurrency(note.totalItcAmount, note.exchangeRate),
    total_itc_amount: note.totalItcAmount ?? null,
    base_currency_total_itr_amount: optionalInBaseCurrency(note.totalItrAmount, note.exchangeRate),
    total_itr_amount: note.totalItrAmount ?? null,
    part_recoverable: note.partRecoverable ?? null,
    contact_name: note.contactName,
    contact_reference: note.contactReference ?? null,
    date: note.date,
    original_invoice_date: note.originalInvoiceDate ?? null,
    reference: note.reference ?? null,
    vendor_reference: note.vendorReference ?? null,
    notes: note.notes ?? null,
    total_quantity: note.totalQuantity,
    net_amount: note.netAmount,
    tax_amount: note.taxAmount,
    total_amount: note.totalAmount,
    payments_allocations_total_amount: NOTHING,
    payments_allocations_total_discount: NOTHING,
    total_paid: NOTHING,
    outstanding_amount: note.totalAmount,
    exchange_rate: note.exchangeRate,
    inverse_exchange_rate: inverseRate(note.exchangeRate),
    base_currency_net_amount: note.baseCurrencyNetAmount,
    base_currency_tax_amount: note.baseCurrencyTaxAmount,
    base_currency_total_amount: note.baseCurrencyTotalAmount,
    base_currency_outstanding_amount: note.baseCurrencyTotalAmount,
    void_reason: null,
    payments_allocations: [],
    last_paid: null,
    tax_address_region: foreignLink(note.taxAddressRegionId, '/tax_address_regions'),
    tax_reconciled: false,
    migrated: false,
    tax_calculation_method: null,
    withholding_tax_rate: note.withholdingTaxRate ?? null,
    withholding_tax_amount: note.withholdingTaxAmount ?? null,
    base_currency_withholding_tax_amount: withheld,
    contact_id: note.contact.id,
    status_id: note.statusCode,
    currency_id: note.currencyCode,
  };
}

@ObjectType('PurchaseCreditNoteList')
export class PurchaseCreditNoteList extends AccountingList(PurchaseCreditNoteView) {}
