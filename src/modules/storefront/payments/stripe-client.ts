import Stripe from 'stripe';
import type { Env } from '../../../config/env';
import type { RequestContext } from '../../../graphql/context';
import { GatewayUnavailableError } from '../../../graphql/errors';

const clients = new WeakMap<Env, Stripe>();

/**
 * The Stripe SDK client of this server (one per configuration), aimed at `STRIPE_API_BASE` when
 * set. 503 while `STRIPE_SECRET_KEY` is not set.
 */
export function stripeClient(ctx: RequestContext): Stripe {
  const env = ctx.services.env;
  const key = env.stripeSecretKey;
  if (!key) throw new GatewayUnavailableError('Payment gateway is not configured (STRIPE_SECRET_KEY is not set)');
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
export async function callGateway<T>(ctx: RequestContext, what: string, call: () => Promise<T>): Promise<T> {
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
