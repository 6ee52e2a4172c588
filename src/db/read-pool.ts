import type { EntityManager, Knex, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Pool, type PoolConfig, type QueryConfig } from 'pg';
import type { Logger } from '../server/logger';
import { pgPoolStats, type PoolStats } from '../server/metrics';
import { DATABASE_TIMEOUTS } from './unavailable';

export interface ReadOptions {
  /**
   * Keep the statement prepared on each connection (a named statement) and plan it once: PostgreSQL
   * parses it once per connection and keeps one generic plan for it. Planning a product read with
   * its aggregated images and categories cost PostgreSQL about four times what running it did.
   * Only for statements whose best plan does not depend on their values: point reads by key, and
   * a store's unfiltered product page (its sort index and `LIMIT` serve every page), from a set of
   * texts the code bounds. Not for searches and filtered pages, whose plan should be made for
   * their values (a statement without a name always is).
   */
  prepared?: boolean;
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

export interface ReadPoolOptions {
  /**
   * Named prepared statements planned once per connection (`DATABASE_PREPARED_STATEMENTS`). When
   * false, there is one pool (as large as both), with no startup settings, and every read is an
   * unnamed statement: nothing lives on a connection beyond its transaction, as a transaction
   * pooler requires.
   */
  preparedStatements: boolean;
}

/** A pool whose lost idle connections are logged (see {@link ReadPool.open}). */
function openPool(config: PoolConfig, logger: Logger): Pool {
  const pool = new Pool(config);
  // An idle connection that the server closes (restart, failover, terminated backend) is
  // reported on its pool: without a listener that event would end the process. The pool has
  // dropped it already and opens another when a read needs one.
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection of the read pool was lost'));
  return pool;
}

/**
 * The connections of the prepared statements, which ask PostgreSQL to plan once: a pool of its
 * own, as the setting holds for a whole connection and would plan a search's unnamed statement
 * once too (no trigram index serves an unknown pattern). PostgreSQL's own rule would plan an
 * unfiltered page for its values on every run: with `LIMIT` a parameter, the generic plan is
 * costed for a tenth of the rows and looks dearer than one made for 20, although it is the same
 * plan. The setting is a startup parameter, which a transaction pooler refuses or loses.
 */
function plannedOnceConfig(config: PoolConfig): PoolConfig {
  const generic = '-c plan_cache_mode=force_generic_plan';
  return { ...config, options: config.options ? `${config.options} ${generic}` : generic };
}

/**
 * The plain reads of the lean read paths (a store row, product pages), on pg pools of their own
 * with the ORM's connection options: one for statements planned for their values, one for
 * prepared statements planned once (none without prepared statements). Through MikroORM and knex one statement created some 45
 * promises (knex's runner, the pool's pending operations, MikroORM's logging wrapper), and once a
 * write has switched on AsyncLocalStorage's promise hooks, every promise costs more. Inside a
 * transaction a read is `em.execute`, on the transaction's connection, so that it sees the
 * transaction's writes. Every statement is announced on knex's `query` event, where the ORM's own
 * statements are announced (statement counters and query logs read it).
 */
export class ReadPool {
  /** Prepared statements by their `?` text: their `$n` text and name. */
  private readonly prepared = new Map<string, { text: string; name: string }>();
  private named = 0;
  /** Whether the hint of {@link POOLER_REFUSALS} was logged (once a process). */
  private poolerReported = false;

  private constructor(
    /** The ORM's knex: it announces the statements, and numbers their placeholders as it would. */
    private readonly knex: Knex,
    /** Statements without a name: PostgreSQL plans each run for its values. */
    private readonly pool: Pool,
    /**
     * Prepared statements: PostgreSQL plans each once per connection, for any values. Absent
     * without prepared statements: then the prepared reads are unnamed statements of `pool`.
     */
    private readonly plannedOnce: Pool | undefined,
    private readonly logger: Logger,
    /** The ORM's translation of driver errors, so that both read paths fail alike. */
    private readonly convert: (error: Error) => Error,
  ) {}

  static open(orm: MikroORM, logger: Logger, options: ReadPoolOptions = { preparedStatements: true }): ReadPool {
    const connection = orm.em.getConnection() as PostgreSqlConnection;
    const base: PoolConfig = {
      ...(connection.getConnectionOptions() as PoolConfig),
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    };
    const size = (orm.config.get('pool') as { max?: number } | undefined)?.max ?? 10;
    // Without prepared statements the one pool has the connections of both, so that the setting
    // changes how statements are sent, not how many reads run at once.
    const pool = openPool({ ...base, max: options.preparedStatements ? size : 2 * size }, logger);
    const plannedOnce = options.preparedStatements
      ? openPool(plannedOnceConfig({ ...base, max: size }), logger)
      : undefined;
    const driver = orm.em.getDriver();
    return new ReadPool(connection.getKnex(), pool, plannedOnce, logger, (error) => driver.convertException(error));
  }

  /** The rows of a read statement written with `?` placeholders, as for `em.execute`. */
  async rows<T>(em: EntityManager, sql: string, params: unknown[], options: ReadOptions = {}): Promise<T[]> {
    if (em.isInTransaction()) return em.execute<T[]>(sql, params);
    this.knex.emit('query', { method: 'raw', sql, bindings: params });
    const plannedOnce = this.plannedOnce;
    if (!options.prepared || !plannedOnce)
      return this.run<T>(this.pool, { text: this.positional(sql), values: params });
    try {
      return await this.run<T>(plannedOnce, { ...this.statement(sql), values: params });
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      // A migration changed the table's columns since: prepare the statement afresh, once.
      return this.run<T>(plannedOnce, { ...this.statement(sql, true), values: params });
    }
  }

  /** Throws unless a connection of the pool answers (readiness). */
  async ping(): Promise<void> {
    await this.pool.query('select 1');
  }

  /** The connections of each pool (metrics). */
  stats(): PoolStats[] {
    const stats = [pgPoolStats('read', this.pool)];
    if (this.plannedOnce) stats.push(pgPoolStats('read_prepared', this.plannedOnce));
    return stats;
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.plannedOnce?.end()]);
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
