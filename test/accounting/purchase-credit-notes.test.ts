import { PurchaseCreditNote } from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.entity';
import { PURCHASE_CREDIT_NOTE_FIELDS } from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.routes';
import type { TestApp } from '../helpers/app';
import { countStatements } from '../helpers/db';
import { CreatePurchaseCreditNoteBriefDocument, ReleasePurchaseCreditNoteDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { businessScenario } from '../helpers/accounting-scenarios';
import { bodyOf, expectStatus } from '../helpers/rest';
import type { components } from '../generated/rest-accounting';
import { accounting, asBusiness, makeContact } from './support';
import { anAccountingTimestamp } from '../helpers/matchers';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;
let supplier: { id: string };
let goods: { id: string };
let services: { id: string };

eachTestIn(
  (app) => businessScenario(app, 'books'),
  (app, books) =>
    ([t, store, api, supplier, goods, services] = [
      app,
      books,
      accounting(app),
      books.supplier,
      books.goods,
      books.services,
    ]),
  // No job workers: the order expiry job, scheduled each minute on this database, would add its
  // statements to a count taken while it runs.
  { env: { JOB_WORKERS: '0' } },
  { once: true },
);

const admin = () => asBusiness(store.admin);

function body(overrides: Record<string, unknown> = {}) {
  return {
    purchase_credit_note: {
      contact_id: supplier.id,
      date: '2026-03-14',
      reference: 'PCN-001',
      vendor_reference: 'SUP-CR-77',
      credit_note_lines: [
        {
          description: 'Returned cables',
          ledger_account_id: goods.id,
          quantity: 2,
          unit_price: '10.50',
          tax_rate_id: 'GB_STANDARD',
        },
        {
          description: 'Postage refund',
          ledger_account_id: services.id,
          quantity: '1',
          unit_price: 3,
          tax_rate_id: 'GB_ZERO',
        },
      ],
      ...overrides,
    },
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await api.post('/purchase_credit_notes', { body: body(overrides), headers: admin() });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const link = (id: string, displayed: string | null, path: string) => ({ id, displayed_as: displayed, $path: path });

describe('POST /purchase_credit_notes', () => {
  it('creates an UNPAID note (201) with amounts computed from the lines, in the reference’s wire shape', async () => {
    const res = await api.post('/purchase_credit_notes', { body: body(), headers: admin() });
    expectStatus(res, 201);
    const id = res.body.id;
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      displayed_as: 'PCN-001',
      $path: `/purchase_credit_notes/${id}`,
      created_at: anAccountingTimestamp,
      updated_at: anAccountingTimestamp,
      deleted_at: null,
      editable: true,
      transaction_type: link('PURCHASE_CREDIT_NOTE', 'Purchase Credit Note', '/transaction_types/PURCHASE_CREDIT_NOTE'),
      contact: link(supplier.id, 'Hendrix Supplies (HENDRI01)', `/contacts/${supplier.id}`),
      contact_name: 'Hendrix Supplies',
      contact_reference: 'HENDRI01',
      date: '2026-03-14',
      original_invoice_date: null,
      reference: 'PCN-001',
      vendor_reference: 'SUP-CR-77',
      notes: null,
      total_quantity: '3.00',
      net_amount: '24.00',
      tax_amount: '4.20',
      total_amount: '28.20',
      payments_allocations_total_amount: '0.00',
      payments_allocations_total_discount: '0.00',
      total_paid: '0.00',
      outstanding_amount: '28.20',
      currency: link('GBP', 'Pound Sterling (GBP)', '/currencies/GBP'),
      exchange_rate: '1.000000',
      inverse_exchange_rate: '1.000000',
      base_currency_net_amount: '24.00',
      base_currency_tax_amount: '4.20',
      base_currency_total_amount: '28.20',
      base_currency_outstanding_amount: '28.20',
      status: link('UNPAID', 'Unpaid', '/artefact_statuses/UNPAID'),
      // Declared by the Sage document; nothing of them applies to this note.
      links: null,
      transaction: null,
      void_reason: null,
      last_paid: null,
      tax_address_region: null,
      postponed_accounting: null,
      part_recoverable: null,
      import: false,
      tax_reconciled: false,
      migrated: false,
      tax_calculation_method: null,
      is_cis: false,
      has_cis_labour: false,
      has_cis_materials: false,
      cis_applicable_amount: null,
      base_currency_cis_applicable_amount: null,
      total_after_cis_deduction: null,
      base_currency_total_after_cis_deduction: null,
      withholding_tax_rate: null,
      withholding_tax_amount: null,
      base_currency_withholding_tax_amount: null,
      total_itc_amount: null,
      base_currency_total_itc_amount: null,
      total_itr_amount: null,
      base_currency_total_itr_amount: null,
      detailed_tax_analysis: {
        tax_rates_breakdown: [
          {
            tax_rate: link('GB_STANDARD', 'Standard 20.00%', '/tax_rates/GB_STANDARD'),
            name: 'Standard',
            percentage: '20.00',
            net_amount: '21.00',
            tax_amount: '4.20',
            retail_tax_amount: '0.00',
            total_amount: '25.20',
            goods_amount: '21.00',
            services_amount: '0.00',
            base_currency_net_amount: '21.00',
            base_currency_tax_amount: '4.20',
            base_currency_total_amount: '25.20',
            base_currency_goods_amount: '21.00',
            base_currency_services_amount: '0.00',
          },
          expect.objectContaining({
            tax_rate: link('GB_ZERO', 'Zero 0.00%', '/tax_rates/GB_ZERO'),
            net_amount: '3.00',
          }),
        ],
        total_net: '24.00',
        total_tax: '4.20',
        total: '28.20',
        total_goods_amount: '24.00',
        total_services_amount: '0.00',
        base_currency_total_net: '24.00',
        base_currency_total_tax: '4.20',
        base_currency_total: '28.20',
        base_currency_total_goods_amount: '24.00',
        base_currency_total_services_amount: '0.00',
        total_retailer_tax: '0.00',
      },
      credit_note_lines: [
        {
          id: expect.any(String),
          displayed_as: 'Returned cables',
          description: 'Returned cables',
          ledger_account: link(goods.id, 'Cost of sales - goods (5000)', `/ledger_accounts/${goods.id}`),
          quantity: '2.00',
          unit_price: '10.50',
          net_amount: '21.00',
          tax_amount: '4.20',
          total_amount: '25.20',
          tax_rate: link('GB_STANDARD', 'Standard 20.00%', '/tax_rates/GB_STANDARD'),
          unit_price_includes_tax: false,
          base_currency_unit_price: '10.50',
          base_currency_net_amount: '21.00',
          base_currency_tax_amount: '4.20',
          base_currency_total_amount: '25.20',
          tax_breakdown: [
            {
              tax_rate: link('GB_STANDARD', 'Standard 20.00%', '/tax_rates/GB_STANDARD'),
              percentage: '20.00',
              amount: '4.20',
            },
          ],
          base_currency_tax_breakdown: [
            {
              tax_rate: link('GB_STANDARD', 'Standard 20.00%', '/tax_rates/GB_STANDARD'),
              percentage: '20.00',
              amount: '4.20',
            },
          ],
          product: null,
          service: null,
          eu_goods_services_type: null,
          trade_of_asset: null,
          is_purchase_for_resale: null,
          tax_recoverable: null,
          gst_amount: null,
          pst_amount: null,
        },
        expect.objectContaining({
          displayed_as: 'Postage refund',
          quantity: '1.00',
          unit_price: '3.00',
          net_amount: '3.00',
          tax_amount: '0.00',
          total_amount: '3.00',
          tax_rate: link('GB_ZERO', 'Zero 0.00%', '/tax_rates/GB_ZERO'),
        }),
      ],
      tax_analysis: [
        {
          tax_rate: link('GB_STANDARD', 'Standard 20.00%', '/tax_rates/GB_STANDARD'),
          net_amount: '21.00',
          tax_amount: '4.20',
          total_amount: '25.20',
          goods_amount: '21.00',
          service_amount: '0.00',
        },
        expect.objectContaining({ tax_rate: link('GB_ZERO', 'Zero 0.00%', '/tax_rates/GB_ZERO') }),
      ],
    });
    const read = await api.get('/purchase_credit_notes/{key}', { params: { key: id }, headers: admin() });
    expectStatus(read, 200);
    expect(read.body).toEqual(res.body);
  });

  it('takes the tax out of a tax-inclusive price, and keeps a stated tax amount', async () => {
    const note = await create({
      credit_note_lines: [
        {
          description: 'Gross price',
          ledger_account_id: goods.id,
          quantity: 1,
          unit_price: '12.00',
          tax_rate_id: 'GB_STANDARD',
          unit_price_includes_tax: true,
        },
        {
          description: 'Stated tax',
          ledger_account_id: goods.id,
          quantity: '3',
          unit_price: '0.10',
          tax_rate_id: 'GB_STANDARD',
          tax_amount: '0.07',
        },
      ],
    });
    expect(note.credit_note_lines.map((l) => [l.net_amount, l.tax_amount, l.total_amount])).toEqual([
      ['10.00', '2.00', '12.00'],
      ['0.30', '0.07', '0.37'],
    ]);
    expect([note.net_amount, note.tax_amount, note.total_amount]).toEqual(['10.30', '2.07', '12.37']);
  });

  it('creates a DRAFT when asked, converts a foreign currency at the given rate', async () => {
    const note = await create({ status_id: 'DRAFT', currency_id: 'EUR', exchange_rate: '0.85' });
    expect(note.status).toEqual(link('DRAFT', 'Draft', '/artefact_statuses/DRAFT'));
    expect(note.currency?.id).toBe('EUR');
    expect([
      note.total_amount,
      note.base_currency_total_amount,
      note.exchange_rate,
      note.inverse_exchange_rate,
    ]).toEqual(['28.20', '23.97', '0.850000', '1.176471']);
  });

  it('names each invalid field in $source (422), and writes nothing', async () => {
    const customer = await makeContact(t, store, { name: 'Only a customer', types: ['CUSTOMER'] });
    const res = await api.post('/purchase_credit_notes', {
      body: body({
        contact_id: customer.id,
        date: '2026-02-30',
        credit_note_lines: [
          {
            description: 'Bad',
            ledger_account_id: '00000000-0000-4000-8000-000000000000',
            quantity: 0,
            unit_price: '-1',
            tax_rate_id: 'FR_STANDARD',
          },
          { description: 'Too precise', ledger_account_id: goods.id, quantity: '1.005', unit_price: 1 },
        ],
      }),
      headers: admin(),
    });
    expectStatus(res, 422);
    const sources = res.body.map((e: { $source: string; $message: string }) => [e.$source, e.$message]);
    expect(sources).toEqual([
      ['contact_id', 'is not a supplier of this business'],
      ['date', 'must be a date (YYYY-MM-DD)'],
      ['credit_note_lines.0.ledger_account_id', 'is not a ledger account of this business'],
      ['credit_note_lines.0.tax_rate_id', 'is not a tax rate of the business’s country'],
      ['credit_note_lines.0.quantity', 'must be greater than 0'],
      ['credit_note_lines.0.unit_price', 'must be at least 0'],
      ['credit_note_lines.1.quantity', 'must have at most 2 decimals'],
    ]);
    expect(res.body[0]).toEqual({
      $severity: 'error',
      $dataCode: 'RecordInvalid',
      $message: 'is not a supplier of this business',
      $source: 'contact_id',
    });
    expect(await t.orm.em.fork().count(PurchaseCreditNote, {}, { filters: false })).toBe(0);
  });

  it('refuses an exchange rate other than 1 in the base currency (it would misstate the base amounts)', async () => {
    const res = await api.post('/purchase_credit_notes', {
      body: body({ currency_id: 'GBP', exchange_rate: '0.5' }),
      headers: admin(),
    });
    expectStatus(res, 422);
    expect(res.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'must be 1 for the base currency (GBP)',
        $source: 'exchange_rate',
      },
    ]);
    expect(await t.orm.em.fork().count(PurchaseCreditNote, {}, { filters: false })).toBe(0);
    expect(
      (await api.post('/purchase_credit_notes', { body: body({ exchange_rate: '1' }), headers: admin() })).status,
    ).toBe(201);
  });

  it('refuses a missing wrapper, missing required fields and ill-typed values with their $source', async () => {
    // Bodies the document refuses: no wrapper, no required fields, a boolean for a price.
    const unwrapped = await api.request('POST', '/purchase_credit_notes', {
      json: { contact_id: supplier.id },
      headers: admin(),
    });
    expectStatus(unwrapped, 422);
    expect(unwrapped.body).toEqual([
      { $severity: 'error', $dataCode: 'RecordInvalid', $message: 'is required', $source: 'purchase_credit_note' },
    ]);
    const missing = await api.request('POST', '/purchase_credit_notes', {
      json: { purchase_credit_note: { contact_id: supplier.id } },
      headers: admin(),
    });
    expectStatus(missing, 422);
    expect(missing.body.map((e: { $source: string }) => e.$source).sort()).toEqual(['credit_note_lines', 'date']);
    const typed = await api.request('POST', '/purchase_credit_notes', {
      json: body({
        credit_note_lines: [{ description: 'x', ledger_account_id: goods.id, quantity: 'two', unit_price: true }],
      }),
      headers: admin(),
    });
    expectStatus(typed, 422);
    expect(typed.body.map((e: { $source: string }) => e.$source).sort()).toEqual([
      'credit_note_lines.0.quantity',
      'credit_note_lines.0.unit_price',
    ]);
    expect(typed.body[0].$message).toMatch(/must be a decimal number/);
  });
});

