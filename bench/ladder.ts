import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { Client } from 'pg';
import {
  ADMIN,
  CHECKOUT_STOCK,
  CUSTOMERS,
  CUSTOMER_PASSWORD,
  RARE_WORD,
  STORE,
  benchDatabaseUrl,
  checkoutSlugs,
  customerEmail,
} from './shared';

/**
 * The benchmark ladder: our app and a minimal raw-`pg` limit server, each in a child process on
 * the data set of `npm run bench:data`, loaded by autocannon on loopback (32 connections). Each
 * row is warmed up, then the rows run in alternation (A B C A B C ...) for BENCH_ROUNDS rounds of
 * BENCH_DURATION seconds, the read rows first and the order rows after them; the table quotes medians. Any non-2xx answer or error fails the run.
 * The order rows place real orders (32 customers, deep stock); afterwards the run fails unless, for
 * every product bought, stock left plus units on order lines equals the stock it started with.
 *
 *   npm run bench                       (BENCH_DURATION=2 BENCH_ROUNDS=1 for a quick look,
 *                                        BENCH_ROWS=list,by id for some rows only,
 *                                        BENCH_PROFILE=<dir> for a CPU profile of each server there)
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? Math.max(1, Math.min(3, DURATION)));
const CONNECTIONS = 32;

interface Served {
  port: number;
  child: ChildProcess;
  stats(): Promise<{ cpuMicros: number; statements: number }>;
}

const PROFILE = process.env.BENCH_PROFILE;

function serve(mode: 'app' | 'limit'): Promise<Served> {
  // NODE_ENV as in production: libraries read it from the process (graphql-js drops its development checks).
  const child = fork(path.join(__dirname, 'server.js'), [mode], {
    execArgv: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`] : process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${mode} server exited (${code})`)));
    child.once('message', (message: { port: number }) =>
      resolve({
        port: message.port,
        child,
        stats: () =>
          new Promise((done) => {
            child.once('message', (m) => done(m as { cpuMicros: number; statements: number }));
            child.send('stats');
          }),
      }),
    );
  });
}

interface Row {
  name: string;
  server: Served;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The limit row this one is compared with (absent: the row is a limit itself). */
  limit?: string;
  /** Per-request headers and body, for rows whose requests differ (order placement). */
  vary?: () => { headers: Record<string, string>; body: string };
  /** Makes two answers comparable (fields that differ by nature: ids, numbers, times). */
  normalize?: (body: unknown) => unknown;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  cpuMs: number;
  /** PostgreSQL's CPU per request, when its processes run on this machine (else NaN). */
  pgCpuMs: number;
}

const TICK_MS = 10;

/**
 * CPU time (user + system, in clock ticks of 10 ms) of each of this machine's PostgreSQL processes,
 * by pid, from `/proc`; undefined where none is visible (another host, no `/proc`).
 */
function postgresTicks(): Map<string, number> | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const match = /^\d+ \((.*)\) (.*)$/s.exec(stat);
    if (match?.[1] !== 'postgres') continue;
    // After the name: state, ppid, ... utime is the 12th field, stime the 13th.
    const fields = match[2].split(' ');
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks.size > 0 ? ticks : undefined;
}

/**
 * Milliseconds of PostgreSQL CPU between two readings: what each process running at the second
 * used since the first (all of it for one started since). A process that exited in between (a
 * closed connection, an autovacuum worker) takes its share with it: the figure is a floor.
 */
function postgresCpuMs(before: Map<string, number> | undefined, after: Map<string, number> | undefined): number {
  if (!before || !after) return Number.NaN;
  let ticks = 0;
  for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
  return ticks * TICK_MS;
}

