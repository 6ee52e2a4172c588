import DataLoader from 'dataloader';
import { LockMode, ref, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { addFieldError, NotFoundError, ValidationError, type FieldErrors } from '../../../graphql/errors';
import { byKeys } from '../../../graphql/loaders';
import { isUuid } from '../../../shared/ids';
import { containsPattern } from '../../../shared/text';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { Attachment } from '../attachments/attachment.entity';
import { baseCurrencyOf } from '../reference-data/reference.data';
import { normalize } from '../shared/decimal';
import { nowSeconds, parseDateFilter, parseDateTime, type ListPage } from '../shared/wire';
import { PurchaseCreditNote } from './purchase-credit-note.entity';
import { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';
import { loadLines, mergeLines, rebaseLines, writeLines } from './purchase-credit-note-line.service';
import { taxRateLink, type LineRow } from './purchase-credit-note-line.view';
import { figuresByRate, figuresOf, type Figures, type LineFacts } from './purchase-credit-note.money';
import { readNotePage } from './purchase-credit-note.read';
import { isEditable, noteView, type NoteView } from './purchase-credit-note.view';
import { check, type ClientFigures } from './purchase-credit-note.validation';
import type { DetailedTaxAnalysis, PurchaseCreditNoteListArgs, TaxAnalysis } from './purchase-credit-note.types';
import type { PurchaseCreditNoteInput, PurchaseCreditNoteUpdate } from './purchase-credit-note.inputs';

const SORTABLE = { created_at: 'createdAt', updated_at: 'updatedAt', date: 'date' } as const;
const SORT = /^(created_at|updated_at|date)(?::(asc|desc))?$/;

/** The credit notes of the request's business: every seed filter, the sort, one page. */
export async function listPurchaseCreditNotes(
  ctx: RequestContext,
  args: PurchaseCreditNoteListArgs,
  itemFields: ReadonlySet<string>,
): Promise<ListPage<NoteView>> {
  const where: FilterQuery<PurchaseCreditNote> = {};
  const problems: FieldErrors = {};
  const read = <T>(field: string, parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [path, messages] of Object.entries(error.fields))
        for (const m of messages) addFieldError(problems, path, m);
      return undefined;
    }
  };
  const deletedSince = args.deleted_since
    ? read('deleted_since', () => parseDateTime('deleted_since', args.deleted_since!))
    : undefined;
  // Deletions are tombstones: listed only when asked for, after the instant (exclusive).
  where.deletedAt = deletedSince ? { $gt: deletedSince } : null;
  if (args.updated_or_created_since) {
    const since = read('updated_or_created_since', () =>
      parseDateTime('updated_or_created_since', args.updated_or_created_since!),
    );
    if (since) where.updatedAt = { $gte: since };
  }
  const from = args.from_date ? read('from_date', () => parseDateFilter('from_date', args.from_date!)) : undefined;
  const to = args.to_date ? read('to_date', () => parseDateFilter('to_date', args.to_date!)) : undefined;
  if (from || to) where.date = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
  let orderBy: Record<string, 'asc' | 'desc'> = { createdAt: 'asc', id: 'asc' };
  if (args.sort) {
    const match = SORT.exec(args.sort.trim());
    if (!match) {
      addFieldError(problems, 'sort', 'must be created_at, updated_at or date, optionally followed by :asc or :desc');
    } else {
      const direction = (match[2] ?? 'asc') as 'asc' | 'desc';
      orderBy = { [SORTABLE[match[1] as keyof typeof SORTABLE]]: direction, createdAt: direction, id: direction };
    }
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  if (args.contact_id) where.contact = isUuid(args.contact_id) ? args.contact_id : null;
  if (args.status_id) where.statusCode = args.status_id;
  const search = args.search?.trim();
  if (search) {
    where.$or = [
      { reference: { $ilike: containsPattern(search) } },
      { contactName: { $ilike: containsPattern(search) } },
    ];
  }
  const business = await requestBusiness(ctx);
  if (args.has_attachments != null) {
    const attached = ctx.em
      .createQueryBuilder(Attachment, 'a')
      .select('a.context_id')
      .where({
        tenant: business.id,
        contextTypeCode: 'PURCHASE_CREDIT_NOTE',
        contextId: { $ne: null },
        deletedAt: null,
      })
      .getKnexQuery();
    // A sub-select: the statement count stays the same whatever the page size.
    const ids = attached as unknown as string[];
    where.id = args.has_attachments ? { $in: ids } : { $nin: ids };
  }
  // Unfiltered (tombstones aside), the total is the one the note writes keep.
  const plain = Object.keys(where).length === 1 && where.deletedAt === null;
  return readNotePage(ctx, business.id, args, where, orderBy, plain, itemFields);
}

/**
 * A credit note of the business that is not deleted ("Purchase credit note not found" otherwise).
 * `lock` row-locks it until `em`'s transaction ends: every write to a note (lines, totals,
 * status, deletion) takes that lock first, so concurrent writers take turns and each reads what
 * the previous one committed (a second release sees UNPAID; a write after a delete, 404).
 */
export async function findPurchaseCreditNote(
  ctx: RequestContext,
  id: string,
  em: EntityManager = ctx.em,
  lock?: LockMode.PESSIMISTIC_WRITE,
): Promise<PurchaseCreditNote> {
  await requestBusiness(ctx);
  const note = isUuid(id) ? await em.findOne(PurchaseCreditNote, { id, deletedAt: null }, { lockMode: lock }) : null;
  if (!note) throw new NotFoundError('Purchase credit note');
  return note;
}

/** A credit note of the business that is not deleted, as the API shows it. */
export async function readPurchaseCreditNote(ctx: RequestContext, id: string): Promise<NoteView> {
  return noteView(await findPurchaseCreditNote(ctx, id));
}

/** Batches credit note lookups of one request (attachment contexts); deleted ones are found too. */
export function loadPurchaseCreditNote(ctx: RequestContext, id: string): Promise<PurchaseCreditNote | null> {
  return ctx.loaders
    .get(
      'accounting:PurchaseCreditNote.byId',
      () =>
        new DataLoader(async (ids: readonly string[]) =>
          byKeys(ids, await ctx.em.find(PurchaseCreditNote, { id: { $in: ids.filter(isUuid) } }), (row) => row.id),
        ),
    )
    .load(id);
}

const trimmed = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

const atCents = (value: string | null) => (value === null ? null : normalize(value, 2));

/** The client's CIS, withholding and Canadian tax figures as columns. */
function storedFigures(figures: ClientFigures) {
  return {
    cisApplicableAmount: atCents(figures.cisApplicableAmount),
    withholdingTaxRate: atCents(figures.withholdingTaxRate),
    withholdingTaxAmount: atCents(figures.withholdingTaxAmount),
    totalItcAmount: atCents(figures.totalItcAmount),
    totalItrAmount: atCents(figures.totalItrAmount),
  };
}

/** Creates a credit note, UNPAID unless `status_id` is DRAFT; amounts come from the lines. */
export async function createPurchaseCreditNote(ctx: RequestContext, input: PurchaseCreditNoteInput): Promise<NoteView> {
  const business = await requestBusiness(ctx);
  const status = input.status_id ?? 'UNPAID';
  const checked = await check(ctx, business, input, input.credit_note_lines);
  const contact = checked.contact!;
  return ctx.em.transactional(async (em) => {
    const note = em.create(PurchaseCreditNote, {
      tenant: business.id,
      contact: contact.id,
      contactName: trimmed(input.contact_name) ?? contact.name,
      contactReference: trimmed(input.contact_reference) ?? contact.reference ?? null,
      date: input.date,
      originalInvoiceDate: input.original_invoice_date ?? null,
      reference: trimmed(input.reference) ?? null,
      vendorReference: trimmed(input.vendor_reference) ?? null,
      notes: trimmed(input.notes) ?? null,
      statusCode: status,
      currencyCode: input.currency_id ?? baseCurrencyOf(business),
      exchangeRate: normalize(input.exchange_rate ?? '1', 6),
      totalQuantity: '0',
      netAmount: '0',
      taxAmount: '0',
      totalAmount: '0',
      baseCurrencyNetAmount: '0',
      baseCurrencyTaxAmount: '0',
      baseCurrencyTotalAmount: '0',
      postponedAccounting: input.postponed_accounting ?? null,
      partRecoverable: input.part_recoverable ?? null,
      taxAddressRegionId: input.tax_address_region_id ?? null,
      ...storedFigures(checked.figures),
    });
    writeLines(em, note, checked.lines!, business);
    await em.flush();
    return noteView(note);
  });
}

function assertEditable(note: PurchaseCreditNote): void {
  if (!isEditable(note)) {
    throw ValidationError.field('status_id', `A ${note.statusCode} credit note can no longer be changed`);
  }
}

/**
 * Changes the given fields of an editable credit note. `credit_note_lines` is the new set of lines
 * (see {@link mergeLines}); amounts are computed again. `status_id` may name the current status, or UNPAID for a draft.
 */
export async function updatePurchaseCreditNote(
  ctx: RequestContext,
  id: string,
  input: PurchaseCreditNoteUpdate,
): Promise<NoteView> {
  const business = await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    const note = await findPurchaseCreditNote(ctx, id, em, LockMode.PESSIMISTIC_WRITE);
    assertEditable(note);
    const existing = await em.find(PurchaseCreditNoteLine, { creditNote: note.id }, { orderBy: { position: 'asc' } });
    const lines = input.credit_note_lines ? mergeLines(input.credit_note_lines, existing) : undefined;
    const checked = await check(ctx, business, input, lines, { note, lines: existing });
    const status = input.status_id;
    if (status != null && status !== note.statusCode && !(note.statusCode === 'DRAFT' && status === 'UNPAID')) {
      throw ValidationError.field('status_id', `cannot change from ${note.statusCode} to ${status}`);
    }
    if (status != null) note.statusCode = status;
    if (checked.contact) {
      note.contact = ref(checked.contact);
      note.contactName = checked.contact.name;
      note.contactReference = checked.contact.reference ?? null;
    }
    if (input.contact_name !== undefined) note.contactName = trimmed(input.contact_name) ?? note.contactName;
    if (input.contact_reference !== undefined) note.contactReference = trimmed(input.contact_reference) ?? null;
    if (input.date != null) note.date = input.date;
    if (input.original_invoice_date !== undefined) note.originalInvoiceDate = input.original_invoice_date ?? null;
    if (input.reference !== undefined) note.reference = trimmed(input.reference) ?? null;
    if (input.vendor_reference !== undefined) note.vendorReference = trimmed(input.vendor_reference) ?? null;
    if (input.notes !== undefined) note.notes = trimmed(input.notes) ?? null;
    if (input.postponed_accounting !== undefined) note.postponedAccounting = input.postponed_accounting;
    if (input.part_recoverable !== undefined) note.partRecoverable = input.part_recoverable;
    if (input.tax_address_region_id !== undefined) note.taxAddressRegionId = input.tax_address_region_id;
    Object.assign(note, storedFigures(checked.figures));
    if (checked.currency) note.currencyCode = checked.currency.code;
    if (input.exchange_rate != null) note.exchangeRate = normalize(input.exchange_rate, 6);
    else if (checked.currency?.code === baseCurrencyOf(business)) note.exchangeRate = normalize('1', 6);
    if (checked.lines) {
      writeLines(em, note, checked.lines, business, existing);
    } else {
      // The rate may have changed: base-currency amounts follow it.
      rebaseLines(note, existing);
    }
    note.updatedAt = nowSeconds();
    await em.flush();
    return noteView(note);
  });
}

