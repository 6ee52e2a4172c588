import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import { loadEnv } from '../../src/config/env';
import { PROJECT_ROOT } from '../../src/config/paths';
import { isAlive } from '../../src/db/embedded';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../src/modules/bootstrap';
import { within } from '../helpers/bounded';
import { buildDist } from '../helpers/build';
import { cleanDatabase, openTestOrm, testServerUrl, workerDatabaseName, workerDatabaseUrl } from '../helpers/db';
import {
  eventually,
  freePort,
  SECRETS,
  start,
  STEP,
  steps,
  twoStepRequest,
  type Started,
} from '../helpers/server-process';
import { adminQuery, withDatabase } from '../helpers/test-server';
import { describeWith } from '../helpers/describe-with';
import { programPath } from '../helpers/prerequisites';

/**
 * These tests run the built server as `npm start` does (node dist/src/main.js), in a child
 * process, to prove what only a whole process shows: configuration errors stop the boot, the
 * embedded database comes up and goes down with the process, and signals stop it cleanly.
 */
const DEMO_ADMIN_EMAIL = DEMO_PEOPLE.admin.email;

beforeAll(() => {
  buildDist();
}, 120_000);

describe('the server process', () => {
  it(
    'stops with exit code 78 and names the variable when the environment is invalid',
    async () => {
      const run = start({ PORT: 'abc', DATABASE_URL: workerDatabaseUrl() });
      expect(await run.exited).toBe(78);
      expect(run.output()).toContain('Invalid environment variable PORT: expected a whole number, got "abc"');
    },
    steps(1),
  );

  it(
    'stops with exit code 78 naming ORDER_PAYMENT_TTL when it is not a duration',
    async () => {
      const run = start({ ORDER_PAYMENT_TTL: 'an hour', DATABASE_URL: workerDatabaseUrl() });
      expect(await run.exited).toBe(78);
      expect(run.output()).toContain('Invalid environment variable ORDER_PAYMENT_TTL: expected a duration');
    },
    steps(1),
  );

  it(
    'stops with exit code 78 and each problem when the configuration document is invalid',
    async () => {
      const run = start({ APP_CONFIG: 'test/fixtures/invalid-app-config.yaml', DATABASE_URL: workerDatabaseUrl() });
      expect(await run.exited).toBe(78);
      expect(run.output()).toContain('invalid-app-config.yaml');
      expect(run.output()).toContain('/rest: must be boolean');
    },
    steps(1),
  );

  it(
    'requires the JWT secrets in production',
    async () => {
      const run = start({ NODE_ENV: 'production', DATABASE_URL: workerDatabaseUrl() });
      expect(await run.exited).toBe(78);
      expect(run.output()).toContain('Invalid environment variable JWT_ACCESS_SECRET: is required in production');
    },
    steps(1),
  );

  it(
    "refuses the test suite's password hash cost in production",
    async () => {
      const run = start({
        NODE_ENV: 'production',
        PASSWORD_HASH_PROFILE: 'test',
        DATABASE_URL: workerDatabaseUrl(),
        ...SECRETS,
      });
      expect(await run.exited).toBe(78);
      expect(run.output()).toContain('Invalid environment variable PASSWORD_HASH_PROFILE: "test"');
    },
    steps(1),
  );

  it(
    'serves on an external DATABASE_URL and exits 0 on SIGTERM',
    async () => {
      const orm = await openTestOrm();
      await orm.close(true);
      const run = start({ NODE_ENV: 'production', DATABASE_URL: workerDatabaseUrl(), ...SECRETS });
      const url = await run.url;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      run.proc.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    },
    steps(2),
  );

  it(
    'starts an embedded PostgreSQL without DATABASE_URL, recovers it after a crash, and stops it on SIGINT',
    async () => {
      const dataDir = path.join(PROJECT_ROOT, '.data', `boot-test-${process.pid}`);
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      chmodSync(dataDir, 0o755);
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      try {
        const first = start({ DATA_DIR: dataDir, NODE_ENV: 'production', ...SECRETS });
        const url = await first.url;
        expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
          status: 'ready',
          checks: { database: 'up', queue: 'up' },
        });
        const postgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        expect(isAlive(postgresPid)).toBe(true);

        // The first start on the empty database prints the generated super administrator password
        // and the demo store's credentials once; both work.
        const generated = /Super administrator created: (\S+) \/ (\S+)/.exec(first.output());
        expect(generated).not.toBeNull();
        expect(first.output()).toContain('Demo store "City Pharmacy" (X-Tenant-Slug: city-pharmacy)');
        const login = (email: string, password: string) =>
          fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
        expect((await login(generated![1], generated![2])).status).toBe(200);
        expect((await login(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).status).toBe(200);

        // A crash leaves PostgreSQL running on the data folder; the next start must cope.
        first.proc.kill('SIGKILL');
        await first.exited;
        expect(isAlive(postgresPid)).toBe(true);

        const second = start({ DATA_DIR: dataDir, NODE_ENV: 'production', ...SECRETS });
        const url2 = await second.url;
        expect((await fetch(`${url2}/readyz`)).status).toBe(200);
        expect(second.output()).not.toContain('Super administrator created');
        expect(second.output()).not.toContain('Demo store');
        expect(isAlive(postgresPid)).toBe(false);
        const secondPostgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);

        second.proc.kill('SIGINT');
        expect(await second.exited).toBe(0);
        expect(isAlive(secondPostgresPid)).toBe(false);
        expect(existsSync(pidFile)).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    steps(5),
  );
});

