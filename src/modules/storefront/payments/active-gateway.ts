import type { RequestContext } from '../../../graphql/context';
import { GatewayUnavailableError } from '../../../graphql/errors';
import { developmentGateway } from './development-gateway';
import type { PaymentGateway } from './gateway';
import { stripeGateway } from './stripe-gateway';

/** The active gateway; 503 saying why when payments are not configured (production without keys). */
export function paymentGateway(ctx: RequestContext): PaymentGateway {
  const { env } = ctx.services;
  switch (env.paymentGateway) {
    case 'stripe':
      return stripeGateway(ctx);
    case 'development':
      return developmentGateway(env);
    default:
      throw new GatewayUnavailableError('Payment gateway is not configured (STRIPE_SECRET_KEY is not set)');
  }
}
