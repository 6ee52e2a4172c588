import 'reflect-metadata';
import { loadAppConfig } from '../config/app-config';
import { loadEnv } from '../config/env';
import { jwtSecrets, loadLocalSecrets } from '../config/secrets';
import { bootstrap, DEMO_TENANT_SLUG, seedDemo } from '../modules/bootstrap';
import { createApp } from '../server/app';
import { createLogger } from '../observability/logger';
import { openDatabase } from '../db/database';

/**
 * `npm run seed:demo`: applies migrations, makes sure the super administrator exists and creates
 * the demo data set unless it is there already. Uses DATABASE_URL, or the embedded server.
 */
async function main(): Promise<void> {
  const env = { ...loadEnv(), migrateOnStart: true, seedDemo: false };
  const logger = createLogger({ ...env, logLevel: 'warn' });
  const local = loadLocalSecrets(env.dataDir);
  const database = await openDatabase(env, local.embeddedDbPassword, logger);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const app = await createApp({
      env,
      appConfig: loadAppConfig(env.appConfigPath),
      orm: database.orm,
      logger,
      secrets: jwtSecrets(env, local),
    });
    await bootstrap(app.services, database.orm.em, app.modules, print);
    const created = await seedDemo(app.services, database.orm.em, app.modules, print);
    if (!created) print(`The demo store "${DEMO_TENANT_SLUG}" already exists: nothing to do.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
