import Stripe from 'stripe';
import type { Env } from '../../../config/env';
import type { RequestContext } from '../../../graphql/context';
import { GatewayUnavailableError } from '../../../graphql/errors';
import type { GatewayIntent, PaymentGateway } from './gateway';

const clients = new WeakMap<Env, Stripe>();

/** The Stripe SDK client of this server (one per configuration), aimed at `STRIPE_API_BASE` when set. */
function stripeClient(env: Env, key: string): Stripe {
  let client = clients.get(env);
  if (!client) {
    const base = env.stripeApiBase;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(key, {
      ...(base ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
      maxNetworkRetries: 2,
      timeout: 15_000,
    });
    clients.set(env, client);
  }
  return client;
}

/**
 * Runs a gateway call; a failure of the gateway (unreachable, refusing) becomes a 503 naming it,
 * logged with the gateway's own message.
 */
async function callGateway<T>(ctx: RequestContext, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      ctx.log.error({ err: error, type: error.type, code: error.code }, `payment gateway: ${what} failed`);
      throw new GatewayUnavailableError(`Payment gateway error: ${what} failed`);
    }
    throw error;
  }
}

const OPEN = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
]);

function intentOf(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    open: OPEN.has(intent.status),
    metadata: intent.metadata ?? {},
  };
}

/** Stripe, through its SDK. 503 while `STRIPE_SECRET_KEY` is not set. */
export function stripeGateway(ctx: RequestContext): PaymentGateway {
  const { env } = ctx.services;
  const key = env.stripeSecretKey;
  if (!key) throw new GatewayUnavailableError('Payment gateway is not configured (STRIPE_SECRET_KEY is not set)');
  const stripe = stripeClient(env, key);
  return {
    name: 'stripe',
    publishableKey() {
      const publishable = env.stripePublishableKey;
      if (!publishable) {
        throw new GatewayUnavailableError('Payment gateway is not configured (STRIPE_PUBLISHABLE_KEY is not set)');
      }
      return publishable;
    },
    async retrieveIntent(id) {
      return intentOf(await callGateway(ctx, 'payment intent lookup', () => stripe.paymentIntents.retrieve(id)));
    },
    async createIntent({ amount, currency, description, metadata }, idempotencyKey) {
      const created = await callGateway(ctx, 'payment intent creation', () =>
        stripe.paymentIntents.create(
          { amount, currency, description, metadata, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      );
      return intentOf(created);
    },
    async cancelIntent(id, idempotencyKey) {
      await callGateway(ctx, 'payment intent cancellation', () =>
        stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey }),
      );
    },
    async refund(intentId, metadata, idempotencyKey) {
      const refund = await callGateway(ctx, 'refund', () =>
        stripe.refunds.create({ payment_intent: intentId, metadata }, { idempotencyKey }),
      );
      return refund.id;
    },
  };
}
