import { optionalProperties } from '../../../rest/openapi-shapes';
import type { JsonObject, RouteTable } from '../../../rest/types';
import {
  deleteRoute,
  ENVELOPE_FIELDS,
  LIST_ARGUMENTS,
  LIST_VARIABLES,
  listRoute,
  queryParams,
  recordRoute,
  snakeCase,
  toWire,
  toWireSchema,
  wireList,
} from '../shared/rest';
import { CONTACT_FIELDS } from '../contacts/contact.routes';
import { LEDGER_ACCOUNT_FIELDS } from '../ledger-accounts/ledger-account.routes';

const LINK = '{ id displayed_as path }';

const TAX_BREAKDOWN = `{ tax_rate ${LINK} percentage amount }`;

/** Nested records as links in every answer; on a single read, also whole (`*_record`) for `nested_attributes`. */
interface Nested {
  note: string;
  line: string;
}

const AS_LINKS: Nested = { note: '', line: '' };

const REFERENCE = 'id displayed_as path name created_at updated_at';
const WITH_RECORDS: Nested = {
  note: `contact_record { ${CONTACT_FIELDS} } status_record { ${REFERENCE} } currency_record { ${REFERENCE} symbol }`,
  line: `ledger_account_record { ${LEDGER_ACCOUNT_FIELDS} } tax_rate_record { ${REFERENCE} percentage }`,
};

const lineFields = (n: Nested) => `id displayed_as description product ${LINK} service ${LINK}
  ledger_account ${LINK} trade_of_asset is_purchase_for_resale quantity unit_price net_amount
  tax_rate ${LINK} tax_amount tax_breakdown ${TAX_BREAKDOWN} total_amount base_currency_unit_price
  unit_price_includes_tax base_currency_net_amount base_currency_tax_amount
  base_currency_tax_breakdown ${TAX_BREAKDOWN} base_currency_total_amount eu_goods_services_type ${LINK}
  gst_amount pst_amount tax_recoverable analysis_type_categories ${LINK} ${n.line}`;

const DETAILED_TAX_ANALYSIS = `{ tax_rates_breakdown { tax_rate ${LINK} name percentage net_amount tax_amount
    retail_tax_amount total_amount goods_amount services_amount base_currency_net_amount base_currency_tax_amount
    base_currency_total_amount base_currency_goods_amount base_currency_services_amount }
  total_net total_tax total total_goods_amount total_services_amount base_currency_total_net
  base_currency_total_tax base_currency_total base_currency_total_goods_amount
  base_currency_total_services_amount total_retailer_tax }`;

/** Every field of the Sage document's PurchaseCreditNote, in its order. */
const noteFields = (n: Nested) => `id displayed_as path created_at updated_at
  links { href rel type } editable transaction ${LINK} transaction_type ${LINK} postponed_accounting import
  deleted_at is_cis cis_applicable_amount base_currency_cis_applicable_amount total_after_cis_deduction
  base_currency_total_after_cis_deduction has_cis_labour has_cis_materials contact ${LINK}
  base_currency_total_itc_amount total_itc_amount base_currency_total_itr_amount total_itr_amount
  part_recoverable contact_name contact_reference date original_invoice_date reference vendor_reference notes
  total_quantity net_amount tax_amount total_amount payments_allocations_total_amount
  payments_allocations_total_discount total_paid outstanding_amount currency ${LINK} exchange_rate
  inverse_exchange_rate base_currency_net_amount base_currency_tax_amount base_currency_total_amount
  base_currency_outstanding_amount status ${LINK} void_reason credit_note_lines { ${lineFields(n)} }
  tax_analysis { tax_rate ${LINK} net_amount tax_amount total_amount goods_amount service_amount }
  detailed_tax_analysis ${DETAILED_TAX_ANALYSIS}
  payments_allocations { links { href rel type } date type reference amount discount stripe_transaction_id
    contact_allocation ${LINK} artefact ${LINK} contact_payment ${LINK} displayed_as negative_payment }
  last_paid tax_address_region ${LINK} tax_reconciled migrated tax_calculation_method
  withholding_tax_rate withholding_tax_amount base_currency_withholding_tax_amount ${n.note}`;

