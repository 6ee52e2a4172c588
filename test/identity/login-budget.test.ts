import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createApiKey } from '../../src/modules/identity/api-keys/api-key.service';
import { startTestApp, type TestApp } from '../helpers/app';
import { openTestOrm } from '../helpers/db';
import { basic, gql } from '../helpers/http';
import { actingAs, eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { IdentityLoginDocument } from '../generated/graphql';
import { accountingRest, payrollRest, storefrontRest } from '../helpers/rest';

/**
 * The login budget (SPEC section 3): every credential check of the three APIs spends from one
 * budget per client address and one per account *before* the credential is checked, so that a
 * spent budget refuses the right password as well (no oracle) and no hash runs for it.
 *
 * One store for the file, built once on a setup app and brought back before each test; each test
 * boots its own app on the same ORM (fresh counters) and speaks from addresses of its own
 * (`X-Forwarded-For`, believed from the loopback proxy the test stands for).
 */
let orm: MikroORM;
let store: StoreScenario;
let apiKey: string;
const running: TestApp[] = [];

/** The store, and a personal API key of its admin (the payroll sync's). */
async function budgetStore(t: TestApp): Promise<{ store: StoreScenario; apiKey: string }> {
  const store = await storeScenario(t, 'budget-store');
  return { store, apiKey: (await createApiKey(actingAs(t, store.admin.principal), { name: 'payroll sync' })).key };
}

beforeAll(async () => {
  orm = await openTestOrm();
});
eachTestIn(
  budgetStore,
  (_setup, built) => ({ store, apiKey } = built),
  () => ({ orm }),
  { once: true },
);
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(running.splice(0).map((t) => t.close()));
});
afterAll(() => orm.close(true));

// The login budget's limits are boot options: each test boots its own app, with its env, on the file's ORM.
async function boot(env: Record<string, string>): Promise<TestApp> {
  const t = await startTestApp({ orm, env: { TRUST_PROXY: 'loopback', ...env } });
  running.push(t);
  return t;
}

let lastAddress = randomInt(1, 200);
/** A client address no other test of this run uses. */
function address(): string {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

function from(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip };
}

