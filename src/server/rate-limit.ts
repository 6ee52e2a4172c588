import type { RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, type Options, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { RateLimitedError } from '../graphql/errors';
import type { Logger } from '../observability/logger';

export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';

/** How long a counter update may wait for Redis before this instance counts in its own memory. */
export const REDIS_COUNTER_TIMEOUT_MS = 500;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The rate-limit counters of one Redis connection, shared by every instance. While Redis does not
 * answer (stopped, restarting, unreachable), each limit counts in this instance's memory instead,
 * so the limits still hold per instance and no request fails because of Redis; when it answers
 * again, the shared counters are used again. Each switch is logged once.
 */
export class SharedCounters {
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly timeoutMs = REDIS_COUNTER_TIMEOUT_MS,
  ) {
    // A connection error without a listener is printed by ioredis on every reconnection attempt.
    redis.on('error', (error: unknown) => this.lost(error));
    redis.on('ready', () => this.back());
  }

  /** A store for the counters under `prefix`. */
  store(prefix: string): Store {
    const shared = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) => this.redis.call(command, ...args) as Promise<RedisReply>,
    });
    // Loaded at once and awaited only when used: a load that fails while Redis is away is loaded
    // again by the next command, and must not end the process as an unhandled rejection meanwhile.
    shared.incrementScriptSha.catch(() => undefined);
    shared.getScriptSha.catch(() => undefined);
    return new FallbackStore(shared, new MemoryStore(), this);
  }

  /** Runs `op` on the shared store when Redis answers in time, else on the local one. */
  async use<T>(shared: Store, local: Store, op: (store: Store) => T | Promise<T>): Promise<T> {
    // Not connected: counting locally at once beats waiting for a reconnection.
    if (this.redis.status === 'ready') {
      try {
        const result = await within(Promise.resolve(op(shared)), this.timeoutMs);
        this.back();
        return result;
      } catch (error) {
        this.lost(error);
      }
    }
    return op(local);
  }

  private lost(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      { err: error },
      "Redis is unavailable: rate limits count in this instance's memory until it answers again",
    );
  }

  private back(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.logger.info('Redis answers again: rate limits use the shared counters');
  }
}

/** A store on Redis that counts in memory while Redis does not answer (see {@link SharedCounters}). */
class FallbackStore implements Store {
  readonly localKeys = false;

  constructor(
    private readonly shared: RedisStore,
    private readonly local: MemoryStore,
    private readonly counters: SharedCounters,
  ) {}

  get prefix(): string {
    return this.shared.prefix;
  }

  init(options: Options): void {
    this.shared.init(options);
    this.local.init(options);
  }

  increment(key: string) {
    return this.counters.use(this.shared, this.local, (store) => store.increment(key));
  }

  decrement(key: string) {
    return this.counters.use(this.shared, this.local, (store) => store.decrement(key));
  }

  resetKey(key: string) {
    return this.counters.use(this.shared, this.local, (store) => store.resetKey(key));
  }

  get(key: string) {
    return this.counters.use(this.shared, this.local, (store) => store.get?.(key));
  }

  shutdown(): void {
    this.local.shutdown();
  }
}

/** Where counters live: this process, or Redis (see {@link SharedCounters}) so that several instances share one count. */
export function createStore(counters: SharedCounters | undefined, prefix: string): Store {
  return counters ? counters.store(prefix) : new MemoryStore();
}

/**
 * The general per-IP limiter: a fixed window per client address (an IPv6 address by its /56, as
 * express-rate-limit keys it), `RateLimit-*` headers (draft 6) on every answer and `Retry-After`
 * on 429. A refused request goes on as a RATE_LIMITED error, so that whatever error handler the
 * mount has writes it in its own format (each REST API's formatter, GraphQL's error list). A store
 * that fails fails the request (the shared store answers from memory while Redis is away).
 *
 * express-rate-limit's middleware did the same through five awaited steps, option lookups and
 * debug calls on every request, about a fifteenth of a point read's CPU: here the options are
 * read once and a request costs one counter update.
 */
export function generalRateLimit(options: {
  store: Store;
  max: number;
  windowMs: number;
  /** Called on each refusal (metrics). */
  refused?: () => void;
}): RequestHandler {
  const { store, max, windowMs } = options;
  // The window the store counts in, as express-rate-limit initialises it; a failing start does not
  // stop the server (the store's counter updates answer for it).
  void Promise.resolve(store.init?.({ windowMs } as Options)).catch(() => undefined);
  const policy = `${max};w=${Math.ceil(windowMs / 1000)}`;
  const limit = String(max);
  return (req, res, next) => {
    let counted: ReturnType<Store['increment']>;
    try {
      counted = store.increment(ipKeyGenerator(req.ip ?? ''));
    } catch (error) {
      return next(error);
    }
    Promise.resolve(counted).then(({ totalHits, resetTime }) => {
      const resetMs = resetTime ? resetTime.getTime() - Date.now() : windowMs;
      const resetSeconds = Math.max(0, Math.ceil(resetMs / 1000));
      if (!res.headersSent) {
        res.setHeader('RateLimit-Policy', policy);
        res.setHeader('RateLimit-Limit', limit);
        res.setHeader('RateLimit-Remaining', String(Math.max(max - totalHits, 0)));
        res.setHeader('RateLimit-Reset', String(resetSeconds));
      }
      if (totalHits <= max) return next();
      options.refused?.();
      next(new RateLimitedError(Math.max(1, Math.ceil(resetMs / 1000))));
    }, next);
  };
}
