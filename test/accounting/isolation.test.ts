import type { TestApp } from '../helpers/app';
import { PurchaseCreditNoteTotalDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, superAdmin, type StoreScenario } from '../helpers/scenarios';
import { businessScenario, type BusinessScenario } from '../helpers/accounting-scenarios';
import { accounting, asBusiness } from './support';
import { bodyOf, expectStatus } from '../helpers/rest';

let t: TestApp;
let a: BusinessScenario;
let b: StoreScenario;
let api: ReturnType<typeof accounting>;

/** Business A with its supplier, and business B. */
async function twoBusinesses(app: TestApp) {
  return {
    a: await businessScenario(app, 'business-a', [{ name: 'A’s supplier', reference: 'SUPA' }]),
    b: await storeScenario(app, 'business-b'),
  };
}

eachTestIn(twoBusinesses, (app, built) => ([t, api, a, b] = [app, accounting(app), built.a, built.b]));

describe('one business never sees another’s records', () => {
  it('keeps credit notes, contacts, accounts and rate types apart, even for the super administrator', async () => {
    const { supplier, goods } = a;
    const created = await api.post('/purchase_credit_notes', {
      body: {
        purchase_credit_note: {
          contact_id: supplier.id,
          date: '2026-03-01',
          credit_note_lines: [{ description: 'x', ledger_account_id: goods.id, quantity: 1, unit_price: 1 }],
        },
      },
      headers: asBusiness(a.admin),
    });
    expectStatus(created, 201);
    const note = created.body.id;

    const asB = asBusiness(b.admin);
    expect(bodyOf(await api.get('/purchase_credit_notes', { headers: asB }), 200).$total).toBe(0);
    expect((await api.get('/purchase_credit_notes/{key}', { params: { key: note }, headers: asB })).status).toBe(404);
    expect((await api.delete('/purchase_credit_notes/{key}', { params: { key: note }, headers: asB })).status).toBe(
      404,
    );
    expect(
      (await api.post('/purchase_credit_notes/{key}/release', { params: { key: note }, body: undefined, headers: asB }))
        .status,
    ).toBe(404);
    expect((await api.get('/contacts/{key}', { params: { key: supplier.id }, headers: asB })).status).toBe(404);
    expect((await api.get('/ledger_accounts/{key}', { params: { key: goods.id }, headers: asB })).status).toBe(404);
    expect(bodyOf(await api.get('/contacts', { headers: asB }), 200).$total).toBe(0);
    // B's own reference data exists, separately from A's.
    expect(bodyOf(await api.get('/service_rate_types', { headers: asB }), 200).$total).toBe(1);
    expect(bodyOf(await api.get('/ledger_accounts', { headers: asB }), 200).$items).not.toContainEqual(
      expect.objectContaining({ id: goods.id }),
    );

    // B cannot use A's supplier or A's ledger account in its own credit note.
    const borrowed = await api.post('/purchase_credit_notes', {
      body: {
        purchase_credit_note: {
          contact_id: supplier.id,
          date: '2026-03-01',
          credit_note_lines: [{ description: 'x', ledger_account_id: goods.id, quantity: 1, unit_price: 1 }],
        },
      },
      headers: asB,
    });
    expectStatus(borrowed, 422);
    expect(borrowed.body.map((e: { $source: string }) => e.$source)).toEqual([
      'contact_id',
      'credit_note_lines.0.ledger_account_id',
    ]);

    // Attachments too, and a record of A cannot be B's attachment context.
    const file = Buffer.from('a receipt').toString('base64');
    const attached = await api.post('/attachments', {
      body: {
        attachment: {
          file,
          file_name: 'r.txt',
          mime_type: 'text/plain',
          attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
          attachment_context_id: note,
        },
      },
      headers: asBusiness(a.admin),
    });
    expectStatus(attached, 201);
    expect((await api.get('/attachments/{key}', { params: { key: attached.body.id }, headers: asB })).status).toBe(404);
    expect((await api.get('/attachments/{key}/file', { params: { key: attached.body.id }, headers: asB })).status).toBe(
      404,
    );
    expect(bodyOf(await api.get('/attachments', { headers: asB }), 200).$total).toBe(0);
    const foreignContext = await api.post('/attachments', {
      body: {
        attachment: {
          file,
          file_name: 'r.txt',
          mime_type: 'text/plain',
          attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
          attachment_context_id: note,
        },
      },
      headers: asB,
    });
    expectStatus(foreignContext, 422);
    expect(foreignContext.body[0].$source).toBe('attachment_context_id');

    // Naming A's business with B's credentials is refused outright.
    expect((await api.get('/purchase_credit_notes', { headers: asBusiness(b.admin, a.tenant.id) })).status).toBe(403);
    // The super administrator sees exactly the business X-Business names.
    const root = await superAdmin(t);
    expect(
      bodyOf(await api.get('/purchase_credit_notes', { headers: asBusiness(root, b.tenant.id) }), 200).$total,
    ).toBe(0);
    expect(
      bodyOf(await api.get('/purchase_credit_notes', { headers: asBusiness(root, a.tenant.id) }), 200).$total,
    ).toBe(1);
    const viaGraphql = dataOf(await gql(t.url, PurchaseCreditNoteTotalDocument, {}, asBusiness(root, b.tenant.id)));
    expect(viaGraphql.purchaseCreditNotes.total).toBe(0);
  });
});
