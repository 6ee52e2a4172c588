import Stripe from 'stripe';
import { fakeStripeClient, parseForm, signedWebhook, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';

let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  // No retries: a failure must surface on the first attempt, and requests are counted exactly.
  stripe = fakeStripeClient(fake, { maxNetworkRetries: 0 });
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const createParams: Stripe.PaymentIntentCreateParams = {
  amount: 2599,
  currency: 'eur',
  metadata: { orderId: 'order-1', tenant: 'acme' },
  automatic_payment_methods: { enabled: true },
};

/** Runs `fn` and returns what it threw (failing the test when it did not throw). */
async function thrown(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('fake Stripe server driven by the official SDK', () => {
  it('creates a payment intent with the shape Stripe returns, from the form-encoded body', async () => {
    const intent = await stripe.paymentIntents.create(createParams);
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 2599,
      currency: 'eur',
      status: 'requires_payment_method',
      metadata: { orderId: 'order-1', tenant: 'acme' },
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.id).toMatch(/^pi_\w+$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    expect(intent.created).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      body: {
        amount: '2599',
        currency: 'eur',
        metadata: { orderId: 'order-1', tenant: 'acme' },
        automatic_payment_methods: { enabled: 'true' },
      },
    });
    expect(fake.requests[0].headers.authorization).toBe('Bearer sk_test_fake');
  });

  it('the same Idempotency-Key returns the same intent and stores only one', async () => {
    const first = await stripe.paymentIntents.create(createParams, { idempotencyKey: 'order-1-attempt-1' });
    const second = await stripe.paymentIntents.create(createParams, { idempotencyKey: 'order-1-attempt-1' });
    expect(second.id).toBe(first.id);
    expect(second.client_secret).toBe(first.client_secret);
    expect(fake.intents.size).toBe(1);
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual(['order-1-attempt-1', 'order-1-attempt-1']);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');

    const other = await stripe.paymentIntents.create(createParams, { idempotencyKey: 'order-1-attempt-2' });
    expect(other.id).not.toBe(first.id);
    expect(fake.intents.size).toBe(2);
  });

  it('an Idempotency-Key reused with other parameters is refused as Stripe does', async () => {
    await stripe.paymentIntents.create(createParams, { idempotencyKey: 'key-1' });
    const error = await thrown(() =>
      stripe.paymentIntents.create({ ...createParams, amount: 1 }, { idempotencyKey: 'key-1' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(fake.intents.size).toBe(1);
  });

  it('retrieves a stored intent by id', async () => {
    const created = await stripe.paymentIntents.create(createParams);
    const retrieved = await stripe.paymentIntents.retrieve(created.id);
    expect(retrieved).toMatchObject({
      id: created.id,
      amount: 2599,
      currency: 'eur',
      status: 'requires_payment_method',
    });
    expect(fake.requests[1]).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${created.id}` });
  });

  it('refunds a paid intent, in part and then the rest, never beyond what was received', async () => {
    const intent = await stripe.paymentIntents.create(createParams);
    fake.markSucceeded(intent.id);

    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 1000,
      currency: 'eur',
      payment_intent: intent.id,
      status: 'succeeded',
    });
    expect(partial.id).toMatch(/^re_\w+$/);
    expect(fake.requests.at(-1)?.body).toEqual({ payment_intent: intent.id, amount: '1000' });

    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(1599);

    const error = await thrown(() => stripe.refunds.create({ payment_intent: intent.id, amount: 1 }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'amount' });
    expect(fake.refunds.size).toBe(2);
  });

  it('refuses to refund an intent that was never paid', async () => {
    const intent = await stripe.paymentIntents.create(createParams);
    const error = await thrown(() => stripe.refunds.create({ payment_intent: intent.id }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'payment_intent' });
  });

  it('cancels an unpaid intent and refuses to cancel it twice', async () => {
    const intent = await stripe.paymentIntents.create(createParams);
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ id: intent.id, status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toBeGreaterThan(0);
    const error = await thrown(() => stripe.paymentIntents.cancel(intent.id));
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('an unknown id makes the SDK throw a StripeInvalidRequestError with status 404', async () => {
    const error = await thrown(() => stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'intent',
      message: "No such payment_intent: 'pi_doesnotexist'",
    });

    const refund = await thrown(() => stripe.refunds.create({ payment_intent: 'pi_doesnotexist' }));
    expect(refund).toMatchObject({ statusCode: 404, param: 'payment_intent' });
  });

  it('a missing required parameter answers 400 naming the parameter', async () => {
    // The SDK's types require a currency; the cast sends what a buggy caller would.
    const error = await thrown(() => stripe.paymentIntents.create({ amount: 500 } as Stripe.PaymentIntentCreateParams));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'currency', code: 'parameter_missing' });
    expect(fake.intents.size).toBe(0);
  });

  it('a forced 500 makes the SDK throw once, stores nothing, and the next call succeeds', async () => {
    fake.forceNext({ status: 500 });
    const error = await thrown(() => stripe.paymentIntents.create(createParams));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error).toMatchObject({ statusCode: 500 });
    expect(fake.requests).toHaveLength(1); // maxNetworkRetries: 0, so no retry
    expect(fake.intents.size).toBe(0);

    await expect(stripe.paymentIntents.create(createParams)).resolves.toMatchObject({
      status: 'requires_payment_method',
    });
  });

  it('a forced delay beyond the client timeout makes the SDK fail with a connection error', async () => {
    const impatient = fakeStripeClient(fake, { maxNetworkRetries: 0, timeout: 50 });
    fake.forceNext({ delayMs: 1000 });
    const error = await thrown(() => impatient.paymentIntents.create(createParams));
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('a request without an API key is refused with 401', async () => {
    const res = await fetch(`${fake.url}/v1/payment_intents/pi_x`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('parseForm', () => {
  it('reads Stripe bracket notation into nested objects, lists keyed by index', () => {
    expect(parseForm('amount=100&metadata[order]=o%201&a[b][c]=x&expand[0]=latest_charge&tags[]=p&tags[]=q')).toEqual({
      amount: '100',
      metadata: { order: 'o 1' },
      a: { b: { c: 'x' } },
      expand: { '0': 'latest_charge' },
      tags: { '0': 'p', '1': 'q' },
    });
  });
});

describe('signedWebhook', () => {
  const secret = 'whsec_test_secret';
  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1', object: 'payment_intent' } },
  };

  it('produces a body and signature that the SDK verifies', () => {
    const { body, signature } = signedWebhook(event, secret);
    const verified = stripe.webhooks.constructEvent(body, signature, secret);
    expect(verified).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded' });
  });

  it('a tampered body or another secret fails verification', () => {
    const { body, signature } = signedWebhook(event, secret);
    const tampered = body.replace('pi_1', 'pi_2');
    expect(() => stripe.webhooks.constructEvent(tampered, signature, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
