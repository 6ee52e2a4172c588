import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { PurchaseCreditNote } from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.entity';
import { PURCHASE_CREDIT_NOTE_FIELDS } from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.routes';
import type { TestApp } from '../helpers/app';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { businessScenario } from '../helpers/accounting-scenarios';
import { accounting, asBusiness } from './support';
import { bodyOf, expectStatus } from '../helpers/rest';

// The fields of the Sage document beyond the seed's: references kept as given, stated amounts
// checked against the lines, CIS figures derived, nested records and analysis types on request.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;
let supplier: { id: string };
let goods: { id: string };

eachTestIn(
  (app) => businessScenario(app, 'fields'),
  (app, books) => ([t, store, api, supplier, goods] = [app, books, accounting(app), books.supplier, books.goods]),
  {},
  { once: true },
);

const admin = () => asBusiness(store.admin);
const link = (id: string, displayed: string | null, path: string) => ({ id, displayed_as: displayed, $path: path });

/** One line of 2 x 10.50 at GB_STANDARD: net 21.00, tax 4.20, total 25.20. */
function body(note: Record<string, unknown> = {}, line: Record<string, unknown> = {}) {
  return {
    purchase_credit_note: {
      contact_id: supplier.id,
      date: '2026-03-14',
      credit_note_lines: [
        {
          description: 'Cables',
          ledger_account_id: goods.id,
          quantity: 2,
          unit_price: '10.50',
          tax_rate_id: 'GB_STANDARD',
          ...line,
        },
      ],
      ...note,
    },
  };
}

const notesStored = () => t.orm.em.fork().count(PurchaseCreditNote, {}, { filters: false });

describe('references to records this API does not serve', () => {
  it('are kept as given and returned as links; null clears them on update', async () => {
    const res = await api.post('/purchase_credit_notes', {
      body: body(
        { tax_address_region_id: 'ON', postponed_accounting: true, part_recoverable: false },
        { product_id: 'p-77', service_id: 'svc 1', eu_goods_services_type_id: 'GOODS', trade_of_asset: true },
      ),
      headers: admin(),
    });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({
      tax_address_region: link('ON', null, '/tax_address_regions/ON'),
      postponed_accounting: true,
      part_recoverable: false,
    });
    const line = res.body.credit_note_lines[0];
    expect(line).toMatchObject({
      product: link('p-77', null, '/products/p-77'),
      service: link('svc 1', null, '/services/svc%201'),
      eu_goods_services_type: link('GOODS', null, '/eu_goods_services_types/GOODS'),
      trade_of_asset: true,
      is_purchase_for_resale: null,
    });
    const update = await api.put('/purchase_credit_notes/{key}', {
      params: { key: res.body.id },
      body: {
        purchase_credit_note: {
          tax_address_region_id: null,
          credit_note_lines: [{ id: line.id, product_id: null, tax_recoverable: true }],
        },
      },
      headers: admin(),
    });
    expectStatus(update, 200);
    expect(update.body.tax_address_region).toBeNull();
    expect(update.body.postponed_accounting).toBe(true);
    expect(update.body.credit_note_lines[0]).toMatchObject({
      product: null,
      service: link('svc 1', null, '/services/svc%201'),
      trade_of_asset: true,
      tax_recoverable: true,
    });
  });

  it('refuses an id longer than 100 characters, naming the field (422)', async () => {
    const res = await api.post('/purchase_credit_notes', {
      body: body({}, { product_id: 'p'.repeat(101) }),
      headers: admin(),
    });
    expectStatus(res, 422);
    expect(res.body.map((e: { $source: string }) => e.$source)).toEqual(['credit_note_lines.0.product_id']);
    expect(await notesStored()).toBe(0);
  });

  it('an attachment’s transaction_id comes back as a link; null clears it', async () => {
    const note = await api.post('/purchase_credit_notes', { body: body(), headers: admin() });
    const created = await api.post('/attachments', {
      body: {
        attachment: {
          file: Buffer.from('x').toString('base64'),
          file_name: 'x.txt',
          mime_type: 'text/plain',
          transaction_id: 'abc123',
          attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
          attachment_context_id: bodyOf(note, 201).id,
        },
      },
      headers: admin(),
    });
    expectStatus(created, 201);
    expect(created.body.transaction).toEqual(link('abc123', null, '/transactions/abc123'));
    expect(created.body.file).toBeNull();
    const cleared = await api.put('/attachments/{key}', {
      params: { key: created.body.id },
      body: { attachment: { transaction_id: null } },
      headers: admin(),
    });
    expect(bodyOf(cleared, 200).transaction).toBeNull();
  });
});

