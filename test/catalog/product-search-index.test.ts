import type { Knex } from '@mikro-orm/postgresql';
import type { TestApp } from '../helpers/app';
import { bodyOf, storefrontRest } from '../helpers/rest';
import type { operations } from '../generated/rest-storefront';
import { storeScenario, testsOnApp, type StoreScenario } from '../helpers/scenarios';
import { timed } from '../helpers/timings';
import { nodesOf, planNodes, statementsSent, type PlanNode, type PlanRows } from '../helpers/plans';
import { WALK_READS } from '../../src/modules/storefront/catalog/product.search';
import { makeCategory, makeProduct } from './catalog-fixtures';

/**
 * Lists stay fast at 100k products: the SQL the list really sends (captured with its bindings) is
 * planned on the indexes its search, sort and filters need, and its total costs what the page
 * costs (a count row, or a count that stops), not a scan of the table.
 */

const SIZE = 100_000;

type ProductQuery = NonNullable<operations['Products']['parameters']['query']>;

let t: TestApp;
let store: StoreScenario;
let needleId: string;

/**
 * The store, another store, and 100k products between them (nine in ten the store's): bulk rows
 * that only feed the planner, and one product the assertions name, made through the service.
 */
async function catalogAt100k(app: TestApp): Promise<{ store: StoreScenario; needleId: string }> {
  const store = await storeScenario(app);
  const other = await storeScenario(app, 'other-store');
  // 100k rows through the service would take minutes; this bulk load only feeds the planner. The
  // search index is built once over the loaded rows (as `npm run bench:data` does): taking them in
  // through its 64 kB pending list tripled the load's time.
  const connection = app.orm.em.getConnection();
  const [search] = await connection.execute<{ definition: string }[]>(
    `select indexdef as definition from pg_indexes where indexname = 'product_search_trgm_index'`,
  );
  await connection.execute('drop index "product_search_trgm_index"');
  try {
    await connection.execute(
      `insert into product (id, tenant_id, name, slug, description, sku, price, stock_quantity, is_featured,
                          created_at, updated_at)
     select gen_random_uuid(), case when i % 10 = 0 then ? else ? end::uuid,
            'Product ' || i || ' ' || md5(i::text) || case when i % 80 = 1 then ' Kelpwort' else '' end, 'product-' || i,
            'Generic description ' || md5((i * 7)::text), 'SKU-' || i, (i % 1000) / 10.0, i % 50, i % 97 = 0,
            now() - make_interval(secs => i), now()
       from generate_series(1, ?) as i`,
      [other.tenant.id, store.tenant.id, SIZE],
    );
  } finally {
    await connection.execute(search.definition);
  }
  const needle = await makeProduct(app, store, { name: 'Zyxwv Rare Balm', price: 9.99, sku: 'RARE-1' });
  await connection.execute('analyze product');
  return { store, needleId: needle.id };
}

// Built once for the file and not brought back before each test: a snapshot restore of the 100k
// rows (each taken into the indexes again, unvacuumed) made this file 17 times slower.
afterAll(() => t?.clean()); // declared before the app's own hook, so it runs before the app closes
testsOnApp((app) => (t = app));
beforeAll(async () => {
  await t.clean();
  ({ store, needleId } = await timed('scenario build', () => catalogAt100k(t)));
}, 120_000);

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

/** The plan PostgreSQL makes once for a statement sent prepared (any values), run with the captured ones. */
function explainGeneric(query: Captured): Promise<PlanRows> {
  return t.orm.em.transactional(async (tx) => {
    await tx.execute('set local plan_cache_mode = force_generic_plan');
    await tx.execute(`prepare generic_plan as ${tx.getConnection().getKnex().client.positionBindings(query.sql)}`);
    const placeholders = query.bindings.map(() => '?').join(', ');
    try {
      return await tx.execute<PlanRows>(`explain (analyze, format json) execute generic_plan(${placeholders})`, [
        ...query.bindings,
      ]);
    } finally {
      await tx.execute('deallocate generic_plan');
    }
  });
}

