import { Product, ProductCategory } from '../../src/modules/storefront/catalog/product.entity';
import type { TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { countStatements, rowCount } from '../helpers/db';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { makeCategory, makeProduct } from './catalog-fixtures';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]), {}, { once: true });

/**
 * Health (0) > Pain Relief (0) > Headache (1), Muscle (0, inactive)
 * Baby (0)
 * Vitamins (5)
 */
async function tree() {
  const health = await makeCategory(t, store, { name: 'Health' });
  const pain = await makeCategory(t, store, { name: 'Pain Relief', parentId: health.id });
  const headache = await makeCategory(t, store, { name: 'Headache', parentId: pain.id, sortOrder: 1 });
  const muscle = await makeCategory(t, store, { name: 'Muscle', parentId: pain.id, isActive: false });
  const baby = await makeCategory(t, store, { name: 'Baby' });
  const vitamins = await makeCategory(t, store, { name: 'Vitamins', sortOrder: 5 });
  return { health, pain, headache, muscle, baby, vitamins };
}

describe('GET /categories', () => {
  it('lists the store’s categories by sortOrder then name, each with parent, children and _count.products', async () => {
    const c = await tree();
    await makeProduct(t, store, { name: 'Aspirin', price: 1, categoryIds: [c.pain.id, c.headache.id] });
    await makeProduct(t, store, { name: 'Ibuprofen', price: 1, categoryIds: [c.pain.id] });
    await makeProduct(t, store, { name: 'Hidden', price: 1, categoryIds: [c.pain.id], isActive: false });

    const res = await api.get('/categories', { headers: store.anonymous });
    expectStatus(res, 200);
    const byName = Object.fromEntries(res.body.data.map((x) => [x.name, x]));
    // Muscle is inactive: visitors do not see it, in the list or among Pain Relief's children.
    expect(res.body.data.map((x) => x.name)).toEqual(['Baby', 'Health', 'Pain Relief', 'Headache', 'Vitamins']);
    expect(byName['Pain Relief']).toEqual({
      id: c.pain.id,
      name: 'Pain Relief',
      slug: 'pain-relief',
      description: null,
      image: null,
      icon: null,
      parentId: c.health.id,
      isActive: true,
      sortOrder: 0,
      parent: { id: c.health.id, name: 'Health', slug: 'health' },
      children: [{ id: c.headache.id, name: 'Headache', slug: 'headache', isActive: true, sortOrder: 1 }],
      // Visitors count the active products only.
      _count: { products: 2 },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(byName.Health).toMatchObject({ parent: null, parentId: null, children: [{ id: c.pain.id }] });
    expect(byName.Headache._count).toEqual({ products: 1 });
    expect(byName.Vitamins._count).toEqual({ products: 0 });
  });

  it('shows the store’s staff inactive categories and counts inactive products too', async () => {
    const c = await tree();
    await makeProduct(t, store, { name: 'Hidden', price: 1, categoryIds: [c.pain.id], isActive: false });
    const res = await api.get('/categories', { headers: store.staff.headers });
    const byName = Object.fromEntries(bodyOf(res, 200).data.map((x) => [x.name, x]));
    expect(bodyOf(res, 200).data).toHaveLength(6);
    expect(byName['Pain Relief'].children.map((x) => x.name)).toEqual(['Muscle', 'Headache']);
    expect(byName['Pain Relief']._count).toEqual({ products: 1 });
    expect(byName.Muscle).toMatchObject({ isActive: false, parent: { id: c.pain.id } });
  });

  it('answers a null parent to visitors for a category under an inactive one, and the parent to staff', async () => {
    const hidden = await makeCategory(t, store, { name: 'Seasonal', isActive: false });
    const shown = await makeCategory(t, store, { name: 'Sun Care', parentId: hidden.id });
    const visitor = bodyOf(await api.get('/categories', { headers: store.anonymous }), 200).data;
    expect(visitor).toEqual([expect.objectContaining({ id: shown.id, parentId: hidden.id, parent: null })]);
    const staff = bodyOf(await api.get('/categories', { headers: store.staff.headers }), 200).data;
    const byName = Object.fromEntries(staff.map((x) => [x.name, x]));
    expect(byName['Sun Care'].parent).toEqual({ id: hidden.id, name: 'Seasonal', slug: 'seasonal' });
    expect(byName.Seasonal.children).toEqual([expect.objectContaining({ id: shown.id, name: 'Sun Care' })]);
  });

  it('builds the whole tree in 2 statements: tenant, categories with their product counts', async () => {
    await tree();
    const { result, statements } = await countStatements(t.orm, () =>
      api.get('/categories', { headers: store.anonymous }),
    );
    expect(bodyOf(result, 200).data).toHaveLength(5);
    expect(statements).toHaveLength(2);
  });
});

describe('GET /categories/{id}', () => {
  it('reads a category by id or slug; inactive ones only for staff; unknown ones 404', async () => {
    const c = await tree();
    const byId = await api.get('/categories/{id}', { params: { id: c.pain.id }, headers: store.anonymous });
    expect(bodyOf(byId, 200).data).toMatchObject({ name: 'Pain Relief', children: [{ name: 'Headache' }] });
    expect(
      (await api.get('/categories/{id}', { params: { id: 'pain-relief' }, headers: store.anonymous })).body,
    ).toEqual(byId.body);
    expect((await api.get('/categories/{id}', { params: { id: c.muscle.id }, headers: store.anonymous })).status).toBe(
      404,
    );
    expect(
      bodyOf(await api.get('/categories/{id}', { params: { id: c.muscle.id }, headers: store.admin.headers }), 200).data
        .name,
    ).toBe('Muscle');
    const missing = await api.get('/categories/{id}', { params: { id: 'nope' }, headers: store.anonymous });
    expectStatus(missing, 404);
    expect(missing.body).toEqual({ success: false, error: 'Category not found' });
  });
});

describe('POST /categories', () => {
  it('creates a category with every seed field (201, message), deriving the slug from the name', async () => {
    const parent = await makeCategory(t, store, { name: 'Health' });
    const res = await api.post('/categories', {
      body: {
        name: 'Cold & Flu',
        description: 'Coughs and colds',
        image: 'https://img.example/cold.png',
        icon: 'thermometer',
        parentId: parent.id,
        isActive: false,
        sortOrder: 3,
      },
      headers: store.staff.headers,
    });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Category created successfully',
      data: {
        name: 'Cold & Flu',
        slug: 'cold-flu',
        description: 'Coughs and colds',
        image: 'https://img.example/cold.png',
        icon: 'thermometer',
        parentId: parent.id,
        parent: { id: parent.id, name: 'Health' },
        isActive: false,
        sortOrder: 3,
        children: [],
        _count: { products: 0 },
      },
    });
  });

  it('answers 409 on a slug taken in the store (given or derived); another store may use it', async () => {
    await makeCategory(t, store, { name: 'Vitamins' });
    const derived = await api.post('/categories', { body: { name: 'VITAMINS' }, headers: store.admin.headers });
    expectStatus(derived, 409);
    expect(derived.body).toEqual({
      success: false,
      error: 'Category with this slug already exists',
      errors: { slug: ['Category with this slug already exists'] },
    });
    const given = await api.post('/categories', {
      body: { name: 'Other', slug: 'vitamins' },
      headers: store.admin.headers,
    });
    expectStatus(given, 409);
    const other = await storeScenario(t, 'other-store');
    expect((await api.post('/categories', { body: { name: 'Vitamins' }, headers: other.admin.headers })).status).toBe(
      201,
    );
    expect(await rowCount(t.orm, 'category')).toBe(2);
  });

  const invalid: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['name missing', { slug: 'x' }, { name: ['is required'] }],
    ['name blank', { name: ' ' }, { name: ['is required'] }],
    [
      'slug malformed',
      { name: 'A', slug: 'a--b' },
      { slug: ['must contain only lower-case letters, digits and single hyphens'] },
    ],
    ['image not a URL', { name: 'A', image: 'picture.png' }, { image: ['must be an http(s) URL'] }],
    [
      'sortOrder not an integer',
      { name: 'A', sortOrder: 1.5 },
      { sortOrder: ['Int cannot represent non-integer value: 1.5'] },
    ],
    [
      'parentId unknown',
      { name: 'A', parentId: '00000000-0000-4000-8000-000000000000' },
      { parentId: ['names no category of this store'] },
    ],
    ['parentId malformed', { name: 'A', parentId: 'junk' }, { parentId: ['names no category of this store'] }],
  ];

  it.each(invalid)('%s: 400 naming the field, nothing stored', async (_case, body, errors) => {
    // Bodies the document refuses, sent on purpose.
    const res = await api.request('POST', '/categories', { json: body, headers: store.admin.headers });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Validation failed', errors });
    expect(await rowCount(t.orm, 'category')).toBe(0);
  });

  it('refuses a parent from another store (400) and creates nothing', async () => {
    const other = await storeScenario(t, 'other-store');
    const foreign = await makeCategory(t, other, { name: 'Foreign' });
    const res = await api.post('/categories', {
      body: { name: 'Mine', parentId: foreign.id },
      headers: store.admin.headers,
    });
    expectStatus(res, 400);
    expect(res.body.errors).toEqual({ parentId: ['names no category of this store'] });
    expect(await rowCount(t.orm, 'category')).toBe(1);
  });

  it('is refused to customers (403) and visitors (401)', async () => {
    expect((await api.post('/categories', { body: { name: 'A' }, headers: store.customer.headers })).status).toBe(403);
    expect((await api.post('/categories', { body: { name: 'A' }, headers: store.anonymous })).status).toBe(401);
    expect(await rowCount(t.orm, 'category')).toBe(0);
  });
});

