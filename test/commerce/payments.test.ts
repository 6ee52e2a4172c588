import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { startFakeStripe, signedWebhook, type FakeStripe, type FakePaymentIntent } from '../helpers/fake-stripe';
import { PaymentIntentForDocument } from '../generated/graphql';
import { dataOf, gql, http } from '../helpers/http';
import { eachTestIn, type StoreScenario, storeScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';
import { forceStatus, placeOrder, secondCustomer, stockOf } from './commerce-fixtures';
import { OrderStatus } from '../../src/modules/storefront/orders/order.entity';
import { rowCount } from '../helpers/db';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;
let productId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
});
beforeEach(() => fake.reset());
eachTestIn(
  (app) =>
    shopScenario(app, {
      tenant: { settings: { shippingFee: 5, taxRate: 0.1 } },
      product: { name: 'P', price: 19.99, stockQuantity: 10 },
    }),
  (app, shop) => ([t, store, api, productId] = [app, shop, storefrontRest(app), shop.product!.id]),
  () => ({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_commerce',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_commerce',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  }),
  { once: true },
);
afterAll(async () => {
  await fake.close();
});

/** An order of 3 x 19.99: subtotal 59.97, shipping 5, tax 6.00, total 70.97. */
const order = () => placeOrder(t, store, store.customer, { items: [{ productId, quantity: 3 }] });
const intentFor = (orderId: string, amount = 70.97, currency?: string) =>
  api.post('/stripe/create-payment-intent', {
    body: { orderId, amount, ...(currency ? { currency } : {}) },
    headers: store.customer.headers,
  });

