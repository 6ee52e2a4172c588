import { Contact } from '../../src/modules/accounting/contacts/contact.entity';
import { PurchaseCreditNote } from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.entity';
import type { TestApp } from '../helpers/app';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { businessScenario, HENDRIX } from '../helpers/accounting-scenarios';
import { accounting, asBusiness, itemsOf } from './support';
import { bodyOf, expectStatus, pathOf } from '../helpers/rest';
import type { operations } from '../generated/rest-accounting';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;
let hendrix: { id: string };
let joplin: { id: string };
let goods: { id: string };
/** The notes of the fixture, by reference. */
let ids: Record<string, string>;

eachTestIn(
  (app) => businessScenario(app, 'books', [HENDRIX, { name: 'Joplin & Co', reference: 'JOPLIN01' }]),
  (app, books) =>
    ([t, store, api, [hendrix, joplin], goods] = [app, books, accounting(app), books.suppliers, books.goods]),
  {},
  { once: true },
);

const admin = () => asBusiness(store.admin);

async function create(reference: string, contactId: string, date: string, status = 'UNPAID'): Promise<string> {
  const res = await api.post('/purchase_credit_notes', {
    body: {
      purchase_credit_note: {
        contact_id: contactId,
        date,
        reference,
        status_id: status,
        credit_note_lines: [{ description: 'Item', ledger_account_id: goods.id, quantity: 1, unit_price: 10 }],
      },
    },
    headers: admin(),
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id;
}

/** Pins a note's timestamps, so that the filter edges are exact instants. */
async function stamp(id: string, at: { created?: string; updated?: string; deleted?: string }) {
  await t.orm.em.fork().nativeUpdate(
    PurchaseCreditNote,
    { id },
    {
      ...(at.created ? { createdAt: new Date(at.created) } : {}),
      ...(at.updated ? { updatedAt: new Date(at.updated) } : {}),
      ...(at.deleted ? { deletedAt: new Date(at.deleted) } : {}),
    },
    { filters: false },
  );
}

beforeEach(async () => {
  ids = {};
  ids.A = await create('CN-A', hendrix.id, '2026-01-10');
  ids.B = await create('CN-B', joplin.id, '2026-01-20', 'DRAFT');
  ids.C = await create('CN-C_100%', hendrix.id, '2026-01-31');
  await stamp(ids.A, { created: '2026-02-01T09:00:00Z', updated: '2026-02-01T09:00:00Z' });
  await stamp(ids.B, { created: '2026-02-02T09:00:00Z', updated: '2026-02-03T12:00:00Z' });
  await stamp(ids.C, { created: '2026-02-03T09:00:00Z', updated: '2026-02-03T09:00:00Z' });
});

type ListQuery = NonNullable<operations['PurchaseCreditNotes']['parameters']['query']>;

/** The fixture references of a list answer's items. */
function refsOf(res: { status: number; body: unknown }): string[] {
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  const byId = Object.fromEntries(Object.entries(ids).map(([ref, id]) => [id, ref]));
  return itemsOf<{ id: string }>(res.body as { $items: unknown[] }).map((item) => byId[item.id]);
}

/** The fixture references the list answers for `query`. */
async function refs(query: ListQuery = {}): Promise<string[]> {
  return refsOf(await api.get('/purchase_credit_notes', { query, headers: admin() }));
}

describe('GET /purchase_credit_notes filters', () => {
  it('lists base trios in creation order by default', async () => {
    const res = await api.get('/purchase_credit_notes', { headers: admin() });
    expect(res.body).toEqual({
      $total: 3,
      $page: 1,
      $next: null,
      $back: null,
      $itemsPerPage: 20,
      $items: [
        { id: ids.A, displayed_as: 'CN-A', $path: `/purchase_credit_notes/${ids.A}` },
        { id: ids.B, displayed_as: 'CN-B', $path: `/purchase_credit_notes/${ids.B}` },
        { id: ids.C, displayed_as: 'CN-C_100%', $path: `/purchase_credit_notes/${ids.C}` },
      ],
    });
  });

  it('searches the reference and the contact name, case-insensitively and literally', async () => {
    expect(await refs({ search: 'cn-b' })).toEqual(['B']);
    expect(await refs({ search: 'hendrix' })).toEqual(['A', 'C']);
    expect(await refs({ search: 'JOPLIN &' })).toEqual(['B']);
    expect(await refs({ search: '_100%' })).toEqual(['C']);
    expect(await refs({ search: '%' })).toEqual(['C']);
  });

  it('filters by contact and by status, in either spelling', async () => {
    expect(await refs({ contact_id: joplin.id })).toEqual(['B']);
    expect(await refs({ contactId: hendrix.id })).toEqual(['A', 'C']);
    expect(await refs({ contact_id: 'unknown' })).toEqual([]);
    expect(await refs({ status_id: 'DRAFT' })).toEqual(['B']);
    expect(await refs({ statusId: 'UNPAID' })).toEqual(['A', 'C']);
  });

  it('filters by date, both edges inclusive', async () => {
    expect(await refs({ from_date: '2026-01-20' })).toEqual(['B', 'C']);
    expect(await refs({ to_date: '2026-01-20' })).toEqual(['A', 'B']);
    expect(await refs({ from_date: '2026-01-20', to_date: '2026-01-20' })).toEqual(['B']);
    expect(await refs({ fromDate: '2026-01-21T00:00:00Z', toDate: '2026-01-31T00:00:00Z' })).toEqual(['C']);
  });

  it('updated_or_created_since includes the exact instant, in every accepted form', async () => {
    expect(await refs({ updated_or_created_since: '2026-02-03T09:00:00Z' })).toEqual(['B', 'C']);
    expect(await refs({ updated_or_created_since: '2026-02-03T09:00:01Z' })).toEqual(['B']);
    expect(await refs({ updated_or_created_since: '2026-02-03T10:00:00+01:00' })).toEqual(['B', 'C']);
    // A `+` left unencoded in a query string arrives as a space: sent raw, since a client encodes it.
    expect(
      refsOf(
        await api.request('GET', '/purchase_credit_notes?updated_or_created_since=2026-02-03T10:00:00+01:00', {
          headers: admin(),
        }),
      ),
    ).toEqual(['B', 'C']);
    expect(await refs({ updatedOrCreatedSince: '2026-02-03T12:00:00Z' })).toEqual(['B']);
    expect(await refs({ updated_or_created_since: '2026-02-02' })).toEqual(['B', 'C']);
    expect(await refs({ updated_or_created_since: '2026-02-02T-09:00' })).toEqual(['B', 'C']);
    expect(await refs({ updated_or_created_since: '2026-02-01T+10:00' })).toEqual(['A', 'B', 'C']);
  });

  it('deleted_since returns deleted notes only, excluding the exact instant', async () => {
    await api.delete('/purchase_credit_notes/{key}', { params: { key: ids.A }, headers: admin() });
    await api.delete('/purchase_credit_notes/{key}', { params: { key: ids.C }, headers: admin() });
    await stamp(ids.A, { deleted: '2026-03-01T08:00:00Z' });
    await stamp(ids.C, { deleted: '2026-03-02T08:00:00Z' });
    expect(await refs()).toEqual(['B']);
    expect(await refs({ deleted_since: '2026-03-01T07:59:59Z' })).toEqual(['A', 'C']);
    expect(await refs({ deleted_since: '2026-03-01T08:00:00Z' })).toEqual(['C']);
    expect(await refs({ deletedSince: '2026-03-02T08:00:00Z' })).toEqual([]);
  });

  it('sorts by created_at, updated_at or date, ascending unless :desc', async () => {
    expect(await refs({ sort: 'date:desc' })).toEqual(['C', 'B', 'A']);
    expect(await refs({ sort: 'date' })).toEqual(['A', 'B', 'C']);
    expect(await refs({ sort: 'updated_at:asc' })).toEqual(['A', 'C', 'B']);
    expect(await refs({ sort: 'updated_at:desc' })).toEqual(['B', 'C', 'A']);
    expect(await refs({ sort: 'created_at:desc' })).toEqual(['C', 'B', 'A']);
  });

  it('refuses bad filter values with 422 naming the parameter', async () => {
    const bad = await api.get('/purchase_credit_notes', {
      query: { sort: 'total:desc', updated_or_created_since: 'yesterday', from_date: '2026-13-01' },
      headers: admin(),
    });
    expectStatus(bad, 422);
    expect(bad.body.map((e: { $source: string }) => e.$source).sort()).toEqual([
      'from_date',
      'sort',
      'updated_or_created_since',
    ]);
    const page = await api.get('/purchase_credit_notes', { query: { items_per_page: 201 }, headers: admin() });
    expectStatus(page, 422);
    expect(page.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'must be an integer between 1 and 200',
        $source: 'items_per_page',
      },
    ]);
    expect(
      bodyOf(await api.get('/purchase_credit_notes', { query: { itemsPerPage: 0 }, headers: admin() }), 422)[0].$source,
    ).toBe('itemsPerPage');
    // Not a boolean, which the document says the flag is.
    expect(
      (await api.request('GET', '/purchase_credit_notes?show_payments_allocations=yes', { headers: admin() })).status,
    ).toBe(422);
  });
});

