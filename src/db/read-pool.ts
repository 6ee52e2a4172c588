import type { EntityManager, Knex, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Pool, type PoolConfig } from 'pg';

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
  async rows<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    if (em.isInTransaction()) return em.execute<T[]>(sql, params);
    this.knex.emit('query', { method: 'raw', sql, bindings: params });
    const result = await this.pool.query(this.knex.client.positionBindings(sql) as string, params);
    return result.rows as T[];
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
