import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { Logger } from '../observability/logger';
import { isDatabaseUnavailable } from './unavailable';

/** The server a request's plain reads go to. */
export type ReadTarget = 'primary' | 'replica';

/**
 * The replica's bounds, after GitLab's database load balancer: how long a writer sticks to the
 * primary, how long a replica position is trusted, how far behind a replica may be and still serve.
 */
export const REPLICA_BOUNDS = {
  /** An actor that wrote reads the primary for this long, unless the replica has replayed the write. */
  stickyMs: 30_000,
  /** A replica position asked for an actor that wrote is reused for this long. */
  positionMs: 20,
  /** How often the replica's state is asked again while reads go to it. */
  statusMs: 1000,
  /** A replica whose replay is further behind than this serves no reads until it catches up. */
  maxLagSeconds: 30,
  /** After the replica failed, reads stay on the primary for this long before it is tried again. */
  retryMs: 1000,
} as const;

/** A WAL position (`16/B374D848`) as a number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The last WAL position each actor wrote, for `stickyMs`: shared through Redis or in this process. */
interface WritePositions {
  get(actor: string): Promise<bigint | undefined>;
  set(actor: string, lsn: bigint): Promise<void>;
}

/** This process's positions (with Redis too: a write recorded here counts while Redis fails to store it). */
class MemoryPositions implements WritePositions {
  private readonly positions = new Map<string, { lsn: bigint; until: number }>();
  private sets = 0;

  async get(actor: string): Promise<bigint | undefined> {
    return this.peek(actor);
  }

  peek(actor: string): bigint | undefined {
    const entry = this.positions.get(actor);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.lsn;
    this.positions.delete(actor);
    return undefined;
  }

  async set(actor: string, lsn: bigint): Promise<void> {
    const now = Date.now();
    const previous = this.peek(actor);
    this.positions.set(actor, {
      lsn: previous !== undefined && previous > lsn ? previous : lsn,
      until: now + REPLICA_BOUNDS.stickyMs,
    });
    // Expired entries go now and then, so that the map holds the recent writers only.
    if (++this.sets % 1000 === 0) {
      for (const [key, entry] of this.positions) if (entry.until <= now) this.positions.delete(key);
    }
  }
}

