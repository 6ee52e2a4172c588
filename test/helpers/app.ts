import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../src/config/app-config';
import { loadEnv, type Env } from '../../src/config/env';
import type { AppModule } from '../../src/modules/module';
import type { RestApi } from '../../src/rest/engine';
import { createApp, type App } from '../../src/server/app';
import { createLogger } from '../../src/server/logger';
import { cleanDatabase, openTestOrm } from './db';

export const TEST_SECRETS = {
  jwtAccessSecret: 'test-access-secret-0123456789abcdefghijklmnop',
  jwtRefreshSecret: 'test-refresh-secret-0123456789abcdefghijklmnop',
};

export interface TestApp {
  url: string;
  app: App;
  orm: MikroORM;
  env: Env;
  server: Server;
  close(): Promise<void>;
  /** Empties the tables between tests. */
  clean(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  appConfig?: Partial<AppConfig>;
  modules?: AppModule[];
  apis?: RestApi[];
  redis?: Redis;
  /** Reuse an ORM (several app instances on one database). */
  orm?: MikroORM;
}

/** Boots the real application on an ephemeral port against this worker's database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/unused', ...options.env });
  const orm = options.orm ?? (await openTestOrm());
  const appConfig: AppConfig = { rest: true, graphqlSchemaFiles: [], jsResourceFiles: [], ...options.appConfig };
  const logger = createLogger(env);
  const app = await createApp({
    env,
    appConfig,
    orm,
    logger,
    redis: options.redis,
    modules: options.modules,
    apis: options.apis,
    secrets: TEST_SECRETS,
  });
  const server = createServer();
  await app.start(server);
  server.on('request', app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    orm,
    env,
    server,
    clean: () => cleanDatabase(orm),
    async close() {
      await app.stop();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
      if (!options.orm) await orm.close(true);
    },
  };
}
