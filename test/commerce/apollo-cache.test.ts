import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import {
  AddToCartDocument,
  CartDocument,
  RemoveCartItemDocument,
  UpdateCartItemDocument,
  type CartQuery,
} from '../../schema/generated/graphql';
import { makeProduct } from '../catalog/catalog-fixtures';
import type { TestApp } from '../helpers/app';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { waitUntil } from '../helpers/bounded';

/**
 * A frontend's cart page on Apollo Client 4's InMemoryCache, with no type policies and no
 * refetches: each cart mutation's answer must update the one cached Cart that the page watches.
 */

let t: TestApp;
let store: StoreScenario;
eachTestIn(
  (app) =>
    storeScenario(app, 'cache-shop', { settings: { shippingFee: 4.99, taxRate: 0.08, freeShippingThreshold: 50 } }),
  (app, built) => ([t, store] = [app, built]),
  {},
  { once: true },
);

it('keeps the watched cart page in step with add, change and remove, totals included', async () => {
  const tea = await makeProduct(t, store, { name: 'Green Tea', price: 19.99, stockQuantity: 10 });
  const soap = await makeProduct(t, store, { name: 'Soap', price: 5, stockQuantity: 10 });
  const client = new ApolloClient({
    link: new HttpLink({ uri: `${t.url}/graphql`, headers: store.customer.headers }),
    cache: new InMemoryCache(),
  });
  // The page: a watched Cart query, as useQuery(CartDocument) holds one.
  const shown: CartQuery['cart'][] = [];
  const page = client.watchQuery({ query: CartDocument }).subscribe((result) => {
    if (result.data?.cart) shown.push(result.data.cart as CartQuery['cart']);
  });
  const current = () => shown[shown.length - 1];
  try {
    await client.query({ query: CartDocument });
    await waitUntil(5000, 'the watched Cart query showing the cart', () => shown.length > 0, 10);
    expect(current()).toMatchObject({ id: store.customer.id, items: [], subtotal: 0, shippingFee: 0, total: 0 });

    // Add: one line; the store's fee and 8% tax apply below the 50.00 threshold.
    await client.mutate({ mutation: AddToCartDocument, variables: { input: { productId: tea.id, quantity: 2 } } });
    expect(current().items.map((line) => [line.productName, line.quantity])).toEqual([['Green Tea', 2]]);
    expect(current()).toMatchObject({ subtotal: 39.98, shippingFee: 4.99, tax: 3.2, total: 48.17, currency: 'usd' });

    // Change: three units pass the threshold, so shipping drops to 0.
    const teaLine = current().items[0].id;
    await client.mutate({ mutation: UpdateCartItemDocument, variables: { id: teaLine, input: { quantity: 3 } } });
    expect(current().items.map((line) => line.quantity)).toEqual([3]);
    expect(current()).toMatchObject({ subtotal: 59.97, shippingFee: 0, tax: 4.8, total: 64.77 });

    // A second line, then the first removed: the page lists what the server holds.
    await client.mutate({ mutation: AddToCartDocument, variables: { input: { productId: soap.id, quantity: 1 } } });
    expect(current().items.map((line) => line.productName)).toEqual(['Green Tea', 'Soap']);
    await client.mutate({ mutation: RemoveCartItemDocument, variables: { id: teaLine } });
    expect(current().items.map((line) => [line.productName, line.quantity])).toEqual([['Soap', 1]]);
    expect(current()).toMatchObject({ subtotal: 5, shippingFee: 4.99, tax: 0.4, total: 10.39, itemCount: 1 });

    // The cache holds one Cart object, keyed by the cart's id, and the page showed every step.
    expect(
      Object.keys(client.cache.extract() as Record<string, unknown>).filter((key) => key.startsWith('Cart:')),
    ).toEqual([`Cart:${store.customer.id}`]);
    expect(shown.map((cart) => cart.itemCount)).toEqual([0, 2, 3, 4, 1]);
  } finally {
    page.unsubscribe();
    client.stop();
  }
});
