import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Client } from 'pg';
import { BOOKS_ADMIN, BUSINESS, bookSizes, payrollAuthorization } from './books-shared';
import { fetchJson, load, serve, type Sample, type Served } from './ladder-load';
import { ADMIN, benchDatabaseUrl, median, STORE, sizes, type Size } from './shared';

/**
 * Two servers on one catalog, compared request for request: this checkout's app and the one whose
 * `dist` is at BENCH_BASE (another checkout, e.g. a worktree at the commit before a change, with
 * its own node_modules; `dist` itself for an A/A run, which shows the method's own spread), or
 * with BENCH_BASE=limit the ladder's limit server. Each app signs the store's admin in first (a
 * write, as in the ladder), both answer the path once with equal bodies, then serve alternating
 * windows of BENCH_WINDOW seconds on 32 connections, the order flipping at every pair, so that the
 * machine's drift meets both alike; halfway both are started again, the other one first. Prints
 * each side's medians (req/s, its CPU per request, PostgreSQL's) and the medians of the per-pair
 * ratios, for all pairs and for each half: on a machine whose speed drifts between runs by more
 * than a change is worth, those ratios show what one ladder run cannot.
 *
 *   BENCH_BASE=../before/dist npm run bench:pair -- '/api/products?limit=20&search=zyxwv'
 *   BENCH_BASE=limit npm run bench:pair -- '/api/products?limit=20&search=zyxwv'
 *   BENCH_SET=books BENCH_BASE=../before/dist npm run bench:pair -- '/accounting/v3.1/purchase_credit_notes?attributes=all'
 *   (BENCH_PAIRS=40 pairs of BENCH_WINDOW=1 second each, on the first size of BENCH_SIZES)
 *
 * BENCH_SET=books serves the sets of `npm run bench:data:books` instead of the catalog: an
 * accounting path is asked as the business admin (bearer token, `X-Business`), a payroll one with
 * the admin's API key, as the books ladder asks them.
 */
const BASE = process.env.BENCH_BASE;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 1);
const BOOKS = process.env.BENCH_SET === 'books';

/** What a side's requests carry: the store's header, or the books' credentials for the path's API. */
type Credentials = Record<string, string>;

/** A window of `seconds` on `server`, measured as a ladder row is (every answer 2xx). */
const window = (server: Served, route: string, seconds: number, headers: Credentials): Promise<Sample> =>
  load({ name: route, server, method: 'GET', path: route, headers }, seconds);

/**
 * Signs the admin in on `server` (a write, as the ladder's first rows) and answers the headers
 * `route` is asked with: the store's, or on the books the API's credentials.
 */
async function signIn(server: Served, size: Size, route: string): Promise<Credentials> {
  const admin = BOOKS ? BOOKS_ADMIN : ADMIN;
  const body = (await fetchJson(server, {
    method: 'POST',
    path: '/api/auth/login',
    headers: {},
    body: JSON.stringify(admin),
  })) as { data: { tokens: { accessToken: string } } };
  if (!BOOKS) return { 'x-tenant-slug': STORE };
  if (route.startsWith('/payroll')) return { authorization: payrollAuthorization };
  const db = new Client({ connectionString: benchDatabaseUrl(size.database) });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>('select id from tenant where slug = $1', [BUSINESS]);
    return { authorization: `Bearer ${body.data.tokens.accessToken}`, 'x-business': rows[0].id };
  } finally {
    await db.end();
  }
}

/** One side's server: the base build or the limit (0), or this build (1). */
function serveSide(side: 0 | 1, size: Size): Promise<Served> {
  if (side === 1) return serve('app', size);
  return BASE === 'limit' ? serve('limit', size) : serve('app', size, path.resolve(BASE!, 'bench'));
}

/**
 * Both servers, `first` started first; each app signed in (a write, as the ladder's first rows;
 * the limit has no sign-in), their bodies for `route` checked equal, each warmed for 3 seconds.
 */
