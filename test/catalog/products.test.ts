import { FOREIGN_TENANT_MESSAGE as FOREIGN_STORE } from '../../src/graphql/errors';
import { Product, ProductCategory, ProductImage } from '../../src/modules/storefront/catalog/product.entity';
import type { TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { makeCategory, makeProduct } from './catalog-fixtures';
import { rowCount, rowCounts } from '../helpers/db';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]), {}, { once: true });

/** Every input field of the seed, with values other than the defaults. */
function fullInput(categoryIds: string[]) {
  return {
    name: 'Vitamin C 1000mg',
    slug: 'vitamin-c-1000',
    description: 'Effervescent tablets with vitamin C.',
    shortDescription: 'Immune support',
    price: 4.99,
    compareAtPrice: 6.5,
    costPrice: 2.1,
    sku: 'VS-VITC-1000',
    barcode: '5012345678900',
    trackInventory: false,
    stockQuantity: 150,
    lowStockThreshold: 12,
    weight: 0.125,
    weightUnit: 'kg' as const,
    categoryIds,
    images: ['https://cdn.example.com/vitc-front.png', 'https://cdn.example.com/vitc-back.png'],
    isActive: true,
    isFeatured: true,
    requiresPrescription: false,
    isOTC: true,
    manufacturer: 'Healix',
    metaTitle: 'Vitamin C 1000mg | City Pharmacy',
    metaDescription: 'Buy vitamin C online.',
  };
}

