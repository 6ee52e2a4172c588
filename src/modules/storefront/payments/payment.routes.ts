import type { RouteTable } from '../../../rest/types';

export const paymentRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'get',
      path: '/stripe/config',
      summary: 'Public configuration of the payment gateway',
      tags: ['Payments'],
      operation: 'query PaymentGatewayConfig { paymentGatewayConfig { publishableKey } }',
    },
    {
      method: 'post',
      path: '/stripe/create-payment-intent',
      summary: 'Create a payment intent for one of my orders',
      description:
        'Customer, or a guest with the order’s `guestAccessToken` in the body. Body `{orderId, amount, currency}`: `amount` must equal the order total and `currency` (default: the store’s) the store currency (400 otherwise). A paid or cancelled order answers 409; without gateway keys, 503. Asking again for the same order and amount answers the same open intent.',
      tags: ['Payments'],
      operation: `mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
        createPaymentIntent(input: $input) { clientSecret paymentIntentId } }`,
      bodyVariable: 'input',
    },
    {
      method: 'post',
      path: '/stripe/webhook',
      summary: 'Payment gateway webhook',
      description:
        'Called by the gateway with header `Stripe-Signature` over the exact body (5-minute tolerance; 400 when it fails). Each event is applied once. `payment_intent.succeeded` with the order’s amount and currency sets paymentStatus PAID and moves a PENDING order to CONFIRMED; `payment_intent.payment_failed` sets FAILED; other events are acknowledged. Not rate-limited.',
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
