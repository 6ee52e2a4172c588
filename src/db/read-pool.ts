import type { EntityManager, Knex, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Pool, type PoolConfig, type QueryConfig } from 'pg';

export interface ReadOptions {
  /**
   * Keep the statement prepared on each connection (a named statement): PostgreSQL parses it once
   * per connection, and after five runs planned for their values keeps one generic plan when that
   * is no worse. Planning a product read with its aggregated images and categories cost PostgreSQL
   * about four times what running it did. For point reads of a fixed shape (by key), whose best
   * plan does not depend on the values; not for pages and searches, whose plan should be made for
   * their values.
   */
  prepared?: boolean;
}

/**
 * The SQLSTATE of "cached plan must not change result type": a prepared `select *` whose table's
 * columns changed since (feature_not_supported, whatever the server's message language).
 */
const STALE_PLAN = '0A000';

/**
 * The plain reads of the lean read paths (a store row, product pages), on a pg pool of their own
 * with the ORM's connection options. Through MikroORM and knex one statement created some 45
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
    private readonly pool: Pool,
  ) {}

  static open(orm: MikroORM): ReadPool {
    const connection = orm.em.getConnection() as PostgreSqlConnection;
    const options = connection.getConnectionOptions() as PoolConfig;
    const size = (orm.config.get('pool') as { max?: number } | undefined)?.max ?? 10;
    return new ReadPool(connection.getKnex(), new Pool({ ...options, max: size }));
  }

  /** The rows of a read statement written with `?` placeholders, as for `em.execute`. */
  async rows<T>(em: EntityManager, sql: string, params: unknown[], options: ReadOptions = {}): Promise<T[]> {
    if (em.isInTransaction()) return em.execute<T[]>(sql, params);
    this.knex.emit('query', { method: 'raw', sql, bindings: params });
    if (!options.prepared) return this.run<T>({ text: this.positional(sql), values: params });
    try {
      return await this.run<T>({ ...this.statement(sql), values: params });
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      // A migration changed the table's columns since: prepare the statement afresh, once.
      return this.run<T>({ ...this.statement(sql, true), values: params });
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  private async run<T>(query: QueryConfig): Promise<T[]> {
    return (await this.pool.query(query)).rows as T[];
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
