import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import cors from 'cors';
import express, { type Express, type Request } from 'express';
import type { Server } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from '../config/app-config';
import type { Env } from '../config/env';
import { createContextFactory, type RequestContext, type Services } from '../graphql/context';
import { INTERNAL_MESSAGE, normalizeError } from '../graphql/errors';
import { costLimitPlugin, depthLimitRule } from '../graphql/limits';
import { buildServedSchema, type ServedSchema } from '../graphql/schema';
import { Authenticator } from '../modules/identity/auth/authenticator';
import { TokenService } from '../modules/identity/auth/token.service';
import { MODULES } from '../modules';
import type { AppModule } from '../modules/module';
import { restApis } from '../rest/apis';
import { compileRoutes, createRestRouter, type RestApi } from '../rest/engine';
import { mountDocs } from './docs';
import type { Logger } from './logger';
import { createStore, generalRateLimit, Limiter, RATE_LIMIT_MESSAGE } from './rate-limit';

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
}

export interface App {
  express: Express;
  served: ServedSchema;
  apis: RestApi[];
  services: Services;
  modules: AppModule[];
  /** Starts Apollo; must be awaited before serving requests. */
  start(httpServer: Server): Promise<void>;
  stop(): Promise<void>;
}

/** Assembles the Express application: GraphQL, the REST APIs, docs, health and limits. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { env, appConfig, orm, logger } = deps;
  const modules = deps.modules ?? MODULES;
  const served = buildServedSchema(modules, appConfig);
  const apis = appConfig.rest ? (deps.apis ?? restApis(modules)) : [];
  const compiled = apis.map((api) => ({ api, routes: compileRoutes(served.schema, api) }));

  const tokens = new TokenService({
    accessSecret: deps.secrets.jwtAccessSecret,
    refreshSecret: deps.secrets.jwtRefreshSecret,
    accessTtlSeconds: env.accessTokenTtlSeconds,
    refreshTtlSeconds: env.refreshTokenTtlSeconds,
  });
  const loginLimiter = await Limiter.create(
    createStore(deps.redis, 'rl:login:'),
    env.loginRateLimitMax,
    env.rateLimitWindowMs,
  );
  const authenticator = new Authenticator(tokens, loginLimiter);
  const services: Services = { env, tokens, authenticator, loginLimiter, logger };
  const createContext = createContextFactory(services, orm.em);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);
  app.set('query parser', 'extended');
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.use(
    cors({ origin: env.corsOrigins, exposedHeaders: ['X-Request-Id', 'X-Total-Count', 'Location', 'Retry-After'] }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });

  const rateLimit = generalRateLimit({
    store: createStore(deps.redis, 'rl:api:'),
    max: env.rateLimitMax,
    windowMs: env.rateLimitWindowMs,
    body: () => ({
      success: false,
      error: RATE_LIMIT_MESSAGE,
      errors: [{ message: RATE_LIMIT_MESSAGE, extensions: { code: 'RATE_LIMITED' } }],
    }),
  });

  // Before the REST routers: each ends in a catch-all 404 that would answer `<mount>/openapi.json`.
  if (apis.length > 0) mountDocs(app, apis, served.schema);

  // The storefront REST API and GraphQL share one per-IP budget.
  for (const { api, routes } of compiled) {
    app.use(
      api.mount,
      createRestRouter(api, routes, {
        schema: served.schema,
        createContext,
        logger,
        bodyLimitBytes: env.bodyLimitBytes,
        rateLimit: api.name === 'storefront' ? rateLimit : undefined,
      }),
    );
  }

  let apollo: ApolloServer<RequestContext> | undefined;
  const graphqlJson = express.json({ limit: env.bodyLimitBytes });
  // One byte over the limit lets readUpload tell a file of exactly the limit from a cut one.
  const uploads = graphqlUploadExpress({ maxFileSize: env.uploadMaxBytes + 1, maxFiles: 5 });

  return {
    express: app,
    served,
    apis,
    services,
    modules,
    async start(httpServer) {
      apollo = new ApolloServer<RequestContext>({
        schema: served.schema,
        introspection: env.graphqlIntrospection,
        csrfPrevention: true,
        // The process handles SIGINT/SIGTERM itself (drain, then close the database).
        stopOnTerminationSignals: false,
        includeStacktraceInErrorResponses: env.nodeEnv === 'development',
        validationRules: [depthLimitRule(env.graphqlMaxDepth)],
        formatError: (formatted, error) => formatGraphqlError(formatted, error, env, logger),
        plugins: [
          ApolloServerPluginDrainHttpServer({ httpServer }),
          costLimitPlugin(env.graphqlMaxCost),
          env.nodeEnv === 'production'
            ? ApolloServerPluginLandingPageDisabled()
            : ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false }),
        ],
      });
      await apollo.start();
      app.use(
        '/graphql',
        rateLimit,
        graphqlJson,
        uploads,
        expressMiddleware(apollo, {
          context: async ({ req }: { req: Request }) =>
            createContext({
              requestId: String(req.id),
              ip: req.ip ?? '',
              headers: req.headers,
              log: req.log ?? logger,
            }),
        }),
      );
      app.use((req, res) => {
        res.status(404).json({ error: 'Not found', path: req.path });
      });
      app.use((err: unknown, req: Request, res: express.Response, _next: express.NextFunction) => {
        const status = (err as { status?: number }).status;
        if (status === 413) return res.status(413).json({ error: 'Request body too large' });
        if (status === 400) return res.status(400).json({ error: 'Bad request' });
        (req.log ?? logger).error({ err }, 'unhandled error');
        res.status(500).json({ error: INTERNAL_MESSAGE });
      });
    },
    async stop() {
      await apollo?.stop();
    },
  };
}

/** Keeps user-facing errors as they are; hides anything else behind a generic message. */
function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  env: Env,
  logger: Logger,
): GraphQLFormattedError {
  if (normalizeError(error).code !== 'INTERNAL_SERVER_ERROR') return formatted;
  // GraphQL's own request errors (parse, validation) already carry a code and no internals.
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error({ err: normalizeError(error).internal }, 'GraphQL resolver failed');
  if (env.nodeEnv === 'development') return formatted;
  return {
    message: INTERNAL_MESSAGE,
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
