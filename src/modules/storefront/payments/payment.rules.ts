import { isPublic } from '../../identity/auth/auth.rules';
import { canPlaceOrder } from '../orders/order.rules';
import type { RuleMap } from '../../../graphql/permissions';

/**
 * Paying: the customers who order, and guests (their order's access token is checked by the
 * service). The webhook is public: its signature is its authentication (checked by the service).
 * So is the development gateway's confirmation: the intent's client secret is its credential, as
 * with Stripe's card form.
 */
export const paymentRules: RuleMap = {
  Query: { paymentGatewayConfig: isPublic },
  Mutation: { createPaymentIntent: canPlaceOrder, handlePaymentWebhook: isPublic, confirmDevelopmentPayment: isPublic },
};
