import { sizes, type Size } from './shared';
import { bookSizes } from './books-shared';
import { fetchJson, load, PROFILE, serve, type Row, type Sample } from './ladder-load';
import { report } from './ladder-report';
import { checkOrders, prepare, prepareBooks, type Stand } from './ladder-rows';

/**
 * The benchmark ladder: our app and a minimal raw-`pg` limit server, each in a child process on
 * each catalog size of `npm run bench:data` (10,000 and 1,000,000 products: four servers), loaded
 * by autocannon on loopback (32 connections). Each row is warmed up at each size, then the rows
 * run in alternation (A B C at 10k, A B C at 1M, A B C at 10k ...) for BENCH_ROUNDS rounds of
 * BENCH_DURATION seconds, the read rows first and the order rows after them; the table quotes
 * medians, each row at both sizes with the ratio between them and its ratio to its limit row at
 * each size. Any non-2xx answer or error fails the run. The order rows place real orders (32
 * customers, deep stock); afterwards the run fails unless, for every product bought, stock left
 * plus units on order lines equals the stock it started with.
 *
 *   npm run bench                       (BENCH_DURATION=2 BENCH_ROUNDS=1 for a quick look,
 *                                        BENCH_ROWS=list,by id for some rows only,
 *                                        BENCH_SIZES=10k for one catalog size,
 *                                        BENCH_PROFILE=<dir> for a CPU profile of each server there)
 *
 * BENCH_SET=books runs the accounting and payroll lists instead, on the sets of
 * `npm run bench:data:books` (10,000 and 100,000 records per list), each beside its limit row.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? Math.max(1, Math.min(3, DURATION)));
const BOOKS = process.env.BENCH_SET === 'books';

async function stand(size: Size): Promise<Stand> {
  const [app, limit] = await Promise.all([serve('app', size), serve('limit', size)]);
  try {
    return await (BOOKS ? prepareBooks(size, app, limit) : prepare(size, app, limit));
  } catch (error) {
    app.child.kill();
    limit.child.kill();
    throw error;
  }
}

async function main(): Promise<void> {
  const stands: Stand[] = [];
  try {
    for (const size of BOOKS ? bookSizes() : sizes()) stands.push(await stand(size));
    // SQL statements per request, exactly: ten requests one after the other.
    const statements = new Map<string, number>();
    for (const { size, rows } of stands) {
      for (const row of rows) {
        const before = await row.server.stats();
        for (let i = 0; i < 10; i += 1) await fetchJson(row.server, row);
        statements.set(`${size.label} ${row.name}`, ((await row.server.stats()).statements - before.statements) / 10);
      }
    }
    process.stdout.write(`bodies equal; warm-up ${WARMUP} s per row, then ${ROUNDS} rounds of ${DURATION} s\n`);

    // The reads first, then the order rows: every order rewrites product rows (stock), so orders
    // placed between read rounds would change the table and indexes the reads measure. Each round
    // runs the phase's rows at one size, then at the other, so that both meet the machine's load
    // alike, and only one size's servers hold database connections at a time (their pools close
    // idle ones): four servers' pools at once outgrew a shared server's 100 connections.
    const samples = new Map<string, Sample[]>();
    const key = (stand: Stand, row: Row) => `${stand.size.label} ${row.name}`;
    for (const ordering of [false, true]) {
      const phase = (stand: Stand) => stand.rows.filter((r) => Boolean(r.vary) === ordering);
      for (const stand of stands) for (const row of phase(stand)) await load(row, WARMUP);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const stand of stands) {
          for (const row of phase(stand)) {
            const sample = await load(row, DURATION);
            samples.set(key(stand, row), [...(samples.get(key(stand, row)) ?? []), sample]);
          }
        }
      }
    }

    const orderCheck = await checkOrders(stands);

    report({
      stands,
      samples,
      statements,
      orderCheck,
      warmup: WARMUP,
      rounds: ROUNDS,
      duration: DURATION,
      books: BOOKS,
    });
  } finally {
    for (const { app, limit, db } of stands) {
      await db.end().catch(() => undefined);
      // A profiled server exits by itself, so that it writes its profile.
      for (const { child } of [app, limit]) {
        if (PROFILE) child.send('exit');
        else child.kill();
      }
    }
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