/** How many password hashes the app verifies while `work` runs (argon2 runs in this process). */
async function hashesDuring(work: () => Promise<void>): Promise<number> {
  // The module object itself (an import would be a copy): the app calls its `verify` through it.
  const verify = jest.spyOn(jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2'), 'verify');
  try {
    await work();
    return verify.mock.calls.length;
  } finally {
    verify.mockRestore();
  }
}

const payroll = (t: TestApp, ip: string, auth: Record<string, string>) =>
  payrollRest(t).get('/employers', { headers: { ...from(ip), ...auth } });
const accounting = (t: TestApp, ip: string, auth: Record<string, string>) =>
  accountingRest(t).get('/ledger_account_types', { headers: { ...from(ip), ...auth } });
const storefrontLogin = (t: TestApp, ip: string, email: string, password: string) =>
  storefrontRest(t).post('/auth/login', { body: { email, password }, headers: from(ip) });
const customerLogin = (t: TestApp, ip: string, email: string, password: string) =>
  storefrontRest(t).post('/auth/customer/login', {
    body: { email, password },
    headers: { ...from(ip), 'x-tenant-slug': store.tenant.slug },
  });

/** What every answer has, whatever its status. */
type Answered = { status: number; headers: Headers };

function expectLimited(res: Answered): void {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('a spent address budget', () => {
  it('refuses the right password and the right API key on every API, with 429 and Retry-After, and runs no hash', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '3' });
    const ip = address();
    const { email, password } = store.admin;
    const wrong = await Promise.all([1, 2, 3].map((i) => payroll(t, ip, basic(email, `wrong-${i}`))));
    expect(wrong.map((r) => r.status)).toEqual([401, 401, 401]);

    let answers: Answered[] = [];
    let graphql: Awaited<ReturnType<typeof gql>> | undefined;
    const hashes = await hashesDuring(async () => {
      answers = [
        await payroll(t, ip, basic(email, password)),
        await payroll(t, ip, basic('sync', apiKey)),
        await accounting(t, ip, basic(email, password)),
        await storefrontRest(t).get('/auth/me', { headers: { ...from(ip), ...basic(email, password) } }),
        await storefrontLogin(t, ip, email, password),
        await customerLogin(t, ip, store.customer.email, store.customer.password),
        await payroll(t, ip, basic(email, 'still-wrong')),
      ];
      graphql = await gql(t.url, IdentityLoginDocument, { input: { email, password } }, from(ip));
    });
    for (const res of answers) expectLimited(res);
    expect(graphql!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(hashes).toBe(0);

    // Another address has its whole budget: the same credentials work there.
    const other = address();
    expect((await payroll(t, other, basic(email, password))).status).toBe(200);
    expect((await payroll(t, other, basic('sync', apiKey))).status).toBe(200);
    expect((await storefrontLogin(t, other, email, password)).status).toBe(200);
  });

  it('is spent by failed API keys and refresh tokens too, and then refuses a valid refresh token', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '3' });
    const ip = address();
    const guessedKey = `pk_${'a'.repeat(12)}.${'b'.repeat(32)}`;
    expect((await payroll(t, ip, basic('sync', guessedKey))).status).toBe(401);
    const refresh = (token: string, at = ip) =>
      storefrontRest(t).post('/auth/refresh', { body: { refreshToken: token }, headers: from(at) });
    expect((await refresh('not.a.token')).status).toBe(401);
    expect((await refresh(`${store.staff.refreshToken}x`)).status).toBe(401);
    expectLimited(await refresh(store.staff.refreshToken));
    // The refused exchange did not spend the token: it still works from an address with budget.
    expect((await refresh(store.staff.refreshToken, address())).status).toBe(200);
  });

  it('counts the sign-in routes’ every attempt (the storefront’s “5 login attempts”), but only failed HTTP Basic checks', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '3' });
    const ip = address();
    const { email, password } = store.admin;
    // Right HTTP Basic credentials, again and again: nothing stays spent.
    for (let i = 0; i < 6; i++) expect((await payroll(t, ip, basic(email, password))).status).toBe(200);
    expect((await storefrontLogin(t, ip, email, password)).status).toBe(200);
    expect((await storefrontLogin(t, ip, email, password)).status).toBe(200);
    expect((await storefrontLogin(t, ip, email, password)).status).toBe(200);
    expectLimited(await storefrontLogin(t, ip, email, password));
  });

  it('groups IPv6 clients by their /64', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '3' });
    const prefix = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    const { email } = store.staff;
    for (const host of ['1', '2', 'abcd:1']) {
      expect((await payroll(t, `${prefix}::${host}`, basic(email, 'wrong'))).status).toBe(401);
    }
    expectLimited(await payroll(t, `${prefix}:ffff:ffff:ffff:ffff`, basic(email, store.staff.password)));
    // The next /64 is another client.
    const next = `2001:db8:${randomInt(0x10000).toString(16)}:ffff::1`;
    expect((await payroll(t, next, basic(email, store.staff.password))).status).toBe(200);
  });
});

describe('HTTP Basic with the right password', () => {
  it('a burst of parallel requests runs one hash and is not refused by its own attempts; later requests run none', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '2' });
    const ip = address();
    const { email, password } = store.staff;
    let burst: Answered[] = [];
    const first = await hashesDuring(async () => {
      burst = await Promise.all(Array.from({ length: 12 }, () => payroll(t, ip, basic(email, password))));
    });
    expect(burst.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(first).toBe(1);
    const later = await hashesDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await payroll(t, ip, basic(email, password))).status).toBe(200);
    });
    expect(later).toBe(0);
  });

  it('is checked again after a password change (the remembered check is of the old hash)', async () => {
    const t = await boot({});
    const ip = address();
    const { email, password } = store.staff;
    expect((await payroll(t, ip, basic(email, password))).status).toBe(200);
    await orm.em
      .getConnection()
      .execute(`update app_user set password_hash = 'x' || password_hash where id = ?`, [store.staff.id]);
    try {
      expect((await payroll(t, ip, basic(email, password))).status).toBe(401);
    } finally {
      await orm.em
        .getConnection()
        .execute(`update app_user set password_hash = substr(password_hash, 2) where id = ?`, [store.staff.id]);
    }
    expect((await payroll(t, ip, basic(email, password))).status).toBe(200);
  });
});

