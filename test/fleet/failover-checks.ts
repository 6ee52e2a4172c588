import { Client as PgClient } from 'pg';
import type { Check } from './checks';
import type { Sent } from './client';
import type { Load } from './load';
import type { Member, PatroniCluster, PatroniNode } from './patroni';
import { until, type Instance } from './processes';
import type { Store } from './store';

/**
 * The bounds the failover is held to. The first write after the kill: Patroni's ttl (10 s: the
 * killed leader's lock expires), a loop (2 s) for the standby to take it and promote, HAProxy's
 * next check (1 s), plus the app's reconnect; measured 11 to 13 s on an idle 2-core machine.
 */
export const FAILOVER_BOUNDS = {
  firstWriteMs: 15_000,
  /** After HAProxy routes the primary port to the new leader, requests may still fail this long. */
  settleMs: 5000,
  /** HTTP_REQUEST_TIMEOUT_MS's default: no request may take longer. */
  requestTimeoutMs: 30_000,
  /** A gap between two GETs answered 200 while the leader changes may last this long at most. */
  readGapMs: 3000,
} as const;

/** When things happened, in ms of performance.now(). */
export interface Timeline {
  t0: number;
  killedAt: number;
  /** Patroni's REST API names a new leader. */
  newLeaderAt: number;
  /** HAProxy sends the primary port to the new leader. */
  routedAt: number;
  /** The old leader runs again, as a replica, streaming. */
  rejoinedAt: number;
  switchAt: number;
  /** patronictl returned. */
  switchedAt: number;
  /** HAProxy sends the primary port to the switchover's candidate. */
  switchRoutedAt: number;
  loadEndedAt: number;
}

export interface FailoverFacts {
  cluster: PatroniCluster;
  /** A client of the leader after the switchover, directly (not through HAProxy). */
  leader: PgClient;
  killed: PatroniNode;
  apps: Instance[];
  load: Load;
  store: Store;
  sent: Sent[];
  reads: Sent[];
  timeline: Timeline;
  /** The killed node as it was once back: Patroni's view of it, and whether it was in recovery. */
  rejoined: { member?: Member; standby: boolean };
  /** The error lines the instances logged. */
  errors: string[];
  /** The wall clock at the kill (PostgreSQL's timestamps are on it). */
  killedClock: Date;
  checks: Check[];
}

export const FAILOVER_CHECKS = {
  failures: 'every request that failed answered 503 with Retry-After',
  windows: 'requests failed only while the leader changed (the kill and the switchover)',
  timeout: 'no request took longer than the request timeout',
  firstWrite: 'the first write after the kill succeeded within the bound',
  reads:
    'reads were served throughout: every GET of a visitor who never writes answered 200, and GETs kept being answered',
  inFlight:
    'the switchover failed only requests in flight at it: none sent after patronictl returned failed (the others waited for the new leader)',
  instances: 'no instance exited',
  rejoined: 'the old leader came back as a replica and holds what the new leader holds',
  schedule: 'a scheduled job ran on the new leader after the kill',
  migrations: 'an instance restarted after the failover boots, migrations (advisory lock) included',
  readYourWrites: 'each customer who ordered before the kill reads that order after the switchover',
} as const;

