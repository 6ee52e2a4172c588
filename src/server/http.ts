import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import type { Env } from '../config/env';
import { jwtSecrets, loadLocalSecrets } from '../config/secrets';
import { openDatabase, type Database } from '../db/database';
import { bootstrap } from '../modules/bootstrap';
import { createApp, type App } from './app';
import { GRAPHIQL_PATH } from './graphiql';
import type { Logger } from '../observability/logger';
import { listenMetrics } from '../observability/metrics';
import { createHttpServer } from './timeouts';
import type { Tracing } from '../observability/tracing';

export interface RunningServer {
  app: App;
  database: Database;
  httpServer: Server;
  url: string;
  /** Where `METRICS_PORT` serves the metrics, when set. */
  metricsUrl?: string;
  /** What the bootstrap created and the operator must see once (credentials). */
  notices: string[];
  /**
   * Answers 503 on `/readyz` for `SHUTDOWN_DRAIN_MS` while still serving, then stops accepting
   * connections, drains requests in flight, and closes the database.
   */
  shutdown(): Promise<void>;
}

/** Boots the whole server: database, migrations, application, HTTP listener. */
export async function startServer(
  env: Env,
  appConfig: AppConfig,
  logger: Logger,
  tracing?: Tracing,
): Promise<RunningServer> {
  const local = loadLocalSecrets(env.dataDir);
  const secrets = jwtSecrets(env, local);
  const database = await openDatabase(env, local.embeddedDbPassword, logger);
  // Commands fail at once while disconnected (the rate limits then count in memory), rather than
  // waiting in a queue for a reconnection.
  const redis = env.redisUrl
    ? new Redis(env.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : undefined;
  let app: App;
  let metricsServer: Server | undefined;
  const notices: string[] = [];
  const httpServer = createHttpServer(env);
  try {
    app = await createApp({ env, appConfig, orm: database.orm, logger, redis, secrets, tracing });
    // Before the start: a port already taken stops the boot before the job workers start.
    if (env.metricsPort !== undefined) {
      metricsServer = await listenMetrics(app.metrics, {
        port: env.metricsPort,
        host: env.metricsHost,
        token: env.metricsToken,
      });
    }
    await bootstrap(app.services, database.orm.em, app.modules, (line) => notices.push(line));
    await app.start(httpServer);
  } catch (error) {
    metricsServer?.close();
    redis?.disconnect();
    await database.close();
    throw error;
  }
  httpServer.on('request', app.express);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(env.port, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const metricsUrl = metricsServer && `${listenerUrl(metricsServer.address() as AddressInfo)}/metrics`;

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      app.drain();
      if (env.shutdownDrainMs > 0) {
        logger.info({ drainMs: env.shutdownDrainMs }, '/readyz answers 503 while the balancer takes this instance out');
        await new Promise((resolve) => setTimeout(resolve, env.shutdownDrainMs));
      }
      const timer = setTimeout(() => httpServer.closeAllConnections(), env.shutdownTimeoutMs);
      timer.unref();
      // Apollo's drain plugin closes the listener and waits for requests in flight.
      await app.stop();
      await new Promise<void>((resolve) => (httpServer.listening ? httpServer.close(() => resolve()) : resolve()));
      clearTimeout(timer);
      metricsServer?.closeAllConnections();
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      redis?.disconnect();
      await database.close();
    })());
  return { app, database, httpServer, url, metricsUrl, notices, shutdown };
}

/** The URL that reaches a listener from this machine (its own address; loopback when it took every interface). */
function listenerUrl({ address, family, port }: AddressInfo): string {
  const unspecified = address === '0.0.0.0' || address === '::';
  const host = unspecified ? (family === 'IPv6' ? '::1' : '127.0.0.1') : address;
  return `http://${family === 'IPv6' ? `[${host}]` : host}:${port}`;
}

/** The start-up banner: where everything is. */
export function describeUrls(url: string, app: App): string[] {
  const lines = [`GraphQL:  ${url}/graphql`];
  if (app.services.env.nodeEnv !== 'production') lines.push(`Sandbox:  ${url}/graphql (open in a browser)`);
  if (app.services.env.graphqlIntrospection)
    lines.push(`GraphiQL: ${url}${GRAPHIQL_PATH} (served locally, works offline)`);
  for (const api of app.apis)
    lines.push(`${api.title}: ${url}${api.mount}  (OpenAPI: ${url}${api.mount}/openapi.json)`);
  if (app.apis.length > 0) lines.push(`API docs: ${url}/docs`);
  lines.push(`Health:   ${url}/healthz, ${url}/readyz`);
  return lines;
}
