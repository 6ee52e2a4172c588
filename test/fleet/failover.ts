import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client as PgClient } from 'pg';
import { within } from '../helpers/bounded';
import { OwnRedis } from '../helpers/own-services';
import { importCheck, loginLimitCheck, orderChecks, type Check } from './checks';
import { Caller, type Sent } from './client';
import { FAILOVER_BOUNDS, failoverChecks, firstWriteAfter, type Timeline } from './failover-checks';
import { Load } from './load';
import { PatroniCluster, type PatroniNode } from './patroni';
import { scrapeMetrics, sleep, STEP_MS, until, withStops, type Instance, type Stop } from './processes';
import { METRICS_TOKEN, setUpStore, startApps, STORE } from './store';

/**
 * The failover fleet: the three instances behind HAProxy of the fleet test, on a PostgreSQL
 * cluster managed by Patroni (test/fleet/patroni.ts) behind a second HAProxy: DATABASE_URL and
 * DATABASE_READ_URL name its primary and replicas ports. While the mixed load runs (and the payroll
 * import), the leader's PostgreSQL and its Patroni get SIGKILL; once a new leader serves, the old
 * node's Patroni starts again and it rejoins as a replica; then a planned switchover (patronictl)
 * moves the leader once more. {@link runFailover} returns what happened and the checks of what
 * must hold; failover.test.ts asserts them, `npm run fleet -- --failover` prints them.
 */

export interface FailoverOptions {
  users: number;
  importRows: number;
  /** When, after the load starts, the leader is killed. */
  killAtMs: number;
  /** How long the load runs between the old leader's return and the switchover, and after it. */
  settleMs: number;
  /** Progress lines (none when absent). */
  log?: (line: string) => void;
}

export interface FailoverReport {
  timeline: Timeline;
  /** Every request of the load and of the anonymous reader. */
  sent: Sent[];
  /** The anonymous reader's requests (it never writes: its reads may go to a replica). */
  reads: Sent[];
  killed: string;
  newLeader: string;
  switchedTo: string;
  /** The greatest replica lag Patroni reported while the load ran, in bytes. */
  maxLagBytes: number;
  /** Orders answered 201, and how many of them the leader holds at the end. */
  acknowledged: number;
  found: number;
  orders: number;
  paid: number;
  importAttempts: number;
  checks: Check[];
  /** What the old leader's Patroni logged about rewinding. */
  rewound: boolean;
  switchoverOutput: string;
  /** How the instances' counters moved over the run, summed (see COUNTERS). */
  metrics: Record<string, number>;
  /** The error lines the instances logged (their last 200 000 characters of output each). */
  errors: string[];
}

/** Starts everything, runs the load with the kill and the switchover, checks, and stops everything. */
export function runFailover(options: FailoverOptions): Promise<FailoverReport> {
  return withStops((stops) => failover(options, options.log ?? (() => undefined), stops));
}