/** The failed requests, by route and answer, the commonest first (three of them). */
export function examples(failed: Sent[]): string {
  const counts = new Map<string, number>();
  for (const s of failed) {
    const key = `${s.method} ${s.path.replace(/[0-9a-f-]{36}/g, ':id')} ${s.status} ${s.answer ?? s.error ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key, n]) => `; ${n} × ${key}`)
    .join('');
}

/** The time of the first write answered 2xx that was sent after `t`, or undefined. */
export function firstWriteAfter(sent: Sent[], t: number): number | undefined {
  const writes = sent.filter((s) => s.method !== 'GET' && s.ok && s.status < 300 && s.started >= t);
  return writes.length === 0 ? undefined : Math.min(...writes.map((s) => s.ended));
}

/** The checks of the failover itself: the failures' statuses and windows, the bounds, the nodes, the jobs. */
export async function failoverChecks(facts: FailoverFacts): Promise<void> {
  const { timeline: t, checks } = facts;
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const all = [...facts.sent, ...facts.reads];
  const failed = all.filter((s) => !s.ok);
  const byStatus = new Map<string, number>();
  for (const s of failed) {
    const key = `${s.status}${s.status === 503 && s.retryAfter === undefined ? ' without Retry-After' : ''}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const inKill = (s: Sent) => s.ended >= t.killedAt && s.started <= t.routedAt + FAILOVER_BOUNDS.settleMs;
  const inSwitch = (s: Sent) => s.ended >= t.switchAt && s.started <= t.switchRoutedAt + FAILOVER_BOUNDS.settleMs;
  const unexplained = failed.filter((s) => !(s.status === 503 && s.retryAfter !== undefined));
  check(
    FAILOVER_CHECKS.failures,
    unexplained.length === 0,
    `${failed.length} failed: ${[...byStatus].map(([k, n]) => `${n} × ${k}`).join(', ') || 'none'}${examples(unexplained)}`,
  );
  const strays = failed.filter((s) => !inKill(s) && !inSwitch(s));
  check(
    FAILOVER_CHECKS.windows,
    strays.length === 0,
    `${failed.filter(inKill).length} at the kill, ${failed.filter(inSwitch).length} at the switchover, ${strays.length} else` +
      strays
        .slice(0, 5)
        .map((s) => `; ${s.method} ${s.path} ${s.status} at ${Math.round(s.started - t.t0)} ms`)
        .join(''),
  );
  const slowest = Math.max(...all.map((s) => s.ended - s.started));
  check(FAILOVER_CHECKS.timeout, slowest <= FAILOVER_BOUNDS.requestTimeoutMs, `slowest ${Math.round(slowest)} ms`);
  const firstWrite = firstWriteAfter(facts.sent, t.killedAt);
  const firstWriteMs = firstWrite === undefined ? Infinity : firstWrite - t.killedAt;
  check(
    FAILOVER_CHECKS.firstWrite,
    firstWriteMs <= FAILOVER_BOUNDS.firstWriteMs,
    `${Math.round(firstWriteMs)} ms after the kill (bound ${FAILOVER_BOUNDS.firstWriteMs} ms)`,
  );
  const served = all
    .filter((s) => s.method === 'GET' && s.status === 200 && s.ended >= t.killedAt)
    .map((s) => s.ended)
    .sort((a, b) => a - b);
  const points = [t.killedAt, ...served, t.loadEndedAt];
  const gap = Math.max(...points.slice(1).map((p, i) => p - points[i]));
  const unread = facts.reads.filter((s) => s.status !== 200);
  check(
    FAILOVER_CHECKS.reads,
    unread.length === 0 && gap <= FAILOVER_BOUNDS.readGapMs,
    `the visitor's GETs: ${facts.reads.length}, ${unread.length} not 200${examples(unread)}; longest gap between GETs answered 200: ${Math.round(gap)} ms`,
  );
  const atSwitch = failed.filter(inSwitch);
  const late = atSwitch.filter((s) => s.started > t.switchedAt);
  const inFlight = all.filter((s) => s.started <= t.switchAt && s.ended >= t.switchAt).length;
  check(
    FAILOVER_CHECKS.inFlight,
    late.length === 0,
    `${atSwitch.length} failed at the switchover, ${late.length} of them sent after patronictl returned; ${inFlight} in flight as it began${examples(late)}`,
  );
  const exited = facts.apps.filter((app) => app.proc?.exitCode !== null || app.proc?.signalCode !== null);
  check(
    FAILOVER_CHECKS.instances,
    exited.length === 0,
    exited.map((app) => `${app.name}: ${app.output.slice(-2000)}`).join('\n'),
  );

  await rejoinCheck(facts, check);
  await scheduleCheck(facts, check);
  await readYourWritesCheck(facts, check);
  await migrationsCheck(facts, check);
}

async function rejoinCheck(facts: FailoverFacts, check: (name: string, ok: boolean, detail: string) => void) {
  const old = new PgClient({ connectionString: facts.killed.url() });
  await old.connect();
  try {
    const count = async (db: PgClient) =>
      Number((await db.query('select count(*) as n from customer_order')).rows[0].n);
    const expected = await count(facts.leader);
    let found = -1;
    await until(30_000, 'the old leader holds every order', async () => (found = await count(old)) === expected).catch(
      () => undefined,
    );
    // As it was once back (the switchover may have made it the leader again since).
    const { member, standby } = facts.rejoined;
    check(
      FAILOVER_CHECKS.rejoined,
      standby && found === expected && member?.role !== 'leader' && member?.state === 'running',
      `${facts.killed.name} once back: ${member?.role} ${member?.state}, in recovery ${standby}; ` +
        `at the end ${found} of the last leader's ${expected} orders`,
    );
  } finally {
    await old.end();
  }
}

async function scheduleCheck(facts: FailoverFacts, check: (name: string, ok: boolean, detail: string) => void) {
  // pg-boss creates the cron job each minute: the next one after the kill, run to completion.
  const deadline = facts.killedClock.getTime() + 100_000;
  let rows: { state: string; created_on: Date }[] = [];
  await until(Math.max(1, deadline - Date.now()), 'a scheduled job after the kill', async () => {
    rows = (
      await facts.leader.query<{ state: string; created_on: Date }>(
        `select state, created_on from pgboss.job where name = 'storefront-order-expiry' and created_on > $1`,
        [facts.killedClock],
      )
    ).rows;
    return rows.some((r) => r.state === 'completed');
  }).catch(() => undefined);
  check(
    FAILOVER_CHECKS.schedule,
    rows.some((r) => r.state === 'completed'),
    rows
      .map(
        (r) =>
          `${r.state} ${Math.round((r.created_on.getTime() - facts.killedClock.getTime()) / 1000)} s after the kill`,
      )
      .join(', '),
  );
}

async function readYourWritesCheck(facts: FailoverFacts, check: (name: string, ok: boolean, detail: string) => void) {
  const before = [...facts.load.firstOrder].filter(([, order]) => order.at < facts.timeline.killedAt);
  const clients = new Map(facts.store.users.map((user) => [user.i, user.client]));
  const answers = await Promise.all(
    before.map(async ([customer, order]) => {
      const answer = await clients.get(customer)!.call('browse', 'GET', `/api/orders/${order.id}`);
      return answer.status === 200 && (answer.body.data as { id?: string } | undefined)?.id === order.id;
    }),
  );
  check(
    FAILOVER_CHECKS.readYourWrites,
    before.length > 0 && answers.every(Boolean),
    `${answers.filter(Boolean).length} of ${before.length} customers`,
  );
}

async function migrationsCheck(facts: FailoverFacts, check: (name: string, ok: boolean, detail: string) => void) {
  const app = facts.apps[0];
  app.kill('SIGTERM');
  await app.exited;
  let detail = 'booted';
  try {
    await app.start({ MIGRATE_ON_START: 'true' });
  } catch (error) {
    detail = String(error);
  }
  check(FAILOVER_CHECKS.migrations, detail === 'booted', detail.slice(0, 2000));
}
