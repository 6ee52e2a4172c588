import type { AppModule } from '../../module';
import { commerceDemo } from './commerce.demo';
import { Order, OrderCounter, OrderItem } from './order.entity';
import { CustomerOrdersResolver, OrderResolver } from './order.resolver';
import { orderRoutes } from './order.routes';
import { orderRules } from './order.rules';

/** Storefront orders: checkout, the staff's order list and status changes, customers' orders. */
export const ordersModule: AppModule = {
  name: 'storefront/orders',
  entities: [Order, OrderItem, OrderCounter],
  resolvers: [OrderResolver, CustomerOrdersResolver],
  rules: orderRules,
  routes: [orderRoutes],
  demo: commerceDemo,
};