describe('PUT /categories/{id}', () => {
  it('changes only the given fields; parentId null makes it top-level', async () => {
    const c = await tree();
    const before = bodyOf(
      await api.get('/categories/{id}', { params: { id: c.headache.id }, headers: store.admin.headers }),
      200,
    ).data;
    const res = await api.put('/categories/{id}', {
      params: { id: c.headache.id },
      body: { name: 'Headaches', sortOrder: 7 },
      headers: store.staff.headers,
    });
    expectStatus(res, 200);
    expect(res.body.message).toBe('Category updated successfully');
    expect(res.body.data).toEqual({ ...before, name: 'Headaches', sortOrder: 7, updatedAt: expect.any(String) });
    const moved = await api.put('/categories/{id}', {
      params: { id: c.headache.id },
      body: { parentId: null },
      headers: store.admin.headers,
    });
    expect(bodyOf(moved, 200).data).toMatchObject({ parentId: null, parent: null, slug: 'headache' });
    const list = await api.get('/categories', { headers: store.admin.headers });
    const pain = bodyOf(list, 200).data.find((x) => x.id === c.pain.id);
    expect(pain?.children.map((x) => x.name)).toEqual(['Muscle']);
  });

  it('refuses a cycle: itself, a child or a deeper descendant as parent (400), changing nothing', async () => {
    const c = await tree();
    const cases: [string, string][] = [
      [c.health.id, 'cannot be the category itself'],
      [c.pain.id, 'cannot be one of the category’s own descendants (that would make a cycle)'],
      [c.headache.id, 'cannot be one of the category’s own descendants (that would make a cycle)'],
    ];
    for (const [parentId, message] of cases) {
      const res = await api.put('/categories/{id}', {
        params: { id: c.health.id },
        body: { parentId, name: 'Renamed' },
        headers: store.admin.headers,
      });
      expectStatus(res, 400);
      expect(res.body).toEqual({ success: false, error: 'Validation failed', errors: { parentId: [message] } });
    }
    const health = await api.get('/categories/{id}', { params: { id: c.health.id }, headers: store.admin.headers });
    expect(bodyOf(health, 200).data).toMatchObject({ name: 'Health', parentId: null });
    // Moving a subtree under an unrelated branch is fine.
    const ok = await api.put('/categories/{id}', {
      params: { id: c.pain.id },
      body: { parentId: c.baby.id },
      headers: store.admin.headers,
    });
    expect(bodyOf(ok, 200).data.parent).toMatchObject({ id: c.baby.id });
  });

  it('refuses a parent of another store, a taken slug, and null for required fields', async () => {
    const c = await tree();
    const other = await storeScenario(t, 'other-store');
    const foreign = await makeCategory(t, other, { name: 'Foreign' });
    const parent = await api.put('/categories/{id}', {
      params: { id: c.baby.id },
      body: { parentId: foreign.id },
      headers: store.admin.headers,
    });
    expectStatus(parent, 400);
    expect(parent.body.errors).toEqual({ parentId: ['names no category of this store'] });
    const slug = await api.put('/categories/{id}', {
      params: { id: c.baby.id },
      body: { slug: 'health' },
      headers: store.admin.headers,
    });
    expectStatus(slug, 409);
    // Nulls the document refuses, sent on purpose.
    const nulls = await api.request('PUT', `/categories/${c.baby.id}`, {
      json: { name: null, isActive: null },
      headers: store.admin.headers,
    });
    expect(nulls.body.errors).toEqual({ name: ['may not be null'], isActive: ['may not be null'] });
    expect(
      bodyOf(await api.get('/categories/{id}', { params: { id: c.baby.id }, headers: store.admin.headers }), 200).data,
    ).toMatchObject({
      name: 'Baby',
      slug: 'baby',
      parentId: null,
      isActive: true,
    });
  });
});

