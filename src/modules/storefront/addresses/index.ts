import type { AppModule } from '../../module';
import { Address } from './address.entity';
import { AddressResolver } from './address.resolver';
import { addressRoutes } from './address.routes';
import { addressRules } from './address.rules';

/** Storefront address books: each customer's postal addresses, one of them the default. */
export const addressesModule: AppModule = {
  name: 'storefront/addresses',
  entities: [Address],
  resolvers: [AddressResolver],
  rules: addressRules,
  routes: [addressRoutes],
};
