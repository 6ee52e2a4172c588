import type { TestApp } from '../helpers/app';
import { http } from '../helpers/http';
import {
  declaredRequestProperties,
  everyPropertyBody,
  expectSageAnswer,
  missingDeclaredFields,
  operationsUnder,
  roundTripMismatches,
  sage,
  SAGE_DIFFERENCES,
  validatedOperations,
} from '../helpers/sage-contract';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { businessScenario } from '../helpers/accounting-scenarios';
import { bodyOf, expectStatus } from '../helpers/rest';
import type { components } from '../generated/rest-accounting';
import { accounting, asBusiness, itemsOf, MOUNT } from '../accounting/support';

// The accounting API checked against the real Sage v3.1 Swagger document: every operation of the
// four groups answers what the document declares, every declared attribute is there, and every
// declared request property is accepted and comes back.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;
let supplier: { id: string };
let goods: { id: string };

const admin = () => asBusiness(store.admin);

eachTestIn(
  (app) => businessScenario(app, 'contract'),
  (app, books) => ([t, store, api, supplier, goods] = [app, books, accounting(app), books.supplier, books.goods]),
  {},
  { once: true },
);

/** A plain note: one line of 2 x 10.50 at GB_STANDARD (net 21.00, tax 4.20, total 25.20). */
function plainNote(overrides: Record<string, unknown> = {}) {
  return {
    purchase_credit_note: {
      contact_id: supplier.id,
      date: '2026-03-14',
      reference: 'PCN-1',
      credit_note_lines: [
        {
          description: 'Cables',
          ledger_account_id: goods.id,
          quantity: 2,
          unit_price: '10.50',
          tax_rate_id: 'GB_STANDARD',
        },
      ],
      ...overrides,
    },
  };
}

