import type { EntityManager, Knex, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import pg, { Pool, type PoolConfig, type QueryConfig } from 'pg';
import type { Logger } from '../observability/logger';
import type { Tracing } from '../observability/tracing';
import { pgPoolStats, type PoolStats } from '../observability/metrics';
import { verifyPrimary, watchPool } from './leader-guard';
import type { PrimaryWait } from './primary-wait';
import { ReplicaRouter } from './replica';
import { DATABASE_TIMEOUTS, errorChain, isDatabaseUnavailable } from './unavailable';

export interface ReadOptions {
  /**
   * Keep the statement prepared on each connection (a named statement) and plan it once: PostgreSQL
   * parses it once per connection and keeps one generic plan for it. Planning a product read with
   * its aggregated images and categories cost PostgreSQL about four times what running it did.
   * Only for statements whose best plan does not depend on their values: point reads by key, a
   * store's unfiltered product page (its sort index and `LIMIT` serve every page) and a search's
   * walk of that index (the pattern is tested above it), from a set of texts the code bounds. Not
   * for searches and filtered pages, whose plan should be made for their values (a statement
   * without a name always is, and so is a {@link parsedOnce} one).
   */
  prepared?: boolean;
  /**
   * Keep the statement parsed on each connection (a named statement) but plan it for its values on
   * every run, as a statement without a name is: PostgreSQL then skips parsing and analysing its
   * text: 0.3 to 0.4 ms of a searched product page's round trip at 10,000 products. Only for
   * statements from a set of texts the code bounds (each stays parsed on every connection).
   */
  parsedOnce?: boolean;
}

/**
 * The SQLSTATE of "cached plan must not change result type": a prepared `select *` whose table's
 * columns changed since (feature_not_supported, whatever the server's message language).
 */
const STALE_PLAN = '0A000';

/**
 * What a prepared read meets behind a transaction pooler that does not keep prepared statements:
 * its connection refused for the `options` startup parameter (protocol_violation, PgBouncer's
 * "unsupported startup parameter"), or its statement prepared on another server connection than
 * the one it runs on (duplicate_prepared_statement, invalid_sql_statement_name). Only logged, as a
 * hint: switching by itself would come too late, as a named statement may already have run as
 * another client's statement of the same name on a shared server connection.
 */
const POOLER_REFUSALS = new Set(['08P01', '42P05', '26000']);

/** pg's own conversion of a parameter (its typings leave it out). */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

/**
 * A list parameter as the array literal pg sends for it (`{"a","b"}`); any other as it is. Knex,
 * which runs a statement on a transaction's connection, would expand a list into one parameter per
 * element (`any('a', 'b')`).
 */
const asArrayValue = (value: unknown): unknown => (Array.isArray(value) ? prepareValue(value) : value);

export interface ReadPoolOptions {
  /**
   * Named prepared statements planned once per connection (`DATABASE_PREPARED_STATEMENTS`). When
   * false, there is one pool (as large as both), with no startup settings, and every read is an
   * unnamed statement: nothing lives on a connection beyond its transaction, as a transaction
   * pooler requires. True when absent.
   */
  preparedStatements?: boolean;
  /** Where the plain reads may go besides the primary. */
  replica?: ReadReplicaOptions;
  /** A span for each statement, when tracing is on (the ORM's are traced on knex's events). */
  tracing?: Tracing;
  /** While the leader changes, a read of the primary waits for it (shared with the ORM's connections). */
  primaryWait?: PrimaryWait;
}

/** Where the plain reads may go besides the primary. */
export interface ReadReplicaOptions {
  /** `DATABASE_READ_URL`: a streaming replica (hot standby) of the primary. */
  url?: string;
  /** Where the writers' WAL positions are shared by the instances (memory of this one without). */
  redis?: Redis;
}

/**
 * A server's pools: statements planned for their values, and prepared statements planned once
 * (none without prepared statements: then the prepared reads are unnamed statements of `pool`).
 */
interface PoolSet {
  pool: Pool;
  plannedOnce?: Pool;
}

/** A pool whose lost idle connections are logged (see {@link ReadPool.open}). */
function openPool(config: PoolConfig, logger: Logger, name: string): Pool {
  const pool = new Pool(config);
  // An idle connection that the server closes (restart, failover, terminated backend) is
  // reported on its pool: without a listener that event would end the process. The pool has
  // dropped it already and opens another when a read needs one.
  pool.on('error', (error) => logger.warn({ err: error }, `an idle database connection of the ${name} was lost`));
  return pool;
}

/**
 * Startup settings of the read connections (none without prepared statements: a transaction
 * pooler refuses or loses them).
 *
 * Without JIT: these reads return a page or a row, never run long enough for compiled expressions
 * to pay off, and a generic plan costed for a tenth of a million-product store crosses
 * `jit_above_cost`: PostgreSQL then compiled the 20-row page on every run (0.9 s).
 *
 * The prepared statements ask PostgreSQL to plan once, on a pool of their own, as the setting
 * holds for a whole connection and would plan a search's unnamed statement once too (no trigram
 * index serves an unknown pattern). PostgreSQL's own rule would plan an unfiltered page for its
 * values on every run: with `LIMIT` a parameter, the generic plan is costed for a tenth of the
 * rows and looks dearer than one made for 20, although it is the same plan. The other pool's named
 * statements ({@link ReadOptions.parsedOnce}) are planned for their values on every run: left to
 * PostgreSQL's rule, a search would be planned once after five runs, for any pattern.
 */
const JIT_OFF = '-c jit=off';
const PLAN_ONCE = '-c plan_cache_mode=force_generic_plan';
const PLAN_EACH_RUN = '-c plan_cache_mode=force_custom_plan';

function withSettings(config: PoolConfig, settings: string): PoolConfig {
  return { ...config, options: config.options ? `${config.options} ${settings}` : settings };
}

/**
 * The plain reads of the lean read paths (a store row, product pages), on pg pools of their own
 * with the ORM's connection options: one for statements planned for their values, one for prepared
 * statements planned once (none without prepared statements). Through MikroORM and knex one
 * statement created some 45 promises (knex's runner, the pool's pending operations, MikroORM's
 * logging wrapper), and while AsyncLocalStorage's promise hooks are on (metrics, tracing, a flush
 * in flight), every promise costs more. Inside a transaction a read is `em.execute`, on the
 * transaction's connection, so that it sees the transaction's writes. Every statement is announced
 * on knex's `query` event, where the ORM's own statements are announced (statement counters and
 * query logs read it).
 *
 * With a replica (`DATABASE_READ_URL`) there are two pools on it too, and {@link ReplicaRouter}
 * chooses the set of each request's reads: a request tells it who acts ({@link forRequest}) and
 * whether it writes ({@link writes}, {@link wrote}). A read the replica fails is read again on the
 * primary (once more on the replica first, when its connection was cut): a replica outage never
 * fails a request.
 */
export class ReadPool {
  /** Prepared statements by their `?` text: their `$n` text and name. */
  private readonly prepared = new Map<string, { text: string; name: string }>();
  private named = 0;
  /** Whether the hint of {@link POOLER_REFUSALS} was logged (once a process). */
  private poolerReported = false;
  /** Undoes the primary pools' registration with the leader guard. */
  private readonly unwatch: (() => void)[];

  private constructor(
    /** The ORM's knex: it announces the statements, and numbers their placeholders as it would. */
    private readonly knex: Knex,
    /** The primary's pools. */
    private readonly primary: PoolSet,
    private readonly logger: Logger,
    /** The ORM's translation of driver errors, so that both read paths fail alike. */
    private readonly convert: (error: Error) => Error,
    /** The replica's pools and the router choosing between them and the primary's, when there is one. */
    private readonly replica?: { pools: PoolSet; router: ReplicaRouter },
    /** A span for each statement, when tracing is on (the ORM's are traced on knex's events). */
    private readonly tracing?: Tracing,
    /** While the leader changes, a read of the primary waits for it. */
    private readonly primaryWait?: PrimaryWait,
  ) {
    // The primary's reads must see what was written there: a demotion drops their idle connections too.
    this.unwatch = [primary.pool, primary.plannedOnce].flatMap((pool) => (pool ? [watchPool(pool)] : []));
  }

  static open(orm: MikroORM, logger: Logger, options: ReadPoolOptions = {}): ReadPool {
    const connection = orm.em.getConnection() as PostgreSqlConnection;
    const size = (orm.config.get('pool') as { max?: number } | undefined)?.max ?? 10;
    const prepared = options.preparedStatements ?? true;
    const poolsOn = (server: PoolConfig, name: string, checked = true): PoolSet => {
      const base: PoolConfig = { ...server, connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs };
      // The primary's new connections are refused on a standby (a balancer that still sends them
      // there after a failover): a standby may not have replayed what the caller wrote.
      if (checked) base.verify = verifyPrimary;
      // Without prepared statements the one pool has the connections of both, so that the setting
      // changes how statements are sent, not how many reads run at once.
      if (!prepared) return { pool: openPool({ ...base, max: 2 * size }, logger, name) };
      return {
        pool: openPool(withSettings({ ...base, max: size }, `${JIT_OFF} ${PLAN_EACH_RUN}`), logger, name),
        plannedOnce: openPool(withSettings({ ...base, max: size }, `${JIT_OFF} ${PLAN_ONCE}`), logger, name),
      };
    };
    const primaryOptions = connection.getConnectionOptions() as PoolConfig;
    const primary = poolsOn(primaryOptions, 'read pool');
    const driver = orm.em.getDriver();
    const convert = (error: Error) => driver.convertException(error);
    const url = options.replica?.url;
    const { tracing, primaryWait } = options;
    if (!url) return new ReadPool(connection.getKnex(), primary, logger, convert, undefined, tracing, primaryWait);
    // The replica's own address, user, password and database; the primary's other settings (TLS, options).
    const shared: PoolConfig = { ...primaryOptions };
    for (const key of ['host', 'port', 'user', 'password', 'database', 'connectionString'] as const) delete shared[key];
    const pools = poolsOn({ ...shared, connectionString: url }, 'replica read pool', false);
    const router = new ReplicaRouter(primary.pool, pools.pool, logger, options.replica?.redis);
    return new ReadPool(connection.getKnex(), primary, logger, convert, { pools, router }, tracing, primaryWait);
  }

  /** Whether plain reads may go to a replica (`DATABASE_READ_URL`). */
  get replicated(): boolean {
    return this.replica !== undefined;
  }

  /**
   * A request begins: its plain reads on `em` may use the replica, unless it writes or `actor` (the
   * signed-in principal, or a guest's address) wrote lately. Reads on any other EntityManager (jobs,
   * start-up work, credential checks before this call) go to the primary.
   */
  forRequest(em: EntityManager, actor: string): void {
    this.replica?.router.begin(em, actor);
  }

  /** The request writes (a mutation, a REST call other than GET): all its plain reads go to the primary. */
  writes(em: EntityManager): void {
    this.replica?.router.writes(em);
  }

  /**
   * A writing request's work is done: when it `succeeded` (no error, a 2xx answer), its actor's next
   * reads, on any instance, wait for the replica to replay what it wrote (or go to the primary). To
   * be awaited before the answer is sent.
   */
  async wrote(em: EntityManager, succeeded: boolean): Promise<void> {
    await this.replica?.router.wrote(em, succeeded);
  }

  /**
   * The rows of a read statement written with `?` placeholders, as for `em.execute`. A list
   * parameter is one array value (`= any(?)`), inside a transaction too.
   */
  rows<T>(em: EntityManager, sql: string, params: unknown[], options: ReadOptions = {}): Promise<T[]> {
    if (em.isInTransaction()) return em.execute<T[]>(sql, params.map(asArrayValue));
    this.knex.emit('query', { method: 'raw', sql, bindings: params });
    if (this.tracing) return this.tracing.statement(sql, () => this.routed<T>(em, sql, params, options));
    return this.routed<T>(em, sql, params, options);
  }

  /** A plain read on the primary, or on the replica when the request may read there. */
  private async routed<T>(em: EntityManager, sql: string, params: unknown[], options: ReadOptions): Promise<T[]> {
    if (!this.replica) return this.onPrimary<T>(sql, params, options);
    if ((await this.replica.router.target(em)) === 'primary') {
      if (!this.replica.router.mayReadReplica(em)) return this.onPrimary<T>(sql, params, options);
      try {
        return await this.read<T>(this.primary, sql, params, options);
      } catch (error) {
        // The primary is missing (the leader changes) and the read needs none of its writes: the
        // replica answers, at once, even one found unusable a moment ago.
        if (!isDatabaseUnavailable(error)) throw error;
        return this.read<T>(this.replica.pools, sql, params, options);
      }
    }
    try {
      return await this.read<T>(this.replica.pools, sql, params, options);
    } catch (error) {
      if (!isCut(error)) {
        this.replica.router.failed(em, error);
        return this.onPrimary<T>(sql, params, options);
      }
      // Its connection was cut: the balancer took the server out (a replica promoted, or
      // restarting), and, while the leader changes, the primary may be missing too. A fresh
      // connection reaches another replica; failing that, the primary answers.
      try {
        return await this.read<T>(this.replica.pools, sql, params, options);
      } catch (again) {
        this.replica.router.failed(em, again);
        return this.onPrimary<T>(sql, params, options);
      }
    }
  }

  /** A plain read of the primary; while the leader changes, it waits for one (a read is safe to repeat). */
  private onPrimary<T>(sql: string, params: unknown[], options: ReadOptions): Promise<T[]> {
    const read = () => this.read<T>(this.primary, sql, params, options);
    return this.primaryWait ? this.primaryWait.run(read) : read();
  }

  /** Throws unless a connection of the primary's pool answers (readiness). */
  async ping(): Promise<void> {
    await this.primary.pool.query('select 1');
  }

  /** Throws naming why the replica serves no reads (readiness); resolves without a replica. */
  async pingReplica(): Promise<void> {
    await this.replica?.router.probe();
  }

  /** The connections of every pool (metrics). */
  stats(): PoolStats[] {
    const stats = [pgPoolStats('read', this.primary.pool)];
    if (this.primary.plannedOnce) stats.push(pgPoolStats('read_prepared', this.primary.plannedOnce));
    if (this.replica) {
      const { pool, plannedOnce } = this.replica.pools;
      stats.push(pgPoolStats('read_replica', pool));
      if (plannedOnce) stats.push(pgPoolStats('read_prepared_replica', plannedOnce));
    }
    return stats;
  }

  async close(): Promise<void> {
    for (const undo of this.unwatch) undo();
    const sets = this.replica ? [this.primary, this.replica.pools] : [this.primary];
    await Promise.all(sets.flatMap((set) => [set.pool.end(), set.plannedOnce?.end()]));
  }

  private async read<T>(pools: PoolSet, sql: string, params: unknown[], options: ReadOptions): Promise<T[]> {
    // Without prepared statements (no pool planning once), every statement is unnamed.
    const named = pools.plannedOnce && (options.prepared ? pools.plannedOnce : options.parsedOnce && pools.pool);
    if (!named) return this.run<T>(pools.pool, { text: this.positional(sql), values: params });
    try {
      return await this.run<T>(named, { ...this.statement(sql), values: params });
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      // A migration changed the table's columns since: prepare the statement afresh, once.
      return this.run<T>(named, { ...this.statement(sql, true), values: params });
    }
  }

  private async run<T>(pool: Pool, query: QueryConfig): Promise<T[]> {
    try {
      return (await pool.query(query)).rows as T[];
    } catch (error) {
      if (query.name && !this.poolerReported && POOLER_REFUSALS.has((error as { code?: string }).code ?? '')) {
        this.poolerReported = true;
        this.logger.warn(
          { err: error },
          'a prepared read failed as it does behind a transaction pooler: set DATABASE_PREPARED_STATEMENTS=false there',
        );
      }
      // Not `instanceof Error`: a socket error may come from another realm (a test sandbox).
      throw typeof error === 'object' && error !== null ? this.convert(error as Error) : error;
    }
  }

  private positional(sql: string): string {
    return this.knex.client.positionBindings(sql) as string;
  }

  /** The named statement of `sql` (the code's own text, never input: the set is bounded). */
  private statement(sql: string, afresh = false): { text: string; name: string } {
    let statement = this.prepared.get(sql);
    if (!statement || afresh) {
      statement = { text: this.positional(sql), name: `read_${++this.named}` };
      this.prepared.set(sql, statement);
    }
    return statement;
  }
}

/**
 * Whether a read failed because its connection was cut or refused as it opened, not for a
 * timeout (a server that does not answer would be waited for twice) nor a conflict with replay.
 */
function isCut(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  for (const { code, message } of errorChain(error)) {
    if (code === 'ETIMEDOUT' || (typeof message === 'string' && /timeout/i.test(message))) return false;
  }
  return true;
}
