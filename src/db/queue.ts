import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
// The worker's bookkeeping, patched below (no type declarations of its own).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PgBossManager = require('pg-boss/src/manager') as { prototype: object };
import { demoted, isNotPrimary, verifyPrimary, watchPool } from './leader-guard';
import { retryOnConflict } from './retry';
import { DATABASE_TIMEOUTS, isDatabaseUnavailable } from './unavailable';
import type { Logger } from '../observability/logger';
import { pgPoolStats, type PoolStats, type QueueDepth } from '../observability/metrics';
import type { Tracing } from '../observability/tracing';

/**
 * pg-boss 10 records a job's completion or failure without awaiting it once the handler returns,
 * so a database lost at that moment rejected with no one listening, and Node ends a process on an
 * unhandled rejection. Here such a failure is reported on the queue's `error` event instead: the
 * message expires and is retried, and the job's own row is recovered (see the payroll job runner).
 */
for (const method of ['complete', 'fail'] as const) {
  const prototype = PgBossManager.prototype as Record<string, unknown> & EventEmitter;
  const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
  prototype[method] = function (this: EventEmitter, ...args: unknown[]) {
    return original.apply(this, args).catch((error: unknown) => {
      this.emit('error', error);
    });
  };
}

/** What a worker does with one queued message. Throwing marks the message failed (pg-boss retries it). */
export type QueueHandler = (data: Record<string, unknown>) => Promise<void>;

/**
 * The background queue: pg-boss on the application's own PostgreSQL, so queued work survives a
 * restart and any instance may run it. Domain code sees only {@link JobQueue}.
 */
export interface JobQueue {
  /** Enqueues `data` on `queue`; a worker of this instance, if any, is woken at once. */
  send(queue: string, data: Record<string, unknown>): Promise<void>;
  /** This instance's id (the marker of the work it runs). */
  readonly instanceId: string;
  /**
   * Sends an empty message to `queue` on the `cron` schedule (UTC), once per tick across every
   * instance on this database: pg-boss keeps the schedule in its tables (it outlives a restart),
   * one instance at a time turns a due tick into a message, and one worker runs it. Idempotent:
   * each starting instance may register the same schedule. The queue must have a handler.
   */
  schedule(queue: string, cron: string): Promise<void>;
  /** Runs `task` every `intervalMs` while the queue is started (errors are logged, not thrown). */
  repeat(intervalMs: number, task: () => Promise<void>): void;
  /**
   * Runs `task` when the queue stops while work is still in progress after the shutdown wait,
   * before the queue closes (so `task` may still {@link send}): the place to give such work back
   * so that the next instance runs it at once instead of waiting for it to expire.
   */
  onStop(task: () => Promise<void>): void;
}

/** Resolves when every promise of `running` settled, or after `ms`. */
async function settled(running: Set<Promise<unknown>>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...running]),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

export interface QueueOptions {
  connectionString: string;
  workers: number;
  pollIntervalMs: number;
  expireSeconds: number;
  logger: Logger;
  /** A span for each job (linked to the trace that queued it), when tracing is on. */
  tracing?: Tracing;
  /**
   * Runs the queue's installation (pg-boss's schema, then each queue's table) one starting
   * instance at a time: that DDL, run by neighbours at once, deadlocks.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** A pg-boss backed {@link JobQueue}. Handlers are registered before {@link start}. */
export class PgJobQueue implements JobQueue {
  readonly instanceId = randomUUID();
  private boss?: PgBoss;
  private readonly handlers = new Map<string, QueueHandler>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopTasks: (() => Promise<void>)[] = [];
  /** Handlers of this instance still running. */
  private readonly running = new Set<Promise<void>>();
  /** When the database's absence was last reported (see {@link reportError}). */
  private outageReportedAt = 0;
  /** Set by {@link pause}: the workers stop taking jobs. */
  private pausing?: Promise<void>;
  /** Undoes the pool's registration with the leader guard. */
  private unwatch?: () => void;

  constructor(private readonly options: QueueOptions) {}

  /** Registers the handler of `queue` (before {@link start}). */
  handle(queue: string, handler: QueueHandler): void {
    if (this.handlers.has(queue)) throw new Error(`Queue ${queue} has two handlers`);
    this.handlers.set(queue, handler);
  }