async function planOf(query: Captured): Promise<string> {
  const rows = await t.orm.em
    .getConnection()
    .execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) ${query.sql}`, [...query.bindings]);
  return JSON.stringify(rows[0]['QUERY PLAN']);
}

describe('product lists at 100k products', () => {
  it('plans the page and the count of a search on the one trigram index of name, description and SKU', async () => {
    for (const search of ['zyxwv', 'RARE-1', 'rare balm']) {
      const { result, queries } = await capture(() =>
        storefrontRest(t).get('/products', { query: { search }, headers: store.anonymous }),
      );
      expect(bodyOf(result, 200).data.data.map((p: { id: string }) => p.id)).toEqual([needleId]);
      const productQueries = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
      expect(productQueries).toHaveLength(1); // the page with its count
      for (const query of productQueries) {
        const plan = await planOf(query);
        expect(plan).toContain('"Index Name":"product_search_trgm_index"');
        expect(plan).not.toContain('"Node Type":"Seq Scan"');
      }
    }
  });

  it('pages a search as the seed does, for rare, common and absent words, every sort, shallow and deep pages', async () => {
    // Every 80th bulk product (1,250 of the store's) has "Kelpwort" in its name: more than a count of
    // 1,000 past a shallow page reaches, all of them counted from a page at offset 250 on. Every
    // bulk product's description holds "Generic description"; ten names hold "Product 1234".
    const connection = t.orm.em.getConnection();
    const seeds = new Map<string, string[]>();
    const seed = async (word: string, column: string, direction: string) => {
      const key = `${word} ${column} ${direction}`;
      if (!seeds.has(key)) {
        const rows = await connection.execute<{ id: string }[]>(
          `select id from product where tenant_id = ? and is_active
              and (name ilike ? or description ilike ? or sku ilike ?) order by ${column} ${direction}, id ${direction}`,
          [store.tenant.id, `%${word}%`, `%${word}%`, `%${word}%`],
        );
        seeds.set(
          key,
          rows.map((row) => row.id),
        );
      }
      return seeds.get(key)!;
    };
    const sorts: { sort: ProductQuery; column: string; direction: string }[] = [
      { sort: {}, column: 'created_at', direction: 'desc' },
      { sort: { sortBy: 'name', sortOrder: 'asc' }, column: 'name', direction: 'asc' },
      { sort: { sortBy: 'price', sortOrder: 'asc' }, column: 'price', direction: 'asc' },
      { sort: { sortBy: 'price', sortOrder: 'desc' }, column: 'price', direction: 'desc' },
      { sort: { sortBy: 'stockQuantity', sortOrder: 'desc' }, column: 'stock_quantity', direction: 'desc' },
      { sort: { sortBy: 'createdAt', sortOrder: 'asc' }, column: 'created_at', direction: 'asc' },
    ];
    // Pages ending within the walk's depth (100), one past it, and one whose count reaches every Kelpwort.
    const pages = [
      { page: 1, limit: 20 },
      { page: 5, limit: 20 },
      { page: 3, limit: 50 },
      { page: 26, limit: 10 },
    ];
    const counts: Record<string, number> = {};
    for (const word of ['KELPWORT', 'generic description', 'product 1234', 'sku-9999', 'no such word']) {
      for (const sort of sorts) {
        const expected = await seed(word, sort.column, sort.direction);
        counts[word] = expected.length;
        for (const { page, limit } of pages) {
          const query: ProductQuery = { search: word, page, limit, ...sort.sort };
          const res = await storefrontRest(t).get('/products', { query, headers: store.anonymous });
          const listed = bodyOf(res, 200).data;
          const offset = (page - 1) * limit;
          const cap = offset + 1000;
          const exact = expected.length <= cap;
          const total = exact ? expected.length : cap + 1;
          expect({ query, ids: listed.data.map((p) => p.id) }).toEqual({
            query,
            ids: expected.slice(offset, offset + limit),
          });
          expect({ query, meta: listed.meta }).toEqual({
            query,
            meta: { total, page, limit, totalPages: Math.ceil(total / limit), totalExact: exact },
          });
        }
      }
    }
    // The words cover each side of the count: many, more than a shallow page's count, few, one, none.
    expect(counts).toEqual({
      KELPWORT: 1250,
      'generic description': 90_000,
      'product 1234': 10,
      'sku-9999': 10,
      'no such word': 0,
    });
  }, 300_000);

  it('chooses a search page’s plan by the count it runs anyway: a walk of the sort index for many matches, a sort of the counted ones for few', async () => {
    type Case = { query: ProductQuery; walk?: string; counted: number };
    const connection = t.orm.em.getConnection();
    const cases: Case[] = [
      // More matches than the count reaches, page within the walk's depth: the walk.
      {
        query: { search: 'KELPWORT', page: 1, limit: 20 },
        walk: 'product_tenant_id_created_at_id_index',
        counted: 1001,
      },
      {
        query: { search: 'kelpwort', page: 5, limit: 20 },
        walk: 'product_tenant_id_created_at_id_index',
        counted: 1081,
      },
      {
        query: { search: 'kelpwort', limit: 20, sortBy: 'name', sortOrder: 'asc' },
        walk: 'product_tenant_id_name_id_index',
        counted: 1001,
      },
      {
        query: { search: 'generic', limit: 20, sortBy: 'price', sortOrder: 'desc' },
        walk: 'product_tenant_id_price_id_index',
        counted: 1001,
      },
      // The count reaches every match: they are sorted; no sort index is walked.
      { query: { search: 'kelpwort', page: 26, limit: 10 }, walk: undefined, counted: 1250 },
      { query: { search: 'product 1234', limit: 20 }, walk: undefined, counted: 10 },
    ];
    await checkPlans('sampled', cases);
    // A word the statistics never saw (added since the last analyze, as a sample may miss one):
    // the planner then expects a few matches at most. "Frobnic" goes into 2,000 of the store's
    // descriptions: more than the count of a shallow page reaches, all counted from offset 1,000 on.
    const fresh = await connection.execute(
      `update product set description = description || ' Frobnic'
        where tenant_id = ? and sku ~ '^SKU-[0-9]*(17|67)$'`,
      [store.tenant.id],
      'run',
    );
    expect(fresh).toMatchObject({ affectedRows: 2000 });
    try {
      await checkPlans('stale', [
        { query: { search: 'frobnic', limit: 20 }, walk: 'product_tenant_id_created_at_id_index', counted: 1001 },
        {
          query: { search: 'frobnic', limit: 20, sortBy: 'name', sortOrder: 'asc' },
          walk: 'product_tenant_id_name_id_index',
          counted: 1001,
        },
        { query: { search: 'frobnic', page: 51, limit: 20 }, walk: undefined, counted: 2000 },
      ]);
      // Every Frobnic product has 17 in stock (i % 50), so in stock order 58,000 products come
      // before the first: the walk gives up after 500 per row of the page, and the page is planned
      // on the whole condition. Same products, same order as the seed's.
      const { result, queries } = await capture(() =>
        storefrontRest(t).get('/products', {
          query: { search: 'frobnic', limit: 20, sortBy: 'stockQuantity', sortOrder: 'desc' },
          headers: store.anonymous,
        }),
      );
      const expected = await connection.execute<{ id: string }[]>(
        `select id from product where tenant_id = ? and is_active and description ilike '%frobnic%'
          order by stock_quantity desc, id desc limit 20`,
        [store.tenant.id],
      );
      expect(bodyOf(result, 200).data.data.map((p: { id: string }) => p.id)).toEqual(expected.map((row) => row.id));
      expect(bodyOf(result, 200).data.meta).toMatchObject({ total: 1001, totalExact: false });
      const [count, walked, planned, ...more] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
      expect(more).toEqual([]);
      // The first statement answers no product, only the total; the walk gives up and answers none;
      // the third reads the page.
      const explained = async (q: typeof count) =>
        planNodes(await connection.execute<PlanRows>(`explain (analyze, format json) ${q.sql}`, [...q.bindings]));
      expect((await explained(count))[0]['Actual Rows']).toBe(1);
      const nodes = await explained(walked);
      const walk = nodes.filter((n) => n['Index Name'] === 'product_tenant_id_stock_quantity_id_index');
      expect(walk.map((n) => n['Actual Rows'])).toContain(20 * WALK_READS);
      expect(nodes[0]['Actual Rows']).toBe(0);
      const plannedNodes = planNodes(
        await connection.execute<PlanRows>(`explain (analyze, format json) ${planned.sql}`, [...planned.bindings]),
      );
      expect(plannedNodes[0]['Actual Rows']).toBe(20);
      expect(plannedNodes.filter((n) => n['Subplan Name']?.startsWith('CTE'))).toEqual([]);
    } finally {
      // The 2,000 rows given the word only: every product write merges its trigrams into the index.
      await connection.execute(
        `update product set description = replace(description, ' Frobnic', '')
          where tenant_id = ? and sku ~ '^SKU-[0-9]*(17|67)$'`,
        [store.tenant.id],
      );
      await connection.execute('analyze product');
    }
    async function checkPlans(statistics: string, cases: Case[]) {
      for (const { query, walk, counted } of cases) {
        const { result, queries } = await capture(() =>
          storefrontRest(t).get('/products', { query, headers: store.anonymous }),
        );
        const listed = bodyOf(result, 200).data.data;
        expect(listed.length).toBeGreaterThan(0);
        const productQueries = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
        // The count with the page; or, when the count stops short, the count alone and then the walk.
        expect({ query, statements: productQueries.length }).toEqual({ query, statements: walk ? 2 : 1 });
        const explain = (q: (typeof productQueries)[number]) =>
          connection.execute<PlanRows>(`explain (analyze, format json) ${q.sql}`, [...q.bindings]);
        const countRows = await explain(productQueries[0]);
        const counting = planNodes(countRows);
        const count = counting.filter((n) => n['Subplan Name'] === 'CTE m');
        expect(count).toHaveLength(1);
        const countNodes = nodesOf(count[0]);
        // The count's statement plans no walk, run or not: planned under a filter that rarely
        // passes, a walk doubled the planning of every search.
        const sortIndexes = counting.filter((n) => /^product_tenant_id_\w+_id_index$/.test(n['Index Name'] ?? ''));
        expect({ query, sortIndexes }).toEqual({ query, sortIndexes: [] });
        // The count stops one past its cap: it never reads more matches than the total needs.
        expect({ statistics, query, counted: count[0]['Actual Rows'] }).toEqual({ statistics, query, counted });
        // Everything else the statements ran: the page, read without the search index.
        const pageRows = walk ? await explain(productQueries[1]) : countRows;
        const top = (pageRows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
        const all = walk ? [...counting, ...planNodes(pageRows)] : counting;
        const ran = all.filter((n) => !countNodes.includes(n) && n['Actual Loops'] > 0);
        expect(ran.filter((n) => n['Index Name'] === 'product_search_trgm_index')).toEqual([]);
        const products = ran.filter((n) => n['Relation Name'] === 'product');
        if (walk) {
          // One walk of the sort index, stopped at the page's last match: Kelpwort is in one product
          // of 80 (generic in all), so the page's end (offset included) times 80 at most, not the store.
          const end = (query.page ?? 1) * 20;
          expect({ statistics, query, walks: products.map((n) => [n['Node Type'], n['Index Name']]) }).toEqual({
            statistics,
            query,
            walks: [['Index Scan', walk]],
          });
          expect(products[0]['Actual Rows']).toBeGreaterThanOrEqual(end);
          expect(products[0]['Actual Rows']).toBeLessThanOrEqual(end * 80);
        } else {
          // The walk never starts; the page's rows are read by id, after the counted matches are sorted.
          expect(products.every((n) => n['Index Name'] === 'product_pkey')).toBe(true);
          expect(products.map((n) => n['Actual Rows'] * n['Actual Loops'])).toEqual([listed.length]);
        }
        expect(top['Actual Rows']).toBe(listed.length);
      }
    }
  });

  it('sends a search’s walk prepared, planned once: that one plan walks each sort’s index, whatever the pattern', async () => {
    // Kelpwort is in one product of 80, "generic" in every one: both more than the count reaches.
    const cases: { query: ProductQuery; index: string; density: number }[] = [
      { query: { search: 'kelpwort' }, index: 'product_tenant_id_created_at_id_index', density: 80 },
      { query: { search: 'generic' }, index: 'product_tenant_id_created_at_id_index', density: 1 },
      {
        query: { search: 'kelpwort', sortBy: 'createdAt', sortOrder: 'asc' },
        index: 'product_tenant_id_created_at_id_index',
        density: 80,
      },
      {
        query: { search: 'kelpwort', sortBy: 'name', sortOrder: 'asc' },
        index: 'product_tenant_id_name_id_index',
        density: 80,
      },
      {
        query: { search: 'kelpwort', sortBy: 'price', sortOrder: 'asc' },
        index: 'product_tenant_id_price_id_index',
        density: 80,
      },
      {
        query: { search: 'generic', sortBy: 'stockQuantity', sortOrder: 'asc' },
        index: 'product_tenant_id_stock_quantity_id_index',
        density: 1,
      },
    ];
    for (const { query, index, density } of cases) {
      const { result, sent } = await statementsSent(() =>
        capture(() => storefrontRest(t).get('/products', { query: { ...query, limit: 20 }, headers: store.anonymous })),
      );
      expect(bodyOf(result.result, 200).data.data).toHaveLength(20);
      // The count is planned for its pattern (it picks the search index by it), the walk once.
      const reads = sent.filter(({ text }) => /from "product" as "p0"/.test(text)).map(({ as }) => as);
      expect({ query, reads }).toEqual({ query, reads: ['force_custom_plan', 'force_generic_plan'] });
      const [, walk] = result.queries.filter((q) => /from "product" as "p0"/.test(q.sql));
      const nodes = planNodes(await explainGeneric(walk));
      expect(nodes[0]['Actual Rows']).toBe(20);
      // One walk of the sort index, no search index, no sort of the store: it stops at the page's last match.
      const products = nodes.filter((n) => n['Relation Name'] === 'product');
      expect({ query, walks: products.map((n) => [n['Node Type'], n['Index Name']]) }).toEqual({
        query,
        walks: [['Index Scan', index]],
      });
      // (The balm made after the load is the newest product and not generic: one more in created order.)
      expect({ query, read: products[0]['Actual Rows'] <= 20 * density + 1 }).toEqual({ query, read: true });
    }
    // With another filter the texts would be thousands, and the walk's plan would depend on the
    // filter's values: it is sent as text, planned for them, as the count is. "Generic" in every
    // product of price 1 or more: still more matches than the count reaches, so the page walks.
    const filtered = await statementsSent(() =>
      storefrontRest(t).get('/products', {
        query: { search: 'generic', minPrice: 1, limit: 20 },
        headers: store.anonymous,
      }),
    );
    expect(bodyOf(filtered.result, 200).data.data).toHaveLength(20);
    expect(bodyOf(filtered.result, 200).data.meta).toMatchObject({ total: 1001, totalExact: false });
    const reads = filtered.sent.filter(({ text }) => /from "product" as "p0"/.test(text));
    expect(reads.map(({ as }) => as)).toEqual(['text', 'text']);
    expect(reads[1].text).toContain('with "w" as materialized');
  });

  it('reads an unsearched page from its sort index and its total from the store’s count row', async () => {
    // Index-only scans need the visibility map that vacuum writes (autovacuum in a live database).
    await t.orm.em.getConnection().execute('vacuum analyze product');
    const { result, queries } = await capture(() =>
      storefrontRest(t).get('/products', { query: { limit: 20 }, headers: store.anonymous }),
    );
    expect(bodyOf(result, 200).data.meta).toEqual({
      total: SIZE * 0.9 + 1,
      page: 1,
      limit: 20,
      totalPages: 4501,
      totalExact: true,
    });
    const [query] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
    const connection = t.orm.em.getConnection();
    const custom = await connection.execute<PlanRows>(`explain (analyze, format json) ${query.sql}`, [
      ...query.bindings,
    ]);
    // The list sends it prepared, planned once for any values: that generic plan must read the same.
    const generic = await explainGeneric(query);
    for (const rows of [custom, generic]) {
      const nodes = planNodes(rows);
      // The page: 20 rows off the created-at index, not all 90,001 of the store's products (a window count reads them all).
      const page = nodes.find((n) => n['Index Name'] === 'product_tenant_id_created_at_id_index');
      expect(page).toMatchObject({ 'Node Type': 'Index Scan', 'Actual Rows': 20 });
      expect(nodes.map((n) => n['Node Type'])).not.toContain('WindowAgg');
      // No sort at all: the outer query keeps the order of the page it wraps.
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
      // The total: the store's count row (kept by the product writes), no product counted.
      expect(nodes).toContainEqual(expect.objectContaining({ 'Relation Name': 'product_count', 'Actual Rows': 1 }));
      // The only product rows read are the page's 20 (the other aggregates are its images and categories).
      expect(nodes.filter((n) => n['Relation Name'] === 'product').map((n) => n['Actual Rows'])).toEqual([20]);
    }
  });

  it('builds images and categories for a deep page’s own rows only, not for the rows it skips', async () => {
    const sorts: ProductQuery[] = [
      { sortBy: 'createdAt' },
      { sortBy: 'price', sortOrder: 'asc' },
      { sortBy: 'name', minPrice: 1 },
    ];
    for (const query of sorts) {
      const { result, queries } = await capture(() =>
        storefrontRest(t).get('/products', { query: { page: 500, limit: 20, ...query }, headers: store.anonymous }),
      );
      expect(bodyOf(result, 200).data.data).toHaveLength(20);
      expect(bodyOf(result, 200).data.meta.page).toBe(500);
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
    const own = await storefrontRest(t).get('/products', {
      query: { search: 'product 1234', limit: 1 },
      headers: store.anonymous,
    });
    expect(bodyOf(own, 200).data.meta).toEqual({ total: 10, page: 1, limit: 1, totalPages: 10, totalExact: true });
    // The other store holds 1230 and 12300 only.
    const other = await storefrontRest(t).get('/products', {
      query: { search: 'product 1230' },
      headers: { 'x-tenant-slug': 'other-store' },
    });
    expect(bodyOf(other, 200).data.meta.total).toBe(2);
  });
  it('counts a broad filter up to 1,000 matches past the page: then total is a lower bound, flagged', async () => {
    // 99% of the store's 90,001 products cost at least 1: far more than the count goes.
    for (const [page, counted] of [
      [1, 1001],
      [3, 1041],
    ]) {
      const { result, queries } = await capture(() =>
        storefrontRest(t).get('/products', { query: { minPrice: 1, limit: 20, page }, headers: store.anonymous }),
      );
      expect(bodyOf(result, 200).data.data).toHaveLength(20);
      expect(bodyOf(result, 200).data.meta).toEqual({
        total: counted,
        page,
        limit: 20,
        totalPages: Math.ceil(counted / 20),
        totalExact: false,
      });
      const [query] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
      const nodes = planNodes(
        await t.orm.em
          .getConnection()
          .execute<PlanRows>(`explain (analyze, format json) ${query.sql}`, [...query.bindings]),
      );
      // The count stops at its limit: it reads no more matches than it reports.
      const stops = nodes.filter((n) => n['Node Type'] === 'Limit').map((n) => n['Actual Rows']);
      expect(stops).toContain(counted);
    }
    // A narrow filter's total is exact: the count ends before the cap.
    const narrow = await storefrontRest(t).get('/products', { query: { minPrice: 99.9 }, headers: store.anonymous });
    expect(bodyOf(narrow, 200).data.meta).toMatchObject({ total: 100, totalExact: true });
  });

  it('pages and counts featured products on their own index', async () => {
    const { result, queries } = await capture(() =>
      storefrontRest(t).get('/products', { query: { isFeatured: true }, headers: store.anonymous }),
    );
    // Every 97th of the store's 90,000 bulk products (the other store holds those with i % 10 = 0).
    expect(bodyOf(result, 200).data.meta).toMatchObject({ total: 927, totalExact: true });
    const [query] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
    const nodes = planNodes(
      await t.orm.em
        .getConnection()
        .execute<PlanRows>(`explain (analyze, format json) ${query.sql}`, [...query.bindings]),
    );
    const featured = nodes.filter((n) => n['Index Name'] === 'product_featured_index');
    expect(featured.length).toBeGreaterThan(0);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
  });
  it('reads one category’s total from its count row, and reads no product for a key naming no category', async () => {
    const shelf = await makeCategory(t, store, { name: 'Shelf' });
    // 30 of the store's products linked in bulk: the link trigger counts them.
    await t.orm.em.getConnection().execute(
      `insert into product_category (product_id, category_id, tenant_id)
       select id, ?, tenant_id from product where tenant_id = ? order by slug limit 30`,
      [shelf.id, store.tenant.id],
    );
    for (const key of [shelf.slug, shelf.id]) {
      const { result, queries } = await capture(() =>
        storefrontRest(t).get('/products', { query: { categoryId: key, limit: 5 }, headers: store.anonymous }),
      );
      expect(bodyOf(result, 200).data.meta).toEqual({ total: 30, page: 1, limit: 5, totalPages: 6, totalExact: true });
      const [query] = queries.filter((q) => /from "product" as "p0"/.test(q.sql));
      const nodes = planNodes(
        await t.orm.em
          .getConnection()
          .execute<PlanRows>(`explain (analyze, format json) ${query.sql}`, [...query.bindings]),
      );
      // The total is the count row's: the statement holds no count of matches (planned on every
      // request, it took as long under load as the page), so the page's walk is its one node on the
      // product table.
      expect(nodes.filter((n) => n['Relation Name'] === 'product')).toHaveLength(1);
    }
    const { result, queries } = await capture(() =>
      storefrontRest(t).get('/products', { query: { categoryId: 'no-such-shelf' }, headers: store.anonymous }),
    );
    expect(bodyOf(result, 200).data).toEqual({
      data: [],
      meta: { total: 0, page: 1, limit: 20, totalPages: 0, totalExact: true },
    });
    for (const query of queries.filter((q) => /from "product" as "p0"/.test(q.sql))) {
      const nodes = planNodes(
        await t.orm.em
          .getConnection()
          .execute<PlanRows>(`explain (analyze, format json) ${query.sql}`, [...query.bindings]),
      );
      // Not one product row read: the page stops at its one-time check that the category exists.
      const read = nodes
        .filter((n) => n['Relation Name'] === 'product')
        .map((n) => n['Actual Rows'] * n['Actual Loops']);
      expect(read.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });
});