/** Deletes an editable credit note, keeping a tombstone for `deleted_since`. */
export async function deletePurchaseCreditNote(ctx: RequestContext, id: string): Promise<string> {
  await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    const note = await findPurchaseCreditNote(ctx, id, em, LockMode.PESSIMISTIC_WRITE);
    assertEditable(note);
    note.deletedAt = nowSeconds();
    note.updatedAt = note.deletedAt;
    await em.flush();
    return id;
  });
}

/** Posts a DRAFT credit note: it becomes UNPAID. Any other status: 422. */
export async function releasePurchaseCreditNote(ctx: RequestContext, id: string): Promise<NoteView> {
  await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    const note = await findPurchaseCreditNote(ctx, id, em, LockMode.PESSIMISTIC_WRITE);
    if (note.statusCode !== 'DRAFT') {
      throw ValidationError.field(
        'status_id',
        `Only a DRAFT credit note can be released; this one is ${note.statusCode}`,
      );
    }
    note.statusCode = 'UNPAID';
    note.updatedAt = nowSeconds();
    await em.flush();
    return noteView(note);
  });
}

/**
 * The figures of a note's lines as loaded for a request (loadLines answers the same array to each
 * field of the note): `tax_analysis` and `detailed_tax_analysis` compute them once between them.
 */
