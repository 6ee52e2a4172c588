import type { Knex } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../helpers/app';
import { storefront } from '../helpers/apis';
import { storeScenario, type StoreScenario } from '../helpers/scenarios';
import { makeProduct } from './catalog-fixtures';

/**
 * Search stays fast at 100k products: the SQL the list really sends (captured with its bindings)
 * is planned on trigram indexes, not on a scan of the table.
 */

const SIZE = 100_000;

let t: TestApp;
let store: StoreScenario;
let needleId: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.clean();
  store = await storeScenario(t);
  const other = await storeScenario(t, 'other-store');
  // 100k rows through the service would take minutes; this bulk load only feeds the planner.
  await t.orm.em.getConnection().execute(
    `insert into product (id, tenant_id, name, slug, description, sku, price, stock_quantity, created_at, updated_at)
     select gen_random_uuid(), case when i % 10 = 0 then ? else ? end::uuid,
            'Product ' || i || ' ' || md5(i::text), 'product-' || i,
            'Generic description ' || md5((i * 7)::text), 'SKU-' || i, (i % 1000) / 10.0, i % 50,
            now() - make_interval(secs => i), now()
       from generate_series(1, ?) as i`,
    [other.tenant.id, store.tenant.id, SIZE],
  );
  needleId = (await makeProduct(t, store, { name: 'Zyxwv Rare Balm', price: 9.99, sku: 'RARE-1' })).id;
  await t.orm.em.getConnection().execute('analyze product');
}, 120_000);
afterAll(async () => {
  await t.clean();
  await t.close();
});

interface Captured {
  sql: string;
  bindings: readonly unknown[];
}

/** Runs `fn`, returning the statements sent with their bindings. */
async function capture<T>(fn: () => Promise<T>): Promise<{ result: T; queries: Captured[] }> {
  const knex: Knex = t.orm.em.getConnection().getKnex();
  const queries: Captured[] = [];
  const listener = (query: Captured) => queries.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listener);
  try {
    return { result: await fn(), queries };
  } finally {
    knex.off('query', listener);
  }
}

async function planOf(query: Captured): Promise<string> {
  const rows = await t.orm.em
    .getConnection()
    .execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) ${query.sql}`, [...query.bindings]);
  return JSON.stringify(rows[0]['QUERY PLAN']);
}

type PlanRows = { 'QUERY PLAN': unknown }[];
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Every node of an `explain (format json)` answer's plan. */
function planNodes(rows: PlanRows): PlanNode[] {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    (node.Plans ?? []).forEach(walk);
  };
  walk((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
  return nodes;
}

describe('product search at 100k products', () => {
  it('plans the page and the count of a search on the one trigram index of name, description and SKU', async () => {
    for (const search of ['zyxwv', 'RARE-1', 'rare balm']) {
      const { result, queries } = await capture(() =>
        storefront(t).get(`/products?search=${encodeURIComponent(search)}`, store.anonymous),
      );
      expect(result.body.data.data.map((p: { id: string }) => p.id)).toEqual([needleId]);
      const productQueries = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
      expect(productQueries).toHaveLength(1); // the page with its count
      for (const query of productQueries) {
        const plan = await planOf(query);
        expect(plan).toContain('"Index Name":"product_search_trgm_index"');
        expect(plan).not.toContain('"Node Type":"Seq Scan"');
      }
    }
  });

  it('reads an unsearched page from its sort index and counts the matches from an index alone', async () => {
    // Index-only scans need the visibility map that vacuum writes (autovacuum in a live database).
    await t.orm.em.getConnection().execute('vacuum analyze product');
    const { result, queries } = await capture(() => storefront(t).get('/products?limit=20', store.anonymous));
    expect(result.body.data.meta).toEqual({ total: SIZE * 0.9 + 1, page: 1, limit: 20, totalPages: 4501 });
    const [query] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
    const connection = t.orm.em.getConnection();
    const custom = await connection.execute<PlanRows>(`explain (analyze, format json) ${query.sql}`, [
      ...query.bindings,
    ]);
    // The list sends it prepared, planned once for any values: that generic plan must read the same.
    const generic = await t.orm.em.transactional(async (tx) => {
      await tx.execute('set local plan_cache_mode = force_generic_plan');
      await tx.execute(`prepare page_plan as ${connection.getKnex().client.positionBindings(query.sql)}`);
      const placeholders = query.bindings.map(() => '?').join(', ');
      try {
        return await tx.execute<PlanRows>(`explain (analyze, format json) execute page_plan(${placeholders})`, [
          ...query.bindings,
        ]);
      } finally {
        await tx.execute('deallocate page_plan');
      }
    });
    for (const rows of [custom, generic]) {
      const nodes = planNodes(rows);
      // The page: 20 rows off the created-at index, not all 90,001 of the store's products (a window count reads them all).
      const page = nodes.find((n) => n['Index Name'] === 'product_tenant_id_created_at_id_index');
      expect(page).toMatchObject({ 'Node Type': 'Index Scan', 'Actual Rows': 20 });
      expect(nodes.map((n) => n['Node Type'])).not.toContain('WindowAgg');
      // No sort at all: the outer query keeps the order of the page it wraps.
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
      // The total: the store's active products counted on the (tenant, active) index, no product row read.
      expect(nodes).toContainEqual(
        expect.objectContaining({ 'Node Type': 'Index Only Scan', 'Index Name': 'product_tenant_id_is_active_index' }),
      );
    }
  });

  it('builds images and categories for a deep page’s own rows only, not for the rows it skips', async () => {
    for (const query of ['sortBy=createdAt', 'sortBy=price&sortOrder=asc', 'sortBy=name&minPrice=1']) {
      const { result, queries } = await capture(() =>
        storefront(t).get(`/products?page=500&limit=20&${query}`, store.anonymous),
      );
      expect(result.body.data.data).toHaveLength(20);
      expect(result.body.data.meta.page).toBe(500);
      const [page] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
      const rows = await t.orm.em
        .getConnection()
        .execute<PlanRows>(`explain (analyze, format json) ${page.sql}`, [...page.bindings]);
      const nodes = planNodes(rows);
      // 9,980 rows are skipped to reach the page; each aggregation runs once per row of the page.
      const images = nodes.find((n) => n['Relation Name'] === 'product_image');
      expect(images).toMatchObject({ 'Actual Loops': 20 });
      const links = nodes.filter((n) => n['Relation Name'] === 'product_category' || n['Relation Name'] === 'category');
      expect(links.length).toBeGreaterThan(0);
      for (const node of links) expect(node['Actual Loops']).toBeLessThanOrEqual(20);
    }
  });

  it('counts only the request’s store in a broad search', async () => {
    // "Product 1234 …" and "Product 12341 …" to "Product 12349 …": 12340 is the other store's (i % 10 = 0).
    const own = await storefront(t).get('/products?search=product%201234&limit=1', store.anonymous);
    expect(own.body.data.meta).toEqual({ total: 10, page: 1, limit: 1, totalPages: 10 });
    // The other store holds 1230 and 12300 only.
    const other = await storefront(t).get('/products?search=product%201230', { 'x-tenant-slug': 'other-store' });
    expect(other.body.data.meta.total).toBe(2);
  });
});