describe('the account budget', () => {
  it('refuses an account guessed at from many addresses, right password included, except from an address it signed in from', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '3', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '4' });
    const { email, password } = store.admin;
    const home = address();
    expect((await storefrontLogin(t, home, email, password)).status).toBe(200);

    // Four failures from four addresses, through three routes: the account's budget is spent.
    const attackers = [address(), address(), address(), address()];
    const failures = [
      await storefrontLogin(t, attackers[0], email, 'guess-1'),
      await payroll(t, attackers[1], basic(email, 'guess-2')),
      await accounting(t, attackers[2], basic(email, 'guess-3')),
      await storefrontLogin(t, attackers[3], email.toUpperCase(), 'guess-4'),
    ];
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401]);

    const fresh = address();
    let refused: Answered[] = [];
    const hashes = await hashesDuring(async () => {
      refused = [
        await storefrontLogin(t, fresh, email, 'guess-5'),
        await storefrontLogin(t, address(), email, password),
        await payroll(t, address(), basic(email, password)),
      ];
    });
    for (const res of refused) expectLimited(res);
    expect(hashes).toBe(0);

    // The owner, from the address they signed in from before, still gets in, by both routes.
    expect((await storefrontLogin(t, home, email, password)).status).toBe(200);
    expect((await payroll(t, home, basic(email, password))).status).toBe(200);
    // Other accounts are untouched.
    expect((await storefrontLogin(t, address(), store.staff.email, store.staff.password)).status).toBe(200);
    expect((await customerLogin(t, address(), store.customer.email, 'wrong')).status).toBe(401);
  });

  it('recovers when its window ends, so an attacker cannot lock an account for longer than the window', async () => {
    const windowMs = 2000;
    const t = await boot({
      LOGIN_RATE_LIMIT_MAX: '3',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_MS: String(windowMs),
    });
    const { email, password } = store.staff;
    expect((await payroll(t, address(), basic(email, 'guess-1'))).status).toBe(401);
    expect((await payroll(t, address(), basic(email, 'guess-2'))).status).toBe(401);
    const started = Date.now();
    expectLimited(await payroll(t, address(), basic(email, password)));
    let after: Answered;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await payroll(t, address(), basic(email, password));
    } while (after.status === 429 && Date.now() - started < windowMs * 5);
    expect(after.status).toBe(200);
  });

  it('a customer’s account is not the staff account of the same e-mail: each has its own budget', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '3', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1' });
    const { email, password } = store.customer;
    expect((await customerLogin(t, address(), email, 'guess')).status).toBe(401);
    expectLimited(await customerLogin(t, address(), email, password));
    // A staff sign-in with the same e-mail is another account (and fails as a wrong password).
    expect((await storefrontLogin(t, address(), email, password)).status).toBe(401);
  });
});

describe('X-Forwarded-For (TRUST_PROXY)', () => {
  /** A request from the loopback address `local` (the client's own socket address). */
  function loginFrom(t: TestApp, local: string, forwardedFor: string): Promise<number> {
    const { port } = new URL(t.url);
    const body = JSON.stringify({ email: store.staff.email, password: 'wrong' });
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress: local,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('moves no limit unless it came through a named proxy', async () => {
    const t = await boot({ LOGIN_RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.2' });
    // A client that is not the proxy rotates its own header: every attempt is its socket's.
    const direct = [];
    for (let i = 0; i < 4; i++) direct.push(await loginFrom(t, '127.0.0.1', address()));
    expect(direct).toEqual([401, 401, 429, 429]);
    // Through the named proxy, each forwarded client has its own budget.
    const proxied = [];
    for (let i = 0; i < 4; i++) proxied.push(await loginFrom(t, '127.0.0.2', address()));
    expect(proxied).toEqual([401, 401, 401, 401]);
  });
});
