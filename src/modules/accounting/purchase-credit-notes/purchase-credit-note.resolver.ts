import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { selectedFields } from '../../../graphql/selection';
import { Contact } from '../contacts/contact.entity';
import { leanContactLink, loadContact } from '../contacts/contact.service';
import { ArtefactStatus, Currency } from '../reference-data/reference.entity';
import { loadReference } from '../reference-data/reference.service';
import { asLink, Link, type ListPage, perPage } from '../shared/wire';
import { loadLines } from './purchase-credit-note-line.service';
import { lineView, PurchaseCreditNoteLineView, type LineView } from './purchase-credit-note-line.view';
import * as notes from './purchase-credit-note.service';
import { DetailedTaxAnalysis, PurchaseCreditNoteListArgs, TaxAnalysis } from './purchase-credit-note.types';
import { PurchaseCreditNoteList, PurchaseCreditNoteView, type NoteView } from './purchase-credit-note.view';
import { PurchaseCreditNoteInput, PurchaseCreditNoteUpdate } from './purchase-credit-note.inputs';

@Resolver(() => PurchaseCreditNoteView)
export class PurchaseCreditNoteResolver {
  @Query(() => PurchaseCreditNoteList, { description: 'The business’s purchase credit notes.', complexity: perPage })
  purchaseCreditNotes(
    @Ctx() ctx: RequestContext,
    @Args() args: PurchaseCreditNoteListArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ListPage<NoteView>> {
    return notes.listPurchaseCreditNotes(ctx, args, selectedFields(info, ['items'], { evaluated: true }));
  }

  @Query(() => PurchaseCreditNoteView, { description: 'One purchase credit note of the business, with its lines.' })
  purchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
  ): Promise<NoteView> {
    return notes.readPurchaseCreditNote(ctx, key);
  }

  @Mutation(() => PurchaseCreditNoteView, { description: 'Records a credit note; UNPAID, or DRAFT when asked.' })
  createPurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('purchase_credit_note', () => PurchaseCreditNoteInput, { description: 'The new credit note and its lines.' })
    input: PurchaseCreditNoteInput,
  ): Promise<NoteView> {
    return notes.createPurchaseCreditNote(ctx, input);
  }

  @Mutation(() => PurchaseCreditNoteView, { description: 'Changes a DRAFT or UNPAID credit note.' })
  updatePurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
    @Arg('purchase_credit_note', () => PurchaseCreditNoteUpdate, { description: 'The fields to change.' })
    input: PurchaseCreditNoteUpdate,
  ): Promise<NoteView> {
    return notes.updatePurchaseCreditNote(ctx, key, input);
  }

  @Mutation(() => ID, { description: 'Deletes a DRAFT or UNPAID credit note (kept as a tombstone); answers its id.' })
  deletePurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
  ): Promise<string> {
    return notes.deletePurchaseCreditNote(ctx, key);
  }

  @Mutation(() => PurchaseCreditNoteView, { description: 'Posts a DRAFT credit note: it becomes UNPAID.' })
  releasePurchaseCreditNote(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The credit note’s id; a note of another business answers 404.' }) key: string,
  ): Promise<NoteView> {
    return notes.releasePurchaseCreditNote(ctx, key);
  }

  @FieldResolver(() => Link, { nullable: true })
  contact(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<Link | null> {
    return leanContactLink(ctx, note.contact_id);
  }

  @FieldResolver(() => Link, { nullable: true })
  async status(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<Link | null> {
    return asLink(await loadReference(ctx, ArtefactStatus, note.status_id));
  }

  @FieldResolver(() => Link, { nullable: true })
  async currency(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<Link | null> {
    return asLink(await loadReference(ctx, Currency, note.currency_id));
  }

  @FieldResolver(() => Contact, {
    name: 'contact_record',
    nullable: true,
    description: 'The contact as a whole record (REST: `contact` widened by `nested_attributes`).',
  })
  contactRecord(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<Contact | null> {
    return loadContact(ctx, note.contact_id);
  }

  @FieldResolver(() => ArtefactStatus, {
    name: 'status_record',
    nullable: true,
    description: 'The status as a whole record (REST: `status` widened by `nested_attributes`).',
  })
  statusRecord(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<ArtefactStatus | null> {
    return loadReference(ctx, ArtefactStatus, note.status_id);
  }

  @FieldResolver(() => Currency, {
    name: 'currency_record',
    nullable: true,
    description: 'The currency as a whole record (REST: `currency` widened by `nested_attributes`).',
  })
  currencyRecord(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<Currency | null> {
    return loadReference(ctx, Currency, note.currency_id);
  }

  @FieldResolver(() => [PurchaseCreditNoteLineView], { name: 'credit_note_lines' })
  async creditNoteLines(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<LineView[]> {
    return (await loadLines(ctx, note.id)).map(lineView);
  }

  @FieldResolver(() => [TaxAnalysis], { name: 'tax_analysis' })
  taxAnalysis(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<TaxAnalysis[]> {
    return notes.taxAnalysis(ctx, note);
  }

  @FieldResolver(() => DetailedTaxAnalysis, { name: 'detailed_tax_analysis' })
  detailedTaxAnalysis(@Ctx() ctx: RequestContext, @Root() note: NoteView): Promise<DetailedTaxAnalysis> {
    return notes.detailedTaxAnalysis(ctx, note);
  }
}
