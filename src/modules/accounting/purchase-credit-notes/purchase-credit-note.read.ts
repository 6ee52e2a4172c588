import type { FilterQuery } from '@mikro-orm/core';
import { optionalTimestamp, timestamp } from '../../../db/columns';
import type { RequestContext } from '../../../graphql/context';
import { readTotalledPage } from '../../../db/list-count';
import { readByKeys, readPage, windowed } from '../../../db/reader';
import { pageOf, totalledPageOf, type ListArgs, type ListPage } from '../shared/wire';
import { knowContactLink } from '../contacts/contact.service';
import { ArtefactStatus, Currency } from '../reference-data/reference.entity';
import { knowReference } from '../reference-data/reference.service';
import { PurchaseCreditNote } from './purchase-credit-note.entity';
import type { LineRow } from './purchase-credit-note-line.view';
import { noteView, type NoteView, type StoredNote } from './purchase-credit-note.view';

/**
 * The lean read path of credit notes: a list's page and the lines of the notes an answer shows,
 * read as plain objects with the entities' field names (no entity hydration or identity map), a
 * page's notes then made into their views. Building some 60 entities per page of 20 notes (and
 * their lines) cost more CPU than the rest of the request; an answer only serializes them.
 * Writes keep using the entities.
 */

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

/** A row as a note's stored columns, as one object literal. */
function toNote(row: NoteColumns): StoredNote {
  return {
    id: row.id,
    contact: { id: row.contact_id },
    contactName: row.contact_name,
    contactReference: row.contact_reference,
    date: row.date,
    originalInvoiceDate: row.original_invoice_date,
    reference: row.reference,
    vendorReference: row.vendor_reference,
    notes: row.notes,
    statusCode: row.status_code,
    currencyCode: row.currency_code,
    exchangeRate: row.exchange_rate,
    totalQuantity: row.total_quantity,
    netAmount: row.net_amount,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    baseCurrencyNetAmount: row.base_currency_net_amount,
    baseCurrencyTaxAmount: row.base_currency_tax_amount,
    baseCurrencyTotalAmount: row.base_currency_total_amount,
    postponedAccounting: row.postponed_accounting,
    partRecoverable: row.part_recoverable,
    taxAddressRegionId: row.tax_address_region_id,
    cisApplicableAmount: row.cis_applicable_amount,
    withholdingTaxRate: row.withholding_tax_rate,
    withholdingTaxAmount: row.withholding_tax_amount,
    totalItcAmount: row.total_itc_amount,
    totalItrAmount: row.total_itr_amount,
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
    deletedAt: optionalTimestamp(row.deleted_at),
  };
}

const viewOf = (row: NoteColumns): NoteView => noteView(toNote(row));

/** The columns a page may be ordered by (the service's `orderBy` keys). */
const ORDER_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  date: 'date',
  id: 'id',
};

/** The links a page's statement can read beside the notes (their contact, status and currency). */
const JOINED_LINKS = ['contact', 'status', 'currency'];

/**
 * An unfiltered page (tombstones aside) in `orderBy` order, without limit and offset: the
 * statement the query builder makes for it, written out, as it is the list's hot path (building it
 * cost more than mapping the rows). One of fourteen texts (the sorts, with or without `links`),
 * each built once.
 * With `links`, it also reads what the notes link to: their contacts' names, and their status and
 * currency rows whole ({@link PageRow}).
 */
function plainPage(orderBy: Record<string, 'asc' | 'desc'>, links: boolean): string | undefined {
  const key = `${JSON.stringify(orderBy)} ${links}`;
  if (!plainTexts.has(key)) plainTexts.set(key, plainText(orderBy, links));
  return plainTexts.get(key);
}

/** The texts of {@link plainPage}, by order and links: built once each. */
const plainTexts = new Map<string, string | undefined>();

function plainText(orderBy: Record<string, 'asc' | 'desc'>, links: boolean): string | undefined {
  const order = Object.entries(orderBy).map(([key, direction]) =>
    ORDER_COLUMNS[key] ? `"n"."${ORDER_COLUMNS[key]}" ${direction}` : undefined,
  );
  if (order.includes(undefined)) return undefined;
  const from = `from "accounting_purchase_credit_note" as "n"`;
  const where = `where "n"."tenant_id" = ? and "n"."deleted_at" is null order by ${order.join(', ')}`;
  if (!links) return `select "n".* ${from} ${where}`;
  return `select "n".*, "k"."name" as "contact_link_name", "k"."reference" as "contact_link_reference",
      to_jsonb("s") as "status_row", to_jsonb("c") as "currency_row"
    ${from}
    left join "accounting_contact" as "k" on "k"."tenant_id" = "n"."tenant_id" and "k"."id" = "n"."contact_id"
    left join "accounting_artefact_status" as "s" on "s"."tenant_id" = "n"."tenant_id" and "s"."code" = "n"."status_code"
    left join "accounting_currency" as "c" on "c"."tenant_id" = "n"."tenant_id" and "c"."code" = "n"."currency_code"
    ${where}`;
}

/**
 * A row of {@link plainPage}: a note's columns, and what its links show, which the request's
 * lookups are told (`knowContactLink`, `knowReference`), so that a page's links take no statement
 * of their own (three fewer per page: each cost more CPU than the rows it read).
 */
