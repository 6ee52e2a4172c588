import { loadEnv } from '../../src/config/env';
import { ordersModule } from '../../src/modules/storefront/orders';
import { ORDER_EXPIRY_CRON, ORDER_EXPIRY_QUEUE } from '../../src/modules/storefront/orders/order-expiry';
import { startTestApp, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { pollUntil } from '../helpers/bounded';
import { startFakeStripe, signedWebhook, type FakeStripe } from '../helpers/fake-stripe';
import { dataOf, gql, statusCounts } from '../helpers/http';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';
import { makeAddress, secondCustomer, stockOf } from './commerce-fixtures';

// Unpaid orders expire at their deadline; a payment arriving after it reinstates or refunds.

const WEBHOOK_SECRET = 'whsec_expiry_secret';
/** Seconds: orders of this file are due almost at once. */
const TTL = 2;
let fake: FakeStripe;
let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;
let productId: string;

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: 'sk_test_expiry',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_expiry',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.url,
  ORDER_PAYMENT_TTL: String(TTL),
});

beforeAll(async () => {
  fake = await startFakeStripe();
});
beforeEach(() => fake.reset());
eachTestIn(
  (app) => shopScenario(app, { product: { name: 'Tracked', price: 10, stockQuantity: 10 } }),
  (app, shop) => ([t, store, api, productId] = [app, shop, storefrontRest(app), shop.product!.id]),
  // No workers here: only the tests run the expiry job, so the minute's schedule never races them.
  () => ({ env: { ...stripeEnv(), JOB_WORKERS: '0' } }),
  { once: true },
);
afterAll(async () => {
  await fake.close();
});

/** Runs the expiry job's handler, as the queue's worker does when the schedule's message comes. */
const runExpiry = () => ordersModule.workers![ORDER_EXPIRY_QUEUE](t.app.services, t.orm.em, {});

const placeOrder = async (quantity: number, headers = store.customer.headers, product = productId) => {
  const res = await api.post('/orders', { body: { items: [{ productId: product, quantity }] }, headers });
  expectStatus(res, 201);
  return res.body.data as { id: string; total: number; expiresAt: string; createdAt: string };
};
const intentFor = (orderId: string, amount: number) =>
  api.post('/stripe/create-payment-intent', { body: { orderId, amount }, headers: store.customer.headers });
const openIntent = async (orderId: string, amount: number): Promise<string> => {
  const res = await intentFor(orderId, amount);
  expectStatus(res, 200);
  return res.body.data.paymentIntentId;
};
const readOrder = async (id: string) =>
  bodyOf(await api.get('/orders/{id}', { params: { id }, headers: store.admin.headers }), 200).data;
const historyOf = async (id: string) =>
  ((await readOrder(id)).history as { type: string; fromStatus: string; toStatus: string }[]).map(
    ({ type, fromStatus, toStatus }) => `${type} ${fromStatus}->${toStatus}`,
  );