describe('amounts that would not fit', () => {
  it('are refused with 422 naming the field, never a database error', async () => {
    const line = { description: 'Huge', ledger_account_id: goods.id, quantity: '2', unit_price: '999999999999.99' };
    const huge = await api.post('/purchase_credit_notes', {
      body: body({ credit_note_lines: [line] }),
      headers: admin(),
    });
    expectStatus(huge, 422);
    expect(huge.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'makes the line amount too large',
        $source: 'credit_note_lines.0.unit_price',
      },
    ]);
    const half = { ...line, quantity: '1', unit_price: '600000000000.00' };
    const sum = await api.post('/purchase_credit_notes', {
      body: body({ credit_note_lines: [half, half] }),
      headers: admin(),
    });
    expect(bodyOf(sum, 422)[0]).toMatchObject({
      $source: 'credit_note_lines',
      $message: 'make the credit note’s total too large',
    });
    const many = Array.from({ length: 501 }, () => ({ ...line, unit_price: '1' }));
    const tooMany = await api.post('/purchase_credit_notes', {
      body: body({ credit_note_lines: many }),
      headers: admin(),
    });
    expect(tooMany.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'must hold at most 500 lines',
        $source: 'credit_note_lines',
      },
    ]);
    const rate = await api.post('/purchase_credit_notes', {
      body: body({ currency_id: 'EUR', exchange_rate: 1e11 }),
      headers: admin(),
    });
    expect(bodyOf(rate, 422)[0]).toMatchObject({ $source: 'exchange_rate', $message: 'is too large' });
  });
});

