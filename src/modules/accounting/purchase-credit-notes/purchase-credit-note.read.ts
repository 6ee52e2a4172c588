import type { FilterQuery } from '@mikro-orm/core';
import { optionalTimestamp, timestamp } from '../../../db/columns';
import type { RequestContext } from '../../../graphql/context';
import { splitListTotal, withListTotal } from '../../../db/list-count';
import { pageOf, totalledPageOf, type ListArgs, type ListPage } from '../shared/wire';
import { derivedFields, PurchaseCreditNote, type NoteFacts } from './purchase-credit-note.entity';
import type { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';

/**
 * The lean read path of credit notes: a list's page and the lines of the notes an answer shows,
 * read as plain objects with the entities' field names (no entity hydration or identity map).
 * Building some 60 entities per page of 20 notes (and their lines) cost more CPU than the rest of
 * the request; an answer only serializes them. Writes keep using the entities.
 */

/** A note as the list reads it: the entity's fields (the derived ones computed), its contact as a reference. */
export type PurchaseCreditNoteRow = Pick<
  PurchaseCreditNote,
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
  | 'deletedAt'
> & {
  id: string;
  contact: { id: string };
  createdAt: Date;
  updatedAt: Date;
} & { [K in keyof typeof derivedFields]: ReturnType<(typeof derivedFields)[K]> };

/** A line as the read path answers it: the entity's fields, its note and ledger account as references. */
export type PurchaseCreditNoteLineRow = Pick<
  PurchaseCreditNoteLine,
  | 'position'
  | 'description'
  | 'taxRateCode'
  | 'quantity'
  | 'unitPrice'
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
  id: string;
  creditNote: { id: string };
  ledgerAccount: { id: string };
  unitPriceIncludesTax: boolean;
  displayedAs: string;
};

/** A note as the field resolvers receive it: an entity (single reads, writes) or a row of a list. */
export type NoteSource = PurchaseCreditNote | PurchaseCreditNoteRow;

/** A line as the field resolvers receive it. */
export type LineSource = PurchaseCreditNoteLine | PurchaseCreditNoteLineRow;

interface NoteColumns {
  id: string;
  contact_id: string;
  contact_name: string;
  contact_reference: string | null;
  date: string;
  original_invoice_date: string | null;
  reference: string | null;
  vendor_reference: string | null;
  notes: string | null;
  status_code: string;
  currency_code: string;
  exchange_rate: string;
  total_quantity: string;
  net_amount: string;
  tax_amount: string;
  total_amount: string;
  base_currency_net_amount: string;
  base_currency_tax_amount: string;
  base_currency_total_amount: string;
  postponed_accounting: boolean | null;
  part_recoverable: boolean | null;
  tax_address_region_id: string | null;
  cis_applicable_amount: string | null;
  withholding_tax_rate: string | null;
  withholding_tax_amount: string | null;
  total_itc_amount: string | null;
  total_itr_amount: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
}

/**
 * A row as a note, built as one object literal. Spreading the 30 stored fields into a second
 * literal that adds the 12 derived ones cost 17 µs a note (each added field took a slow path of V8's;
 * 0.3 µs as one literal), a fifth of a plain page's CPU.
 */
