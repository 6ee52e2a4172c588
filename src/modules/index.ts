import { apiKeysModule } from './identity/api-keys';
import { authModule } from './identity/auth';
import { customersModule } from './identity/customers';
import { tenantsModule } from './identity/tenants';
import { usersModule } from './identity/users';
import type { AppModule } from './module';
import { filesModule } from './platform/files';
import { catalogModule } from './storefront/catalog';
import { paymentsModule } from './storefront/payments';

/** Every domain module the server is assembled from, identity first (the others build on it). */
export const MODULES: AppModule[] = [
  tenantsModule,
  usersModule,
  customersModule,
  authModule,
  apiKeysModule,
  filesModule,
  paymentsModule,
  catalogModule,
];

export const ENTITIES = MODULES.flatMap((m) => m.entities ?? []);
