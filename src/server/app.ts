import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import cors from 'cors';
import express, { type Express, type Request } from 'express';
import type { Server } from 'node:http';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import type { Env } from '../config/env';
import { leaderGuardCounts, watchStatements } from '../db/leader-guard';
import { underMigrationLock } from '../db/migrate';
import { ReadPool } from '../db/read-pool';
import type { RequestContext, Services } from '../graphql/context';
import { uncacheableAnswers } from '../graphql/cache-control';
import { compiledGateway, Operations } from '../graphql/compiled';
import { INTERNAL_MESSAGE } from '../graphql/errors';
import { formatGraphqlError, graphqlRateLimited, sendGraphqlError } from './graphql-errors';
import { serviceUnavailable, unavailableAnswers } from '../graphql/unavailable';
import { costLimitPlugin, depthLimitRule, documentSizeProblem, MAX_DOCUMENT_TOKENS } from '../graphql/limits';
import { safeLiteralsRule, safeVariablesPlugin } from '../graphql/input-safety';
import { clientOperationNames, operationNames } from '../graphql/known-operations';
import { buildServedSchema, type ServedSchema } from '../graphql/schema';
import { Authenticator } from '../modules/identity/auth/authenticator';
import { KNOWN_ADDRESS_MS, LoginBudget } from '../modules/identity/auth/login-budget';
import { TokenService } from '../modules/identity/auth/token.service';
import { MODULES } from '../modules';
import type { AppModule } from '../modules/module';
import { restApis } from '../rest/apis';
import { compileRoutes, type RestApi } from '../rest/compile';
import { createRestRouter } from '../rest/engine';
import { claimKey, keyedContext } from '../rest/retry-safety';
import { digestKeyedBodies } from './body-digest';
import { Idempotency, IDEMPOTENCY_LOCK_SECONDS, isMutationRequest } from './idempotency';
import { mountDocs } from './docs';
import { graphqlUploads } from './graphql-uploads';
import { allowLongBody, bodyDeadlines, longBody } from './timeouts';
import { mountGraphiql, withGraphiqlLink } from './graphiql';
import { mountPlaceholderImages } from './placeholder-images';
import type { Logger } from '../observability/logger';
import { knexPoolStats, Metrics, type JobObserver } from '../observability/metrics';
import { createStore, generalRateLimit, SharedCounters } from './rate-limit';
import { readinessHandler } from './readiness';
import { createContextFactory } from './request-context';
import { requestLogging } from './request-log';
import { PrimaryWait } from '../db/primary-wait';
import { PgJobQueue } from '../db/queue';
import { onceComputed } from './once-computed';
import type { Tracing } from '../observability/tracing';

export interface AppDeps {
  env: Env;
  appConfig: AppConfig;
  orm: MikroORM;
  logger: Logger;
  /** Shared counter store for several instances; memory when absent. */
  redis?: Redis;
  /** The domain modules; all of them unless a test narrows the set. */
  modules?: AppModule[];
  /** The REST APIs; built from the modules' route tables unless given. */
  apis?: RestApi[];
  /** JWT secrets (from the environment or the data folder). */
  secrets: { jwtAccessSecret: string; jwtRefreshSecret: string };
  /** The process's tracing, when `OTEL_EXPORTER_OTLP_ENDPOINT` turned it on. */
  tracing?: Tracing;
}

export interface App {
  express: Express;
  served: ServedSchema;
  apis: RestApi[];
  services: Services;
  modules: AppModule[];
  /** This instance's metrics (measured when `METRICS_TOKEN` or `METRICS_PORT` is set). */
  metrics: Metrics;
  /** Starts Apollo; must be awaited before serving requests. */
  start(httpServer: Server): Promise<void>;
  /**
   * The first step of a retirement: `/readyz` answers 503 from now on, so that a balancer stops
   * sending requests, and every answer closes its connection; requests are still served, and the
   * jobs in progress go on, but no new job is taken.
   */
  drain(): void;
  stop(): Promise<void>;
}

