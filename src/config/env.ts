/**
 * The one module that reads the process environment. Every variable is parsed and validated here
 * at boot; a bad value stops the process with a message naming the variable.
 */

import { isIP, isIPv4, isIPv6 } from 'node:net';
import { bool, EnvError, int, oneOf, parseDuration, raw, secret, url, type Source } from './env-values';

import { tracing, type TracingConfig } from './env-tracing';

export { EnvError, parseDuration } from './env-values';
export type { TracingConfig } from './env-tracing';

export type NodeEnv = 'production' | 'development' | 'test';
/** The argon2id cost of new password hashes: src/modules/identity/auth/password.ts. */
export type PasswordHashProfile = 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Env {
  nodeEnv: NodeEnv;
  port: number;
  /**
   * The address clients reach this server at (`PUBLIC_URL`), without a trailing slash: where the
   * payroll answers' links and the demo data's image links start. Absent: a link starts with the
   * request's own protocol and host.
   */
  publicUrl?: string;
  /** External PostgreSQL; absent means the embedded server under `dataDir`. */
  databaseUrl?: string;
  /**
   * A streaming replica for the plain reads of queries (`DATABASE_READ_URL`); absent: every read
   * goes to `databaseUrl`.
   */
  databaseReadUrl?: string;
  /** Used by the test suite only: the server on which per-worker databases are created. */
  testDatabaseUrl?: string;
  dataDir: string;
  migrateOnStart: boolean;
  /**
   * Whether the hot point reads may be named prepared statements planned once per connection
   * (default). False behind a transaction pooler (PgBouncer before 1.21, or without
   * `max_prepared_statements`): then every statement is unnamed and no connection is opened with
   * session settings, so any server connection may run any transaction.
   */
  databasePreparedStatements: boolean;
  /**
   * How long a statement that needs a new connection to the primary, or a plain read of it, waits
   * for one while the leader changes (a switchover, a failover), counted from the outage's first
   * failure; past it, each answers 503 at once until the primary is back. 0 waits for nothing.
   */
  databasePrimaryWaitMs: number;
  jwtAccessSecret?: string;
  jwtRefreshSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a placed order waits for its payment before the expiry job cancels it (`ORDER_PAYMENT_TTL`). */
  orderPaymentTtlSeconds: number;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  stripeApiBase?: URL;
  /**
   * The card payment gateway: Stripe, the development gateway (never in production), or none
   * (the payment routes answer 503).
   */
  paymentGateway: 'stripe' | 'development' | 'none';
  redisUrl?: string;
  /** Value handed to Express' `trust proxy` setting: a hop count or a list of proxies (never `true`). */
  trustProxy: false | number | string;
  corsOrigins: string[] | true;
  superAdminEmail?: string;
  superAdminPassword?: string;
  appConfigPath?: string;
  logLevel: LogLevel;
  seedDemo: boolean;
  rateLimitWindowMs: number;
  rateLimitMax: number;
  loginRateLimitMax: number;
  /** Failed credential checks per account per window, from any address it has not signed in from. */
  loginAccountRateLimitMax: number;
  /** How long the answer of a request sent with an `Idempotency-Key` is kept for its retries. */
  idempotencyKeyTtlSeconds: number;
  graphqlIntrospection: boolean;
  graphqlMaxDepth: number;
  graphqlMaxCost: number;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  /** The employee CSV import's own upload cap (its files are streamed to storage, never held whole). */
  employeeImportMaxBytes: number;
  shutdownTimeoutMs: number;
  /** A client must send a request's head within this (`HTTP_HEADERS_TIMEOUT_MS`). */
  headersTimeoutMs: number;
  /** ... and the whole request, body included, within this (`HTTP_REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs: number;
  /** The bound of a request to an upload or import route (`HTTP_UPLOAD_TIMEOUT_MS`). */
  uploadTimeoutMs: number;
  /** A body that goes silent this long is cut, on upload routes too (`HTTP_BODY_IDLE_TIMEOUT_MS`). */
  bodyIdleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (`HTTP_KEEP_ALIVE_TIMEOUT_MS`). */
  keepAliveTimeoutMs: number;
  /**
   * How long a stopping process keeps serving with `/readyz` answering 503 before it closes its
   * listener: the time a balancer needs to see that and stop sending requests.
   */
  shutdownDrainMs: number;
  /** Background jobs this instance runs at once (0: it only enqueues; other instances run them). */
  jobWorkers: number;
  /** How often an idle worker looks for queued jobs (a job enqueued here wakes it at once). */
  jobPollIntervalMs: number;
  /** A job whose executor shows no sign of life for this long is retried once, then failed. */
  jobExpireSeconds: number;
  /** Rows the employee import reads, writes and checkpoints per step (one transaction each). */
  importBatchRows: number;
  /** Bearer token of `GET /metrics`; absent: the main port serves no metrics (404). */
  metricsToken?: string;
  /** A port of its own serving only `GET /metrics` (the token is asked for there too when set). */
  metricsPort?: number;
  /** The address `metricsPort` listens on: loopback unless `METRICS_HOST` names another (then with a token). */
  metricsHost: string;
  /** OpenTelemetry tracing, from the standard `OTEL_*` variables; absent: no tracing at all. */
  tracing?: TracingConfig;
  /**
   * The argon2id cost of new password hashes (`PASSWORD_HASH_PROFILE`): `production` (default), or
   * `test`, the least cost, which only `NODE_ENV=test` accepts (the test suite's own apps).
   */
  passwordHashProfile: PasswordHashProfile;
}

