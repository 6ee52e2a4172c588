import { createHash } from 'node:crypto';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../src/graphql/context';
import { MODULES } from '../../src/modules';
import { isPayrollUser } from '../../src/modules/identity/auth/auth.rules';
import type { AppModule } from '../../src/modules/module';
import { TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, payrollRest, storefrontRest } from '../helpers/rest';
import { countStatements, rowCount, tableDigests } from '../helpers/db';
import { basic, dataOf, gql } from '../helpers/http';
import { anInstant } from '../helpers/matchers';
import { eachTestIn, storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import {
  IdentityApiKeysDocument,
  IdentityCreateApiKeyDocument,
  IdentityDeactivateStaffUserDocument,
  IdentityRevokeApiKeyDocument,
} from '../generated/graphql';
import { dbState, KEY_USE, row } from './support';

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

// The test-only probe above is not in the committed schema: its query cannot be typed by codegen.
const CALLER = '{ payrollCaller { kind id role } }';
const KEY_FORMAT = /^pk_([A-Za-z0-9]{12})\.([A-Za-z0-9_-]{43})$/;

let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let store: StoreScenario;
let root: Actor;
eachTestIn(
  async (app) => ({ store: await storeScenario(app, 'key-store'), root: await superAdmin(app) }),
  (app, built) => {
    [t, api] = [app, storefrontRest(app)];
    ({ store, root } = built);
  },
  { modules: [...MODULES, payrollProbe] },
  { once: true },
);

async function createKey(actor: Actor, name = 'payroll import job') {
  return dataOf(await gql(t.url, IdentityCreateApiKeyDocument, { input: { name } }, actor.headers)).createApiKey;
}

describe('createApiKey and apiKeys', () => {
  it('returns the key once, as pk_<prefix>.<secret>, with its name, prefix and dates', async () => {
    const res = await gql(
      t.url,
      IdentityCreateApiKeyDocument,
      { input: { name: ' payroll import job ' } },
      store.staff.headers,
    );
    const { key, apiKey } = dataOf(res).createApiKey;
    const [, prefix] = KEY_FORMAT.exec(key) ?? [];
    expect(prefix).toBeDefined();
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'payroll import job',
      prefix,
      createdAt: anInstant,
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
    const list = await gql(t.url, IdentityApiKeysDocument, {}, store.staff.headers);
    expect(dataOf(list).apiKeys).toEqual([
      {
        id: apiKey.id,
        name: 'payroll import job',
        prefix: apiKey.prefix,
        createdAt: anInstant,
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    const secret = key.split('.')[1];
    expect(JSON.stringify(list)).not.toContain(secret);
    for (const field of ['key', 'secret', 'secretHash']) {
      // Fields the schema does not have: deliberately invalid, so not a typed document.
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
    await gql(t.url, IdentityRevokeApiKeyDocument, { id: first.apiKey.id }, store.staff.headers);
    const list = await gql(t.url, IdentityApiKeysDocument, {}, store.staff.headers);
    expect(dataOf(list).apiKeys.map((k: { name: string }) => k.name)).toEqual(['second', 'first']);
    expect(dataOf(list).apiKeys[0].id).toBe(second.apiKey.id);
    expect(dataOf(list).apiKeys[1].revokedAt).toEqual(anInstant);
    const adminList = await gql(t.url, IdentityApiKeysDocument, {}, store.admin.headers);
    expect(dataOf(adminList).apiKeys.map((k: { name: string }) => k.name)).toEqual(['the admin’s']);
  });

  it.each([
    ['empty', 'is required', ''],
    ['blank', 'is required', '   '],
    ['101 characters long', 'must be at most 100 characters', 'n'.repeat(101)],
  ])('refuses a name %s with BAD_USER_INPUT "%s" and creates no key', async (_label, message, name) => {
    const res = await gql(t.url, IdentityCreateApiKeyDocument, { input: { name } }, store.staff.headers);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: [message] } },
    });
    expect(await rowCount(t.orm, 'api_key')).toBe(0);
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
    const me = await api.get('/auth/me', { headers: basic('whoever', key) });
    expectStatus(me, 200);
    expect(me.body.data).toMatchObject({ id: store.staff.id, email: store.staff.email, role: 'STAFF' });
  });

  it('accepts the key as the password with an empty username (`curl -u ":$KEY"`, as Staffology documents)', async () => {
    const { key } = await createKey(store.staff);
    const res = await gql(t.url, CALLER, {}, basic('', key));
    expect(res.data?.payrollCaller).toEqual({ kind: 'apiKey', id: store.staff.id, role: 'STAFF' });
    const jobs = await payrollRest(t).get('/jobs', { headers: basic('', key) });
    expect(jobs.status).toBe(200);
    // An empty username with anything but a key is a wrong credential, not a malformed header.
    for (const password of [store.staff.password, '', 'x']) {
      const wrong = await payrollRest(t).get('/jobs', { headers: basic('', password) });
      expect({ password, status: wrong.status, detail: bodyOf(wrong, 401).detail }).toEqual({
        password,
        status: 401,
        detail: 'Invalid credentials',
      });
    }
  });

  it('records when a key was last used', async () => {
    const { key, apiKey } = await createKey(store.staff);
    expect((await row(t, 'api_key', apiKey.id))?.last_used_at).toBeNull();
    const before = Date.now();
    await gql(t.url, CALLER, {}, basic('x', key));
    const lastUsed = Date.parse((await row(t, 'api_key', apiKey.id))?.last_used_at);
    expect(lastUsed).toBeGreaterThanOrEqual(before - 5_000);
    expect(lastUsed).toBeLessThanOrEqual(Date.now() + 5_000);
    const listed = await gql(t.url, IdentityApiKeysDocument, {}, store.staff.headers);
    expect(Date.parse(dataOf(listed).apiKeys[0].lastUsedAt ?? 'never')).toBe(lastUsed);
  });

  it('records a use only when the recorded one is over a minute old, so most uses write nothing', async () => {
    const { key, apiKey } = await createKey(store.staff);
    const use = async () => {
      const { result, statements } = await countStatements(t.orm, () => gql(t.url, CALLER, {}, basic('x', key)));
      expect(result.data?.payrollCaller).toMatchObject({ kind: 'apiKey', id: store.staff.id });
      return statements.filter((sql) => /^update api_key\b/i.test(sql)).length;
    };
    const lastUsed = async () => (await row(t, 'api_key', apiKey.id))?.last_used_at as Date | string | null;
    expect(await use()).toBe(1);
    const first = await lastUsed();
    // Within the minute: no write, the recorded time stays.
    expect(await use()).toBe(0);
    expect(await use()).toBe(0);
    expect(await lastUsed()).toEqual(first);
    // Once the recorded use is over a minute old, the next use records itself again.
    const old = Date.now() - 61_000;
    await t.orm.em
      .getConnection()
      .execute(`update api_key set last_used_at = now() - interval '61 seconds' where id = ?`, [apiKey.id]);
    expect(await use()).toBe(1);
    expect(Date.parse(String(await lastUsed()))).toBeGreaterThan(old + 30_000);
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
      const rest = await api.get('/auth/me', { headers });
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
    dataOf(await gql(t.url, IdentityDeactivateStaffUserDocument, { id: store.staff.id }, store.admin.headers));
    const deactivated = await gql(t.url, CALLER, {}, basic('x', staffKey.key));
    expect(deactivated.errors?.[0]).toMatchObject({
      message: 'Account is deactivated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await gql(t.url, CALLER, {}, basic('x', adminKey.key))).data?.payrollCaller.kind).toBe('apiKey');

    const suspend = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { status: 'SUSPENDED' },
      headers: root.headers,
    });
    expectStatus(suspend, 200);
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

    const res = await gql(t.url, IdentityRevokeApiKeyDocument, { id: doomed.apiKey.id }, store.staff.headers);
    expect(dataOf(res).revokeApiKey).toEqual({ id: doomed.apiKey.id, revokedAt: anInstant });
    const revoked = await gql(t.url, CALLER, {}, basic('x', doomed.key));
    expect(revoked.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await api.get('/auth/me', { headers: basic('x', doomed.key) })).status).toBe(401);
    expect((await gql(t.url, CALLER, {}, basic('x', kept.key))).data?.payrollCaller.kind).toBe('apiKey');

    // Revoking again keeps the first revocation time.
    const again = await gql(t.url, IdentityRevokeApiKeyDocument, { id: doomed.apiKey.id }, store.staff.headers);
    expect(dataOf(again).revokeApiKey.revokedAt).toBe(dataOf(res).revokeApiKey.revokedAt);
  });

  it('answers 404 "API key not found" for another user\'s key (even the ADMIN\'s own staff) and leaves it working', async () => {
    const staffKey = await createKey(store.staff);
    const other = await storeScenario(t, 'other-store');
    const before = await tableDigests(t.orm);
    for (const actor of [store.admin, other.admin, root]) {
      const res = await gql(t.url, IdentityRevokeApiKeyDocument, { id: staffKey.apiKey.id }, actor.headers);
      expect(res.errors?.[0]).toMatchObject({ message: 'API key not found', extensions: { code: 'NOT_FOUND' } });
    }
    for (const id of ['11111111-1111-4111-8111-111111111111', 'not-an-id']) {
      const res = await gql(t.url, IdentityRevokeApiKeyDocument, { id }, store.staff.headers);
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
    const before = await tableDigests(t.orm, KEY_USE);
    const attempts = [
      await gql(t.url, IdentityCreateApiKeyDocument, { input: { name: 'minted by a key' } }, headers),
      await gql(t.url, IdentityApiKeysDocument, {}, headers),
      await gql(t.url, IdentityRevokeApiKeyDocument, { id: apiKey.id }, headers),
    ];
    for (const res of attempts) {
      expect(res.errors?.[0]).toMatchObject({ message: 'Insufficient permissions', extensions: { code: 'FORBIDDEN' } });
    }
    // Using the key stamps last_used_at; nothing else may change.
    expect(await tableDigests(t.orm, KEY_USE)).toEqual(before);
  });

  it('lets a staff user manage keys when signed in with HTTP Basic e-mail and password', async () => {
    const res = await gql(
      t.url,
      IdentityCreateApiKeyDocument,
      { input: { name: 'via basic' } },
      basic(store.staff.email, store.staff.password),
    );
    expect(dataOf(res).createApiKey.apiKey.name).toBe('via basic');
    expect((await row(t, 'api_key', dataOf(res).createApiKey.apiKey.id))?.user_id).toBe(store.staff.id);
  });
});