type PageRow = NoteColumns & {
  contact_link_name?: string | null;
  contact_link_reference?: string | null;
  status_row?: object | null;
  currency_row?: object | null;
};

/**
 * The view of a row of {@link plainPage} with links, once the request's lookups know what it links
 * to (each status and currency once a page: most notes of a page share them).
 */
function knownViewOf(ctx: RequestContext): (row: PageRow) => NoteView {
  const statuses = new Set<string>();
  const currencies = new Set<string>();
  return (row) => {
    if (row.contact_link_name != null) {
      knowContactLink(ctx, { id: row.contact_id, name: row.contact_link_name, reference: row.contact_link_reference });
    }
    if (row.status_row != null && !statuses.has(row.status_code)) {
      statuses.add(row.status_code);
      knowReference(ctx, ArtefactStatus, row.status_row);
    }
    if (row.currency_row != null && !currencies.has(row.currency_code)) {
      currencies.add(row.currency_code);
      knowReference(ctx, Currency, row.currency_row);
    }
    return viewOf(row);
  };
}

/**
 * A page of the business's credit notes matching `where`, in `orderBy` order, as rows. `plain`:
 * `where` holds the tombstone condition alone; the page is then {@link plainPage} with the total
 * the note writes keep, in one prepared statement (`withListTotal`), which also reads the notes'
 * links when the call resolves any of them (`itemFields`: the items' fields the call selects, its
 * `@include` flags applied). Otherwise the matches are
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
  itemFields: ReadonlySet<string>,
): Promise<ListPage<NoteView>> {
  const links = plain && JOINED_LINKS.some((field) => itemFields.has(field));
  const sql = plain ? plainPage(orderBy, links) : undefined;
  if (sql !== undefined) {
    const page = { sql, params: [tenantId], alias: 'n' };
    return totalledPageOf('/purchase_credit_notes', args, (window) =>
      readTotalledPage(ctx, 'purchase_credit_notes', tenantId, page, window, links ? knownViewOf(ctx) : viewOf),
    );
  }
  return pageOf(
    '/purchase_credit_notes',
    args,
    () => ctx.em.count(PurchaseCreditNote, where),
    async (window) => {
      const query = ctx.em
        .createQueryBuilder(PurchaseCreditNote, 'n')
        .select('*')
        .where({ $and: [{ tenant: tenantId }, where] })
        .orderBy(orderBy)
        .getKnexQuery()
        .toSQL();
      return (await readPage(ctx, windowed({ sql: query.sql, params: query.bindings }, window), viewOf)).items;
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
  ledger_account_name: string | null;
  ledger_account_nominal_code: number | null;
  tax_rate_name: string | null;
  tax_rate_percentage: string | null;
}

/**
 * The lines of a set of notes of one business, in their order on each note, with what their
 * ledger account's and tax rate's links show: one prepared statement (reading the accounts and
 * the rates apart took two more, a fifth of a listed page's CPU).
 */
const LINES = `select l."id", l."credit_note_id", l."position", l."description", l."ledger_account_id",
    l."tax_rate_code", l."quantity", l."unit_price", l."unit_price_includes_tax", l."product_id", l."service_id",
    l."eu_goods_services_type_id", l."trade_of_asset", l."is_purchase_for_resale", l."tax_recoverable",
    l."gst_amount", l."pst_amount", l."net_amount", l."tax_amount", l."total_amount", l."base_currency_unit_price",
    l."base_currency_net_amount", l."base_currency_tax_amount", l."base_currency_total_amount",
    a."name" as "ledger_account_name", a."nominal_code" as "ledger_account_nominal_code",
    r."name" as "tax_rate_name", r."percentage" as "tax_rate_percentage"
  from "accounting_purchase_credit_note_line" as l
  left join "accounting_ledger_account" as a on a."tenant_id" = l."tenant_id" and a."id" = l."ledger_account_id"
  left join "accounting_tax_rate" as r on r."tenant_id" = l."tenant_id" and r."code" = l."tax_rate_code"
  where l."tenant_id" = ? and l."credit_note_id" = any(?)
  order by l."position" asc`;

/** The lines of the notes `noteIds` of the business `tenantId`, as rows in their order. */
export function readLines(ctx: RequestContext, tenantId: string, noteIds: readonly string[]): Promise<LineRow[]> {
  return readByKeys(ctx, { sql: LINES, params: [tenantId] }, noteIds, lineOf);
}

/** A line's row as the line's stored fields, with what its ledger account's and tax rate's links show. */
function lineOf(row: LineColumns): LineRow {
  return {
    id: row.id,
    creditNote: { id: row.credit_note_id },
    position: row.position,
    description: row.description,
    ledgerAccount: { id: row.ledger_account_id },
    ledgerAccountNames:
      row.ledger_account_name === null
        ? null
        : { name: row.ledger_account_name, nominalCode: row.ledger_account_nominal_code! },
    taxRateCode: row.tax_rate_code,
    taxRate: row.tax_rate_name === null ? null : { name: row.tax_rate_name, percentage: row.tax_rate_percentage! },
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
  };
}
