/**
 * MikroORM configuration for its command line (`npx mikro-orm ...`, after `npm run build`).
 * The server and `npm run migrate` build the same configuration through `createOrmConfig`.
 */
import { loadEnv } from './src/config/env';
import { createOrmConfig } from './src/db/orm-config';

const env = loadEnv();
if (!env.databaseUrl) {
  throw new Error(
    'DATABASE_URL must be set to use the MikroORM command line (the embedded server is started by npm start)',
  );
}

export default createOrmConfig(env.databaseUrl);
