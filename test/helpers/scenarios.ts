import type { RequestContext } from '../../src/graphql/context';
import { internalContext } from '../../src/graphql/internal-context';
import type { Principal } from '../../src/modules/identity/auth/principal';
import { issueTokens } from '../../src/modules/identity/auth/session.service';
import { createCustomer } from '../../src/modules/identity/customers/customer.service';
import { User, UserRole } from '../../src/modules/identity/users/user.entity';
import { createStaffUser } from '../../src/modules/identity/users/user.service';
import { createTenant } from '../../src/modules/identity/tenants/tenant.service';
import { ACROSS_TENANTS } from '../../src/modules/identity/tenants/tenant-filter';
import type { CreateTenantInput } from '../../src/modules/identity/tenants/tenant.types';
import { createContact } from '../../src/modules/accounting/contacts/contact.service';
import type { Contact } from '../../src/modules/accounting/contacts/contact.entity';
import { LedgerAccount } from '../../src/modules/accounting/ledger-accounts/ledger-account.entity';
import { createAddress } from '../../src/modules/storefront/addresses/address.service';
import type { AddressInput } from '../../src/modules/storefront/addresses/address.types';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import type { CreateProductInput } from '../../src/modules/storefront/catalog/product.types';
import type { ProductView } from '../../src/modules/storefront/catalog/product.view';
import { Employee } from '../../src/modules/payroll/employers/employer.entity';
import { createEmployer } from '../../src/modules/payroll/employers/employer.service';
import { startTestApp, TEST_SUPER_ADMIN, type TestApp, type TestAppOptions } from './app';
import { replicaRoleAllowed, restoreSnapshot, snapshotDatabase } from './db';
import { basic } from './http';
import { signedIn } from './tokens';
import { timed } from './timings';

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
    headers: signedIn(tokens.accessToken, tenantSlug),
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

/**
 * The file's usual setup in one call: one app for the file (booted before the first test, closed
 * after the last); before each test an empty database and the scenario `build` makes, handed to
 * `use` with the app (assign them to the file's variables there).
 *
 *   let t: TestApp;
 *   let store: StoreScenario;
 *   eachTestIn((app) => storeScenario(app), (app, built) => ([t, store] = [app, built]));
 *
 * With `{ once: true }` the scenario is built once and copied (`snapshotDatabase`): before each
 * test the database is brought back to that copy, row for row, whatever the tests before wrote,
 * and `use` gets the same scenario object (which the tests must not change). Building it for
 * every test costs its password hashes and its stores' reference data each time. It is built
 * again when the copy is older than `SCENARIO_MAX_AGE_MS` (its access tokens would expire), and
 * for every test on a server that cannot restore a copy (`replicaRoleAllowed`). Without `once`,
 * for a file whose tests need what a build does at the time (a job it queues, a clock it reads),
 * the scenario is built for every test.
 */
export function eachTestIn<S>(
  build: (t: TestApp) => Promise<S>,
  use: (t: TestApp, scenario: S) => void,
  /** The app's options, or a function giving them once the hooks before this one have run (a fake's URL). */
  options: TestAppOptions | (() => TestAppOptions) = {},
  { once = false }: { once?: boolean } = {},
): void {
  let app: TestApp | undefined;
  // Kept so that an app still starting when its hook gave up is closed too, not left running.
  let starting: Promise<TestApp> | undefined;
  const scenario = once ? builtOnce(build) : undefined;
  beforeAll(async () => {
    app = await (starting = startTestApp(typeof options === 'function' ? options() : options));
  });
  beforeEach(async () => {
    if (scenario) return use(app!, await scenario(app!));
    await app!.clean();
    use(app!, await timed('scenario build', () => build(app!)));
  });
  afterAll(async () => {
    const started = await starting?.catch(() => undefined);
    await started?.close();
  });
}

/**
 * `build` made once and copied: each call brings the database back to the state the first call's
 * build left (an empty database, then `build`), row for row, and answers the same scenario. It is
 * built again when the copy is older than `SCENARIO_MAX_AGE_MS` (its access tokens would expire),
 * and at every call on a server that cannot restore a copy (`replicaRoleAllowed`).
 */
export function builtOnce<S>(build: (t: TestApp) => Promise<S>): (t: TestApp) => Promise<S> {
  let built: { scenario: S; at: number } | undefined;
  const name = `scenario${++copies}`;
  return async (t) => {
    if (built && Date.now() - built.at < SCENARIO_MAX_AGE_MS) {
      await restoreSnapshot(t.orm, name);
      return built.scenario;
    }
    const at = Date.now();
    await t.clean();
    const scenario = await timed('scenario build', () => build(t));
    built = undefined;
    if (await replicaRoleAllowed(t.orm)) {
      await snapshotDatabase(t.orm, name);
      built = { scenario, at };
    }
    return scenario;
  };
}

/** How many `builtOnce` copies this file has made (each has its own name). */
let copies = 0;

/** How long a scenario copy serves (the access tokens it holds live 15 minutes). */
export const SCENARIO_MAX_AGE_MS = 10 * 60_000;

/** A valid storefront address body; `overrides` change or add fields. */
export function addressInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Cora',
    lastName: 'Customer',
    phone: '+1 555 0100',
    line1: '742 Evergreen Terrace',
    line2: null,
    city: 'Springfield',
    state: null,
    postalCode: '49007',
    country: 'US',
    ...overrides,
  };
}

