import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../config/env';
import { loadLocalSecrets } from '../config/secrets';
import { createLogger } from '../observability/logger';
import { openDatabase } from '../db/database';
import { createOrmConfig } from '../db/orm-config';

/**
 * `npm run migrate` applies pending migrations (under the same advisory lock as the server);
 * `npm run migration:create` writes a new migration from the difference between the entities and
 * the database. Both use DATABASE_URL, or the embedded server when it is unset.
 */
async function main(command: string | undefined): Promise<void> {
  const env = { ...loadEnv(), migrateOnStart: true };
  const logger = createLogger({ ...env, logLevel: 'info' });
  const database = await openDatabase(env, loadLocalSecrets(env.dataDir).embeddedDbPassword, logger);
  try {
    if (command === 'create') {
      const url = database.orm.config.getClientUrl();
      const orm = await MikroORM.init(
        createOrmConfig(url, { migrations: { ...database.orm.config.get('migrations'), emit: 'ts' } }),
      );
      const created = await orm.getMigrator().createMigration();
      await orm.close(true);
      process.stdout.write(
        created.fileName ? `Created ${created.fileName}: add it to src/db/migrations/index.ts\n` : 'No changes\n',
      );
    } else if (command === 'up') {
      process.stdout.write('Database is up to date\n');
    } else {
      throw new Error('usage: node dist/src/cli/migrate.js up|create');
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
