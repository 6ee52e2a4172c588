import path from 'node:path';
import pino from 'pino';
import { loadLocalSecrets } from '../../src/config/secrets';
import { startEmbeddedDatabase } from '../../src/db/embedded';
import { TEST_DATABASE_PREFIX, adminQuery, reachable, serverUrlCandidates } from './test-server';

/**
 * Chooses the PostgreSQL server for the run (TEST_DATABASE_URL, DATABASE_URL, 127.0.0.1:5432, or
 * an embedded one), names this run's databases after its process id, and drops the databases left
 * by runs whose process is gone (a run that is still going keeps its own).
 */
export default async function globalSetup(): Promise<void> {
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
  process.env.TEST_RUN_ID = String(process.pid);
  for (const name of await runDatabases(url)) {
    const pid = Number(/^test_r(\d+)_/.exec(name)?.[1]);
    if (!processAlive(pid)) await adminQuery(url, `drop database if exists "${name}" with (force)`);
  }
}

/** The databases of test runs on this server (`test_r<pid>_...`). */
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
