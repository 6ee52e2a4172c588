import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../../src/config/app-config';
import { loadEnv, type Env } from '../../src/config/env';
import type { AppModule } from '../../src/modules/module';
import type { RestApi } from '../../src/rest/compile';
import { bootstrap } from '../../src/modules/bootstrap';
import { createApp, type App } from '../../src/server/app';
import { createLogger } from '../../src/observability/logger';
import { createHttpServer } from '../../src/server/timeouts';
import type { Tracing } from '../../src/observability/tracing';
import { cleanDatabase, openTestOrm } from './db';
import { forgetServer, registerServer } from './openapi-check';
import { timed } from './timings';

/** The super administrator every test app bootstraps (and re-creates after `clean()`). */
export const TEST_SUPER_ADMIN = { email: 'root@test.example', password: 'root-password-1' };

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
  /** Empties the tables between tests, then bootstraps again (the super administrator). */
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
  /** Where the app's log lines go (a test reading the log); standard output otherwise. */
  logDestination?: DestinationStream;
  /** Traces the app (and its log lines) with this tracing. */
  tracing?: Tracing;
}

/** Boots the real application on an ephemeral port against this worker's database. */
export function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return timed('app boot', () => bootTestApp(options));
}

async function bootTestApp(options: TestAppOptions): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://unused/unused',
    SUPER_ADMIN_EMAIL: TEST_SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: TEST_SUPER_ADMIN.password,
    // Suites make hundreds of requests from one address; the limit tests set their own values.
    RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '100000',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '100000',
    // The least argon2id cost for the hashes the tests make; an app a test runs in another
    // NODE_ENV (production refuses it), the tests of hashing itself and the built servers keep the
    // production cost.
    ...(options.env?.NODE_ENV && options.env.NODE_ENV !== 'test' ? {} : { PASSWORD_HASH_PROFILE: 'test' }),
    ...options.env,
  });
  const orm = options.orm ?? (await openTestOrm());
  const appConfig: AppConfig = { rest: true, graphqlSchemaFiles: [], jsResourceFiles: [], ...options.appConfig };
  const logger = createLogger(env, options.logDestination, options.tracing);
  const app = await createApp({
    env,
    appConfig,
    orm,
    logger,
    redis: options.redis,
    modules: options.modules,
    apis: options.apis,
    secrets: TEST_SECRETS,
    tracing: options.tracing,
  });
  const quiet = () => undefined;
  await bootstrap(app.services, orm.em, app.modules, quiet);
  const server = createHttpServer(env);
  await app.start(server);
  server.on('request', app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  registerServer(
    url,
    app.apis.map((api) => api.mount),
  );
  return {
    url,
    app,
    orm,
    env,
    server,
    async clean() {
      await cleanDatabase(orm);
      await bootstrap(app.services, orm.em, app.modules, quiet);
    },
    async close() {
      forgetServer(url);
      await app.stop();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
      if (!options.orm) await orm.close(true);
    },
  };
}