function toNote(row: NoteColumns): PurchaseCreditNoteRow {
  // What the derived fields are computed from.
  const facts: NoteFacts = {
    id: row.id,
    reference: row.reference,
    statusCode: row.status_code,
    deletedAt: optionalTimestamp(row.deleted_at),
    exchangeRate: row.exchange_rate,
    totalAmount: row.total_amount,
    baseCurrencyTotalAmount: row.base_currency_total_amount,
    cisApplicableAmount: row.cis_applicable_amount,
    withholdingTaxAmount: row.withholding_tax_amount,
    totalItcAmount: row.total_itc_amount,
    totalItrAmount: row.total_itr_amount,
  };
  return {
    id: facts.id,
    contact: { id: row.contact_id },
    contactName: row.contact_name,
    contactReference: row.contact_reference,
    date: row.date,
    originalInvoiceDate: row.original_invoice_date,
    reference: facts.reference,
    vendorReference: row.vendor_reference,
    notes: row.notes,
    statusCode: facts.statusCode,
    currencyCode: row.currency_code,
    exchangeRate: facts.exchangeRate,
    totalQuantity: row.total_quantity,
    netAmount: row.net_amount,
    taxAmount: row.tax_amount,
    totalAmount: facts.totalAmount,
    baseCurrencyNetAmount: row.base_currency_net_amount,
    baseCurrencyTaxAmount: row.base_currency_tax_amount,
    baseCurrencyTotalAmount: facts.baseCurrencyTotalAmount,
    postponedAccounting: row.postponed_accounting,
    partRecoverable: row.part_recoverable,
    taxAddressRegionId: row.tax_address_region_id,
    cisApplicableAmount: facts.cisApplicableAmount,
    withholdingTaxRate: row.withholding_tax_rate,
    withholdingTaxAmount: facts.withholdingTaxAmount,
    totalItcAmount: facts.totalItcAmount,
    totalItrAmount: facts.totalItrAmount,
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
    deletedAt: facts.deletedAt,
    displayedAs: derivedFields.displayedAs(facts),
    path: derivedFields.path(facts),
    editable: derivedFields.editable(facts),
    isCis: derivedFields.isCis(facts),
    hasCisLabour: derivedFields.hasCisLabour(facts),
    hasCisMaterials: derivedFields.hasCisMaterials(),
    baseCurrencyCisApplicableAmount: derivedFields.baseCurrencyCisApplicableAmount(facts),
    baseCurrencyWithholdingTaxAmount: derivedFields.baseCurrencyWithholdingTaxAmount(facts),
    totalAfterCisDeduction: derivedFields.totalAfterCisDeduction(facts),
    baseCurrencyTotalAfterCisDeduction: derivedFields.baseCurrencyTotalAfterCisDeduction(facts),
    baseCurrencyTotalItcAmount: derivedFields.baseCurrencyTotalItcAmount(facts),
    baseCurrencyTotalItrAmount: derivedFields.baseCurrencyTotalItrAmount(facts),
  };
}

/** The columns a page may be ordered by (the service's `orderBy` keys). */
const ORDER_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  date: 'date',
  id: 'id',
};

/**
 * An unfiltered page (tombstones aside) in `orderBy` order, without limit and offset: the
 * statement the query builder makes for it, written out, as it is the list's hot path (building it
 * cost more than mapping the rows). One of seven texts (the sorts).
 */
function plainPage(orderBy: Record<string, 'asc' | 'desc'>): string | undefined {
  const order = Object.entries(orderBy).map(([key, direction]) =>
    ORDER_COLUMNS[key] ? `"n"."${ORDER_COLUMNS[key]}" ${direction}` : undefined,
  );
  if (order.includes(undefined)) return undefined;
  return `select "n".* from "accounting_purchase_credit_note" as "n"
    where "n"."tenant_id" = ? and "n"."deleted_at" is null order by ${order.join(', ')}`;
}

/**
 * A page of the business's credit notes matching `where`, in `orderBy` order, as rows. `plain`:
 * `where` holds the tombstone condition alone; the page is then {@link plainPage} with the total
 * the note writes keep, in one prepared statement (`withListTotal`). Otherwise the matches are
 * counted, and the page's statement is the one the ORM builds for `where` (every filter as the
 * entities read it), scoped to `tenantId` in its own condition, run as a plain read planned for
 * its values.
 */
