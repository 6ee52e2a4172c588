import { Filter, ManyToOne, type Ref } from '@mikro-orm/core';
import { Tenant } from './tenant.entity';

export const TENANT_FILTER = 'tenant';

/**
 * Scopes every read, update and delete of the decorated entity to the request's tenant. The
 * filter takes the tenant id as its argument: a query made before the tenant is resolved fails
 * instead of reading across tenants.
 */
export const TenantFilter = () =>
  Filter({
    name: TENANT_FILTER,
    cond: ({ tenantId }: { tenantId: string }) => ({ tenant: tenantId }),
    default: true,
  });

/** Options that lift the tenant filter, for the few reads that must see every tenant (login). */
export const ACROSS_TENANTS = { filters: { [TENANT_FILTER]: false } } as const;

/** Base of every entity that belongs to one tenant. Subclasses also carry `@TenantFilter()`. */
export abstract class TenantScoped {
  @ManyToOne(() => Tenant, { ref: true, deleteRule: 'cascade' })
  tenant!: Ref<Tenant>;
}
