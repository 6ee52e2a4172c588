import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { isAlive } from '../../src/db/embedded';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../src/modules/bootstrap';
import { openTestOrm, workerDatabaseUrl } from '../helpers/db';

/**
 * These tests run the built server as `npm start` does (node dist/src/main.js), in a child
 * process, to prove what only a whole process shows: configuration errors stop the boot, the
 * embedded database comes up and goes down with the process, and signals stop it cleanly.
 */
const MAIN = path.join(PROJECT_ROOT, 'dist/src/main.js');
const DEMO_ADMIN_EMAIL = DEMO_PEOPLE.admin.email;
const SECRETS = { JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'b'.repeat(40) };

interface Started {
  proc: ChildProcess;
  output: () => string;
  url: Promise<string>;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root' };
  const proc = spawn(process.execPath, [MAIN], {
    cwd: PROJECT_ROOT,
    env: { ...base, PORT: '0', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GraphQL: +(http:\/\/localhost:\d+)\/graphql/.exec(output);
      if (match) resolve(match[1]);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', () => reject(new Error(`server exited before it was ready:\n${output}`)));
  });
  url.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, output: () => output, url, exited };
}

beforeAll(() => {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: PROJECT_ROOT, stdio: 'pipe' });
}, 120_000);

describe('the server process', () => {
  it('stops with exit code 78 and names the variable when the environment is invalid', async () => {
    const run = start({ PORT: 'abc', DATABASE_URL: workerDatabaseUrl() });
    expect(await run.exited).toBe(78);
    expect(run.output()).toContain('Invalid environment variable PORT: expected a whole number, got "abc"');
  });

  it('stops with exit code 78 and each problem when the configuration document is invalid', async () => {
    const run = start({ APP_CONFIG: 'test/fixtures/invalid-app-config.yaml', DATABASE_URL: workerDatabaseUrl() });
    expect(await run.exited).toBe(78);
    expect(run.output()).toContain('invalid-app-config.yaml');
    expect(run.output()).toContain('/rest: must be boolean');
  });

  it('requires the JWT secrets in production', async () => {
    const run = start({ NODE_ENV: 'production', DATABASE_URL: workerDatabaseUrl() });
    expect(await run.exited).toBe(78);
    expect(run.output()).toContain('Invalid environment variable JWT_ACCESS_SECRET: is required in production');
  });

  it('serves on an external DATABASE_URL and exits 0 on SIGTERM', async () => {
    const orm = await openTestOrm();
    await orm.close(true);
    const run = start({ NODE_ENV: 'production', DATABASE_URL: workerDatabaseUrl(), ...SECRETS });
    const url = await run.url;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    run.proc.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 30_000);

  it('starts an embedded PostgreSQL without DATABASE_URL, recovers it after a crash, and stops it on SIGINT', async () => {
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
  }, 90_000);
});
