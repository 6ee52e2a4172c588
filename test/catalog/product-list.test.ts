import { createCategory } from '../../src/modules/storefront/catalog/category.service';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import type { CreateProductInput } from '../../src/modules/storefront/catalog/product.types';
import type { TestApp } from '../helpers/app';
import { bodyOf, pathOf, storefrontRest } from '../helpers/rest';
import type { operations } from '../generated/rest-storefront';
import { countStatements } from '../helpers/db';
import {
  ProductCategoryDetailsByIdDocument,
  ProductCategoryDetailsBySearchDocument,
  ProductTotalPagedDocument,
  ProductsWithCategoriesDocument,
} from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { actingAs, eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { statementsSent } from '../helpers/plans';
import { makeCategory, makeProduct } from './catalog-fixtures';

/**
 * GET /products against a known catalog. The data is built once (the tests only read it); every
 * expected list is written out by name, or computed from the stored values with the documented
 * rule (field, then id, both in the requested direction).
 */

let t: TestApp;
let store: StoreScenario;
let bulk: StoreScenario;
let api: ReturnType<typeof storefrontRest>;
let categories: Record<string, string>;

type ProductQuery = NonNullable<operations['Products']['parameters']['query']>;

type Row = { key: string; categories: string[] } & CreateProductInput;

/** Ties on purpose: prices 3.99 and 4.99, stock 0 and 150, the name "Vitamin C". */
const CATALOG: Row[] = [
  {
    key: 'aspirin',
    name: 'Aspirin 300mg',
    price: 2.99,
    stockQuantity: 90,
    sku: 'PR-ASP-300',
    description: 'Pain relief tablets',
    categories: ['pain'],
  },
  {
    key: 'bandage',
    name: 'Bandage 100% Cotton',
    price: 3.99,
    stockQuantity: 12,
    sku: 'FA-BAND',
    description: 'Soft wrap',
    categories: ['first-aid'],
  },
  {
    key: 'cough',
    name: 'Cough Syrup',
    price: 6.49,
    stockQuantity: 5,
    sku: 'CF-COUGH',
    description: 'For chesty coughs',
    isActive: false,
    categories: ['cold'],
  },
  {
    key: 'floss',
    name: 'Dental Floss',
    price: 3.99,
    stockQuantity: 0,
    sku: 'OC-FLOSS',
    description: 'Mint flavour',
    isFeatured: true,
    categories: [],
  },
  {
    key: 'elastic',
    name: 'Elastic Bandage',
    price: 4.99,
    stockQuantity: 0,
    sku: 'FA_ELAST',
    description: 'Support wrap',
    categories: ['first-aid'],
  },
  {
    key: 'vitc-a',
    slug: 'vitamin-c-a',
    name: 'Vitamin C',
    price: 4.99,
    stockQuantity: 150,
    sku: 'VS-VITC',
    description: 'Immune support',
    isFeatured: true,
    categories: ['vitamins'],
  },
  {
    key: 'vitc-b',
    slug: 'vitamin-c-b',
    name: 'Vitamin C',
    price: 4.99,
    stockQuantity: 150,
    sku: 'VS-VITC-2',
    description: 'Chewable',
    categories: ['vitamins', 'cold'],
  },
  {
    key: 'd3',
    name: 'Vitamin D3',
    price: 8.99,
    stockQuantity: 0,
    trackInventory: false,
    sku: 'VS-D3',
    description: 'Sunshine vitamin',
    categories: ['vitamins'],
  },
  {
    key: 'zinc',
    name: 'Zinc Lozenges',
    price: 5.5,
    stockQuantity: 20,
    sku: 'CF-ZINC',
    description: 'Soothes the throat',
    categories: ['cold'],
  },
];

/** Product id to its fixture key. */
let keyOf: Map<string, string>;

interface Listed {
  id: string;
  name: string;
  price: number;
  stockQuantity: number;
  createdAt: string;
}

/** The known catalog: `CATALOG` in four categories, another store's look-alike, and a bulk store's 105 products. */
interface KnownCatalog {
  store: StoreScenario;
  bulk: StoreScenario;
  categories: Record<string, string>;
  keyOf: Map<string, string>;
}

async function knownCatalog(app: TestApp): Promise<KnownCatalog> {
  const store = await storeScenario(app);
  const other = await storeScenario(app, 'other-store');
  const categories: Record<string, string> = {};
  const keyOf = new Map<string, string>();
  for (const [sortOrder, slug] of ['pain', 'first-aid', 'cold', 'vitamins'].entries()) {
    categories[slug] = (await makeCategory(app, store, { name: slug, slug, sortOrder })).id;
  }
  for (const { key, categories: slugs, ...input } of CATALOG) {
    const product = await makeProduct(app, store, { ...input, categoryIds: slugs.map((s) => categories[s]) });
    keyOf.set(product.id, key);
  }
  // Another store's products match the same searches and must never show.
  await makeProduct(app, other, {
    name: 'Aspirin Other Store',
    price: 3.99,
    sku: 'PR-ASP-300',
    description: 'vitamin',
  });
  // A store of 105 products, each in two categories with two images, for the statement counts.
  const bulk = await storeScenario(app, 'bulk-store');
  const ctx = actingAs(app, bulk.admin.principal, bulk.tenant.slug);
  const a = await createCategory(ctx, { name: 'Bulk A' });
  const b = await createCategory(ctx, { name: 'Bulk B' });
  for (let i = 0; i < 105; i++) {
    await createProduct(ctx, {
      name: `Bulk product ${String(i).padStart(3, '0')}`,
      price: 1 + i,
      categoryIds: [a.id, b.id],
      images: [`https://img.example/${i}-1.png`, `https://img.example/${i}-2.png`],
    });
  }
  return { store, bulk, categories, keyOf };
}

eachTestIn(
  knownCatalog,
  (app, catalog) => {
    [t, api] = [app, storefrontRest(app)];
    ({ store, bulk, categories, keyOf } = catalog);
  },
  {},
  { once: true },
);

async function list(query: ProductQuery = {}, headers: Record<string, string> = store.anonymous) {
  const res = await api.get('/products', { query, headers });
  if (res.status !== 200) {
    throw new Error(`GET ${pathOf('/products', { query })}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}

async function keys(query: ProductQuery = {}, headers?: Record<string, string>): Promise<string[]> {
  return (await list(query, headers)).data.map((p) => keyOf.get(p.id) ?? `foreign:${p.name}`);
}

/** The documented order: the field, then id, both in the requested direction. */
function ordered(items: Listed[], field: 'name' | 'price' | 'stockQuantity' | 'createdAt', dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...items]
    .sort((a, b) => sign * (compare(a[field], b[field]) || compare(a.id, b.id)))
    .map((p) => keyOf.get(p.id));
}

describe('visibility', () => {
  it('shows visitors and customers the active products only, newest first', async () => {
    const all = (await list({ limit: 100 }, store.admin.headers)).data;
    const expected = ordered(all, 'createdAt', 'desc').filter((k) => k !== 'cough');
    expect(await keys()).toEqual(expected);
    expect(await keys({}, store.customer.headers)).toEqual(expected);
    expect((await list()).meta).toEqual({ total: 8, page: 1, limit: 20, totalPages: 1, totalExact: true });
  });

  it('shows the store’s staff every product, and lets them filter by isActive', async () => {
    expect((await list({}, store.staff.headers)).meta.total).toBe(9);
    expect(await keys({ isActive: false }, store.staff.headers)).toEqual(['cough']);
    expect((await list({ isActive: true }, store.admin.headers)).meta.total).toBe(8);
  });

  it('gives visitors nothing for isActive=false (the filter never widens what they see)', async () => {
    expect(await list({ isActive: false })).toEqual({
      data: [],
      meta: { total: 0, page: 1, limit: 20, totalPages: 0, totalExact: true },
    });
  });
});

describe('filters', () => {
  const cases: [string, ProductQuery, string[]][] = [
    ['search in the name, any case', { search: 'VITAMIN' }, ['vitc-a', 'vitc-b', 'd3']],
    ['search in the description', { search: 'throat' }, ['zinc']],
    ['search in the SKU', { search: 'cf-' }, ['zinc']],
    ['search with % taken literally', { search: '% C' }, ['bandage']],
    ['search with _ taken literally', { search: 'FA_' }, ['elastic']],
    [
      'search of blanks is no filter',
      { search: '  ', limit: 100 },
      ['aspirin', 'bandage', 'floss', 'elastic', 'vitc-a', 'vitc-b', 'd3', 'zinc'],
    ],
    ['categoryId by id', { categoryId: '@cold' }, ['vitc-b', 'zinc']],
    ['categoryId by slug', { categoryId: 'first-aid' }, ['bandage', 'elastic']],
    ['categoryId unknown', { categoryId: '00000000-0000-4000-8000-000000000000' }, []],
    [
      'minPrice and maxPrice inclusive',
      { minPrice: 3.99, maxPrice: 4.99 },
      ['bandage', 'floss', 'elastic', 'vitc-a', 'vitc-b'],
    ],
    ['minPrice alone', { minPrice: 5 }, ['zinc', 'd3']],
    ['maxPrice alone', { maxPrice: 2.99 }, ['aspirin']],
    ['isFeatured=true', { isFeatured: true }, ['floss', 'vitc-a']],
    ['isFeatured=false', { isFeatured: false }, ['aspirin', 'bandage', 'elastic', 'vitc-b', 'd3', 'zinc']],
    [
      'inStock=true: stock above 0 or inventory not tracked',
      { inStock: true },
      ['aspirin', 'bandage', 'vitc-a', 'vitc-b', 'd3', 'zinc'],
    ],
    [
      'inStock=false restricts nothing',
      { inStock: false },
      ['aspirin', 'bandage', 'floss', 'elastic', 'vitc-a', 'vitc-b', 'd3', 'zinc'],
    ],
    ['filters combine', { search: 'vitamin', inStock: true, maxPrice: 5, categoryId: 'cold' }, ['vitc-b']],
  ];

  // Order is the sorting tests' concern: here the sets are compared, and the total counts the same filter.
  it.each(cases)('%s', async (_case, query, expected) => {
    const category = query.categoryId?.startsWith('@') ? categories[query.categoryId.slice(1)] : query.categoryId;
    const { data, meta } = await list({ ...query, categoryId: category });
    const found = data.map((p) => keyOf.get(p.id) ?? `foreign:${p.name}`);
    expect([...found].sort()).toEqual([...expected].sort());
    expect(meta.total).toBe(expected.length);
  });

  it('lets staff find inactive products by search and category', async () => {
    expect(await keys({ search: 'cf-', sortBy: 'name', sortOrder: 'asc' }, store.admin.headers)).toEqual([
      'cough',
      'zinc',
    ]);
    expect(await keys({ categoryId: categories.cold, sortBy: 'name', sortOrder: 'asc' }, store.admin.headers)).toEqual([
      'cough',
      'vitc-b',
      'zinc',
    ]);
  });

  it('reads one category’s total from its count row in the page’s statement, and counts the matches apart when a uuid key names two categories', async () => {
    // A category's slug may be another's id: the key then names both, and a product in both is one match.
    const twins = await storeScenario(t, 'twin-store');
    const first = await makeCategory(t, twins, { name: 'First', slug: 'first' });
    const second = await makeCategory(t, twins, { name: 'Second', slug: first.id });
    const names: Record<string, string> = {};
    for (const [name, categoryIds] of [
      ['in first', [first.id]],
      ['in second', [second.id]],
      ['in both', [first.id, second.id]],
      ['in none', []],
    ] as const) {
      names[(await makeProduct(t, twins, { name, price: 1, categoryIds: [...categoryIds] })).id] = name;
    }
    const productStatements = (statements: string[]) => statements.filter((sql) => /from "product" as "p0"/.test(sql));

    const both = await countStatements(t.orm, () =>
      api.get('/products', { query: { categoryId: first.id }, headers: twins.anonymous }),
    );
    expect(both.result.status).toBe(200);
    const listed = bodyOf(both.result, 200).data as {
      data: { id: string }[];
      meta: { total: number; totalExact: boolean };
    };
    expect(listed.data.map((p) => names[p.id]).sort()).toEqual(['in both', 'in first', 'in second']);
    expect(listed.meta).toMatchObject({ total: 3, totalExact: true });
    // The page, then the count of its matches.
    expect(productStatements(both.statements)).toHaveLength(2);
    // Past the end too: no count row answers, the matches are counted.
    const bothPast = await countStatements(t.orm, () =>
      api.get('/products', { query: { categoryId: first.id, page: 5 }, headers: twins.anonymous }),
    );
    expect(bodyOf(bothPast.result, 200).data).toMatchObject({ data: [], meta: { total: 3, totalExact: true } });
    expect(productStatements(bothPast.statements)).toHaveLength(2);

    const one = await countStatements(t.orm, () =>
      api.get('/products', { query: { categoryId: 'first' }, headers: twins.anonymous }),
    );
    expect((bodyOf(one.result, 200).data as { meta: { total: number } }).meta.total).toBe(2);
    expect(productStatements(one.statements)).toHaveLength(1);
    expect(productStatements(one.statements)[0]).toContain('"category_product_count"');
    // Past the end: the total alone, read from the count row too.
    const past = await countStatements(t.orm, () =>
      api.get('/products', { query: { categoryId: 'first', page: 5 }, headers: twins.anonymous }),
    );
    expect(bodyOf(past.result, 200).data).toMatchObject({ data: [], meta: { total: 2, totalExact: true } });
    expect(productStatements(past.statements)).toHaveLength(1);
  });

  it('gives each product its visible categories in their order, in a list and by id; staff see inactive ones too', async () => {
    const shelf = await storeScenario(t, 'shelf-store');
    const zeta = await makeCategory(t, shelf, { name: 'Zeta', sortOrder: 0 });
    const alpha = await makeCategory(t, shelf, { name: 'Alpha', sortOrder: 1 });
    const hidden = await makeCategory(t, shelf, { name: 'Hidden', sortOrder: 0, isActive: false });
    const beta = await makeCategory(t, shelf, { name: 'Beta', sortOrder: 1 });
    const linked = await makeProduct(t, shelf, {
      name: 'Linked',
      price: 1,
      categoryIds: [alpha.id, hidden.id, beta.id, zeta.id],
    });
    const bare = await makeProduct(t, shelf, { name: 'Bare', price: 1 });
    type Listed = { id: string; categories: { category: { name: string } }[] };
    const names = (product: Listed) => product.categories.map((link) => link.category.name);
    for (const [reader, headers, expected] of [
      // Sort order, then name.
      ['visitor', shelf.anonymous, ['Zeta', 'Alpha', 'Beta']],
      ['staff', shelf.admin.headers, ['Hidden', 'Zeta', 'Alpha', 'Beta']],
    ] as const) {
      const list = bodyOf(await api.get('/products', { headers }), 200).data.data as Listed[];
      const byId = Object.fromEntries(list.map((product) => [product.id, names(product)]));
      expect({ reader, list: byId }).toEqual({ reader, list: { [linked.id]: expected, [bare.id]: [] } });
      const one = bodyOf(await api.get('/products/{id}', { params: { id: linked.id }, headers }), 200).data as Listed;
      expect({ reader, one: names(one) }).toEqual({ reader, one: expected });
    }
  });
});

describe('sorting', () => {
  const fields = ['name', 'price', 'createdAt', 'stockQuantity'] as const;
  for (const field of fields) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`sortBy=${field}&sortOrder=${dir} orders by ${field}, ties by id`, async () => {
        const all = (await list({ limit: 100 }, store.admin.headers)).data;
        expect(all).toHaveLength(9);
        expect(await keys({ sortBy: field, sortOrder: dir, limit: 100 }, store.admin.headers)).toEqual(
          ordered(all, field, dir),
        );
      });
    }
  }

  it('defaults to createdAt desc, and sortOrder alone to desc', async () => {
    const explicit = await keys({ sortBy: 'createdAt', sortOrder: 'desc' }, store.admin.headers);
    expect(await keys({}, store.admin.headers)).toEqual(explicit);
    const byPrice = await keys({ sortBy: 'price' }, store.admin.headers);
    expect(byPrice).toEqual(await keys({ sortBy: 'price', sortOrder: 'desc' }, store.admin.headers));
    expect(byPrice[0]).toBe('d3');
  });

  it('asks PostgreSQL for the id as the last sort key, in the same direction (ties never depend on the plan)', async () => {
    for (const [sortBy, column] of [
      ['name', 'name'],
      ['price', 'price'],
      ['createdAt', 'created_at'],
      ['stockQuantity', 'stock_quantity'],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const { statements } = await countStatements(t.orm, () =>
          api.get('/products', { query: { sortBy, sortOrder: dir }, headers: store.anonymous }),
        );
        const page = statements.find((sql) => /from "product" as "p0".* limit/.test(sql));
        expect(page).toMatch(new RegExp(`order by "p0"."${column}" ${dir}, "p0"."id" ${dir} limit`));
      }
    }
  });

  it('puts the price ties in id order (the known data has three products at 4.99)', async () => {
    const all = (await list({ limit: 100, sortBy: 'price', sortOrder: 'asc' }, store.admin.headers)).data;
    const ties = all.filter((p) => p.price === 4.99);
    expect(ties).toHaveLength(3);
    expect(ties.map((p) => p.id)).toEqual(ties.map((p) => p.id).sort());
  });
});

describe('paging', () => {
  it('walks every sort in pages of 2 with each product exactly once, in the single-page order', async () => {
    for (const sortBy of ['price', 'stockQuantity', 'name', 'createdAt'] as const) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const query = { sortBy, sortOrder };
        const whole = await keys({ ...query, limit: 100 });
        const paged: string[] = [];
        for (let page = 1; page <= 4; page++) {
          const { data, meta } = await list({ ...query, limit: 2, page });
          expect(meta).toEqual({ total: 8, page, limit: 2, totalPages: 4, totalExact: true });
          paged.push(...data.map((p) => keyOf.get(p.id) as string));
        }
        expect(paged).toEqual(whole);
      }
    }
  });

  it('answers an empty page past the end with the true totals, and a last partial page', async () => {
    expect(await list({ limit: 3, page: 3 })).toMatchObject({
      meta: { total: 8, page: 3, limit: 3, totalPages: 3, totalExact: true },
    });
    expect((await list({ limit: 3, page: 3 })).data).toHaveLength(2);
    expect(await list({ limit: 3, page: 4 })).toEqual({
      data: [],
      meta: { total: 8, page: 4, limit: 3, totalPages: 3, totalExact: true },
    });
    expect((await list({ limit: 100 })).meta).toEqual({
      total: 8,
      page: 1,
      limit: 100,
      totalPages: 1,
      totalExact: true,
    });
    expect((await list({ limit: 1, page: 8 })).data).toHaveLength(1);
  });

  it('answers a searched page past the end with its true total, carried by the page’s own statement', async () => {
    const { result, statements } = await countStatements(t.orm, () =>
      api.get('/products', { query: { search: 'bandage', limit: 1, page: 3 }, headers: store.anonymous }),
    );
    expect(bodyOf(result, 200).data).toEqual({
      data: [],
      meta: { total: 2, page: 3, limit: 1, totalPages: 2, totalExact: true },
    });
    // No count is sent after an empty searched page: its statement answered the total.
    expect(statements.filter((sql) => /from "product" as "p0"/.test(sql))).toHaveLength(1);
  });
});

describe('bad parameters', () => {
  const cases: [string, Record<string, string[]>][] = [
    ['limit=0', { limit: ['must be an integer between 1 and 100'] }],
    ['limit=101', { limit: ['must be an integer between 1 and 100'] }],
    ['limit=ten', { limit: ['must be an integer between 1 and 100'] }],
    ['page=0', { page: ['must be an integer between 1 and 2147483647'] }],
    ['page=1.5', { page: ['must be an integer between 1 and 2147483647'] }],
    ['sortBy=foo', { sortBy: ['must be one of name, price, createdAt, stockQuantity'] }],
    ['sortOrder=up', { sortOrder: ['must be one of asc, desc'] }],
    ['minPrice=abc', { minPrice: ['must be a number of at least 0'] }],
    ['maxPrice=-1', { maxPrice: ['must be a number of at least 0'] }],
    ['isActive=yes', { isActive: ['must be true or false'] }],
    ['isFeatured=1', { isFeatured: ['must be true or false'] }],
    ['inStock=maybe', { inStock: ['must be true or false'] }],
    ['search=x… (201 characters)', { search: ['must be at most 200 characters'] }],
    ['minPrice=5&maxPrice=4', { maxPrice: ['must be at least minPrice'] }],
    [
      'limit=0&sortBy=foo&minPrice=abc',
      {
        limit: ['must be an integer between 1 and 100'],
        sortBy: ['must be one of name, price, createdAt, stockQuantity'],
        minPrice: ['must be a number of at least 0'],
      },
    ],
  ];

  it.each(cases)('%s answers 400 naming the parameter', async (query, errors) => {
    // Parameters the document refuses, sent on purpose.
    const res = await api.request('GET', `/products?${query.replace(/search=x.*/, `search=${'x'.repeat(201)}`)}`, {
      headers: store.anonymous,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Validation failed', errors });
  });

  it('applies the same rules over GraphQL', async () => {
    const res = await gql(t.url, ProductTotalPagedDocument, { limit: 101, page: 0, minPrice: -1 }, store.anonymous);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { limit: ['must be at most 100'], page: ['must be at least 1'], minPrice: ['must be at least 0'] },
    });
    // A value the enum does not have: invalid GraphQL on purpose, sent as text.
    const sort = await gql(t.url, '{ products(sortBy: foo) { meta { total } } }', {}, store.anonymous);
    expect(sort.status).toBe(400);
    expect(sort.errors?.[0].message).toMatch(/Value "foo" does not exist in "ProductSortField" enum/);
  });
});

describe('SQL statements of the list (N+1 guard)', () => {
  async function statementsOf(limit: number, headers: Record<string, string>) {
    const { result, statements } = await countStatements(t.orm, () =>
      api.get('/products', { query: { limit }, headers }),
    );
    expect(result.status).toBe(200);
    const page = bodyOf(result, 200).data.data;
    expect(page).toHaveLength(limit);
    // Every item carries its two categories and two images: the loaders did answer.
    for (const product of page) {
      expect(product.categories).toHaveLength(2);
      expect(product.images).toHaveLength(2);
      expect(product.thumbnail).toBe(product.images[0].url);
    }
    return statements;
  }

  it('uses 2 statements for a visitor at limit 5 and at limit 100', async () => {
    for (const limit of [5, 100]) {
      const statements = await statementsOf(limit, bulk.anonymous);
      // tenant by slug; the page of products with its images, category links and count
      expect({ limit, count: statements.length }).toEqual({ limit, count: 2 });
      expect(statements.filter((s) => /from "product_image"/.test(s))).toHaveLength(1);
      expect(statements.filter((s) => /from "product_category"/.test(s))).toHaveLength(1);
    }
  });

  it('uses 3 statements for the store’s ADMIN at limit 5 and at limit 100 (one more: the token’s check)', async () => {
    for (const limit of [5, 100]) {
      const statements = await statementsOf(limit, bulk.admin.headers);
      expect({ limit, count: statements.length }).toEqual({ limit, count: 3 });
    }
  });

  it('sends a page without filters (isActive aside: its total is a count row too) prepared and planned once, a searched one parsed once and planned for its values, a filtered one as text', async () => {
    const pagesSent = async (query: ProductQuery) => {
      const { result: res, sent } = await statementsSent(() =>
        api.get('/products', { query, headers: bulk.anonymous }),
      );
      expect(res.status).toBe(200);
      return sent.filter(({ text }) => /from "product" as "p0"/.test(text)).map(({ as }) => ({ query, sent: as }));
    };
    for (const query of [
      { limit: 5 },
      { limit: 5, page: 3, sortBy: 'price', sortOrder: 'asc' },
      { inStock: false },
      { isActive: true },
    ] satisfies ProductQuery[]) {
      expect(await pagesSent(query)).toEqual([{ query, sent: 'force_generic_plan' }]);
    }
    for (const query of [
      { search: 'bulk' },
      { search: 'bulk', page: 9, limit: 20, sortBy: 'name', sortOrder: 'asc' },
    ] satisfies ProductQuery[]) {
      expect(await pagesSent(query)).toEqual([{ query, sent: 'force_custom_plan' }]);
    }
    for (const query of [
      { limit: 5, minPrice: 3 },
      { search: 'bulk', isFeatured: true },
      { isFeatured: false },
    ] satisfies ProductQuery[]) {
      expect(await pagesSent(query)).toEqual([{ query, sent: 'text' }]);
    }
  });

  it('keeps the count over GraphQL with category counts and parents selected', async () => {
    const counts: number[] = [];
    for (const limit of [5, 100]) {
      // A generated selection (each case its own fields): sent as text.
      const { result, statements } = await countStatements(t.orm, () =>
        gql(t.url, ProductsWithCategoriesDocument, { limit }, bulk.anonymous),
      );
      const { products } = dataOf(result);
      expect(products.data).toHaveLength(limit);
      expect(products.data[0].categories[0].category._count.products).toBe(105);
      counts.push(statements.length);
    }
    // + category product counts; parents are null (top-level categories) and cost nothing
    expect(counts).toEqual([3, 3]);
  });
});

describe('category fields read for the selection', () => {
  const BASIC = `json_build_object('id', "c"."id", 'name', "c"."name", 'slug', "c"."slug") order by`;
  const productRead = (statements: string[]) => statements.find((sql) => /from "product" as "p0"/.test(sql))!;

  it('aggregates only id, name and slug of each category for the REST answers, which show no more', async () => {
    const { result: page, statements } = await countStatements(t.orm, () =>
      api.get('/products', { query: { limit: 50 }, headers: store.anonymous }),
    );
    expect(productRead(statements)).toContain(BASIC);
    expect(productRead(statements)).not.toContain('"c"."created_at"');
    const aspirin = bodyOf(page, 200).data.data.find((p) => keyOf.get(p.id) === 'aspirin')!;
    expect(aspirin.categories).toEqual([{ category: { id: categories.pain, name: 'pain', slug: 'pain' } }]);

    const byId = await countStatements(t.orm, () =>
      api.get('/products/{id}', { params: { id: aspirin.id }, headers: store.anonymous }),
    );
    expect(productRead(byId.statements)).toContain(BASIC);
    expect(bodyOf(byId.result, 200).data.categories).toEqual(aspirin.categories);
  });

  it('reads every field a GraphQL selection asks for, through fragments and aliases', async () => {
    const [stored] = await t.orm.em
      .fork()
      .execute<{ created_at: string; updated_at: string }[]>(
        'select created_at, updated_at from category where id = ?',
        [categories.pain],
      );
    const expected = {
      id: categories.pain,
      label: 'pain',
      isActive: true,
      sortOrder: 0,
      parentId: null,
      parent: null,
      createdAt: new Date(stored.created_at).toISOString(),
      updatedAt: new Date(stored.updated_at).toISOString(),
    };
    // The ProductCategoryDetail fragment: an alias, an inline fragment, a relation and the timestamps.
    const list = await countStatements(t.orm, () =>
      gql(t.url, ProductCategoryDetailsBySearchDocument, { search: 'Aspirin' }, store.anonymous),
    );
    expect(productRead(list.statements)).not.toContain(BASIC);
    expect(dataOf(list.result).products.data[0].categories).toEqual([{ category: expected }]);

    const aspirin = [...keyOf].find(([, key]) => key === 'aspirin')![0];
    const one = await gql(t.url, ProductCategoryDetailsByIdDocument, { id: aspirin }, store.anonymous);
    expect(dataOf(one).product.categories).toEqual([{ category: expected }]);
  });

  it('builds one of two statement texts whatever fields a client selects, so that prepared texts stay few', async () => {
    const aspirin = [...keyOf].find(([, key]) => key === 'aspirin')![0];
    const textFor = async (fields: string) => {
      // A generated selection (each case its own fields): sent as text.
      const { result, statements } = await countStatements(t.orm, () =>
        gql(
          t.url,
          `query($id: ID!) { product(id: $id) { categories { category { ${fields} } } } }`,
          { id: aspirin },
          store.anonymous,
        ),
      );
      expect(result.data.product.categories).toHaveLength(1);
      return productRead(statements);
    };
    const basic = await textFor('id');
    expect(await textFor('name slug __typename _count { products }')).toBe(basic);
    expect(basic).toContain(BASIC);
    const full = await textFor('description');
    expect(await textFor('createdAt icon')).toBe(full);
    expect(await textFor('parent { id } sortOrder isActive')).toBe(full);
    expect(full).not.toBe(basic);
  });
});