/** Keeps the greater position: two instances may record one actor's writes out of order. */
const KEEP_GREATER = `local v = redis.call('GET', KEYS[1])
if (not v) or v < ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

/** Positions shared by every instance: a write on one is seen by the actor's next read on another. */
class RedisPositions implements WritePositions {
  private readonly local = new MemoryPositions();

  constructor(private readonly redis: Redis) {}

  /** The greater of this instance's and the fleet's: another instance may have recorded a later write. */
  async get(actor: string): Promise<bigint | undefined> {
    const value = await this.redis.get(`replica:lsn:${actor}`);
    const shared = value === null ? undefined : BigInt(`0x${value}`);
    const known = this.local.peek(actor);
    return known === undefined || (shared !== undefined && shared > known) ? shared : known;
  }

  async set(actor: string, lsn: bigint): Promise<void> {
    await this.local.set(actor, lsn);
    // Fixed-width hex, so that Redis compares positions as strings.
    const value = lsn.toString(16).padStart(16, '0');
    await this.redis.eval(KEEP_GREATER, 1, `replica:lsn:${actor}`, value, String(REPLICA_BOUNDS.stickyMs));
  }
}

/** What one request's plain reads may use. */
interface RequestRouting {
  actor: string;
  /** The request writes (a mutation, a REST call other than GET): every read goes to the primary. */
  writes: boolean;
  /** Decided at the request's first plain read and kept: its reads never go back in time. */
  target?: Promise<ReadTarget>;
  /** Its actor wrote lately and the replica may not have replayed that (or whether it wrote is unknown). */
  ownWrites?: boolean;
}

interface ReplicaStatus {
  /** When this was asked (or, for a failed read, seen). */
  at: number;
  /** The replica's replay position; undefined while it is unreachable or not a standby. */
  lsn?: bigint;
  usable: boolean;
}

/** What the replica answers about itself: whether it is a standby, what it replayed and received. */
const STATUS_SQL = `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn,
  pg_last_wal_receive_lsn()::text as received`;

/**
 * Chooses the server of each request's plain reads: the replica, unless the request writes, its
 * actor (the signed-in principal, or a guest's address) wrote within `stickyMs` and the replica has
 * not replayed that write yet, or the replica is unreachable or lagging. Requests it does not know
 * (jobs, start-up work) read the primary.
 */
export class ReplicaRouter {
  private readonly requests = new WeakMap<EntityManager, RequestRouting>();
  private readonly positions: WritePositions;
  private status: ReplicaStatus = { at: 0, usable: false };
  private asking?: Promise<ReplicaStatus>;
  /** When the question under way was sent. */
  private askingAt = 0;
  /** Why the replica serves no reads, while it does not (logged once when it starts). */
  private problem?: string;
  /**
   * The oldest position known to exist that the replica had not replayed when last asked (a write of
   * this instance, or WAL the replica received), and since when: its lag. Not the time since the last
   * replayed commit, which on a quiet database is old although nothing waits.
   */
  private behind?: { lsn: bigint; at: number };
  private sharedFailing = false;

  constructor(
    private readonly primary: Pool,
    private readonly replica: Pool,
    private readonly logger: Logger,
    redis?: Redis,
  ) {
    this.positions = redis ? new RedisPositions(redis) : new MemoryPositions();
    void this.ask();
  }

  /** Registers a request's EntityManager and its actor; reads of any other go to the primary. */
  begin(em: EntityManager, actor: string): void {
    this.requests.set(em, { actor, writes: false });
  }

  /** The request writes: its plain reads go to the primary, and its actor's next ones too. */
  writes(em: EntityManager): void {
    const routing = this.requests.get(em);
    if (routing) {
      routing.writes = true;
      routing.target = Promise.resolve('primary');
    }
  }

  /**
   * After a writing request's work, before its answer: when it `succeeded`, remembers the primary's
   * WAL position for its actor, so that the actor's next request (on any instance) sees what it
   * wrote. A refused one (a failed login, a rejected input) marks nothing: a guest's actor is its
   * address, shared by the guests behind it, who would otherwise learn from where their reads go
   * that someone there tried. Never throws.
   */
  async wrote(em: EntityManager, succeeded: boolean): Promise<void> {
    const routing = this.requests.get(em);
    if (!routing?.writes || !succeeded) return;
    let lsn: bigint;
    try {
      // The insert position, past every record written so far (the commits of this request
      // included); `pg_current_wal_lsn()`, what was written out of the WAL buffers, may lag behind it.
      const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      lsn = parseLsn(rows[0].lsn);
    } catch (error) {
      // The primary failed the request's own statements too, most likely: nothing was written.
      this.logger.warn({ err: error }, 'the WAL position of a write could not be read from the primary');
      return;
    }
    this.behind ??= { lsn, at: Date.now() };
    try {
      await this.positions.set(routing.actor, lsn);
      this.shared(true);
    } catch (error) {
      // Kept in this instance's memory only: the actor may read the replica too early on another.
      this.shared(false, error);
    }
  }

  /** Where `em`'s plain reads go. */
  target(em: EntityManager): Promise<ReadTarget> {
    const routing = this.requests.get(em);
    if (!routing) return Promise.resolve('primary');
    routing.target ??= this.choose(routing);
    return routing.target;
  }

  /** A read on the replica failed: that request reads the primary from now on, and an outage all of them. */
  failed(em: EntityManager, error: unknown): void {
    const routing = this.requests.get(em);
    if (routing) routing.target = Promise.resolve('primary');
    if (isDatabaseUnavailable(error)) this.settle({ at: Date.now(), usable: false }, 'it cannot be reached', error);
  }

  /** Readiness: asks the replica now; throws naming why it serves no reads. */
  async probe(): Promise<void> {
    const status = await this.askedSince(Date.now());
    if (!status.usable) throw new Error(this.problem ?? 'the replica serves no reads');
  }

  /**
   * Whether a read of `em` that the primary failed may be read on the replica: the primary is
   * missing (the leader changes) and the request reads nothing it or its actor wrote, so that
   * the replica, even one found unusable a moment ago, answers rather than nobody.
   */
  mayReadReplica(em: EntityManager): boolean {
    const routing = this.requests.get(em);
    return routing !== undefined && !routing.writes && !routing.ownWrites;
  }

  private async choose(routing: RequestRouting): Promise<ReadTarget> {
    const { actor } = routing;
    const status = this.status;
    const age = Date.now() - status.at;
    if (!status.usable) {
      // Down or lagging: the primary, while the replica is asked again in the background.
      if (age >= REPLICA_BOUNDS.retryMs) void this.ask();
      return 'primary';
    }
    if (age >= REPLICA_BOUNDS.statusMs) void this.ask();
    let wrote: bigint | undefined;
    try {
      wrote = await this.positions.get(actor);
      this.shared(true);
    } catch (error) {
      // Whether the actor wrote is unknown: the primary is always right.
      this.shared(false, error);
      routing.ownWrites = true;
      return 'primary';
    }
    // Replay only moves forward: a position known to cover the write still does.
    if (wrote === undefined || (status.lsn !== undefined && status.lsn >= wrote)) return 'replica';
    const fresh = await this.askedSince(Date.now() - REPLICA_BOUNDS.positionMs);
    if (fresh.usable && fresh.lsn !== undefined && fresh.lsn >= wrote) return 'replica';
    routing.ownWrites = true;
    return 'primary';
  }

  /** The replica's state as asked after `since`: the last answer, the question under way, or a new one. */
  private async askedSince(since: number): Promise<ReplicaStatus> {
    if (this.status.at > since) return this.status;
    if (this.asking && this.askingAt > since) return this.asking;
    if (this.asking) await this.asking;
    return this.status.at > since ? this.status : this.ask();
  }

  /** Asks the replica where it is, unless a question is under way (then its answer). */
  private ask(): Promise<ReplicaStatus> {
    if (this.asking) return this.asking;
    const at = Date.now();
    this.askingAt = at;
    this.asking = this.replica
      .query<{ standby: boolean; lsn: string | null; received: string | null }>(STATUS_SQL)
      .then(
        ({ rows: [row] }) => {
          if (!row.standby || row.lsn === null) {
            return this.settle({ at, usable: false }, 'it is not a standby (not in recovery)');
          }
          const lsn = parseLsn(row.lsn);
          if (this.behind && lsn >= this.behind.lsn) this.behind = undefined;
          const received = row.received === null ? undefined : parseLsn(row.received);
          if (!this.behind && received !== undefined && received > lsn) this.behind = { lsn: received, at };
          const lagSeconds = this.behind ? (Date.now() - this.behind.at) / 1000 : 0;
          if (lagSeconds > REPLICA_BOUNDS.maxLagSeconds) {
            return this.settle({ at, lsn, usable: false }, `it is ${Math.round(lagSeconds)} s behind`);
          }
          return this.settle({ at, lsn, usable: true });
        },
        (error: unknown) => this.settle({ at, usable: false }, 'it cannot be reached', error),
      )
      .finally(() => {
        this.asking = undefined;
      });
    return this.asking;
  }

  /** Keeps the replica's new state; logs when it stops or starts serving reads, not on every question. */
  private settle(status: ReplicaStatus, problem?: string, error?: unknown): ReplicaStatus {
    // An answer to a question sent before the state last changed (a read that failed since) is old news.
    if (status.at < this.status.at) return this.status;
    this.status = status;
    if (problem && !this.problem) {
      this.logger.warn({ err: error }, `the read replica serves no reads (${problem}): plain reads go to the primary`);
    } else if (!problem && this.problem) {
      this.logger.info('the read replica serves plain reads again');
    }
    this.problem = problem;
    return status;
  }

  /** Logs once when the shared write positions (Redis) fail, and once when they work again. */
  private shared(ok: boolean, error?: unknown): void {
    if (!ok && !this.sharedFailing) {
      this.logger.warn(
        { err: error },
        'the write positions of the read replica are unavailable: reads go to the primary',
      );
    } else if (ok && this.sharedFailing) {
      this.logger.info('the write positions of the read replica are available again');
    }
    this.sharedFailing = !ok;
  }
}