/** Assembles the Express application: GraphQL, the REST APIs, docs, health and limits. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { env, appConfig, orm, logger, tracing } = deps;
  const modules = deps.modules ?? MODULES;
  const served = buildServedSchema(modules, appConfig);
  const apis = appConfig.rest ? (deps.apis ?? restApis(modules)) : [];
  const compiled = apis.map((api) => ({ api, routes: compileRoutes(served.schema, api) }));
  // Every operation, of /graphql and of the REST routes alike, runs through one executor each.
  const operations = new Operations(served.schema, tracing?.operation);

  const tokens = new TokenService({
    accessSecret: deps.secrets.jwtAccessSecret,
    refreshSecret: deps.secrets.jwtRefreshSecret,
    accessTtlSeconds: env.accessTokenTtlSeconds,
    refreshTtlSeconds: env.refreshTokenTtlSeconds,
  });
  const measuring = env.metricsToken !== undefined || env.metricsPort !== undefined;
  const metrics = new Metrics(
    measuring
      ? [...compiled.flatMap(({ routes }) => operationNames(routes.map((r) => r.document))), ...clientOperationNames()]
      : [],
  );
  const counters = deps.redis ? new SharedCounters(deps.redis, logger) : undefined;
  const loginBudget = await LoginBudget.create({
    addresses: createStore(counters, 'rl:login:'),
    accounts: createStore(counters, 'rl:login-account:'),
    known: createStore(counters, 'rl:login-known:'),
    addressMax: env.loginRateLimitMax,
    accountMax: env.loginAccountRateLimitMax,
    windowMs: env.rateLimitWindowMs,
    knownMs: KNOWN_ADDRESS_MS,
    refused: () => metrics.rateLimitRefused('login'),
  });
  // While the leader changes, a new connection or a plain read of the primary waits for one.
  const primaryWait = new PrimaryWait(env.databasePrimaryWaitMs);
  const unwait = primaryWait.follow(orm.em.getConnection().getKnex());
  const reads = ReadPool.open(orm, logger, {
    preparedStatements: env.databasePreparedStatements,
    replica: { url: env.databaseReadUrl, redis: deps.redis },
    tracing,
    primaryWait,
  });
  const authenticator = new Authenticator(tokens, loginBudget, reads, env.passwordHashProfile);
  const queue = new PgJobQueue({
    connectionString: orm.config.get('clientUrl') as string,
    workers: env.jobWorkers,
    pollIntervalMs: env.jobPollIntervalMs,
    expireSeconds: env.jobExpireSeconds,
    logger,
    tracing,
    exclusive: (work) => underMigrationLock(orm, work),
  });
  // A job's outcome is measured, and recorded on its span when tracing is on.
  const jobs: JobObserver = tracing
    ? {
        jobFinished(type, outcome, seconds) {
          metrics.jobFinished(type, outcome, seconds);
          tracing.jobFinished(type, outcome, seconds);
        },
      }
    : metrics;
  const services: Services = { env, tokens, authenticator, loginBudget, logger, queue, reads, metrics: jobs };
  for (const module of modules) {
    for (const [name, work] of Object.entries(module.workers ?? {})) {
      queue.handle(name, (data) => work(services, orm.em as EntityManager, data));
    }
  }
  const createContext = createContextFactory(services, orm.em);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);
  app.set('query parser', 'extended');
  // First, so that scrapes are neither logged nor measured; without a token there is no route (404).
  if (measuring) {
    const knex = orm.em.getConnection().getKnex();
    metrics.collectProcessMetrics();
    metrics.pools(() => [knexPoolStats(knex), ...reads.stats(), ...queue.poolStats()]);
    metrics.queueDepth(() => queue.depth());
    metrics.notPrimary(leaderGuardCounts.dropped);
    if (env.metricsToken) app.get('/metrics', metrics.scrape(env.metricsToken));
    const measured = [...apis.map(({ name, mount }) => ({ name, mount })), { name: 'graphql', mount: '/graphql' }];
    app.use(metrics.observeRequests(measured, knex));
  }
  const probe = (req: { url?: string }) => req.url === '/healthz' || req.url === '/readyz';
  // Before the request log, so that its lines (the completion line too) carry the request's trace.
  const unfollow = tracing?.followStatements(orm.em.getConnection().getKnex());
  // A write refused read-only (a failover) drops the primary pools' connections; each request's changes are counted.
  const unwatch = watchStatements(orm.em.getConnection().getKnex(), logger);
  if (tracing) app.use(tracing.requests({ ignore: probe }));
  // Set by `drain()`: each answer then closes its connection, so that no idle keep-alive
  // connection of a balancer is left to race the listener's close.
  let draining = false;
  app.use((_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.use(requestLogging(logger, { ignore: probe }));
  // Before any body reader: a client slow to send its body is cut (upload routes lengthen the bound).
  app.use(bodyDeadlines(env));
  app.use(onceComputed(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })));
  app.use(
    cors({
      origin: env.corsOrigins,
      exposedHeaders: ['X-Request-Id', 'X-Total-Count', 'Location', 'Retry-After', 'Idempotent-Replayed'],
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const redis = deps.redis;
  app.get(
    '/readyz',
    readinessHandler(
      {
        database: () => Promise.all([orm.em.getConnection().execute('select 1'), reads.ping()]),
        queue: () => queue.ping(),
        ...(redis ? { redis: () => redis.ping() } : {}),
        // Reported, never failing readiness: without it reads go to the primary (see readinessHandler).
        ...(reads.replicated ? { replica: { check: () => reads.pingReplica(), required: false } } : {}),
      },
      logger,
      undefined,
      () => draining,
    ),
  );

  const idempotency = new Idempotency({
    execute: (sql, params) => orm.em.getConnection().execute(sql, params),
    logger,
    ttlSeconds: env.idempotencyKeyTtlSeconds,
    lockSeconds: IDEMPOTENCY_LOCK_SECONDS,
  });
  // Before any body reader: a keyed request's body is digested as it is read.
  app.use(digestKeyedBodies);

  const rateLimit = generalRateLimit({
    store: createStore(counters, 'rl:api:'),
    max: env.rateLimitMax,
    windowMs: env.rateLimitWindowMs,
    refused: () => metrics.rateLimitRefused('api'),
  });

  // Before the REST routers: each ends in a catch-all 404 that would answer `<mount>/openapi.json`.
  if (apis.length > 0) mountDocs(app, compiled, served.schema, served.rules);
  // GraphiQL builds its editor from the schema: without introspection it could not work.
  if (env.graphqlIntrospection) mountGraphiql(app);
  mountPlaceholderImages(app);

  // The storefront REST API and GraphQL share one per-IP budget.
  for (const { api, routes } of compiled) {
    app.use(
      api.mount,
      createRestRouter(api, routes, {
        schema: served.schema,
        createContext,
        logger,
        bodyLimitBytes: env.bodyLimitBytes,
        uploadMaxBytes: env.uploadMaxBytes,
        uploadLimits: { employeeImport: env.employeeImportMaxBytes },
        rateLimit: api.rateLimited ? rateLimit : undefined,
        longBody,
        rules: served.rules,
        operations,
        idempotency,
      }),
    );
  }

  let apollo: ApolloServer<RequestContext> | undefined;
  const graphqlJson = express.json({ limit: env.bodyLimitBytes });
  // The largest cap of any operation: each one's own cap is enforced where it reads its file.
  const uploads = graphqlUploads({ maxBytes: Math.max(env.uploadMaxBytes, env.employeeImportMaxBytes), maxFiles: 5 });

  // A multipart operation carries files: its body gets the upload bound.
  const graphqlMultipart: express.RequestHandler = (req, _res, next) => {
    if (req.is('multipart/form-data')) allowLongBody(req);
    next();
  };

  const documentSizeLimit: express.RequestHandler = (req, res, next) => {
    const body = req.body as { query?: unknown } | undefined;
    const problem = documentSizeProblem(body?.query) ?? documentSizeProblem((req.query as { query?: unknown }).query);
    if (!problem) return next();
    res.status(400).json({ errors: [{ message: problem.message, extensions: { code: 'BAD_USER_INPUT' } }] });
  };

  const contextSource = (req: Request) => ({
    requestId: String(req.id),
    ip: req.ip ?? '',
    headers: req.headers,
    protocol: req.protocol,
    host: req.host,
    log: () => req.log ?? logger,
  });
  /** A mutation sent with an `Idempotency-Key`: claimed for its caller before Apollo runs it. */
  const keyedMutations: express.RequestHandler = async (req, res, next) => {
    try {
      const build = () => createContext(contextSource(req));
      if (await claimKey(idempotency, req, res, build, () => isMutationRequest(req.body))) next();
    } catch (error) {
      sendGraphqlError(res, error);
    }
  };

  return {
    express: app,
    served,
    apis,
    services,
    modules,
    metrics,
    async start(httpServer) {
      idempotency.startSweeping();
      apollo = new ApolloServer<RequestContext>({
        // The served schema, its operations made as the REST routes' are (compiled.ts).
        gateway: compiledGateway(served.schema, operations),
        introspection: env.graphqlIntrospection,
        // Without introspection, "Did you mean ...?" suggestions would map the schema anyway.
        hideSchemaDetailsFromClientErrors: !env.graphqlIntrospection,
        csrfPrevention: true,
        // The process handles SIGINT/SIGTERM itself (drain, then close the database).
        stopOnTerminationSignals: false,
        includeStacktraceInErrorResponses: env.nodeEnv === 'development',
        // The token cap stops the parser itself; the byte cap runs before it (documentSizeLimit).
        parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
        validationRules: [depthLimitRule(env.graphqlMaxDepth), safeLiteralsRule],
        formatError: (formatted, error) => formatGraphqlError(formatted, error, env, logger),
        plugins: [
          ApolloServerPluginDrainHttpServer({ httpServer }),
          safeVariablesPlugin(),
          costLimitPlugin(env.graphqlMaxCost),
          unavailableAnswers(),
          ...uncacheableAnswers(),
          ...(measuring ? [metrics.graphqlOperations()] : []),
          env.nodeEnv === 'production' ? ApolloServerPluginLandingPageDisabled() : landingPage(env),
        ],
      });
      await apollo.start();
      await queue.start();
      for (const module of modules) await module.onStart?.(services, orm.em as EntityManager);
      app.use(
        '/graphql',
        rateLimit,
        graphqlMultipart,
        graphqlJson,
        uploads,
        // After both body readers, so that a multipart request's operations are capped too.
        documentSizeLimit,
        keyedMutations,
        expressMiddleware(apollo, {
          context: async ({ req, res }: { req: Request; res: express.Response }) =>
            keyedContext(res) ?? createContext(contextSource(req)).catch(serviceUnavailable),
        }),
      );
      app.use('/graphql', graphqlRateLimited);
      app.use((req, res) => {
        res.status(404).json({ error: 'Not found', path: req.path });
      });
      app.use((err: unknown, req: Request, res: express.Response, _next: express.NextFunction) => {
        const status = (err as { status?: number }).status;
        if (status === 413) return res.status(413).json({ error: 'Request body too large' });
        if (status === 400) return res.status(400).json({ error: 'Bad request' });
        if (status === 415) return res.status(415).json({ error: 'Unsupported body encoding; send UTF-8 JSON' });
        (req.log ?? logger).error({ err }, 'unhandled error');
        res.status(500).json({ error: INTERNAL_MESSAGE });
      });
    },
    drain() {
      if (draining) return;
      draining = true;
      queue.pause().catch((error: unknown) => logger.error({ err: error }, 'pausing the job queue failed'));
    },
    async stop() {
      await apollo?.stop();
      await queue.stop(env.shutdownTimeoutMs);
      await reads.close();
      metrics.stop();
      idempotency.stopSweeping();
      unfollow?.();
      unwatch();
      unwait();
    },
  };
}

/** Apollo's Sandbox, whose page links to the offline GraphiQL when that is served. */
function landingPage(env: Env) {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false });
  return env.graphqlIntrospection ? withGraphiqlLink(sandbox) : sandbox;
}
