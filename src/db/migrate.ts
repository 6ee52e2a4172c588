import type { MikroORM } from '@mikro-orm/postgresql';

/** Arbitrary but fixed: every instance of this application contends for the same lock. */
const MIGRATION_LOCK_KEY = 804_715_223;

/**
 * Applies pending migrations in one transaction whose first statement takes a PostgreSQL advisory
 * lock, so that instances starting together migrate one at a time: the next one waits for the
 * lock, then finds nothing pending. A transaction-level lock lives exactly as long as the
 * transaction that applies the migrations, on whichever server connection runs it, so it holds
 * through a transaction pooler too (a session lock would be taken and released on different server
 * connections there); a migrator that dies releases it with its transaction. The migrations table
 * is made inside that transaction as well, so two first starts do not race to create it.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const { transactional, allOrNothing } = orm.config.get('migrations');
  if (!transactional || !allOrNothing) {
    throw new Error(
      'migrate() needs migrations.transactional and migrations.allOrNothing: its lock is the transaction',
    );
  }
  const migrator = orm.getMigrator();
  const connection = orm.em.getConnection();
  const applied = await connection.transactional(async (trx) => {
    await connection.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY], 'run', trx);
    // `up` makes the migrations table before it enters the transaction it is given: it is made in
    // this one, under the lock, instead.
    migrator.getStorage().setMasterMigration(trx);
    try {
      return await migrator.up({ transaction: trx });
    } finally {
      migrator.getStorage().unsetMasterMigration();
    }
  });
  return applied.map((m) => m.name);
}

/**
 * Runs `work` while this instance holds the migration lock, for the first-start work beside the
 * migrations whose DDL deadlocks when neighbours starting together run it at once (the job
 * queue's tables and queues). `work` may use connections of its own: the lock is held by a
 * transaction of the ORM's, open until `work` settles.
 */
export async function underMigrationLock<T>(orm: MikroORM, work: () => Promise<T>): Promise<T> {
  const connection = orm.em.getConnection();
  return connection.transactional(async (trx) => {
    await connection.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY], 'run', trx);
    return work();
  });
}