describe('amounts Sage derives, when the client states them', () => {
  it('are accepted when they agree with the lines', async () => {
    const res = await api.post('/purchase_credit_notes', {
      body: body(
        {
          net_amount: 21,
          tax_amount: '4.2',
          total_amount: '25.20',
          base_currency_total_amount: '25.20',
          total_quantity: '2',
          tax_analysis: [{ tax_rate_id: 'GB_STANDARD', net_amount: '21.00', goods_amount: '21.00', service_amount: 0 }],
        },
        { net_amount: '21.00', total_amount: '25.20', base_currency_unit_price: '10.50' },
      ),
      headers: admin(),
    });
    expectStatus(res, 201);
  });

  it('are refused naming each field that disagrees (422), and nothing is written', async () => {
    const res = await api.post('/purchase_credit_notes', {
      body: body(
        {
          net_amount: '20.00',
          base_currency_tax_amount: '4.00',
          inverse_exchange_rate: '2',
          tax_analysis: [
            { tax_rate_id: 'GB_STANDARD', tax_amount: '4.00' },
            { tax_rate_id: 'GB_ZERO', net_amount: '0.00' },
          ],
        },
        { total_amount: '25.00', base_currency_net_amount: '1.00' },
      ),
      headers: admin(),
    });
    expectStatus(res, 422);
    const errors = Object.fromEntries(
      res.body.map((e: { $source: string; $message: string }) => [e.$source, e.$message]),
    );
    expect(errors).toEqual({
      net_amount: 'must equal 21.00, as derived',
      base_currency_tax_amount: 'must equal 4.20, as derived',
      inverse_exchange_rate: 'must equal 1.000000, as derived',
      'tax_analysis.0.tax_amount': 'must equal 4.20, as derived',
      'tax_analysis.1.tax_rate_id': 'is not the tax rate of any line of the note',
      'credit_note_lines.0.total_amount': 'must equal 25.20, as derived',
      'credit_note_lines.0.base_currency_net_amount': 'must equal 21.00, as derived',
    });
    expect(await notesStored()).toBe(0);
  });

  it('on update without lines, are checked against the note’s lines', async () => {
    const note = await api.post('/purchase_credit_notes', { body: body(), headers: admin() });
    const wrong = await api.put('/purchase_credit_notes/{key}', {
      params: { key: bodyOf(note, 201).id },
      body: { purchase_credit_note: { total_amount: 1 } },
      headers: admin(),
    });
    expect([wrong.status, bodyOf(wrong, 422)[0].$source]).toEqual([422, 'total_amount']);
    const right = await api.put('/purchase_credit_notes/{key}', {
      params: { key: bodyOf(note, 201).id },
      body: { purchase_credit_note: { total_amount: '25.2' } },
      headers: admin(),
    });
    expectStatus(right, 200);
  });
});

describe('CIS, withholding and Canadian tax figures', () => {
  it('derive the CIS deduction from the labour amount and rate, and the totals after it', async () => {
    const res = await api.post('/purchase_credit_notes', {
      body: body({ cis_applicable_amount: '21.00', withholding_tax_rate: '20', total_itc_amount: '4.20' }),
      headers: admin(),
    });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({
      is_cis: true,
      has_cis_labour: true,
      has_cis_materials: false,
      cis_applicable_amount: '21.00',
      base_currency_cis_applicable_amount: '21.00',
      withholding_tax_rate: '20.00',
      withholding_tax_amount: '4.20',
      base_currency_withholding_tax_amount: '4.20',
      total_after_cis_deduction: '21.00',
      base_currency_total_after_cis_deduction: '21.00',
      total_itc_amount: '4.20',
      base_currency_total_itc_amount: '4.20',
      total_itr_amount: null,
    });
    // A new rate derives a new deduction.
    const update = await api.put('/purchase_credit_notes/{key}', {
      params: { key: res.body.id },
      body: { purchase_credit_note: { withholding_tax_rate: 30 } },
      headers: admin(),
    });
    expect(update.body).toMatchObject({ withholding_tax_amount: '6.30', total_after_cis_deduction: '18.90' });
  });

  it('refuse a CIS amount above the net, a deduction that disagrees, an ITC above the tax and GST/PST not making up the tax', async () => {
    const res = await api.post('/purchase_credit_notes', {
      body: body(
        {
          cis_applicable_amount: '30.00',
          withholding_tax_rate: '20',
          withholding_tax_amount: '1.00',
          total_itc_amount: '5.00',
        },
        { gst_amount: '4.00', pst_amount: '0.10' },
      ),
      headers: admin(),
    });
    expectStatus(res, 422);
    const errors = Object.fromEntries(
      res.body.map((e: { $source: string; $message: string }) => [e.$source, e.$message]),
    );
    expect(errors).toEqual({
      cis_applicable_amount: 'must be at most the net amount (21.00)',
      withholding_tax_amount: 'must equal 6.00, as derived',
      total_itc_amount: 'must be at most the tax amount (4.20)',
      'credit_note_lines.0.gst_amount': 'with pst_amount must make up the tax amount (4.20)',
    });
    expect(await notesStored()).toBe(0);
  });
});

