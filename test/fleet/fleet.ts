import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client as PgClient } from 'pg';
import { within } from '../helpers/bounded';
import { OwnPostgres, OwnRedis } from '../helpers/own-services';
import { importCheck, loginLimitCheck, orderChecks, percentile, type Check } from './checks';
import type { Sent } from './client';
import { Load } from './load';
import { probe, sleep, STEP_MS, until, withStops, type Instance, type Stop } from './processes';
import { setUpStore, startApps } from './store';

export { HAPROXY_CONFIG } from './store';
export { employeeCsv } from './store';
export type { Check } from './checks';
export type { Sent } from './client';

/**
 * The fleet: three instances of the built server (`node dist/src/main.js`) behind HAProxy
 * (test/fleet/haproxy.cfg), one Redis, a PostgreSQL primary and a streaming replica, all started
 * here on free ports and in temporary folders. A bounded mixed load (browsing, cart, checkout,
 * payments, one payroll CSV import) runs through the balancer while one instance is killed
 * (SIGKILL: the one running the import, when it can be told) and another retired (SIGTERM); a
 * supervisor's restart brings the killed one back. {@link runFleet} returns what happened and the
 * checks of what must hold; the test (fleet.test.ts) asserts them, `npm run fleet` prints them.
 */

export interface FleetOptions {
  /** How long the load runs. */
  loadMs: number;
  /** Clients running at once, each a customer with an address of its own. */
  users: number;
  /** Rows of the payroll employee CSV imported during the load. */
  importRows: number;
  /** When, after the load starts, an instance is killed, and when another is retired. */
  killAtMs: number;
  retireAtMs: number;
  /** How long a retiring instance answers 503 on /readyz before it closes its listener. */
  drainMs: number;
  /** Progress lines (none when absent). */
  log?: (line: string) => void;
}

export interface FleetReport {
  requests: number;
  requestsPerSecond: number;
  /** Median and 95th percentile time of the load's answered requests, in ms. */
  latencyMs: { p50: number; p95: number };
  failed: Sent[];
  killed: string;
  retired: string;
  /** Whether the killed instance was running the import at that moment. */
  killedRanImport: boolean;
  importAttempts: number;
  /** Milliseconds from the SIGKILL: to HAProxy marking the instance down, to the last failed request's end, to the restarted instance back in rotation. */
  killToDownMs: number;
  /** When the SIGKILL and the SIGTERM were sent (the clock of {@link Sent}'s times). */
  killedAt: number;
  /** Milliseconds from the SIGKILL to the process's exit, as its parent saw it. */
  killToExitMs: number;
  retiredAt: number;
  killToLastFailureMs: number;
  killToBackMs: number;
  /** Milliseconds from the SIGTERM: /readyz 503, HAProxy marks it down, the listener closes, the process exits. */
  retire: { readyz503Ms: number; downMs: number; closedMs: number; exitMs: number };
  orders: number;
  paid: number;
  checks: Check[];
  /** HAProxy's log lines of the failed requests. */
  failedLog: string[];
  haproxyLog: string;
}

/**
 * Which instance runs the import now: the server process behind the PostgreSQL connection whose
 * latest statement is one of the import's (its rows or its heartbeat), found through `ss`.
 */
async function importRunner(primary: PgClient, pgPort: number, apps: Instance[]): Promise<Instance | undefined> {
  const { rows } = await primary.query<{ client_port: number }>(
    `select client_port from pg_stat_activity
      where pid <> pg_backend_pid() and client_port is not null
        and (query like 'insert into "payroll_employee"%' or query like 'update payroll_job set heartbeat_at%')`,
  );
  if (rows.length === 0) return undefined;
  const ss = spawnSync('ss', ['-Htnp', 'state', 'established', `( dport = :${pgPort} )`], { encoding: 'utf8' });
  for (const line of ss.stdout.split('\n')) {
    const local = /127\.0\.0\.1:(\d+)\s+\S*:\d+/.exec(line);
    const pid = /pid=(\d+)/.exec(line);
    if (!local || !pid || !rows.some((r) => r.client_port === Number(local[1]))) continue;
    const app = apps.find((a) => a.proc?.pid === Number(pid[1]));
    if (app) return app;
  }
  return undefined;
}