describe('PUT, DELETE and release', () => {
  it('updates the given fields, replaces the lines and recomputes the amounts', async () => {
    const note = await create();
    const res = await api.put('/purchase_credit_notes/{key}', {
      params: { key: note.id },
      body: {
        purchase_credit_note: {
          notes: 'Agreed by phone',
          credit_note_lines: [{ description: 'One cable', ledger_account_id: goods.id, quantity: 1, unit_price: 10 }],
        },
      },
      headers: admin(),
    });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      notes: 'Agreed by phone',
      reference: 'PCN-001',
      total_quantity: '1.00',
      net_amount: '10.00',
      tax_amount: '0.00',
      total_amount: '10.00',
      tax_analysis: [],
    });
    expect(res.body.credit_note_lines).toHaveLength(1);
    expect(res.body.credit_note_lines[0].tax_rate).toBeNull();
  });

  it('keeps a line named by its id, changing only the given fields; drops the lines left out', async () => {
    const note = await create();
    const [cables, postage] = note.credit_note_lines;
    const res = await api.put('/purchase_credit_notes/{key}', {
      params: { key: note.id },
      body: {
        purchase_credit_note: {
          credit_note_lines: [
            { id: cables.id, quantity: 3 },
            { description: 'Restocking fee refund', ledger_account_id: services.id, quantity: 1, unit_price: '5.00' },
          ],
        },
      },
      headers: admin(),
    });
    expectStatus(res, 200);
    expect(res.body.credit_note_lines).toEqual([
      expect.objectContaining({
        id: cables.id,
        description: 'Returned cables',
        quantity: '3.00',
        unit_price: '10.50',
        net_amount: '31.50',
        tax_amount: '6.30',
      }),
      expect.objectContaining({ description: 'Restocking fee refund', net_amount: '5.00', tax_rate: null }),
    ]);
    expect(res.body.credit_note_lines[1].id).not.toBe(postage.id);
    expect([res.body.net_amount, res.body.tax_amount, res.body.total_amount]).toEqual(['36.50', '6.30', '42.80']);

    const unknown = await api.put('/purchase_credit_notes/{key}', {
      params: { key: note.id },
      body: { purchase_credit_note: { credit_note_lines: [{ id: postage.id }] } },
      headers: admin(),
    });
    expect(unknown.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'is not a line of this credit note',
        $source: 'credit_note_lines.0.id',
      },
    ]);
    const incomplete = await api.put('/purchase_credit_notes/{key}', {
      params: { key: note.id },
      body: { purchase_credit_note: { credit_note_lines: [{ description: 'New' }] } },
      headers: admin(),
    });
    expect(bodyOf(incomplete, 422).map((e: { $source: string }) => e.$source)).toEqual([
      'credit_note_lines.0.ledger_account_id',
      'credit_note_lines.0.quantity',
      'credit_note_lines.0.unit_price',
    ]);
  });

  it('keeps a stated tax while the line’s figures stay, and computes it again when they change', async () => {
    const note = await create({
      credit_note_lines: [
        {
          description: 'Stated tax',
          ledger_account_id: goods.id,
          quantity: 3,
          unit_price: '0.10',
          tax_rate_id: 'GB_STANDARD',
          tax_amount: '0.07',
        },
      ],
    });
    const line = note.credit_note_lines[0];
    const put = (lines: components['schemas']['PurchaseCreditNoteUpdate']['credit_note_lines']) =>
      api.put('/purchase_credit_notes/{key}', {
        params: { key: note.id },
        body: { purchase_credit_note: { credit_note_lines: lines } },
        headers: admin(),
      });
    const renamed = await put([{ id: line.id, description: 'Renamed' }]);
    expect(bodyOf(renamed, 200).credit_note_lines[0]).toMatchObject({ description: 'Renamed', tax_amount: '0.07' });
    const more = await put([{ id: line.id, quantity: 6 }]);
    expect(bodyOf(more, 200).credit_note_lines[0]).toMatchObject({ net_amount: '0.60', tax_amount: '0.12' });
  });

  it('releases a DRAFT to UNPAID (201) and refuses to release any other state (422)', async () => {
    const draft = await create({ status_id: 'DRAFT' });
    const released = await api.post('/purchase_credit_notes/{key}/release', {
      params: { key: draft.id },
      headers: admin(),
    });
    expectStatus(released, 201);
    // The whole note comes back, changed only in its status and update time.
    expect(released.body).toEqual({
      ...draft,
      status: link('UNPAID', 'Unpaid', '/artefact_statuses/UNPAID'),
      updated_at: anAccountingTimestamp,
    });
    const read = await api.get('/purchase_credit_notes/{key}', { params: { key: draft.id }, headers: admin() });
    expect(read.body).toEqual(released.body);
    const again = await api.post('/purchase_credit_notes/{key}/release', {
      params: { key: draft.id },
      headers: admin(),
    });
    expectStatus(again, 422);
    expect(again.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'Only a DRAFT credit note can be released; this one is UNPAID',
        $source: 'status_id',
      },
    ]);
    const missing = await api.post('/purchase_credit_notes/{key}/release', {
      params: { key: '00000000-0000-4000-8000-000000000000' },
      headers: admin(),
    });
    expectStatus(missing, 404);
  });

  it('keeps a note in any other state (PART_PAID, PAID, VOID, DISPUTED) from release, update and delete', async () => {
    for (const status of ['PART_PAID', 'PAID', 'VOID', 'DISPUTED']) {
      const note = await create();
      await t.orm.em
        .fork()
        .nativeUpdate(PurchaseCreditNote, { id: note.id }, { statusCode: status }, { filters: false });
      const read = bodyOf(
        await api.get('/purchase_credit_notes/{key}', { params: { key: note.id }, headers: admin() }),
        200,
      );
      expect([status, read.editable, read.status?.id]).toEqual([status, false, status]);
      const release = await api.post('/purchase_credit_notes/{key}/release', {
        params: { key: note.id },
        headers: admin(),
      });
      expect([status, release.status]).toEqual([status, 422]);
      expectStatus(release, 422);
      expect([status, release.body[0].$message]).toEqual([
        status,
        `Only a DRAFT credit note can be released; this one is ${status}`,
      ]);
      const update = await api.put('/purchase_credit_notes/{key}', {
        params: { key: note.id },
        body: { purchase_credit_note: { notes: 'x' } },
        headers: admin(),
      });
      expect([status, update.status]).toEqual([status, 422]);
      expectStatus(update, 422);
      expect([status, update.body[0].$message]).toEqual([status, `A ${status} credit note can no longer be changed`]);
      expect([
        status,
        (await api.delete('/purchase_credit_notes/{key}', { params: { key: note.id }, headers: admin() })).status,
      ]).toEqual([status, 422]);
    }
  });

  it('refuses a status other than DRAFT or UNPAID on create, and a move back to DRAFT on update', async () => {
    const paid = await api.post('/purchase_credit_notes', { body: body({ status_id: 'PAID' }), headers: admin() });
    expectStatus(paid, 422);
    expect(paid.body[0]).toMatchObject({ $source: 'status_id', $message: 'must be DRAFT or UNPAID' });
    const note = await create();
    const back = await api.put('/purchase_credit_notes/{key}', {
      params: { key: note.id },
      body: { purchase_credit_note: { status_id: 'DRAFT' } },
      headers: admin(),
    });
    expectStatus(back, 422);
    expect(back.body[0]).toMatchObject({ $source: 'status_id', $message: 'cannot change from UNPAID to DRAFT' });
  });

  it('deletes (204, empty body) into a tombstone: gone from reads and lists, listed by deleted_since', async () => {
    const note = await create();
    const res = await api.delete('/purchase_credit_notes/{key}', { params: { key: note.id }, headers: admin() });
    expectStatus(res, 204);
    expect(res.body).toBe('');
    expect((await api.get('/purchase_credit_notes/{key}', { params: { key: note.id }, headers: admin() })).status).toBe(
      404,
    );
    expect(bodyOf(await api.get('/purchase_credit_notes', { headers: admin() }), 200).$total).toBe(0);
    const deleted = await api.get('/purchase_credit_notes', {
      query: { deleted_since: '2000-01-01T00:00:00Z', attributes: 'deleted_at' },
      headers: admin(),
    });
    expect(bodyOf(deleted, 200).$items).toEqual([
      {
        id: note.id,
        displayed_as: 'PCN-001',
        $path: `/purchase_credit_notes/${note.id}`,
        deleted_at: anAccountingTimestamp,
      },
    ]);
    expect(
      (await api.delete('/purchase_credit_notes/{key}', { params: { key: note.id }, headers: admin() })).status,
    ).toBe(404);
    expect(
      (
        await api.put('/purchase_credit_notes/{key}', {
          params: { key: note.id },
          body: { purchase_credit_note: {} },
          headers: admin(),
        })
      ).status,
    ).toBe(404);
  });
});