describe('production with nothing but NODE_ENV=production and the JWT secrets', () => {
  let run: Started;
  let url: string;
  beforeAll(async () => {
    await (await openTestOrm()).close(true);
    run = start({ NODE_ENV: 'production', DATABASE_URL: workerDatabaseUrl(), ...SECRETS });
    url = await run.url;
  }, steps(1));
  afterAll(() => {
    if (run.proc.exitCode === null) run.proc.kill('SIGKILL');
  });

  it('serves no Sandbox, no introspection and no GraphiQL, and logs JSON lines', async () => {
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/<html|sandbox/i);
    const introspection = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    const answer = (await introspection.json()) as {
      data?: { __schema?: unknown } | null;
      errors: { message: string }[];
    };
    expect(answer.data?.__schema ?? null).toBeNull();
    expect(answer.errors[0].message).toMatch(/introspection/i);
    expect((await fetch(`${url}/graphiql`)).status).toBe(404);
    // Every log line is one JSON object; the credentials notice is the only other output.
    const lines = run
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const ready = lines.map((line) => JSON.parse(line)).find((line) => /^Server ready/.test(line.msg));
    expect(ready).toMatchObject({ level: 30, msg: expect.stringContaining('/graphql') });
    expect(run.output()).not.toMatch(/^\[\d{2}:\d{2}:\d{2}/m); // pino-pretty's time prefix
  });

  it(
    'on SIGTERM answers a request in flight, then exits 0',
    async () => {
      const login = twoStepRequest(
        `${url}/api/auth/login`,
        JSON.stringify({ email: 'x@example.com', password: 'wrong-1' }),
      );
      await login.received;
      run.proc.kill('SIGTERM');
      await eventually('the server logs that it shuts down', () => /shutting down/.test(run.output()));
      expect(run.proc.exitCode).toBeNull();
      login.finish();
      const answered = await login.answer;
      expect(answered.status).toBe(401);
      expect(JSON.parse(answered.body)).toMatchObject({ success: false, error: 'Invalid credentials' });
      expect(await run.exited).toBe(0);
    },
    steps(1),
  );
});