/** `PUBLIC_URL`: links are built by appending paths to it, so a query or fragment cannot stand. */
function publicUrl(source: Source): string | undefined {
  const value = url(source, 'PUBLIC_URL', ['http:', 'https:']);
  if (value === undefined) return undefined;
  const parsed = new URL(value);
  if (parsed.search !== '' || parsed.hash !== '' || value.includes('?') || value.includes('#')) {
    throw new EnvError('PUBLIC_URL', 'expected a URL without query or fragment');
  }
  return value.replace(/\/+$/, '');
}

/** The longest payment wait: an unpaid order holds its stock, so weeks would be a stock leak, not a grace period. */
const MAX_ORDER_PAYMENT_TTL_SECONDS = 30 * 86_400;

/** `ORDER_PAYMENT_TTL` (default 60m): a duration of at most 30 days. */
function orderPaymentTtl(source: Source): number {
  const seconds = parseDuration('ORDER_PAYMENT_TTL', raw(source, 'ORDER_PAYMENT_TTL') ?? '60m');
  if (seconds > MAX_ORDER_PAYMENT_TTL_SECONDS) throw new EnvError('ORDER_PAYMENT_TTL', 'expected at most 30d');
  return seconds;
}

/**
 * How long a client may take: seconds, never the minutes of Node's defaults that let slow clients
 * hold every socket. Each bound must fit inside the next (a head inside its request, a request
 * inside the upload bound), as Node refuses a head bound above the request's.
 */