async function failover(options: FailoverOptions, log: (line: string) => void, stops: Stop[]): Promise<FailoverReport> {
  const dir = mkdtempSync(path.join(tmpdir(), 'failover-'));
  // The cluster's servers run as another user when this runs as root: they pass through it.
  chmodSync(dir, 0o755);
  stops.push(() => rmSync(dir, { recursive: true, force: true }));
  const cluster = await PatroniCluster.start(path.join(dir, 'cluster'));
  stops.push(() => cluster.stop());
  const redis = await OwnRedis.start();
  stops.push(() => redis.halt());
  const first = (await cluster.leader())!;
  log(
    `Patroni cluster: leader ${first.name}, HAProxy primary :${cluster.primaryPort}, replicas :${cluster.replicasPort}`,
  );

  const dataDir = path.join(dir, 'app-data');
  const { apps, url } = await startApps(
    { databaseUrl: cluster.primaryUrl(), readUrl: cluster.replicasUrl(), redisUrl: redis.url, dataDir, drainMs: 2000 },
    stops,
  );
  const sent: Sent[] = [];
  const store = await setUpStore(url, options.users, sent);
  const load = new Load(store, url, apps, sent);
  log(`Store with ${store.products.length} products and ${store.users.length} customers: the load starts`);

  // Patroni's view, sampled while the load runs: the greatest replica lag.
  let maxLagBytes = 0;
  let going = true;
  const watcher = (async () => {
    while (going) {
      for (const member of await cluster.members()) {
        if (typeof member.lag === 'number') maxLagBytes = Math.max(maxLagBytes, member.lag);
      }
      await sleep(250);
    }
  })();
  // A visitor who only browses: its reads may be served by a replica whatever the primary does.
  const reads: Sent[] = [];
  const visitor = new Caller(url, '192.0.2.10', reads, { 'x-tenant-slug': STORE });
  const browsing = (async () => {
    while (going) {
      await visitor.call('browse', 'GET', '/api/products?limit=20');
      await sleep(100);
    }
  })();

  const metricsBefore = await countersOf(apps);
  const t0 = performance.now();
  const at = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  const jobId = await load.startImport(options.importRows);
  const shoppers = load.shoppers(() => going);

  // The kill: the leader's postmaster and Patroni at once, as when its machine is gone.
  await sleep(Math.max(0, t0 + options.killAtMs - performance.now()));
  const killed = (await cluster.leader())!;
  const killedAt = performance.now();
  const killedClock = new Date();
  killed.kill();
  log(`${at()}: SIGKILL ${killed.name}'s PostgreSQL and Patroni`);
  let newLeader: PatroniNode | undefined;
  await until(STEP_MS, 'a new leader', async () => {
    newLeader = await cluster.leader();
    return newLeader !== undefined && newLeader !== killed;
  });
  const newLeaderAt = performance.now();
  await cluster.balancer.allUp('primary', [newLeader!.name]);
  const routedAt = performance.now();
  log(`${at()}: ${newLeader!.name} leads, HAProxy routes the primary port to it`);

  // The old leader's Patroni starts again: its node rejoins as a replica, rewound if needed.
  killed.start();
  await cluster.healthy();
  const rejoinedAt = performance.now();
  const rejoined = {
    member: (await cluster.members()).find((m) => m.name === killed.name),
    standby: await inRecovery(killed),
  };
  log(`${at()}: ${killed.name} is back, as a replica`);

  // The planned switchover, to the synchronous standby (the only one Patroni may promote).
  await sleep(options.settleMs);
  const members = await cluster.members();
  const candidate = cluster.nodes.find((n) => members.some((m) => m.name === n.name && m.role === 'sync_standby'))!;
  const switchAt = performance.now();
  const switchoverOutput = await within(STEP_MS, 'patronictl switchover', cluster.switchover(newLeader!, candidate));
  const switchedAt = performance.now();
  await cluster.balancer.allUp('primary', [candidate.name]);
  const switchRoutedAt = performance.now();
  log(`${at()}: switched over from ${newLeader!.name} to ${candidate.name}`);
  await cluster.healthy();
  await sleep(options.settleMs);
  going = false;
  await within(STEP_MS, 'the load ends', Promise.all([shoppers, browsing, watcher]));
  const loadEndedAt = performance.now();
  log(`${at()}: the load ends, ${sent.length + reads.length} requests`);

  const checks: Check[] = [];
  const job = await load.importEnded(jobId);
  const metricsAfter = await countersOf(apps);
  const metrics = Object.fromEntries(
    Object.entries(metricsAfter).map(([key, n]) => [key, n - (metricsBefore[key] ?? 0)]),
  );
  const leader = new PgClient({ connectionString: candidate.url() });
  await leader.connect();
  stops.push(() => leader.end());
  const { orders, paid } = await orderChecks(leader, load, checks);
  const importAttempts = await importCheck(leader, store.employerId, jobId, job, options.importRows, checks);
  await loginLimitCheck(apps, '203.0.113.77', checks);
  const timeline = {
    t0,
    killedAt,
    newLeaderAt,
    routedAt,
    rejoinedAt,
    switchAt,
    switchedAt,
    switchRoutedAt,
    loadEndedAt,
  };
  const errors = apps.flatMap((app) =>
    app.output
      .split('\n')
      .filter((line) => line.includes('"level":50'))
      .map((line) => `${app.name}: ${line}`),
  );
  await failoverChecks({
    cluster,
    leader,
    killed,
    apps,
    load,
    store,
    sent,
    reads,
    timeline,
    killedClock,
    checks,
    errors,
    rejoined,
  });
  return {
    timeline,
    sent: [...sent, ...reads],
    reads,
    killed: killed.name,
    newLeader: newLeader!.name,
    switchedTo: candidate.name,
    maxLagBytes,
    acknowledged: load.placed.size,
    found: orders.filter((o) => load.placed.has(o.id)).length,
    orders: orders.length,
    paid,
    importAttempts,
    checks,
    rewound: /pg_rewind/.test(killed.output),
    switchoverOutput,
    metrics,
    errors,
  };
}

