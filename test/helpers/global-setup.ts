import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { PROJECT_ROOT } from '../../src/config/paths';
import { loadLocalSecrets } from '../../src/config/secrets';
import { startEmbeddedDatabase } from '../../src/db/embedded';
import { reachable } from '../../src/db/embedded';
import { installLine, listPrograms, missingPrograms } from './prerequisites';
import { TEST_DATABASE_PREFIX, adminQuery, serverUrlCandidates } from './test-server';

/**
 * Chooses the PostgreSQL server for the run (TEST_DATABASE_URL, DATABASE_URL, 127.0.0.1:5432, or
 * an embedded one), names this run's databases after its process id, and drops the databases left
 * by runs whose process is gone (a run that is still going keeps its own).
 */
export default async function globalSetup(): Promise<void> {
  checkPrograms();
  let url = serverUrlCandidates().find(() => true)!;
  if (!(await reachable(url))) {
    if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
      throw new Error(`The test database server ${url} is not reachable`);
    }
    // No server at hand: run the suite on the embedded PostgreSQL, as `npm start` would.
    const dataDir = path.resolve(__dirname, '../../.data/test');
    const embedded = await startEmbeddedDatabase(
      dataDir,
      loadLocalSecrets(dataDir).embeddedDbPassword,
      pino({ level: 'warn' }),
    );
    (globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__ = embedded;
    url = embedded.url;
  }
  process.env.TEST_DATABASE_URL = url;
  process.env.TEST_RUN_ID = `${process.pid}h${HOST}`;
  // Where the helpers record set-up costs (test/helpers/timings.ts), read by `npm run test:profile`.
  process.env.TEST_TIMINGS_DIR ??= path.join(PROJECT_ROOT, '.data/test-timings/last');
  rmSync(process.env.TEST_TIMINGS_DIR, { recursive: true, force: true });
  await dropDeadRuns(url);
}

/**
 * Says once, before the first test, which system programs of scripts/prerequisites.sh are missing
 * (one line each, with its apt-get command); the tests that need one are skipped under that line.
 */
function checkPrograms(): void {
  process.env.TEST_PROGRAMS = listPrograms();
  const missing = missingPrograms();
  if (missing.length > 0) process.stdout.write(`\n${missing.map(installLine).join('\n')}\n`);
}

/**
 * This machine, as a short digest of its host name: runs on other machines that share the
 * PostgreSQL server have other pids, which say nothing here about whether they still run.
 */
export const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 6);

/**
 * Drops the databases of this machine's runs whose jest process is gone. Another machine's runs,
 * and this machine's live ones, are never touched.
 */
export async function dropDeadRuns(url: string, host = HOST): Promise<string[]> {
  const dropped: string[] = [];
  for (const name of await runDatabases(url)) {
    // Names without a host part come from runs before hosts were recorded: this machine's.
    const match = /^test_r(\d+)(?:h([0-9a-f]{6}))?_/.exec(name);
    if (!match || (match[2] ?? host) !== host || processAlive(Number(match[1]))) continue;
    await adminQuery(url, `drop database if exists "${name}" with (force)`);
    dropped.push(name);
  }
  return dropped;
}

/** The databases of test runs on this server (`test_r<pid>h<host>_...`). */
export async function runDatabases(url: string, run?: string): Promise<string[]> {
  const pattern = `${TEST_DATABASE_PREFIX.replace('_', '\\_')}${run ? `${run}\\_` : ''}%`;
  const { rows } = await adminQuery(url, 'select datname from pg_database where datname like $1', [pattern]);
  return rows.map((r) => String(r.datname));
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
