import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Contact } from '../contacts/contact.entity';
import { leanContactLink, loadContact } from '../contacts/contact.service';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import { loadLedgerAccount } from '../ledger-accounts/ledger-account.service';
import { ArtefactStatus, Currency, TaxRate } from '../reference-data/reference.entity';
import { loadReference } from '../reference-data/reference.service';
import { DecimalScalar, link, Link, type ListPage, perPage, ResourceLink } from '../shared/wire';
import { inverseRate } from './purchase-credit-note.money';
import { PurchaseCreditNote, PurchaseCreditNoteLine } from './purchase-credit-note.entity';
import { loadLines } from './purchase-credit-note.lines';
import type {
  LineSource,
  NoteSource,
  PurchaseCreditNoteLineRow,
  PurchaseCreditNoteRow,
} from './purchase-credit-note.read';
import * as notes from './purchase-credit-note.service';
import {
  DetailedTaxAnalysis,
  PaymentAllocation,
  PurchaseCreditNoteList,
  PurchaseCreditNoteListArgs,
  TaxAnalysis,
  TaxBreakdown,
} from './purchase-credit-note.types';
import { PurchaseCreditNoteInput, PurchaseCreditNoteUpdate } from './purchase-credit-note.inputs';
import * as tax from './purchase-credit-note.tax';

/** No payments or allocations are recorded by this server yet: nothing is paid. */
const NOTHING = '0.00';

@Resolver(() => PurchaseCreditNote)
export class PurchaseCreditNoteResolver {
  @Query(() => PurchaseCreditNoteList, { description: 'The business’s purchase credit notes.', complexity: perPage })
  purchaseCreditNotes(
    @Ctx() ctx: RequestContext,
    @Args() args: PurchaseCreditNoteListArgs,
  ): Promise<ListPage<PurchaseCreditNoteRow>> {
    return notes.listPurchaseCreditNotes(ctx, args);
  }

