import { randomInt } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { EnvError, loadEnv } from '../../src/config/env';
import { RateLimitedError } from '../../src/graphql/errors';
import { loginAccount } from '../../src/modules/identity/auth/login-budget';
import { RATE_LIMIT_MESSAGE } from '../../src/server/rate-limit';
import { startTestApp, type TestApp } from '../helpers/app';
import { openTestOrm } from '../helpers/db';
import { http, type JsonResponse } from '../helpers/http';
import { storefrontRest } from '../helpers/rest';

const REDIS_URL = 'redis://127.0.0.1:6379';

// One ORM for every app of this file: each test boots fresh apps (so fresh in-memory counters)
// without paying for a database connection pool each time.
let orm: MikroORM;
const running: TestApp[] = [];
const redisClients: Redis[] = [];

beforeAll(async () => {
  orm = await openTestOrm();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((t) => t.close()));
  await Promise.all(redisClients.splice(0).map((r) => r.quit()));
});
afterAll(() => orm.close(true));

/** An app the test boots itself with its own limits (fresh counters: the boot is the subject), closed after it. */
async function boot(env: Record<string, string>, redis?: Redis): Promise<TestApp> {
  const t = await startTestApp({ env: { ...env }, orm, redis });
  running.push(t);
  return t;
}

function redisClient(): Redis {
  const client = new Redis(REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 });
  redisClients.push(client);
  return client;
}

/** Deletes the keys matching `pattern` with SCAN + DEL (never FLUSHALL: the server is shared). */
async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * A client address of its own for this run. The Redis counters are keyed `rl:<limiter>:<address>`
 * on a server other runs (and other engineers' suites) use at the same time: a fresh address keeps
 * this run's counts apart from theirs and from leftovers, and lets cleanup delete only our keys.
 */
function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The storefront REST route guarded by the general limiter. */
function restCall(t: TestApp, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return storefrontRest(t).get('/stripe/config', { headers });
}

/** A GraphQL call through the same limiter (the raw response, to read its headers). */
function graphqlCall(t: TestApp, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return http(`${t.url}/graphql`, {
    method: 'POST',
    json: { query: '{ paymentGatewayConfig { publishableKey } }' },
    headers,
  });
}

function expectRateLimited(res: JsonResponse): void {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ success: false, error: RATE_LIMIT_MESSAGE });
}

