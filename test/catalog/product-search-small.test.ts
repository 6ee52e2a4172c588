import type { Knex } from '@mikro-orm/postgresql';
import type { TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { storeScenario, testsOnApp, type StoreScenario } from '../helpers/scenarios';
import { timed } from '../helpers/timings';
import { planNodes, type PlanRows } from '../helpers/plans';
import { makeProduct } from './catalog-fixtures';

/**
 * Search at a small catalog (10,000 products): the planner takes the one trigram index of the
 * joined name, description and SKU (three per-column indexes lost to a table scan at this size),
 * and the joined text matches exactly what the three columns match, no more.
 */

let t: TestApp;
let store: StoreScenario;

/** The store with 10,000 bulk products and one the assertions name, made through the service. */
async function catalogAt10k(app: TestApp): Promise<StoreScenario> {
  const store = await storeScenario(app);
  // Bulk rows only feed the planner; the products the assertions name go through the service.
  await app.orm.em.getConnection().execute(
    `insert into product (id, tenant_id, name, slug, description, sku, price, stock_quantity, created_at, updated_at)
     select gen_random_uuid(), ?::uuid, 'Product ' || i || ' ' || md5(i::text) || case when i % 100 = 0 then ' Zyxwv' else '' end, 'product-' || i,
            'Generic description ' || md5((i * 7)::text), 'SKU-' || i, (i % 1000) / 10.0, i % 50,
            now() - make_interval(secs => i), now()
       from generate_series(1, 10000) as i`,
    [store.tenant.id],
  );
  await makeProduct(app, store, { name: 'Alpha Balm', description: 'Beta relief', sku: 'GAMMA-1', price: 1 });
  await app.orm.em.getConnection().execute('vacuum analyze product');
  return store;
}

// Built once for the file and not brought back before each test: a snapshot restore of the rows
// cost 2.5 s a test, and refills the search index's pending list that the last test measures from.
afterAll(() => t?.clean()); // declared before the app's own hook, so it runs before the app closes
testsOnApp((app) => (t = app));
beforeAll(async () => {
  await t.clean();
  store = await timed('scenario build', () => catalogAt10k(t));
}, 120_000);

async function searchQuery(
  search: string,
): Promise<{ sql: string; bindings: readonly unknown[]; names: string[]; total: number }> {
  const knex: Knex = t.orm.em.getConnection().getKnex();
  const queries: { sql: string; bindings: readonly unknown[] }[] = [];
  const listener = (q: { sql: string; bindings?: readonly unknown[] }) =>
    queries.push({ sql: q.sql, bindings: q.bindings ?? [] });
  knex.on('query', listener);
  try {
    const res = await storefrontRest(t).get('/products', { query: { search }, headers: store.anonymous });
    expectStatus(res, 200);
    const [page] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
    return {
      ...page,
      names: bodyOf(res, 200).data.data.map((p: { name: string }) => p.name),
      total: bodyOf(res, 200).data.meta.total,
    };
  } finally {
    knex.off('query', listener);
  }
}

it('plans a search on the joined-text trigram index at 10,000 products, with no table scan', async () => {
  // Words in one product, and one in 1% of them (the benchmark's search row).
  for (const [search, total] of [
    ['alpha', 1],
    ['beta relief', 1],
    ['GAMMA-1', 1],
    ['zyxwv', 100],
  ] as const) {
    const page = await searchQuery(search);
    expect({ search, total: page.total }).toEqual({ search, total });
    if (total === 1) expect(page.names).toEqual(['Alpha Balm']);
    const rows = await t.orm.em
      .getConnection()
      .execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) ${page.sql}`, [...page.bindings]);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toContain('"Index Name":"product_search_trgm_index"');
    expect(plan).not.toContain('"Node Type":"Seq Scan"');
  }
});

it('matches within one field only: a term across the name and the description finds nothing', async () => {
  expect((await searchQuery('balm beta')).names).toEqual([]);
  expect((await searchQuery('relief gamma')).names).toEqual([]);
  // A term holding a line break is matched column by column, so it cannot span two fields either.
  expect((await searchQuery('balm\nbeta')).names).toEqual([]);
  expect((await searchQuery('alpha balm')).names).toEqual(['Alpha Balm']);
});

/** The pages of the search index a statement read (hit in shared buffers or read), from EXPLAIN. */
async function searchIndexPages(page: { sql: string; bindings: readonly unknown[] }): Promise<number> {
  const rows = await t.orm.em
    .getConnection()
    .execute<PlanRows>(`explain (analyze, buffers, format json) ${page.sql}`, [...page.bindings]);
  const scans = planNodes(rows).filter((n) => n['Index Name'] === 'product_search_trgm_index');
  expect(scans).toHaveLength(1);
  expect(scans[0]).toMatchObject({ 'Shared Hit Blocks': expect.any(Number), 'Shared Read Blocks': expect.any(Number) });
  return scans[0]['Shared Hit Blocks']! + scans[0]['Shared Read Blocks']!;
}

it('keeps a search’s read of its index small while orders update products: the index’s pending list stays short', async () => {
  const before = await searchQuery('zyxwv');
  const clean = await searchIndexPages(before);
  // Stock changes as orders take it: 2,000 updates of 100 products, each a new row version whose
  // trigrams the index takes in. A GIN index appends them to a pending list that every search
  // reads whole until vacuum merges it: with PostgreSQL's 4 MB limit the search below read 74
  // more pages of the index than this one.
  const connection = t.orm.em.getConnection();
  for (let round = 0; round < 20; round += 1) {
    await connection.execute(
      `update product set stock_quantity = stock_quantity + 1
        where id in (select id from product where tenant_id = ? order by created_at limit 100)`,
      [store.tenant.id],
    );
  }
  const after = await searchQuery('zyxwv');
  expect(after.total).toBe(100);
  const pages = await searchIndexPages(after);
  // The index's tree as before, plus at most the 64 kB (8 pages) of a pending list.
  expect(pages - clean).toBeLessThanOrEqual(8);
});