  async start(): Promise<void> {
    const { connectionString, workers, pollIntervalMs, expireSeconds } = this.options;
    // pg-boss hands its options to its pg pool, including the connect timeout its types omit.
    // A new connection that lands on a standby after a failover is refused (leader-guard.ts).
    const poolOptions: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number; verify: typeof verifyPrimary } = {
      connectionString,
      max: 4,
      application_name: 'payroll-jobs',
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      verify: verifyPrimary,
    };
    const boss = new PgBoss(poolOptions);
    boss.on('error', (error: unknown) => this.reportError(error));
    const exclusive = this.options.exclusive ?? ((work) => work());
    try {
      await exclusive(async () => {
        await boss.start();
        for (const queue of this.handlers.keys()) {
          // A queue's table can still deadlock with a running neighbour's maintenance; its
          // creation is idempotent, so it is run again.
          await retryOnConflict(
            () =>
              boss.createQueue(queue, { name: queue, retryLimit: 1, retryDelay: 1, expireInSeconds: expireSeconds }),
            { onRetry: (error) => this.options.logger.warn({ err: error, queue }, 'creating the queue: retrying') },
          );
        }
      });
    } catch (error) {
      // Its timers and pool would keep the failed process alive; pg-boss ignores a stop before
      // its start has finished, so its pool is closed here too.
      await boss.stop({ graceful: false }).catch(() => undefined);
      const db = boss.getDb() as { opened?: boolean; close?: () => Promise<void> };
      if (db.opened) await db.close?.().catch(() => undefined);
      throw error;
    }
    this.boss = boss;
    const pool = (boss.getDb() as { pool?: Pool }).pool;
    if (pool) this.unwatch = watchPool(pool);
    for (const [queue, handler] of this.handlers) {
      const ids: string[] = [];
      for (let i = 0; i < workers; i++) {
        ids.push(
          await boss.work<Record<string, unknown>>(
            queue,
            { pollingIntervalSeconds: pollIntervalMs / 1000, batchSize: 1 },
            async ([job]) => this.track(this.run(queue, job, handler)),
          ),
        );
      }
      this.workerIds.set(queue, ids);
    }
  }

  /**
   * Throws unless the queue is started and its own connections reach the database (readiness).
   * A worker polls again after an error, so an outage pauses the queue and its end resumes it.
   */
  async ping(): Promise<void> {
    if (!this.boss) throw new Error('The job queue is not started');
    await this.boss.getDb().executeSql('select 1', []);
  }

  /** Messages waiting for a worker (queued or waiting for a retry), per queue. */
  async depth(): Promise<QueueDepth[]> {
    const boss = this.boss;
    if (!boss) return [];
    return Promise.all(
      [...this.handlers.keys()].map(async (queue) => ({ queue, depth: await boss.getQueueSize(queue) })),
    );
  }

  /** The connections of the queue's own pool (metrics). */
  poolStats(): PoolStats[] {
    const pool = (this.boss?.getDb() as { pool?: Pool } | undefined)?.pool;
    return pool ? [pgPoolStats('jobs', pool)] : [];
  }

  /**
   * Each worker's poll fails while the database is unreachable: that is said once a minute, as a
   * warning, not once a poll.
   */
  private reportError(error: unknown, message = 'job queue error'): void {
    const { logger } = this.options;
    if (isNotPrimary(error)) demoted(error, logger);
    if (!isDatabaseUnavailable(error)) return logger.error({ err: error }, message);
    const now = Date.now();
    if (now - this.outageReportedAt < 60_000) return;
    this.outageReportedAt = now;
    logger.warn({ err: error }, 'job queue paused: the database is unreachable; workers retry each poll');
  }

  /** Runs a job's handler, inside its span when tracing is on. */
  private run(queue: string, job: PgBoss.Job<Record<string, unknown>>, handler: QueueHandler): Promise<void> {
    const { tracing } = this.options;
    return tracing ? tracing.job(queue, job, () => handler(job.data)) : handler(job.data);
  }

  async send(queue: string, data: Record<string, unknown>): Promise<void> {
    if (!this.boss) throw new Error('The job queue is not started');
    const { tracing } = this.options;
    try {
      await this.boss.send(queue, tracing ? { ...data, ...tracing.messageContext() } : data);
    } catch (error) {
      if (isNotPrimary(error)) demoted(error, this.options.logger);
      throw error;
    }
    for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  async schedule(queue: string, cron: string): Promise<void> {
    if (!this.boss) throw new Error('The job queue is not started');
    if (!this.handlers.has(queue)) throw new Error(`Queue ${queue} has no handler`);
    await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }

  repeat(intervalMs: number, task: () => Promise<void>): void {
    const timer = setInterval(() => {
      if (this.boss) task().catch((error: unknown) => this.reportError(error, 'queue task failed'));
    }, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  onStop(task: () => Promise<void>): void {
    this.stopTasks.push(task);
  }

  private async track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
  }

  /**
   * Stops taking new work; the jobs in progress go on (a retiring instance, while it drains: the
   * jobs still queued are left to the instances that stay).
   */
  pause(): Promise<void> {
    const boss = this.boss;
    if (!boss) return Promise.resolve();
    return (this.pausing ??= (async () => {
      for (const queue of this.handlers.keys()) await boss.offWork(queue);
    })());
  }

  /**
   * Stops taking work and waits for the jobs in progress (bounded by `timeoutMs`); what still runs
   * then is handed to the {@link onStop} tasks to be given back.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    const boss = this.boss;
    if (!boss) return;
    await this.pause();
    await settled(this.running, timeoutMs);
    if (this.running.size > 0) {
      for (const task of this.stopTasks) {
        await task().catch((error: unknown) => this.options.logger.error({ err: error }, 'queue stop task failed'));
      }
      // Work given back returns promptly; pg-boss fails whatever still runs when it closes.
      await settled(this.running, 2000);
    }
    this.boss = undefined;
    this.unwatch?.();
    await boss.stop({ graceful: true, wait: true, timeout: 1000 });
  }
}
