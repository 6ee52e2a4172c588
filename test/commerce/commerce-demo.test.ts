import type { TestApp } from '../helpers/app';
import { DEMO_APP, demoScenario, eachTestIn, type DemoScenario } from '../helpers/scenarios';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';

/** The demo data set's commerce part, as the seeded pharmacy's customers and ADMIN see it. */

let t: TestApp;
let demo: DemoScenario;
let store: Record<string, string>;
eachTestIn(
  demoScenario,
  (app, built) => {
    [t, demo] = [app, built];
    store = { 'x-tenant-slug': demo.tenant.slug };
  },
  DEMO_APP,
  { once: true },
);

async function signIn(
  path: '/auth/login' | '/auth/customer/login',
  email: string,
  password = demo.password,
): Promise<Record<string, string>> {
  const res = await storefrontRest(t).post(path, { headers: store, body: { email, password } });
  return { ...store, authorization: `Bearer ${bodyOf(res, 200).data.tokens.accessToken}` };
}

it('gives the demo customers addresses, Jane a cart, and the store orders in several states', async () => {
  const api = storefrontRest(t);
  const jane = await signIn('/auth/customer/login', 'jane@example.com');
  const john = await signIn('/auth/customer/login', 'john@example.com');
  const admin = await signIn('/auth/login', demo.people.admin.email);

  const janeAddresses = bodyOf(await api.get('/addresses', { headers: jane }), 200).data;
  expect(janeAddresses).toHaveLength(2);
  expect(janeAddresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  expect(bodyOf(await api.get('/addresses', { headers: john }), 200).data).toHaveLength(1);

  const cart = bodyOf(await api.get('/cart', { headers: jane }), 200).data;
  expect(cart.itemCount).toBe(3);
  expect(cart.subtotal).toBe(12.97); // 2 x 4.99 + 2.99

  const orders = bodyOf(await api.get('/orders', { headers: admin }), 200).data;
  expect(orders.meta.total).toBe(3);
  const states = orders.data.map((o: { status: string; paymentStatus: string }) => `${o.status}/${o.paymentStatus}`);
  expect(states.sort()).toEqual(['CANCELLED/PENDING', 'PENDING/PENDING', 'SHIPPED/PAID']);
  const shipped = orders.data.find((o: { status: string }) => o.status === 'SHIPPED');
  expect(shipped).toMatchObject({ trackingNumber: '1Z999AA10123456784', customer: { email: 'john@example.com' } });
  expect(shipped?.shippedAt).not.toBeNull();
  // Demo pharmacy: shipping 4.99 below 50, tax 8%.
  expect(shipped).toMatchObject({ subtotal: 32.97, shippingFee: 4.99, tax: 2.64, total: 40.6 });

  const mine = bodyOf(await api.get('/orders/my-orders', { headers: jane }), 200).data;
  expect(mine.data.map((o: { status: string }) => o.status)).toEqual(['PENDING']);
  expect(mine.data[0].billingAddress.line1).toBe('100 Industrial Way');
});

it('lets the demo customers and a newly registered one fill their carts after the seed', async () => {
  const api = storefrontRest(t);
  const jane = await signIn('/auth/customer/login', 'jane@example.com');
  const [line] = bodyOf(await api.get('/cart', { headers: jane }), 200).data.items;
  const more = await api.post('/cart', { body: { productId: line.productId, quantity: 1 }, headers: jane });
  expectStatus(more, 201);
  expect((await api.put('/cart/{id}', { params: { id: line.id }, body: { quantity: 1 }, headers: jane })).status).toBe(
    200,
  );

  const account = {
    email: 'new.shopper@example.com',
    password: 'new-shopper-1',
    firstName: 'New',
    lastName: 'Shopper',
  };
  expect((await api.post('/auth/customer/register', { body: account, headers: store })).status).toBe(201);
  const shopper = await signIn('/auth/customer/login', account.email, account.password);
  const added = await api.post('/cart', { body: { productId: line.productId, quantity: 2 }, headers: shopper });
  expectStatus(added, 201);
  expect(added.body.data.itemCount).toBe(2);
});
