import type { AppModule } from '../../module';
import { CartItem } from './cart.entity';
import { CartResolver } from './cart.resolver';
import { cartRoutes } from './cart.routes';
import { cartRules } from './cart.rules';

/** Storefront carts: one per customer, a line per product and variant options. */
export const cartModule: AppModule = {
  name: 'storefront/cart',
  entities: [CartItem],
  resolvers: [CartResolver],
  rules: cartRules,
  routes: [cartRoutes],
};
