import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from './logger';

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
  /** Runs `task` every `intervalMs` while the queue is started (errors are logged, not thrown). */
  repeat(intervalMs: number, task: () => Promise<void>): void;
}

export interface QueueOptions {
  connectionString: string;
  workers: number;
  pollIntervalMs: number;
  expireSeconds: number;
  logger: Logger;
}

/** A pg-boss backed {@link JobQueue}. Handlers are registered before {@link start}. */
export class PgJobQueue implements JobQueue {
  readonly instanceId = randomUUID();
  private boss?: PgBoss;
  private readonly handlers = new Map<string, QueueHandler>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: QueueOptions) {}

  /** Registers the handler of `queue` (before {@link start}). */
  handle(queue: string, handler: QueueHandler): void {
    if (this.handlers.has(queue)) throw new Error(`Queue ${queue} has two handlers`);
    this.handlers.set(queue, handler);
  }

  async start(): Promise<void> {
    const { connectionString, workers, pollIntervalMs, expireSeconds, logger } = this.options;
    const boss = new PgBoss({ connectionString, max: 4, application_name: 'payroll-jobs' });
    boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const [queue, handler] of this.handlers) {
      await boss.createQueue(queue, { name: queue, retryLimit: 1, retryDelay: 1, expireInSeconds: expireSeconds });
      const ids: string[] = [];
      for (let i = 0; i < workers; i++) {
        ids.push(
          await boss.work<Record<string, unknown>>(
            queue,
            { pollingIntervalSeconds: pollIntervalMs / 1000, batchSize: 1 },
            async ([job]) => handler(job.data),
          ),
        );
      }
      this.workerIds.set(queue, ids);
    }
  }

  async send(queue: string, data: Record<string, unknown>): Promise<void> {
    if (!this.boss) throw new Error('The job queue is not started');
    await this.boss.send(queue, data);
    for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  repeat(intervalMs: number, task: () => Promise<void>): void {
    const timer = setInterval(() => {
      if (this.boss) task().catch((error: unknown) => this.options.logger.error({ err: error }, 'queue task failed'));
    }, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  /** Stops taking work and waits for the jobs in progress (bounded by `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000) });
  }
}
