import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { EnvError, loadEnv } from '../../src/config/env';
import {
  AddToCartDocument,
  CheckoutDocument,
  ConfirmDevelopmentPaymentDocument,
  CreatePaymentIntentDocument,
  MyOrdersDocument,
  PaymentGatewayConfigDocument,
} from '../../schema/generated/graphql';
import { makeProduct } from '../catalog/catalog-fixtures';
import { startTestApp, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { gql } from '../helpers/http';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { stockOf } from './commerce-fixtures';
import { rowCount } from '../helpers/db';

/**
 * Payments on a laptop: without Stripe keys, outside production, the development gateway takes
 * Stripe's place, and its confirmation moves orders through the webhook's own path.
 */

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;
// No Stripe keys: the development gateway is active.
eachTestIn(
  (app) => shopScenario(app, { slug: 'laptop-shop', tenant: { settings: { shippingFee: 5, taxRate: 0.1 } } }),
  (app, shop) => ([t, store, api] = [app, shop, storefrontRest(app)]),
);

describe('over GraphQL, with the generated documents', () => {
  const run = <Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables: Variables) =>
    gql(t.url, document, variables, store.customer.headers);

  it('takes a cart to a PAID order: a declined card first, then a good one', async () => {
    const product = await makeProduct(t, store, { name: 'Tea', price: 19.99, stockQuantity: 10 });
    const config = await run(PaymentGatewayConfigDocument, {});
    expect(config.data).toEqual({ paymentGatewayConfig: { gateway: 'development', publishableKey: 'pk_development' } });

    await run(AddToCartDocument, { input: { productId: product.id, quantity: 3 } });
    const placed = await run(CheckoutDocument, {
      input: {},
    });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.createOrder;
    expect(order).toMatchObject({ total: 70.97, paymentStatus: 'PENDING' });

    const intent = await run(CreatePaymentIntentDocument, { input: { orderId: order.id, amount: 70.97 } });
    const { clientSecret, paymentIntentId } = intent.data!.createPaymentIntent;
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_[0-9a-f]{24}$`));

    const declined = await run(ConfirmDevelopmentPaymentDocument, {
      input: { clientSecret, card: '4000 0000 0000 0002' },
    });
    expect(declined.data).toEqual({ confirmDevelopmentPayment: { paymentIntentId, status: 'failed' } });
    const afterDecline = await run(MyOrdersDocument, {});
    expect(afterDecline.data!.myOrders.data[0]).toMatchObject({ paymentStatus: 'FAILED', status: 'PENDING' });

    const paid = await run(ConfirmDevelopmentPaymentDocument, { input: { clientSecret } });
    expect(paid.data).toEqual({ confirmDevelopmentPayment: { paymentIntentId, status: 'succeeded' } });
    const afterPay = await run(MyOrdersDocument, {});
    expect(afterPay.data!.myOrders.data[0]).toMatchObject({ paymentStatus: 'PAID', status: 'CONFIRMED' });
    // Each confirmation was applied as one gateway event, as a webhook delivery is.
    expect(await rowCount(t.orm, 'payment_event')).toBe(2);

    const again = await run(ConfirmDevelopmentPaymentDocument, { input: { clientSecret } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Payment intent is already succeeded',
      extensions: { code: 'CONFLICT' },
    });
    expect(await rowCount(t.orm, 'payment_event')).toBe(2);
  });
});

describe('over REST', () => {
  it('places, pays and lists the order as PAID; cancelling it refunds through the same gateway', async () => {
    const product = await makeProduct(t, store, { name: 'Soap', price: 4, stockQuantity: 10 });
    expect(bodyOf(await api.get('/stripe/config'), 200).data).toEqual({
      gateway: 'development',
      publishableKey: 'pk_development',
    });
    const placed = await api.post('/orders', {
      body: { items: [{ productId: product.id, quantity: 2 }] },
      headers: store.customer.headers,
    });
    expectStatus(placed, 201);
    const { id, total } = placed.body.data;
    expect(total).toBe(13.8); // 8.00 + 5.00 shipping + 0.80 tax

    const intent = await api.post('/stripe/create-payment-intent', {
      body: { orderId: id, amount: total },
      headers: store.customer.headers,
    });
    expectStatus(intent, 200);
    // Asked again for the same order and amount, the open intent is reused.
    const same = await api.post('/stripe/create-payment-intent', {
      body: { orderId: id, amount: total },
      headers: store.customer.headers,
    });
    expect(bodyOf(same, 200).data.clientSecret).toBe(intent.body.data.clientSecret);

    const confirmed = await api.post('/stripe/development/confirm', {
      body: {
        clientSecret: intent.body.data.clientSecret,
        card: '4242424242424242',
      },
    });
    expectStatus(confirmed, 200);
    expect(confirmed.body.data).toEqual({ paymentIntentId: intent.body.data.paymentIntentId, status: 'succeeded' });
    const mine = bodyOf(await api.get('/orders/my-orders', { headers: store.customer.headers }), 200).data;
    expect(mine.data.map((o: { id: string; paymentStatus: string }) => [o.id, o.paymentStatus])).toEqual([
      [id, 'PAID'],
    ]);
    expect(await stockOf(t, product.id)).toBe(8);

    const cancelled = await api.patch('/orders/{id}/status', {
      params: { id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    expectStatus(cancelled, 200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('refuses an unknown card naming the field, and an unknown client secret, changing nothing', async () => {
    const product = await makeProduct(t, store, { name: 'Soap', price: 4, stockQuantity: 10 });
    const { id, total } = bodyOf(
      await api.post('/orders', {
        body: { items: [{ productId: product.id, quantity: 1 }] },
        headers: store.customer.headers,
      }),
      201,
    ).data;
    const { clientSecret } = bodyOf(
      await api.post('/stripe/create-payment-intent', {
        body: { orderId: id, amount: total },
        headers: store.customer.headers,
      }),
      200,
    ).data;

    const badCard = await api.post('/stripe/development/confirm', { body: { clientSecret, card: '1234' } });
    expectStatus(badCard, 400);
    expect(badCard.body.errors?.card[0]).toMatch(/^must be a test card: 4242424242424242 \(succeeded\)/);
    const unknown = await api.post('/stripe/development/confirm', { body: { clientSecret: `${clientSecret}x` } });
    expectStatus(unknown, 404);
    expect(unknown.body).toEqual({ success: false, error: 'Payment intent not found' });
    expect(await rowCount(t.orm, 'payment_event')).toBe(0);
    expect(
      bodyOf(await api.get('/orders/{id}', { params: { id }, headers: store.customer.headers }), 200).data
        .paymentStatus,
    ).toBe('PENDING');
  });
});

describe('configuration', () => {
  it('answers 403 to a development confirmation while Stripe is the gateway', async () => {
    const withStripe = await startTestApp({
      orm: t.orm,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    });
    try {
      const res = await storefrontRest(withStripe).post('/stripe/development/confirm', {
        body: { clientSecret: 'pi_x_secret_y' },
      });
      expect(res.status).toBe(403);
      expect(bodyOf(res, 403).error).toBe(
        'Payments are confirmed by the stripe card form; the development gateway is off',
      );
      expect(bodyOf(await storefrontRest(withStripe).get('/stripe/config'), 200).data.gateway).toBe('stripe');
    } finally {
      await withStripe.close();
    }
  });

  it('chooses the gateway from the environment, and production refuses the development one', () => {
    const secrets = { JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'b'.repeat(32) };
    expect(loadEnv({ NODE_ENV: 'development' }).paymentGateway).toBe('development');
    expect(loadEnv({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_1' }).paymentGateway).toBe('stripe');
    expect(loadEnv({ NODE_ENV: 'production', ...secrets }).paymentGateway).toBe('none');
    expect(loadEnv({ NODE_ENV: 'production', ...secrets, STRIPE_SECRET_KEY: 'sk_live_1' }).paymentGateway).toBe(
      'stripe',
    );
    const refused = () => loadEnv({ NODE_ENV: 'production', ...secrets, PAYMENT_GATEWAY: 'development' });
    expect(refused).toThrow(EnvError);
    expect(refused).toThrow(
      'Invalid environment variable PAYMENT_GATEWAY: the development payment gateway is refused in production',
    );
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'stripe' })).toThrow('stripe needs STRIPE_SECRET_KEY');
  });
});
