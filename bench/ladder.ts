import { sizes, type Size } from './shared';
import { bookSizes } from './books-shared';
import { fetchJson, load, PROFILE, serve, type Row, type Sample } from './ladder-load';
import { report, section } from './ladder-report';
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
 * `npm run bench:data:books` (10,000 and 100,000 records per list), each beside its limit row;
 * BENCH_SET=all runs the catalog, then the books, in one run with one results file.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? Math.max(1, Math.min(3, DURATION)));
const SET = process.env.BENCH_SET ?? 'catalog';
if (!['catalog', 'books', 'all'].includes(SET)) throw new Error(`BENCH_SET=${SET}: none of catalog, books, all`);

async function stand(size: Size, books: boolean): Promise<Stand> {
  const [app, limit] = await Promise.all([serve('app', size), serve('limit', size)]);
  try {
    return await (books ? prepareBooks(size, app, limit) : prepare(size, app, limit));
  } catch (error) {
    app.child.kill();
    limit.child.kill();
    throw error;
  }
}

/** Runs one set's rows at its sizes; answers its section of the results file. */
async function run(books: boolean): Promise<string> {
  const stands: Stand[] = [];
  try {
    for (const size of books ? bookSizes() : sizes()) stands.push(await stand(size, books));
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

    return section({
      stands,
      samples,
      statements,
      orderCheck,
      warmup: WARMUP,
      rounds: ROUNDS,
      duration: DURATION,
      books,
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

async function main(): Promise<void> {
  const sections: string[] = [];
  if (SET !== 'books') sections.push(await run(false));
  if (SET !== 'catalog') sections.push(await run(true));
  report(sections);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
