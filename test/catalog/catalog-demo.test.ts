import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TENANT_SLUG } from '../../src/modules/bootstrap';
import { startTestApp, type TestApp } from '../helpers/app';
import { storefront } from './catalog-fixtures';

/** The demo data set's catalog, as the seeded pharmacy's visitors and ADMIN see it. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: 'true' } });
  await t.clean(); // empties the tables, then bootstraps again: super administrator and demo data
}, 60_000);
afterAll(() => t.close());

const visitor = { 'x-tenant-slug': DEMO_TENANT_SLUG };

describe('demo catalog', () => {
  it('gives the demo pharmacy a few dozen products in a handful of categories, built through the services', async () => {
    const api = storefront(t);
    const categories = (await api.get('/categories', visitor)).body.data;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.find((c: { slug: string }) => c.slug === 'sun-care')).toMatchObject({
      parent: { slug: 'skin-care' },
    });

    const { data, meta } = (await api.get('/products?limit=100', visitor)).body.data;
    expect(meta.total).toBeGreaterThanOrEqual(24);
    expect(meta.total).toBeLessThanOrEqual(60);
    for (const product of data) {
      expect(product.categories).toHaveLength(1);
      expect(product.thumbnail).toMatch(/^https:\/\//);
      expect(product.costPrice).toBeNull();
    }
    // Every category the products name is in the tree; the counts add up to the listed products.
    const counted = categories.reduce((sum: number, c: { _count: { products: number } }) => sum + c._count.products, 0);
    expect(counted).toBe(meta.total);
    expect(data.filter((p: { requiresPrescription: boolean }) => p.requiresPrescription).length).toBeGreaterThan(0);
    expect(data.filter((p: { isFeatured: boolean }) => p.isFeatured).length).toBeGreaterThan(0);
  });

  it('lets the demo ADMIN see the inactive product and the cost prices', async () => {
    const api = storefront(t);
    const login = await api.post('/auth/login', { email: DEMO_PEOPLE.admin.email, password: DEMO_PASSWORD });
    const headers = { ...visitor, authorization: `Bearer ${login.body.data.tokens.accessToken}` };
    const visible = (await api.get('/products?limit=1', visitor)).body.data.meta.total;
    const all = await api.get('/products?limit=100', headers);
    expect(all.body.data.meta.total).toBe(visible + 1);
    expect(all.body.data.data.every((p: { costPrice: number | null }) => typeof p.costPrice === 'number')).toBe(true);
  });
});
