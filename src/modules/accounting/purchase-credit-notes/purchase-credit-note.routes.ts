import type { AnswerShape, RouteTable } from '../../../rest/types';
import {
  type AskedForField,
  deleteRoute,
  ENVELOPE_FIELDS,
  LIST_ARGUMENTS,
  LIST_VARIABLES,
  listRoute,
  queryParams,
  recordRoute,
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

/**
 * Fields answered only when asked for: the lines' analysis types with `show_analysis_types`,
 * `payments_allocations` with `show_payments_allocations` or `attributes` naming it or `all`
 * (which promises every declared field).
 */
const ASKED_FOR: AskedForField[] = [
  { field: 'analysis_type_categories', of: 'credit_note_lines', flag: 'show_analysis_types' },
  { field: 'payments_allocations', flag: 'show_payments_allocations', byAttributes: true },
];

const TAGS = ['Purchase credit notes'];

/** A note on the wire; the whole records a single read selects (`WITH_RECORDS`) narrowed by `nested_attributes`. */
const NOTE: AnswerShape = { shape: 'accounting-record', nestedRecords: true };

export const purchaseCreditNoteRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    listRoute('purchaseCreditNotesRead', {
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
      askedFor: ASKED_FOR,
    }),
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
      answer: NOTE,
      askedFor: ASKED_FOR,
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
      answer: NOTE,
      askedFor: ASKED_FOR,
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
      answer: NOTE,
      askedFor: ASKED_FOR,
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
      answer: NOTE,
      askedFor: ASKED_FOR,
      status: 201,
    }),
  ],
};
