import type { RequestContext } from '../../src/graphql/context';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TENANT_SLUG } from '../../src/modules/bootstrap';
import { internalContext } from '../../src/graphql/internal-context';
import type { Principal } from '../../src/modules/identity/auth/principal';
import { issueTokens } from '../../src/modules/identity/auth/session.service';
import { createCustomer } from '../../src/modules/identity/customers/customer.service';
import { User, UserRole } from '../../src/modules/identity/users/user.entity';
import { createStaffUser } from '../../src/modules/identity/users/user.service';
import { createTenant } from '../../src/modules/identity/tenants/tenant.service';
import { ACROSS_TENANTS } from '../../src/modules/identity/tenants/tenant-filter';
import { Tenant } from '../../src/modules/identity/tenants/tenant.entity';
import type { CreateTenantInput } from '../../src/modules/identity/tenants/tenant.types';
import { startTestApp, TEST_SUPER_ADMIN, type TestApp, type TestAppOptions } from './app';
import { replicaRoleAllowed, restoreSnapshot, snapshotDatabase } from './db';
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

/** The app's own demo data set: the City Pharmacy, its people and the password they sign in with. */
export interface DemoScenario {
  tenant: { id: string; slug: string };
  people: typeof DEMO_PEOPLE;
  password: string;
}

/** The options of an app whose emptied database its bootstrap seeds with the demo data. */
export const DEMO_APP = { env: { SEED_DEMO: 'true' } } satisfies TestAppOptions;

/**
 * The demo data set as an app started with {@link DEMO_APP} seeds it (each build starts from an
 * emptied database, which the app's bootstrap seeds): the demo store, and its people as the
 * seed names them. Its tests sign in as they would, with the demo password.
 */
export async function demoScenario(t: TestApp): Promise<DemoScenario> {
  const tenant = await t.orm.em.fork().findOne(Tenant, { slug: DEMO_TENANT_SLUG });
  if (!tenant) throw new Error('no demo store: start the app with DEMO_APP (SEED_DEMO=true)');
  return { tenant: { id: tenant.id, slug: tenant.slug }, people: DEMO_PEOPLE, password: DEMO_PASSWORD };
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
  const scenario = once ? builtOnce(build) : undefined;
  testsOnApp((started) => (app = started), options);
  beforeEach(async () => {
    if (scenario) return use(app!, await scenario(app!));
    await app!.clean();
    use(app!, await timed('scenario build', () => build(app!)));
  });
}

/**
 * One app for the file (or the `describe` block) and no scenario: for tests of what the app
 * answers whatever its data holds (its documents, headers, health, limits), or whose data is what
 * they test. Booted before the first test, closed after the last; the database is as the app's
 * bootstrap leaves it and the tests do not empty it.
 *
 *   let t: TestApp;
 *   testsOnApp((app) => (t = app), { env: { CORS_ORIGINS: 'https://shop.example' } });
 */
export function testsOnApp(
  use: (t: TestApp) => void,
  /** The app's options, or a function giving them once the hooks before this one have run (a fake's URL). */
  options: TestAppOptions | (() => TestAppOptions) = {},
): void {
  // Kept so that an app still starting when its hook gave up is closed too, not left running.
  let starting: Promise<TestApp> | undefined;
  beforeAll(async () => {
    use(await (starting = startTestApp(typeof options === 'function' ? options() : options)));
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