export const PURCHASE_CREDIT_NOTE_FIELDS = noteFields(AS_LINKS);

const BASE = ['id', 'displayed_as', '$path'];

const RECORD = /^(.+)_record$/;

/**
 * A record on the wire with its nested records narrowed to their link trio plus what
 * `nested_attributes` names (`all`: whole). A `<name>_record` (the whole record) stands in for the
 * `<name>` link.
 */
function withNested(value: unknown, nested: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => withNested(item, nested, depth));
  if (value === null || typeof value !== 'object') return value;
  const given = value as Record<string, unknown>;
  const names = typeof nested === 'string' ? nested.split(',').map((name) => snakeCase(name.trim())) : [];
  const record = Object.fromEntries(
    Object.entries(given)
      .filter(([key]) => !(`${key}_record` in given))
      .map(([key, inner]) => [RECORD.exec(key)?.[1] ?? key, inner]),
  );
  const narrowed =
    depth > 0 && '$path' in record && !names.includes('all')
      ? Object.fromEntries(Object.entries(record).filter(([key]) => BASE.includes(key) || names.includes(key)))
      : record;
  return Object.fromEntries(
    Object.entries(narrowed).map(([key, inner]) => [key, withNested(inner, nested, depth + 1)]),
  );
}

/** `record`'s fields but those `left` names, in their order. */
function without(record: Record<string, unknown>, left: (key: string) => boolean): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(record)) if (!left(key)) kept[key] = record[key];
  return kept;
}

const LINES = 'credit_note_lines';
const ALLOCATIONS = 'payments_allocations';

/** Whether `attributes` names `field`, or is `all` (every declared field, as the read's own `wanted`). */
function attributesName(attributes: unknown, field: string): boolean {
  const text = typeof attributes === 'string' ? attributes.trim() : '';
  return text === 'all' || text.split(',').some((name) => snakeCase(name.trim()) === field);
}

/**
 * A note on the wire: `payments_allocations` only when asked for (`show_payments_allocations`,
 * or `attributes` naming it or `all`, which promises every declared field), lines' analysis
 * types likewise.
 * Copied field by field: a rest pattern and spreads of a note's 40-odd fields took 7 µs a note.
 */
function shown(record: unknown, query: Record<string, unknown>): unknown {
  if (record === null || typeof record !== 'object') return record;
  const given = record as Record<string, unknown>;
  const note = without(given, (key) => key === LINES || key === ALLOCATIONS);
  const lines = given[LINES] as Record<string, unknown>[] | undefined;
  if (lines !== undefined) {
    note[LINES] =
      query.show_analysis_types === true
        ? lines
        : lines.map((line) => without(line, (key) => key === 'analysis_type_categories'));
  }
  if (query.show_payments_allocations === true || attributesName(query.attributes, ALLOCATIONS))
    note[ALLOCATIONS] = given[ALLOCATIONS];
  return note;
}

const TAGS = ['Purchase credit notes'];

const single = (data: Record<string, unknown>, query: Record<string, unknown> = {}) =>
  withNested(toWire(shown(Object.values(data)[0], query)), query.nested_attributes);

/**
 * The schema counterpart of `withNested`: where a selection reads a whole record beside its link
 * (`contact_record`), the answer holds that record under the link's name, narrowed to the link's
 * fields unless `nested_attributes` names more.
 */
const NESTED_RECORD: JsonObject = {
  type: ['object', 'null'],
  required: BASE,
  description: 'A link, with more of the record’s fields when `nested_attributes` names them.',
};

function nestedSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nestedSchema);
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nestedSchema(v)])) as JsonObject;
  const properties = object.properties as Record<string, JsonObject> | undefined;
  if (!properties || !Object.keys(properties).some((key) => RECORD.test(key))) return object;
  const merged: Record<string, JsonObject> = {};
  for (const [key, schema] of Object.entries(properties)) {
    if (`${key}_record` in properties) continue;
    const link = RECORD.exec(key)?.[1];
    merged[link ?? key] = link ? NESTED_RECORD : schema;
  }
  const required = ((object.required as string[] | undefined) ?? []).flatMap((key) =>
    `${key}_record` in properties ? [] : [RECORD.exec(key)?.[1] ?? key],
  );
  return { ...object, properties: merged, required };
}

/**
 * What `single` answers: the record on the wire, nested records as `withNested` makes them,
 * `payments_allocations` and the lines' `analysis_type_categories` only when asked for.
 */
const singleSchema = (record: JsonObject) => {
  const note = optionalProperties(
    nestedSchema(toWireSchema(record)) as JsonObject,
    (key) => key !== 'payments_allocations',
  );
  const properties = note.properties as Record<string, JsonObject>;
  const lines = properties.credit_note_lines;
  const line = lines?.items as JsonObject | undefined;
  if (!line || !Array.isArray(line.required)) return note;
  const optionalTypes = {
    ...line,
    required: (line.required as string[]).filter((k) => k !== 'analysis_type_categories'),
  };
  return { ...note, properties: { ...properties, credit_note_lines: { ...lines, items: optionalTypes } } };
};