describe('GET /purchase_credit_notes/{key} options', () => {
  it('nested_attributes widens the nested records: links by default, a comma list, or all', async () => {
    const note = await api.post('/purchase_credit_notes', { body: body(), headers: admin() });
    const plain = await api.get('/purchase_credit_notes/{key}', {
      params: { key: bodyOf(note, 201).id },
      headers: admin(),
    });
    expect(bodyOf(plain, 200).contact).toEqual(
      link(supplier.id, 'Hendrix Supplies (HENDRI01)', `/contacts/${supplier.id}`),
    );
    expect(Object.keys(bodyOf(plain, 200).credit_note_lines![0].ledger_account!)).toEqual([
      'id',
      'displayed_as',
      '$path',
    ]);

    const some = await api.get('/purchase_credit_notes/{key}', {
      params: { key: bodyOf(note, 201).id },
      query: { nested_attributes: 'name,nominalCode' },
      headers: admin(),
    });
    expect(bodyOf(some, 200).contact).toEqual({ ...bodyOf(plain, 200).contact, name: 'Hendrix Supplies' });
    expect(bodyOf(some, 200).status).toEqual({ ...bodyOf(plain, 200).status, name: 'Unpaid' });
    expect(bodyOf(some, 200).credit_note_lines[0].ledger_account).toEqual({
      ...bodyOf(plain, 200).credit_note_lines[0].ledger_account,
      name: 'Cost of sales - goods',
      nominal_code: 5000,
    });
    // Links to records not served stay links.
    expect(bodyOf(some, 200).transaction_type).toEqual(bodyOf(plain, 200).transaction_type);

    const all = await api.get('/purchase_credit_notes/{key}', {
      params: { key: bodyOf(note, 201).id },
      query: { nested_attributes: 'all' },
      headers: admin(),
    });
    expect(bodyOf(all, 200).contact).toMatchObject({
      name: 'Hendrix Supplies',
      reference: 'HENDRI01',
      contact_types: [link('VENDOR', 'Supplier', '/contact_types/VENDOR')],
    });
    expect(bodyOf(all, 200).credit_note_lines[0].tax_rate).toMatchObject({ name: 'Standard', percentage: '20.00' });
    expect(bodyOf(all, 200).currency).toMatchObject({ symbol: '£' });
  });

  it('show_analysis_types shows each line’s analysis_type_categories', async () => {
    const note = await api.post('/purchase_credit_notes', { body: body(), headers: admin() });
    const plain = await api.get('/purchase_credit_notes/{key}', {
      params: { key: bodyOf(note, 201).id },
      headers: admin(),
    });
    expect(bodyOf(plain, 200).credit_note_lines[0]).not.toHaveProperty('analysis_type_categories');
    const shown = await api.get('/purchase_credit_notes/{key}', {
      params: { key: bodyOf(note, 201).id },
      query: { show_analysis_types: true },
      headers: admin(),
    });
    expect(bodyOf(shown, 200).credit_note_lines[0].analysis_type_categories).toEqual([]);
  });
});

describe('the order of a note’s fields', () => {
  /** The response keys of a selection set, as the wire names them. */
  const keysOf = (selection: FieldNode) =>
    (selection.selectionSet?.selections ?? []).map((field) => {
      const key = ((field as FieldNode).alias ?? (field as FieldNode).name).value;
      return key === 'path' ? '$path' : key;
    });

  it('is the document’s, payments_allocations in its place, in a listed note and in its lines', async () => {
    expectStatus(await api.post('/purchase_credit_notes', { body: body(), headers: admin() }), 201);
    const list = await api.get('/purchase_credit_notes', {
      query: { attributes: 'all' },
      headers: admin(),
    });
    const [item] = bodyOf(list, 200).$items as Record<string, unknown>[];
    const operation = parse(`{ note { ${PURCHASE_CREDIT_NOTE_FIELDS} } }`).definitions[0] as OperationDefinitionNode;
    const note = operation.selectionSet.selections[0] as FieldNode;
    const lines = note.selectionSet!.selections.find(
      (field) => (field as FieldNode).name.value === 'credit_note_lines',
    ) as FieldNode;
    expect(Object.keys(item)).toEqual(keysOf(note));
    // A list does not take `show_analysis_types`: its lines never show their analysis types.
    expect(Object.keys((item.credit_note_lines as Record<string, unknown>[])[0])).toEqual(
      keysOf(lines).filter((key) => key !== 'analysis_type_categories'),
    );
    // `payments_allocations` stands where the document declares it, not after the rest.
    expect(Object.keys(item).indexOf('payments_allocations')).toBe(
      Object.keys(item).indexOf('detailed_tax_analysis') + 1,
    );
  });
});