async function fetchJson(server: Served, row: Omit<Row, 'name' | 'server'>): Promise<unknown> {
  const varied = row.vary?.();
  const res = await fetch(`http://127.0.0.1:${server.port}${row.path}`, {
    method: row.method,
    headers: { 'content-type': 'application/json', ...row.headers, ...varied?.headers },
    body: varied?.body ?? row.body,
  });
  const body = (await res.json()) as { errors?: unknown };
  if (!res.ok || body.errors) throw new Error(`${row.path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Answers with a 2xx status (orders placed), counted per row to check against the database. */
const succeeded = new Map<string, number>();

async function load(row: Row, seconds: number): Promise<Sample> {
  const before = await row.server.stats();
  const pgBefore = postgresTicks();
  const result = await autocannon({
    url: `http://127.0.0.1:${row.server.port}${row.path}`,
    method: row.method,
    headers: { 'content-type': 'application/json', ...row.headers },
    body: row.body,
    connections: CONNECTIONS,
    duration: seconds,
    ...(row.vary
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const { headers, body } = row.vary!();
                return { ...req, headers: { ...req.headers, ...headers }, body };
              },
            },
          ],
        }
      : {}),
  });
  succeeded.set(row.name, (succeeded.get(row.name) ?? 0) + result['2xx']);
  const after = await row.server.stats();
  const pgAfter = postgresTicks();
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new Error(`${row.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  // Requests still in flight when the time is up were served too: CPU is divided by those sent.
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / result.requests.sent,
    pgCpuMs: postgresCpuMs(pgBefore, pgAfter) / result.requests.sent,
  };
}

/** What the order rows must leave intact: stock against units sold, and order numbers against orders. */
async function checkoutState(db: Client) {
  const [stock] = (
    await db.query<{ negative: string; mismatched: string }>(
      `select count(*) filter (where p.stock_quantity < 0) as negative,
              count(*) filter (where p.stock_quantity + coalesce(s.sold, 0) <> $2) as mismatched
         from product p
         left join (select product_id, sum(quantity) as sold from order_item group by product_id) s on s.product_id = p.id
        where p.slug = any($1)`,
      [checkoutSlugs(), CHECKOUT_STOCK],
    )
  ).rows;
  const [orders] = (
    await db.query<{ orders: string; numbers: string }>(
      `select (select count(*) from customer_order) as orders,
              (select coalesce(sum(last_value), 0) from order_counter) as numbers`,
    )
  ).rows;
  return {
    negative: Number(stock.negative),
    mismatched: Number(stock.mismatched),
    orders: Number(orders.orders),
    numbers: Number(orders.numbers),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<void> {
  const [app, limit] = await Promise.all([serve('app'), serve('limit')]);
  try {
    const tenant = { 'x-tenant-slug': STORE };
    const login = (await fetchJson(app, {
      method: 'POST',
      path: '/api/auth/login',
      headers: {},
      body: JSON.stringify(ADMIN),
    })) as { data: { tokens: { accessToken: string } } };
    const staff = { ...tenant, authorization: `Bearer ${login.data.tokens.accessToken}` };
    const list = '/api/products?limit=20';
    const first = (await fetchJson(app, { method: 'GET', path: list, headers: tenant })) as {
      data: { data: { id: string }[] };
    };
    const id = first.data.data[7].id;
    const search = `/api/products?limit=20&search=${RARE_WORD}`;
    const gql = JSON.stringify({
      query: `query($limit: Int) { products(limit: $limit) { data { id name slug description shortDescription
        price compareAtPrice costPrice sku barcode trackInventory stockQuantity lowStockThreshold weight weightUnit
        categories { category { id name slug } } images { url sortOrder } thumbnail isActive isFeatured
        requiresPrescription isOTC manufacturer metaTitle metaDescription createdAt updatedAt }
        meta { total page limit totalPages } } }`,
      variables: { limit: 20 },
    });

    // Order placement: each request is the next customer's checkout of two deep-stocked products.
    const db = new Client({ connectionString: benchDatabaseUrl() });
    await db.connect();
    // Each run starts from a vacuumed table, as autovacuum keeps a live database: earlier runs'
    // orders left dead product rows and unmerged entries in the trigram indexes.
    await db.query('vacuum analyze');
    const checkout = (
      await db.query<{ id: string }>('select id from product where slug = any($1) order by id', [checkoutSlugs()])
    ).rows.map((r) => r.id);
    const tokens: string[] = [];
    for (let n = 1; n <= CUSTOMERS; n += 1) {
      const signedIn = (await fetchJson(app, {
        method: 'POST',
        path: '/api/auth/customer/login',
        headers: tenant,
        body: JSON.stringify({ email: customerEmail(n), password: CUSTOMER_PASSWORD }),
      })) as { data: { tokens: { accessToken: string } } };
      tokens.push(signedIn.data.tokens.accessToken);
    }
    const orderRequest = (turn: number, pick: () => number) => ({
      headers: { authorization: `Bearer ${tokens[turn % tokens.length]}` },
      body: JSON.stringify({
        items: [
          { productId: checkout[pick() % checkout.length], quantity: 1 + (turn % 3) },
          { productId: checkout[pick() % checkout.length], quantity: 1 },
        ],
      }),
    });
    let turn = 0;
    const nextOrder = () => orderRequest((turn += 1), () => Math.floor(Math.random() * checkout.length));
    let fixed = 0;
    const sameOrder = () => orderRequest(0, () => (fixed += 37));
    const unlike = (body: unknown) => {
      const { data } = body as { data: Record<string, unknown> & { items: Record<string, unknown>[] } };
      if (!/^ORD-\d{4}-\d{6}$/.test(String(data.orderNumber))) throw new Error(`order number ${data.orderNumber}`);
      return {
        ...(body as object),
        data: {
          ...data,
          id: '*',
          orderNumber: '*',
          createdAt: '*',
          updatedAt: '*',
          items: data.items.map((item) => ({ ...item, id: '*' })),
        },
      };
    };
    const soldBefore = await checkoutState(db);

    const allRows: Row[] = [
      { name: 'limit: list', server: limit, method: 'GET', path: list, headers: tenant },
      { name: 'REST list', server: app, method: 'GET', path: list, headers: tenant, limit: 'limit: list' },
      {
        name: 'GraphQL list',
        server: app,
        method: 'POST',
        path: '/graphql',
        headers: tenant,
        body: gql,
        limit: 'limit: list',
      },
      { name: 'limit: by id', server: limit, method: 'GET', path: `/api/products/${id}`, headers: tenant },
      {
        name: 'REST by id',
        server: app,
        method: 'GET',
        path: `/api/products/${id}`,
        headers: tenant,
        limit: 'limit: by id',
      },
      { name: 'limit: search 1%', server: limit, method: 'GET', path: search, headers: tenant },
      { name: 'REST search 1%', server: app, method: 'GET', path: search, headers: tenant, limit: 'limit: search 1%' },
      { name: 'limit: staff list', server: limit, method: 'GET', path: list, headers: staff },
      {
        name: 'REST staff list (bearer)',
        server: app,
        method: 'GET',
        path: list,
        headers: staff,
        limit: 'limit: staff list',
      },
      {
        name: 'limit: order placement',
        server: limit,
        method: 'POST',
        path: '/api/orders',
        headers: tenant,
        vary: nextOrder,
        normalize: unlike,
      },
      {
        name: 'REST order placement',
        server: app,
        method: 'POST',
        path: '/api/orders',
        headers: tenant,
        vary: nextOrder,
        normalize: unlike,
        limit: 'limit: order placement',
      },
    ];

    // BENCH_ROWS=list,by id: only the rows whose names contain one of the words, with their limit rows.
    const only = process.env.BENCH_ROWS?.split(',').map((word) => word.trim());
    const picked = only ? allRows.filter((r) => only.some((word) => r.name.includes(word))) : allRows;
    const rows = allRows.filter((r) => picked.includes(r) || picked.some((p) => p.limit === r.name));

    // Same body from both servers before anything is timed (GraphQL: the same page as REST's data).
    for (const row of rows.filter((r) => r.limit)) {
      const limitRow = rows.find((r) => r.name === row.limit)!;
      const same = row.vary ? { vary: sameOrder } : {};
      fixed = 0;
      const ours = (await fetchJson(row.server, { ...row, ...same })) as { data: unknown };
      fixed = 0;
      let theirs = (await fetchJson(limitRow.server, { ...limitRow, ...same })) as { data: unknown };
      let comparable: unknown =
        row.path === '/graphql' ? { success: true, data: (ours.data as { products: unknown }).products } : ours;
      if (row.normalize) {
        comparable = row.normalize(comparable);
        theirs = row.normalize(theirs) as { data: unknown };
      }
      if (!isDeepStrictEqual(comparable, theirs)) {
        throw new Error(
          `${row.name}: body differs from ${limitRow.name}\n${JSON.stringify(comparable)}\n${JSON.stringify(theirs)}`,
        );
      }
    }
    // SQL statements per request, exactly: ten requests one after the other.
    const statements = new Map<string, number>();
    for (const row of rows) {
      const before = await row.server.stats();
      for (let i = 0; i < 10; i += 1) await fetchJson(row.server, row);
      statements.set(row.name, ((await row.server.stats()).statements - before.statements) / 10);
    }
    process.stdout.write(`bodies equal; warm-up ${WARMUP} s per row, then ${ROUNDS} rounds of ${DURATION} s\n`);

    // The reads first, then the order rows: every order rewrites product rows (stock), so orders
    // placed between read rounds would change the table and indexes the reads measure.
    const samples = new Map<string, Sample[]>(rows.map((r) => [r.name, []]));
    for (const phase of [rows.filter((r) => !r.vary), rows.filter((r) => r.vary)]) {
      for (const row of phase) await load(row, WARMUP);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const row of phase) samples.get(row.name)!.push(await load(row, DURATION));
      }
    }

    // No oversell: for every product bought, stock left plus units on order lines is the stock it
    // started with, and none is negative; the order numbers drawn are exactly the orders stored.
    const soldAfter = await checkoutState(db);
    await db.end();
    const placed = soldAfter.orders - soldBefore.orders;
    const answered = [...rows].filter((r) => r.vary).reduce((sum, r) => sum + (succeeded.get(r.name) ?? 0), 0);
    if (soldAfter.negative > 0 || soldAfter.mismatched > 0 || soldAfter.numbers !== soldAfter.orders) {
      throw new Error(`order placement: oversell or lost update ${JSON.stringify(soldAfter)}`);
    }
    if (placed < answered) throw new Error(`order placement: ${answered} orders answered, ${placed} stored`);
    const orderCheck = `Order placement: ${placed} orders stored for ${answered} answered 201 under load (the rest are the untimed checks and requests in flight at the end); stock + units sold = ${CHECKOUT_STOCK} for each of the ${checkout.length} products, none negative; order counter = orders stored (${soldAfter.orders}).`;

    const med = (name: string, key: keyof Sample) => median(samples.get(name)!.map((s) => s[key]));
    const header =
      '| Row | req/s | p50 ms | p99 ms | SQL/req | vs limit | p99 vs limit | CPU ms/req | PostgreSQL CPU ms/req |';
    const lines = [header, '|---|---|---|---|---|---|---|---|---|'];
    const pgCpu = (name: string) => (Number.isNaN(med(name, 'pgCpuMs')) ? 'n/a' : med(name, 'pgCpuMs').toFixed(2));
    for (const row of rows) {
      const ratio = row.limit ? `${((100 * med(row.name, 'rps')) / med(row.limit, 'rps')).toFixed(0)}%` : '';
      const p99 = row.limit ? `${(med(row.name, 'p99') / med(row.limit, 'p99')).toFixed(2)}x` : '';
      lines.push(
        `| ${row.name} | ${med(row.name, 'rps').toFixed(0)} | ${med(row.name, 'p50').toFixed(0)} | ${med(row.name, 'p99').toFixed(0)} | ${statements.get(row.name)!} | ${ratio} | ${p99} | ${med(row.name, 'cpuMs').toFixed(2)} | ${pgCpu(row.name)} |`,
      );
    }
    const table = lines.join('\n');
    const stamp = new Date()
      .toISOString()
      .replace(/:\d\d\.\d+Z$/, 'Z')
      .replace(':', '');
    const note = process.env.BENCH_NOTE ? `\n${process.env.BENCH_NOTE}\n` : '';
    const doc = `# Ladder ${stamp}\n${note}\nOne store, 10,000 active products in 50 categories, 2 images each; ${CONNECTIONS} connections on loopback; warm-up ${WARMUP} s per row, then ${ROUNDS} alternating rounds of ${DURATION} s (the read rows, then the order rows); medians. Order placement: 32 customers each checking out two of 100 deep-stocked products (req/s = orders/s). CPU is the server process's own (user + system), PostgreSQL excluded; PostgreSQL CPU is that of all its processes on this machine (from /proc, in 10 ms ticks; n/a when it runs elsewhere; a floor: a process that exits during the row takes its share with it) during the row, divided by the row's requests. Absolute figures depend on the machine's load; compare ratios from one run.\n\n${table}\n\n${orderCheck}\n`;
    process.stdout.write(`\n${table}\n\n${orderCheck}\n`);
    const dir = path.join(__dirname, '../../bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${stamp}.md`), doc);
  } finally {
    // A profiled server exits by itself, so that it writes its profile.
    for (const { child } of [app, limit]) {
      if (PROFILE) child.send('exit');
      else child.kill();
    }
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
