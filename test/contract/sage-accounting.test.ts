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
import { accounting } from '../helpers/apis';
import { asBusiness, MOUNT } from '../accounting/support';

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

async function created(path: string, body: unknown): Promise<Record<string, any>> {
  const res = await api.post(path, body, admin());
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

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

describe('every operation of the four groups answers what the Sage document declares', () => {
  it('purchase credit notes: list (plain, attributes=all, with allocations), read, create, update, release, delete', async () => {
    const create = await api.post('/purchase_credit_notes', plainNote({ status_id: 'DRAFT' }), admin());
    expect(create.status).toBe(201);
    expectSageAnswer('postPurchaseCreditNotes', create);
    const id = create.body.id as string;

    for (const query of [
      '',
      '?attributes=all',
      '?attributes=all&show_payments_allocations=true',
      '?attributes=net_amount,status',
    ]) {
      const list = await api.get(`/purchase_credit_notes${query}`, admin());
      expect(list.status).toBe(200);
      expectSageAnswer('getPurchaseCreditNotes', list);
    }
    for (const query of [
      '',
      '?show_payments_allocations=true',
      '?nested_attributes=all',
      '?show_analysis_types=true',
    ]) {
      const read = await api.get(`/purchase_credit_notes/${id}${query}`, admin());
      expect(read.status).toBe(200);
      expectSageAnswer('getPurchaseCreditNotesKey', read);
    }
    const update = await api.put(
      `/purchase_credit_notes/${id}`,
      { purchase_credit_note: { notes: 'Checked' } },
      admin(),
    );
    expect(update.status).toBe(200);
    expectSageAnswer('putPurchaseCreditNotesKey', update);
    const release = await api.post(`/purchase_credit_notes/${id}/release`, {}, admin());
    expect(release.status).toBe(201);
    expectSageAnswer('postPurchaseCreditNotesKeyRelease', release);
    const removed = await api.del(`/purchase_credit_notes/${id}`, admin());
    expect(removed.status).toBe(204);
    expectSageAnswer('deletePurchaseCreditNotesKey', removed);
    const deleted = await api.get('/purchase_credit_notes?deleted_since=2000-01-01T00:00:00Z&attributes=all', admin());
    expect(deleted.body.$items).toHaveLength(1);
    expectSageAnswer('getPurchaseCreditNotes', deleted);
  });

  it('attachments: list, read, create, update, delete; the file download answers the bytes', async () => {
    const note = await created('/purchase_credit_notes', plainNote());
    const create = await api.post('/attachments', plainAttachment(note.id), admin());
    expect(create.status).toBe(201);
    expectSageAnswer('postAttachments', create);
    const id = create.body.id as string;
    for (const query of ['', '?attributes=all']) {
      const list = await api.get(`/attachments${query}`, admin());
      expect(list.status).toBe(200);
      expectSageAnswer('getAttachments', list);
    }
    const read = await api.get(`/attachments/${id}`, admin());
    expect(read.status).toBe(200);
    expectSageAnswer('getAttachmentsKey', read);
    const update = await api.put(`/attachments/${id}`, { attachment: { description: 'Scan' } }, admin());
    expect(update.status).toBe(200);
    expectSageAnswer('putAttachmentsKey', update);

    // FILE_DOWNLOAD_BYTES: the declared Attachment JSON is not what the real API sends.
    expect(SAGE_DIFFERENCES.FILE_DOWNLOAD_BYTES).toBeDefined();
    const download = await fetch(`${t.url}${MOUNT}/attachments/${id}/file`, {
      headers: { ...admin(), accept: 'application/json' },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
    validatedOperations.add('getAttachmentsKeyFile');

    const removed = await api.del(`/attachments/${id}`, admin());
    expect(removed.status).toBe(204);
    expectSageAnswer('deleteAttachmentsKey', removed);
  });

  it('ledger account types: list (plain and attributes=all) and read', async () => {
    for (const query of ['', '?attributes=all', '?ledger_account_classification_id=INCOME']) {
      const list = await api.get(`/ledger_account_types${query}`, admin());
      expect(list.status).toBe(200);
      expectSageAnswer('getLedgerAccountTypes', list);
    }
    const read = await api.get('/ledger_account_types/SALES', admin());
    expect(read.status).toBe(200);
    expectSageAnswer('getLedgerAccountTypesKey', read);
  });

  it('service rate types: list, read, create, update, delete', async () => {
    const create = await api.post(
      '/service_rate_types',
      { service_rate_type: { name: 'Overtime', active: true } },
      admin(),
    );
    expect(create.status).toBe(201);
    expectSageAnswer('postServiceRateTypes', create);
    const id = create.body.id as string;
    for (const query of ['', '?attributes=all', '?active=true']) {
      const list = await api.get(`/service_rate_types${query}`, admin());
      expect(list.status).toBe(200);
      expectSageAnswer('getServiceRateTypes', list);
    }
    const read = await api.get(`/service_rate_types/${id}`, admin());
    expect(read.status).toBe(200);
    expectSageAnswer('getServiceRateTypesKey', read);
    const update = await api.put(`/service_rate_types/${id}`, { service_rate_type: { active: false } }, admin());
    expect(update.status).toBe(200);
    expectSageAnswer('putServiceRateTypesKey', update);
    const removed = await api.del(`/service_rate_types/${id}`, admin());
    expect(removed.status).toBe(204);
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
    const note = await created('/purchase_credit_notes', plainNote());
    const read = await api.get(`/purchase_credit_notes/${note.id}?show_payments_allocations=true`, admin());
    expect(missingDeclaredFields('PurchaseCreditNote', read.body)).toEqual([]);
    const list = await api.get('/purchase_credit_notes?attributes=all&show_payments_allocations=true', admin());
    expect(missingDeclaredFields('PurchaseCreditNote', list.body.$items[0])).toEqual([]);
  });

  it('a purchase credit note with attributes=all alone: payments_allocations is there (empty), and every other declared field', async () => {
    const note = await created('/purchase_credit_notes', plainNote());
    const read = await api.get(`/purchase_credit_notes/${note.id}?attributes=all`, admin());
    expect(read.status).toBe(200);
    expect(read.body.payments_allocations).toEqual([]);
    expect(missingDeclaredFields('PurchaseCreditNote', read.body)).toEqual([]);
    const list = await api.get('/purchase_credit_notes?attributes=all', admin());
    const item = list.body.$items.find((i: { id: string }) => i.id === note.id);
    expect(item.payments_allocations).toEqual([]);
    expect(missingDeclaredFields('PurchaseCreditNote', item)).toEqual([]);
    // Without attributes=all (or show_payments_allocations) a read keeps the real API's default.
    const plain = await api.get(`/purchase_credit_notes/${note.id}`, admin());
    expect(plain.body).not.toHaveProperty('payments_allocations');
  });

  it('a payment allocation is described with every property the document declares (notes have none yet)', async () => {
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
    const note = await created('/purchase_credit_notes', plainNote());
    const attachment = await created('/attachments', plainAttachment(note.id));
    const read = await api.get(`/attachments/${attachment.id}`, admin());
    expect(missingDeclaredFields('Attachment', read.body)).toEqual([]);
    const list = await api.get('/attachments?attributes=all', admin());
    expect(missingDeclaredFields('Attachment', list.body.$items[0])).toEqual([]);
  });

  it('a service rate type and a ledger account type, read and listed with attributes=all', async () => {
    const rates = await api.get('/service_rate_types?attributes=all', admin());
    expect(missingDeclaredFields('ServiceRateType', rates.body.$items[0])).toEqual([]);
    const rate = await api.get(rates.body.$items[0].$path, admin());
    expect(missingDeclaredFields('ServiceRateType', rate.body)).toEqual([]);
    const types = await api.get('/ledger_account_types?attributes=all', admin());
    expect(missingDeclaredFields('Base', types.body.$items[0])).toEqual([]);
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
  it.each(['postPurchaseCreditNotes', 'putPurchaseCreditNotes'])('%s: every property at once', async (definition) => {
    const values = creditNoteValues();
    expectOnlyDeclared(definition, values);
    const body = everyPropertyBody(definition, (path) => values[path]);
    const key = 'purchase_credit_note';
    let res;
    if (definition.startsWith('post')) res = await api.post('/purchase_credit_notes', body, admin());
    else {
      const note = await created('/purchase_credit_notes', plainNote({ status_id: 'DRAFT' }));
      res = await api.put(`/purchase_credit_notes/${note.id}`, body, admin());
    }
    expect([res.status, res.body]).toEqual([definition.startsWith('post') ? 201 : 200, expect.anything()]);
    expect(roundTripMismatches(body[key], res.body)).toEqual([]);
    const read = await api.get(`/purchase_credit_notes/${res.body.id}`, admin());
    expect(roundTripMismatches(body[key], read.body)).toEqual([]);
  });

  it.each(['postAttachments', 'putAttachments'])('%s: every property at once', async (definition) => {
    const note = await created('/purchase_credit_notes', plainNote());
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
    let res;
    if (definition.startsWith('post')) res = await api.post('/attachments', body, admin());
    else {
      const existing = await created('/attachments', plainAttachment(note.id));
      res = await api.put(`/attachments/${existing.id}`, body, admin());
    }
    expect([res.status, res.body]).toEqual([definition.startsWith('post') ? 201 : 200, expect.anything()]);
    // The content comes back through the download, not inline (`file` is null on reads).
    const { file: sentFile, ...rest } = body.attachment as Record<string, unknown>;
    expect(roundTripMismatches(rest, res.body)).toEqual([]);
    const download = await http(`${t.url}${MOUNT}${res.body.$file_path}`, { headers: admin() });
    expect(download.body).toBe(Buffer.from(sentFile as string, 'base64').toString());
  });

  it.each(['postServiceRateTypes', 'putServiceRateTypes'])('%s: every property at once', async (definition) => {
    const body = everyPropertyBody(definition, () => undefined);
    let res;
    if (definition.startsWith('post')) res = await api.post('/service_rate_types', body, admin());
    else {
      const existing = await created('/service_rate_types', { service_rate_type: { name: 'Old', active: false } });
      res = await api.put(`/service_rate_types/${existing.id}`, body, admin());
    }
    expect([res.status, res.body]).toEqual([definition.startsWith('post') ? 201 : 200, expect.anything()]);
    expect(roundTripMismatches(body.service_rate_type, res.body)).toEqual([]);
  });
});
