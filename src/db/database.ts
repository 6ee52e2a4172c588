import { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../config/env';
import type { Logger } from '../observability/logger';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { migrate } from './migrate';
import { createOrmConfig } from './orm-config';

export interface Database {
  orm: MikroORM;
  /** Present when the server runs its own embedded PostgreSQL. */
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded server when there is none, then applies
 * pending migrations under the advisory lock unless `MIGRATE_ON_START` is false.
 */
export async function openDatabase(env: Env, embeddedPassword: string, log: Logger): Promise<Database> {
  const embedded = env.databaseUrl ? undefined : await startEmbeddedDatabase(env.dataDir, embeddedPassword, log);
  const url = env.databaseUrl ?? embedded!.url;
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(createOrmConfig(url, { logger: (message) => log.debug({ source: 'orm' }, message) }));
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const close = async () => {
    await orm.close(true);
    await embedded?.stop();
  };
  if (env.migrateOnStart) {
    try {
      const applied = await migrate(orm);
      if (applied.length > 0) log.info({ migrations: applied }, `applied ${applied.length} migration(s)`);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { orm, embedded, close };
}
