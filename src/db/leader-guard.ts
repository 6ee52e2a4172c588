import type { Knex } from '@mikro-orm/postgresql';
import type { Client, ClientBase, Pool } from 'pg';
import type { Logger } from '../observability/logger';
import { errorChain } from './unavailable';

// After a failover the old primary may still answer: read-only (demoted in place, or fenced with
// `default_transaction_read_only`) or restarted as a standby, and a balancer may still send a new
// connection to it for a while. No connection of a primary pool writes there: a new one is checked
// as it opens, and once a write meets a read-only server every connection opened before is dropped.

/** read_only_sql_transaction: a write on a server that is no longer the primary. */
const READ_ONLY = '25006';

/** The message of {@link NotPrimaryError}; `isDatabaseUnavailable` knows it (503). */
export const NOT_PRIMARY_MESSAGE = 'The database server is not the primary (it is in recovery)';

/** A new connection of a primary pool that landed on a standby: refused before any use. */
export class NotPrimaryError extends Error {
  constructor() {
    super(NOT_PRIMARY_MESSAGE);
    this.name = 'NotPrimaryError';
  }
}

/**
 * Whether `error` (or an error it wraps) says that the server is no longer the primary: a write
 * refused as read-only (25006), or a new connection refused in recovery. Never caused by input:
 * the application opens no read-only transaction of its own.
 */
export function isNotPrimary(error: unknown): boolean {
  for (const { code, sqlState, name, message } of errorChain(error)) {
    if (code === READ_ONLY || sqlState === READ_ONLY || name === 'NotPrimaryError') return true;
    if (typeof message === 'string' && message.includes(NOT_PRIMARY_MESSAGE)) return true;
  }
  return false;
}

/** What operators read (metrics): the connections dropped. */
export const leaderGuardCounts = {
  /** read_only: opened before a write found the server read-only; in_recovery: refused as they opened. */
  dropped: { read_only: 0, in_recovery: 0 },
};

/** Bumped when a write finds the server read-only: connections of an older generation are dropped. */
let generation = 0;
const GENERATION = Symbol('leader generation');
type Stamped = { [GENERATION]?: number };
/** The pg pools (read pools, the job queue's) whose idle connections are dropped with the ORM's. */
const pools = new Set<Pool>();
let reportedAt = 0;

/**
 * pg-pool's `verify` of a new connection: refused (and closed by the pool) when its server is in
 * recovery. One statement per new connection, none per request.
 */
export function verifyPrimary(client: ClientBase, done: (error?: Error) => void): void {
  client.query<{ recovery: boolean }>('select pg_is_in_recovery() as recovery').then(({ rows }) => {
    if (!rows[0]?.recovery) return done();
    leaderGuardCounts.dropped.in_recovery++;
    done(new NotPrimaryError());
  }, done);
}

/** knex's `afterCreate` (the ORM's pool): {@link verifyPrimary}, and the connection's generation. */
export function afterCreatePrimary(connection: Client & Stamped, done: (error: Error | null, c: unknown) => void) {
  verifyPrimary(connection, (error) => {
    if (!error) {
      connection[GENERATION] = generation;
      return done(null, connection);
    }
    // knex neither uses nor closes a connection its `afterCreate` refused.
    connection.end().catch(() => undefined);
    done(error, connection);
  });
}

/** knex's `validate` (on each checkout): false for a connection opened before the last demotion. */
export function validatePrimary(connection: Stamped): boolean {
  if (connection[GENERATION] === undefined || connection[GENERATION] === generation) return true;
  leaderGuardCounts.dropped.read_only++;
  return false;
}

/** Registers a primary pg pool: its idle connections are dropped on a demotion. Returns the undo. */
export function watchPool(pool: Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

/**
 * A write found the server read-only: every connection of the primary pools opened before now is
 * dropped (the idle pg ones at once, the ORM's as they are checked out), so that the next
 * statement opens a fresh one, which the balancer sends to the new primary.
 */
export function demoted(error: unknown, logger: Logger): void {
  generation++;
  let idle = 0;
  for (const pool of pools) {
    // pg-pool closes idle clients only as it ends: its own removal, as `end()` does it.
    const internal = pool as unknown as { _idle?: { client: unknown }[]; _remove?(client: unknown): void };
    for (const item of internal._idle?.slice() ?? []) {
      internal._remove?.(item.client);
      idle++;
    }
  }
  leaderGuardCounts.dropped.read_only += idle;
  const now = Date.now();
  if (now - reportedAt < 10_000) return;
  reportedAt = now;
  logger.warn({ err: error }, 'the database server is no longer the primary: its pooled connections are dropped');
}

/** Follows the ORM's statements: one refused read-only drops the primary pools' connections. Returns the undo. */
export function watchStatements(knex: Knex, logger: Logger): () => void {
  const failed = (error: unknown) => {
    if (isNotPrimary(error)) demoted(error, logger);
  };
  knex.on('query-error', failed);
  return () => {
    knex.off('query-error', failed);
  };
}