/** Starts everything, runs the load with the kill and the retirement, checks, and stops everything. */
export function runFleet(options: FleetOptions): Promise<FleetReport> {
  return withStops((stops) => fleet(options, options.log ?? (() => undefined), stops));
}

async function fleet(options: FleetOptions, log: (line: string) => void, stops: Stop[]): Promise<FleetReport> {
  const primary = await OwnPostgres.start();
  stops.push(() => primary.destroy());
  const replica = await primary.replica();
  stops.push(() => replica.destroy());
  const redis = await OwnRedis.start();
  stops.push(() => redis.halt());
  log(`PostgreSQL primary :${primary.port}, streaming replica :${replica.port}, Redis :${redis.port}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-'));
  stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const { apps, balancer, url } = await startApps(
    { databaseUrl: primary.url(), readUrl: replica.url(), redisUrl: redis.url, dataDir, drainMs: options.drainMs },
    stops,
  );
  log(`HAProxy ${url} in front of ${apps.map((a) => `${a.name} :${a.port}`).join(', ')}`);

  const db = new PgClient({ connectionString: primary.url() });
  await db.connect();
  stops.push(() => db.end());

  const sent: Sent[] = [];
  const store = await setUpStore(url, options.users, sent);
  log(`Store with ${store.products.length} products, ${store.users.length} customers, an employer: the load starts`);
  const load = new Load(store, url, apps, sent);

  // The load.
  const t0 = performance.now();
  const deadline = t0 + options.loadMs;

  // HAProxy's view and the retiring instance's answers, sampled while the load runs.
  const down = new Map<string, number>();
  const back = new Map<string, number>();
  let monitoring = true;
  const monitor = (async () => {
    const seen: Record<string, string> = {};
    while (monitoring) {
      const states = await balancer.states('app').catch(() => undefined);
      const now = performance.now();
      for (const [name, state] of Object.entries(states ?? {})) {
        if (state.startsWith('DOWN') && !seen[name]?.startsWith('DOWN')) down.set(name, now);
        if (state === 'UP' && seen[name]?.startsWith('DOWN')) back.set(name, now);
        seen[name] = state;
      }
      await sleep(50);
    }
  })();

  const job = { id: '', runner: undefined as Instance | undefined };
  const importing = load.startImport(options.importRows).then((id) => (job.id = id));
  const shoppers = load.shoppers(() => performance.now() < deadline);

  // The kill: the instance running the import as soon as it can be told (a set-based import may
  // finish within seconds), else app1 at `killAtMs`.
  const killAt = t0 + options.killAtMs;
  await importing;
  while (!job.runner && performance.now() < killAt) {
    job.runner = await importRunner(db, primary.port, apps);
    if (!job.runner) await sleep(50);
  }
  job.runner ??= await importRunner(db, primary.port, apps);
  const killed = job.runner ?? apps[0];
  // Whether the import was still running when its instance died (else it has nothing to resume).
  const { rows: running } = await db.query<{ status: string }>('select status from payroll_job where id = $1', [
    job.id,
  ]);
  if (running[0]?.status !== 'Executing') job.runner = undefined;
  const killedAt = performance.now();
  // The process dies when the kernel next schedules it, later on a busy machine: a request sent
  // in between still reaches it.
  const diedAt = killed.exited!.then(() => performance.now());
  killed.kill('SIGKILL');
  log(`${((killedAt - t0) / 1000).toFixed(1)} s: SIGKILL ${killed.name}${job.runner ? ' (running the import)' : ''}`);

  // The retirement: another instance, SIGTERM; its /readyz and its listener watched directly.
  const retired = apps.find((app) => app !== killed)!;
  await sleep(Math.max(0, t0 + options.retireAtMs - performance.now()));
  const retiredAt = performance.now();
  retired.kill('SIGTERM');
  log(`${((retiredAt - t0) / 1000).toFixed(1)} s: SIGTERM ${retired.name}`);
  const retire = { readyz503Ms: -1, downMs: -1, closedMs: -1, exitMs: -1 };
  const watchRetired = (async () => {
    for (;;) {
      const status = await probe(`${retired.url}/readyz`);
      const at = performance.now() - retiredAt;
      if (status === 503 && retire.readyz503Ms < 0) retire.readyz503Ms = at;
      if (status === 0) {
        retire.closedMs = at;
        return;
      }
      await sleep(25);
    }
  })();
  await within(STEP_MS, `${retired.name} exits after SIGTERM`, retired.exited!);
  retire.exitMs = performance.now() - retiredAt;
  await watchRetired;

  // The supervisor restarts the killed instance on its port.
  await within(STEP_MS, `${killed.name} restarted`, killed.start());
  log(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${killed.name} restarted`);
  await within(options.loadMs + STEP_MS, 'the load ends', shoppers);
  const loadSeconds = (performance.now() - t0) / 1000;

  // The import job ends (it was given back by a death at most JOB_EXPIRE_SECONDS ago).
  const jobBody = await load.importEnded(job.id);

  await until(STEP_MS, `HAProxy has ${killed.name} back`, () => back.has(killed.name));
  monitoring = false;
  await monitor;
  retire.downMs = (down.get(retired.name) ?? NaN) - retiredAt;
  log(`Load done: ${sent.length} requests in ${loadSeconds.toFixed(1)} s`);

  // The shared login limit: survivors answered alternately, one budget of LOGIN_RATE_LIMIT_MAX.
  const survivors = apps.filter((app) => app !== retired);
  const checks: Check[] = [];
  await loginLimitCheck(survivors, '203.0.113.77', checks);
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  // Orders: each confirmed one stored once; the others only from checkouts that failed.
  const { tenantId, orders: stored, paid } = await orderChecks(db, load, checks);
  const attempts = await importCheck(db, store.employerId, job.id, jobBody, options.importRows, checks);

  // Failures: only requests in flight on the killed instance when it died.
  const failed = sent.filter((s) => !s.ok);
  const died = await diedAt;
  const strays = failed.filter((s) => s.servedBy !== killed.name || s.started > died || s.ended < killedAt);
  check(
    'the only failed requests were in flight on the killed instance',
    strays.length === 0,
    `${failed.length} failed: ${failed
      .map(
        (s) =>
          `${s.method} ${s.path} ${s.status} on ${s.servedBy}, ${Math.round(s.started - killedAt)} to ${Math.round(s.ended - killedAt)} ms`,
      )
      .join('; ')}; the process died ${Math.round(died - killedAt)} ms after the SIGKILL`,
  );
  const logged = balancer.requests();
  const loggedFailures = logged.filter((r) => failed.some((s) => s.id === r.id));
  check(
    "HAProxy's log shows each failed request it passed on ended by its instance (SH), the killed one",
    loggedFailures.length === failed.filter((s) => !s.direct).length &&
      loggedFailures.every((r) => r.server === killed.name && r.termination.startsWith('SH')),
    loggedFailures.map((r) => `${r.method} ${r.path} ${r.status} ${r.server} ${r.termination}`).join('; '),
  );
  const retiredFailures = sent.filter((s) => s.servedBy === retired.name && !s.ok);
  const lateToRetired = sent.filter((s) => s.servedBy === retired.name && s.started > retiredAt + retire.downMs);
  // HAProxy says why it took the instance out: its health check got 503 from /readyz.
  const downReason = new RegExp(`Server app/${retired.name} is DOWN, reason: ([^.]*)`).exec(balancer.log)?.[1] ?? '';
  check(
    'HAProxy took the retiring instance out because /readyz answered 503, before its listener closed',
    retire.readyz503Ms >= 0 && /code: 503/.test(downReason) && retire.downMs < retire.closedMs,
    `/readyz 503 after ${retire.readyz503Ms.toFixed(0)} ms, down after ${retire.downMs.toFixed(0)} ms (${downReason}), closed after ${retire.closedMs.toFixed(0)} ms`,
  );
  check(
    'the retiring instance failed no request, and got none after HAProxy took it out',
    retiredFailures.length === 0 && lateToRetired.length === 0,
    `${retiredFailures.length} failed, ${lateToRetired.length} after`,
  );
  // The replica follows the primary: it streams, and shows the same orders once it replayed.
  const replicaClient = new PgClient({ connectionString: replica.url() });
  await replicaClient.connect();
  stops.push(() => replicaClient.end());
  const streaming = (
    await db.query<{ n: string }>(`select count(*) as n from pg_stat_replication where state = 'streaming'`)
  ).rows[0].n;
  let replicaOrders = -1;
  await until(30_000, 'the replica shows every order', async () => {
    replicaOrders = Number(
      (
        await replicaClient.query<{ n: string }>('select count(*) as n from customer_order where tenant_id = $1', [
          tenantId,
        ])
      ).rows[0].n,
    );
    return replicaOrders === stored.length;
  }).catch(() => undefined);
  check(
    'the replica streams from the primary and holds the same orders',
    Number(streaming) === 1 && replicaOrders === stored.length,
    `${streaming} streaming replica(s), ${replicaOrders} orders on it`,
  );

  const lastFailure = Math.max(killedAt, ...failed.map((s) => s.ended));
  const durations = sent.filter((s) => s.ok).map((s) => s.ended - s.started);
  return {
    requests: sent.length,
    requestsPerSecond: sent.length / loadSeconds,
    latencyMs: { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) },
    failed,
    killed: killed.name,
    retired: retired.name,
    killedRanImport: job.runner !== undefined,
    importAttempts: attempts,
    killToDownMs: (down.get(killed.name) ?? NaN) - killedAt,
    killedAt,
    killToExitMs: died - killedAt,
    retiredAt,
    killToLastFailureMs: lastFailure - killedAt,
    killToBackMs: (back.get(killed.name) ?? NaN) - killedAt,
    retire,
    orders: stored.length,
    paid,
    checks,
    haproxyLog: balancer.log,
    failedLog: balancer.log.split('\n').filter((line) => failed.some((s) => line.includes(s.id))),
  };
}

