import type { AppModule } from '../../module';
import { PaymentResolver } from './payment.resolver';
import { paymentRoutes } from './payment.routes';
import { paymentRules } from './payment.rules';

export const paymentsModule: AppModule = {
  name: 'storefront/payments',
  resolvers: [PaymentResolver],
  rules: paymentRules,
  routes: [paymentRoutes],
};