describe('GraphQL', () => {
  it('creates, reads and releases through the same operations', async () => {
    const created = await gql(
      t.url,
      CreatePurchaseCreditNoteBriefDocument,
      { note: { ...body().purchase_credit_note, status_id: 'DRAFT' } },
      admin(),
    );
    expect(created.errors).toBeUndefined();
    expect(dataOf(created).createPurchaseCreditNote).toMatchObject({
      status: { id: 'DRAFT' },
      total_amount: '28.20',
      contact: { displayed_as: 'Hendrix Supplies (HENDRI01)', path: `/contacts/${supplier.id}` },
    });
    const id = dataOf(created).createPurchaseCreditNote.id;
    const released = dataOf(await gql(t.url, ReleasePurchaseCreditNoteDocument, { key: id }, admin()));
    expect(released.releasePurchaseCreditNote.status?.id).toBe('UNPAID');
    const invalid = await gql(
      t.url,
      CreatePurchaseCreditNoteBriefDocument,
      { note: { ...body().purchase_credit_note, contact_id: 'nobody' } },
      admin(),
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { contact_id: ['is not a supplier of this business'] },
    });
  });
});

describe('GraphQL cost', () => {
  it('grows with items_per_page: a whole-record page of 200 is refused, of 20 served', async () => {
    // The REST layer's own field list, as it is at run time: sent as text.
    const query = (n: number) =>
      `{ purchaseCreditNotes(items_per_page: ${n}) { total items { ${PURCHASE_CREDIT_NOTE_FIELDS} } } }`;
    expect((await gql(t.url, query(20), {}, admin())).errors).toBeUndefined();
    const refused = await gql(t.url, query(200), {}, admin());
    expect(refused.errors?.[0].message).toMatch(/^Query cost \d+ exceeds the maximum of 5000$/);
  });
});

describe('statement count', () => {
  it('is the same for 5 and 100 credit notes with attributes=all', async () => {
    const count = async (n: number) => {
      await t.clean();
      const books = await businessScenario(t, 'books');
      [store, supplier, goods, services] = [books, books.supplier, books.goods, books.services];
      for (let i = 0; i < n; i++) await create({ reference: `PCN-${i}` });
      const { result, statements } = await countStatements(t.orm, () =>
        api.get('/purchase_credit_notes', { query: { attributes: 'all', items_per_page: 200 }, headers: admin() }),
      );
      expect(bodyOf(result, 200).$items).toHaveLength(n);
      return statements.length;
    };
    const five = await count(5);
    const hundred = await count(100);
    expect(hundred).toBe(five);
    // Session, business, the page with what its notes link to (contacts, status, currency), and
    // the lines with their ledger accounts and tax rates.
    expect(five).toBe(4);
  }, 120_000);
});
