import { createHash } from 'node:crypto';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../src/graphql/context';
import { MODULES } from '../../src/modules';
import { isPayrollUser } from '../../src/modules/identity/auth/auth.rules';
import type { AppModule } from '../../src/modules/module';
import { startTestApp, TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { gql, http } from '../helpers/http';
import { storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import { basic, dbState, row } from './support';
import { tableDigests } from '../helpers/db';

/**
 * There is no payroll REST route yet: this test-only query stands for one. It is guarded by the
 * rule payroll uses (a staff user or an API key) and tells which principal the credentials gave.
 */
@ObjectType()
class PayrollCaller {
  @Field()
  kind!: string;

  @Field()
  id!: string;

  @Field()
  role!: string;
}

@Resolver()
class PayrollProbeResolver {
  @Query(() => PayrollCaller)
  payrollCaller(@Ctx() ctx: RequestContext): PayrollCaller {
    const { kind, id, role } = ctx.principal!;
    return { kind, id, role };
  }
}

const payrollProbe: AppModule = {
  name: 'test/payroll-probe',
  resolvers: [PayrollProbeResolver],
  rules: { Query: { payrollCaller: isPayrollUser } },
};

const CREATE = `mutation CreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { key apiKey { id name prefix createdAt lastUsedAt revokedAt } } }`;
const LIST = '{ apiKeys { id name prefix createdAt lastUsedAt revokedAt } }';
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';
const CALLER = '{ payrollCaller { kind id role } }';
const KEY_FORMAT = /^pk_([A-Za-z0-9]{12})\.([A-Za-z0-9_-]{43})$/;

let t: TestApp;
let store: StoreScenario;
let root: Actor;
beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, payrollProbe] });
});
beforeEach(async () => {
  await t.clean();
  store = await storeScenario(t, 'key-store');
  root = await superAdmin(t);
});
afterAll(() => t.close());

async function createKey(actor: Actor, name = 'payroll import job') {
  const res = await gql(t.url, CREATE, { input: { name } }, actor.headers);
  expect(res.errors).toBeUndefined();
  return res.data.createApiKey as { key: string; apiKey: { id: string; name: string; prefix: string } };
}

describe('createApiKey and apiKeys', () => {
  it('returns the key once, as pk_<prefix>.<secret>, with its name, prefix and dates', async () => {
    const res = await gql(t.url, CREATE, { input: { name: ' payroll import job ' } }, store.staff.headers);
    const { key, apiKey } = res.data.createApiKey;
    const [, prefix] = KEY_FORMAT.exec(key) ?? [];
    expect(prefix).toBeDefined();
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'payroll import job',
      prefix,
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    // Two keys never share a secret or a prefix.
    const other = await createKey(store.staff);
    expect(other.key).not.toBe(key);
    expect(other.apiKey.prefix).not.toBe(prefix);
  });

  it('never shows the key again: apiKeys lists prefix, name and dates only, and has no field for the key', async () => {
    const { key, apiKey } = await createKey(store.staff);
    const list = await gql(t.url, LIST, {}, store.staff.headers);
    expect(list.data.apiKeys).toEqual([
      {
        id: apiKey.id,
        name: 'payroll import job',
        prefix: apiKey.prefix,
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    const secret = key.split('.')[1];
    expect(JSON.stringify(list)).not.toContain(secret);
    for (const field of ['key', 'secret', 'secretHash']) {
      const res = await gql(t.url, `{ apiKeys { ${field} } }`, {}, store.staff.headers);
      expect(res.errors?.[0].message).toBe(`Cannot query field "${field}" on type "ApiKey".`);
    }
  });

  it('stores only the SHA-256 hex digest of the secret: no column holds the key or the secret', async () => {
    const { key, apiKey } = await createKey(store.staff);
    const [, prefix, secret] = KEY_FORMAT.exec(key)!;
    const stored = await row(t, 'api_key', apiKey.id);
    expect(stored).toMatchObject({ prefix, user_id: store.staff.id, name: 'payroll import job' });
    expect(stored?.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(stored?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await dbState(t));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(key);
  });

  it("lists only the caller's own keys, newest first, revoked ones included", async () => {
    const first = await createKey(store.staff, 'first');
    const second = await createKey(store.staff, 'second');
    await createKey(store.admin, 'the admin’s');
    await gql(t.url, REVOKE, { id: first.apiKey.id }, store.staff.headers);
    const list = await gql(t.url, LIST, {}, store.staff.headers);
    expect(list.data.apiKeys.map((k: { name: string }) => k.name)).toEqual(['second', 'first']);
    expect(list.data.apiKeys[0].id).toBe(second.apiKey.id);
    expect(list.data.apiKeys[1].revokedAt).toEqual(expect.any(String));
    const adminList = await gql(t.url, LIST, {}, store.admin.headers);
    expect(adminList.data.apiKeys.map((k: { name: string }) => k.name)).toEqual(['the admin’s']);
  });

  it.each([
    ['empty', 'is required', ''],
    ['blank', 'is required', '   '],
    ['101 characters long', 'must be at most 100 characters', 'n'.repeat(101)],
  ])('refuses a name %s with BAD_USER_INPUT "%s" and creates no key', async (_label, message, name) => {
    const res = await gql(t.url, CREATE, { input: { name } }, store.staff.headers);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: [message] } },
    });
    expect((await dbState(t)).api_key).toEqual([]);
  });
});

