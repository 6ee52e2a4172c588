import type { TestApp } from '../helpers/app';
import { CreateContactTypesDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { accounting, asBusiness, itemsOf, setRole } from './support';
import { anAccountingTimestamp } from '../helpers/matchers';
import { bodyOf, expectStatus } from '../helpers/rest';
import type { operations } from '../generated/rest-accounting';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;

eachTestIn(
  (app) => storeScenario(app, 'contacts'),
  (app, built) => ([t, store, api] = [app, built, accounting(app)]),
  {},
  { once: true },
);

const admin = () => asBusiness(store.admin);

describe('/contacts', () => {
  it('creates a supplier (201) and reads it back', async () => {
    const res = await api.post('/contacts', {
      body: { contact: { name: 'The Jimi Hendrix Experience', reference: 'HENDRI01', contact_type_ids: ['VENDOR'] } },
      headers: admin(),
    });
    expectStatus(res, 201);
    expect(res.body).toEqual({
      id: expect.any(String),
      displayed_as: 'The Jimi Hendrix Experience (HENDRI01)',
      $path: `/contacts/${res.body.id}`,
      created_at: anAccountingTimestamp,
      updated_at: anAccountingTimestamp,
      contact_types: [{ id: 'VENDOR', displayed_as: 'Supplier', $path: '/contact_types/VENDOR' }],
      name: 'The Jimi Hendrix Experience',
      reference: 'HENDRI01',
      email: null,
    });
    expect((await api.get('/contacts/{key}', { params: { key: res.body.id }, headers: admin() })).body).toEqual(
      res.body,
    );
  });

  it('validates the type, the e-mail and a unique reference (422 with $source)', async () => {
    const bad = await api.post('/contacts', {
      body: { contact: { name: 'X', contact_type_ids: ['FRIEND'], email: 'not-mail' } },
      headers: admin(),
    });
    expectStatus(bad, 422);
    expect(bad.body.map((e: { $source: string }) => e.$source)).toEqual(['email']);
    const type = await api.post('/contacts', {
      body: { contact: { name: 'X', contact_type_ids: ['FRIEND'] } },
      headers: admin(),
    });
    expect(type.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'must be VENDOR or CUSTOMER, not FRIEND',
        $source: 'contact_type_ids',
      },
    ]);
    await api.post('/contacts', {
      body: { contact: { name: 'A', reference: 'R1', contact_type_ids: ['CUSTOMER'] } },
      headers: admin(),
    });
    const clash = await api.post('/contacts', {
      body: { contact: { name: 'B', reference: 'R1', contact_type_ids: ['VENDOR'] } },
      headers: admin(),
    });
    expectStatus(clash, 422);
    expect(clash.body[0]).toMatchObject({ $source: 'reference', $message: 'is already used by another contact' });
  });

  it('lists suppliers or customers and searches name and reference', async () => {
    for (const [name, reference, type] of [
      ['Hendrix Supplies', 'HENDRI01', 'VENDOR'],
      ['Joplin Retail', 'JOPLIN01', 'CUSTOMER'],
    ]) {
      await api.post('/contacts', {
        body: { contact: { name, reference, contact_type_ids: [type] } },
        headers: admin(),
      });
    }
    const names = async (query: NonNullable<operations['Contacts']['parameters']['query']>) =>
      itemsOf(bodyOf(await api.get('/contacts', { query, headers: admin() }), 200)).map((c) => c.displayed_as);
    expect(await names({ contact_type_id: 'VENDOR' })).toEqual(['Hendrix Supplies (HENDRI01)']);
    expect(await names({ contactTypeId: 'CUSTOMER' })).toEqual(['Joplin Retail (JOPLIN01)']);
    expect(await names({ search: 'joplin01' })).toEqual(['Joplin Retail (JOPLIN01)']);
    // A contact type the document does not list.
    expect((await api.request('GET', '/contacts?contact_type_id=FRIEND', { headers: admin() })).status).toBe(422);
  });

  it('lets Sales or Purchases create (Restricted or Full) and read (any level); GraphQL mutation too', async () => {
    await setRole(t, store, store.staff.id, 'SALES', 'READ_ONLY');
    const staff = asBusiness(store.staff);
    expect((await api.get('/contacts', { headers: staff })).status).toBe(200);
    expect(
      (await api.post('/contacts', { body: { contact: { name: 'X', contact_type_ids: ['VENDOR'] } }, headers: staff }))
        .status,
    ).toBe(403);
    await setRole(t, store, store.staff.id, 'PURCHASES', 'RESTRICTED_ACCESS');
    const res = dataOf(
      await gql(
        t.url,
        CreateContactTypesDocument,
        { input: { name: 'Via GraphQL', contact_type_ids: ['VENDOR', 'CUSTOMER'] } },
        staff,
      ),
    );
    expect(res.createContact).toEqual({
      displayed_as: 'Via GraphQL',
      contact_types: [{ id: 'VENDOR' }, { id: 'CUSTOMER' }],
    });
  });
});

describe('/ledger_accounts', () => {
  it('creates an account (201) whose type must exist and nominal code be new', async () => {
    const res = await api.post('/ledger_accounts', {
      body: { ledger_account: { ledger_account_type_id: 'OVERHEADS', nominal_code: 7600, name: 'Software' } },
      headers: admin(),
    });
    expectStatus(res, 201);
    expect(res.body).toEqual({
      id: expect.any(String),
      displayed_as: 'Software (7600)',
      $path: `/ledger_accounts/${res.body.id}`,
      created_at: anAccountingTimestamp,
      updated_at: anAccountingTimestamp,
      ledger_account_type: { id: 'OVERHEADS', displayed_as: 'Overheads', $path: '/ledger_account_types/OVERHEADS' },
      included_in_chart: true,
      name: 'Software',
      display_name: 'Software',
      nominal_code: 7600,
    });
    const clash = await api.post('/ledger_accounts', {
      body: { ledger_account: { ledger_account_type_id: 'NOPE', nominal_code: 7600, name: 'Again' } },
      headers: admin(),
    });
    expectStatus(clash, 422);
    expect(clash.body[0]).toMatchObject({ $source: 'ledger_account_type_id' });
    const code = await api.post('/ledger_accounts', {
      body: { ledger_account: { ledger_account_type_id: 'SALES', nominal_code: 7600, name: 'Again' } },
      headers: admin(),
    });
    expect(bodyOf(code, 422)[0]).toMatchObject({
      $source: 'nominal_code',
      $message: 'is already used by another ledger account',
    });
    const bySales = await api.get('/ledger_accounts', {
      query: { ledger_account_type_id: 'OVERHEADS' },
      headers: admin(),
    });
    expect(itemsOf(bodyOf(bySales, 200)).map((a) => a.displayed_as)).toEqual([
      'Office costs (7500)',
      'Software (7600)',
    ]);
  });
});
