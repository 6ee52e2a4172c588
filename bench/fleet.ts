import { writeFileSync } from 'node:fs';
import { describeFleet, runFleet } from '../test/fleet/fleet';

/**
 * The fleet's long run: three instances behind HAProxy, one Redis, a PostgreSQL primary and a
 * streaming replica (test/fleet/fleet.ts starts them all), a mixed load with one instance killed
 * and another retired on the way. Prints the figures (requests, failures during the kill,
 * recovery time) and each check; exits 1 when one fails.
 *
 *   npm run fleet
 *
 * FLEET_SECONDS (default 60): how long the load runs; the kill comes at 30 % of it and the
 * retirement at 45 %. FLEET_USERS (24): clients at once. FLEET_IMPORT_ROWS (100000): rows of the
 * payroll CSV imported meanwhile. FLEET_DRAIN_MS (6000): SHUTDOWN_DRAIN_MS of the instances.
 */
const seconds = Number(process.env.FLEET_SECONDS ?? 60);
const started = Date.now();
const log = (line: string) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);

async function main(): Promise<void> {
  const report = await runFleet({
    loadMs: seconds * 1000,
    users: Number(process.env.FLEET_USERS ?? 24),
    importRows: Number(process.env.FLEET_IMPORT_ROWS ?? 100_000),
    killAtMs: seconds * 300,
    retireAtMs: seconds * 450,
    drainMs: Number(process.env.FLEET_DRAIN_MS ?? 6000),
    log,
  });
  process.stdout.write(`${describeFleet(report).join('\n')}\n`);
  if (process.env.FLEET_VERBOSE) process.stdout.write(`${report.failedLog.join('\n')}\n`);
  if (process.env.FLEET_HAPROXY_LOG) writeFileSync(process.env.FLEET_HAPROXY_LOG, report.haproxyLog);
  if (report.checks.some((c) => !c.ok)) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`fleet: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