/** Whether `node`'s PostgreSQL is a standby (in recovery), asked directly. */
async function inRecovery(node: PatroniNode): Promise<boolean> {
  const db = new PgClient({ connectionString: node.url() });
  await db.connect();
  try {
    return (await db.query<{ r: boolean }>('select pg_is_in_recovery() as r')).rows[0].r;
  } finally {
    await db.end();
  }
}

/** The counters that move in a failover, each with the label it is summed by. */
const COUNTERS: [RegExp, string][] = [
  [/^http_request_duration_seconds_count\{.*status="([^"]+)"/, 'requests'],
  [/^job_duration_seconds_count\{.*outcome="([^"]+)"/, 'jobs'],
  [/^db_connections_dropped_total\{.*reason="([^"]+)"/, 'connections dropped'],
  [/^db_not_primary_requests_total\{.*outcome="([^"]+)"/, 'requests on a former primary'],
];

/** The counters that move in a failover, summed over `apps`: requests by status class, jobs by outcome. */
async function countersOf(apps: Instance[]): Promise<Record<string, number>> {
  const sums: Record<string, number> = {};
  for (const app of apps) {
    for (const [series, value] of await scrapeMetrics(app, METRICS_TOKEN)) {
      const key = COUNTERS.map(([pattern, name]) => {
        const label = pattern.exec(series)?.[1];
        return label === undefined ? undefined : `${name} ${label}`;
      }).find((found) => found !== undefined);
      if (key) sums[key] = (sums[key] ?? 0) + value;
    }
  }
  return sums;
}

/** The figures and checks, one per line. */
export function describeFailover(report: FailoverReport): string[] {
  const t = report.timeline;
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
  const failed = report.sent.filter((s) => !s.ok);
  const statuses = new Map<number, number>();
  for (const s of failed) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const during = (from: number, to: number) => failed.filter((s) => s.ended >= from && s.started <= to);
  const kinds = (list: Sent[]) => {
    const counts = new Map<string, number>();
    for (const s of list) {
      const key = `${s.method} ${s.path.replace(/[0-9a-f-]{36}/g, ':id')} ${s.status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, n]) => `${n} × ${key}`).join(', ');
  };
  const atKill = during(t.killedAt, t.routedAt + FAILOVER_BOUNDS.settleMs);
  const atSwitch = during(t.switchAt, t.switchRoutedAt + FAILOVER_BOUNDS.settleMs);
  const firstWrite = firstWriteAfter(report.sent, t.killedAt);
  const seconds = (t.loadEndedAt - t.t0) / 1000;
  return [
    `Requests: ${report.sent.length.toLocaleString('en')} in ${seconds.toFixed(1)} s (${report.reads.length} of them an anonymous visitor's GETs); ` +
      `failed: ${failed.length}${failed.length ? ` (${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')})` : ''}`,
    `Orders: ${report.acknowledged} acknowledged (201), ${report.found} of them found on the last leader; ${report.orders} stored, ${report.paid} paid; ` +
      `the import took ${report.importAttempts} attempt(s)`,
    `SIGKILL ${report.killed} (PostgreSQL and Patroni): ${report.newLeader} leads after ${ms(t.newLeaderAt - t.killedAt)}, ` +
      `HAProxy routes to it after ${ms(t.routedAt - t.killedAt)}, first successful write after ${firstWrite === undefined ? 'never' : ms(firstWrite - t.killedAt)}; ` +
      `${atKill.length} request(s) failed (${kinds(atKill)})`,
    `  ${report.killed} back as a replica ${ms(t.rejoinedAt - t.killedAt)} after the kill${report.rewound ? ' (pg_rewind)' : ''}`,
    `Switchover ${report.newLeader} to ${report.switchedTo}: patronictl returned after ${ms(t.switchedAt - t.switchAt)}, ` +
      `HAProxy routes to it after ${ms(t.switchRoutedAt - t.switchAt)}; ${atSwitch.length} request(s) failed (${kinds(atSwitch)})`,
    `Replica lag seen (Patroni): at most ${report.maxLagBytes.toLocaleString('en')} bytes`,
    `Metrics over the run (the instances' counters, summed): ${Object.entries(report.metrics)
      .map(([key, n]) => `${key} +${n}`)
      .join(', ')}`,
    ...report.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.detail ? ` (${c.detail})` : ''}`),
    ...report.errors.slice(0, 5).map((line) => `logged: ${line.slice(0, 600)}`),
  ];
}
