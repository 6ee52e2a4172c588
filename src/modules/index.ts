import { accountingModules } from './accounting';
import { apiKeysModule } from './identity/api-keys';
import { authModule } from './identity/auth';
import { customersModule } from './identity/customers';
import { tenantsModule } from './identity/tenants';
import { usersModule } from './identity/users';
import { IdempotencyRequest } from '../db/idempotency-request.entity';
import { ListCount } from '../db/list-count';
import type { AppModule } from './module';
import { filesModule } from './platform/files';
import { addressesModule } from './storefront/addresses';
import { cartModule } from './storefront/cart';
import { employersModule } from './payroll/employers';
import { importsModule } from './payroll/imports';
import { jobsModule } from './payroll/jobs';
import { mappingsModule } from './payroll/mappings';
import { reportsModule } from './payroll/reports';
import { catalogModule } from './storefront/catalog';
import { ordersModule } from './storefront/orders';
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
  addressesModule,
  cartModule,
  ordersModule,
  employersModule,
  jobsModule,
  importsModule,
  mappingsModule,
  reportsModule,
  ...accountingModules,
];

/** The modules' entities, and the list totals the accounting and payroll lists share. */
export const ENTITIES = [...MODULES.flatMap((m) => m.entities ?? []), ListCount, IdempotencyRequest];
