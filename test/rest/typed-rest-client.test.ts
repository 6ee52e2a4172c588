import {
  addToCart,
  catalogPage,
  customerSignIn,
  myOrders,
  placeOrder as placeOrderSafely,
  productBySlug,
  storefrontClient,
} from '../../examples/typed-rest-client/consumer';
import type { TestApp } from '../helpers/app';
import { eachTestIn, SCENARIO_PASSWORD, type StoreScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';
import { makeAddress, placeOrder } from '../commerce/commerce-fixtures';

// The typed consumer (compiled by `npm run typecheck`) also works against the running server:
// the fields its types promise are there, null where the types say they may be.

let t: TestApp;
let store: StoreScenario;
let aspirinId: string;
/**
 * A shop (its customer has an address in the book, which a checkout without one uses) with two
 * products: Aspirin (every optional field set) and Plasters (none).
 */
async function catalogScenario(app: TestApp) {
  const built = await shopScenario(app, { slug: 'typed-client' });
  const aspirin = await makeProduct(app, built, {
    name: 'Aspirin',
    price: 4.5,
    compareAtPrice: 5,
    images: ['https://img.test/aspirin.png'],
    stockQuantity: 50,
  });
  await makeProduct(app, built, { name: 'Plasters', price: 2 });
  return { store: built, aspirinId: aspirin.id };
}

eachTestIn(catalogScenario, (app, built) => ([t, { store, aspirinId }] = [app, built]), {}, { once: true });

describe('the typed REST client example against the server', () => {
  it('reads a catalog page: nullable fields null where unset, values where set', async () => {
    const { cards, totalPages } = await catalogPage(storefrontClient(t.url, store.tenant.slug));
    expect(totalPages).toBe(1);
    const byName = Object.fromEntries(cards.map((c) => [c.name, c]));
    expect(byName.Aspirin).toEqual({
      id: aspirinId,
      name: 'Aspirin',
      price: 4.5,
      compareAtPrice: 5,
      thumbnail: 'https://img.test/aspirin.png',
      categories: [],
    });
    expect(byName.Plasters).toMatchObject({ compareAtPrice: null, thumbnail: null });
  });

  it('answers null for a product the store does not have', async () => {
    expect(await productBySlug(storefrontClient(t.url, store.tenant.slug), 'no-such-product')).toBeNull();
  });

  it('signs in, adds to the cart with options, and lists an order with paidAt still null', async () => {
    const anonymous = storefrontClient(t.url, store.tenant.slug);
    const token = await customerSignIn(anonymous, store.customer.email, SCENARIO_PASSWORD);
    const client = storefrontClient(t.url, store.tenant.slug, token);
    const lines = await addToCart(client, aspirinId, 2, { pack: '20' });
    expect(lines).toEqual([{ name: 'Aspirin', quantity: 2, options: { pack: '20' } }]);
    const address = await makeAddress(t, store, store.customer);
    await placeOrder(t, store, store.customer, { shippingAddressId: address.id });
    const orders = await myOrders(client);
    expect(orders).toEqual([
      {
        orderNumber: expect.stringMatching(/^ORD-\d{4}-\d{6}$/),
        status: 'PENDING',
        total: 9,
        paidAt: null,
        tracking: null,
      },
    ]);
  });

  it('places an order with a key once however often the same click is retried', async () => {
    const client = storefrontClient(t.url, store.tenant.slug, store.customer.accessToken);
    await addToCart(client, aspirinId, 1);
    const key = `click-${Date.now()}`;
    const first = await placeOrderSafely(client, key);
    const retried = await placeOrderSafely(client, key);
    expect(first).toEqual({ orderNumber: expect.stringMatching(/^ORD-/), total: 4.5, replayed: false });
    expect(retried).toEqual({ ...first, replayed: true });
    expect((await myOrders(client)).filter((o) => o.orderNumber === first.orderNumber)).toHaveLength(1);
  });
});
