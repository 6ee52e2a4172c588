import { TEST_SECRETS, TEST_SUPER_ADMIN, type TestApp } from './app';
import { http } from './http';
import { until } from './raw-http';

/** The settings fault tests run the app with: production, as an operator runs it. */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_ACCESS_SECRET: TEST_SECRETS.jwtAccessSecret,
  JWT_REFRESH_SECRET: TEST_SECRETS.jwtRefreshSecret,
};

/**
 * Fails every test of the file after which an error went unhandled (an uncaught exception, an
 * unhandled rejection), naming it. A monitor only watches: such an error still fails the run.
 */
export function failOnUnhandledErrors(): void {
  const seen: unknown[] = [];
  const record = (error: unknown) => seen.push(error);
  beforeAll(() => {
    process.on('uncaughtExceptionMonitor', record);
    process.on('unhandledRejection', record);
  });
  afterAll(() => {
    process.off('uncaughtExceptionMonitor', record);
    process.off('unhandledRejection', record);
  });
  afterEach(() => {
    expect(seen.splice(0)).toEqual([]);
  });
}

/** The ORM's connection pool: connections in use, and requests waiting for one. */
export function poolOf(t: TestApp): { numUsed(): number; numPendingAcquires(): number } {
  return (t.orm.em.getConnection().getKnex().client as { pool: ReturnType<typeof poolOf> }).pool;
}

/** Resolves `promise`, or fails saying what did not answer within `ms` (a hang, not a slow answer). */
export async function promptly<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The process still serves: liveness, readiness (a database connection), a login (a query and a
 * write), each promptly; and every connection of the pool is back.
 */
export async function expectServing(t: TestApp): Promise<void> {
  expect((await promptly(http(`${t.url}/healthz`), '/healthz')).status).toBe(200);
  expect((await promptly(http(`${t.url}/readyz`), '/readyz')).status).toBe(200);
  const login = await promptly(http(`${t.url}/api/auth/login`, { method: 'POST', json: TEST_SUPER_ADMIN }), 'a login');
  expect(login.status).toBe(200);
  await until(() => poolOf(t).numUsed() === 0, 'every connection back in the pool');
}
