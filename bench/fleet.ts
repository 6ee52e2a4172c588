import { writeFileSync } from 'node:fs';
import { describeFailover, runFailover } from '../test/fleet/failover';
import { describeFleet, runFleet } from '../test/fleet/fleet';

/**
 * The fleet's long run: three instances behind HAProxy, one Redis, a PostgreSQL primary and a
 * streaming replica (test/fleet/fleet.ts starts them all), a mixed load with one instance killed
 * and another retired on the way. Prints the figures (requests, failures during the kill,
 * recovery time) and each check; exits 1 when one fails.
 *
 *   npm run fleet
 *   npm run fleet -- --failover
 *
 * FLEET_SECONDS (default 60): how long the load runs; the kill comes at 30 % of it and the
 * retirement at 45 %. FLEET_USERS (24): clients at once. FLEET_IMPORT_ROWS (100000): rows of the
 * payroll CSV imported meanwhile. FLEET_DRAIN_MS (6000): SHUTDOWN_DRAIN_MS of the instances.
 *
 * With `--failover`, the same load on a Patroni cluster (test/fleet/failover.ts): the leader's
 * PostgreSQL and Patroni are killed at 30 % of FLEET_SECONDS, the old leader rejoins, and a
 * switchover follows after another 25 %; the load ends 25 % after it.
 */
const seconds = Number(process.env.FLEET_SECONDS ?? 60);
const started = Date.now();
const log = (line: string) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
const users = Number(process.env.FLEET_USERS ?? 24);
const importRows = Number(process.env.FLEET_IMPORT_ROWS ?? 100_000);

async function fleet(): Promise<boolean> {
  const report = await runFleet({
    loadMs: seconds * 1000,
    users,
    importRows,
    killAtMs: seconds * 300,
    retireAtMs: seconds * 450,
    drainMs: Number(process.env.FLEET_DRAIN_MS ?? 6000),
    log,
  });
  process.stdout.write(`${describeFleet(report).join('\n')}\n`);
  if (process.env.FLEET_VERBOSE) process.stdout.write(`${report.failedLog.join('\n')}\n`);
  if (process.env.FLEET_HAPROXY_LOG) writeFileSync(process.env.FLEET_HAPROXY_LOG, report.haproxyLog);
  return report.checks.every((c) => c.ok);
}

async function failover(): Promise<boolean> {
  const report = await runFailover({ users, importRows, killAtMs: seconds * 300, settleMs: seconds * 250, log });
  process.stdout.write(`${describeFailover(report).join('\n')}\n`);
  return report.checks.every((c) => c.ok);
}

(process.argv.includes('--failover') ? failover() : fleet())
  .then((ok) => {
    if (!ok) process.exitCode = 1;
  })
  .catch((error) => {
    process.stderr.write(`fleet: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
