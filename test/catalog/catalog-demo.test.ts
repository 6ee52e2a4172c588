import type { TestApp } from '../helpers/app';
import { DEMO_APP, demoScenario, eachTestIn, type DemoScenario } from '../helpers/scenarios';
import { bodyOf, storefrontRest } from '../helpers/rest';

/** The demo data set's catalog, as the seeded pharmacy's visitors and ADMIN see it. */

let t: TestApp;
let demo: DemoScenario;
let visitor: Record<string, string>;
eachTestIn(
  demoScenario,
  (app, built) => {
    [t, demo] = [app, built];
    visitor = { 'x-tenant-slug': demo.tenant.slug };
  },
  { env: { ...DEMO_APP.env, PUBLIC_URL: 'http://shop-api.test:4000/' } },
  { once: true },
);

describe('demo catalog', () => {
  it('gives the demo pharmacy a few dozen products in a handful of categories, built through the services', async () => {
    const api = storefrontRest(t);
    const categories = bodyOf(await api.get('/categories', { headers: visitor }), 200).data;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.find((c: { slug: string }) => c.slug === 'sun-care')).toMatchObject({
      parent: { slug: 'skin-care' },
    });

    const { data, meta } = bodyOf(await api.get('/products', { query: { limit: 100 }, headers: visitor }), 200).data;
    expect(meta.total).toBeGreaterThanOrEqual(24);
    expect(meta.total).toBeLessThanOrEqual(60);
    for (const product of data) {
      expect(product.categories).toHaveLength(1);
      expect(product.thumbnail).toMatch(/^http:\/\/shop-api\.test:4000\/placeholder-images\/[^/]+\.svg$/);
      expect(product.costPrice).toBeNull();
    }
    // Every category the products name is in the tree; the counts add up to the listed products.
    const counted = categories.reduce((sum: number, c: { _count: { products: number } }) => sum + c._count.products, 0);
    expect(counted).toBe(meta.total);
    expect(data.filter((p: { requiresPrescription: boolean }) => p.requiresPrescription).length).toBeGreaterThan(0);
    expect(data.filter((p: { isFeatured: boolean }) => p.isFeatured).length).toBeGreaterThan(0);
  });

  it('draws every demo image on this server, readable from another origin, so the demo shows offline', async () => {
    const products = bodyOf(await storefrontRest(t).get('/products', { query: { limit: 100 }, headers: visitor }), 200)
      .data.data;
    const categories = bodyOf(await storefrontRest(t).get('/categories', { headers: visitor }), 200).data;
    const urls = [
      ...products.flatMap((p) => p.images.map((i) => i.url)),
      // Every demo category has an image.
      ...categories.map((c) => c.image!),
    ];
    expect(urls.length).toBe(products.length + categories.length);
    for (const url of urls) {
      // The link names the configured public address; the image itself is served by this app.
      expect(url.startsWith('http://shop-api.test:4000/placeholder-images/')).toBe(true);
      const res = await fetch(`${t.url}${new URL(url).pathname}`, { headers: { origin: 'http://localhost:5173' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="600"/);
    }
    const paracetamol = products.find((p) => p.sku === 'PR-PARA-500')!;
    const drawn = await (await fetch(`${t.url}${new URL(paracetamol.thumbnail!).pathname}`)).text();
    expect(drawn).toContain('>Paracetamol 500mg</tspan><tspan x="300" y="322">Tablets (16)</tspan>');
  });

  it('escapes a placeholder label, so no path can add markup to the image', async () => {
    const res = await fetch(`${t.url}/placeholder-images/${encodeURIComponent('<script>alert(1)</script>&"')}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await res.text();
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;');
    expect((await fetch(`${t.url}/placeholder-images/no-extension`)).status).toBe(404);
  });

  it('lets the demo ADMIN see the inactive product and the cost prices', async () => {
    const api = storefrontRest(t);
    const login = await api.post('/auth/login', { body: { email: demo.people.admin.email, password: demo.password } });
    const headers = { ...visitor, authorization: `Bearer ${bodyOf(login, 200).data.tokens.accessToken}` };
    const visible = bodyOf(await api.get('/products', { query: { limit: 1 }, headers: visitor }), 200).data.meta.total;
    const all = await api.get('/products', { query: { limit: 100 }, headers });
    expect(bodyOf(all, 200).data.meta.total).toBe(visible + 1);
    expect(bodyOf(all, 200).data.data.every((p: { costPrice: number | null }) => typeof p.costPrice === 'number')).toBe(
      true,
    );
  });
});
