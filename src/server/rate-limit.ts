import type { RequestHandler } from 'express';
import { MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { RateLimitedError } from '../graphql/errors';

export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';

/** Where counters live: this process, or Redis so that several instances share one count. */
export function createStore(redis: Redis | undefined, prefix: string): Store {
  if (!redis) return new MemoryStore();
  return new RedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
  });
}

/**
 * A fixed-window counter usable outside Express middleware: logins are counted by the login
 * use case itself, so REST and GraphQL logins share one budget.
 */
export class Limiter {
  private constructor(
    private readonly store: Store,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  static async create(store: Store, max: number, windowMs: number): Promise<Limiter> {
    await store.init?.({ windowMs } as Options);
    return new Limiter(store, max, windowMs);
  }

  /** Counts one attempt for `key`; throws RATE_LIMITED once the window's budget is spent. */
  async consume(key: string): Promise<void> {
    const { totalHits, resetTime } = await this.store.increment(key);
    if (totalHits > this.max) {
      const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : this.windowMs;
      throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
  }

  async reset(key: string): Promise<void> {
    await this.store.resetKey(key);
  }
}

/**
 * The general per-IP limiter: `RateLimit-*` headers (draft 6) and `Retry-After` on 429. A
 * refused request goes on as a RATE_LIMITED error, so that whatever error handler the mount has
 * writes it in its own format (each REST API's formatter, GraphQL's error list).
 */
export function generalRateLimit(options: { store: Store; max: number; windowMs: number }): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    store: options.store,
    handler: (req, _res, next) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : options.windowMs;
      next(new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    },
  });
}