describe('development secrets and token lifetimes', () => {
  it('reads every documented TTL format and refuses others naming the variable', () => {
    const ttl = (value: string) => loadEnv({ NODE_ENV: 'test', ACCESS_TOKEN_TTL: value }).accessTokenTtlSeconds;
    expect(['900', '15m', '12h', '7d'].map(ttl)).toEqual([900, 900, 43_200, 604_800]);
    expect(() => ttl('15x')).toThrow('Invalid environment variable ACCESS_TOKEN_TTL');
    expect(() => ttl('0')).toThrow('Invalid environment variable ACCESS_TOKEN_TTL');
  });

  it(
    'generates the JWT secrets once into DATA_DIR/secrets.json and signs with the TTLs set: tokens outlive a restart',
    async () => {
      const orm = await openTestOrm();
      await cleanDatabase(orm);
      await orm.close(true);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: workerDatabaseUrl(),
        DATA_DIR: dataDir,
        SUPER_ADMIN_EMAIL: 'owner@example.com',
        SUPER_ADMIN_PASSWORD: 'owner-password-1',
        ACCESS_TOKEN_TTL: '12h',
        REFRESH_TOKEN_TTL: '900',
      };
      try {
        const first = start(env);
        const url = await first.url;
        const login = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD }),
        });
        expect(login.status).toBe(200);
        const { accessToken, refreshToken } = ((await login.json()) as { data: { tokens: Record<string, string> } })
          .data.tokens;
        first.proc.kill('SIGTERM');
        expect(await first.exited).toBe(0);

        const file = path.join(dataDir, 'secrets.json');
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const secrets = JSON.parse(readFileSync(file, 'utf8'));
        const access = jwt.verify(accessToken, secrets.jwtAccessSecret) as jwt.JwtPayload;
        const refresh = jwt.verify(refreshToken, secrets.jwtRefreshSecret) as jwt.JwtPayload;
        expect([access.exp! - access.iat!, refresh.exp! - refresh.iat!]).toEqual([43_200, 900]);

        const second = start(env);
        const url2 = await second.url;
        const me = await fetch(`${url2}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
        expect(me.status).toBe(200);
        expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
        second.proc.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    steps(4),
  );
});

describeWith(['redis-server'], 'REDIS_URL', () => {
  it(
    'is read from the environment: the rate-limit counters are kept in that Redis',
    async () => {
      const port = await freePort();
      const redis = spawn(programPath('redis-server'), ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      try {
        let client: Redis | undefined;
        await eventually('the test Redis answers', async () => {
          const attempt = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
          client = await attempt.connect().then(
            () => attempt,
            () => (attempt.disconnect(), undefined),
          );
          return client !== undefined;
        });
        await (await openTestOrm()).close(true);
        const run = start({
          NODE_ENV: 'production',
          DATABASE_URL: workerDatabaseUrl(),
          REDIS_URL: `redis://127.0.0.1:${port}`,
          RATE_LIMIT_MAX: '2',
          ...SECRETS,
        });
        try {
          const url = await run.url;
          const statuses = [];
          for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/api/products`)).status);
          expect(statuses[2]).toBe(429);
          const keys = await client!.keys('rl:*');
          expect(keys.length).toBeGreaterThan(0);
        } finally {
          run.proc.kill('SIGTERM');
          await run.exited;
          client!.disconnect();
        }
      } finally {
        redis.kill('SIGTERM');
      }
    },
    steps(3),
  );
});

describe('MIGRATE_ON_START=false with npm run migrate, and npm run seed:demo', () => {
  const fresh = (suffix: string) => `${workerDatabaseName()}_${suffix}`;
  const databases: string[] = [];
  async function createDatabase(suffix: string): Promise<string> {
    const name = fresh(suffix);
    await adminQuery(testServerUrl(), `drop database if exists "${name}" with (force)`);
    await adminQuery(testServerUrl(), `create database "${name}"`);
    databases.push(name);
    return withDatabase(testServerUrl(), name);
  }
  async function tablesOf(url: string): Promise<string[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`select tablename from pg_tables where schemaname = 'public' order by 1`);
      return rows.map((r) => r.tablename as string);
    } finally {
      await client.end();
    }
  }
  const cli = (script: string, env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'dist/src/cli', script), ...(script === 'migrate.js' ? ['up'] : [])],
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn', ...env },
        encoding: 'utf8',
        timeout: STEP,
      },
    );
  // Dropping a database waits for a checkpoint: slow on a busy machine.
  afterAll(
    () =>
      within(
        STEP,
        'dropping the fresh databases',
        (async () => {
          for (const name of databases)
            await adminQuery(testServerUrl(), `drop database if exists "${name}" with (force)`);
        })(),
      ),
    steps(1),
  );

  it(
    'a start with MIGRATE_ON_START=false leaves an empty database alone; the migrate command migrates it, then the start serves',
    async () => {
      const url = await createDatabase('nomigrate');
      const env = { NODE_ENV: 'production', DATABASE_URL: url, MIGRATE_ON_START: 'false', ...SECRETS };
      const refused = start(env);
      expect(await refused.exited).not.toBe(0);
      expect(await tablesOf(url)).toEqual([]);

      const migrated = cli('migrate.js', { DATABASE_URL: url });
      expect({ status: migrated.status, stderr: migrated.stderr }).toEqual({ status: 0, stderr: '' });
      expect(await tablesOf(url)).toEqual(expect.arrayContaining(['mikro_orm_migrations', 'tenant', 'app_user']));

      const run = start({ ...env, SUPER_ADMIN_EMAIL: 'owner@example.com', SUPER_ADMIN_PASSWORD: 'owner-password-1' });
      const served = await run.url;
      expect((await fetch(`${served}/readyz`)).status).toBe(200);
      run.proc.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    },
    steps(5),
  );

  it(
    'seed:demo on an empty database migrates it and creates the demo store and its people',
    async () => {
      const url = await createDatabase('seed');
      const seeded = cli('seed.js', { NODE_ENV: 'production', DATABASE_URL: url, ...SECRETS });
      expect(seeded.status).toBe(0);
      expect(seeded.stdout).toContain('city-pharmacy');
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const tenants = await client.query(`select slug from tenant`);
        expect(tenants.rows.map((r) => r.slug)).toContain('city-pharmacy');
        const staff = await client.query(`select email from app_user where email = $1`, [DEMO_ADMIN_EMAIL]);
        expect(staff.rowCount).toBe(1);
      } finally {
        await client.end();
      }
    },
    steps(2),
  );
});
