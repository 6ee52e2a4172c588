import type { TestApp } from '../helpers/app';
import { countStatements } from '../helpers/db';
import { eachTestIn } from '../helpers/scenarios';
import { businessScenario, type BusinessScenario } from '../helpers/accounting-scenarios';
import { accounting, asBusiness, itemsOf } from './support';
import { bodyOf, expectStatus } from '../helpers/rest';

// The totals of the unfiltered accounting lists are read from the counts the writes keep
// (`list_count`, a point read inside the page's own statement), not counted over the rows: counting
// grew with the business (on the benchmark's machine under load, some 5 ms at 10,000 credit notes
// and 30 at 100,000). These tests pin that read, the paging it decides (a page past the last is
// the last), and that the kept totals stay exact through every kind of write.

let t: TestApp;
let books: BusinessScenario;
let api: ReturnType<typeof accounting>;

eachTestIn(
  (app) => businessScenario(app, 'books'),
  (app, built) => ([t, books, api] = [app, built, accounting(app)]),
);

const admin = () => asBusiness(books.admin);

async function createNote(reference: string): Promise<string> {
  const res = await api.post('/purchase_credit_notes', {
    body: {
      purchase_credit_note: {
        contact_id: books.supplier.id,
        date: '2026-01-10',
        reference,
        credit_note_lines: [{ description: 'Item', ledger_account_id: books.goods.id, quantity: 1, unit_price: 10 }],
      },
    },
    headers: admin(),
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id;
}

/** The three unfiltered lists whose totals are kept. */
type List = '/purchase_credit_notes' | '/attachments' | '/service_rate_types';
type ListQuery = { page?: number; items_per_page?: number; attributes?: string; updated_or_created_since?: string };

/** A page of one of the lists, as the ADMIN. */
const list = (path: List, query: ListQuery = {}) => api.get(path, { query, headers: admin() });

const sql = (text: string, params: unknown[] = []) => t.orm.em.getConnection().execute(text, params);

/** Inserts `n` attachments of the business in one statement, the first `deleted` of them as tombstones. */
async function insertAttachments(n: number, deleted = 0): Promise<void> {
  await sql(
    `insert into accounting_attachment (id, tenant_id, file_name, mime_type, file_size, sha256, created_at, updated_at, deleted_at)
     select gen_random_uuid(), ?, 'f' || i || '.txt', 'text/plain', 1, repeat('0', 64), now(), now(),
            case when i <= ? then now() end
       from generate_series(1, ?) as i`,
    [books.tenant.id, deleted, n],
  );
}

/** What each list answers as its total, and what counting its rows gives. */
async function totals() {
  const listed = async (path: List) => {
    const res = await list(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.$total;
  };
  const [counted] = await sql(
    `select (select count(*) from accounting_purchase_credit_note where tenant_id = ? and deleted_at is null)::int as notes,
            (select count(*) from accounting_attachment where tenant_id = ? and deleted_at is null)::int as attachments,
            (select count(*) from accounting_service_rate_type where tenant_id = ?)::int as rate_types`,
    [books.tenant.id, books.tenant.id, books.tenant.id],
  );
  return {
    listed: {
      notes: await listed('/purchase_credit_notes'),
      attachments: await listed('/attachments'),
      rate_types: await listed('/service_rate_types'),
    },
    counted,
  };
}

describe('the totals of the unfiltered accounting lists', () => {
  it('are read in the page’s statement from the kept count: 3 statements per list (4 for the credit notes), none counting the rows', async () => {
    await createNote('CN-1');
    for (const [path, query, table] of [
      ['/purchase_credit_notes', { attributes: 'all' }, 'accounting_purchase_credit_note'],
      ['/attachments', {}, 'accounting_attachment'],
      ['/service_rate_types', {}, 'accounting_service_rate_type'],
    ] as const) {
      const { result, statements } = await countStatements(t.orm, () => list(path, query));
      expectStatus(result, 200);
      const listCounts = statements.filter((s) => /from "list_count"/.test(s));
      const rowCounts = statements.filter((s) => new RegExp(`count\\(.*from "${table}"`).test(s));
      expect({ path, listCounts: listCounts.length, rowCounts }).toEqual({ path, listCounts: 1, rowCounts: [] });
      // The caller's session and the business, then the page with its total (the credit notes'
      // with the contacts, status and currency they link to). The credit notes: 1 more, batched
      // over the page (the lines with what they link to).
      const pageWithTotal = statements.filter((s) => /"list_total".*from "accounting_/s.test(s));
      expect({ path, pageWithTotal: pageWithTotal.length }).toEqual({ path, pageWithTotal: 1 });
      const expected = path.startsWith('/purchase') ? 4 : 3;
      expect({ path, statements: statements.length }).toEqual({ path, statements: expected });
    }
  });

  it('stay exact through creates, deletes, tombstones, restores, multi-row statements and a filter', async () => {
    const first = await createNote('CN-1');
    await createNote('CN-2');
    await createNote('CN-3');
    expect(
      (await api.delete('/purchase_credit_notes/{key}', { params: { key: first }, headers: admin() })).status,
    ).toBe(204);
    await insertAttachments(5, 2);
    await sql(`update accounting_attachment set deleted_at = null where tenant_id = ? and file_name = 'f1.txt'`, [
      books.tenant.id,
    ]);
    await sql(`update accounting_attachment set deleted_at = now() where tenant_id = ? and file_name = 'f5.txt'`, [
      books.tenant.id,
    ]);
    await sql(`delete from accounting_attachment where tenant_id = ? and file_name in ('f2.txt', 'f3.txt')`, [
      books.tenant.id,
    ]);
    await sql(
      `insert into accounting_service_rate_type (id, tenant_id, name, active, created_at, updated_at)
       select gen_random_uuid(), ?, 'Rate ' || i, false, now(), now() from generate_series(1, 3) as i`,
      [books.tenant.id],
    );
    const rateTypes = await api.get('/service_rate_types', { query: { active: false }, headers: admin() });
    expect(
      (
        await api.delete('/service_rate_types/{key}', {
          params: { key: itemsOf(bodyOf(rateTypes, 200))[0].id },
          headers: admin(),
        })
      ).status,
    ).toBe(204);

    const { listed, counted } = await totals();
    // notes: 3 made, 1 deleted; attachments: f1 restored, f4 live, f2 and f3 gone, f5 a tombstone;
    // rate types: the default one and 3 more, 1 deleted.
    expect(counted).toEqual({ notes: 2, attachments: 2, rate_types: 3 });
    expect(listed).toEqual(counted);
    // A filtered list counts its own matches.
    expect(
      bodyOf(await api.get('/purchase_credit_notes', { query: { search: 'CN-2' }, headers: admin() }), 200).$total,
    ).toBe(1);
    expect(bodyOf(rateTypes, 200).$total).toBe(3);
  });

  it('page as a counted list does: a page past the last is the last, an empty list answers page 1', async () => {
    /** The envelope of `path`, its items as their ids. */
    const page = async (path: List, query: ListQuery) => {
      const res = await list(path, query);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      const { $items, ...envelope } = res.body;
      return { ...envelope, ids: itemsOf({ $items }).map((item) => item.id) };
    };
    // Nothing yet: total 0 on page 1, whatever page is asked for.
    for (const path of ['/attachments', '/purchase_credit_notes'] as const) {
      expect(await page(path, { page: 3 })).toEqual({
        $total: 0,
        $page: 1,
        $next: null,
        $back: null,
        $itemsPerPage: 20,
        ids: [],
      });
    }
    await insertAttachments(7, 2);
    await createNote('CN-1');
    await createNote('CN-2');
    await createNote('CN-3');
    await createNote('CN-4');
    // 5 live attachments in pages of 2: the last page holds 1; far past it (an offset beyond any
    // integer column) the last page is read all the same, as with a filter (counted apart).
    const last = await page('/attachments', { items_per_page: 2, page: 3 });
    expect(last).toMatchObject({ $total: 5, $page: 3, $next: null, $back: '/attachments?page=2&items_per_page=2' });
    expect(last.ids).toHaveLength(1);
    expect(await page('/attachments', { items_per_page: 2, page: 2147483647 })).toEqual(last);
    const filtered = await page('/attachments', { items_per_page: 2, page: 9, updated_or_created_since: '2000-01-01' });
    expect(filtered).toMatchObject({ $total: 5, $page: 3, ids: last.ids });
    // 4 notes in pages of 2: the last page is full; one past it reads it.
    const full = await page('/purchase_credit_notes', { items_per_page: 2, page: 2 });
    expect(full.ids).toHaveLength(2);
    expect(await page('/purchase_credit_notes', { items_per_page: 2, page: 3 })).toEqual(full);
    // The rate types: the default one alone, on page 1 of 1.
    expect(await page('/service_rate_types', { page: 5 })).toMatchObject({
      $total: 1,
      $page: 1,
      $next: null,
      $back: null,
    });
    expect((await page('/service_rate_types', { page: 5 })).ids).toHaveLength(1);
  });

  it('leave another business’s totals alone', async () => {
    const other = await businessScenario(t, 'other-books');
    await createNote('CN-1');
    await insertAttachments(2);
    const res = await api.get('/purchase_credit_notes', { headers: asBusiness(other.admin) });
    expect(bodyOf(res, 200).$total).toBe(0);
    expect(bodyOf(await api.get('/attachments', { headers: asBusiness(other.admin) }), 200).$total).toBe(0);
    expect(bodyOf(await api.get('/attachments', { headers: admin() }), 200).$total).toBe(2);
  });
});
