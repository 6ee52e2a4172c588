import type { TestApp } from '../helpers/app';
import { bodyOf, storefrontRest } from '../helpers/rest';
import { statusCounts } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { makeCategory, makeProduct } from './catalog-fixtures';

// Parallel changes of one product over HTTP: the lists a PUT replaces are one PUT's lists.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]));

describe('concurrent changes of one product', () => {
  it('6 parallel PUTs each replacing the images and categories: the product keeps exactly one PUT’s lists', async () => {
    const categories = [];
    for (let i = 0; i < 6; i += 1) categories.push(await makeCategory(t, store, { name: `Shelf ${i}` }));
    const product = await makeProduct(t, store, { name: 'Lamp', price: 20, images: ['https://cdn.example.com/0.png'] });
    const results = await Promise.all(
      categories.map((category, i) =>
        api.put('/products/{id}', {
          params: { id: product.id },
          body: {
            images: [`https://cdn.example.com/${i}-a.png`, `https://cdn.example.com/${i}-b.png`],
            categoryIds: [category.id],
          },
          headers: store.admin.headers,
        }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 200: 6 });
    const read = bodyOf(
      await api.get('/products/{id}', { params: { id: product.id }, headers: store.admin.headers }),
      200,
    ).data;
    expect(read.categories).toHaveLength(1);
    const writer = categories.findIndex((c) => c.id === read.categories[0].category.id);
    expect(read.images.map((image: { url: string }) => image.url)).toEqual([
      `https://cdn.example.com/${writer}-a.png`,
      `https://cdn.example.com/${writer}-b.png`,
    ]);
  });

  it('a product linked to a category deleted at the same time: 400 naming categoryIds or linked, never a 5xx', async () => {
    for (let round = 0; round < 5; round += 1) {
      const category = await makeCategory(t, store, { name: `Gone ${round}` });
      const [removed, created] = await Promise.all([
        api.delete('/categories/{id}', { params: { id: category.id }, headers: store.admin.headers }),
        api.post('/products', {
          body: { name: `Linked ${round}`, price: 1, categoryIds: [category.id] },
          headers: store.admin.headers,
        }),
      ]);
      expect(removed.status).toBe(200);
      if (created.status === 201) {
        // Linked first: the delete removed the link with the category.
        const read = await api.get('/products/{id}', {
          params: { id: created.body.data.id },
          headers: store.admin.headers,
        });
        expect(bodyOf(read, 200).data.categories).toEqual([]);
      } else {
        expect(created.status).toBe(400);
        expect(created.body.errors).toHaveProperty('categoryIds');
      }
    }
  });
});

describe('the catalog counts under parallel writes', () => {
  /** What the lists and the category tree answer as totals, for a visitor and for the store's ADMIN. */
  async function answeredCounts() {
    const counts = async (headers: Record<string, string>) => ({
      total: bodyOf(await api.get('/products', { query: { limit: 1 }, headers }), 200).data.meta.total as number,
      categories: Object.fromEntries(
        (
          bodyOf(await api.get('/categories', { headers }), 200).data as {
            slug: string;
            _count: { products: number };
          }[]
        ).map((c) => [c.slug, c._count.products]),
      ),
    });
    return { visitor: await counts(store.anonymous), admin: await counts(store.admin.headers) };
  }

  /** The same counted afresh from the rows. */
  async function countedCounts() {
    const sql = t.orm.em.getConnection();
    const [products] = await sql.execute<{ all: string; active: string }[]>(
      `select count(*) as all, count(*) filter (where is_active) as active from product where tenant_id = ?`,
      [store.tenant.id],
    );
    const links = await sql.execute<{ slug: string; all: string; active: string }[]>(
      `select c.slug, count(p.id) as all, count(p.id) filter (where p.is_active) as active
         from category c left join product_category pc on pc.category_id = c.id left join product p on p.id = pc.product_id
        where c.tenant_id = ? group by c.slug`,
      [store.tenant.id],
    );
    const by = (key: 'all' | 'active') => Object.fromEntries(links.map((l) => [l.slug, Number(l[key])]));
    return {
      visitor: { total: Number(products.active), categories: by('active') },
      admin: { total: Number(products.all), categories: by('all') },
    };
  }

  it('creates, deletes, activity changes and category moves in parallel: totals and category counts equal a fresh count', async () => {
    const a = await makeCategory(t, store, { name: 'Aisle A' });
    const b = await makeCategory(t, store, { name: 'Aisle B' });
    const existing = [];
    for (let i = 0; i < 8; i += 1) {
      existing.push(
        await makeProduct(t, store, { name: `Old ${i}`, price: 1, categoryIds: i % 2 ? [a.id] : [a.id, b.id] }),
      );
    }
    const writes = [
      ...Array.from({ length: 8 }, (_, i) =>
        api.post('/products', {
          body: { name: `New ${i}`, price: 2, isActive: i % 3 !== 0, categoryIds: i % 2 ? [b.id] : [a.id, b.id] },
          headers: store.admin.headers,
        }),
      ),
      ...existing
        .slice(0, 3)
        .map((p) => api.delete('/products/{id}', { params: { id: p.id }, headers: store.admin.headers })),
      ...existing
        .slice(3, 5)
        .map((p) =>
          api.put('/products/{id}', { params: { id: p.id }, body: { isActive: false }, headers: store.admin.headers }),
        ),
      ...existing.slice(5, 8).map((p) =>
        api.put('/products/{id}', {
          params: { id: p.id },
          body: { categoryIds: [b.id] },
          headers: store.admin.headers,
        }),
      ),
    ];
    expect(statusCounts(await Promise.all(writes))).toEqual({ 200: 8, 201: 8 });
    const answered = await answeredCounts();
    expect(answered).toEqual(await countedCounts());
    // Not vacuous: the writes changed every count.
    expect(answered.admin).toEqual({ total: 13, categories: { 'aisle-a': 6, 'aisle-b': 12 } });
    expect(answered.visitor.total).toBe(8);
  });

  it('a category deleted while products are linked to it in parallel: the other counts stay exact', async () => {
    const kept = await makeCategory(t, store, { name: 'Kept' });
    for (let round = 0; round < 4; round += 1) {
      const gone = await makeCategory(t, store, { name: `Gone ${round}` });
      const results = await Promise.all([
        api.delete('/categories/{id}', { params: { id: gone.id }, headers: store.admin.headers }),
        api.post('/products', {
          body: { name: `Both ${round}`, price: 1, categoryIds: [kept.id, gone.id] },
          headers: store.admin.headers,
        }),
        api.post('/products', {
          body: { name: `Kept ${round}`, price: 1, categoryIds: [kept.id] },
          headers: store.admin.headers,
        }),
      ]);
      expect(results.every((r) => r.status < 500)).toBe(true);
    }
    expect(await answeredCounts()).toEqual(await countedCounts());
  });
});
