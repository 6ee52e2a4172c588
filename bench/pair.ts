import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { CONNECTIONS, fetchJson, serve, type Served } from './ladder-load';
import { ADMIN, median, STORE, sizes } from './shared';

/**
 * Two builds of the app on one catalog, compared request for request: this checkout's and the one
 * whose `dist` is at BENCH_BASE (another checkout, e.g. a worktree at the commit before a change,
 * with its own node_modules). Each signs the store's admin in first (a write, as in the ladder),
 * answers the path once with a body equal to the other's, then both serve alternating windows of
 * BENCH_WINDOW seconds on 32 connections, the order flipping at every pair, so that the
 * machine's drift meets both alike. Prints each side's median req/s and CPU per request and the
 * median of the per-pair ratios: on a machine whose speed drifts between runs by more than a
 * change is worth, that ratio shows what one ladder run cannot.
 *
 *   BENCH_BASE=../before/dist npm run bench:pair -- '/api/products?limit=20&search=zyxwv'
 *   (BENCH_PAIRS=40 pairs of BENCH_WINDOW=1 second each, on the first size of BENCH_SIZES)
 */
const BASE = process.env.BENCH_BASE;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 1);
const headers = { 'x-tenant-slug': STORE };

interface Window {
  rps: number;
  cpuMs: number;
}

async function window(server: Served, route: string, seconds: number): Promise<Window> {
  const before = await server.stats();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${route}`,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const after = await server.stats();
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${route} (port ${server.port}): ${bad} answers not 2xx or failed`);
  return {
    rps: result.requests.total / seconds,
    cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / result.requests.total,
  };
}

async function main(): Promise<void> {
  const route = process.argv[2];
  if (!BASE || !route) throw new Error("usage: BENCH_BASE=<other build's dist> node dist/bench/pair.js '<GET path>'");
  const [size] = sizes();
  const servers: Served[] = [];
  try {
    servers.push(await serve('app', size, path.resolve(BASE, 'bench')));
    servers.push(await serve('app', size));
    const bodies = [];
    for (const server of servers) {
      await fetchJson(server, { method: 'POST', path: '/api/auth/login', headers: {}, body: JSON.stringify(ADMIN) });
      bodies.push(await fetchJson(server, { method: 'GET', path: route, headers }));
    }
    if (!isDeepStrictEqual(bodies[0], bodies[1])) throw new Error(`${route}: the two builds answer different bodies`);
    for (const server of servers) await window(server, route, 3);
    const windows: [Window[], Window[]] = [[], []];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      for (const side of pair % 2 ? [1, 0] : [0, 1]) windows[side].push(await window(servers[side], route, WINDOW));
    }
    const [base, ours] = windows;
    const cpu = ours.map((w, i) => w.cpuMs / base[i].cpuMs);
    const rps = ours.map((w, i) => w.rps / base[i].rps);
    const line = (name: string, side: Window[]) =>
      `${name}: ${median(side.map((w) => w.rps)).toFixed(0)} req/s, ${median(side.map((w) => w.cpuMs)).toFixed(3)} ms CPU per request (medians)`;
    process.stdout.write(
      [
        `${route} on ${size.label}, ${PAIRS} pairs of ${WINDOW} s windows`,
        line('base', base),
        line('this build', ours),
        `this build over base, per pair: CPU per request ${median(cpu).toFixed(3)} (lower in ${cpu.filter((r) => r < 1).length} of ${PAIRS}), req/s ${median(rps).toFixed(3)}`,
        '',
      ].join('\n'),
    );
  } finally {
    for (const { child } of servers) child.kill();
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
