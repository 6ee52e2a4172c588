import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import type {
  AddToCartMutation,
  AddToCartMutationVariables,
  AdminOrdersQuery,
  AdminOrdersQueryVariables,
  CartQuery,
  CheckoutMutation,
  CheckoutMutationVariables,
  CreatePaymentIntentMutation,
  CreatePaymentIntentMutationVariables,
  MyOrdersQuery,
  MyOrdersQueryVariables,
  OrderDetailQuery,
  OrderDetailQueryVariables,
  UpdateOrderStatusMutation,
  UpdateOrderStatusMutationVariables,
} from '../../schema/generated/graphql';
import type { TestApp } from '../helpers/app';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { http } from '../helpers/http';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';

/** The shop front's and the admin's operations of `schema/operations/commerce.graphql`, typed by codegen. */

let fake: FakeStripe;
let t: TestApp;
let store: StoreScenario;

beforeAll(async () => {
  fake = await startFakeStripe();
});
// The customer's address is in the book (the shop scenario's).
eachTestIn(
  (app) => shopScenario(app, { slug: 'city-pharmacy', tenant: { settings: { shippingFee: 4.99, taxRate: 0.08 } } }),
  (app, shop) => ([t, store] = [app, shop]),
  () => ({
    env: { STRIPE_SECRET_KEY: 'sk_test_gql', STRIPE_PUBLISHABLE_KEY: 'pk_test_gql', STRIPE_API_BASE: fake.url },
  }),
  { once: true },
);
afterAll(async () => {
  await fake.close();
});

/** The operations file as a frontend ships it; each call names its operation. */
const OPERATIONS = readFileSync(path.join(PROJECT_ROOT, 'schema/operations/commerce.graphql'), 'utf8');

async function send(operationName: string, variables: object, headers: Record<string, string>) {
  const res = await http(`${t.url}/graphql`, {
    method: 'POST',
    json: { query: OPERATIONS, operationName, variables },
    headers,
  });
  return res.body as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

async function run<Data, Variables extends object>(
  operationName: string,
  variables: Variables,
  headers: Record<string, string>,
): Promise<Data> {
  const result = await send(operationName, variables, headers);
  expect(result.errors).toBeUndefined();
  return result.data as Data;
}

it('a shopper fills the cart, checks out, sees the order and gets a payment intent; the admin ships it', async () => {
  const product = await makeProduct(t, store, { name: 'Vitamin C', price: 19.99, stockQuantity: 5 });
  const added = await run<AddToCartMutation, AddToCartMutationVariables>(
    'AddToCart',
    { input: { productId: product.id, quantity: 3, variantOptions: { size: 'large' } } },
    store.customer.headers,
  );
  expect(added.addToCart).toMatchObject({ itemCount: 3, subtotal: 59.97 });

  const checkout = await run<CheckoutMutation, CheckoutMutationVariables>(
    'Checkout',
    { input: { paymentMethod: 'card' } },
    store.customer.headers,
  );
  const order = checkout.createOrder;
  expect(order).toMatchObject({ subtotal: 59.97, shippingFee: 4.99, tax: 4.8, total: 69.76, status: 'PENDING' });
  expect(order.items[0].variantOptions).toEqual({ size: 'large' });
  const cart = await run<CartQuery, Record<string, never>>('Cart', {}, store.customer.headers);
  expect(cart.cart.itemCount).toBe(0);

  const mine = await run<MyOrdersQuery, MyOrdersQueryVariables>('MyOrders', { limit: 5 }, store.customer.headers);
  expect(mine.myOrders.data.map((o) => o.orderNumber)).toEqual([order.orderNumber]);

  const intent = await run<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>(
    'CreatePaymentIntent',
    { input: { orderId: order.id, amount: order.total, currency: order.currency } },
    store.customer.headers,
  );
  expect(fake.intents.get(intent.createPaymentIntent.paymentIntentId)?.amount).toBe(6976);

  const list = await run<AdminOrdersQuery, AdminOrdersQueryVariables>(
    'AdminOrders',
    { status: 'PENDING', limit: 10 },
    store.staff.headers,
  );
  expect(list.orders.data.map((o) => o.id)).toEqual([order.id]);
  for (const status of ['CONFIRMED', 'PROCESSING', 'SHIPPED'] as const) {
    await run<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>(
      'UpdateOrderStatus',
      { id: order.id, input: { status, ...(status === 'SHIPPED' ? { trackingNumber: 'TRACK-1' } : {}) } },
      store.staff.headers,
    );
  }
  const detail = await run<OrderDetailQuery, OrderDetailQueryVariables>(
    'OrderDetail',
    { id: order.id },
    store.staff.headers,
  );
  expect(detail.order).toMatchObject({ status: 'SHIPPED', trackingNumber: 'TRACK-1' });
  expect(detail.order.shippedAt).not.toBeNull();

  // Nobody signed in reads no order.
  const anonymous = await send('OrderDetail', { id: order.id }, store.anonymous);
  expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