function httpTimeouts(source: Source) {
  const headersTimeoutMs = int(source, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  const requestTimeoutMs = int(source, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000);
  const uploadTimeoutMs = int(source, 'HTTP_UPLOAD_TIMEOUT_MS', 300_000, 100, 3_600_000);
  const bodyIdleTimeoutMs = int(source, 'HTTP_BODY_IDLE_TIMEOUT_MS', 10_000, 100, 600_000);
  const keepAliveTimeoutMs = int(source, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 600_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new EnvError('HTTP_HEADERS_TIMEOUT_MS', `must not exceed HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  if (requestTimeoutMs > uploadTimeoutMs) {
    throw new EnvError('HTTP_REQUEST_TIMEOUT_MS', `must not exceed HTTP_UPLOAD_TIMEOUT_MS (${uploadTimeoutMs})`);
  }
  return { headersTimeoutMs, requestTimeoutMs, uploadTimeoutMs, bodyIdleTimeoutMs, keepAliveTimeoutMs };
}

/** The names Express's `trust proxy` knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose `X-Forwarded-For` is believed: a hop count (the app is reached only through
 * that many proxies), or a list of their addresses, CIDR ranges or Express's range names. `true`
 * would believe any client's own header, so that clients could choose their address and with it
 * every limit's key: it is refused.
 */
function trustProxy(source: Source): false | number | string {
  const value = raw(source, 'TRUST_PROXY');
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const safeForms = "use a hop count (1), or the proxies' addresses or CIDR ranges (10.0.0.5, 10.0.0.0/8, loopback)";
  if (value.toLowerCase() === 'true') {
    throw new EnvError('TRUST_PROXY', `"true" would trust any client's X-Forwarded-For; ${safeForms}`);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !proxyEntry(entry));
  if (bad !== undefined) throw new EnvError('TRUST_PROXY', `"${bad}" is not an address or range; ${safeForms}`);
  return entries.join(',');
}

function corsOrigins(source: Source): string[] | true {
  const value = raw(source, 'CORS_ORIGINS');
  if (value === undefined || value === '*') return true;
  return value.split(',').map((origin, i) => {
    const trimmed = origin.trim();
    try {
      return new URL(trimmed).origin;
    } catch {
      throw new EnvError('CORS_ORIGINS', `entry ${i + 1} ("${trimmed}") is not an origin URL`);
    }
  });
}

/**
 * `PAYMENT_GATEWAY`, by default Stripe when its secret key is set; otherwise the development
 * gateway outside production, and none in production (which refuses the development one).
 */
function paymentGateway(source: Source, production: boolean): Env['paymentGateway'] {
  const hasKey = raw(source, 'STRIPE_SECRET_KEY') !== undefined;
  const chosen = oneOf(
    source,
    'PAYMENT_GATEWAY',
    ['stripe', 'development', 'none'] as const,
    hasKey ? 'stripe' : production ? 'none' : 'development',
  );
  if (chosen === 'development' && production) {
    throw new EnvError('PAYMENT_GATEWAY', 'the development payment gateway is refused in production');
  }
  if (chosen === 'stripe' && !hasKey) throw new EnvError('PAYMENT_GATEWAY', 'stripe needs STRIPE_SECRET_KEY');
  return chosen;
}

/** `DATABASE_READ_URL`: a replica of `DATABASE_URL`'s server, so never without it. */
function readUrl(source: Source, databaseUrl: string | undefined): string | undefined {
  const value = url(source, 'DATABASE_READ_URL', ['postgres:', 'postgresql:']);
  if (value !== undefined && databaseUrl === undefined) {
    throw new EnvError('DATABASE_READ_URL', 'needs DATABASE_URL (the embedded server has no replica)');
  }
  return value;
}

/**
 * `METRICS_HOST`, by default loopback. Any other address exposes the metrics beyond this machine,
 * so it needs `METRICS_TOKEN`.
 */
function metricsHost(source: Source): string {
  const value = raw(source, 'METRICS_HOST') ?? '127.0.0.1';
  if (isIP(value) === 0 && !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)) {
    throw new EnvError('METRICS_HOST', `expected an IP address or a host name, got "${value}"`);
  }
  if (!isLoopback(value) && raw(source, 'METRICS_TOKEN') === undefined) {
    throw new EnvError('METRICS_HOST', `"${value}" is not a loopback address: it needs METRICS_TOKEN`);
  }
  return value;
}

/** `localhost`, 127.0.0.0/8 and ::1 (IPv4-mapped too); `0.0.0.0` and `::` are every interface. */
function isLoopback(host: string): boolean {
  const lower = host.toLowerCase();
  if (lower === 'localhost') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIPv4(v4)) return v4.startsWith('127.');
  // The URL parser writes an IPv6 address in its shortest form (`0:0:0:0:0:0:0:1` is `::1`).
  return isIPv6(lower) && new URL(`http://[${lower}]/`).hostname === '[::1]';
}

/** Reads and validates the environment. Throws {@link EnvError} naming the first bad variable. */
export function loadEnv(source: Source = process.env): Env {
  const nodeEnv = oneOf(source, 'NODE_ENV', ['production', 'development', 'test'] as const, 'development');
  const production = nodeEnv === 'production';
  const databaseUrl = url(source, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const stripeApiBase = url(source, 'STRIPE_API_BASE', ['http:', 'https:']);
  const superAdminEmail = raw(source, 'SUPER_ADMIN_EMAIL');
  if (superAdminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(superAdminEmail)) {
    throw new EnvError('SUPER_ADMIN_EMAIL', 'expected an e-mail address');
  }
  const superAdminPassword = raw(source, 'SUPER_ADMIN_PASSWORD');
  if (superAdminPassword !== undefined && superAdminPassword.length < 6) {
    throw new EnvError('SUPER_ADMIN_PASSWORD', 'must be at least 6 characters');
  }
  const port = int(source, 'PORT', 4000, 0, 65535);
  const metricsPort = raw(source, 'METRICS_PORT') === undefined ? undefined : int(source, 'METRICS_PORT', 0, 0, 65535);
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    throw new EnvError('METRICS_PORT', `must differ from PORT (${port})`);
  }
  return {
    nodeEnv,
    port,
    publicUrl: publicUrl(source),
    databaseUrl,
    databaseReadUrl: readUrl(source, databaseUrl),
    testDatabaseUrl: url(source, 'TEST_DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: raw(source, 'DATA_DIR') ?? '.data',
    migrateOnStart: bool(source, 'MIGRATE_ON_START', true),
    databasePreparedStatements: bool(source, 'DATABASE_PREPARED_STATEMENTS', true),
    databasePrimaryWaitMs: int(source, 'DATABASE_PRIMARY_WAIT_MS', 8000, 0, 60_000),
    jwtAccessSecret: secret(source, 'JWT_ACCESS_SECRET', production),
    jwtRefreshSecret: secret(source, 'JWT_REFRESH_SECRET', production),
    accessTokenTtlSeconds: parseDuration('ACCESS_TOKEN_TTL', raw(source, 'ACCESS_TOKEN_TTL') ?? '15m'),
    idempotencyKeyTtlSeconds: parseDuration('IDEMPOTENCY_KEY_TTL', raw(source, 'IDEMPOTENCY_KEY_TTL') ?? '24h'),
    refreshTokenTtlSeconds: parseDuration('REFRESH_TOKEN_TTL', raw(source, 'REFRESH_TOKEN_TTL') ?? '7d'),
    orderPaymentTtlSeconds: orderPaymentTtl(source),
    stripeSecretKey: raw(source, 'STRIPE_SECRET_KEY'),
    stripePublishableKey: raw(source, 'STRIPE_PUBLISHABLE_KEY'),
    stripeWebhookSecret: raw(source, 'STRIPE_WEBHOOK_SECRET'),
    stripeApiBase: stripeApiBase ? new URL(stripeApiBase) : undefined,
    paymentGateway: paymentGateway(source, production),
    redisUrl: url(source, 'REDIS_URL', ['redis:', 'rediss:']),
    trustProxy: trustProxy(source),
    corsOrigins: corsOrigins(source),
    superAdminEmail,
    superAdminPassword,
    appConfigPath: raw(source, 'APP_CONFIG'),
    logLevel: oneOf(
      source,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    seedDemo: bool(source, 'SEED_DEMO', databaseUrl === undefined),
    rateLimitWindowMs: int(source, 'RATE_LIMIT_WINDOW_MS', 900_000, 1000),
    rateLimitMax: int(source, 'RATE_LIMIT_MAX', 100, 1),
    loginRateLimitMax: int(source, 'LOGIN_RATE_LIMIT_MAX', 5, 1),
    loginAccountRateLimitMax: int(source, 'LOGIN_ACCOUNT_RATE_LIMIT_MAX', 20, 1),
    graphqlIntrospection: bool(source, 'GRAPHQL_INTROSPECTION', !production),
    graphqlMaxDepth: int(source, 'GRAPHQL_MAX_DEPTH', 10, 2, 100),
    graphqlMaxCost: int(source, 'GRAPHQL_MAX_COST', 5000, 10),
    bodyLimitBytes: int(source, 'BODY_LIMIT_BYTES', 4 * 1024 * 1024, 1024),
    uploadMaxBytes: int(source, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024),
    employeeImportMaxBytes: int(source, 'EMPLOYEE_IMPORT_MAX_BYTES', 64 * 1024 * 1024, 1024),
    shutdownTimeoutMs: int(source, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
    ...httpTimeouts(source),
    shutdownDrainMs: int(source, 'SHUTDOWN_DRAIN_MS', 0, 0, 600_000),
    jobWorkers: int(source, 'JOB_WORKERS', 2, 0, 32),
    jobPollIntervalMs: int(source, 'JOB_POLL_INTERVAL_MS', 2000, 500, 600_000),
    jobExpireSeconds: int(source, 'JOB_EXPIRE_SECONDS', 900, 2, 86_400),
    importBatchRows: int(source, 'IMPORT_BATCH_ROWS', 10_000, 1, 50_000),
    metricsToken: secret(source, 'METRICS_TOKEN', false),
    metricsPort,
    metricsHost: metricsHost(source),
    tracing: tracing(source),
    passwordHashProfile: passwordHashProfile(source, nodeEnv),
  };
}

/** `PASSWORD_HASH_PROFILE`: the test cost is refused unless `NODE_ENV` is `test`. */
function passwordHashProfile(source: Source, nodeEnv: NodeEnv): PasswordHashProfile {
  const profile = oneOf(source, 'PASSWORD_HASH_PROFILE', ['production', 'test'] as const, 'production');
  if (profile === 'test' && nodeEnv !== 'test') {
    throw new EnvError(
      'PASSWORD_HASH_PROFILE',
      `"test" (a weak cost for the test suite) needs NODE_ENV=test, not ${nodeEnv}`,
    );
  }
  return profile;
}
