/**
 * How long a new PostgreSQL connection may take to open, and how long a request waits for a free
 * one, before it gives up. A server that went away, or a full pool, answers 503 within these
 * bounds instead of holding the request (the ORM's pool waited a minute by default).
 */
export const DATABASE_TIMEOUTS = { connectMs: 5000, acquireMs: 10_000 } as const;

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server, not the statement, failed: class 08 (connection exception),
 * 57P01..57P03 (administrator or crash shutdown, "the database system is starting up"), 53300
 * (too many connections), 25006 (read_only_sql_transaction: a write on a server that is no longer
 * the primary after a failover; the application opens no read-only transaction, so no input causes it).
 */
const SERVER_STATES = /^(08...|57P0[123]|53300|25006)$/;

/**
 * What pg and pg-pool throw without a code when a connection ends or cannot be had in time (knex
 * puts the statement before the message), and a new connection of a primary pool refused because
 * its server is in recovery (`NotPrimaryError` of leader-guard.ts, copied as a plain object by pg-boss),
 * and knex refusing a statement of a transaction that already ended: knex ends a transaction when
 * its COMMIT, ROLLBACK or savepoint statement fails, which, as the application runs each
 * transaction's statements inside one callback, happens when the connection was cut under it (a
 * failover's switch; seen in test/fleet/failover.test.ts).
 */
const CONNECTION_MESSAGES =
  /(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Knex: Timeout acquiring a connection|The database server is not the primary|Transaction query already complete)/;

/**
 * Whether `error` (or an error it wraps) says that PostgreSQL cannot be reached right now, rather
 * than that the request or the statement was wrong: the one place that decides what answers
 * "service unavailable" (503) while the database is down or restarting.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, name, message } of errorChain(error)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
    if (name === 'KnexTimeoutError' || (typeof message === 'string' && CONNECTION_MESSAGES.test(message))) return true;
  }
  return false;
}

/**
 * `error` and the errors it wraps (the ORM's `originalError`, a standard `cause`), five deep at
 * most. Any object is read: some report errors as plain copies of the driver's error (pg-boss).
 */
export function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const fields = current as Record<string, unknown>;
    yield fields;
    current = fields.originalError ?? fields.cause;
  }
}
