import { startTestApp, type TestApp } from '../helpers/app';
import { PurchaseCreditNoteTotalDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { storeScenario, superAdmin, type StoreScenario } from '../helpers/scenarios';
import { accounting, asBusiness, ledgerAccount, makeContact } from './support';

let t: TestApp;
let a: StoreScenario;
let b: StoreScenario;
let api: ReturnType<typeof accounting>;

beforeAll(async () => {
  t = await startTestApp();
  api = accounting(t);
});
beforeEach(async () => {
  await t.clean();
  a = await storeScenario(t, 'business-a');
  b = await storeScenario(t, 'business-b');
});
afterAll(() => t.close());

describe('one business never sees another’s records', () => {
  it('keeps credit notes, contacts, accounts and rate types apart, even for the super administrator', async () => {
    const supplier = await makeContact(t, a, { name: 'A’s supplier', reference: 'SUPA' });
    const goods = await ledgerAccount(t, a, 5000);
    const created = await api.post(
      '/purchase_credit_notes',
      {
        purchase_credit_note: {
          contact_id: supplier.id,
          date: '2026-03-01',
          credit_note_lines: [{ description: 'x', ledger_account_id: goods.id, quantity: 1, unit_price: 1 }],
        },
      },
      asBusiness(a.admin),
    );
    expect(created.status).toBe(201);
    const note = created.body.id;

    const asB = asBusiness(b.admin);
    expect((await api.get('/purchase_credit_notes', asB)).body.$total).toBe(0);
    expect((await api.get(`/purchase_credit_notes/${note}`, asB)).status).toBe(404);
    expect((await api.del(`/purchase_credit_notes/${note}`, asB)).status).toBe(404);
    expect((await api.post(`/purchase_credit_notes/${note}/release`, undefined, asB)).status).toBe(404);
    expect((await api.get(`/contacts/${supplier.id}`, asB)).status).toBe(404);
    expect((await api.get(`/ledger_accounts/${goods.id}`, asB)).status).toBe(404);
    expect((await api.get('/contacts', asB)).body.$total).toBe(0);
    // B's own reference data exists, separately from A's.
    expect((await api.get('/service_rate_types', asB)).body.$total).toBe(1);
    expect((await api.get('/ledger_accounts', asB)).body.$items).not.toContainEqual(
      expect.objectContaining({ id: goods.id }),
    );

    // B cannot use A's supplier or A's ledger account in its own credit note.
    const borrowed = await api.post(
      '/purchase_credit_notes',
      {
        purchase_credit_note: {
          contact_id: supplier.id,
          date: '2026-03-01',
          credit_note_lines: [{ description: 'x', ledger_account_id: goods.id, quantity: 1, unit_price: 1 }],
        },
      },
      asB,
    );
    expect(borrowed.status).toBe(422);
    expect(borrowed.body.map((e: { $source: string }) => e.$source)).toEqual([
      'contact_id',
      'credit_note_lines.0.ledger_account_id',
    ]);

    // Attachments too, and a record of A cannot be B's attachment context.
    const file = Buffer.from('a receipt').toString('base64');
    const attached = await api.post(
      '/attachments',
      {
        attachment: {
          file,
          file_name: 'r.txt',
          mime_type: 'text/plain',
          attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
          attachment_context_id: note,
        },
      },
      asBusiness(a.admin),
    );
    expect(attached.status).toBe(201);
    expect((await api.get(`/attachments/${attached.body.id}`, asB)).status).toBe(404);
    expect((await api.get(`/attachments/${attached.body.id}/file`, asB)).status).toBe(404);
    expect((await api.get('/attachments', asB)).body.$total).toBe(0);
    const foreignContext = await api.post(
      '/attachments',
      {
        attachment: {
          file,
          file_name: 'r.txt',
          mime_type: 'text/plain',
          attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
          attachment_context_id: note,
        },
      },
      asB,
    );
    expect(foreignContext.status).toBe(422);
    expect(foreignContext.body[0].$source).toBe('attachment_context_id');

    // Naming A's business with B's credentials is refused outright.
    expect((await api.get('/purchase_credit_notes', asBusiness(b.admin, a.tenant.id))).status).toBe(403);
    // The super administrator sees exactly the business X-Business names.
    const root = await superAdmin(t);
    expect((await api.get('/purchase_credit_notes', asBusiness(root, b.tenant.id))).body.$total).toBe(0);
    expect((await api.get('/purchase_credit_notes', asBusiness(root, a.tenant.id))).body.$total).toBe(1);
    const viaGraphql = dataOf(await gql(t.url, PurchaseCreditNoteTotalDocument, {}, asBusiness(root, b.tenant.id)));
    expect(viaGraphql.purchaseCreditNotes.total).toBe(0);
  });
});
