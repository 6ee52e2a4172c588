import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Knex } from '@mikro-orm/postgresql';
import { createServer, type Server } from 'node:http';
import express, { type Request, type RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One pool's connections at the moment of a scrape. */
export interface PoolStats {
  pool: string;
  inUse: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** A queue's messages waiting for a worker. */
export interface QueueDepth {
  queue: string;
  depth: number;
}

/** What a background job reports when its execution ends (see {@link Metrics.jobFinished}). */
export interface JobObserver {
  jobFinished(type: string, outcome: string, seconds: number): void;
}

/** The API a request path belongs to: its label, and its mount. */
export interface MetricsApi {
  name: string;
  mount: string;
}

/** A request's measurements, kept in its async context while it runs. */
interface RequestMeasure {
  statements: number;
  operation?: string;
}

/** A scrape does not wait longer than this for the database (queue depth). */
const SCRAPE_QUERY_TIMEOUT_MS = 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * The Prometheus metrics of one application instance, on a registry of its own (so several
 * apps in one process, as in the tests, do not share or clash). Requests are measured only when
 * {@link observeRequests} is mounted, which the app does when a scrape token is configured.
 */
export class Metrics implements JobObserver {
  readonly registry = new Registry();
  private readonly measures = new AsyncLocalStorage<RequestMeasure>();
  /** The operation names labelled as themselves: the server's own, never a client's choice. */
  private readonly operations: ReadonlySet<string>;
  private readonly detached: (() => void)[] = [];
  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by API, route template (GraphQL: operation name) and status class.',
    labelNames: ['api', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestStatements = new Histogram({
    name: 'http_request_sql_statements',
    help: 'SQL statements sent by one HTTP request (the ORM and the read pools), by API and route template.',
    labelNames: ['api', 'route'] as const,
    buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 100],
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limiter (api: the general per-IP limit; login: login attempts).',
    labelNames: ['limiter'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Background job executions by job type and outcome (Completed, CompletedWithErrors, Failed, Interrupted, Paused).',
    labelNames: ['type', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [this.registry],
  });

  /**
   * @param knownOperations the GraphQL operation names that get a label of their own (the REST
   * routes' and the shipped client documents'); any other name is counted as `other`.
   */
  constructor(knownOperations: Iterable<string> = []) {
    this.operations = new Set(knownOperations);
  }

  /** Adds Node's process metrics (CPU, memory, event loop lag, GC, handles). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Reports the connections of the pools `source` lists on each scrape. */
  pools(source: () => PoolStats[]): void {
    const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          for (const stats of source()) this.set({ pool: stats.pool }, pick(stats));
        },
      });
    gauge('db_pool_connections_in_use', 'PostgreSQL connections checked out of each pool.', (s) => s.inUse);
    gauge('db_pool_connections_idle', 'PostgreSQL connections open and idle in each pool.', (s) => s.idle);
    gauge('db_pool_waiting', 'Callers waiting for a connection of each pool.', (s) => s.waiting);
  }

  /**
   * Reports, on each scrape, the primary pools' connections dropped because their server was no
   * longer the primary (src/db/leader-guard.ts).
   */
  notPrimary(dropped: Record<string, number>): void {
    new Counter({
      name: 'db_connections_dropped_total',
      help: 'Primary pool connections dropped as their server was no longer the primary (read_only: opened before a write was refused read-only; in_recovery: refused as they opened on a standby).',
      labelNames: ['reason'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [reason, count] of Object.entries(dropped)) this.inc({ reason }, count);
      },
    });
  }

  /** Reports the queue depths `source` reads on each scrape (nothing while the database does not answer). */
  queueDepth(source: () => Promise<QueueDepth[]>): void {
    new Gauge({
      name: 'job_queue_depth',
      help: 'Background jobs waiting for a worker, by queue.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<QueueDepth[]>((resolve) => {
          timer = setTimeout(() => resolve([]), SCRAPE_QUERY_TIMEOUT_MS);
        });
        const depths = await Promise.race([source().catch(() => []), late]).finally(() => clearTimeout(timer));
        for (const { queue, depth } of depths) this.set({ queue }, depth);
      },
    });
  }

  rateLimitRefused(limiter: 'api' | 'login'): void {
    this.refusals.inc({ limiter });
  }

  jobFinished(type: string, outcome: string, seconds: number): void {
    this.jobDuration.observe({ type, outcome }, seconds);
  }

  /**
   * Measures every request after it: duration and SQL statements, labelled by API, route template
   * and status class. Statements are the ORM knex's `query` events (the read pools announce theirs
   * there too), counted for the request whose async context sent them.
   */
  observeRequests(apis: MetricsApi[], knex: Knex): RequestHandler {
    const count = () => {
      const measure = this.measures.getStore();
      if (measure) measure.statements++;
    };
    knex.on('query', count);
    this.detached.push(() => knex.off('query', count));
    const mounts = apis.map(({ name, mount }) => ({ name, mount, prefix: `${mount}/` }));
    const apiOf = (path: string) =>
      mounts.find(({ mount, prefix }) => path === mount || path.startsWith(prefix))?.name ?? 'other';
    return (req, res, next) => {
      const started = process.hrtime.bigint();
      const api = apiOf(req.path);
      const measure: RequestMeasure = { statements: 0 };
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const route = api === 'graphql' ? (measure.operation ?? 'unknown') : routeOf(req);
        const status = res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
        this.requestDuration.observe({ api, route, status }, seconds);
        this.requestStatements.observe({ api, route }, measure.statements);
      };
      res.once('finish', finish);
      res.once('close', finish);
      this.measures.run(measure, next);
    };
  }

  /** Stops listening to the ORM (an app stopped while its ORM lives on, as in the tests). */
  stop(): void {
    for (const detach of this.detached.splice(0)) detach();
  }

  /** Names the request's GraphQL operation (its label on `/graphql`), once Apollo resolved it. */
  graphqlOperations(): ApolloServerPlugin {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ operationName }) => {
          const measure = this.measures.getStore();
          if (measure) measure.operation = this.operationLabel(operationName);
        },
      }),
    };
  }

  /** Serves the registry; with a `token`, only to callers presenting `Authorization: Bearer <token>` (401 otherwise). */
  scrape(token?: string): RequestHandler {
    const expected = token === undefined ? undefined : sha256(token);
    return (req, res, next) => {
      const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      if (expected && (!match || !timingSafeEqual(sha256(match[1]), expected))) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).json({ error: 'A valid metrics token is required' });
        return;
      }
      this.registry.metrics().then((text) => {
        res.setHeader('Content-Type', this.registry.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
      }, next);
    };
  }

  /**
   * Operation names come from clients: only the server's own become labels, so that made-up names
   * can neither multiply the series nor crowd out the real operations.
   */
  private operationLabel(name: string | null): string {
    if (!name) return 'unknown';
    return this.operations.has(name) ? name : 'other';
  }
}

