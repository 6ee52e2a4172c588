import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Contact } from '../contacts/contact.entity';
import { leanContactLink, loadContact } from '../contacts/contact.service';
import { ArtefactStatus, Currency } from '../reference-data/reference.entity';
import { loadReference } from '../reference-data/reference.service';
import { asLink, DecimalScalar, foreignLink, Link, type ListPage, perPage, ResourceLink } from '../shared/wire';
import { inverseRate } from './purchase-credit-note.money';
import { PurchaseCreditNote } from './purchase-credit-note.entity';
import { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';
import { loadLines } from './purchase-credit-note-line.service';
import type { NoteSource, PurchaseCreditNoteLineRow, PurchaseCreditNoteRow } from './purchase-credit-note.read';
import * as notes from './purchase-credit-note.service';
import {
  DetailedTaxAnalysis,
  PaymentAllocation,
  PurchaseCreditNoteList,
  PurchaseCreditNoteListArgs,
  TaxAnalysis,
} from './purchase-credit-note.types';
import { PurchaseCreditNoteInput, PurchaseCreditNoteUpdate } from './purchase-credit-note.inputs';

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
    return notes.taxAnalysis(ctx, note);
  }

  @FieldResolver(() => DetailedTaxAnalysis, { name: 'detailed_tax_analysis' })
  detailedTaxAnalysis(@Ctx() ctx: RequestContext, @Root() note: NoteSource): Promise<DetailedTaxAnalysis> {
    return notes.detailedTaxAnalysis(ctx, note);
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
