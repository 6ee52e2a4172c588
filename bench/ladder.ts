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
  sizes,
  type Size,
} from './shared';
import { bookSizes } from './books-shared';
import { BOOKS_DESCRIPTION, bookRows } from './ladder-books';

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
const CONNECTIONS = 32;
const BOOKS = process.env.BENCH_SET === 'books';

interface Served {
  port: number;
  child: ChildProcess;
  stats(): Promise<{ cpuMicros: number; statements: number }>;
}

const PROFILE = process.env.BENCH_PROFILE;

function serve(mode: 'app' | 'limit', size: Size): Promise<Served> {
  // NODE_ENV as in production: libraries read it from the process (graphql-js drops its development checks).
  const child = fork(path.join(__dirname, 'server.js'), [mode, size.database], {
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

/** Answers with a 2xx status (orders placed), counted per row to check against the database (by {@link answeredKey}). */
const succeeded = new Map<string, number>();
/** A row at one catalog size: its server (one per size) and its name. */
const answeredKey = (row: Row) => `${row.server.port} ${row.name}`;

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
  succeeded.set(answeredKey(row), (succeeded.get(answeredKey(row)) ?? 0) + result['2xx']);
  const after = await row.server.stats();
  const pgAfter = postgresTicks();
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new Error(
      `${row.name} (port ${row.server.port}): ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
    );
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
async function checkoutState(db: Client, size: Size) {
  const [stock] = (
    await db.query<{ negative: string; mismatched: string }>(
      `select count(*) filter (where p.stock_quantity < 0) as negative,
              count(*) filter (where p.stock_quantity + coalesce(s.sold, 0) <> $2) as mismatched
         from product p
         left join (select product_id, sum(quantity) as sold from order_item group by product_id) s on s.product_id = p.id
        where p.slug = any($1)`,
      [checkoutSlugs(size), CHECKOUT_STOCK],
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

/** Where two answers' JSON first differ, with some text around it on both sides. */
function difference(ours: unknown, theirs: unknown): string {
  const [a, b] = [JSON.stringify(ours), JSON.stringify(theirs)];
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 300), at + 300);
  return `at character ${at}:\nours:   ${around(a)}\ntheirs: ${around(b)}`;
}

/** One catalog size under test: its two servers, its customers' tokens, its database. */
interface Stand {
  size: Size;
  app: Served;
  limit: Served;
  db: Client;
  rows: Row[];
  /** Absent for a set without order rows (the books). */
  soldBefore?: Awaited<ReturnType<typeof checkoutState>>;
  checkout: string[];
}

/** The seed's list reads: page 1 of every sort, every filter, a deep page (each beside its limit). */
const LISTS: { name: string; query: string }[] = [
  { name: 'list', query: '' },
  { name: 'list by name', query: '&sortBy=name&sortOrder=asc' },
  { name: 'list by price', query: '&sortBy=price&sortOrder=asc' },
  { name: 'list by price desc', query: '&sortBy=price&sortOrder=desc' },
  { name: 'list by stock', query: '&sortBy=stockQuantity&sortOrder=desc' },
  { name: 'list oldest first', query: '&sortBy=createdAt&sortOrder=asc' },
  { name: 'list minPrice', query: '&minPrice=25' },
  { name: 'list maxPrice', query: '&maxPrice=10' },
  { name: 'list categoryId', query: '&categoryId=category-7' },
  { name: 'list inStock', query: '&inStock=true' },
  { name: 'list isFeatured', query: '&isFeatured=true' },
  { name: 'list inStock+isFeatured', query: '&inStock=true&isFeatured=true' },
  { name: 'search 1%', query: `&search=${RARE_WORD}` },
  { name: 'list page 500', query: '&page=500' },
];

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

async function prepare(size: Size, app: Served, limit: Served): Promise<Stand> {
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
  const gql = JSON.stringify({
    query: `query($limit: Int) { products(limit: $limit) { data { id name slug description shortDescription
      price compareAtPrice costPrice sku barcode trackInventory stockQuantity lowStockThreshold weight weightUnit
      categories { category { id name slug } } images { url sortOrder } thumbnail isActive isFeatured
      requiresPrescription isOTC manufacturer metaTitle metaDescription createdAt updatedAt }
      meta { total page limit totalPages totalExact } } }`,
    variables: { limit: 20 },
  });

  // Order placement: each request is the next customer's checkout of two deep-stocked products.
  const db = new Client({ connectionString: benchDatabaseUrl(size.database) });
  await db.connect();
  // Each run starts from a vacuumed table, as autovacuum keeps a live database: earlier runs'
  // orders left dead product rows and unmerged entries in the trigram indexes.
  await db.query('vacuum analyze');
  const checkout = (
    await db.query<{ id: string }>('select id from product where slug = any($1) order by id', [checkoutSlugs(size)])
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
  const soldBefore = await checkoutState(db, size);

  const reads: Row[] = LISTS.flatMap(({ name, query }) => [
    { name: `limit: ${name}`, server: limit, method: 'GET' as const, path: `${list}${query}`, headers: tenant },
    {
      name: `REST ${name}`,
      server: app,
      method: 'GET' as const,
      path: `${list}${query}`,
      headers: tenant,
      limit: `limit: ${name}`,
    },
  ]);
  const allRows: Row[] = [
    ...reads.slice(0, 2),
    {
      name: 'GraphQL list',
      server: app,
      method: 'POST',
      path: '/graphql',
      headers: tenant,
      body: gql,
      limit: 'limit: list',
    },
    ...reads.slice(2),
    { name: 'limit: categories', server: limit, method: 'GET', path: '/api/categories', headers: tenant },
    {
      name: 'REST categories',
      server: app,
      method: 'GET',
      path: '/api/categories',
      headers: tenant,
      limit: 'limit: categories',
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

  const rows = selected(allRows);
  await sameBodies(size, rows, sameOrder, () => {
    fixed = 0;
  });
  return { size, app, limit, db, rows, soldBefore, checkout };
}

/** The books set of a size: page 1 of each accounting and payroll list beside its limit. */
async function prepareBooks(size: Size, app: Served, limit: Served): Promise<Stand> {
  const db = new Client({ connectionString: benchDatabaseUrl(size.database) });
  await db.connect();
  try {
    await db.query('vacuum analyze');
    const specs = await bookRows(`http://127.0.0.1:${app.port}`, db);
    const rows = selected(
      specs.map(({ on, ...row }) => ({ ...row, server: on === 'app' ? app : limit, method: 'GET' as const })),
    );
    await sameBodies(size, rows);
    return { size, app, limit, db, rows, checkout: [] };
  } catch (error) {
    await db.end();
    throw error;
  }
}

/** BENCH_ROWS=list,by id: only the rows whose names contain one of the words, with their limit rows. */
function selected(allRows: Row[]): Row[] {
  const only = process.env.BENCH_ROWS?.split(',').map((word) => word.trim());
  const picked = only ? allRows.filter((r) => only.some((word) => r.name.includes(word))) : allRows;
  return allRows.filter((r) => picked.includes(r) || picked.some((p) => p.limit === r.name));
}

/**
 * Same body from both servers before anything is timed (GraphQL: the same page as REST's data);
 * a varying row is compared on one fixed request (`sameOrder`, `restart` before each server's).
 */
async function sameBodies(
  size: Size,
  rows: Row[],
  sameOrder?: () => { headers: Record<string, string>; body: string },
  restart = () => undefined,
): Promise<void> {
  for (const row of rows.filter((r) => r.limit)) {
    const limitRow = rows.find((r) => r.name === row.limit)!;
    const same = row.vary ? { vary: sameOrder } : {};
    restart();
    const ours = (await fetchJson(row.server, { ...row, ...same })) as { data: unknown };
    restart();
    let theirs = (await fetchJson(limitRow.server, { ...limitRow, ...same })) as { data: unknown };
    let comparable: unknown =
      row.path === '/graphql' ? { success: true, data: (ours.data as { products: unknown }).products } : ours;
    if (row.normalize) {
      comparable = row.normalize(comparable);
      theirs = row.normalize(theirs) as { data: unknown };
    }
    if (!isDeepStrictEqual(comparable, theirs)) {
      throw new Error(
        `${size.label} ${row.name}: body differs from ${limitRow.name}\n${difference(comparable, theirs)}`,
      );
    }
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

    // No oversell: for every product bought, stock left plus units on order lines is the stock it
    // started with, and none is negative; the order numbers drawn are exactly the orders stored.
    const orderChecks: string[] = [];
    for (const { size, db, rows, soldBefore, checkout } of stands) {
      if (!soldBefore) continue;
      const soldAfter = await checkoutState(db, size);
      const placed = soldAfter.orders - soldBefore.orders;
      const answered = rows.filter((r) => r.vary).reduce((sum, r) => sum + (succeeded.get(answeredKey(r)) ?? 0), 0);
      if (soldAfter.negative > 0 || soldAfter.mismatched > 0 || soldAfter.numbers !== soldAfter.orders) {
        throw new Error(`${size.label} order placement: oversell or lost update ${JSON.stringify(soldAfter)}`);
      }
      if (placed < answered)
        throw new Error(`${size.label} order placement: ${answered} orders answered, ${placed} stored`);
      orderChecks.push(
        `Order placement at ${size.label}: ${placed} orders stored for ${answered} answered 201 under load (the rest are the untimed checks and requests in flight at the end); stock + units sold = ${CHECKOUT_STOCK} for each of the ${checkout.length} products, none negative; order counter = orders stored (${soldAfter.orders}).`,
      );
    }
    const orderCheck = orderChecks.join('\n');

    const med = (name: string, field: keyof Sample) => median(samples.get(name)!.map((s) => s[field]));
    const labels = stands.map((s) => s.size.label);
    const [small, large] = labels;
    const header = [
      'Row',
      ...labels.map((l) => `${l} req/s`),
      ...(large ? [`${large} cost vs ${small}`] : []),
      ...labels.map((l) => `${l} vs limit`),
      ...labels.map((l) => `${l} p50 ms`),
      ...labels.map((l) => `${l} p99 ms`),
      'SQL/req',
      ...labels.map((l) => `${l} CPU ms/req`),
      ...labels.map((l) => `${l} PostgreSQL CPU ms/req`),
    ];
    const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
    const fixed2 = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(2));
    for (const row of stands[0].rows) {
      const at = (label: string) => `${label} ${row.name}`;
      const limitAt = (label: string) => `${label} ${row.limit}`;
      const sql = [...new Set(labels.map((l) => statements.get(at(l))))].join(' / ');
      const cells = [
        row.name,
        ...labels.map((l) => med(at(l), 'rps').toFixed(0)),
        ...(large ? [`${(med(at(small), 'rps') / med(at(large), 'rps')).toFixed(2)}x`] : []),
        ...labels.map((l) => (row.limit ? `${((100 * med(at(l), 'rps')) / med(limitAt(l), 'rps')).toFixed(0)}%` : '')),
        ...labels.map((l) => med(at(l), 'p50').toFixed(0)),
        ...labels.map((l) => med(at(l), 'p99').toFixed(0)),
        sql,
        ...labels.map((l) => fixed2(med(at(l), 'cpuMs'))),
        ...labels.map((l) => fixed2(med(at(l), 'pgCpuMs'))),
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
    const table = lines.join('\n');
    const stamp = new Date()
      .toISOString()
      .replace(/:\d\d\.\d+Z$/, 'Z')
      .replace(':', '');
    const note = process.env.BENCH_NOTE ? `\n${process.env.BENCH_NOTE}\n` : '';
    const described = BOOKS
      ? BOOKS_DESCRIPTION
      : `One store of ${stands.map((s) => s.size.products.toLocaleString('en-US')).join(' and ')} active products (one database each) in 50 categories, 2 images each, every 97th featured;`;
    const doc = `# Ladder ${stamp}\n${note}\n${described} ${CONNECTIONS} connections on loopback; warm-up ${WARMUP} s per row, then ${ROUNDS} alternating rounds of ${DURATION} s (the read rows, then the order rows; in each round every row at one size, then at the other); medians. "${large ?? ''} cost vs ${small}" is the ${small} req/s over the ${large ?? ''} req/s: how many times more a request costs on the larger catalog. Order placement: 32 customers each checking out two of 100 deep-stocked products (req/s = orders/s). CPU is the server process's own (user + system), PostgreSQL excluded; PostgreSQL CPU is that of all its processes on this machine (from /proc, in 10 ms ticks; n/a when it runs elsewhere; a floor: a process that exits during the row takes its share with it) during the row, divided by the row's requests. Absolute figures depend on the machine's load; compare ratios from one run.\n\n${table}\n\n${orderCheck}\n`;
    process.stdout.write(`\n${table}\n\n${orderCheck}\n`);
    const dir = path.join(__dirname, '../../bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${stamp}.md`), doc);
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
