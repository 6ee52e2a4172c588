import type { AppModule } from '../../module';
import { commerceDemo } from './commerce.demo';
import { OrderEvent } from './order-event.entity';
import { expireDueOrders, ORDER_EXPIRY_CRON, ORDER_EXPIRY_QUEUE } from './order-expiry';
import { Order, OrderCounter, OrderItem } from './order.entity';
import { CustomerOrdersResolver, OrderResolver } from './order.resolver';
import { orderRoutes } from './order.routes';
import { orderRules } from './order.rules';

/**
 * Storefront orders: checkout, the staff's order list and status changes, customers' orders, and
 * the expiry of unpaid orders.
 */
export const ordersModule: AppModule = {
  name: 'storefront/orders',
  entities: [Order, OrderItem, OrderCounter, OrderEvent],
  resolvers: [OrderResolver, CustomerOrdersResolver],
  rules: orderRules,
  routes: [orderRoutes],
  demo: commerceDemo,
  workers: {
    [ORDER_EXPIRY_QUEUE]: async (services, root) => {
      await expireDueOrders(services, root);
    },
  },
  // A pg-boss schedule rather than a delayed message per order: it lives in the database (a
  // restart loses nothing, and no message can be lost between a checkout's commit and its send),
  // pg-boss lets one instance per tick send it and one worker run it, and each run sweeps every
  // order due, those of a crashed run included.
  onStart: (services) => services.queue.schedule(ORDER_EXPIRY_QUEUE, ORDER_EXPIRY_CRON),
};
