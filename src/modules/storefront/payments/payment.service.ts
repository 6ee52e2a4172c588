import type { RequestContext } from '../../../graphql/context';
import { GatewayUnavailableError } from '../../../graphql/errors';
import type { PaymentGatewayConfig } from './payment.types';

export const GATEWAY = 'stripe';

/** The public half of the gateway configuration; 503 while the server has none. */
export function gatewayConfig(ctx: RequestContext): PaymentGatewayConfig {
  const key = ctx.services.env.stripePublishableKey;
  if (!key) throw new GatewayUnavailableError('Payment gateway is not configured (STRIPE_PUBLISHABLE_KEY is not set)');
  return { gateway: GATEWAY, publishableKey: key };
}