describe('POST /products', () => {
  it('stores every seed field and answers it under the seed’s names, with 201 and the message', async () => {
    const vitamins = await makeCategory(t, store, { name: 'Vitamins' });
    const immunity = await makeCategory(t, store, { name: 'Immunity' });
    const { categoryIds, images, ...scalars } = fullInput([vitamins.id, immunity.id]);
    const res = await api.post('/products', {
      body: { ...scalars, categoryIds, images },
      headers: store.admin.headers,
    });

    expectStatus(res, 201);
    expect(res.body).toMatchObject({ success: true, message: 'Product created successfully' });
    expect(res.body.data).toEqual({
      ...scalars,
      id: expect.any(String),
      categories: [
        // ordered as the category list is: sortOrder, then name
        { category: { id: immunity.id, name: 'Immunity', slug: 'immunity' } },
        { category: { id: vitamins.id, name: 'Vitamins', slug: 'vitamins' } },
      ],
      images: [
        { url: images[0], sortOrder: 0 },
        { url: images[1], sortOrder: 1 },
      ],
      thumbnail: images[0],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Read back from a fresh request: what was answered is what was stored.
    const read = await api.get('/products/{id}', { params: { id: res.body.data.id }, headers: store.admin.headers });
    expect(bodyOf(read, 200).data).toEqual(res.body.data);
  });

  it('applies the defaults and derives the slug from the name when none is given', async () => {
    const res = await api.post('/products', {
      body: { name: 'Ibuprofen 200mg Tablets (24)', price: 3.99 },
      headers: store.staff.headers,
    });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({
      slug: 'ibuprofen-200mg-tablets-24',
      trackInventory: true,
      stockQuantity: 0,
      lowStockThreshold: 10,
      isActive: true,
      isFeatured: false,
      requiresPrescription: false,
      isOTC: false,
      compareAtPrice: null,
      categories: [],
      images: [],
      thumbnail: null,
    });
  });

  it('trims names and turns accents and symbols into a clean slug', async () => {
    const res = await api.post('/products', {
      body: { name: '  Crème Solaire — SPF 50+  ', price: 9 },
      headers: store.admin.headers,
    });
    expect(bodyOf(res, 201).data).toMatchObject({ name: 'Crème Solaire — SPF 50+', slug: 'creme-solaire-spf-50' });
  });

  it('lets ADMIN and STAFF create; a customer gets 403, a visitor 401', async () => {
    const input = { name: 'Plasters', price: 1 };
    expect((await api.post('/products', { body: input, headers: store.admin.headers })).status).toBe(201);
    expect(
      (await api.post('/products', { body: { ...input, slug: 'plasters-2' }, headers: store.staff.headers })).status,
    ).toBe(201);
    const customer = await api.post('/products', {
      body: { ...input, slug: 'plasters-3' },
      headers: store.customer.headers,
    });
    expectStatus(customer, 403);
    expect(customer.body).toEqual({ success: false, error: 'Insufficient permissions' });
    const visitor = await api.post('/products', { body: { ...input, slug: 'plasters-4' }, headers: store.anonymous });
    expectStatus(visitor, 401);
    expect(visitor.body).toEqual({ success: false, error: 'No token provided' });
    expect(await rowCount(t.orm, 'product')).toBe(2);
  });
});

describe('product validation', () => {
  const base = { name: 'Aspirin', price: 2.99 };
  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['name missing', { price: 1 }, { name: ['is required'] }],
    ['name blank', { ...base, name: '   ' }, { name: ['is required'] }],
    ['name too long', { ...base, name: 'x'.repeat(256) }, { name: ['must be at most 255 characters'] }],
    ['price missing', { name: 'Aspirin' }, { price: ['is required'] }],
    ['price negative', { ...base, price: -0.01 }, { price: ['must be at least 0'] }],
    ['price with 3 decimals', { ...base, price: 1.999 }, { price: ['must be a number with at most 2 decimal places'] }],
    [
      'price not a number',
      { ...base, price: 'cheap' },
      { price: ['Float cannot represent non numeric value: "cheap"'] },
    ],
    ['costPrice negative', { ...base, costPrice: -1 }, { costPrice: ['must be at least 0'] }],
    [
      'compareAtPrice below price',
      { ...base, compareAtPrice: 2.98 },
      { compareAtPrice: ['must be greater than or equal to price'] },
    ],
    [
      'stockQuantity not an integer',
      { ...base, stockQuantity: 1.5 },
      { stockQuantity: ['Int cannot represent non-integer value: 1.5'] },
    ],
    ['stockQuantity negative', { ...base, stockQuantity: -1 }, { stockQuantity: ['must be at least 0'] }],
    [
      'lowStockThreshold not an integer',
      { ...base, lowStockThreshold: 2.5 },
      { lowStockThreshold: ['Int cannot represent non-integer value: 2.5'] },
    ],
    [
      'an image that is not a URL',
      { ...base, images: ['https://ok.example/a.png', 'not a url'] },
      { images: ['must contain http(s) URLs only'] },
    ],
    [
      'an image with another scheme',
      { ...base, images: ['ftp://files.example/a.png'] },
      { images: ['must contain http(s) URLs only'] },
    ],
    [
      'slug with capitals',
      { ...base, slug: 'Aspirin' },
      { slug: ['must contain only lower-case letters, digits and single hyphens'] },
    ],
    ['slug not derivable', { ...base, name: '***' }, { slug: ['cannot be derived from the name: give one'] }],
    [
      'weightUnit unknown',
      { ...base, weight: 1, weightUnit: 'stone' },
      { weightUnit: ['must be one of mg, g, kg, oz, lb, ml, l'] },
    ],
    ['weight negative', { ...base, weight: -1 }, { weight: ['must be at least 0'] }],
    ['unknown body field', { ...base, colour: 'red' }, { colour: ['is not a known field'] }],
  ];

  it.each(cases)('%s: 400 naming the field, nothing stored', async (_case, body, errors) => {
    // Bodies the document refuses, sent on purpose.
    const res = await api.request('POST', '/products', { json: body, headers: store.admin.headers });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Validation failed', errors });
    expect(await rowCount(t.orm, 'product')).toBe(0);
  });

  it('accepts the boundaries: price 0, compareAtPrice equal to price, stock 0', async () => {
    const res = await api.post('/products', {
      body: { name: 'Free sample', price: 0, compareAtPrice: 0, stockQuantity: 0, costPrice: 0 },
      headers: store.admin.headers,
    });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({ price: 0, compareAtPrice: 0, stockQuantity: 0, costPrice: 0 });
  });

  it('refuses category ids that name no category of this store (unknown, malformed or another store’s)', async () => {
    const other = await storeScenario(t, 'other-store');
    const foreign = await makeCategory(t, other, { name: 'Foreign' });
    const own = await makeCategory(t, store, { name: 'Own' });
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await api.post('/products', {
      body: { ...base, categoryIds: [own.id, foreign.id, missing, 'junk'] },
      headers: store.admin.headers,
    });
    expectStatus(res, 400);
    expect(res.body.errors).toEqual({
      categoryIds: [`names no category of this store: ${foreign.id}, ${missing}, junk`],
    });
    expect(await rowCounts(t.orm, ['product', 'product_category'])).toEqual({ product: 0, product_category: 0 });
  });

  it('reports the service’s rules together: compareAtPrice and categoryIds at once', async () => {
    const res = await api.post('/products', {
      body: { ...base, compareAtPrice: 1, categoryIds: ['00000000-0000-4000-8000-000000000000'] },
      headers: store.admin.headers,
    });
    expect(Object.keys(bodyOf(res, 400).errors ?? {}).sort()).toEqual(['categoryIds', 'compareAtPrice']);
  });
});

describe('slug and SKU uniqueness', () => {
  it('answers 409 on a slug taken in the store, given or derived, and on a taken SKU', async () => {
    await makeProduct(t, store, { name: 'Aspirin', price: 1, sku: 'ASP-1' });
    const given = await api.post('/products', {
      body: { name: 'Other', slug: 'aspirin', price: 1 },
      headers: store.admin.headers,
    });
    expectStatus(given, 409);
    expect(given.body).toEqual({
      success: false,
      error: 'Product with this slug already exists',
      errors: { slug: ['Product with this slug already exists'] },
    });
    const derived = await api.post('/products', { body: { name: 'ASPIRIN', price: 1 }, headers: store.admin.headers });
    expectStatus(derived, 409);
    expect(derived.body.errors).toEqual({ slug: ['Product with this slug already exists'] });
    const sku = await api.post('/products', {
      body: { name: 'Aspirin 2', sku: 'ASP-1', price: 1 },
      headers: store.admin.headers,
    });
    expectStatus(sku, 409);
    expect(sku.body).toEqual({
      success: false,
      error: 'Product with this SKU already exists',
      errors: { sku: ['Product with this SKU already exists'] },
    });
    expect(await rowCount(t.orm, 'product')).toBe(1);
  });

  it('allows the same slug and SKU in another store, and products without SKU side by side', async () => {
    const other = await storeScenario(t, 'other-store');
    await makeProduct(t, store, { name: 'Aspirin', price: 1, sku: 'ASP-1' });
    const res = await api.post('/products', {
      body: { name: 'Aspirin', price: 2, sku: 'ASP-1' },
      headers: other.admin.headers,
    });
    expectStatus(res, 201);
    expect(res.body.data.slug).toBe('aspirin');
    for (const name of ['No SKU one', 'No SKU two']) {
      expect((await api.post('/products', { body: { name, price: 1 }, headers: store.admin.headers })).status).toBe(
        201,
      );
    }
  });

  it('answers 409 when an update takes another product’s slug or SKU, and changes nothing', async () => {
    await makeProduct(t, store, { name: 'Aspirin', price: 1, sku: 'ASP-1' });
    const other = await makeProduct(t, store, { name: 'Ibuprofen', price: 2, sku: 'IBU-1' });
    const slug = await api.put('/products/{id}', {
      params: { id: other.id },
      body: { slug: 'aspirin', price: 5 },
      headers: store.admin.headers,
    });
    expectStatus(slug, 409);
    expect(slug.body.errors).toEqual({ slug: ['Product with this slug already exists'] });
    const sku = await api.put('/products/{id}', {
      params: { id: other.id },
      body: { sku: 'ASP-1' },
      headers: store.admin.headers,
    });
    expectStatus(sku, 409);
    const after = await api.get('/products/{id}', { params: { id: other.id }, headers: store.admin.headers });
    expect(bodyOf(after, 200).data).toMatchObject({ slug: 'ibuprofen', sku: 'IBU-1', price: 2 });
    // Keeping its own slug and SKU is no clash.
    const same = await api.put('/products/{id}', {
      params: { id: other.id },
      body: { slug: 'ibuprofen', sku: 'IBU-1' },
      headers: store.admin.headers,
    });
    expectStatus(same, 200);
  });
});

describe('GET /products/{id}', () => {
  it('finds a product by id or by slug; an unknown one is 404 "Product not found"', async () => {
    const product = await makeProduct(t, store, { name: 'Aspirin', price: 1 });
    const byId = await api.get('/products/{id}', { params: { id: product.id }, headers: store.anonymous });
    const bySlug = await api.get('/products/{id}', { params: { id: 'aspirin' }, headers: store.anonymous });
    expectStatus(byId, 200);
    expect(bySlug.body).toEqual(byId.body);
    for (const key of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await api.get('/products/{id}', { params: { id: key }, headers: store.anonymous });
      expectStatus(res, 404);
      expect(res.body).toEqual({ success: false, error: 'Product not found' });
    }
  });

  it('hides inactive products and the cost price from everyone but the store’s staff', async () => {
    const hidden = await makeProduct(t, store, { name: 'Hidden', price: 1, costPrice: 0.5, isActive: false });
    const shown = await makeProduct(t, store, { name: 'Shown', price: 1, costPrice: 0.5 });
    for (const headers of [store.anonymous, store.customer.headers]) {
      expect((await api.get('/products/{id}', { params: { id: hidden.id }, headers })).status).toBe(404);
      expect(
        bodyOf(await api.get('/products/{id}', { params: { id: shown.id }, headers }), 200).data.costPrice,
      ).toBeNull();
    }
    for (const headers of [store.admin.headers, store.staff.headers]) {
      expect(bodyOf(await api.get('/products/{id}', { params: { id: hidden.id }, headers }), 200).data).toMatchObject({
        isActive: false,
        costPrice: 0.5,
      });
    }
  });

  it('needs X-Tenant-Slug (400) naming a known, active store (404)', async () => {
    const missing = await api.get('/products');
    expectStatus(missing, 400);
    expect(missing.body.error).toBe('X-Tenant-Slug header is required');
    const unknown = await api.get('/products', { headers: { 'x-tenant-slug': 'no-such-store' } });
    expectStatus(unknown, 404);
    expect(unknown.body).toEqual({ success: false, error: 'Tenant not found' });
  });
});

describe('PUT /products/{id}', () => {
  it('changes only the given fields', async () => {
    const category = await makeCategory(t, store, { name: 'Vitamins' });
    const created = await api.post('/products', { body: fullInput([category.id]), headers: store.admin.headers });
    const before = bodyOf(created, 201).data;
    const res = await api.put('/products/{id}', {
      params: { id: before.id },
      body: { name: 'Vitamin C 500mg', stockQuantity: 3, isFeatured: false },
      headers: store.staff.headers,
    });
    expectStatus(res, 200);
    expect(res.body.message).toBe('Product updated successfully');
    expect(res.body.data).toEqual({
      ...before,
      name: 'Vitamin C 500mg',
      stockQuantity: 3,
      isFeatured: false,
      updatedAt: expect.any(String),
    });
    expect(res.body.data.slug).toBe('vitamin-c-1000'); // a rename keeps the URL
  });

  it('clears optional fields given null, replaces images and categories given lists', async () => {
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((name) => makeCategory(t, store, { name })));
    const product = await makeProduct(t, store, {
      name: 'Thing',
      price: 5,
      compareAtPrice: 7,
      description: 'text',
      categoryIds: [a.id, b.id],
      images: ['https://img.example/1.png', 'https://img.example/2.png'],
    });
    const res = await api.put('/products/{id}', {
      params: { id: product.id },
      body: {
        compareAtPrice: null,
        description: null,
        categoryIds: [b.id, c.id],
        images: ['https://img.example/3.png'],
      },
      headers: store.admin.headers,
    });
    expect(bodyOf(res, 200).data).toMatchObject({
      compareAtPrice: null,
      description: null,
      categories: [{ category: { id: b.id } }, { category: { id: c.id } }],
      images: [{ url: 'https://img.example/3.png', sortOrder: 0 }],
      thumbnail: 'https://img.example/3.png',
    });
    // The replaced images and links are gone from the tables, not merely hidden.
    expect(await rowCounts(t.orm, ['product_image', 'product_category'])).toEqual({
      product_image: 1,
      product_category: 2,
    });
    const cleared = await api.put('/products/{id}', {
      params: { id: product.id },
      body: { categoryIds: [], images: [] },
      headers: store.admin.headers,
    });
    expect(bodyOf(cleared, 200).data).toMatchObject({ categories: [], images: [], thumbnail: null });
    expect(await rowCounts(t.orm, ['product_image', 'product_category'])).toEqual({
      product_image: 0,
      product_category: 0,
    });
  });

  it('refuses null for a field the product cannot be without, and a compareAtPrice the new price passes', async () => {
    const product = await makeProduct(t, store, { name: 'Thing', price: 5, compareAtPrice: 7 });
    // Nulls the document refuses, sent on purpose.
    const nulls = await api.request('PUT', `/products/${product.id}`, {
      json: { name: null, price: null, isActive: null },
      headers: store.admin.headers,
    });
    expect(nulls.status).toBe(400);
    expect(nulls.body.errors).toEqual({
      name: ['may not be null'],
      price: ['may not be null'],
      isActive: ['may not be null'],
    });
    const raised = await api.put('/products/{id}', {
      params: { id: product.id },
      body: { price: 8, stockQuantity: 9 },
      headers: store.admin.headers,
    });
    expectStatus(raised, 400);
    expect(raised.body.errors).toEqual({ compareAtPrice: ['must be greater than or equal to price'] });
    const lowered = await api.put('/products/{id}', {
      params: { id: product.id },
      body: { compareAtPrice: 4 },
      headers: store.admin.headers,
    });
    expect(bodyOf(lowered, 400).errors).toEqual({ compareAtPrice: ['must be greater than or equal to price'] });
    const images = await api.put('/products/{id}', {
      params: { id: product.id },
      body: { images: ['nope'], name: 'New' },
      headers: store.admin.headers,
    });
    expect(bodyOf(images, 400).errors).toEqual({ images: ['must contain http(s) URLs only'] });
    const after = await api.get('/products/{id}', { params: { id: product.id }, headers: store.admin.headers });
    expect(bodyOf(after, 200).data).toMatchObject({ name: 'Thing', price: 5, compareAtPrice: 7, stockQuantity: 0 });
    // Both move together: fine.
    const both = await api.put('/products/{id}', {
      params: { id: product.id },
      body: { price: 8, compareAtPrice: 9 },
      headers: store.admin.headers,
    });
    expect(bodyOf(both, 200).data).toMatchObject({ price: 8, compareAtPrice: 9 });
  });

  it('finds the product by slug too, and answers 404 for an unknown one', async () => {
    await makeProduct(t, store, { name: 'Aspirin', price: 1 });
    expect(
      bodyOf(
        await api.put('/products/{id}', {
          params: { id: 'aspirin' },
          body: { price: 2 },
          headers: store.admin.headers,
        }),
        200,
      ).data.price,
    ).toBe(2);
    const missing = await api.put('/products/{id}', {
      params: { id: 'nope' },
      body: { price: 2 },
      headers: store.admin.headers,
    });
    expectStatus(missing, 404);
    expect(missing.body.error).toBe('Product not found');
  });

  it('is refused to customers (403) and visitors (401)', async () => {
    const product = await makeProduct(t, store, { name: 'Aspirin', price: 1 });
    expect(
      (
        await api.put('/products/{id}', {
          params: { id: product.id },
          body: { price: 2 },
          headers: store.customer.headers,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.put('/products/{id}', { params: { id: product.id }, body: { price: 2 }, headers: store.anonymous }))
        .status,
    ).toBe(401);
    expect(
      bodyOf(await api.get('/products/{id}', { params: { id: product.id }, headers: store.anonymous }), 200).data.price,
    ).toBe(1);
  });
});

describe('DELETE /products/{id}', () => {
  it('is for the store’s ADMIN only: STAFF gets 403 and the product stays', async () => {
    const product = await makeProduct(t, store, { name: 'Aspirin', price: 1 });
    const staff = await api.delete('/products/{id}', { params: { id: product.id }, headers: store.staff.headers });
    expectStatus(staff, 403);
    expect(staff.body).toEqual({ success: false, error: 'Insufficient permissions' });
    expect((await api.get('/products/{id}', { params: { id: product.id }, headers: store.anonymous })).status).toBe(
      200,
    );
  });

  it('deletes the product with its images and category links; its categories stay', async () => {
    const category = await makeCategory(t, store, { name: 'Pain' });
    const product = await makeProduct(t, store, {
      name: 'Aspirin',
      price: 1,
      categoryIds: [category.id],
      images: ['https://img.example/a.png'],
    });
    const keep = await makeProduct(t, store, { name: 'Keep', price: 1, categoryIds: [category.id] });
    const res = await api.delete('/products/{id}', { params: { id: product.id }, headers: store.admin.headers });
    expectStatus(res, 200);
    expect(res.body).toEqual({ success: true, data: { id: product.id }, message: 'Product deleted successfully' });
    expect((await api.get('/products/{id}', { params: { id: product.id }, headers: store.admin.headers })).status).toBe(
      404,
    );
    const em = t.orm.em.fork();
    const all = { filters: false } as const;
    expect(await em.count(ProductImage, { product: product.id }, all)).toBe(0);
    expect(await em.count(ProductCategory, { product: product.id }, all)).toBe(0);
    expect(await em.count(ProductCategory, { product: keep.id }, all)).toBe(1);
    expect(await rowCounts(t.orm, ['product', 'category'])).toEqual({ product: 1, category: 1 });
    expect(
      (await api.delete('/products/{id}', { params: { id: product.id }, headers: store.admin.headers })).status,
    ).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('store B never sees, edits or deletes store A’s product, by id, slug or list', async () => {
    const other = await storeScenario(t, 'other-store');
    const product = await makeProduct(t, store, { name: 'Aspirin', price: 1, sku: 'ASP-1' });
    for (const headers of [other.anonymous, other.admin.headers]) {
      expect((await api.get('/products/{id}', { params: { id: product.id }, headers })).status).toBe(404);
      expect((await api.get('/products/{id}', { params: { id: 'aspirin' }, headers })).status).toBe(404);
      const list = await api.get('/products', { query: { search: 'asp' }, headers });
      expect(bodyOf(list, 200).data).toEqual({
        data: [],
        meta: { total: 0, page: 1, limit: 20, totalPages: 0, totalExact: true },
      });
    }
    const update = await api.put('/products/{id}', {
      params: { id: product.id },
      body: { price: 99 },
      headers: other.admin.headers,
    });
    expectStatus(update, 404);
    const remove = await api.delete('/products/{id}', { params: { id: product.id }, headers: other.admin.headers });
    expectStatus(remove, 404);
    const stored = await t.orm.em.fork().findOneOrFail(Product, product.id, { filters: false });
    expect(stored.price).toBe(1);
  });

  it('a staff token of store A used with store B’s slug may not write there (403)', async () => {
    const other = await storeScenario(t, 'other-store');
    const theirs = await makeProduct(t, other, { name: 'Theirs', price: 1 });
    const asAdminOfA = { ...store.admin.headers, 'x-tenant-slug': other.tenant.slug };
    expect((await api.post('/products', { body: { name: 'Sneaky', price: 1 }, headers: asAdminOfA })).status).toBe(403);
    expect(
      (await api.put('/products/{id}', { params: { id: theirs.id }, body: { price: 2 }, headers: asAdminOfA })).status,
    ).toBe(403);
    expect((await api.delete('/products/{id}', { params: { id: theirs.id }, headers: asAdminOfA })).status).toBe(403);
    // A token is valid only in its own store: even B's public reads refuse it (SPEC section 3).
    const read = await api.get('/products/{id}', { params: { id: theirs.id }, headers: asAdminOfA });
    expectStatus(read, 403);
    expect(read.body).toEqual({ success: false, error: FOREIGN_STORE });
    expect(await rowCounts(t.orm, ['product'])).toEqual({ product: 1 });
  });
});