let eventCounter = 0;
function event(type: string, object: object, id = `evt_test_${++eventCounter}_${Date.now()}`) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}
/** Untyped: the signature is over the exact bytes of the body, sent raw. */
function deliver(body: string, signature?: string) {
  return api.request('POST', '/stripe/webhook', {
    body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}
function deliverEvent(payload: object, secret = WEBHOOK_SECRET) {
  const { body, signature } = signedWebhook(payload, secret);
  return deliver(body, signature);
}
const readOrder = async (id: string) =>
  bodyOf(await api.get('/orders/{id}', { params: { id }, headers: store.admin.headers }), 200).data;
/** Creates the intent through the API and has the shopper pay it at the gateway. */
async function paidIntent(orderId: string): Promise<FakePaymentIntent> {
  const { paymentIntentId } = bodyOf(await intentFor(orderId), 200).data;
  return fake.markSucceeded(paymentIntentId);
}

describe('GET /stripe/config', () => {
  it('answers the publishable key', async () => {
    const res = await api.get('/stripe/config');
    expect(res.body).toEqual({ success: true, data: { gateway: 'stripe', publishableKey: 'pk_test_commerce' } });
  });
});

describe('POST /stripe/create-payment-intent', () => {
  it('creates an intent for the order total in the store currency, with an idempotency key per order and amount', async () => {
    const { id, orderNumber } = await order();
    const res = await intentFor(id, 70.97, 'usd');
    expectStatus(res, 200);
    expect(res.body.data).toEqual({
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({ amount: '7097', currency: 'usd', metadata: { orderId: id, orderNumber } });
    expect(created[0].headers['idempotency-key']).toBe(`pi-${id}-7097`);

    // Asked again: the open intent is reused, nothing new is created.
    const again = await intentFor(id);
    expect(bodyOf(again, 200).data).toEqual(res.body.data);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')).toHaveLength(1);
    expect(fake.intents.size).toBe(1);
  });

  it('makes a new intent when the previous one was cancelled at the gateway', async () => {
    const { id } = await order();
    const first = bodyOf(await intentFor(id), 200).data.paymentIntentId;
    fake.intents.get(first)!.status = 'canceled';
    const second = await intentFor(id);
    expect(second.status).toBe(200);
    expect(bodyOf(second, 200).data.paymentIntentId).not.toBe(first);
    const keys = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`pi-${id}-7097`, `pi-${id}-7097-after-${first}`]);
  });

  it('refuses another amount or currency (400 naming the field) and calls no gateway', async () => {
    const { id } = await order();
    const amount = await intentFor(id, 70.96);
    expect(amount.status).toBe(400);
    expect(bodyOf(amount, 400).errors).toEqual({ amount: ['must equal the order total (70.97)'] });
    const currency = await intentFor(id, 70.97, 'eur');
    expect(currency.status).toBe(400);
    expect(bodyOf(currency, 400).errors).toEqual({ currency: ['must be the store currency (usd)'] });
    const upper = await intentFor(id, 70.97, 'USD');
    expect(upper.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 404 for another customer’s order and 409 for a paid or cancelled one', async () => {
    const { id } = await order();
    const other = await secondCustomer(t, store);
    const theirs = await api.post('/stripe/create-payment-intent', {
      body: { orderId: id, amount: 70.97 },
      headers: other.headers,
    });
    expectStatus(theirs, 404);
    expect(theirs.body.error).toBe('Order not found');

    const intent = await paidIntent(id);
    await deliverEvent(event('payment_intent.succeeded', intent));
    const paid = await intentFor(id);
    expect(paid.status).toBe(409);
    expect(bodyOf(paid, 409).error).toBe('Order is already paid');

    const second = await order();
    await api.patch('/orders/{id}/status', {
      params: { id: second.id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    const cancelled = await intentFor(second.id, second.total);
    expect(cancelled.status).toBe(409);
    expect(bodyOf(cancelled, 409).error).toBe('Order is cancelled');
  });

  it('is for customers; over GraphQL too', async () => {
    const { id } = await order();
    expect(
      (
        await api.post('/stripe/create-payment-intent', {
          body: { orderId: id, amount: 70.97 },
          headers: store.admin.headers,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.post('/stripe/create-payment-intent', {
          body: { orderId: id, amount: 70.97 },
          headers: store.anonymous,
        })
      ).status,
    ).toBe(401);
    const res = dataOf(
      await gql(t.url, PaymentIntentForDocument, { input: { orderId: id, amount: 70.97 } }, store.customer.headers),
    );
    expect(res.createPaymentIntent).toMatchObject({ amount: 70.97, currency: 'usd' });
  });
});

describe('guests', () => {
  it('pay their order with the access token the checkout answered once', async () => {
    const shop = await storeScenario(t, 'guest-shop', { settings: { allowGuestCheckout: true } });
    const item = await makeProduct(t, shop, { name: 'G', price: 12.5, stockQuantity: 5 });
    const placed = await api.post('/orders', {
      body: {
        items: [{ productId: item.id, quantity: 2 }],
        guest: { email: 'guest@example.com', firstName: 'Gus', lastName: 'Guest' },
        shippingAddress: {
          firstName: 'Gus',
          lastName: 'Guest',
          line1: '1 Road',
          city: 'Town',
          postalCode: '1000',
          country: 'US',
        },
      },
      headers: shop.anonymous,
    });
    expectStatus(placed, 201);
    const { id, total, guestAccessToken } = placed.body.data;
    expect(guestAccessToken).toEqual(expect.stringMatching(/^[\w-]{32}$/));
    // Shown once: reading the order again does not show it.
    expect(
      bodyOf(await api.get('/orders/{id}', { params: { id }, headers: shop.admin.headers }), 200).data.guestAccessToken,
    ).toBeNull();
    const pay = (body: object) =>
      api.post('/stripe/create-payment-intent', {
        body: { orderId: id, amount: total, ...body },
        headers: shop.anonymous,
      });

    expect((await pay({})).status).toBe(401);
    expect((await pay({ guestAccessToken: 'x'.repeat(32) })).status).toBe(404);
    const ok = await pay({ guestAccessToken });
    expect(ok.status).toBe(200);
    expect(fake.intents.get(bodyOf(ok, 200).data.paymentIntentId)?.metadata.orderId).toBe(id);

    // The token names only its own order.
    const customerOrder = await order();
    const other = await api.post('/stripe/create-payment-intent', {
      body: { orderId: customerOrder.id, amount: 70.97, guestAccessToken },
      headers: store.anonymous,
    });
    expectStatus(other, 404);
    expect(bodyOf(await intentFor(customerOrder.id), 200).data.paymentIntentId).toBeDefined();
  });
});

describe('POST /stripe/webhook', () => {
  it('payment_intent.succeeded with the order’s amount and currency: PAID and PENDING -> CONFIRMED; a replay changes nothing', async () => {
    const { id } = await order();
    const intent = await paidIntent(id);
    const payload = event('payment_intent.succeeded', intent);
    const res = await deliverEvent(payload);
    expectStatus(res, 200);
    expect(res.body).toEqual({
      success: true,
      data: { received: true, duplicate: false, type: 'payment_intent.succeeded' },
    });
    const paid = await readOrder(id);
    expect(paid).toMatchObject({ paymentStatus: 'PAID', status: 'CONFIRMED' });
    expect(Date.parse(paid.paidAt ?? '')).toBeGreaterThan(0);

    // The staff move it on; the same event delivered again must not touch it.
    await api.patch('/orders/{id}/status', {
      params: { id },
      body: { status: 'PROCESSING' },
      headers: store.admin.headers,
    });
    const before = await readOrder(id);
    const replay = await deliverEvent(payload);
    expect(replay.status).toBe(200);
    expect(replay.body.data.duplicate).toBe(true);
    expect(await readOrder(id)).toEqual(before);
    expect(await rowCount(t.orm, 'payment_event')).toBe(1);
  });

  it('an amount or currency mismatch does not mark the order paid', async () => {
    const { id } = await order();
    const intent = await paidIntent(id);
    for (const wrong of [{ amount: 100 }, { currency: 'eur' }]) {
      const res = await deliverEvent(event('payment_intent.succeeded', { ...intent, ...wrong }));
      expectStatus(res, 200);
      expect(await readOrder(id)).toMatchObject({ paymentStatus: 'PENDING', status: 'PENDING' });
    }
  });

  it('payment_intent.payment_failed sets FAILED; unknown events are acknowledged', async () => {
    const { id } = await order();
    const { paymentIntentId } = bodyOf(await intentFor(id), 200).data;
    const failed = await deliverEvent(event('payment_intent.payment_failed', fake.intents.get(paymentIntentId)!));
    expect(failed.status).toBe(200);
    expect(await readOrder(id)).toMatchObject({ paymentStatus: 'FAILED', status: 'PENDING' });
    const unknown = await deliverEvent(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toMatchObject({ received: true, type: 'customer.created' });
  });

  it('refuses a forged, stale or missing signature with 400, changing and recording nothing', async () => {
    const { id } = await order();
    const intent = await paidIntent(id);
    const payload = event('payment_intent.succeeded', intent);
    const body = JSON.stringify(payload);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    const tampered = signedWebhook(payload, WEBHOOK_SECRET);
    for (const res of [
      await deliver(body, forged),
      await deliver(body, stale),
      await deliver(body),
      await deliver(tampered.body.replace('"amount":7097', '"amount":7098'), tampered.signature),
      await deliver(body, 'garbage'),
    ]) {
      expectStatus(res, 400);
      expect(res.body).toMatchObject({ success: false, error: 'Webhook signature verification failed' });
    }
    expect(await readOrder(id)).toMatchObject({ paymentStatus: 'PENDING', status: 'PENDING' });
    expect(await rowCount(t.orm, 'payment_event')).toBe(0);
    // The genuine delivery still applies afterwards.
    expect((await deliverEvent(payload)).status).toBe(200);
    expect((await readOrder(id)).paymentStatus).toBe('PAID');
  });
});

describe('cancelling a paid order', () => {
  it('refunds it at the gateway with an idempotency key, sets REFUNDED and restocks', async () => {
    const { id } = await order();
    const intent = await paidIntent(id);
    await deliverEvent(event('payment_intent.succeeded', intent));
    expect(await stockOf(t, productId)).toBe(7);
    const res = await api.patch('/orders/{id}/status', {
      params: { id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0].body).toMatchObject({ payment_intent: intent.id });
    expect(refunds[0].headers['idempotency-key']).toBe(`refund-${id}`);
    expect([...fake.refunds.values()]).toMatchObject([{ payment_intent: intent.id, amount: 7097 }]);
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('a gateway failure answers 503 and leaves the order, its payment and the stock as they were', async () => {
    const { id } = await order();
    const intent = await paidIntent(id);
    await deliverEvent(event('payment_intent.succeeded', intent));
    for (let i = 0; i < 5; i += 1) fake.forceNext({ status: 500 });
    const res = await api.patch('/orders/{id}/status', {
      params: { id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    expectStatus(res, 503);
    expect(await readOrder(id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', cancelledAt: null });
    expect(await stockOf(t, productId)).toBe(7);
    expect(fake.refunds.size).toBe(0);
  });

  it('an unpaid order is cancelled without calling the gateway', async () => {
    const { id } = await order();
    await forceStatus(t, id, OrderStatus.CONFIRMED);
    expect(await stockOf(t, productId)).toBe(7);
    const res = await api.patch('/orders/{id}/status', {
      params: { id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect((await readOrder(id)).status).toBe('CANCELLED');
    expect(await stockOf(t, productId)).toBe(10);
    // No intent was ever opened, so there is nothing to refund or close at the gateway.
    expect(fake.requests).toHaveLength(0);
  });
});

describe('cancelling an unpaid order with an open intent', () => {
  it('closes the intent at the gateway, so that the shopper can no longer pay it', async () => {
    const { id } = await order();
    const { paymentIntentId } = bodyOf(await intentFor(id), 200).data;
    const res = await api.patch('/orders/{id}/status', {
      params: { id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    const cancels = fake.requests.filter((r) => r.path === `/v1/payment_intents/${paymentIntentId}/cancel`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0].headers['idempotency-key']).toBe(`cancel-${id}`);
    expect(fake.intents.get(paymentIntentId)!.status).toBe('canceled');
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('still cancels when the gateway fails, and refunds a payment that arrives afterwards', async () => {
    const { id } = await order();
    const { paymentIntentId } = bodyOf(await intentFor(id), 200).data;
    // The cancel call and its two retries all fail.
    for (let i = 0; i < 3; i += 1) fake.forceNext({ status: 500 });
    const res = await api.patch('/orders/{id}/status', {
      params: { id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    expectStatus(res, 200);
    expect(fake.intents.get(paymentIntentId)!.status).not.toBe('canceled');
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(await stockOf(t, productId)).toBe(10);

    // The shopper pays the intent that could not be closed: the money goes back at once.
    const paid = fake.markSucceeded(paymentIntentId);
    const delivery = await deliverEvent(event('payment_intent.succeeded', paid));
    expect(delivery.status).toBe(200);
    expect(await readOrder(id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0].headers['idempotency-key']).toBe(`refund-${id}`);
    expect([...fake.refunds.values()]).toMatchObject([{ payment_intent: paymentIntentId, amount: 7097 }]);
    // Stock was returned once, at the cancellation.
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('a refund the gateway refuses fails the delivery, records no event, and the retry refunds', async () => {
    const { id } = await order();
    const { paymentIntentId } = bodyOf(await intentFor(id), 200).data;
    await forceStatus(t, id, OrderStatus.CANCELLED);
    const payload = event('payment_intent.succeeded', fake.markSucceeded(paymentIntentId));
    for (let i = 0; i < 5; i += 1) fake.forceNext({ status: 500 });
    const failed = await deliverEvent(payload);
    expect(failed.status).toBe(503);
    expect(await rowCount(t.orm, 'payment_event')).toBe(0);
    expect(await readOrder(id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });

    const retried = await deliverEvent(payload);
    expect(retried.status).toBe(200);
    expect(retried.body.data.duplicate).toBe(false);
    expect(await readOrder(id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(fake.refunds.size).toBe(1);
  });
});

describe('with payments off (production without Stripe keys, or PAYMENT_GATEWAY=none)', () => {
  it('the payment routes answer 503 saying so', async () => {
    const bare = await startTestApp({ orm: t.orm, env: { PAYMENT_GATEWAY: 'none' } });
    try {
      const { id } = await order();
      const config = await storefrontRest(bare).get('/stripe/config');
      expect(config.status).toBe(503);
      const intent = await storefrontRest(bare).post('/stripe/create-payment-intent', {
        body: { orderId: id, amount: 70.97 },
        headers: store.customer.headers,
      });
      expectStatus(intent, 503);
      expect(intent.body.error).toMatch(/STRIPE_SECRET_KEY/);
      // Untyped: an unsigned raw body.
      const hook = await storefrontRest(bare).request('POST', '/stripe/webhook', { body: '{}' });
      expect(hook.status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('rate limit', () => {
  it('does not count webhook deliveries', async () => {
    const limited = await startTestApp({
      orm: t.orm,
      env: { RATE_LIMIT_MAX: '2', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_x' },
    });
    try {
      for (let i = 0; i < 4; i += 1) {
        const { body, signature } = signedWebhook(event('customer.created', { id: `cus_${i}` }), WEBHOOK_SECRET);
        // Untyped: the signature is over the exact bytes of the body, sent raw.
        const res = await storefrontRest(limited).request('POST', '/stripe/webhook', {
          body,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
        expectStatus(res, 200);
      }
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await storefrontRest(limited).get('/stripe/config')).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the webhook’s signed body without a rate limit, and guest checkout on POST /orders', async () => {
    // The document itself is no path of the document.
    const doc = (await http(`${t.url}/api/openapi.json`)).body;
    const webhook = doc.paths['/stripe/webhook'].post;
    expect(webhook.requestBody.content['application/json']).toBeDefined();
    expect(Object.keys(webhook.responses)).toEqual(expect.arrayContaining(['200', '400']));
    expect(webhook.responses['429']).toBeUndefined();
    expect(doc.paths['/orders'].post.description).toMatch(/allowGuestCheckout/);
    expect(doc.paths['/orders'].post.description).toMatch(/401/);
  });
});
