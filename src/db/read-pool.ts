import type { EntityManager, Knex, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { Pool, type PoolConfig, type QueryConfig } from 'pg';
import type { Logger } from '../server/logger';
import { pgPoolStats, type PoolStats } from '../server/metrics';
import { ReplicaRouter } from './replica';
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

/** Where the plain reads may go besides the primary. */
export interface ReadReplicaOptions {
  /** `DATABASE_READ_URL`: a streaming replica (hot standby) of the primary. */
  url?: string;
  /** Where the writers' WAL positions are shared by the instances (memory of this one without). */
  redis?: Redis;
}

/** A server's two pools: statements planned for their values, and prepared statements planned once. */
interface PoolSet {
  pool: Pool;
  plannedOnce: Pool;
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
 *
 * With a replica (`DATABASE_READ_URL`) there are two pools on it too, and {@link ReplicaRouter}
 * chooses the set of each request's reads: a request tells it who acts ({@link forRequest}) and
 * whether it writes ({@link writes}, {@link wrote}). A read the replica fails is read again on the
 * primary: a replica outage never fails a request.
 */
export class ReadPool {
  /** Prepared statements by their `?` text: their `$n` text and name. */
  private readonly prepared = new Map<string, { text: string; name: string }>();
  private named = 0;

  private constructor(
    /** The ORM's knex: it announces the statements, and numbers their placeholders as it would. */
    private readonly knex: Knex,
    /** The primary's pools. */
    private readonly primary: PoolSet,
    /** The ORM's translation of driver errors, so that both read paths fail alike. */
    private readonly convert: (error: Error) => Error,
    /** The replica's pools and the router choosing between them and the primary's, when there is one. */
    private readonly replica?: { pools: PoolSet; router: ReplicaRouter },
  ) {}

  static open(orm: MikroORM, logger: Logger, replica: ReadReplicaOptions = {}): ReadPool {
    const connection = orm.em.getConnection() as PostgreSqlConnection;
    const size = (orm.config.get('pool') as { max?: number } | undefined)?.max ?? 10;
    const poolsOn = (server: PoolConfig, name: string): PoolSet => {
      const options: PoolConfig = { ...server, connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs };
      // A pool of its own, as the setting holds for a whole connection and would plan a search's
      // unnamed statement once too (no trigram index serves an unknown pattern). PostgreSQL's own
      // rule would plan an unfiltered page for its values on every run: with `LIMIT` a parameter,
      // the generic plan is costed for a tenth of the rows and looks dearer than one made for 20,
      // although it is the same plan.
      const generic = '-c plan_cache_mode=force_generic_plan';
      const pools = [
        new Pool({ ...options, max: size }),
        new Pool({ ...options, max: size, options: options.options ? `${options.options} ${generic}` : generic }),
      ];
      // An idle connection that the server closes (restart, failover, terminated backend) is
      // reported on its pool: without a listener that event would end the process. The pool has
      // dropped it already and opens another when a read needs one.
      for (const pool of pools) {
        pool.on('error', (error) => logger.warn({ err: error }, `an idle database connection of the ${name} was lost`));
      }
      return { pool: pools[0], plannedOnce: pools[1] };
    };
    const primaryOptions = connection.getConnectionOptions() as PoolConfig;
    const primary = poolsOn(primaryOptions, 'read pool');
    const driver = orm.em.getDriver();
    if (!replica.url) return new ReadPool(connection.getKnex(), primary, (error) => driver.convertException(error));
    // The replica's own address, user, password and database; the primary's other settings (TLS, options).
    const shared: PoolConfig = { ...primaryOptions };
    for (const key of ['host', 'port', 'user', 'password', 'database', 'connectionString'] as const) delete shared[key];
    const pools = poolsOn({ ...shared, connectionString: replica.url }, 'replica read pool');
    const router = new ReplicaRouter(primary.pool, pools.pool, logger, replica.redis);
    return new ReadPool(connection.getKnex(), primary, (error) => driver.convertException(error), { pools, router });
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
   * A writing request's work is done: its actor's next reads, on any instance, wait for the replica
   * to replay what it wrote (or go to the primary). To be awaited before the answer is sent.
   */
  async wrote(em: EntityManager): Promise<void> {
    await this.replica?.router.wrote(em);
  }

  /** The rows of a read statement written with `?` placeholders, as for `em.execute`. */
  async rows<T>(em: EntityManager, sql: string, params: unknown[], options: ReadOptions = {}): Promise<T[]> {
    if (em.isInTransaction()) return em.execute<T[]>(sql, params);
    this.knex.emit('query', { method: 'raw', sql, bindings: params });
    if (!this.replica || (await this.replica.router.target(em)) === 'primary') {
      return this.read<T>(this.primary, sql, params, options);
    }
    try {
      return await this.read<T>(this.replica.pools, sql, params, options);
    } catch (error) {
      // Unreachable, restarting, or a query cancelled by replay (a recovery conflict): the primary answers.
      this.replica.router.failed(em, error);
      return this.read<T>(this.primary, sql, params, options);
    }
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
    const stats = [pgPoolStats('read', this.primary.pool), pgPoolStats('read_prepared', this.primary.plannedOnce)];
    if (this.replica) {
      const { pool, plannedOnce } = this.replica.pools;
      stats.push(pgPoolStats('read_replica', pool), pgPoolStats('read_prepared_replica', plannedOnce));
    }
    return stats;
  }

  async close(): Promise<void> {
    const sets = this.replica ? [this.primary, this.replica.pools] : [this.primary];
    await Promise.all(sets.flatMap((set) => [set.pool.end(), set.plannedOnce.end()]));
  }

  private async read<T>(pools: PoolSet, sql: string, params: unknown[], options: ReadOptions): Promise<T[]> {
    if (!options.prepared) return this.run<T>(pools.pool, { text: this.positional(sql), values: params });
    try {
      return await this.run<T>(pools.plannedOnce, { ...this.statement(sql), values: params });
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      // A migration changed the table's columns since: prepare the statement afresh, once.
      return this.run<T>(pools.plannedOnce, { ...this.statement(sql, true), values: params });
    }
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
