import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/paths';
import { ENTITIES } from '../modules';
import { MIGRATIONS } from './migrations';
import { DATABASE_TIMEOUTS } from './unavailable';

/** The MikroORM configuration shared by the server, the migration command and the tests. */
export function createOrmConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    // Relations load explicitly (populate or DataLoaders); nothing is fetched behind the caller's back.
    forceEntityConstructor: false,
    pool: { min: 0, max: 10 },
    // Bounded waits: with the database gone, a request fails over to a 503 instead of hanging.
    driverOptions: {
      acquireConnectionTimeout: DATABASE_TIMEOUTS.acquireMs,
      connection: { connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs },
    },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(PROJECT_ROOT, 'src/db/migrations'),
      pathTs: path.join(PROJECT_ROOT, 'src/db/migrations'),
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
    },
    ...overrides,
  });
}
