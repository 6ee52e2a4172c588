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
 * The plain reads of the lean read paths (a store row, product pages), on pg pools of their own
 * with the ORM's connection options: one for statements planned for their values, one for
 * prepared statements planned once. Through MikroORM and knex one statement created some 45
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

  private constructor(
    /** The ORM's knex: it announces the statements, and numbers their placeholders as it would. */
    private readonly knex: Knex,
    /** Statements without a name: PostgreSQL plans each run for its values. */
    private readonly pool: Pool,
    /** Prepared statements: PostgreSQL plans each once per connection, for any values. */
    private readonly plannedOnce: Pool,
    /** The ORM's translation of driver errors, so that both read paths fail alike. */
    private readonly convert: (error: Error) => Error,
  ) {}

  static open(orm: MikroORM, logger: Logger): ReadPool {
    const connection = orm.em.getConnection() as PostgreSqlConnection;
    const options: PoolConfig = {
      ...(connection.getConnectionOptions() as PoolConfig),
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    };
    const size = (orm.config.get('pool') as { max?: number } | undefined)?.max ?? 10;
    // A pool of its own, as the setting holds for a whole connection and would plan a search's
    // unnamed statement once too (no trigram index serves an unknown pattern). PostgreSQL's own
    // rule would plan an unfiltered page for its values on every run: with `LIMIT` a parameter,
    // the generic plan is costed for a tenth of the rows and looks dearer than one made for 20,
    // although it is the same plan.
    //
    // Without JIT: these reads return a page or a row, never run long enough for compiled
    // expressions to pay off, and a generic plan costed for a tenth of a million-product store
    // crosses `jit_above_cost`: PostgreSQL then compiled the 20-row page on every run (0.9 s).
    const withOptions = (extra: string) => ({ options: options.options ? `${options.options} ${extra}` : extra });
    const pools = [
      new Pool({ ...options, max: size, ...withOptions('-c jit=off') }),
      new Pool({ ...options, max: size, ...withOptions('-c jit=off -c plan_cache_mode=force_generic_plan') }),
    ];
    // An idle connection that the server closes (restart, failover, terminated backend) is
    // reported on its pool: without a listener that event would end the process. The pool has
    // dropped it already and opens another when a read needs one.
    for (const pool of pools) {
      pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection of the read pool was lost'));
    }
    const driver = orm.em.getDriver();
    return new ReadPool(connection.getKnex(), pools[0], pools[1], (error) => driver.convertException(error));
  }

  /** The rows of a read statement written with `?` placeholders, as for `em.execute`. */
  async rows<T>(em: EntityManager, sql: string, params: unknown[], options: ReadOptions = {}): Promise<T[]> {
    if (em.isInTransaction()) return em.execute<T[]>(sql, params);
    this.knex.emit('query', { method: 'raw', sql, bindings: params });
    if (!options.prepared) return this.run<T>(this.pool, { text: this.positional(sql), values: params });
    try {
      return await this.run<T>(this.plannedOnce, { ...this.statement(sql), values: params });
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      // A migration changed the table's columns since: prepare the statement afresh, once.
      return this.run<T>(this.plannedOnce, { ...this.statement(sql, true), values: params });
    }
  }

  /** Throws unless a connection of the pool answers (readiness). */
  async ping(): Promise<void> {
    await this.pool.query('select 1');
  }

  /** The connections of both pools (metrics). */
  stats(): PoolStats[] {
    return [pgPoolStats('read', this.pool), pgPoolStats('read_prepared', this.plannedOnce)];
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.plannedOnce.end()]);
  }

  private async run<T>(pool: Pool, query: QueryConfig): Promise<T[]> {
    try {
      return (await pool.query(query)).rows as T[];
    } catch (error) {
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