/** The figures and checks, one per line. */
export function describeFleet(report: FleetReport): string[] {
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
  const at = (t: number) => `${t >= 0 ? '+' : ''}${Math.round(t)}`;
  /** A request's time, in ms from the kill. */
  const span = (s: Sent) => `${at(s.started - report.killedAt)} to ${at(s.ended - report.killedAt)} ms from the kill`;
  const lines = [
    `Requests: ${report.requests.toLocaleString('en')} (${report.requestsPerSecond.toFixed(1)}/s; p50 ${ms(report.latencyMs.p50)}, ` +
      `p95 ${ms(report.latencyMs.p95)}), ${report.orders} orders (${report.paid} paid)`,
    `SIGKILL ${report.killed}${report.killedRanImport ? ', which was running the import' : ''}: ${report.failed.length} request(s) failed ` +
      `(${report.failed.map((s) => `${s.method} ${s.path.replace(/[0-9a-f-]{36}/g, ':id')} ${s.status}${s.error ? ` (${s.error})` : ''} on ${s.servedBy}, ${span(s)}`).join('; ') || 'none'})`,
    `  the process exited ${ms(report.killToExitMs)} after the signal; HAProxy marked it down after ${ms(report.killToDownMs)}; last failed request ended ${ms(report.killToLastFailureMs)} after the kill; ` +
      `restarted and back in rotation after ${ms(report.killToBackMs)}`,
    `  the import job took ${report.importAttempts} attempt(s)`,
    `SIGTERM ${report.retired}: /readyz 503 after ${ms(report.retire.readyz503Ms)}, HAProxy took it out after ${ms(report.retire.downMs)}, ` +
      `listener closed after ${ms(report.retire.closedMs)}, exited after ${ms(report.retire.exitMs)} ` +
      `(sent ${ms(report.retiredAt - report.killedAt)} after the SIGKILL)`,
    ...report.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.detail ? ` (${c.detail})` : ''}`),
  ];
  return lines;
}
