import { CartItem } from '../../src/modules/storefront/cart/cart.entity';
import { MAX_CART_LINES } from '../../src/modules/storefront/cart/cart.service';
import type { TestApp } from '../helpers/app';
import { bodyOf, storefrontRest } from '../helpers/rest';
import { statusCounts } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';

// Parallel adds to one customer's cart over HTTP: every add counts, once, and none answers 5xx.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]));

const lines = () =>
  t.orm.em.fork().find(CartItem, { customer: store.customer.principal.id }, { filters: false, orderBy: { id: 'asc' } });

describe('concurrent writes to one cart', () => {
  it('50 parallel adds of one product: all 201, one line holding 50', async () => {
    const product = await makeProduct(t, store, { name: 'Plaster', price: 1.5, stockQuantity: 1000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post('/cart', { body: { productId: product.id, quantity: 1 }, headers: store.customer.headers }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 201: 50 });
    const stored = await lines();
    expect(stored.map((line) => line.quantity)).toEqual([50]);
    expect(bodyOf(await api.get('/cart', { headers: store.customer.headers }), 200).data).toMatchObject({
      itemCount: 50,
      subtotal: 75,
    });
  });

  it('parallel adds creating the same new lines (no options, and options in either key order): two lines, quantities summed, no 5xx', async () => {
    const product = await makeProduct(t, store, { name: 'Shirt', price: 10, trackInventory: false });
    const bodies = [
      ...Array.from({ length: 10 }, () => ({ productId: product.id, quantity: 2, variantOptions: null })),
      ...Array.from({ length: 5 }, () => ({ productId: product.id, quantity: 1 })),
      ...Array.from({ length: 5 }, () => ({ productId: product.id, quantity: 3, variantOptions: {} })),
      ...Array.from({ length: 10 }, (_, i) => ({
        productId: product.id,
        quantity: 1,
        variantOptions: i % 2 ? { size: 'M', colour: 'red' } : { colour: 'red', size: 'M' },
      })),
    ];
    const results = await Promise.all(
      bodies.map((body) => api.post('/cart', { body, headers: store.customer.headers })),
    );
    expect(statusCounts(results)).toEqual({ 201: 30 });
    const stored = await lines();
    const plain = stored.find((line) => line.variantOptions == null);
    const sized = stored.find((line) => line.variantOptions != null);
    expect(stored).toHaveLength(2);
    expect(plain?.quantity).toBe(10 * 2 + 5 + 5 * 3);
    expect(sized?.quantity).toBe(10);
    expect(sized?.variantOptions).toEqual({ colour: 'red', size: 'M' });
  });

  it('parallel adds of a tracked product beyond its stock: the cart never holds more than the stock, the rest get 400', async () => {
    const product = await makeProduct(t, store, { name: 'Rare', price: 5, stockQuantity: 10 });
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        api.post('/cart', { body: { productId: product.id, quantity: 1 }, headers: store.customer.headers }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 201: 10, 400: 6 });
    for (const res of results.filter((r) => r.status === 400)) {
      expect(res.body).toMatchObject({
        success: false,
        error: 'Insufficient stock for Rare',
        errors: { quantity: ['Insufficient stock: 10 available'] },
      });
    }
    expect((await lines()).map((line) => line.quantity)).toEqual([10]);
  });

  it('parallel adds of different products to a nearly full cart: it never holds more than the line limit', async () => {
    const products = [];
    for (let i = 0; i < MAX_CART_LINES + 4; i += 1) {
      products.push(await makeProduct(t, store, { name: `Item ${i}`, price: 1, trackInventory: false }));
    }
    const em = t.orm.em.fork();
    for (const product of products.slice(0, MAX_CART_LINES - 2)) {
      em.create(CartItem, {
        tenant: store.tenant.id,
        customer: store.customer.principal.id,
        product: product.id,
        quantity: 1,
      });
    }
    await em.flush();
    const results = await Promise.all(
      products
        .slice(MAX_CART_LINES - 2)
        .map((product) =>
          api.post('/cart', { body: { productId: product.id, quantity: 1 }, headers: store.customer.headers }),
        ),
    );
    expect(statusCounts(results)).toEqual({ 201: 2, 400: 4 });
    for (const res of results.filter((r) => r.status === 400)) {
      expect(res.body.errors).toEqual({ productId: [`A cart holds at most ${MAX_CART_LINES} lines`] });
    }
    expect(await lines()).toHaveLength(MAX_CART_LINES);
  });

  it('a line removed while 10 requests change its quantity: each change answers 404, or 200 with the line changed', async () => {
    const product = await makeProduct(t, store, { name: 'Soap', price: 2, stockQuantity: 100 });
    const added = await api.post('/cart', {
      body: { productId: product.id, quantity: 1 },
      headers: store.customer.headers,
    });
    const lineId = bodyOf(added, 201).data.items[0].id as string;
    const [removed, ...changes] = await Promise.all([
      api.delete('/cart/{id}', { params: { id: lineId }, headers: store.customer.headers }),
      ...Array.from({ length: 10 }, (_, i) =>
        api.put('/cart/{id}', { params: { id: lineId }, body: { quantity: i + 2 }, headers: store.customer.headers }),
      ),
    ]);
    expect(removed.status).toBe(200);
    changes.forEach((res, i) => {
      if (res.status === 404) expect(res.body.error).toBe('Cart item not found');
      else {
        expect(res.status).toBe(200);
        expect(bodyOf(res, 200).data.items).toEqual([expect.objectContaining({ id: lineId, quantity: i + 2 })]);
      }
    });
    expect(await lines()).toEqual([]);
  });
});