async function startBoth(
  size: Size,
  route: string,
  first: 0 | 1,
): Promise<{ servers: Served[]; headers: Credentials[] }> {
  const servers: Served[] = [];
  try {
    for (const side of first === 0 ? ([0, 1] as const) : ([1, 0] as const)) servers[side] = await serveSide(side, size);
    const bodies = [];
    const headers: Credentials[] = [];
    for (const [side, server] of servers.entries()) {
      // The limit has no sign-in; it takes the app's credentials.
      headers[side] = side === 1 || BASE !== 'limit' ? await signIn(server, size, route) : {};
    }
    if (BASE === 'limit') headers[0] = headers[1];
    for (const [side, server] of servers.entries()) {
      bodies.push(await fetchJson(server, { method: 'GET', path: route, headers: headers[side] }));
    }
    // As the ladder compares them: the same values, in whatever order each server writes keys.
    if (!isDeepStrictEqual(bodies[0], bodies[1])) throw new Error(`${route}: the two servers answer different bodies`);
    for (const [side, server] of servers.entries()) await window(server, route, 3, headers[side]);
    return { servers, headers };
  } catch (error) {
    stopAll(servers);
    throw error;
  }
}

function stopAll(servers: (Served | undefined)[]): void {
  for (const server of servers) server?.child.kill();
}

/** This build's windows over the base's, per pair: CPU per request, req/s and PostgreSQL's CPU. */
function ratios(base: Sample[], ours: Sample[]) {
  return {
    cpu: ours.map((w, i) => w.cpuMs / base[i].cpuMs),
    rps: ours.map((w, i) => w.rps / base[i].rps),
    pgCpu: ours.map((w, i) => w.pgCpuMs / base[i].pgCpuMs),
  };
}

async function main(): Promise<void> {
  const route = process.argv[2];
  if (!BASE || !route) {
    throw new Error("usage: BENCH_BASE=<other build's dist>|limit node dist/bench/pair.js '<GET path>'");
  }
  const [size] = BOOKS ? bookSizes() : sizes();
  // Half the pairs with the base started first, half with this build first: in A/A runs (two
  // builds of the same code) the server started second used 2-9% less CPU per request, consistently.
  const windows: [Sample[], Sample[]] = [[], []];
  const halves: ReturnType<typeof ratios>[] = [];
  for (const first of [0, 1] as const) {
    const { servers, headers } = await startBoth(size, route, first);
    const from = windows[0].length;
    try {
      for (let pair = 0; pair < PAIRS / 2; pair += 1) {
        for (const side of pair % 2 ? ([1, 0] as const) : ([0, 1] as const)) {
          windows[side].push(await window(servers[side], route, WINDOW, headers[side]));
        }
      }
    } finally {
      stopAll(servers);
    }
    halves.push(ratios(windows[0].slice(from), windows[1].slice(from)));
  }
  const [base, ours] = windows;
  const all = ratios(base, ours);
  const line = (name: string, side: Sample[]) =>
    `${name}: ${median(side.map((w) => w.rps)).toFixed(0)} req/s, ${median(side.map((w) => w.cpuMs)).toFixed(3)} ms CPU per request, PostgreSQL ${median(side.map((w) => w.pgCpuMs)).toFixed(3)} ms (medians)`;
  const summary = (r: ReturnType<typeof ratios>) =>
    `CPU per request ${median(r.cpu).toFixed(3)} (lower in ${r.cpu.filter((x) => x < 1).length} of ${r.cpu.length}), req/s ${median(r.rps).toFixed(3)}, PostgreSQL's CPU per request ${median(r.pgCpu).toFixed(3)}`;
  const baseName = BASE === 'limit' ? 'limit' : 'base';
  process.stdout.write(
    [
      `${route} on ${size.label}, ${windows[0].length} pairs of ${WINDOW} s windows`,
      line(baseName, base),
      line('this build', ours),
      `this build over ${baseName}, per pair: ${summary(all)}`,
      `  ${baseName} started first: ${summary(halves[0])}`,
      `  this build started first: ${summary(halves[1])}`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
