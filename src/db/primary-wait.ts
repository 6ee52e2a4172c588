import type { Knex } from '@mikro-orm/postgresql';
import { errorChain, isDatabaseUnavailable } from './unavailable';

/**
 * While the leader changes (a switchover, a failover) there is for a few seconds no primary to
 * connect to: the balancer has none to send a connection to, or sends it to a node still in
 * recovery (refused by the leader guard). A statement that needs a new connection then waits for
 * the primary instead of failing at once, up to a bound counted from the outage's first failure:
 * past it every such statement fails at once (503) until a connection opens again, so that a
 * database gone for minutes holds no request for long. Only what is safe to run again waits: the
 * opening of a connection (nothing was sent on it) and a plain read.
 */
export class PrimaryWait {
  /** When the current outage was first met (a failed connection with none opened since). */
  private since?: number;

  constructor(
    /** `DATABASE_PRIMARY_WAIT_MS`: how long an outage is waited out; 0 fails at once. */
    private readonly boundMs: number,
  ) {}

  /** Runs `work` (safe to repeat) until it succeeds, fails otherwise, or the outage's bound has passed. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        const result = await work();
        this.since = undefined;
        return result;
      } catch (error) {
        if (!isPrimaryMissing(error)) throw error;
        const now = Date.now();
        this.since ??= now;
        const left = this.since + this.boundMs - now;
        if (left <= 0) throw error;
        // Jittered, so that the waiting requests of an instance do not all connect at once.
        await new Promise((resolve) => setTimeout(resolve, Math.min(left, 150 + Math.random() * 200)));
      }
    }
  }

  /**
   * The ORM's connections open through {@link run}: a statement outside a transaction and a
   * transaction's first one wait for the primary. Returns the undo.
   */
  follow(knex: Knex): () => void {
    const client = knex.client as { acquireConnection(): Promise<unknown> };
    const acquire = client.acquireConnection;
    // knex's transactions acquire through their client's own method: this instance's.
    client.acquireConnection = () => this.run(() => acquire.call(client));
    return () => {
      client.acquireConnection = acquire;
    };
  }
}

/**
 * Whether `error` says there was no primary to reach: the database unavailable, but not a full
 * pool (knex waited for a free connection already; waiting again would double the bound).
 */
export function isPrimaryMissing(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  for (const { name } of errorChain(error)) if (name === 'KnexTimeoutError') return false;
  return true;
}
