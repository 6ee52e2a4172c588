import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from '../config/env';
import type { Tracing } from './tracing';

export type { Logger };

const CENSOR = '[redacted]';

/** Header and body fields that never reach a log line, wherever they sit. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'adminPassword',
    'currentPassword',
    'newPassword',
    'passwordHash',
    'refreshToken',
    'accessToken',
    'token',
    'apiKey',
    'secret',
    'authorization',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Secrets recognisable by shape: password hashes, JWTs and API keys. */
const SECRET_PATTERNS: RegExp[] = [
  /\$argon2(?:id|i|d)\$[^\s'",)]*/g,
  /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g,
  /\bpk_[\w-]{8,}/g,
  /\b(?:sk|rk|whsec)_(?:live|test)?_?[\w]{8,}/g,
];

/** Replaces every secret-shaped part of a text. */
export function scrubSecrets(text: string): string {
  let scrubbed = text;
  for (const pattern of SECRET_PATTERNS) scrubbed = scrubbed.replace(pattern, CENSOR);
  return scrubbed;
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  // Errors, requests and the like are left to their serializers (which scrub errors themselves).
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubDeep(item, depth + 1);
  return out;
}

interface DatabaseErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  sqlState?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
}

/** PostgreSQL's errors (and MikroORM's wrappers of them) carry a five-character SQLSTATE and a severity. */
function isDatabaseError(err: DatabaseErrorLike): boolean {
  const code = err.sqlState ?? err.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (err.severity !== undefined || 'sqlState' in err);
}

/**
 * A database error reduced to what explains it without exposing data: SQLSTATE, constraint,
 * table and column. The statement and its parameters (hashes, e-mails, tokens) and PostgreSQL's
 * `detail` (`Key (email)=(...)`) are dropped; the message keeps PostgreSQL's own sentence without
 * the value it quotes after a colon.
 */
