import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/paths';
import { ENTITIES } from '../modules';
import { MIGRATIONS } from './migrations';
import { afterCreatePrimary, validatePrimary } from './leader-guard';
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
    // A new connection that lands on a standby is refused (503); one opened before a write found
    // the server read-only is dropped at its next checkout (see leader-guard.ts).
    // (`validate` is knex's pool option, which the ORM's type leaves out.)
    pool: { min: 0, max: 10, afterCreate: afterCreatePrimary, validate: validatePrimary } as Options['pool'],
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
