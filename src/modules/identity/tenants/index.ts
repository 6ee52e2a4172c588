import type { AppModule } from '../../module';
import { Tenant } from './tenant.entity';
import { TenantResolver } from './tenant.resolver';
import { tenantRoutes } from './tenant.routes';
import { tenantRules } from './tenant.rules';

export const tenantsModule: AppModule = {
  name: 'identity/tenants',
  entities: [Tenant],
  resolvers: [TenantResolver],
  rules: tenantRules,
  routes: [tenantRoutes],
};
