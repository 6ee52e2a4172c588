/**
 * The one module that reads the process environment. Every variable is parsed and validated here
 * at boot; a bad value stops the process with a message naming the variable.
 */

export type NodeEnv = 'production' | 'development' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Env {
  nodeEnv: NodeEnv;
  port: number;
  /** The address clients reach this server at, without a trailing slash (the demo data's image links). */
  publicUrl: string;
  /** External PostgreSQL; absent means the embedded server under `dataDir`. */
  databaseUrl?: string;
  /** Used by the test suite only: the server on which per-worker databases are created. */
  testDatabaseUrl?: string;
  dataDir: string;
  migrateOnStart: boolean;
  jwtAccessSecret?: string;
  jwtRefreshSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
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
  /** Value handed to Express' `trust proxy` setting. */
  trustProxy: boolean | number | string;
  corsOrigins: string[] | true;
  superAdminEmail?: string;
  superAdminPassword?: string;
  appConfigPath?: string;
  logLevel: LogLevel;
  seedDemo: boolean;
  rateLimitWindowMs: number;
  rateLimitMax: number;
  loginRateLimitMax: number;
  graphqlIntrospection: boolean;
  graphqlMaxDepth: number;
  graphqlMaxCost: number;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  shutdownTimeoutMs: number;
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
  /** Bearer token of `GET /metrics`; absent: the main port serves no metrics (404). */
  metricsToken?: string;
  /** A port of its own serving only `GET /metrics` (the token is asked for there too when set). */
  metricsPort?: number;
}

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'EnvError';
  }
}

type Source = Record<string, string | undefined>;

function raw(source: Source, name: string): string | undefined {
  const value = source[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function int(source: Source, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = raw(source, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new EnvError(name, `expected a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new EnvError(name, `expected a number between ${min} and ${max}, got ${n}`);
  return n;
}

function bool(source: Source, name: string, fallback: boolean): boolean {
  const value = raw(source, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new EnvError(name, `expected true or false, got "${value}"`);
}

function oneOf<T extends string>(source: Source, name: string, allowed: readonly T[], fallback: T): T {
  const value = raw(source, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new EnvError(name, `expected one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function url(source: Source, name: string, protocols: string[]): string | undefined {
  const value = raw(source, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new EnvError(name, 'expected a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new EnvError(name, `expected a URL starting with ${protocols.join(' or ')}`);
  }
  return value;
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses `900`, `15m`, `7d` into seconds. */
export function parseDuration(name: string, value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) throw new EnvError(name, `expected a duration such as 900, 15m, 12h or 7d, got "${value}"`);
  const seconds = Number(match[1]) * DURATION_UNITS[match[2] || 's'];
  if (seconds <= 0) throw new EnvError(name, 'expected a duration above zero');
  return seconds;
}

function secret(source: Source, name: string, required: boolean): string | undefined {
  const value = raw(source, name);
  if (value === undefined) {
    if (required) throw new EnvError(name, 'is required in production');
    return undefined;
  }
  if (value.length < 32) throw new EnvError(name, 'must be at least 32 characters long');
  return value;
}

function trustProxy(source: Source): boolean | number | string {
  const value = raw(source, 'TRUST_PROXY');
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  // Express accepts subnet names and address lists: loopback, uniquelocal, 10.0.0.0/8, ...
  return value;
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
    publicUrl: (url(source, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl,
    testDatabaseUrl: url(source, 'TEST_DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: raw(source, 'DATA_DIR') ?? '.data',
    migrateOnStart: bool(source, 'MIGRATE_ON_START', true),
    jwtAccessSecret: secret(source, 'JWT_ACCESS_SECRET', production),
    jwtRefreshSecret: secret(source, 'JWT_REFRESH_SECRET', production),
    accessTokenTtlSeconds: parseDuration('ACCESS_TOKEN_TTL', raw(source, 'ACCESS_TOKEN_TTL') ?? '15m'),
    refreshTokenTtlSeconds: parseDuration('REFRESH_TOKEN_TTL', raw(source, 'REFRESH_TOKEN_TTL') ?? '7d'),
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
    graphqlIntrospection: bool(source, 'GRAPHQL_INTROSPECTION', !production),
    graphqlMaxDepth: int(source, 'GRAPHQL_MAX_DEPTH', 10, 2, 100),
    graphqlMaxCost: int(source, 'GRAPHQL_MAX_COST', 5000, 10),
    bodyLimitBytes: int(source, 'BODY_LIMIT_BYTES', 4 * 1024 * 1024, 1024),
    uploadMaxBytes: int(source, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024),
    shutdownTimeoutMs: int(source, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
    shutdownDrainMs: int(source, 'SHUTDOWN_DRAIN_MS', 0, 0, 600_000),
    jobWorkers: int(source, 'JOB_WORKERS', 2, 0, 32),
    jobPollIntervalMs: int(source, 'JOB_POLL_INTERVAL_MS', 2000, 500, 600_000),
    jobExpireSeconds: int(source, 'JOB_EXPIRE_SECONDS', 900, 2, 86_400),
    metricsToken: secret(source, 'METRICS_TOKEN', false),
    metricsPort,
  };
}
