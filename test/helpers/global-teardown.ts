import { runDatabases } from './global-setup';
import { adminQuery } from './test-server';

/** Drops this run's own databases (never another run's) and stops an embedded server. */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env.TEST_RUN_ID;
  if (url && run) {
    for (const name of await runDatabases(url, run)) {
      await adminQuery(url, `drop database if exists "${name}" with (force)`);
    }
  }
  const embedded = (globalThis as { __EMBEDDED_PG__?: { stop(): Promise<void> } }).__EMBEDDED_PG__;
  await embedded?.stop();
}