describe('HTTP Basic with an API key or a password', () => {
  it('accepts the key as the password with any username, as an API-key principal of its owner', async () => {
    const { key } = await createKey(store.staff);
    for (const username of ['anything', 'payroll-bot', store.admin.email]) {
      const res = await gql(t.url, CALLER, {}, basic(username, key));
      expect(res.data?.payrollCaller).toEqual({ kind: 'apiKey', id: store.staff.id, role: 'STAFF' });
    }
    // The same over REST: GET /api/auth/me answers as the key's owner.
    const me = await http(`${t.url}/api/auth/me`, { headers: basic('whoever', key) });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: store.staff.id, email: store.staff.email, role: 'STAFF' });
  });

  it('records when a key was last used', async () => {
    const { key, apiKey } = await createKey(store.staff);
    expect((await row(t, 'api_key', apiKey.id))?.last_used_at).toBeNull();
    const before = Date.now();
    await gql(t.url, CALLER, {}, basic('x', key));
    const lastUsed = Date.parse((await row(t, 'api_key', apiKey.id))?.last_used_at);
    expect(lastUsed).toBeGreaterThanOrEqual(before - 5_000);
    expect(lastUsed).toBeLessThanOrEqual(Date.now() + 5_000);
    const listed = await gql(t.url, LIST, {}, store.staff.headers);
    expect(Date.parse(listed.data.apiKeys[0].lastUsedAt)).toBe(lastUsed);
  });

  it('accepts a staff e-mail (any case) and password, as a user principal, for ADMIN, STAFF and the super admin', async () => {
    const accounts = [
      { email: store.staff.email.toUpperCase(), password: store.staff.password, id: store.staff.id, role: 'STAFF' },
      { email: store.admin.email, password: store.admin.password, id: store.admin.id, role: 'ADMIN' },
      { email: TEST_SUPER_ADMIN.email, password: TEST_SUPER_ADMIN.password, id: root.id, role: 'SUPER_ADMIN' },
    ];
    for (const { email, password, id, role } of accounts) {
      const res = await gql(t.url, CALLER, {}, basic(email, password));
      expect(res.data?.payrollCaller).toEqual({ kind: 'user', id, role });
    }
  });

  it('answers every wrong credential with 401 "Invalid credentials"', async () => {
    const { key } = await createKey(store.staff);
    const [, prefix, secret] = KEY_FORMAT.exec(key)!;
    const tamperedSecret = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const wrong: [string, Record<string, string>][] = [
      ['a wrong secret with a real prefix', basic('x', `pk_${prefix}.${tamperedSecret}`)],
      ['an unknown prefix', basic('x', `pk_${'Z'.repeat(12)}.${secret}`)],
      ['the key with its prefix cut', basic('x', secret)],
      ['a wrong password', basic(store.staff.email, 'not-the-password')],
      ['an unknown e-mail', basic('nobody@nowhere.test', store.staff.password)],
      ["a customer's e-mail and password", basic(store.customer.email, store.customer.password)],
      ['the key as the username', basic(key, 'x')],
    ];
    for (const [label, headers] of wrong) {
      const res = await gql(t.url, CALLER, {}, headers);
      expect({ label, error: res.errors?.[0] }).toMatchObject({
        label,
        error: { message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } },
      });
      const rest = await http(`${t.url}/api/auth/me`, { headers });
      expect({ label, status: rest.status, body: rest.body }).toEqual({
        label,
        status: 401,
        body: { success: false, error: 'Invalid credentials' },
      });
    }
  });

  it('refuses customers and anonymous callers on a payroll operation', async () => {
    const customer = await gql(t.url, CALLER, {}, store.customer.headers);
    expect(customer.errors?.[0]).toMatchObject({
      message: 'Insufficient permissions',
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await gql(t.url, CALLER, {});
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'No token provided',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses the key once its owner is deactivated (401 "Account is deactivated") or the owner\'s store suspended', async () => {
    const staffKey = await createKey(store.staff);
    const adminKey = await createKey(store.admin);
    await gql(
      t.url,
      'mutation($id: ID!) { deactivateStaffUser(id: $id) { id } }',
      { id: store.staff.id },
      store.admin.headers,
    );
    const deactivated = await gql(t.url, CALLER, {}, basic('x', staffKey.key));
    expect(deactivated.errors?.[0]).toMatchObject({
      message: 'Account is deactivated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await gql(t.url, CALLER, {}, basic('x', adminKey.key))).data?.payrollCaller.kind).toBe('apiKey');

    const suspend = await http(`${t.url}/api/tenants/${store.tenant.id}`, {
      method: 'PUT',
      headers: root.headers,
      json: { status: 'SUSPENDED' },
    });
    expect(suspend.status).toBe(200);
    const suspended = await gql(t.url, CALLER, {}, basic('x', adminKey.key));
    expect(suspended.errors?.[0]).toMatchObject({
      message: 'Tenant is suspended',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const byPassword = await gql(t.url, CALLER, {}, basic(store.admin.email, store.admin.password));
    expect(byPassword.errors?.[0].message).toBe('Tenant is suspended');
  });
});

describe('revokeApiKey', () => {
  it('revokes a key: it answers 401 "Invalid credentials" from then on, the owner’s other keys keep working', async () => {
    const doomed = await createKey(store.staff, 'doomed');
    const kept = await createKey(store.staff, 'kept');
    expect((await gql(t.url, CALLER, {}, basic('x', doomed.key))).data?.payrollCaller.kind).toBe('apiKey');

    const res = await gql(t.url, REVOKE, { id: doomed.apiKey.id }, store.staff.headers);
    expect(res.data.revokeApiKey).toEqual({ id: doomed.apiKey.id, revokedAt: expect.any(String) });
    const revoked = await gql(t.url, CALLER, {}, basic('x', doomed.key));
    expect(revoked.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await http(`${t.url}/api/auth/me`, { headers: basic('x', doomed.key) })).status).toBe(401);
    expect((await gql(t.url, CALLER, {}, basic('x', kept.key))).data?.payrollCaller.kind).toBe('apiKey');

    // Revoking again keeps the first revocation time.
    const again = await gql(t.url, REVOKE, { id: doomed.apiKey.id }, store.staff.headers);
    expect(again.data.revokeApiKey.revokedAt).toBe(res.data.revokeApiKey.revokedAt);
  });

  it('answers 404 "API key not found" for another user\'s key (even the ADMIN\'s own staff) and leaves it working', async () => {
    const staffKey = await createKey(store.staff);
    const other = await storeScenario(t, 'other-store');
    const before = await tableDigests(t.orm);
    for (const actor of [store.admin, other.admin, root]) {
      const res = await gql(t.url, REVOKE, { id: staffKey.apiKey.id }, actor.headers);
      expect(res.errors?.[0]).toMatchObject({ message: 'API key not found', extensions: { code: 'NOT_FOUND' } });
    }
    for (const id of ['11111111-1111-4111-8111-111111111111', 'not-an-id']) {
      const res = await gql(t.url, REVOKE, { id }, store.staff.headers);
      expect(res.errors?.[0].message).toBe('API key not found');
    }
    expect(await tableDigests(t.orm)).toEqual(before);
    expect((await gql(t.url, CALLER, {}, basic('x', staffKey.key))).data?.payrollCaller.id).toBe(store.staff.id);
  });
});

describe('keys are managed with a signed-in staff user, never with a key', () => {
  it('refuses an API-key principal createApiKey, apiKeys and revokeApiKey (403) and changes nothing', async () => {
    const { key, apiKey } = await createKey(store.staff);
    const headers = basic('x', key);
    const before = await dbState(t);
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE, { input: { name: 'minted by a key' } }],
      [LIST, {}],
      [REVOKE, { id: apiKey.id }],
    ];
    for (const [operation, variables] of attempts) {
      const res = await gql(t.url, operation, variables, headers);
      expect(res.errors?.[0]).toMatchObject({ message: 'Insufficient permissions', extensions: { code: 'FORBIDDEN' } });
    }
    const after = await dbState(t);
    // Using the key stamps last_used_at; nothing else may change.
    const strip = (state: typeof before) => ({
      ...state,
      api_key: state.api_key.map(({ last_used_at: _ignored, ...rest }) => rest),
    });
    expect(strip(after)).toEqual(strip(before));
  });

  it('lets a staff user manage keys when signed in with HTTP Basic e-mail and password', async () => {
    const res = await gql(
      t.url,
      CREATE,
      { input: { name: 'via basic' } },
      basic(store.staff.email, store.staff.password),
    );
    expect(res.data.createApiKey.apiKey.name).toBe('via basic');
    expect((await row(t, 'api_key', res.data.createApiKey.apiKey.id))?.user_id).toBe(store.staff.id);
  });
});
