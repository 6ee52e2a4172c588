import type { MikroORM } from '@mikro-orm/postgresql';

/** Arbitrary but fixed: every instance of this application contends for the same lock. */
const MIGRATION_LOCK_KEY = 804_715_223;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so that instances
 * starting together migrate one at a time. The lock is held on a dedicated connection.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const knex = orm.em.getConnection().getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await knex.raw('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]).connection(connection);
    try {
      const applied = await orm.getMigrator().up();
      return applied.map((m) => m.name);
    } finally {
      await knex.raw('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY]).connection(connection);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
