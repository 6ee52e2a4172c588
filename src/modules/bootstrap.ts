import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../graphql/context';
import { internalContext } from '../graphql/internal-context';
import { createCustomer } from './identity/customers/customer.service';
import { BusinessType, Tenant } from './identity/tenants/tenant.entity';
import { createTenant } from './identity/tenants/tenant.service';
import { BOOTSTRAP_LOCK, ensureSuperAdmin } from './identity/users/super-admin';
import { UserRole } from './identity/users/user.entity';
import { createStaffUser } from './identity/users/user.service';
import type { AppModule } from './module';

export const DEMO_TENANT_SLUG = 'city-pharmacy';
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_PEOPLE = {
  admin: { email: 'admin@city-pharmacy.example', firstName: 'Alice', lastName: 'Admin' },
  staff: { email: 'staff@city-pharmacy.example', firstName: 'Sam', lastName: 'Staff' },
  customers: [
    { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '+1 555 0100' },
    { email: 'john@example.com', firstName: 'John', lastName: 'Smith', phone: '+1 555 0101' },
  ],
};

/**
 * Creates the demo data set once: the "City Pharmacy" store with an ADMIN, a STAFF user and two
 * customers, then each module's part, all in one transaction. Returns false when it exists.
 */
export async function seedDemo(
  services: Services,
  root: EntityManager,
  modules: AppModule[],
  print: (line: string) => void,
): Promise<boolean> {
  return root.transactional(async (em) => {
    // Instances starting together would all find no demo store and all create it.
    await em.execute('select pg_advisory_xact_lock(?)', [BOOTSTRAP_LOCK]);
    if (await em.count(Tenant, { slug: DEMO_TENANT_SLUG })) return false;
    const platform = internalContext(services, em, {
      kind: 'user',
      id: 'demo-seed',
      role: 'SUPER_ADMIN',
      tenantId: null,
    });
    const { tenant, admin } = await createTenant(platform, {
      name: 'City Pharmacy',
      slug: DEMO_TENANT_SLUG,
      businessType: BusinessType.pharmacy,
      email: 'hello@city-pharmacy.example',
      phone: '+1 555 0199',
      address: '12 Main Street',
      city: 'Springfield',
      state: 'IL',
      country: 'US',
      primaryColor: '#0E9F6E',
      settings: { storeName: 'City Pharmacy', shippingFee: 4.99, taxRate: 0.08, freeShippingThreshold: 50 },
      adminEmail: DEMO_PEOPLE.admin.email,
      adminPassword: DEMO_PASSWORD,
      adminFirstName: DEMO_PEOPLE.admin.firstName,
      adminLastName: DEMO_PEOPLE.admin.lastName,
    });
    const ctx = internalContext(
      services,
      em,
      { kind: 'user', id: admin.id, role: 'ADMIN', tenantId: tenant.id },
      { tenantSlug: tenant.slug },
    );
    await createStaffUser(ctx, { ...DEMO_PEOPLE.staff, password: DEMO_PASSWORD, role: UserRole.STAFF });
    for (const customer of DEMO_PEOPLE.customers) await createCustomer(ctx, { ...customer, password: DEMO_PASSWORD });
    print(`Demo store "${tenant.name}" (X-Tenant-Slug: ${tenant.slug}); every demo password is ${DEMO_PASSWORD}`);
    print(`  ADMIN ${DEMO_PEOPLE.admin.email}, STAFF ${DEMO_PEOPLE.staff.email} (POST /api/auth/login)`);
    print(`  customers ${DEMO_PEOPLE.customers.map((c) => c.email).join(', ')} (POST /api/auth/customer/login)`);
    for (const module of modules) await module.demo?.({ ctx, print });
    return true;
  });
}

/**
 * What every start does after migrations: the super administrator on an empty database, and the
 * demo data set when `SEED_DEMO` asks for it (once).
 */
export async function bootstrap(
  services: Services,
  root: EntityManager,
  modules: AppModule[],
  print: (line: string) => void,
): Promise<void> {
  await ensureSuperAdmin(root.fork(), services.env, print);
  if (services.env.seedDemo) await seedDemo(services, root.fork(), modules, print);
}
