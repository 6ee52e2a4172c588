import { Writable } from 'node:stream';
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseChecksum } from '../helpers/db';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { basic, http, type JsonResponse } from '../helpers/http';
import { actingAs, storeScenario, superAdmin, type StoreScenario } from '../helpers/scenarios';
import { createAddress } from '../../src/modules/storefront/addresses/address.service';
import { payrollRest, storefrontRest } from '../helpers/rest';

/**
 * What the hostile-input fuzz files share: one seed, the hostile values, the app they attack and
 * the checks every answer passes. The work is bounded by counts of cases (each property's
 * `numRuns`), never by the clock, so a slow machine runs the same cases, only slower; the seed is
 * printed, and `FUZZ_SEED=<seed>` runs exactly those cases again.
 */

export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
export const WEBHOOK_SECRET = 'whsec_fuzz';
/** A hang guard only: the cases are counted, and on an idle machine a file takes well under a minute. */
export const HANG_GUARD_MS = 15 * 60_000;
/** The target's boot (an app, the fake gateway, the fixtures): seconds on an idle machine, more under load. */
export const BOOT_GUARD_MS = 2 * 60_000;

/** fast-check's parameters for a property of `numRuns` cases: the fixed seed, no shrinking time limit. */
export function runs(numRuns: number): fc.Parameters<unknown> {
  return { seed: SEED, numRuns, endOnFailure: true };
}

export const NUL = '\u0000';
export const OVERSIZED = 'x'.repeat(70_000);
export const nulText = fc.string({ maxLength: 12 }).map((s) => `${s}${NUL}${s}`);
/** Lone surrogates (valid JSON escapes, no Unicode text), alone and inside text. */
export const loneSurrogate = fc.oneof(
  fc.constantFrom('\ud800', '\udfff', 'a\udbffb', '\udc00\ud800'),
  fc.string({ maxLength: 8 }).map((s) => `${s}\ud83d`),
);
/** JSON numbers in every notation, within and beyond what columns keep. */
export const notations = fc.constantFrom<number>(
  1e-7,
  1.5e-10,
  5e-324,
  1e2,
  1e21,
  1.7976931348623157e308,
  -0,
  -1e-7,
  2 ** 53 + 2,
  0.1 + 0.2,
  123.456,
);
/** Dates at and past the edges of what PostgreSQL, JavaScript and the formats hold. */
export const edgeDates = fc.constantFrom(
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01',
  '0001-01-01T00:00:00+01:00',
  '0001-01-02',
  '1899-12-31',
  '1969-12-31T23:59:59.999Z',
  '9999-12-31',
  '9999-12-31T23:59:59-23:59',
  '10000-01-01',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30',
  '31/12/0000',
  '2026-01-01T24:00:00Z',
);

export const FORBIDDEN_IN_BODY = [
  /\bat [\w.<>]+ \(/, // a stack frame
  /node_modules|\/src\//,
  /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|values|set|where)\b/i,
  /\$argon2/,
  /password_?hash/i,
  /\bsql\b/i,
  /Cannot read propert|is not a function|undefined is not/,
];

/** The app under attack, its callers and what it logged. */
export interface FuzzTarget {
  t: TestApp;
  stripe: FakeStripe;
  store: StoreScenario;
  callers: Record<string, Record<string, string>>;
  payrollEmployerId: string;
  /** An active, stocked product of the store, and the customer's default address. */
  productId: string;
  addressId: string;
  /** Every log line written at warn level or above, parsed. */
  log: Record<string, unknown>[];
  /** Secrets the fuzz's callers hold: none may appear in the log. */
  secrets: string[];
  requests: number;
}

/**
 * Boots the app with a configured (fake) gateway, a store with one caller of each kind, a product
 * and the customer's address, and a payroll employer, with its log captured; prints the seed.
 */
export async function startFuzzTarget(name: string, env: Record<string, string> = {}): Promise<FuzzTarget> {
  console.log(`${name}: seed ${SEED} (FUZZ_SEED=${SEED} repeats exactly these cases)`);
  const log: Record<string, unknown>[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) log.push(JSON.parse(line));
      done();
    },
  });
  const stripe = await startFakeStripe();
  const t = await startTestApp({
    logDestination,
    env: {
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      ...env,
    },
  });
  await t.clean();
  const store = await storeScenario(t);
  const root = await superAdmin(t);
  const callers = {
    anonymous: store.anonymous,
    customer: store.customer.headers,
    storeStaff: store.staff.headers,
    storeAdmin: store.admin.headers,
    superAdmin: root.headers,
    payrollUser: basic(store.staff.email, store.staff.password),
  };
  // An employer of the payroll user, so that hostile files reach the synchronous CSV imports.
  const employer = await payrollRest(t, callers.payrollUser).post('/employers', {
    body: { name: 'Fuzz Employer Ltd' },
  });
  if (employer.status !== 201) throw new Error(`employer fixture: ${employer.status}`);
  const product = await storefrontRest(t).post('/products', {
    body: { name: 'Fuzz Tonic', price: 2.5, stockQuantity: 1_000_000 },
    headers: callers.storeAdmin,
  });
  if (product.status !== 201) throw new Error(`product fixture: ${product.status}`);
  const address = await createAddress(actingAs(t, store.customer.principal, store.tenant.slug), {
    firstName: 'Cora',
    lastName: 'Customer',
    line1: '1 Fuzz Road',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    country: 'GB',
    isDefault: true,
  });
  return {
    productId: product.body.data.id,
    addressId: address.id,
    t,
    stripe,
    store,
    callers,
    payrollEmployerId: String(employer.headers.get('location')).split('/').pop()!,
    log,
    secrets: [
      store.staff.password,
      store.admin.accessToken,
      store.customer.accessToken,
      store.staff.accessToken,
      root.accessToken,
    ],
    requests: 0,
  };
}

export async function stopFuzzTarget(target: FuzzTarget, name: string): Promise<void> {
  console.log(`${name}: ${target.requests} requests (seed ${SEED})`);
  await target.t.close();
  await target.stripe.close();
}

/** A case as a failure message shows it. */
export const describeCase = (value: unknown): string | undefined => JSON.stringify(value)?.slice(0, 200);

/** No 5xx, no stack, SQL, hash or internal message in the body. */
export function expectHarmless(target: FuzzTarget, res: Pick<JsonResponse, 'status' | 'body'>, what: string): void {
  target.requests++;
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  for (const pattern of FORBIDDEN_IN_BODY) {
    if (pattern.test(text)) throw new Error(`${what} answered ${res.status} showing ${pattern}: ${text.slice(0, 400)}`);
  }
}

/**
 * What a fuzz run leaves behind: the process still answers, no row of any table changed, the log
 * has no error line (an internal failure: every refusal is a warning at most) and none of the
 * callers' secrets.
 */
export async function expectUnharmed(target: FuzzTarget, checksumBefore: string): Promise<void> {
  const health = await http(`${target.t.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await databaseChecksum(target.t.orm)).toBe(checksumBefore);
  const failures = target.log.filter((line) => Number(line.level) >= 50);
  expect(failures.map((line) => `${String(line.msg)}: ${JSON.stringify(line.err ?? line).slice(0, 600)}`)).toEqual([]);
  const text = JSON.stringify(target.log);
  for (const secret of target.secrets) expect(text).not.toContain(secret);
}
