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
  ],
};