describe('DELETE /categories/{id}', () => {
  it('answers 409 for a category with subcategories and deletes nothing', async () => {
    const c = await tree();
    const res = await api.delete('/categories/{id}', { params: { id: c.pain.id }, headers: store.admin.headers });
    expectStatus(res, 409);
    expect(res.body).toEqual({
      success: false,
      error: 'Cannot delete a category that has subcategories: move or delete them first',
    });
    expect(await rowCount(t.orm, 'category')).toBe(6);
  });

  it('deletes a leaf (STAFF may): its products stay, their links to it go', async () => {
    const c = await tree();
    const aspirin = await makeProduct(t, store, { name: 'Aspirin', price: 1, categoryIds: [c.headache.id, c.pain.id] });
    const res = await api.delete('/categories/{id}', { params: { id: c.headache.id }, headers: store.staff.headers });
    expectStatus(res, 200);
    expect(res.body).toEqual({ success: true, data: { id: c.headache.id }, message: 'Category deleted successfully' });
    expect(
      (await api.get('/categories/{id}', { params: { id: c.headache.id }, headers: store.admin.headers })).status,
    ).toBe(404);
    const product = await api.get('/products/{id}', { params: { id: aspirin.id }, headers: store.anonymous });
    expect(bodyOf(product, 200).data.categories).toEqual([
      { category: { id: c.pain.id, name: 'Pain Relief', slug: 'pain-relief' } },
    ]);
    const em = t.orm.em.fork();
    expect(await em.count(ProductCategory, { category: c.headache.id }, { filters: false })).toBe(0);
    expect(await em.count(Product, {}, { filters: false })).toBe(1);
  });

  it('is refused to customers (403) and visitors (401)', async () => {
    const c = await tree();
    expect(
      (await api.delete('/categories/{id}', { params: { id: c.baby.id }, headers: store.customer.headers })).status,
    ).toBe(403);
    expect((await api.delete('/categories/{id}', { params: { id: c.baby.id }, headers: store.anonymous })).status).toBe(
      401,
    );
    expect(await rowCount(t.orm, 'category')).toBe(6);
  });
});