function serializeDatabaseError(err: DatabaseErrorLike): Record<string, unknown> {
  // MikroORM writes "<sql> - <message>\n - detail: <detail>"; PostgreSQL's sentence is the middle.
  const full = (err.message ?? '').split('\n')[0];
  const driverMessage = full.includes(' - ') ? full.slice(full.lastIndexOf(' - ') + 3) : full;
  const message = driverMessage.split(/:\s/)[0];
  const frames = (err.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
  return {
    type: err.name ?? 'DatabaseError',
    message,
    code: err.sqlState ?? err.code,
    constraint: err.constraint,
    table: err.table,
    column: err.column,
    routine: err.routine,
    stack: `${err.name ?? 'DatabaseError'}: ${message}\n${frames.join('\n')}`,
  };
}

/** The causes an error wraps (GraphQL's `originalError`, `cause`). */
function causeOf(err: unknown): unknown {
  if (err === null || typeof err !== 'object') return undefined;
  const { originalError, cause } = err as { originalError?: unknown; cause?: unknown };
  return originalError ?? cause;
}

/**
 * A URL with its query-string values replaced, names kept: a client may put a password or a
 * token in a query (`/graphql?query=mutation{login(...)}`), and the log must not carry it.
 */
function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${CENSOR}`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** The request log's `req` serializer (given pino's standard one): the URL and query without values. */
export function serializeRequest<T extends { url?: string; query?: unknown }>(req: T): T {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  if (req.query && typeof req.query === 'object') {
    req.query = Object.fromEntries(Object.keys(req.query).map((name) => [name, CENSOR]));
  }
  return req;
}

/**
 * The `err` serializer: database errors anywhere in the chain are reduced (see above); every
 * other error is pino's standard serialization with secret-shaped text scrubbed.
 */
export function serializeError(input: unknown): unknown {
  // The request log hands this serializer pino's own serialization, the error itself in `raw`.
  const raw = input !== null && typeof input === 'object' ? (input as { raw?: unknown }).raw : undefined;
  const err = raw instanceof Error ? raw : input;
  for (let link = err, hops = 0; link && hops < 5; link = causeOf(link), hops++) {
    if (typeof link === 'object' && isDatabaseError(link as DatabaseErrorLike)) {
      const reduced = serializeDatabaseError(link as DatabaseErrorLike);
      if (link === err) return reduced;
      const outer = err as { name?: string; message?: string };
      return { type: outer.name ?? 'Error', message: scrubSecrets(outer.message ?? ''), cause: reduced };
    }
  }
  const standard = pino.stdSerializers.err(err as Error) as unknown;
  if (standard === null || typeof standard !== 'object') return scrubDeep(standard);
  const { raw: _raw, ...rest } = standard as Record<string, unknown>;
  return scrubDeep(rest);
}

/**
 * Why `error` happened, in one line as safe as a log line (see {@link serializeError}): its type,
 * message and code, or those of the database error it wraps. For the operator of a process that
 * cannot log (its logger may be silent, or not made yet).
 */
export function oneLineReason(error: unknown): string {
  // A refused connection to a name of several addresses is an AggregateError with no message.
  const first = error instanceof AggregateError && !error.message && error.errors.length > 0 ? error.errors[0] : error;
  const serialized = serializeError(first);
  if (serialized === null || typeof serialized !== 'object') return scrubSecrets(String(serialized));
  const { type, message, code, cause } = serialized as ReasonParts & { cause?: ReasonParts };
  let line = `${type ?? 'Error'}: ${message ?? ''}`;
  if (cause) line += ` (${cause.type ?? 'Error'}: ${cause.message ?? ''})`;
  const state = code ?? cause?.code;
  if (state !== undefined) line += ` [${state}]`;
  return line.replace(/\s+/g, ' ').trim();
}

interface ReasonParts {
  type?: string;
  message?: string;
  code?: string;
}

/**
 * Structured JSON logs; human-readable lines in development. Secrets are redacted. With
 * `tracing`, each line written inside a span carries its `trace_id` and `span_id`.
 */
export function createLogger(
  env: Pick<Env, 'logLevel' | 'nodeEnv'>,
  /** Where lines go instead of standard output (tests capture them). */
  destination?: DestinationStream,
  tracing?: Pick<Tracing, 'logFields'>,
): Logger {
  const options: pino.LoggerOptions = {
    ...(tracing ? { mixin: () => tracing.logFields() } : {}),
    level: env.logLevel,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError },
    formatters: { log: (object) => scrubDeep(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubSecrets(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    transport:
      env.nodeEnv === 'development' ? { target: 'pino-pretty', options: prettyOptions(env.logLevel) } : undefined,
  });
}

/**
 * Development's human-readable lines: a request is one line (method, path, status, time, request
 * id); its headers and the rest of the request and response objects only at `debug` and below.
 * Anything else a line carries (an error, a note) is still printed under it.
 */
export function prettyOptions(level: Env['logLevel']): Record<string, unknown> {
  const base = { colorize: true, translateTime: 'SYS:HH:MM:ss.l' };
  if (level === 'debug' || level === 'trace') return base;
  return {
    ...base,
    messageFormat:
      '{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {responseTime}ms {end}{if req.id}[{req.id}] {end}{msg}',
    // With tracing on, the trace's ids would add three lines under each; `debug` shows them.
    ignore: 'pid,hostname,req,res,responseTime,trace_id,span_id,trace_flags',
  };
}

/**
 * A logger that builds its target when first used. A request context holds one for the request's
 * logger: copying the context (Apollo copies it for every operation, reading each property) must
 * not build the child logger, which serializes and redacts the request, when no line is written.
 */
export function lazyLogger(build: () => Logger): Logger {
  let target: Logger | undefined;
  const resolved = () => (target ??= build());
  return new Proxy({} as Logger, {
    get(_empty, key) {
      const logger = resolved();
      const value: unknown = Reflect.get(logger, key, logger);
      return typeof value === 'function' ? value.bind(logger) : value;
    },
    has: (_empty, key) => Reflect.has(resolved(), key),
  });
}