/** Resolves once the order's deadline has passed. */
const pastDeadline = async (order: { expiresAt: string | null }) => {
  if (!order.expiresAt) throw new Error('the order has no payment deadline');
  const wait = Date.parse(order.expiresAt) - Date.now() + 50;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

let events = 0;
/** Delivers `payment_intent.succeeded` for the intent as the fake holds it, signed by the SDK. */
function deliverSucceeded(intentId: string) {
  const payload = {
    id: `evt_expiry_${++events}_${Date.now()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: fake.intents.get(intentId) },
  };
  const { body, signature } = signedWebhook(payload, WEBHOOK_SECRET);
  // Untyped: the signature is over the exact bytes of the body, sent raw.
  return storefrontRest(t).request('POST', '/stripe/webhook', {
    body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}
const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

describe('the payment deadline', () => {
  it('is placed + ORDER_PAYMENT_TTL, on the order in REST and GraphQL', async () => {
    const order = await placeOrder(1);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(TTL * 1000);
    expect((await readOrder(order.id)).expiresAt).toBe(order.expiresAt);
    const res = await gql(
      t.url,
      'query ($id: ID!) { order(id: $id) { expiresAt history { type } } }',
      { id: order.id },
      store.customer.headers,
    );
    expect(dataOf(res).order).toEqual({ expiresAt: order.expiresAt, history: [] });
  });

  it('ORDER_PAYMENT_TTL reads 3600, 60m and 1h alike (default 60m); a bad value stops the boot naming it', () => {
    const ttl = (value?: string) => loadEnv({ NODE_ENV: 'test', ORDER_PAYMENT_TTL: value }).orderPaymentTtlSeconds;
    expect([ttl(), ttl('3600'), ttl('60m'), ttl('1h')]).toEqual([3600, 3600, 3600, 3600]);
    for (const bad of ['soon', '0', '-5m', '31d', '1.5h']) {
      expect(() => ttl(bad)).toThrow(/^Invalid environment variable ORDER_PAYMENT_TTL: /);
    }
  });
});

describe('the expiry job', () => {
  it('cancels an unpaid order past its deadline: stock back, intent cancelled at the gateway, history EXPIRED', async () => {
    const order = await placeOrder(3);
    const intentId = await openIntent(order.id, order.total);
    expect(await stockOf(t, productId)).toBe(7);
    await pastDeadline(order);
    // Past the deadline and before the job's next run, it can no longer be paid anew.
    const late = await intentFor(order.id, order.total);
    expect(late.status).toBe(409);
    expect(bodyOf(late, 409).error).toBe('Order has expired');

    await runExpiry();
    const expired = await readOrder(order.id);
    expect(expired).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING', expiresAt: order.expiresAt });
    expect(Date.parse(expired.cancelledAt ?? '')).toBeGreaterThanOrEqual(Date.parse(order.expiresAt));
    expect(await historyOf(order.id)).toEqual(['EXPIRED PENDING->CANCELLED']);
    expect(await stockOf(t, productId)).toBe(10);
    const cancels = fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0].headers['idempotency-key']).toBe(`cancel-${order.id}`);
    expect(fake.intents.get(intentId)!.status).toBe('canceled');

    // As for any cancelled order: no new intent; and the next runs change nothing.
    const again = await intentFor(order.id, order.total);
    expect(again.status).toBe(409);
    expect(bodyOf(again, 409).error).toBe('Order is cancelled');
    await runExpiry();
    expect(await stockOf(t, productId)).toBe(10);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('leaves an order not yet due alone, and retries an intent a failing gateway left open', async () => {
    const order = await placeOrder(2);
    const intentId = await openIntent(order.id, order.total);
    await pastDeadline(order);
    const fresh = await placeOrder(1);
    // The cancellation and its two retries fail, and so does the look-up that follows.
    for (let i = 0; i < 6; i += 1) fake.forceNext({ status: 500 });
    await runExpiry();
    expect(await readOrder(order.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await readOrder(fresh.id)).toMatchObject({ status: 'PENDING', expiresAt: fresh.expiresAt });
    expect(fake.intents.get(intentId)!.status).toBe('requires_payment_method');

    await runExpiry();
    expect(fake.intents.get(intentId)!.status).toBe('canceled');
    const keys = fake.requests
      .filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)
      .map((r) => String(r.headers['idempotency-key']));
    expect(keys.at(-1)).toMatch(new RegExp(`^cancel-${order.id}-retry-\\d+$`));
    // Closed: the runs after that leave the gateway alone.
    const calls = fake.requests.length;
    await runExpiry();
    expect(fake.requests.slice(calls).filter((r) => r.path.startsWith('/v1/payment_intents'))).toEqual([]);
  });

  it('never expires a paid order', async () => {
    const order = await placeOrder(3);
    const intentId = await openIntent(order.id, order.total);
    fake.markSucceeded(intentId);
    expect((await deliverSucceeded(intentId)).status).toBe(200);
    const paid = await readOrder(order.id);
    expect(paid).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', expiresAt: null });
    await pastDeadline(order);
    await runExpiry();
    expect(await readOrder(order.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', cancelledAt: null });
    expect(await historyOf(order.id)).toEqual(['PAID PENDING->CONFIRMED']);
    expect(await stockOf(t, productId)).toBe(7);
  });

  it('never expires an order the staff confirmed or cancelled', async () => {
    const confirmed = await placeOrder(1);
    const cancelled = await placeOrder(1);
    await api.patch('/orders/{id}/status', {
      params: { id: confirmed.id },
      body: { status: 'CONFIRMED' },
      headers: store.staff.headers,
    });
    const res = await api.patch('/orders/{id}/status', {
      params: { id: cancelled.id },
      body: { status: 'CANCELLED' },
      headers: store.staff.headers,
    });
    expect(bodyOf(res, 200).data).toMatchObject({ expiresAt: null, history: [{ type: 'STATUS_CHANGED' }] });
    await pastDeadline(cancelled);
    await runExpiry();
    expect(await readOrder(confirmed.id)).toMatchObject({ status: 'CONFIRMED', expiresAt: null });
    expect(await historyOf(cancelled.id)).toEqual(['STATUS_CHANGED PENDING->CANCELLED']);
    expect(await stockOf(t, productId)).toBe(9);
  });
});

describe('a payment that succeeds after the expiry', () => {
  it('reinstates the order while its stock is there: CONFIRMED and PAID, the stock taken again', async () => {
    const order = await placeOrder(3);
    const intentId = await openIntent(order.id, order.total);
    await pastDeadline(order);
    // The shopper paid just before the job cancelled the intent: the cancellation is refused.
    fake.markSucceeded(intentId);
    await runExpiry();
    expect(await readOrder(order.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await stockOf(t, productId)).toBe(10);

    expect((await deliverSucceeded(intentId)).status).toBe(200);
    expect(await readOrder(order.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      cancelledAt: null,
      expiresAt: null,
    });
    expect(await historyOf(order.id)).toEqual(['EXPIRED PENDING->CANCELLED', 'REINSTATED CANCELLED->CONFIRMED']);
    expect(await stockOf(t, productId)).toBe(7);
    expect(refundRequests()).toEqual([]);
  });

  it('refunds it when the stock is gone: REFUNDED, and stock plus units sold unchanged', async () => {
    const order = await placeOrder(3);
    const intentId = await openIntent(order.id, order.total);
    await pastDeadline(order);
    await runExpiry();
    // Meanwhile another shopper buys what the expiry gave back, and more.
    const other = await rivalShopper();
    await placeOrder(8, other.headers);
    expect(await stockOf(t, productId)).toBe(2);

    fake.markSucceeded(intentId);
    expect((await deliverSucceeded(intentId)).status).toBe(200);
    expect(await readOrder(order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await historyOf(order.id)).toEqual(['EXPIRED PENDING->CANCELLED', 'REFUNDED CANCELLED->CANCELLED']);
    const refunds = refundRequests();
    expect(refunds).toHaveLength(1);
    expect(refunds[0].headers['idempotency-key']).toBe(`refund-${order.id}`);
    expect([...fake.refunds.values()]).toMatchObject([{ payment_intent: intentId, amount: 3000 }]);
    expect(await stockOf(t, productId)).toBe(2);
    expect((await stockOf(t, productId)) + (await unitsSold(productId))).toBe(10);
  });
});

/** Another customer of the store, with a default address to order with. */
async function rivalShopper() {
  const rival = await secondCustomer(t, store);
  await makeAddress(t, store, rival, { isDefault: true });
  return rival;
}

/** Units of the product in orders that stand (not cancelled). */
async function unitsSold(product: string): Promise<number> {
  const [row] = await t.orm.em.getConnection().execute<{ units: string | null }[]>(
    `select sum(i.quantity) as units from order_item i join customer_order o on o.id = i.order_id
     where i.product_id = ? and o.status <> 'CANCELLED'`,
    [product],
  );
  return Number(row.units ?? 0);
}

describe('expiry racing the payment webhook', () => {
  it('20 orders: each ends paid, or expired and refunded, never both; stock plus units sold unchanged', async () => {
    const STOCK = 20;
    const product = await makeProduct(t, store, { name: 'Raced', price: 5, stockQuantity: STOCK });
    const orders: { id: string; intentId: string }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const order = await placeOrder(1, store.customer.headers, product.id);
      orders.push({ id: order.id, intentId: await openIntent(order.id, order.total) });
    }
    // Every shopper paid at the gateway just as the deadline passed.
    for (const { intentId } of orders) fake.markSucceeded(intentId);
    await pastDeadline({ expiresAt: (await readOrder(orders.at(-1)!.id)).expiresAt });
    const rival = await rivalShopper();

    // Three runs of the job, the twenty deliveries spread over a few hundred milliseconds (some
    // before their order's expiry, some after), and a rival shopper buying, again and again,
    // whatever the expiry gives back: all at once.
    let racing = true;
    const rivals: { status: number; body: unknown }[] = [];
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const [, deliveries] = await Promise.all([
      Promise.all([runExpiry(), runExpiry(), runExpiry()]),
      Promise.all(orders.map(({ intentId }, i) => sleep(i * 40).then(() => deliverSucceeded(intentId)))).finally(
        () => (racing = false),
      ),
      ...Array.from({ length: 4 }, async () => {
        while (racing && rivals.length < 200) {
          rivals.push(
            await api.post('/orders', {
              body: { items: [{ productId: product.id, quantity: 1 }] },
              headers: rival.headers,
            }),
          );
        }
      }),
    ]);
    expect(statusCounts(deliveries)).toEqual({ 200: 20 });
    for (const res of rivals.filter((r) => r.status !== 201)) {
      expect(res.body).toMatchObject({ success: false, error: 'Insufficient stock for Raced' });
    }

    const refunded = new Set([...fake.refunds.values()].map((r) => r.payment_intent));
    for (const { id, intentId } of orders) {
      const read = await readOrder(id);
      const history = await historyOf(id);
      if (read.status === 'CONFIRMED') {
        expect(read).toMatchObject({ paymentStatus: 'PAID', cancelledAt: null, expiresAt: null });
        expect([
          ['PAID PENDING->CONFIRMED'],
          ['EXPIRED PENDING->CANCELLED', 'REINSTATED CANCELLED->CONFIRMED'],
        ]).toContainEqual(history);
        expect(refunded.has(intentId)).toBe(false);
      } else {
        expect(read).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
        expect(history).toEqual(['EXPIRED PENDING->CANCELLED', 'REFUNDED CANCELLED->CANCELLED']);
        expect(refunded.has(intentId)).toBe(true);
      }
    }
    // One refund per refunded order, none twice.
    expect(fake.refunds.size).toBe(refunded.size);
    expect((await stockOf(t, product.id)) + (await unitsSold(product.id))).toBe(STOCK);
    expect(await stockOf(t, product.id)).toBeGreaterThanOrEqual(0);
  });
});

describe('the schedule', () => {
  it('is registered in pg-boss (every minute), and its message runs the job on an instance with workers', async () => {
    const [schedule] = await t.orm.em
      .getConnection()
      .execute<{ cron: string }[]>(`select cron from pgboss.schedule where name = ?`, [ORDER_EXPIRY_QUEUE]);
    expect(schedule).toEqual({ cron: ORDER_EXPIRY_CRON });

    const order = await placeOrder(2);
    await pastDeadline(order);
    const worker = await startTestApp({
      orm: t.orm,
      env: { ...stripeEnv(), JOB_WORKERS: '1', JOB_POLL_INTERVAL_MS: '500' },
    });
    try {
      // The message a tick of the schedule sends.
      await worker.app.services.queue.send(ORDER_EXPIRY_QUEUE, {});
      await pollUntil(15_000, 'the queued expiry run', async () => {
        const status = (await readOrder(order.id)).status;
        return { done: status === 'CANCELLED' ? true : undefined, seen: status };
      });
      expect(await stockOf(t, productId)).toBe(10);
    } finally {
      await worker.close();
    }
  });
});