describe('tenant isolation', () => {
  it('store B never sees, edits or deletes store A’s category by id, slug or list', async () => {
    const c = await tree();
    const other = await storeScenario(t, 'other-store');
    for (const headers of [other.anonymous, other.admin.headers]) {
      expect((await api.get('/categories/{id}', { params: { id: c.baby.id }, headers })).status).toBe(404);
      expect((await api.get('/categories/{id}', { params: { id: 'baby' }, headers })).status).toBe(404);
      expect(bodyOf(await api.get('/categories', { headers }), 200).data).toEqual([]);
    }
    expect(
      (
        await api.put('/categories/{id}', {
          params: { id: c.baby.id },
          body: { name: 'Mine' },
          headers: other.admin.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.delete('/categories/{id}', { params: { id: c.baby.id }, headers: other.admin.headers })).status,
    ).toBe(404);
    // A's ADMIN token naming B's store may not write there.
    const asA = { ...store.admin.headers, 'x-tenant-slug': other.tenant.slug };
    expect((await api.post('/categories', { body: { name: 'Sneaky' }, headers: asA })).status).toBe(403);
    expect(
      bodyOf(await api.get('/categories/{id}', { params: { id: c.baby.id }, headers: store.anonymous }), 200).data.name,
    ).toBe('Baby');
    expect(await rowCount(t.orm, 'category')).toBe(6);
  });
});