describe('general rate limit (memory store)', () => {
  it('the (max+1)th request from one IP answers 429 with the envelope body and draft-6 headers', async () => {
    const t = await boot({ RATE_LIMIT_MAX: '3' });
    const allowed = [await restCall(t), await restCall(t), await restCall(t)];
    expect(allowed.map((r) => r.status)).toEqual([200, 200, 200]);
    // Without Stripe keys the development gateway answers the configuration route.
    expect(allowed[0].body).toEqual({
      success: true,
      data: { gateway: 'development', publishableKey: 'pk_development' },
    });
    expect(allowed.map((r) => r.headers.get('ratelimit-limit'))).toEqual(['3', '3', '3']);
    expect(allowed.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0']);

    const limited = await restCall(t);
    expectRateLimited(limited);
    // The storefront format: `errors` is only ever a field map, never GraphQL's error list.
    expect(limited.body).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
    expect(limited.headers.get('ratelimit-limit')).toBe('3');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('/graphql and /api draw on one shared budget', async () => {
    const t = await boot({ RATE_LIMIT_MAX: '3' });
    const first = await restCall(t);
    const second = await graphqlCall(t);
    const third = await restCall(t);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.body).toEqual({ data: { paymentGatewayConfig: { publishableKey: 'pk_development' } } });
    expect([first, second, third].map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0']);

    // The budget is spent for both mounts, whichever spent it.
    expectRateLimited(await graphqlCall(t));
    expectRateLimited(await restCall(t));
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  it('with TRUST_PROXY=1 two X-Forwarded-For addresses get separate budgets', async () => {
    const t = await boot({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    const a = { 'x-forwarded-for': '203.0.113.10' };
    const b = { 'x-forwarded-for': '203.0.113.20' };
    expect((await restCall(t, a)).status).toBe(200);
    expect((await restCall(t, a)).status).toBe(200);
    expectRateLimited(await restCall(t, a));

    const other = await restCall(t, b);
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('1');
  });

  it('with TRUST_PROXY unset X-Forwarded-For is ignored: every request counts against the socket address', async () => {
    // express-rate-limit reports the ignored header once on console.error (ERR_ERL_UNEXPECTED_X_FORWARDED_FOR):
    // that is the situation under test, so the report is silenced here rather than printed.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const t = await boot({ RATE_LIMIT_MAX: '2' });
      expect(t.env.trustProxy).toBe(false);
      expect((await restCall(t, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
      const second = await restCall(t, { 'x-forwarded-for': '203.0.113.20' });
      expect(second.status).toBe(200);
      expect(second.headers.get('ratelimit-remaining')).toBe('0');
      expectRateLimited(await restCall(t, { 'x-forwarded-for': '203.0.113.30' }));
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('general rate limit (Redis store)', () => {
  const address = uniqueAddress();
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    await deleteKeys(redis, `rl:*:${address}`);
    await redis.quit();
  });

  it('two app instances on one Redis share one count per client', async () => {
    const one = redisClient();
    const two = redisClient();
    await deleteKeys(one, `rl:*:${address}`);
    // TRUST_PROXY=1 so that the run's own address (X-Forwarded-For) is the counter key.
    const env = { RATE_LIMIT_MAX: '4', TRUST_PROXY: '1' };
    const a = await boot(env, one);
    const b = await boot(env, two);
    const client = { 'x-forwarded-for': address };

    const responses = [];
    for (const t of [a, b, a, b]) responses.push(await restCall(t, client));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(responses.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['3', '2', '1', '0']);

    expectRateLimited(await restCall(a, client));
    expectRateLimited(await graphqlCall(b, client));
    expect(await one.exists(`rl:api:${address}`)).toBe(1);
  });
});

describe('login budget (LoginBudget.guard)', () => {
  /** Runs one failing credential check within `t`'s budget; says whether the check itself ran. */
  async function failedCheck(t: TestApp, ip: string, account?: string): Promise<boolean> {
    let ran = false;
    const verdict = await t.app.services.loginBudget.guard(ip, account, 'signIn', async () => {
      ran = true;
      return null;
    });
    expect(verdict).toBeNull();
    return ran;
  }

  async function expectExhausted(t: TestApp, ip: string, account?: string): Promise<void> {
    let ran = false;
    const error = await t.app.services.loginBudget
      .guard(ip, account, 'signIn', async () => {
        ran = true;
        return 'right';
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(RateLimitedError);
    const limited = error as RateLimitedError;
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    // Refused before the check: a spent budget runs no hash and says nothing of the credential.
    expect(ran).toBe(false);
  }

  it('memory store: LOGIN_RATE_LIMIT_MAX checks run, the next is refused before it runs; another address is untouched', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i++) expect(await failedCheck(t, '198.51.100.7')).toBe(true);
    await expectExhausted(t, '198.51.100.7');
    expect(await failedCheck(t, '198.51.100.8')).toBe(true);
  });

  describe('Redis store', () => {
    const address = uniqueAddress();
    const account = loginAccount('user', `budget-${address}@example.test`);
    afterAll(async () => {
      const redis = new Redis(REDIS_URL);
      await deleteKeys(redis, `rl:*:${address}`);
      await deleteKeys(redis, `rl:*:${account}*`);
      await redis.quit();
    });

    it('checks on two instances sharing Redis are counted together, per address and per account', async () => {
      const one = redisClient();
      const two = redisClient();
      await deleteKeys(one, `rl:*:${address}`);
      const env = { LOGIN_RATE_LIMIT_MAX: '4', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '4' };
      const a = await boot(env, one);
      const b = await boot(env, two);
      for (const t of [a, b, a, b]) expect(await failedCheck(t, address)).toBe(true);
      await expectExhausted(a, address);
      await expectExhausted(b, address);
      expect(await one.exists(`rl:login:${address}`)).toBe(1);

      // The account's failures from four other addresses, on both instances, spend its budget.
      for (const t of [a, b, a, b]) expect(await failedCheck(t, uniqueAddress(), account)).toBe(true);
      await expectExhausted(b, uniqueAddress(), account);
      // Its key is a digest: no e-mail is written to Redis.
      expect(await one.exists(`rl:login-account:${account}`)).toBe(1);
      expect(account).not.toMatch(/@|budget/);
    });
  });
});

describe('rate-limit configuration', () => {
  it.each([
    ['RATE_LIMIT_MAX', 'abc'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_WINDOW_MS', '15m'],
    ['LOGIN_RATE_LIMIT_MAX', '-1'],
    ['LOGIN_ACCOUNT_RATE_LIMIT_MAX', '0'],
  ])('a bad %s (%p) stops the boot with an error naming the variable', async (variable, value) => {
    expect(() => loadEnv({ [variable]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [variable]: value })).toThrow(new RegExp(`\\b${variable}\\b`));
    // The app's boot reads the environment first, so it never starts with the bad value.
    await expect(startTestApp({ env: { [variable]: value }, orm })).rejects.toThrow(variable);
  });

  it.each(['true', 'TRUE', '10.0.0.0/33', 'proxy.example', '10.0.0.5,'])(
    'TRUST_PROXY=%p stops the boot, naming the variable and the safe forms',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(EnvError);
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/\bTRUST_PROXY\b.*hop count.*CIDR ranges/);
    },
  );

  it.each([
    ['2', 2],
    ['false', false],
    ['10.0.0.5, 10.0.0.0/8,loopback', '10.0.0.5,10.0.0.0/8,loopback'],
    ['::1,fd00::/8', '::1,fd00::/8'],
  ])('TRUST_PROXY=%p names the proxies as Express reads them (%p)', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads valid values into the limits', () => {
    const env = loadEnv({
      RATE_LIMIT_MAX: '7',
      RATE_LIMIT_WINDOW_MS: '60000',
      LOGIN_RATE_LIMIT_MAX: '2',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '9',
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      rateLimitMax: 7,
      rateLimitWindowMs: 60000,
      loginRateLimitMax: 2,
      loginAccountRateLimitMax: 9,
      trustProxy: 1,
    });
  });
});