  @Query(() => PurchaseCreditNote, { description: 'One purchase credit note of the business, with its lines.' })
  purchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
  ): Promise<PurchaseCreditNote> {
    return notes.findPurchaseCreditNote(ctx, key);
  }

  @Mutation(() => PurchaseCreditNote, { description: 'Records a credit note; UNPAID, or DRAFT when asked.' })
  createPurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('purchase_credit_note', () => PurchaseCreditNoteInput, { description: 'The new credit note and its lines.' })
    input: PurchaseCreditNoteInput,
  ): Promise<PurchaseCreditNote> {
    return notes.createPurchaseCreditNote(ctx, input);
  }

  @Mutation(() => PurchaseCreditNote, { description: 'Changes a DRAFT or UNPAID credit note.' })
  updatePurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
    @Arg('purchase_credit_note', () => PurchaseCreditNoteUpdate, { description: 'The fields to change.' })
    input: PurchaseCreditNoteUpdate,
  ): Promise<PurchaseCreditNote> {
    return notes.updatePurchaseCreditNote(ctx, key, input);
  }

  @Mutation(() => ID, { description: 'Deletes a DRAFT or UNPAID credit note (kept as a tombstone); answers its id.' })
  deletePurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
  ): Promise<string> {
    return notes.deletePurchaseCreditNote(ctx, key);
  }

  @Mutation(() => PurchaseCreditNote, { description: 'Posts a DRAFT credit note: it becomes UNPAID.' })
  releasePurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
  ): Promise<PurchaseCreditNote> {
    return notes.releasePurchaseCreditNote(ctx, key);
  }

  @FieldResolver(() => Link, { name: 'transaction_type' })
  transactionType(): Link {
    return notes.TRANSACTION_TYPE;
  }

  @FieldResolver(() => Link, { nullable: true })
  async contact(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<Link | null> {
    // A row of a list read: the contact is read as a row too (a link needs no entity).
    if (!(note instanceof PurchaseCreditNote)) return leanContactLink(ctx, note.contact.id);
    return asLink(await loadContact(ctx, note.contact.id));
  }

  @FieldResolver(() => Link, { nullable: true })
  async status(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<Link | null> {
    return asLink(await loadReference(ctx, ArtefactStatus, note.statusCode));
  }

  @FieldResolver(() => Link, { nullable: true })
  async currency(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<Link | null> {
    return asLink(await loadReference(ctx, Currency, note.currencyCode));
  }

  @FieldResolver(() => Contact, {
    name: 'contact_record',
    nullable: true,
    description: 'The contact as a whole record (REST: `contact` widened by `nested_attributes`).',
  })
  contactRecord(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<Contact | null> {
    return loadContact(ctx, note.contact.id);
  }

  @FieldResolver(() => ArtefactStatus, {
    name: 'status_record',
    nullable: true,
    description: 'The status as a whole record (REST: `status` widened by `nested_attributes`).',
  })
  statusRecord(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<ArtefactStatus | null> {
    return loadReference(ctx, ArtefactStatus, note.statusCode);
  }

  @FieldResolver(() => Currency, {
    name: 'currency_record',
    nullable: true,
    description: 'The currency as a whole record (REST: `currency` widened by `nested_attributes`).',
  })
  currencyRecord(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<Currency | null> {
    return loadReference(ctx, Currency, note.currencyCode);
  }

  @FieldResolver(() => String, { name: 'inverse_exchange_rate', description: 'A string, as the real API has it.' })
  inverseExchangeRate(@Root() note: NoteSource): string {
    return inverseRate(note.exchangeRate);
  }

  @FieldResolver(() => [PurchaseCreditNoteLine], { name: 'credit_note_lines' })
  creditNoteLines(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<PurchaseCreditNoteLineRow[]> {
    return loadLines(ctx, note.id);
  }

  @FieldResolver(() => [TaxAnalysis], { name: 'tax_analysis' })
  taxAnalysis(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<TaxAnalysis[]> {
    return tax.taxAnalysis(ctx, note);
  }

  @FieldResolver(() => DetailedTaxAnalysis, { name: 'detailed_tax_analysis' })
  detailedTaxAnalysis(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<DetailedTaxAnalysis> {
    return tax.detailedTaxAnalysis(ctx, note);
  }

  @FieldResolver(() => Link, {
    name: 'tax_address_region',
    nullable: true,
    description: 'Canada. Tax address regions are not served here: the id as given.',
  })
  taxAddressRegion(@Root() note: NoteSource): Link | null {
    return foreignLink(note.taxAddressRegionId, '/tax_address_regions');
  }

  @FieldResolver(() => [ResourceLink], {
    nullable: true,
    description: 'Links to the note in other applications: none exist here, so null.',
  })
  links(): null {
    return null;
  }

  @FieldResolver(() => Link, {
    nullable: true,
    description: 'The ledger transaction behind the note: this server keeps no ledger, so null.',
  })
  transaction(): null {
    return null;
  }

  @FieldResolver(() => String, {
    name: 'void_reason',
    nullable: true,
    description: 'Purchase credit notes are deleted, never voided: null.',
  })
  voidReason(): null {
    return null;
  }

  @FieldResolver(() => String, {
    name: 'last_paid',
    nullable: true,
    description: 'No payments are recorded yet: null.',
  })
  lastPaid(): null {
    return null;
  }

  @FieldResolver(() => Boolean, { description: 'Import rules (importing suppliers) are not applied here: false.' })
  import(): boolean {
    return false;
  }

  @FieldResolver(() => Boolean, { name: 'tax_reconciled', description: 'No tax returns are kept here: false.' })
  taxReconciled(): boolean {
    return false;
  }

  @FieldResolver(() => Boolean, { description: 'Notes are made here, never migrated: false.' })
  migrated(): boolean {
    return false;
  }

  @FieldResolver(() => String, {
    name: 'tax_calculation_method',
    nullable: true,
    description: 'No tax scheme (invoice or cash) is kept for the business here: null.',
  })
  taxCalculationMethod(): null {
    return null;
  }

  @FieldResolver(() => [PaymentAllocation], { name: 'payments_allocations' })
  paymentsAllocations(): PaymentAllocation[] {
    return [];
  }

  @FieldResolver(() => DecimalScalar, { name: 'payments_allocations_total_amount' })
  paymentsAllocationsTotalAmount(): string {
    return NOTHING;
  }

  @FieldResolver(() => DecimalScalar, { name: 'payments_allocations_total_discount' })
  paymentsAllocationsTotalDiscount(): string {
    return NOTHING;
  }

  @FieldResolver(() => DecimalScalar, { name: 'total_paid' })
  totalPaid(): string {
    return NOTHING;
  }

  @FieldResolver(() => DecimalScalar, { name: 'outstanding_amount' })
  outstandingAmount(@Root() note: NoteSource): string {
    return note.totalAmount;
  }

  @FieldResolver(() => DecimalScalar, { name: 'base_currency_outstanding_amount' })
  baseCurrencyOutstandingAmount(@Root() note: NoteSource): string {
    return note.baseCurrencyTotalAmount;
  }
}

@Resolver(() => PurchaseCreditNoteLine)
export class PurchaseCreditNoteLineResolver {
  @FieldResolver(() => Link, { name: 'ledger_account', nullable: true })
  async ledgerAccount(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<Link | null> {
    return asLink(await loadLedgerAccount(ctx, line.ledgerAccount.id));
  }

  @FieldResolver(() => Link, { name: 'tax_rate', nullable: true })
  taxRate(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<Link | null> {
    return tax.taxRateLink(ctx, line.taxRateCode);
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
    return tax.lineTaxBreakdown(ctx, line, 'note');
  }

  @FieldResolver(() => [TaxBreakdown], { name: 'base_currency_tax_breakdown' })
  baseCurrencyTaxBreakdown(@Ctx() ctx: RequestContext, @Root() line: LineSource): Promise<TaxBreakdown[]> {
    return tax.lineTaxBreakdown(ctx, line, 'base');
  }
}

/** The link of a record this API serves (null when there is none). */
function asLink(record: { id: string; displayedAs: string | null; path: string } | null): Link | null {
  return record ? link(record.id, record.displayedAs, record.path) : null;
}

/** A link to a record this API does not serve, from the id the client gave (no label known). */
function foreignLink(id: string | null | undefined, segment: string): Link | null {
  return id ? link(id, null, `${segment}/${encodeURIComponent(id)}`) : null;
}