describe('paging and attributes', () => {
  it('links the next and previous pages, keeping the filters; a page beyond the last is the last', async () => {
    const first = await api.get('/purchase_credit_notes', {
      query: { items_per_page: 2, status_id: 'UNPAID' },
      headers: admin(),
    });
    expect(first.body).toMatchObject({ $total: 2, $page: 1, $next: null, $back: null, $itemsPerPage: 2 });
    const page1 = await api.get('/purchase_credit_notes', {
      query: { items_per_page: 1, sort: 'date' },
      headers: admin(),
    });
    expect(page1.body).toMatchObject({
      $total: 3,
      $page: 1,
      $next: '/purchase_credit_notes?page=2&items_per_page=1&sort=date',
      $back: null,
    });
    // The $next link followed: the typed call's path and query are exactly the link.
    const next = { page: 2, items_per_page: 1, sort: 'date' };
    expect(pathOf('/purchase_credit_notes', { query: next })).toBe(bodyOf(page1, 200).$next);
    const page2 = await api.get('/purchase_credit_notes', { query: next, headers: admin() });
    expect(page2.body).toMatchObject({
      $page: 2,
      $next: '/purchase_credit_notes?page=3&items_per_page=1&sort=date',
      $back: '/purchase_credit_notes?page=1&items_per_page=1&sort=date',
    });
    expect(itemsOf<{ id: string }>(bodyOf(page2, 200)).map((i) => i.id)).toEqual([ids.B]);
    const beyond = await api.get('/purchase_credit_notes', { query: { items_per_page: 2, page: 9 }, headers: admin() });
    expect(beyond.body).toMatchObject({
      $page: 2,
      $next: null,
      $back: '/purchase_credit_notes?page=1&items_per_page=2',
    });
    expect(bodyOf(beyond, 200).$items).toHaveLength(1);
  });

  it('widens items with the named attributes (snake or camel case) or all of them', async () => {
    const named = await api.get('/purchase_credit_notes', {
      query: { attributes: 'date,totalAmount,status', sort: 'date' },
      headers: admin(),
    });
    expect(bodyOf(named, 200).$items[0]).toEqual({
      id: ids.A,
      displayed_as: 'CN-A',
      $path: `/purchase_credit_notes/${ids.A}`,
      date: '2026-01-10',
      total_amount: '10.00',
      status: { id: 'UNPAID', displayed_as: 'Unpaid', $path: '/artefact_statuses/UNPAID' },
    });
    const all = await api.get('/purchase_credit_notes', { query: { attributes: 'all' }, headers: admin() });
    expect(bodyOf(all, 200).$items[0]).toMatchObject({
      contact_name: 'Hendrix Supplies',
      credit_note_lines: [expect.any(Object)],
    });
    // attributes=all promises every declared field: payments_allocations too, empty when none.
    expect(itemsOf<{ payments_allocations?: unknown }>(bodyOf(all, 200))[0].payments_allocations).toEqual([]);
    expect(bodyOf(named, 200).$items[0]).not.toHaveProperty('payments_allocations');
    const byName = await api.get('/purchase_credit_notes', {
      query: { attributes: 'paymentsAllocations' },
      headers: admin(),
    });
    expect(itemsOf<{ payments_allocations?: unknown }>(bodyOf(byName, 200))[0].payments_allocations).toEqual([]);
    const shown = await api.get('/purchase_credit_notes', {
      query: { show_payments_allocations: true },
      headers: admin(),
    });
    expect(bodyOf(shown, 200).$items[0]).toEqual({
      id: ids.A,
      displayed_as: 'CN-A',
      $path: `/purchase_credit_notes/${ids.A}`,
    });
    const single = await api.get('/purchase_credit_notes/{key}', {
      params: { key: ids.A },
      query: { showPaymentsAllocations: true },
      headers: admin(),
    });
    expect(bodyOf(single, 200).payments_allocations).toEqual([]);
    expect(
      (await api.get('/purchase_credit_notes/{key}', { params: { key: ids.A }, headers: admin() })).body,
    ).not.toHaveProperty('payments_allocations');
  });

  it('shows the same links whether the page reads them (unfiltered) or looks them up (filtered)', async () => {
    // The contact's name now, not the one the notes were made with.
    await t.orm.em.fork().nativeUpdate(Contact, { id: hendrix.id }, { name: 'Hendrix Holdings' }, { filters: false });
    const query = { attributes: 'reference,contact,status,currency' };
    const unfiltered = itemsOf<Record<'contact' | 'status' | 'currency', { id: string; displayed_as: string }>>(
      bodyOf(await api.get('/purchase_credit_notes', { query, headers: admin() }), 200),
    );
    const filtered = await api.get('/purchase_credit_notes', {
      query: { ...query, from_date: '2000-01-01' },
      headers: admin(),
    });
    expect(unfiltered).toEqual(itemsOf(bodyOf(filtered, 200)));
    expect(unfiltered.map((note) => note.contact.displayed_as)).toEqual([
      'Hendrix Holdings (HENDRI01)',
      'Joplin & Co (JOPLIN01)',
      'Hendrix Holdings (HENDRI01)',
    ]);
    expect(unfiltered.map((note) => note.status)).toEqual([
      { id: 'UNPAID', displayed_as: 'Unpaid', $path: '/artefact_statuses/UNPAID' },
      { id: 'DRAFT', displayed_as: 'Draft', $path: '/artefact_statuses/DRAFT' },
      { id: 'UNPAID', displayed_as: 'Unpaid', $path: '/artefact_statuses/UNPAID' },
    ]);
    expect(unfiltered[0].currency).toEqual({
      id: 'GBP',
      displayed_as: 'Pound Sterling (GBP)',
      $path: '/currencies/GBP',
    });
  });

  it('answers each item with attributes=all as the note’s own read answers it, field for field', async () => {
    // The list reads its notes, lines and contacts as rows; the single read, as entities.
    const rich = await api.post('/purchase_credit_notes', {
      body: {
        purchase_credit_note: {
          contact_id: joplin.id,
          date: '2026-01-25',
          original_invoice_date: '2026-01-02',
          reference: 'CN-RICH',
          vendor_reference: 'V-9',
          notes: 'Returned in two parcels',
          currency_id: 'EUR',
          exchange_rate: '0.85',
          cis_applicable_amount: '21.00',
          withholding_tax_rate: '20',
          total_itc_amount: '1.00',
          postponed_accounting: true,
          tax_address_region_id: 'REGION-7',
          credit_note_lines: [
            {
              description: 'Cables',
              ledger_account_id: goods.id,
              quantity: 2,
              unit_price: '10.50',
              tax_rate_id: 'GB_STANDARD',
              product_id: 'P-1',
            },
            {
              description: 'Fitting',
              ledger_account_id: goods.id,
              quantity: 1,
              unit_price: 4,
              service_id: 'S-1',
              trade_of_asset: false,
            },
            {
              description: 'Zero',
              ledger_account_id: goods.id,
              quantity: 3,
              unit_price: '1.10',
              tax_rate_id: 'GB_ZERO',
              tax_recoverable: true,
            },
          ],
        },
      },
      headers: admin(),
    });
    expectStatus(rich, 201);
    const list = await api.get('/purchase_credit_notes', {
      query: { attributes: 'all', items_per_page: 200, show_payments_allocations: true },
      headers: admin(),
    });
    expect(bodyOf(list, 200).$items).toHaveLength(4);
    for (const item of bodyOf(list, 200).$items as { id: string }[]) {
      const read = await api.get('/purchase_credit_notes/{key}', {
        params: { key: item.id },
        query: { show_payments_allocations: true },
        headers: admin(),
      });
      // The same fields and values (the single read places its nested records' links last).
      expect(item).toEqual(read.body);
    }
  });
});