const totals = new WeakMap<readonly LineFacts[], Figures>();
const byRates = new WeakMap<readonly LineFacts[], Map<string, Figures>>();

function memo<T>(memory: WeakMap<readonly LineFacts[], T>, lines: readonly LineFacts[], compute: () => T): T {
  let value = memory.get(lines);
  if (value === undefined) memory.set(lines, (value = compute()));
  return value;
}

/** The tax rate `code` as the lines read it. */
const rateOf = (lines: readonly LineRow[], code: string) => lines.find((line) => line.taxRateCode === code)!.taxRate;

/** The note's `tax_analysis`: its lines' amounts per tax rate, in the order the rates first appear. */
export async function taxAnalysis(ctx: RequestContext, note: Pick<PurchaseCreditNote, 'id'>): Promise<TaxAnalysis[]> {
  const lines = await loadLines(ctx, note.id);
  const byRate = memo(byRates, lines, () => figuresByRate(lines));
  return [...byRate].map(([code, f]) => ({
    tax_rate: taxRateLink(code, rateOf(lines, code)),
    net_amount: f.net,
    tax_amount: f.tax,
    total_amount: f.total,
    goods_amount: f.goods,
    service_amount: f.services,
  }));
}

/** The note's `detailed_tax_analysis`: its totals, and its amounts per tax rate in both currencies. */
export async function detailedTaxAnalysis(
  ctx: RequestContext,
  note: Pick<PurchaseCreditNote, 'id'>,
): Promise<DetailedTaxAnalysis> {
  const lines = await loadLines(ctx, note.id);
  const total = memo(totals, lines, () => figuresOf(lines));
  const breakdown = [...memo(byRates, lines, () => figuresByRate(lines))].map(([code, f]) => {
    const rate = rateOf(lines, code);
    return {
      tax_rate: taxRateLink(code, rate),
      name: rate?.name ?? null,
      percentage: rate?.percentage ?? null,
      net_amount: f.net,
      tax_amount: f.tax,
      retail_tax_amount: '0.00',
      total_amount: f.total,
      goods_amount: f.goods,
      services_amount: f.services,
      base_currency_net_amount: f.baseNet,
      base_currency_tax_amount: f.baseTax,
      base_currency_total_amount: f.baseTotal,
      base_currency_goods_amount: f.baseGoods,
      base_currency_services_amount: f.baseServices,
    };
  });
  return {
    tax_rates_breakdown: breakdown,
    total_net: total.net,
    total_tax: total.tax,
    total: total.total,
    total_goods_amount: total.goods,
    total_services_amount: total.services,
    base_currency_total_net: total.baseNet,
    base_currency_total_tax: total.baseTax,
    base_currency_total: total.baseTotal,
    base_currency_total_goods_amount: total.baseGoods,
    base_currency_total_services_amount: total.baseServices,
    total_retailer_tax: '0.00',
  };
}
