import path from 'node:path';
import pino from 'pino';
import { loadLocalSecrets } from '../../src/config/secrets';
import { startEmbeddedDatabase } from '../../src/db/embedded';
import { adminQuery, reachable, serverUrlCandidates } from './test-server';

/**
 * Chooses the PostgreSQL server for the run (TEST_DATABASE_URL, DATABASE_URL, 127.0.0.1:5432, or
 * an embedded one) and drops the per-worker databases of earlier runs so each run migrates anew.
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
  const { rows } = await adminQuery(url, "select datname from pg_database where datname like 'test\\_w%'");
  for (const { datname } of rows) await adminQuery(url, `drop database if exists "${String(datname)}" with (force)`);
}