/** Where the metrics listener binds, and the token it asks for. */
export interface MetricsListen {
  port: number;
  /** Loopback unless configured otherwise (`METRICS_HOST`, which then comes with a token). */
  host: string;
  token?: string;
}

/**
 * Serves only `GET /metrics` on `port` (`METRICS_PORT`) at `host`, for scrapers on this machine
 * or on a network the public one does not reach; the token is asked for there too when one is set.
 */
export async function listenMetrics(metrics: Metrics, { port, host, token }: MetricsListen): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metrics.scrape(token));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** The route template that answered (`/products/:id`), never the path itself; `unknown` when none did. */
function routeOf(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : 'unknown';
}

/** The connections of knex's pool (the ORM's): tarn's counts. */
export function knexPoolStats(knex: Knex): PoolStats {
  const pool = (knex.client as { pool?: TarnPool }).pool;
  return {
    pool: 'orm',
    inUse: pool?.numUsed() ?? 0,
    idle: pool?.numFree() ?? 0,
    waiting: pool?.numPendingAcquires() ?? 0,
  };
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The counts of a pg pool. */
export function pgPoolStats(pool: string, pg: { totalCount: number; idleCount: number; waitingCount: number }) {
  return { pool, inUse: pg.totalCount - pg.idleCount, idle: pg.idleCount, waiting: pg.waitingCount };
}
