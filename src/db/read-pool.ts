import type { EntityManager, Knex, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Pool, type PoolConfig, type QueryConfig } from 'pg';

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
  ) {}

  static open(orm: MikroORM): ReadPool {
    const connection = orm.em.getConnection() as PostgreSqlConnection;
    const options = connection.getConnectionOptions() as PoolConfig;
    const size = (orm.config.get('pool') as { max?: number } | undefined)?.max ?? 10;
    // A pool of its own, as the setting holds for a whole connection and would plan a search's
    // unnamed statement once too (no trigram index serves an unknown pattern). PostgreSQL's own
    // rule would plan an unfiltered page for its values on every run: with `LIMIT` a parameter,
    // the generic plan is costed for a tenth of the rows and looks dearer than one made for 20,
    // although it is the same plan.
    const generic = '-c plan_cache_mode=force_generic_plan';
    return new ReadPool(
      connection.getKnex(),
      new Pool({ ...options, max: size }),
      new Pool({ ...options, max: size, options: options.options ? `${options.options} ${generic}` : generic }),
    );
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

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.plannedOnce.end()]);
  }

  private async run<T>(pool: Pool, query: QueryConfig): Promise<T[]> {
    return (await pool.query(query)).rows as T[];
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
