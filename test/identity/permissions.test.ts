import type jwt from 'jsonwebtoken';
import { FOREIGN_TENANT_MESSAGE as FOREIGN_STORE } from '../../src/graphql/errors';
import { UserRole } from '../../src/modules/identity/users/user.entity';
import { createStaffUser } from '../../src/modules/identity/users/user.service';
import { TEST_SECRETS, type TestApp } from '../helpers/app';
import { expectStatus, storefrontRest } from '../helpers/rest';
import { tableDigests } from '../helpers/db';
import { basic, dataOf, gql, type GraphqlResult, type JsonResponse } from '../helpers/http';
import { anInstant } from '../helpers/matchers';
import { actingAs, eachTestIn, storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import { bearer, forgeToken } from '../helpers/tokens';
import {
  IdentityApiKeyIdsDocument,
  IdentityCreateApiKeyDocument,
  IdentityCreateStaffUserDocument,
  IdentityDeactivateStaffUserDocument,
  IdentityRevokeApiKeyDocument,
  IdentitySchemaFieldsDocument,
  IdentitySetAccountingRolesDocument,
  IdentityTypeFieldsDocument,
  IdentityUpdateStaffUserDocument,
  IdentityUserDocument,
  IdentityUsersDocument,
} from '../generated/graphql';
import { apiKeyOf, fromGql, fromRest, KEY_USE, type Outcome, storedSecrets } from './support';

// Each describe block below starts its own app on a world of its own (the exact totals count one world's users).
let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
/** Assigns the block's app to `t` and `api`, and answers its scenario. */
const onApp = <S>(app: TestApp, scenario: S): S => {
  [t, api] = [app, storefrontRest(app)];
  return scenario;
};

/** Every kind of caller, in the order the matrix lists them. */
const ACTORS = ['anonymous', 'customer', 'apiKey', 'staff', 'admin', 'superAdmin'] as const;
type ActorName = (typeof ACTORS)[number];
const EVERYONE = [...ACTORS];
const STAFF_USERS: ActorName[] = ['staff', 'admin', 'superAdmin'];
const STORE_ADMINS: ActorName[] = ['admin', 'superAdmin'];
const SUPER_ADMIN_ONLY: ActorName[] = ['superAdmin'];

/** Store A with one caller of each kind (all naming store A), a STAFF user to act on, and keys. */
interface World {
  a: StoreScenario;
  root: Actor;
  headers: Record<ActorName, Record<string, string>>;
  victimId: string;
  /** A personal key of each staff caller, and the key the `apiKey` caller authenticates with. */
  keys: Partial<Record<ActorName, { id: string; key: string }>>;
}

/** The world of the permission matrix. */
async function matrixWorld(t: TestApp): Promise<World> {
  const a = await storeScenario(t, 'store-a');
  const root = await superAdmin(t);
  const victim = await createStaffUser(actingAs(t, a.admin.principal, 'store-a'), {
    email: 'victim@store-a.test',
    password: 'victim-pass-1',
    firstName: 'Vic',
    lastName: 'Tim',
    role: UserRole.STAFF,
  });
  const keys = {
    staff: await apiKeyOf(t, a.staff),
    admin: await apiKeyOf(t, a.admin),
    superAdmin: await apiKeyOf(t, root),
    apiKey: await apiKeyOf(t, a.admin, 'payroll bot'),
  };
  const slug = { 'x-tenant-slug': 'store-a' };
  return {
    a,
    root,
    victimId: victim.id,
    keys,
    headers: {
      anonymous: a.anonymous,
      customer: a.customer.headers,
      apiKey: { ...basic('payroll-bot', keys.apiKey.key), ...slug },
      staff: a.staff.headers,
      admin: a.admin.headers,
      superAdmin: { ...root.headers, ...slug },
    },
  };
}

interface Operation {
  name: string;
  allowed: ActorName[];
  run(w: World, actor: ActorName): Promise<Outcome>;
  /** What an allowed call must have done. */
  verify(outcome: Outcome, w: World, actor: ActorName): void | Promise<void>;
}

const rest = async (answer: Promise<JsonResponse>) => fromRest(await answer);
const tenantOf = (w: World) => ({ params: { id: w.a.tenant.id } });
const graphql = async (field: string, answer: Promise<GraphqlResult>) => fromGql(await answer, field);

const OPERATIONS: Operation[] = [
  {
    name: 'GET /api/tenants',
    allowed: SUPER_ADMIN_ONLY,
    run: (w, actor) => rest(api.get('/tenants', { headers: w.headers[actor] })),
    verify: (o, w) => expect(o.data.data.map((x: { id: string }) => x.id)).toEqual([w.a.tenant.id]),
  },
  {
    name: 'GET /api/tenants/info',
    allowed: EVERYONE,
    run: (w, actor) => rest(api.get('/tenants/info', { headers: w.headers[actor] })),
    verify: (o, w) => expect(o.data).toMatchObject({ id: w.a.tenant.id, slug: 'store-a' }),
  },
  {
    name: 'GET /api/tenants/{id}',
    allowed: STAFF_USERS,
    run: (w, actor) => rest(api.get('/tenants/{id}', { ...tenantOf(w), headers: w.headers[actor] })),
    verify: (o, w) => expect(o.data).toMatchObject({ id: w.a.tenant.id, status: 'ACTIVE' }),
  },
  {
    name: 'POST /api/tenants',
    allowed: SUPER_ADMIN_ONLY,
    run: (w, actor) =>
      rest(
        api.post('/tenants', {
          body: {
            name: `Made by ${actor}`,
            slug: `made-by-${actor.toLowerCase()}`,
            adminEmail: `${actor.toLowerCase()}@made.test`,
            adminPassword: 'secret1',
            adminFirstName: 'New',
            adminLastName: 'Admin',
          },
          headers: w.headers[actor],
        }),
      ),
    verify: (o) => {
      expect(o.status).toBe(201);
      expect(o.data.tenant.slug).toBe('made-by-superadmin');
    },
  },
  {
    name: 'PUT /api/tenants/{id} with name and settings',
    allowed: STORE_ADMINS,
    run: (w, actor) =>
      rest(
        api.put('/tenants/{id}', {
          ...tenantOf(w),
          body: { name: `Renamed by ${actor}`, settings: { taxRate: 0.07 } },
          headers: w.headers[actor],
        }),
      ),
    verify: (o, _w, actor) =>
      expect(o.data).toMatchObject({ name: `Renamed by ${actor}`, settings: { taxRate: 0.07 } }),
  },
  {
    name: 'PUT /api/tenants/{id} with accountingPlan',
    allowed: SUPER_ADMIN_ONLY,
    run: (w, actor) =>
      rest(api.put('/tenants/{id}', { ...tenantOf(w), body: { accountingPlan: 'START' }, headers: w.headers[actor] })),
    verify: (o) => expect(o.data.accountingPlan).toBe('START'),
  },
  {
    name: 'PUT /api/tenants/{id} with accountingCountry',
    allowed: SUPER_ADMIN_ONLY,
    run: (w, actor) =>
      rest(api.put('/tenants/{id}', { ...tenantOf(w), body: { accountingCountry: 'FR' }, headers: w.headers[actor] })),
    verify: (o) => expect(o.data.accountingCountry).toBe('FR'),
  },
  {
    name: 'PUT /api/tenants/{id} with status',
    allowed: SUPER_ADMIN_ONLY,
    run: (w, actor) =>
      rest(api.put('/tenants/{id}', { ...tenantOf(w), body: { status: 'SUSPENDED' }, headers: w.headers[actor] })),
    verify: (o) => expect(o.data.status).toBe('SUSPENDED'),
  },
  {
    name: 'users',
    allowed: STORE_ADMINS,
    run: (w, actor) => graphql('users', gql(t.url, IdentityUsersDocument, {}, w.headers[actor])),
    verify: (o) => expect(o.data.meta.total).toBe(3),
  },
  {
    name: 'user',
    allowed: STORE_ADMINS,
    run: (w, actor) => graphql('user', gql(t.url, IdentityUserDocument, { id: w.victimId }, w.headers[actor])),
    verify: (o, w) => expect(o.data.id).toBe(w.victimId),
  },
  {
    name: 'createStaffUser',
    allowed: STORE_ADMINS,
    run: (w, actor) =>
      graphql(
        'createStaffUser',
        gql(
          t.url,
          IdentityCreateStaffUserDocument,
          {
            input: {
              email: `hired-by-${actor.toLowerCase()}@store-a.test`,
              password: 'secret1',
              firstName: 'H',
              lastName: 'R',
            },
          },
          w.headers[actor],
        ),
      ),
    verify: (o, w, actor) =>
      expect(o.data).toMatchObject({ email: `hired-by-${actor.toLowerCase()}@store-a.test`, tenantId: w.a.tenant.id }),
  },
  {
    name: 'updateStaffUser',
    allowed: STORE_ADMINS,
    run: (w, actor) =>
      graphql(
        'updateStaffUser',
        gql(
          t.url,
          IdentityUpdateStaffUserDocument,
          { id: w.victimId, input: { firstName: `By ${actor}` } },
          w.headers[actor],
        ),
      ),
    verify: (o, _w, actor) => expect(o.data.firstName).toBe(`By ${actor}`),
  },
  {
    name: 'deactivateStaffUser',
    allowed: STORE_ADMINS,
    run: (w, actor) =>
      graphql(
        'deactivateStaffUser',
        gql(t.url, IdentityDeactivateStaffUserDocument, { id: w.victimId }, w.headers[actor]),
      ),
    verify: (o, w) => expect(o.data).toEqual({ id: w.victimId, isActive: false }),
  },
  {
    name: 'setAccountingRoles',
    allowed: STORE_ADMINS,
    run: (w, actor) =>
      graphql(
        'setAccountingRoles',
        gql(
          t.url,
          IdentitySetAccountingRolesDocument,
          { userId: w.victimId, roles: [{ area: 'SALES', level: 'READ_ONLY' }] },
          w.headers[actor],
        ),
      ),
    verify: (o) => expect(o.data.accountingRoles).toEqual([{ area: 'SALES', level: 'READ_ONLY' }]),
  },
  {
    name: 'apiKeys',
    allowed: STAFF_USERS,
    run: (w, actor) => graphql('apiKeys', gql(t.url, IdentityApiKeyIdsDocument, {}, w.headers[actor])),
    verify: (o, w, actor) =>
      expect(o.data.map((k: { id: string }) => k.id)).toContain(w.keys[actor as 'staff' | 'admin' | 'superAdmin']!.id),
  },
  {
    name: 'createApiKey',
    allowed: STAFF_USERS,
    run: (w, actor) =>
      graphql(
        'createApiKey',
        gql(t.url, IdentityCreateApiKeyDocument, { input: { name: 'matrix' } }, w.headers[actor]),
      ),
    verify: (o) => expect(o.data.key).toMatch(/^pk_[A-Za-z0-9]{12}\./),
  },
  {
    name: 'revokeApiKey',
    allowed: STAFF_USERS,
    // Each caller revokes its own key; callers without one try the staff user's.
    run: (w, actor) =>
      graphql(
        'revokeApiKey',
        gql(t.url, IdentityRevokeApiKeyDocument, { id: (w.keys[actor] ?? w.keys.staff)!.id }, w.headers[actor]),
      ),
    verify: (o, w, actor) => expect(o.data).toEqual({ id: w.keys[actor]!.id, revokedAt: anInstant }),
  },
];

describe('the permission matrix', () => {
  let w: World;
  // Built once, and brought back before each call of the matrix.
  eachTestIn(matrixWorld, (app, world) => (w = onApp(app, world)), {}, { once: true });

  describe.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', (_name, op) => {
    const table = ACTORS.map((actor) => {
      const allowed = op.allowed.includes(actor);
      const expected = allowed
        ? 'allowed'
        : actor === 'anonymous'
          ? '401 No token provided'
          : '403 Insufficient permissions';
      return [actor, expected, allowed] as const;
    });

    it.each(table)('%s: %s', async (actor, _expected, allowed) => {
      // A refused call may stamp the key it authenticated with as used; nothing else may change.
      const before = await tableDigests(t.orm, KEY_USE);
      const outcome = await op.run(w, actor);
      if (allowed) {
        expect(outcome.error).toBeUndefined();
        expect([200, 201]).toContain(outcome.status);
        await op.verify(outcome, w, actor);
        return;
      }
      expect({ status: outcome.status, error: outcome.error }).toEqual(
        actor === 'anonymous'
          ? { status: 401, error: 'No token provided' }
          : { status: 403, error: 'Insufficient permissions' },
      );
      expect(await tableDigests(t.orm, KEY_USE)).toEqual(before);
    });
  });
});

