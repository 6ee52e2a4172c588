import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { ADMIN, RARE_WORD, STORE } from './shared';

/**
 * The benchmark ladder: our app and a minimal raw-`pg` limit server, each in a child process on
 * the data set of `npm run bench:data`, loaded by autocannon on loopback (32 connections). Each
 * row is warmed up, then the rows run in alternation (A B C A B C ...) for BENCH_ROUNDS rounds of
 * BENCH_DURATION seconds; the table quotes medians. Any non-2xx answer or error fails the run.
 *
 *   npm run bench                       (BENCH_DURATION=2 BENCH_ROUNDS=1 for a quick look)
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

function serve(mode: 'app' | 'limit'): Promise<Served> {
  const child = fork(path.join(__dirname, 'server.js'), [mode], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  cpuMs: number;
}

async function fetchJson(server: Served, row: Omit<Row, 'name' | 'server'>): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${server.port}${row.path}`, {
    method: row.method,
    headers: { 'content-type': 'application/json', ...row.headers },
    body: row.body,
  });
  const body = (await res.json()) as { errors?: unknown };
  if (res.status !== 200 || body.errors) throw new Error(`${row.path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function load(row: Row, seconds: number): Promise<Sample> {
  const before = await row.server.stats();
  const result = await autocannon({
    url: `http://127.0.0.1:${row.server.port}${row.path}`,
    method: row.method,
    headers: { 'content-type': 'application/json', ...row.headers },
    body: row.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const after = await row.server.stats();
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

    const rows: Row[] = [
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
    ];

    // Same body from both servers before anything is timed (GraphQL: the same page as REST's data).
    for (const row of rows.filter((r) => r.limit)) {
      const limitRow = rows.find((r) => r.name === row.limit)!;
      const ours = (await fetchJson(row.server, row)) as { data: unknown };
      const theirs = (await fetchJson(limitRow.server, limitRow)) as { data: unknown };
      const comparable =
        row.path === '/graphql' ? { success: true, data: (ours.data as { products: unknown }).products } : ours;
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

    for (const row of rows) await load(row, WARMUP);
    const samples = new Map<string, Sample[]>(rows.map((r) => [r.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const row of rows) samples.get(row.name)!.push(await load(row, DURATION));
    }

    const med = (name: string, key: keyof Sample) => median(samples.get(name)!.map((s) => s[key]));
    const header = '| Row | req/s | p50 ms | p99 ms | SQL/req | vs limit | p99 vs limit | CPU ms/req |';
    const lines = [header, '|---|---|---|---|---|---|---|---|'];
    for (const row of rows) {
      const ratio = row.limit ? `${((100 * med(row.name, 'rps')) / med(row.limit, 'rps')).toFixed(0)}%` : '';
      const p99 = row.limit ? `${(med(row.name, 'p99') / med(row.limit, 'p99')).toFixed(2)}x` : '';
      lines.push(
        `| ${row.name} | ${med(row.name, 'rps').toFixed(0)} | ${med(row.name, 'p50').toFixed(0)} | ${med(row.name, 'p99').toFixed(0)} | ${statements.get(row.name)!} | ${ratio} | ${p99} | ${med(row.name, 'cpuMs').toFixed(2)} |`,
      );
    }
    lines.push('| order placement | not available: no commerce (orders) module on this branch yet | | | | | | |');
    const table = lines.join('\n');
    const stamp = new Date()
      .toISOString()
      .replace(/:\d\d\.\d+Z$/, 'Z')
      .replace(':', '');
    const note = process.env.BENCH_NOTE ? `\n${process.env.BENCH_NOTE}\n` : '';
    const doc = `# Ladder ${stamp}\n${note}\nOne store, 10,000 active products in 50 categories, 2 images each; ${CONNECTIONS} connections on loopback; warm-up ${WARMUP} s per row, then ${ROUNDS} alternating rounds of ${DURATION} s; medians. CPU is the server process's own (user + system), PostgreSQL excluded. Absolute figures depend on the machine's load; compare ratios from one run.\n\n${table}\n`;
    process.stdout.write(`\n${table}\n`);
    const dir = path.join(__dirname, '../../bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${stamp}.md`), doc);
  } finally {
    app.child.kill();
    limit.child.kill();
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
