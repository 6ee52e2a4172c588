import type { AppModule } from '../../module';
import { PaymentEvent } from './payment-event.entity';
import { PaymentResolver } from './payment.resolver';
import { paymentRoutes } from './payment.routes';
import { paymentRules } from './payment.rules';

export const paymentsModule: AppModule = {
  name: 'storefront/payments',
  entities: [PaymentEvent],
  resolvers: [PaymentResolver],
  rules: paymentRules,
  routes: [paymentRoutes],
};