/** Stores A and B, each with its admin, staff user and customer. */
async function twoStores(t: TestApp): Promise<[StoreScenario, StoreScenario]> {
  return [await storeScenario(t, 'store-a'), await storeScenario(t, 'store-b')];
}

describe('a staff token of store A used on store B', () => {
  let a: StoreScenario;
  let b: StoreScenario;
  let onB: Record<'admin' | 'staff' | 'customer', Record<string, string>>;
  eachTestIn(
    twoStores,
    (app, stores) => {
      [a, b] = onApp(app, stores);
      const slugB = { 'x-tenant-slug': 'store-b' };
      onB = {
        admin: { ...a.admin.headers, ...slugB },
        staff: { ...a.staff.headers, ...slugB },
        customer: { ...a.customer.headers, ...slugB },
      };
    },
    {},
    { once: true },
  );

  it('is refused (403) on users, user and createStaffUser of B, and B gets no new user', async () => {
    const before = await tableDigests(t.orm);
    for (const who of ['admin', 'staff', 'customer'] as const) {
      const calls: Promise<GraphqlResult>[] = [
        gql(t.url, IdentityUsersDocument, {}, onB[who]),
        gql(t.url, IdentityUserDocument, { id: b.staff.id }, onB[who]),
        gql(
          t.url,
          IdentityCreateStaffUserDocument,
          { input: { email: `mole-${who}@store-b.test`, password: 'secret1', firstName: 'M', lastName: 'Ole' } },
          onB[who],
        ),
        gql(t.url, IdentityDeactivateStaffUserDocument, { id: b.admin.id }, onB[who]),
      ];
      for (const res of await Promise.all(calls)) {
        // Refused before the operation runs: a request error, with no data at all.
        expect({ who, status: res.status, data: res.data, error: res.errors?.[0] }).toMatchObject({
          who,
          status: 403,
          data: undefined,
          error: { message: FOREIGN_STORE, extensions: { code: 'FORBIDDEN' } },
        });
        expect(JSON.stringify(res)).not.toContain(b.staff.email);
      }
    }
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it("is refused (403) on GET and PUT /api/tenants/{B's id}, with or without B's slug, and B is unchanged", async () => {
    const before = await tableDigests(t.orm);
    for (const headers of [onB.admin, a.admin.headers, onB.staff]) {
      // With B's slug the token is refused before anything runs; without it, by the tenant rule.
      const error = headers['x-tenant-slug'] === 'store-b' ? FOREIGN_STORE : 'Insufficient permissions';
      const put = await api.put('/tenants/{id}', {
        params: { id: b.tenant.id },
        body: { name: 'Taken over', settings: { shippingFee: 99 } },
        headers,
      });
      expectStatus(put, 403);
      expect(put.body).toEqual({ success: false, error });
      const get = await api.get('/tenants/{id}', { params: { id: b.tenant.id }, headers });
      expectStatus(get, 403);
      expect(get.body).toEqual({ success: false, error });
    }
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('still works on A itself (the refusals above are about the tenant, not the token)', async () => {
    const users = await gql(t.url, IdentityUsersDocument, {}, a.admin.headers);
    expect(dataOf(users).users.meta.total).toBe(2);
    const put = await api.put('/tenants/{id}', {
      params: { id: a.tenant.id },
      body: { name: 'Still mine' },
      headers: a.admin.headers,
    });
    expectStatus(put, 200);
  });
});

describe('tokens', () => {
  let a: StoreScenario;
  eachTestIn(
    (app) => storeScenario(app, 'store-a'),
    (app, store) => (a = onApp(app, store)),
    {},
    { once: true },
  );

  /** A forged bearer of store A's ADMIN (`claims` and `options` as `forgeToken` takes them). */
  function forged(claims: Record<string, unknown>, options: jwt.SignOptions & { secret?: string } = {}) {
    return bearer(forgeToken({ tid: a.tenant.id, ...claims }, { subject: a.admin.id, ...options }));
  }

  it('answers 401 with the reason for a missing, malformed, forged, expired or revoked credential, changing nothing', async () => {
    const logout = await api.post('/auth/logout', { body: {}, headers: a.staff.headers });
    expectStatus(logout, 200);
    const cases: [string, Record<string, string>, string][] = [
      ['no Authorization header', {}, 'No token provided'],
      ['an unknown scheme', { authorization: 'Token abc' }, 'Malformed Authorization header'],
      ['a bearer that is not a JWT', { authorization: 'Bearer not.a.jwt' }, 'Invalid token'],
      ['another secret', forged({}, { secret: 'some-other-secret-some-other-secret' }), 'Invalid token'],
      ['the refresh secret', forged({}, { secret: TEST_SECRETS.jwtRefreshSecret }), 'Invalid token'],
      ['another algorithm', forged({}, { algorithm: 'HS512' }), 'Invalid token'],
      ['a refresh token', bearer(a.admin.refreshToken), 'Invalid token'],
      ['a session that does not exist', forged({}), 'Invalid token'],
      ['an expired token', forged({ exp: Math.floor(Date.now() / 1000) - 10 }), 'Token expired'],
      ['a logged-out session', a.staff.headers, 'Session has been revoked'],
    ];
    const before = await tableDigests(t.orm);
    for (const [label, auth, message] of cases) {
      const headers = { ...auth, 'x-tenant-slug': 'store-a' };
      const put = await api.put('/tenants/{id}', { params: { id: a.tenant.id }, body: { name: 'Nope' }, headers });
      expect({ label, status: put.status, body: put.body }).toEqual({
        label,
        status: 401,
        body: { success: false, error: message },
      });
      const res = await gql(
        t.url,
        IdentityCreateStaffUserDocument,
        { input: { email: 'x@store-a.test', password: 'secret1', firstName: 'X', lastName: 'Y' } },
        headers,
      );
      expect({ label, error: res.errors?.[0] }).toMatchObject({
        label,
        error: { message, extensions: { code: 'UNAUTHENTICATED' } },
      });
    }
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('answers 403 "Insufficient permissions" (not 401) to a valid token without the right', async () => {
    const res = await api.get('/tenants', { headers: a.admin.headers });
    expectStatus(res, 403);
    expect(res.body).toEqual({ success: false, error: 'Insufficient permissions' });
  });
});

/** Store A, the super admin, and an API key of A's staff user: the callers of every identity route. */
async function identityCallers(t: TestApp) {
  const a = await storeScenario(t, 'store-a');
  return { a, root: await superAdmin(t), key: (await apiKeyOf(t, a.staff)).key };
}

describe('secrets never leave the server', () => {
  let callers: Awaited<ReturnType<typeof identityCallers>>;
  eachTestIn(identityCallers, (app, built) => (callers = onApp(app, built)), {}, { once: true });

  const SECRET_FIELD = /password|hash|secret|salt/i;

  async function typeFields(name: string): Promise<{ name: string; kind: string }[]> {
    const type = dataOf(await gql(t.url, IdentityTypeFieldsDocument, { name })).__type;
    if (!type?.fields) throw new Error(`${name} is not a type with fields`);
    return type.fields.map((f) => {
      let kind: { kind: string; ofType?: typeof kind | null } = f.type;
      while ((kind.kind === 'NON_NULL' || kind.kind === 'LIST') && kind.ofType) kind = kind.ofType;
      return { name: f.name, kind: kind.kind };
    });
  }

  /** Every scalar and enum field of an object type, as a selection set. */
  async function scalarSelection(name: string): Promise<string> {
    const fields = await typeFields(name);
    return fields
      .filter((f) => f.kind === 'SCALAR' || f.kind === 'ENUM')
      .map((f) => f.name)
      .join(' ');
  }

  it('has no GraphQL field on the identity types, nor on any output type, that could carry a secret', async () => {
    for (const type of [
      'User',
      'Customer',
      'ApiKey',
      'CreatedApiKey',
      'Viewer',
      'Tenant',
      'TenantInfo',
      'AuthPayload',
    ]) {
      const names = (await typeFields(type)).map((f) => f.name);
      expect({ type, leaking: names.filter((n) => SECRET_FIELD.test(n)) }).toEqual({ type, leaking: [] });
    }
    const schema = dataOf(await gql(t.url, IdentitySchemaFieldsDocument, {}));
    const leaking = schema.__schema.types
      .filter((type) => type.kind === 'OBJECT' && !type.name?.startsWith('__'))
      .flatMap((type) =>
        (type.fields ?? []).filter((f) => SECRET_FIELD.test(f.name)).map((f) => `${type.name}.${f.name}`),
      );
    // The payment gateway's client secret is meant for the paying customer's browser; a payroll
    // mapping's `hasHeader` (a flag of the real API) only looks like "hash".
    expect(
      leaking.filter((field: string) => !/^\w+\.clientSecret$/.test(field) && field !== 'PaymentsCsvMapping.hasHeader'),
    ).toEqual([]);
  });

  it('returns no password hash, key digest or hash field from any identity REST route or GraphQL operation', async () => {
    const { a, root, key } = callers;
    const rootOnA = { ...root.headers, 'x-tenant-slug': 'store-a' };
    const bodies: [string, unknown][] = [];
    const restCall = async (label: string, answer: Promise<JsonResponse>) => {
      const res = await answer;
      expect({ label, success: res.body.success, ok: [200, 201].includes(res.status) }).toEqual({
        label,
        success: true,
        ok: true,
      });
      bodies.push([label, res.body]);
      return res.body.data;
    };
    // Selections generated from the served schema (every scalar field there is): not codegen documents.
    const gqlCall = async (
      label: string,
      query: string,
      variables: Record<string, unknown>,
      headers: Record<string, string>,
    ) => {
      const res = await gql(t.url, query, variables, headers);
      expect({ label, errors: res.errors }).toEqual({ label, errors: undefined });
      bodies.push([label, res]);
      return res.data;
    };

    // REST: every identity route.
    await restCall('login', api.post('/auth/login', { body: { email: a.admin.email, password: a.admin.password } }));
    const session = await restCall(
      'customer login',
      api.post('/auth/customer/login', {
        body: { email: a.customer.email, password: a.customer.password },
        headers: a.anonymous,
      }),
    );
    await restCall(
      'register',
      api.post('/auth/customer/register', {
        body: { email: 'new@shopper.test', password: 'shopper-1', firstName: 'New', lastName: 'Shopper' },
        headers: a.anonymous,
      }),
    );
    for (const [who, headers] of [
      ['admin', a.admin.headers],
      ['customer', a.customer.headers],
      ['api key', basic('x', key)],
      ['basic password', basic(a.staff.email, a.staff.password)],
    ] as const) {
      await restCall(`me as ${who}`, api.get('/auth/me', { headers }));
    }
    await restCall('refresh', api.post('/auth/refresh', { body: { refreshToken: session.tokens.refreshToken } }));
    await restCall('tenants', api.get('/tenants', { headers: root.headers }));
    await restCall('tenant info', api.get('/tenants/info', { headers: a.anonymous }));
    const tenant = { params: { id: a.tenant.id } };
    await restCall('tenant', api.get('/tenants/{id}', { ...tenant, headers: a.admin.headers }));
    await restCall(
      'create tenant',
      api.post('/tenants', {
        body: {
          name: 'Other',
          slug: 'other',
          adminEmail: 'admin@other.test',
          adminPassword: 'secret1',
          adminFirstName: 'O',
          adminLastName: 'A',
        },
        headers: root.headers,
      }),
    );
    await restCall(
      'update tenant',
      api.put('/tenants/{id}', { ...tenant, body: { name: 'Updated' }, headers: a.admin.headers }),
    );

    // GraphQL: every identity operation, selecting every scalar field of the returned types.
    const user = `${await scalarSelection('User')} tenant { id } accountingRoles { area level }`;
    const customer = await scalarSelection('Customer');
    const apiKey = await scalarSelection('ApiKey');
    const viewer = `${await scalarSelection('Viewer')} user { ${user} } customer { ${customer} }`;
    await gqlCall('me (user)', `{ me { ${viewer} } }`, {}, a.admin.headers);
    await gqlCall('me (customer)', `{ me { ${viewer} } }`, {}, a.customer.headers);
    await gqlCall('users', `{ users { data { ${user} } } }`, {}, a.admin.headers);
    await gqlCall('user', `query($id: ID!) { user(id: $id) { ${user} } }`, { id: a.staff.id }, rootOnA);
    const created = await gqlCall(
      'createStaffUser',
      `mutation($input: CreateStaffUserInput!) { createStaffUser(input: $input) { ${user} } }`,
      { input: { email: 'hire@store-a.test', password: 'secret1', firstName: 'H', lastName: 'R' } },
      a.admin.headers,
    );
    const hired = created.createStaffUser.id;
    await gqlCall(
      'updateStaffUser',
      `mutation($id: ID!) { updateStaffUser(id: $id, input: { password: "changed-1" }) { ${user} } }`,
      { id: hired },
      a.admin.headers,
    );
    await gqlCall(
      'setAccountingRoles',
      `mutation($id: ID!) { setAccountingRoles(userId: $id, roles: [{ area: SALES, level: FULL_ACCESS }]) { ${user} } }`,
      { id: hired },
      a.admin.headers,
    );
    await gqlCall(
      'deactivateStaffUser',
      `mutation($id: ID!) { deactivateStaffUser(id: $id) { ${user} } }`,
      { id: hired },
      a.admin.headers,
    );
    const newKey = await gqlCall(
      'createApiKey',
      `mutation { createApiKey(input: { name: "leak check" }) { key apiKey { ${apiKey} } } }`,
      {},
      a.staff.headers,
    );
    await gqlCall('apiKeys', `{ apiKeys { ${apiKey} } }`, {}, a.staff.headers);
    await gqlCall(
      'revokeApiKey',
      `mutation($id: ID!) { revokeApiKey(id: $id) { ${apiKey} } }`,
      { id: newKey.createApiKey.apiKey.id },
      a.staff.headers,
    );
    await gqlCall('tenants', `{ tenants { data { ${await scalarSelection('Tenant')} } } }`, {}, root.headers);
    await gqlCall(
      'createTenant payload',
      `mutation { createTenant(input: { name: "Third", slug: "third", adminEmail: "a@third.test", adminPassword: "secret1",
        adminFirstName: "T", adminLastName: "A" }) { admin { ${user} } } }`,
      {},
      root.headers,
    );

    const secrets = await storedSecrets(t);
    expect(secrets.length).toBeGreaterThanOrEqual(10);
    expect(secrets.every((s) => s.length >= 64)).toBe(true);
    for (const [label, body] of bodies) {
      const text = JSON.stringify(body);
      expect({ label, argon2: text.includes('$argon2') }).toEqual({ label, argon2: false });
      expect({ label, field: /password_?hash|secret_?hash|"password"/i.exec(text)?.[0] }).toEqual({
        label,
        field: undefined,
      });
      expect({ label, leaked: secrets.filter((s) => text.includes(s)) }).toEqual({ label, leaked: [] });
    }
    // The API key itself appears only in the one response that creates it.
    const shownIn = bodies.filter(([, body]) => JSON.stringify(body).includes(newKey.createApiKey.key));
    expect(shownIn.map(([label]) => label)).toEqual(['createApiKey']);
  });

  it('documents no password hash or key digest in the storefront OpenAPI document', async () => {
    // Untyped: the document itself is no path of the document.
    const res = await api.request('GET', '/openapi.json');
    expectStatus(res, 200);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash|secretHash|secret_hash/);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/tenants', '/tenants/info', '/tenants/{id}']));
  });
});
