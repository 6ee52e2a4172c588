import type { RouteTable } from '../../../rest/types';

export const paymentRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'get',
      path: '/stripe/config',
      summary: 'Public configuration of the payment gateway',
      tags: ['Payments'],
      description:
        '`gateway` names the active gateway: `stripe`, or `development` outside production without Stripe keys (pay with `POST /stripe/development/confirm`).',
      operation: 'query PaymentGatewayConfig { paymentGatewayConfig { gateway publishableKey } }',
    },
    {
      method: 'post',
      path: '/stripe/create-payment-intent',
      summary: 'Create a payment intent for one of my orders',
      description:
        'Customer, or a guest with the order’s `guestAccessToken` in the body. Body `{orderId, amount, currency}`: `amount` must equal the order total and `currency` (default: the store’s) the store currency (400 otherwise). A paid, cancelled or expired order (past its `expiresAt`) answers 409; in production without gateway keys, 503. Asking again for the same order and amount answers the same open intent.',
      tags: ['Payments'],
      operation: `mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
        createPaymentIntent(input: $input) { clientSecret paymentIntentId } }`,
      bodyVariable: 'input',
    },
    {
      method: 'post',
      path: '/stripe/development/confirm',
      summary: 'Pay with the development gateway',
      description:
        'Outside production without Stripe keys only (403 otherwise). Body `{clientSecret, card}`: the intent’s client secret and a Stripe test card (4242424242424242, the default, succeeds; 4000000000000002 is declined). Applies the `payment_intent.succeeded` or `payment_intent.payment_failed` event through the webhook’s own path, so the order moves exactly as with Stripe.',
      tags: ['Payments'],
      operation: `mutation ConfirmDevelopmentPayment($input: ConfirmDevelopmentPaymentInput!) {
        confirmDevelopmentPayment(input: $input) { paymentIntentId status } }`,
      bodyVariable: 'input',
    },
    {
      method: 'post',
      path: '/stripe/webhook',
      summary: 'Payment gateway webhook',
      description:
        'Called by the gateway with header `Stripe-Signature` over the exact body (5-minute tolerance; 400 when it fails). Each event is applied once. `payment_intent.succeeded` with the order’s amount and currency sets paymentStatus PAID and moves a PENDING order to CONFIRMED; on an order that expired unpaid it reinstates the order (CONFIRMED, stock taken again) while every line’s stock is there, and otherwise (or on an order the staff cancelled) refunds the payment (REFUNDED); `payment_intent.payment_failed` sets FAILED; other events are acknowledged. Not rate-limited.',
      tags: ['Payments'],
      operation: `mutation PaymentWebhook($payload: String!, $signature: String) {
        handlePaymentWebhook(payload: $payload, signature: $signature) { received duplicate type } }`,
      rawBody: true,
      rateLimitExempt: true,
      requestHeaders: {
        'Stripe-Signature': { description: 'The gateway’s signature over the exact body.', required: true },
      },
      variables: ({ body, headers }) => {
        const signature = headers['stripe-signature'];
        return { payload: body, signature: Array.isArray(signature) ? signature[0] : (signature ?? null) };
      },
    },
  ],
};