async function createdNote(body: ReturnType<typeof plainNote>) {
  const res = await api.post('/purchase_credit_notes', { body, headers: admin() });
  if (res.status !== 201) throw new Error(`POST /purchase_credit_notes: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
type Schemas = components['schemas'];

const file = Buffer.from('%PDF-1.4 contract test\n');

function plainAttachment(contextId: string) {
  return {
    attachment: {
      file: file.toString('base64'),
      file_name: 'scan.pdf',
      mime_type: 'application/pdf',
      attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
      attachment_context_id: contextId,
    },
  };
}

async function createdAttachment(contextId: string) {
  const res = await api.post('/attachments', { body: plainAttachment(contextId), headers: admin() });
  if (res.status !== 201) throw new Error(`POST /attachments: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('every operation of the four groups answers what the Sage document declares', () => {
  it('purchase credit notes: list (plain, attributes=all, with allocations), read, create, update, release, delete', async () => {
    const create = await api.post('/purchase_credit_notes', {
      body: plainNote({ status_id: 'DRAFT' }),
      headers: admin(),
    });
    expectStatus(create, 201);
    expectSageAnswer('postPurchaseCreditNotes', create);
    const id = create.body.id;

    for (const query of [
      {},
      { attributes: 'all' },
      { attributes: 'all', show_payments_allocations: true },
      { attributes: 'net_amount,status' },
    ]) {
      const list = await api.get('/purchase_credit_notes', { query, headers: admin() });
      expectStatus(list, 200);
      expectSageAnswer('getPurchaseCreditNotes', list);
    }
    for (const query of [
      {},
      { show_payments_allocations: true },
      { nested_attributes: 'all' },
      { show_analysis_types: true },
    ]) {
      const read = await api.get('/purchase_credit_notes/{key}', { params: { key: id }, query, headers: admin() });
      expectStatus(read, 200);
      expectSageAnswer('getPurchaseCreditNotesKey', read);
    }
    const update = await api.put('/purchase_credit_notes/{key}', {
      params: { key: id },
      body: { purchase_credit_note: { notes: 'Checked' } },
      headers: admin(),
    });
    expectStatus(update, 200);
    expectSageAnswer('putPurchaseCreditNotesKey', update);
    const release = await api.post('/purchase_credit_notes/{key}/release', { params: { key: id }, headers: admin() });
    expectStatus(release, 201);
    expectSageAnswer('postPurchaseCreditNotesKeyRelease', release);
    const removed = await api.delete('/purchase_credit_notes/{key}', { params: { key: id }, headers: admin() });
    expectStatus(removed, 204);
    expectSageAnswer('deletePurchaseCreditNotesKey', removed);
    const deleted = await api.get('/purchase_credit_notes', {
      query: { deleted_since: '2000-01-01T00:00:00Z', attributes: 'all' },
      headers: admin(),
    });
    expect(bodyOf(deleted, 200).$items).toHaveLength(1);
    expectSageAnswer('getPurchaseCreditNotes', deleted);
  });

  it('attachments: list, read, create, update, delete; the file download answers the bytes', async () => {
    const note = await createdNote(plainNote());
    const create = await api.post('/attachments', { body: plainAttachment(note.id), headers: admin() });
    expectStatus(create, 201);
    expectSageAnswer('postAttachments', create);
    const id = create.body.id;
    for (const query of [{}, { attributes: 'all' }]) {
      const list = await api.get('/attachments', { query, headers: admin() });
      expectStatus(list, 200);
      expectSageAnswer('getAttachments', list);
    }
    const read = await api.get('/attachments/{key}', { params: { key: id }, headers: admin() });
    expectStatus(read, 200);
    expectSageAnswer('getAttachmentsKey', read);
    const update = await api.put('/attachments/{key}', {
      params: { key: id },
      body: { attachment: { description: 'Scan' } },
      headers: admin(),
    });
    expectStatus(update, 200);
    expectSageAnswer('putAttachmentsKey', update);

    // FILE_DOWNLOAD_BYTES: the declared Attachment JSON is not what the real API sends.
    expect(SAGE_DIFFERENCES.FILE_DOWNLOAD_BYTES).toBeDefined();
    const download = await api.get('/attachments/{key}/file', {
      params: { key: id },
      headers: { ...admin(), accept: 'application/json' },
    });
    expectStatus(download, 200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
    // The file is ASCII: the text of the answer is its bytes.
    expect(Buffer.from(download.body).equals(file)).toBe(true);
    validatedOperations.add('getAttachmentsKeyFile');

    const removed = await api.delete('/attachments/{key}', { params: { key: id }, headers: admin() });
    expectStatus(removed, 204);
    expectSageAnswer('deleteAttachmentsKey', removed);
  });

  it('ledger account types: list (plain and attributes=all) and read', async () => {
    for (const query of [{}, { attributes: 'all' }, { ledger_account_classification_id: 'INCOME' }]) {
      const list = await api.get('/ledger_account_types', { query, headers: admin() });
      expectStatus(list, 200);
      expectSageAnswer('getLedgerAccountTypes', list);
    }
    const read = await api.get('/ledger_account_types/{key}', { params: { key: 'SALES' }, headers: admin() });
    expectStatus(read, 200);
    expectSageAnswer('getLedgerAccountTypesKey', read);
  });

  it('service rate types: list, read, create, update, delete', async () => {
    const create = await api.post('/service_rate_types', {
      body: { service_rate_type: { name: 'Overtime', active: true } },
      headers: admin(),
    });
    expectStatus(create, 201);
    expectSageAnswer('postServiceRateTypes', create);
    const id = create.body.id;
    for (const query of [{}, { attributes: 'all' }, { active: true }]) {
      const list = await api.get('/service_rate_types', { query, headers: admin() });
      expectStatus(list, 200);
      expectSageAnswer('getServiceRateTypes', list);
    }
    const read = await api.get('/service_rate_types/{key}', { params: { key: id }, headers: admin() });
    expectStatus(read, 200);
    expectSageAnswer('getServiceRateTypesKey', read);
    const update = await api.put('/service_rate_types/{key}', {
      params: { key: id },
      body: { service_rate_type: { active: false } },
      headers: admin(),
    });
    expectStatus(update, 200);
    expectSageAnswer('putServiceRateTypesKey', update);
    const removed = await api.delete('/service_rate_types/{key}', { params: { key: id }, headers: admin() });
    expectStatus(removed, 204);
    expectSageAnswer('deleteServiceRateTypesKey', removed);
  });

  it('every operation the document declares for the four groups was validated above', () => {
    const declared = operationsUnder(
      '/purchase_credit_notes',
      '/attachments',
      '/ledger_account_types',
      '/service_rate_types',
    );
    expect(declared).toHaveLength(19);
    expect([...validatedOperations].sort()).toEqual(declared);
  });
});

describe('every declared attribute is present (null when nothing applies)', () => {
  it('a purchase credit note, read whole and listed with attributes=all', async () => {
    const note = await createdNote(plainNote());
    const read = await api.get('/purchase_credit_notes/{key}', {
      params: { key: note.id },
      query: { show_payments_allocations: true },
      headers: admin(),
    });
    expect(missingDeclaredFields('PurchaseCreditNote', read.body)).toEqual([]);
    const list = await api.get('/purchase_credit_notes', {
      query: { attributes: 'all', show_payments_allocations: true },
      headers: admin(),
    });
    expect(missingDeclaredFields('PurchaseCreditNote', bodyOf(list, 200).$items[0])).toEqual([]);
  });

  it('a purchase credit note with attributes=all alone: payments_allocations is there (empty), and every other declared field', async () => {
    const note = await createdNote(plainNote());
    const read = await api.get('/purchase_credit_notes/{key}', {
      params: { key: note.id },
      query: { attributes: 'all' },
      headers: admin(),
    });
    expectStatus(read, 200);
    expect(read.body.payments_allocations).toEqual([]);
    expect(missingDeclaredFields('PurchaseCreditNote', read.body)).toEqual([]);
    const list = await api.get('/purchase_credit_notes', { query: { attributes: 'all' }, headers: admin() });
    const item = itemsOf<{ id: string; payments_allocations: unknown }>(bodyOf(list, 200)).find(
      (i) => i.id === note.id,
    );
    expect(item!.payments_allocations).toEqual([]);
    expect(missingDeclaredFields('PurchaseCreditNote', item)).toEqual([]);
    // Without attributes=all (or show_payments_allocations) a read keeps the real API's default.
    const plain = await api.get('/purchase_credit_notes/{key}', { params: { key: note.id }, headers: admin() });
    expect(plain.body).not.toHaveProperty('payments_allocations');
  });

  it('a payment allocation is described with every property the document declares (notes have none yet)', async () => {
    // The served document itself, which is not one of its own paths.
    const served = (await http(`${t.url}${MOUNT}/openapi.json`)).body;
    const deref = (schema: { $ref?: string }) =>
      schema.$ref ? served.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
    const read = deref(
      served.paths['/purchase_credit_notes/{key}'].get.responses['200'].content['application/json'].schema,
    );
    const allocation = deref(read.properties.payments_allocations.items);
    const declared = Object.keys(sage.definitions.PaymentAllocation.properties as object);
    expect(declared.filter((name) => !(name in allocation.properties))).toEqual([]);
  });

  it('an attachment, read and listed with attributes=all', async () => {
    const note = await createdNote(plainNote());
    const attachment = await createdAttachment(note.id);
    const read = await api.get('/attachments/{key}', { params: { key: attachment.id }, headers: admin() });
    expect(missingDeclaredFields('Attachment', read.body)).toEqual([]);
    const list = await api.get('/attachments', { query: { attributes: 'all' }, headers: admin() });
    expect(missingDeclaredFields('Attachment', bodyOf(list, 200).$items[0])).toEqual([]);
  });

  it('a service rate type and a ledger account type, read and listed with attributes=all', async () => {
    const rates = await api.get('/service_rate_types', { query: { attributes: 'all' }, headers: admin() });
    const [first] = itemsOf<{ id: string; $path: string }>(bodyOf(rates, 200));
    expect(missingDeclaredFields('ServiceRateType', first)).toEqual([]);
    // The item's $path is the record's.
    expect(first.$path).toBe(`/service_rate_types/${first.id}`);
    const rate = await api.get('/service_rate_types/{key}', { params: { key: first.id }, headers: admin() });
    expect(missingDeclaredFields('ServiceRateType', rate.body)).toEqual([]);
    const types = await api.get('/ledger_account_types', { query: { attributes: 'all' }, headers: admin() });
    expect(missingDeclaredFields('Base', bodyOf(types, 200).$items[0])).toEqual([]);
  });
});

const HEX_ID = (n: number) => n.toString(16).padStart(32, '0');

/**
 * Valid values for the properties of the credit note bodies whose obvious value (by type) would not
 * do: references of the business, and amounts that must agree with the one line (2 x 10.50 at
 * GB_STANDARD 20%, a service line: net 21.00, tax 4.20, total 25.20; CIS labour 21.00 withheld at 20%).
 */
function creditNoteValues(): Record<string, unknown> {
  const note: Record<string, unknown> = {
    contact_id: supplier.id,
    date: '2026-03-14',
    currency_id: 'GBP',
    exchange_rate: '1',
    inverse_exchange_rate: '1.000000',
    status_id: 'DRAFT',
    tax_address_region_id: HEX_ID(901),
    total_quantity: '2.00',
    net_amount: '21.00',
    tax_amount: '4.20',
    total_amount: '25.20',
    base_currency_net_amount: '21.00',
    base_currency_tax_amount: '4.20',
    base_currency_total_amount: '25.20',
    cis_applicable_amount: '21.00',
    base_currency_cis_applicable_amount: '21.00',
    withholding_tax_rate: '20.00',
    withholding_tax_amount: '4.20',
    base_currency_withholding_tax_amount: '4.20',
    total_after_cis_deduction: '21.00',
    base_currency_total_after_cis_deduction: '21.00',
    total_itc_amount: '4.20',
    base_currency_total_itc_amount: '4.20',
    total_itr_amount: '0.00',
    base_currency_total_itr_amount: '0.00',
    'tax_analysis[].tax_rate_id': 'GB_STANDARD',
    'tax_analysis[].net_amount': '21.00',
    'tax_analysis[].tax_amount': '4.20',
    'tax_analysis[].total_amount': '25.20',
    'tax_analysis[].goods_amount': '0.00',
    'tax_analysis[].service_amount': '21.00',
    'credit_note_lines[].ledger_account_id': goods.id,
    'credit_note_lines[].quantity': '2',
    'credit_note_lines[].unit_price': '10.50',
    'credit_note_lines[].product_id': HEX_ID(902),
    'credit_note_lines[].service_id': HEX_ID(903),
    'credit_note_lines[].eu_goods_services_type_id': 'SERVICES',
    'credit_note_lines[].tax_rate_id': 'GB_STANDARD',
    'credit_note_lines[].unit_price_includes_tax': false,
    'credit_note_lines[].net_amount': '21.00',
    'credit_note_lines[].tax_amount': '4.20',
    'credit_note_lines[].total_amount': '25.20',
    'credit_note_lines[].base_currency_unit_price': '10.50',
    'credit_note_lines[].base_currency_net_amount': '21.00',
    'credit_note_lines[].base_currency_tax_amount': '4.20',
    'credit_note_lines[].base_currency_total_amount': '25.20',
    'credit_note_lines[].gst_amount': '4.20',
    'credit_note_lines[].pst_amount': '0.00',
  };
  return Object.fromEntries(Object.entries(note).map(([path, value]) => [`purchase_credit_note.${path}`, value]));
}

/** Fails when a value is given for a property the definition does not declare (a stale entry). */
function expectOnlyDeclared(definition: string, values: Record<string, unknown>): void {
  const declared = new Set(declaredRequestProperties(definition).map((p) => p.path));
  expect(Object.keys(values).filter((path) => !declared.has(path))).toEqual([]);
}

describe('every declared request property is accepted and comes back', () => {
  // The bodies are built from the Sage definition at run time, so the compiler cannot know them:
  // they are sent as the documented input they are meant to be.
  it.each(['postPurchaseCreditNotes', 'putPurchaseCreditNotes'])('%s: every property at once', async (definition) => {
    const values = creditNoteValues();
    expectOnlyDeclared(definition, values);
    const body = everyPropertyBody(definition, (path) => values[path]);
    const key = 'purchase_credit_note';
    const status = definition.startsWith('post') ? 201 : 200;
    let res;
    if (definition.startsWith('post')) {
      res = await api.post('/purchase_credit_notes', {
        body: body as { purchase_credit_note: Schemas['PurchaseCreditNoteInput'] },
        headers: admin(),
      });
    } else {
      const note = await createdNote(plainNote({ status_id: 'DRAFT' }));
      res = await api.put('/purchase_credit_notes/{key}', {
        params: { key: note.id },
        body: body as { purchase_credit_note: Schemas['PurchaseCreditNoteUpdate'] },
        headers: admin(),
      });
    }
    expect([res.status, res.body]).toEqual([status, expect.anything()]);
    expectStatus(res, status);
    expect(roundTripMismatches(body[key], res.body)).toEqual([]);
    const read = await api.get('/purchase_credit_notes/{key}', { params: { key: res.body.id }, headers: admin() });
    expect(roundTripMismatches(body[key], read.body)).toEqual([]);
  });

  it.each(['postAttachments', 'putAttachments'])('%s: every property at once', async (definition) => {
    const note = await createdNote(plainNote());
    const content = Buffer.from(`every property of ${definition}`);
    const values: Record<string, unknown> = {
      'attachment.file': content.toString('base64'),
      'attachment.file_size': content.length,
      'attachment.mime_type': 'text/plain',
      'attachment.file_extension': 'txt',
      'attachment.transaction_id': HEX_ID(904),
      'attachment.attachment_context_type_id': 'PURCHASE_CREDIT_NOTE',
      'attachment.attachment_context_id': note.id,
    };
    expectOnlyDeclared(definition, values);
    const body = everyPropertyBody(definition, (path) => values[path]);
    const status = definition.startsWith('post') ? 201 : 200;
    let res;
    if (definition.startsWith('post')) {
      res = await api.post('/attachments', {
        body: body as { attachment: Schemas['AttachmentInput'] },
        headers: admin(),
      });
    } else {
      const existing = await createdAttachment(note.id);
      res = await api.put('/attachments/{key}', {
        params: { key: existing.id },
        body: body as { attachment: Schemas['AttachmentUpdate'] },
        headers: admin(),
      });
    }
    expect([res.status, res.body]).toEqual([status, expect.anything()]);
    expectStatus(res, status);
    // The content comes back through the download, not inline (`file` is null on reads).
    const { file: sentFile, ...rest } = body.attachment as Record<string, unknown>;
    expect(roundTripMismatches(rest, res.body)).toEqual([]);
    // The answer's $file_path is the record's download.
    expect(res.body.$file_path).toBe(`/attachments/${res.body.id}/file`);
    const download = await api.get('/attachments/{key}/file', { params: { key: res.body.id }, headers: admin() });
    expect(download.body).toBe(Buffer.from(sentFile as string, 'base64').toString());
  });

  it.each(['postServiceRateTypes', 'putServiceRateTypes'])('%s: every property at once', async (definition) => {
    const body = everyPropertyBody(definition, () => undefined);
    const status = definition.startsWith('post') ? 201 : 200;
    let res;
    if (definition.startsWith('post')) {
      res = await api.post('/service_rate_types', {
        body: body as { service_rate_type: Schemas['ServiceRateTypeInput'] },
        headers: admin(),
      });
    } else {
      const created = await api.post('/service_rate_types', {
        body: { service_rate_type: { name: 'Old', active: false } },
        headers: admin(),
      });
      if (created.status !== 201)
        throw new Error(`POST /service_rate_types: ${created.status} ${JSON.stringify(created.body)}`);
      res = await api.put('/service_rate_types/{key}', {
        params: { key: created.body.id },
        body: body as { service_rate_type: Schemas['ServiceRateTypeUpdate'] },
        headers: admin(),
      });
    }
    expect([res.status, res.body]).toEqual([status, expect.anything()]);
    expect(roundTripMismatches(body.service_rate_type, res.body)).toEqual([]);
  });
});
