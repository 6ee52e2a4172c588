import { internalContext, type RequestContext } from '../../src/graphql/context';
import type { Principal } from '../../src/modules/identity/auth/principal';
import { issueTokens } from '../../src/modules/identity/auth/session.service';
import { createCustomer } from '../../src/modules/identity/customers/customer.service';
import { User, UserRole } from '../../src/modules/identity/users/user.entity';
import { createStaffUser } from '../../src/modules/identity/users/user.service';
import { createTenant } from '../../src/modules/identity/tenants/tenant.service';
import { ACROSS_TENANTS } from '../../src/modules/identity/tenants/tenant-scope';
import type { CreateTenantInput } from '../../src/modules/identity/tenants/tenant.types';
import { TEST_SUPER_ADMIN, type TestApp } from './app';

/** Someone signed in: their credentials, principal, tokens and the headers to act as them. */
export interface Actor {
  id: string;
  email: string;
  password: string;
  principal: Principal;
  accessToken: string;
  refreshToken: string;
  /** `Authorization: Bearer` and, for store members, `X-Tenant-Slug`. */
  headers: Record<string, string>;
}

/** A store with one member of each kind, built through the services (no login attempts spent). */
export interface StoreScenario {
  tenant: { id: string; slug: string; name: string };
  admin: Actor;
  staff: Actor;
  customer: Actor;
  /** Only `X-Tenant-Slug`: a visitor of the store. */
  anonymous: Record<string, string>;
}

export const SCENARIO_PASSWORD = 'secret-pass-1';

/** A context acting as `principal` (for fixtures that call services directly). */
export function actingAs(t: TestApp, principal: Principal | null, tenantSlug?: string): RequestContext {
  return internalContext(t.app.services, t.orm.em, principal, { tenantSlug });
}

/** Signs `principal` in (a new session) and returns the actor. */
export async function signIn(
  t: TestApp,
  principal: Principal,
  account: { email: string; password: string },
  tenantSlug?: string,
): Promise<Actor> {
  const tokens = await issueTokens(actingAs(t, principal), principal);
  return {
    id: principal.id,
    ...account,
    principal,
    ...tokens,
    headers: { authorization: `Bearer ${tokens.accessToken}`, ...(tenantSlug ? { 'x-tenant-slug': tenantSlug } : {}) },
  };
}

/** The bootstrapped super administrator, signed in. */
export async function superAdmin(t: TestApp): Promise<Actor> {
  const user = await t.orm.em.fork().findOneOrFail(User, { email: TEST_SUPER_ADMIN.email }, ACROSS_TENANTS);
  return signIn(t, { kind: 'user', id: user.id, role: 'SUPER_ADMIN', tenantId: null }, TEST_SUPER_ADMIN);
}

/** Creates a store `slug` with an ADMIN, a STAFF user and a customer, each signed in. */
export async function storeScenario(
  t: TestApp,
  slug = 'city-pharmacy',
  tenantInput: Partial<CreateTenantInput> = {},
): Promise<StoreScenario> {
  const root = actingAs(t, { kind: 'user', id: 'fixture', role: 'SUPER_ADMIN', tenantId: null });
  const adminAccount = { email: `admin@${slug}.test`, password: SCENARIO_PASSWORD };
  const { tenant, admin } = await createTenant(root, {
    name: `Store ${slug}`,
    slug,
    adminEmail: adminAccount.email,
    adminPassword: adminAccount.password,
    adminFirstName: 'Ada',
    adminLastName: 'Admin',
    ...tenantInput,
  });
  const adminPrincipal: Principal = { kind: 'user', id: admin.id, role: 'ADMIN', tenantId: tenant.id };
  const asAdmin = actingAs(t, adminPrincipal, slug);
  const staffAccount = { email: `staff@${slug}.test`, password: SCENARIO_PASSWORD };
  const staff = await createStaffUser(asAdmin, {
    ...staffAccount,
    firstName: 'Stan',
    lastName: 'Staff',
    role: UserRole.STAFF,
  });
  const customerAccount = { email: `customer@${slug}.test`, password: SCENARIO_PASSWORD };
  const customer = await createCustomer(asAdmin, { ...customerAccount, firstName: 'Cora', lastName: 'Customer' });
  return {
    tenant: { id: tenant.id, slug: tenant.slug, name: tenant.name },
    admin: await signIn(t, adminPrincipal, adminAccount, slug),
    staff: await signIn(t, { kind: 'user', id: staff.id, role: 'STAFF', tenantId: tenant.id }, staffAccount, slug),
    customer: await signIn(
      t,
      { kind: 'customer', id: customer.id, role: 'CUSTOMER', tenantId: tenant.id },
      customerAccount,
      slug,
    ),
    anonymous: { 'x-tenant-slug': slug },
  };
}