export const purchaseCreditNoteRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    {
      ...listRoute('purchaseCreditNotesRead', {
        method: 'get',
        path: '/purchase_credit_notes',
        summary: 'List purchase credit notes',
        description:
          'Deleted credit notes are listed only with `deleted_since`. `search` matches the reference or the contact name.',
        tags: TAGS,
        filters: {
          show_payments_allocations: { type: 'boolean', description: 'Include `payments_allocations`.' },
          search: { type: 'string', maxLength: 200, description: 'Part of the reference or of the contact name.' },
          contact_id: { type: 'string', maxLength: 100, description: 'Only this contact’s credit notes.' },
          status_id: { type: 'string', maxLength: 20, description: 'Only this status (DRAFT, UNPAID, ...).' },
          from_date: { type: 'string', maxLength: 40, description: 'Credit note date on or after (inclusive).' },
          to_date: { type: 'string', maxLength: 40, description: 'Credit note date on or before (inclusive).' },
          updated_or_created_since: {
            type: 'string',
            maxLength: 40,
            description: 'Changed or created at or after this instant (inclusive), e.g. `2015-10-27T16:24:52Z`.',
          },
          deleted_since: {
            type: 'string',
            maxLength: 40,
            description: 'Only credit notes deleted after this instant (exclusive).',
          },
          has_attachments: { type: 'boolean', description: 'Only notes with (true) or without (false) attachments.' },
          sort: {
            type: 'string',
            maxLength: 30,
            description: '`created_at`, `updated_at` or `date`, optionally `:asc` (default) or `:desc`.',
          },
        },
        operation: `query PurchaseCreditNotes(${LIST_VARIABLES}, $show_payments_allocations: Boolean, $search: String,
          $contact_id: String, $status_id: String, $from_date: String, $to_date: String,
          $updated_or_created_since: String, $deleted_since: String, $has_attachments: Boolean, $sort: String) {
          purchaseCreditNotes(${LIST_ARGUMENTS}, show_payments_allocations: $show_payments_allocations, search: $search,
            contact_id: $contact_id, status_id: $status_id, from_date: $from_date, to_date: $to_date,
            updated_or_created_since: $updated_or_created_since, deleted_since: $deleted_since, has_attachments: $has_attachments, sort: $sort) {
            ${ENVELOPE_FIELDS} items { ${PURCHASE_CREDIT_NOTE_FIELDS} } } }`,
      }),
      result: (data, input) => {
        const list = Object.values(data)[0] as Parameters<typeof wireList>[0];
        const items = list.items.map((item) => shown(item, input.query));
        return wireList({ ...list, items: items as Record<string, unknown>[] }, input.query.attributes);
      },
    },
    recordRoute('purchaseCreditNotesRead', {
      method: 'get',
      path: '/purchase_credit_notes/:key',
      summary: 'Read a purchase credit note',
      description:
        'Always the whole record. Nested records (contact, status, currency, and each line’s ledger account and tax rate) are links unless `nested_attributes` names more of their fields (`all`: every field).',
      tags: TAGS,
      query: queryParams({
        show_payments_allocations: { type: 'boolean', description: 'Include `payments_allocations`.' },
        nested_attributes: {
          type: 'string',
          maxLength: 2000,
          description: 'Fields of nested records besides `id`, `displayed_as`, `$path`: `all` or a comma list.',
        },
        show_analysis_types: {
          type: 'boolean',
          description: 'Show each line’s `analysis_type_categories` (empty: no analysis types exist).',
        },
        attributes: { type: 'string', maxLength: 2000, description: 'Accepted; a single record is always whole.' },
      }),
      operation: `query PurchaseCreditNote($key: ID!) { purchaseCreditNote(key: $key) { ${noteFields(WITH_RECORDS)} } }`,
      variables: (input) => ({ key: input.params.key }),
      result: (data, input) => single(data, input.query),
      resultSchema: singleSchema,
    }),
    recordRoute('purchaseCreditNotesWrite', {
      method: 'post',
      path: '/purchase_credit_notes',
      summary: 'Create a purchase credit note',
      description:
        'Body `{"purchase_credit_note": {...}}`: `contact_id` (a supplier), `date` and `credit_note_lines` are required. Amounts are computed from the lines; the note is UNPAID, or DRAFT with `status_id: "DRAFT"`.',
      tags: TAGS,
      operation: `mutation CreatePurchaseCreditNote($purchase_credit_note: PurchaseCreditNoteInput!) {
        createPurchaseCreditNote(purchase_credit_note: $purchase_credit_note) { ${PURCHASE_CREDIT_NOTE_FIELDS} } }`,
      bodyVariable: 'purchase_credit_note',
      result: (data) => single(data),
      resultSchema: singleSchema,
      status: 201,
    }),
    recordRoute('purchaseCreditNotesWrite', {
      method: 'put',
      path: '/purchase_credit_notes/:key',
      summary: 'Update a purchase credit note',
      description:
        'Only while DRAFT or UNPAID (422 otherwise). Absent fields keep their value. `credit_note_lines` is the new set of lines: a line with the `id` of an existing one changes only its given fields, a line without is new, lines left out are removed.',
      tags: TAGS,
      operation: `mutation UpdatePurchaseCreditNote($key: ID!, $purchase_credit_note: PurchaseCreditNoteUpdate!) {
        updatePurchaseCreditNote(key: $key, purchase_credit_note: $purchase_credit_note) {
          ${PURCHASE_CREDIT_NOTE_FIELDS} } }`,
      bodyVariable: 'purchase_credit_note',
      result: (data) => single(data),
      resultSchema: singleSchema,
    }),
    deleteRoute('purchaseCreditNotesDelete', {
      method: 'delete',
      path: '/purchase_credit_notes/:key',
      summary: 'Delete a purchase credit note',
      description: 'Only while DRAFT or UNPAID; it is then listed with `deleted_since`.',
      tags: TAGS,
      operation: 'mutation DeletePurchaseCreditNote($key: ID!) { deletePurchaseCreditNote(key: $key) }',
    }),
    recordRoute('purchaseCreditNotesWrite', {
      method: 'post',
      path: '/purchase_credit_notes/:key/release',
      summary: 'Release a draft purchase credit note',
      description: 'A DRAFT becomes UNPAID (201); any other status answers 422.',
      tags: TAGS,
      operation: `mutation ReleasePurchaseCreditNote($key: ID!) {
        releasePurchaseCreditNote(key: $key) { ${PURCHASE_CREDIT_NOTE_FIELDS} } }`,
      result: (data) => single(data),
      resultSchema: singleSchema,
      status: 201,
    }),
  ],
};
