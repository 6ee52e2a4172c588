import { CartItem } from '../../src/modules/storefront/cart/cart.entity';
import type { TestApp } from '../helpers/app';
import { storefrontRest } from '../helpers/rest';
import { statusCounts } from '../helpers/http';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';
import { addressInput, stockOf } from './commerce-fixtures';

// Ordering the cart while it changes, over HTTP: no unit is ordered twice or dropped unordered.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(shopScenario, (app, shop) => ([t, store, api] = [app, shop, storefrontRest(app)]));

const cartQuantity = async () =>
  (await t.orm.em.fork().find(CartItem, { customer: store.customer.principal.id }, { filters: false })).reduce(
    (sum, line) => sum + line.quantity,
    0,
  );

const order = () => api.post('/orders', { body: { shippingAddress: addressInput() }, headers: store.customer.headers });

describe('ordering the cart while it changes', () => {
  it('5 parallel orders of one cart: exactly one 201, each other one refused, the stock taken once', async () => {
    const product = await makeProduct(t, store, { name: 'Tea', price: 3, stockQuantity: 10 });
    expect(
      (await api.post('/cart', { body: { productId: product.id, quantity: 2 }, headers: store.customer.headers }))
        .status,
    ).toBe(201);
    const results = await Promise.all(Array.from({ length: 5 }, order));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    // An order that read the cart before the winner committed finds it changed (409); one that
    // read it after finds it empty (400 naming items), as a second order in turn would.
    for (const res of results.filter((r) => r.status !== 201)) {
      const refusal =
        res.status === 409
          ? res.body.error === 'Your cart changed while the order was placed: review it and order again'
          : res.status === 400 &&
            res.body.errors?.items?.[0] === 'Your cart is empty: give items or add some to the cart';
      expect({ status: res.status, body: res.body, refusal }).toEqual({
        status: res.status,
        body: res.body,
        refusal: true,
      });
    }
    expect(await stockOf(t, product.id)).toBe(8);
    expect(await cartQuantity()).toBe(0);
  });

  it('an order of the cart racing 10 adds of the same product: every unit added is either ordered or still in the cart', async () => {
    const product = await makeProduct(t, store, { name: 'Jam', price: 4, stockQuantity: 1000 });
    expect(
      (await api.post('/cart', { body: { productId: product.id, quantity: 5 }, headers: store.customer.headers }))
        .status,
    ).toBe(201);
    const [placed, ...adds] = await Promise.all([
      order(),
      ...Array.from({ length: 10 }, () =>
        api.post('/cart', { body: { productId: product.id, quantity: 1 }, headers: store.customer.headers }),
      ),
    ]);
    expect(statusCounts(adds)).toEqual({ 201: 10 });
    const ordered = placed.status === 201 ? (placed.body.data.items[0].quantity as number) : 0;
    if (placed.status !== 201) expect(placed.status).toBe(409);
    expect(ordered + (await cartQuantity())).toBe(5 + 10);
    expect(await stockOf(t, product.id)).toBe(1000 - ordered);
  });
});