/** The catalog's named product: Vitamin C at 19.99, SKU VC-1, 10 in stock, one image. */
export const VITAMIN_C: CreateProductInput = {
  name: 'Vitamin C',
  price: 19.99,
  sku: 'VC-1',
  stockQuantity: 10,
  images: ['https://cdn.example.com/vc.png'],
};

/** A store whose customer can check out: an address in the book and, when asked, one product. */
export interface ShopScenario extends StoreScenario {
  /** The product of `options.product` (undefined without one). */
  product: ProductView | undefined;
}

/**
 * A store with its people and catalog: the customer's address and (optionally) one product,
 * each created through the services.
 */
export async function shopScenario(
  t: TestApp,
  options: { slug?: string; tenant?: Partial<CreateTenantInput>; product?: CreateProductInput } = {},
): Promise<ShopScenario> {
  const store = await storeScenario(t, options.slug, options.tenant);
  await createAddress(actingAs(t, store.customer.principal, store.tenant.slug), addressInput() as AddressInput);
  const product = options.product
    ? await createProduct(actingAs(t, store.admin.principal, store.tenant.slug), options.product)
    : undefined;
  return { ...store, product };
}

/** The supplier most accounting tests credit: Hendrix Supplies, reference HENDRI01. */
export const HENDRIX = { name: 'Hendrix Supplies', reference: 'HENDRI01' };

/** A business (a store's accounting side) with its suppliers and the ledger accounts they are booked to. */
export interface BusinessScenario extends StoreScenario {
  /** The suppliers asked for, in order; `supplier` is the first. */
  suppliers: Contact[];
  supplier: Contact;
  /** The default chart's 5000 (goods) and 5100 (services) accounts. */
  goods: LedgerAccount;
  services: LedgerAccount;
}

/** A business `slug` with suppliers (Hendrix Supplies unless told), created through the services as its ADMIN. */
export async function businessScenario(
  t: TestApp,
  slug: string,
  suppliers: { name: string; reference?: string }[] = [HENDRIX],
): Promise<BusinessScenario> {
  const store = await storeScenario(t, slug);
  const asAdmin = actingAs(t, store.admin.principal, store.tenant.slug);
  const created: Contact[] = [];
  for (const supplier of suppliers) {
    created.push(
      await createContact(asAdmin, {
        name: supplier.name,
        reference: supplier.reference ?? null,
        contact_type_ids: ['VENDOR'],
      }),
    );
  }
  const account = (nominalCode: number) =>
    t.orm.em.fork().findOneOrFail(LedgerAccount, { tenant: store.tenant.id, nominalCode }, { filters: false });
  return {
    ...store,
    suppliers: created,
    supplier: created[0],
    goods: await account(5000),
    services: await account(5100),
  };
}

/** A payroll user: HTTP Basic headers of a staff user, and their id. */
export interface PayrollUser {
  id: string;
  headers: Record<string, string>;
}

/** What an employee row needs beyond its payroll code; the rest defaults to a plain monthly employee. */
export type EmployeeSeed = { payrollCode: string } & Partial<Omit<Employee, 'employer' | 'payrollCode'>>;

/** Two payroll users of two stores (each store's ADMIN, Basic credentials). */
export interface PayrollWorld {
  store: StoreScenario;
  alice: PayrollUser;
  bob: PayrollUser;
}

/** Two payroll users of two stores (each store's ADMIN), with Basic credentials. */
export async function payrollWorld(t: TestApp): Promise<PayrollWorld> {
  const a = await storeScenario(t, 'payroll-a');
  const b = await storeScenario(t, 'payroll-b');
  return {
    store: a,
    alice: { id: a.admin.id, headers: basic(a.admin.email, a.admin.password) },
    bob: { id: b.admin.id, headers: basic(b.admin.email, b.admin.password) },
  };
}

/** The payroll world where alice owns an employer with its employees. */
export interface EmployerScenario extends PayrollWorld {
  employerId: string;
  /** The employees' ids, in the order of the seeds. */
  employeeIds: string[];
}

/** Stores employees of an employer (no service creates one: they arrive by CSV import, a job). */
export async function addEmployees(
  t: TestApp,
  employerId: string,
  seeds: (string | EmployeeSeed)[],
): Promise<string[]> {
  const em = t.orm.em.fork();
  const employees = seeds.map((seed) => {
    const { payrollCode, ...rest } = typeof seed === 'string' ? { payrollCode: seed } : seed;
    return em.create(Employee, {
      employer: employerId,
      payrollCode,
      firstName: payrollCode,
      dateOfBirth: '1990-01-01',
      joinDate: '2020-01-01',
      payAmount: 1000,
      ...rest,
    } as never);
  });
  await em.flush();
  return employees.map((e) => e.id);
}

/**
 * An employer with its employees: alice's employer `name` (created through the service) holding
 * `employees` (payroll codes or seeds, paid 1000 a month unless told), and bob, a stranger to it.
 */
export async function employerScenario(
  t: TestApp,
  options: { name?: string; alternativeIdentifier?: string; employees?: (string | EmployeeSeed)[] } = {},
): Promise<EmployerScenario> {
  const world = await payrollWorld(t);
  const employer = await createEmployer(actingAs(t, world.store.admin.principal), {
    name: options.name ?? 'Acme Ltd',
    alternativeIdentifier: options.alternativeIdentifier ?? null,
  });
  return {
    ...world,
    employerId: employer.id,
    employeeIds: await addEmployees(t, employer.id, options.employees ?? []),
  };
}