export function readNotePage(
  ctx: RequestContext,
  tenantId: string,
  args: ListArgs,
  where: FilterQuery<PurchaseCreditNote>,
  orderBy: Record<string, 'asc' | 'desc'>,
  plain: boolean,
): Promise<ListPage<PurchaseCreditNoteRow>> {
  const sql = plain ? plainPage(orderBy) : undefined;
  if (sql !== undefined) {
    return totalledPageOf('/purchase_credit_notes', args, async (window) => {
      const page = { sql, params: [tenantId], alias: 'n' };
      const statement = withListTotal('purchase_credit_notes', tenantId, page, window);
      const rows = await ctx.services.reads.rows<NoteColumns & { list_total?: number }>(
        ctx.em,
        statement.sql,
        statement.params,
        { prepared: true },
      );
      const { rows: notes, total } = splitListTotal(rows, 'id');
      return { items: notes.map(toNote), total };
    });
  }
  return pageOf(
    '/purchase_credit_notes',
    args,
    () => ctx.em.count(PurchaseCreditNote, where),
    async ({ limit, offset }) => {
      const query = ctx.em
        .createQueryBuilder(PurchaseCreditNote, 'n')
        .select('*')
        .where({ $and: [{ tenant: tenantId }, where] })
        .orderBy(orderBy)
        .limit(limit)
        .offset(offset)
        .getKnexQuery()
        .toSQL();
      const rows = await ctx.services.reads.rows<NoteColumns>(ctx.em, query.sql, [...query.bindings]);
      return rows.map(toNote);
    },
  );
}

interface LineColumns {
  id: string;
  credit_note_id: string;
  position: number;
  description: string;
  ledger_account_id: string;
  tax_rate_code: string | null;
  quantity: string;
  unit_price: string;
  unit_price_includes_tax: boolean;
  product_id: string | null;
  service_id: string | null;
  eu_goods_services_type_id: string | null;
  trade_of_asset: boolean | null;
  is_purchase_for_resale: boolean | null;
  tax_recoverable: boolean | null;
  gst_amount: string | null;
  pst_amount: string | null;
  net_amount: string;
  tax_amount: string;
  total_amount: string;
  base_currency_unit_price: string;
  base_currency_net_amount: string;
  base_currency_tax_amount: string;
  base_currency_total_amount: string;
}

/** The lines of a set of notes of one business, in their order on each note: one prepared statement. */
const LINES = `select "id", "credit_note_id", "position", "description", "ledger_account_id", "tax_rate_code",
    "quantity", "unit_price", "unit_price_includes_tax", "product_id", "service_id", "eu_goods_services_type_id",
    "trade_of_asset", "is_purchase_for_resale", "tax_recoverable", "gst_amount", "pst_amount", "net_amount",
    "tax_amount", "total_amount", "base_currency_unit_price", "base_currency_net_amount",
    "base_currency_tax_amount", "base_currency_total_amount"
  from "accounting_purchase_credit_note_line"
  where "tenant_id" = ? and "credit_note_id" = any(?)
  order by "position" asc`;

/** The lines of the notes `noteIds` of the business `tenantId`, as rows in their order. */
export async function readLines(
  ctx: RequestContext,
  tenantId: string,
  noteIds: readonly string[],
): Promise<PurchaseCreditNoteLineRow[]> {
  const rows = await ctx.services.reads.rows<LineColumns>(ctx.em, LINES, [tenantId, [...noteIds]], {
    prepared: true,
  });
  return rows.map((row) => ({
    id: row.id,
    creditNote: { id: row.credit_note_id },
    position: row.position,
    description: row.description,
    ledgerAccount: { id: row.ledger_account_id },
    taxRateCode: row.tax_rate_code,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    unitPriceIncludesTax: row.unit_price_includes_tax,
    productId: row.product_id,
    serviceId: row.service_id,
    euGoodsServicesTypeId: row.eu_goods_services_type_id,
    tradeOfAsset: row.trade_of_asset,
    isPurchaseForResale: row.is_purchase_for_resale,
    taxRecoverable: row.tax_recoverable,
    gstAmount: row.gst_amount,
    pstAmount: row.pst_amount,
    netAmount: row.net_amount,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    baseCurrencyUnitPrice: row.base_currency_unit_price,
    baseCurrencyNetAmount: row.base_currency_net_amount,
    baseCurrencyTaxAmount: row.base_currency_tax_amount,
    baseCurrencyTotalAmount: row.base_currency_total_amount,
    // As the entity shows a line.
    displayedAs: row.description,
  }));
}
