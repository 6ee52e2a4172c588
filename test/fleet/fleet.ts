import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client as PgClient } from 'pg';
import { PROJECT_ROOT } from '../../src/config/paths';
import { pollUntil, within } from '../helpers/bounded';
import { freePort, OwnPostgres, OwnRedis } from '../helpers/own-services';
import { programPath } from '../helpers/prerequisites';

/**
 * The fleet: three instances of the built server (`node dist/src/main.js`) behind HAProxy
 * (test/fleet/haproxy.cfg), one Redis, a PostgreSQL primary and a streaming replica, all started
 * here on free ports and in temporary folders. A bounded mixed load (browsing, cart, checkout,
 * payments, one payroll CSV import) runs through the balancer while one instance is killed
 * (SIGKILL: the one running the import, when it can be told) and another retired (SIGTERM); a
 * supervisor's restart brings the killed one back. {@link runFleet} returns what happened and the
 * checks of what must hold; the test (fleet.test.ts) asserts them, `npm run fleet` prints them.
 */

export const HAPROXY_CONFIG = path.join(PROJECT_ROOT, 'test/fleet/haproxy.cfg');
const MAIN = path.join(PROJECT_ROOT, 'dist/src/main.js');
const MIGRATE = path.join(PROJECT_ROOT, 'dist/src/cli/migrate.js');

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

/** One request of the load, as the client saw it. */
export interface Sent {
  id: string;
  kind: 'browse' | 'cart' | 'checkout' | 'pay' | 'import' | 'job';
  method: string;
  path: string;
  started: number;
  ended: number;
  status: number;
  /** The instance HAProxy sent it to (its `X-Served-By`), empty when none. */
  servedBy: string;
  /** Whether the answer was one the request may get. */
  ok: boolean;
  /** Why no answer came (status 0). */
  error?: string;
  /** Sent to the instance directly, not through HAProxy (the development gateway's confirmation). */
  direct: boolean;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
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

const SECRETS = { JWT_ACCESS_SECRET: 'f'.repeat(40), JWT_REFRESH_SECRET: 'g'.repeat(40) };
const ADMIN = { email: 'fleet-admin@example.com', password: 'fleet-password-1' };
const STORE = 'fleet-store';
const INITIAL_STOCK = 1_000_000;
const PRODUCTS = 8;
const STEP_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 50 ms for up to `ms`; fails naming what never happened. */
const until = (ms: number, what: string, condition: () => Promise<boolean> | boolean) =>
  pollUntil(ms, what, async () => ({ done: (await condition()) || undefined }));

/** One server process on a fixed port: started again on that port after a kill, as a supervisor would. */
class Instance {
  proc?: ChildProcess;
  output = '';
  /** Started and not yet told to stop. */
  serving = false;
  exited?: Promise<number | null>;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const proc = spawn(process.execPath, [MAIN], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    proc.stdout!.on('data', keep);
    proc.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
    await until(STEP_MS, `${this.name} ready`, async () => {
      if (proc.exitCode !== null) throw new Error(`${this.name} exited (${proc.exitCode}):\n${this.output}`);
      return (await probe(`${this.url}/readyz`)) === 200;
    });
    this.serving = true;
  }

  kill(signal: NodeJS.Signals): void {
    this.serving = false;
    this.proc?.kill(signal);
  }
}

/** The status of a GET, 0 when the connection fails. */
async function probe(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** HAProxy with the committed configuration, its log kept. */
class Balancer {
  log = '';
  private constructor(
    private readonly proc: ChildProcess,
    readonly url: string,
    readonly statsUrl: string,
  ) {}

  static async start(apps: Instance[]): Promise<Balancer> {
    const [port, statsPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      FLEET_BIND: `127.0.0.1:${port}`,
      FLEET_STATS: `127.0.0.1:${statsPort}`,
    };
    apps.forEach((app, i) => (env[`FLEET_APP${i + 1}`] = `127.0.0.1:${app.port}`));
    const proc = spawn(programPath('haproxy'), ['-db', '-f', HAPROXY_CONFIG], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const balancer = new Balancer(proc, `http://127.0.0.1:${port}`, `http://127.0.0.1:${statsPort}/stats;csv`);
    proc.stdout!.on('data', (chunk: Buffer) => (balancer.log += chunk.toString()));
    proc.stderr!.on('data', (chunk: Buffer) => (balancer.log += chunk.toString()));
    await until(30_000, 'HAProxy marks every instance up', async () => {
      if (proc.exitCode !== null) throw new Error(`haproxy exited (${proc.exitCode}):\n${balancer.log}`);
      const states = await balancer.states().catch(() => ({}) as Record<string, string>);
      return apps.every((app) => states[app.name] === 'UP');
    });
    return balancer;
  }

  /** Each server's state (`UP`, `DOWN`, `UP 1/2`, ...), from the statistics page. */
  async states(): Promise<Record<string, string>> {
    const text = await (await fetch(this.statsUrl, { signal: AbortSignal.timeout(2000) })).text();
    const [header, ...rows] = text.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const states: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[px] === 'app' && cells[sv] !== 'BACKEND') states[cells[sv]] = cells[status];
    }
    return states;
  }

  /** The logged requests: instance, status, termination state, request id, method and path. */
  requests(): { server: string; status: number; termination: string; id: string; method: string; path: string }[] {
    const pattern = / app\/(\S+) \S+ (-?\d+) \S+ \S+ \S+ (\S{4}) \S+ \S+ \{([^}]*)\} "(\S+) (\S+)/;
    return this.log
      .split('\n')
      .map((line) => pattern.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ server: m[1], status: Number(m[2]), termination: m[3], id: m[4], method: m[5], path: m[6] }));
  }

  stop(): void {
    this.proc.kill('SIGTERM');
  }
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; [key: string]: unknown };
  servedBy: string;
}

/** A client of the balancer: each call has its own request id, and the client's address in X-Forwarded-For. */
class Caller {
  constructor(
    private readonly base: string,
    private readonly ip: string,
    private readonly sent: Sent[] | undefined,
    private readonly headers: Record<string, string> = {},
    /** The instance called, when called directly rather than through the balancer. */
    private readonly instance = '',
  ) {}

  as(headers: Record<string, string>): Caller {
    return new Caller(this.base, this.ip, this.sent, { ...this.headers, ...headers }, this.instance);
  }

  /** The same client calling `app` directly. */
  at(app: Instance): Caller {
    return new Caller(app.url, this.ip, this.sent, this.headers, app.name);
  }

  async call(
    kind: Sent['kind'],
    method: string,
    route: string,
    body?: unknown,
    expected: number[] = [200],
  ): Promise<Answer> {
    const id = randomUUID();
    const started = performance.now();
    let answer: Answer;
    try {
      const payload = body instanceof Multipart ? body : body === undefined ? undefined : JSON.stringify(body);
      const res = await send(
        method,
        `${this.base}${route}`,
        {
          ...this.headers,
          'x-request-id': id,
          'x-forwarded-for': this.ip,
          ...(payload instanceof Multipart
            ? { 'content-type': payload.contentType }
            : payload === undefined
              ? {}
              : { 'content-type': 'application/json' }),
        },
        payload instanceof Multipart ? payload.body : payload,
      );
      let parsed: Answer['body'] = {};
      try {
        parsed = JSON.parse(res.text) as Answer['body'];
      } catch {
        parsed = { text: res.text };
      }
      answer = { status: res.status, body: parsed, servedBy: res.servedBy ?? this.instance };
    } catch (error) {
      answer = { status: 0, body: { error: String(error) }, servedBy: this.instance };
    }
    this.sent?.push({
      id,
      kind,
      method,
      path: route,
      started,
      ended: performance.now(),
      status: answer.status,
      servedBy: answer.servedBy,
      ok: expected.includes(answer.status),
      direct: this.instance !== '',
      ...(answer.status === 0 ? { error: String(answer.body.error) } : {}),
    });
    return answer;
  }

  /** A call that must succeed (the set-up's). */
  async must(method: string, route: string, body: unknown, status: number): Promise<Record<string, unknown>> {
    const answer = await this.call('browse', method, route, body, [status]);
    if (answer.status !== status) {
      throw new Error(`${method} ${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return (answer.body.data ?? answer.body) as Record<string, unknown>;
  }
}

/** A multipart body with one file. */
class Multipart {
  private readonly boundary = `----fleet${randomUUID()}`;
  constructor(
    private readonly field: string,
    private readonly fileName: string,
    private readonly content: Buffer,
  ) {}

  get contentType(): string {
    return `multipart/form-data; boundary=${this.boundary}`;
  }

  get body(): Buffer {
    const head = `--${this.boundary}\r\nContent-Disposition: form-data; name="${this.field}"; filename="${this.fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
    return Buffer.concat([Buffer.from(head), this.content, Buffer.from(`\r\n--${this.boundary}--\r\n`)]);
  }
}

/**
 * One request on a connection of its own. A request that is not the first on a keep-alive
 * connection and whose instance dies gets no answer from HAProxy: it closes the connection, as the
 * server did, and logs nothing. The first request of a connection gets a 502 naming the instance.
 */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; text: string; servedBy?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          servedBy: res.headers['x-served-by'] as string | undefined,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/** The employee CSV of the import: `rows` new employees with unique payroll codes. */
export function employeeCsv(rows: number): Buffer {
  const lines = ['Payroll Code,First Name,Surname,Date of Birth,Join Date,Email,Pay Basis,Pay Amount'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      `F${String(i).padStart(7, '0')},First${i},Last${i},1980-${month}-${day},2020-${month}-${day},f${i}@example.com,Monthly,${2000 + (i % 500)}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const address = {
  firstName: 'Fleet',
  lastName: 'Shopper',
  phone: '+1 555 0100',
  line1: '1 Load Street',
  line2: null,
  city: 'Springfield',
  state: null,
  postalCode: '49007',
  country: 'US',
};

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

/** The `q` quantile of `values` (nearest rank), 0 when there are none. */
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Starts everything, runs the load with the kill and the retirement, checks, and stops everything. */
export async function runFleet(options: FleetOptions): Promise<FleetReport> {
  const log = options.log ?? (() => undefined);
  const stops: (() => Promise<void> | void)[] = [];
  try {
    return await fleet(options, log, stops);
  } finally {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch {
        // Best effort: the rest still stops.
      }
    }
  }
}

async function fleet(
  options: FleetOptions,
  log: (line: string) => void,
  stops: (() => Promise<void> | void)[],
): Promise<FleetReport> {
  const primary = await OwnPostgres.start();
  stops.push(() => primary.destroy());
  const replica = await primary.replica();
  stops.push(() => replica.destroy());
  const redis = await OwnRedis.start();
  stops.push(() => redis.halt());
  log(`PostgreSQL primary :${primary.port}, streaming replica :${replica.port}, Redis :${redis.port}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-'));
  stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const common: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: primary.url(),
    DATABASE_READ_URL: replica.url(),
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    MIGRATE_ON_START: 'false',
    TRUST_PROXY: 'loopback',
    PAYMENT_GATEWAY: 'development',
    SUPER_ADMIN_EMAIL: ADMIN.email,
    SUPER_ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_MAX: '1000000',
    LOGIN_RATE_LIMIT_MAX: '5',
    SHUTDOWN_DRAIN_MS: String(options.drainMs),
    // Requests in flight on a retiring instance finish, however slow the machine.
    SHUTDOWN_TIMEOUT_MS: '30000',
    JOB_EXPIRE_SECONDS: '3',
    JOB_POLL_INTERVAL_MS: '500',
    ...SECRETS,
  };

  // The release step: migrations once, before any instance starts (they start with MIGRATE_ON_START=false).
  const migrate = spawnSync(process.execPath, [MIGRATE, 'up'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', ...common },
    encoding: 'utf8',
    timeout: STEP_MS,
  });
  if (migrate.status !== 0) throw new Error(`npm run migrate failed: ${migrate.stderr}${migrate.stdout}`);

  const apps: Instance[] = [];
  for (const name of ['app1', 'app2', 'app3']) apps.push(new Instance(name, await freePort(), common));
  stops.push(() => {
    for (const app of apps) app.kill('SIGKILL');
  });
  // The first start creates the super administrator; the others find it.
  await within(STEP_MS, 'app1 ready', apps[0].start());
  await within(STEP_MS, 'app2 and app3 ready', Promise.all(apps.slice(1).map((app) => app.start())));
  const balancer = await Balancer.start(apps);
  stops.push(() => balancer.stop());
  log(`HAProxy ${balancer.url} in front of ${apps.map((a) => `${a.name} :${a.port}`).join(', ')}`);

  const db = new PgClient({ connectionString: primary.url() });
  await db.connect();
  stops.push(() => db.end());

  // The set-up, through the balancer: a store with products, customers, a payroll employer.
  const setup = new Caller(balancer.url, '198.51.100.1', undefined);
  const signedIn = await setup.must('POST', '/api/auth/login', ADMIN, 200);
  const superAdmin = setup.as({ authorization: `Bearer ${(signedIn.tokens as { accessToken: string }).accessToken}` });
  await superAdmin.must(
    'POST',
    '/api/tenants',
    {
      name: 'Fleet Store',
      slug: STORE,
      adminEmail: 'owner@fleet.example',
      adminPassword: 'fleet-password-1',
      adminFirstName: 'Fleet',
      adminLastName: 'Owner',
    },
    201,
  );
  const ownerTokens = await setup
    .as({ 'x-tenant-slug': STORE })
    .must('POST', '/api/auth/login', { email: 'owner@fleet.example', password: 'fleet-password-1' }, 200);
  const owner = setup.as({
    'x-tenant-slug': STORE,
    authorization: `Bearer ${(ownerTokens.tokens as { accessToken: string }).accessToken}`,
  });
  const products: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await owner.must(
      'POST',
      '/api/products',
      { name: `Fleet product ${i}`, price: 3 + i, stockQuantity: INITIAL_STOCK, trackInventory: true },
      201,
    );
    products.push(String(product.id));
  }
  const key = (
    await superAdmin.must(
      'POST',
      '/graphql',
      { query: 'mutation { createApiKey(input: { name: "fleet" }) { key } }' },
      200,
    )
  ).createApiKey as { key: string };
  const payroll = setup.as(basic('fleet', key.key));
  const employer = await payroll.must('POST', '/payroll/employers', { name: 'Fleet Employer' }, 201);

  const sent: Sent[] = [];
  const users = await Promise.all(
    Array.from({ length: options.users }, async (_, i) => {
      const client = new Caller(balancer.url, `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`, sent, {
        'x-tenant-slug': STORE,
      });
      const registered = await client.must(
        'POST',
        '/api/auth/customer/register',
        { email: `shopper${i}@fleet.example`, password: 'fleet-password-1', firstName: 'Shop', lastName: `Per${i}` },
        201,
      );
      const token = (registered.tokens as { accessToken: string }).accessToken;
      return { i, client: client.as({ authorization: `Bearer ${token}` }) };
    }),
  );
  sent.length = 0;
  log(`Store with ${PRODUCTS} products, ${users.length} customers, an employer: the load starts`);

  // The load.
  const t0 = performance.now();
  const deadline = t0 + options.loadMs;
  const placed = new Map<string, { customer: number; number: string }>();
  const paidOrders = new Set<string>();
  const failedCheckouts = new Map<number, number>();
  let random = 0x2f6e2b1;
  const next = () => {
    // A fixed sequence (xorshift), so that two runs send the same mix.
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) / 2 ** 32;
  };
  const shop = async (user: { i: number; client: Caller }) => {
    // Whether the cart is known to hold a line: a checkout with an empty cart answers 400.
    let cartFull = false;
    let cartKnown = true;
    let orders = 0;
    while (performance.now() < deadline) {
      const r = next();
      const product = products[Math.floor(next() * products.length)];
      if (r < 0.45) {
        await user.client.call('browse', 'GET', r < 0.25 ? '/api/products?limit=20' : `/api/products/${product}`);
      } else if (r < 0.75 || !cartFull) {
        const added = await user.client.call(
          'cart',
          'POST',
          '/api/cart',
          { productId: product, quantity: 1 + Math.floor(next() * 3) },
          [201],
        );
        if (added.status === 201) cartFull = true;
        else cartKnown = false;
      } else {
        // One key per checkout, kept across its retry: a checkout whose answer was lost (its
        // instance killed, or the database switching) is sent again and places one order at most.
        const keyed = user.client.as({ 'idempotency-key': randomUUID() });
        const expected = [201, ...(cartKnown ? [] : [400])];
        let order = await keyed.call('checkout', 'POST', '/api/orders', { shippingAddress: address }, expected);
        if (order.status === 0 || order.status >= 500 || order.status === 409) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          // 409: the first attempt's claim is held by an instance that died running it, which may
          // have placed the order; the key stays claimed, so the checkout counts as failed.
          order = await keyed.call('checkout', 'POST', '/api/orders', { shippingAddress: address }, [...expected, 409]);
        }
        if (order.status === 201) {
          const data = order.body.data as { id: string; orderNumber: string; total: number };
          placed.set(data.id, { customer: user.i, number: data.orderNumber });
          cartFull = false;
          cartKnown = true;
          // Every other order of each client is paid, its first one included.
          if (++orders % 2 === 1) {
            const intent = await user.client.call('pay', 'POST', '/api/stripe/create-payment-intent', {
              orderId: data.id,
              amount: data.total,
            });
            const secret = (intent.body.data as { clientSecret?: string } | undefined)?.clientSecret;
            // The development gateway keeps its intents in the memory of the instance that made
            // them (it stands in for the card network, which Stripe.js calls directly): the card
            // is confirmed there, while that instance serves.
            const gateway = apps.find((app) => app.name === intent.servedBy && app.serving);
            if (secret && gateway) {
              const paid = await user.client.at(gateway).call('pay', 'POST', '/api/stripe/development/confirm', {
                clientSecret: secret,
              });
              if ((paid.body.data as { status?: string } | undefined)?.status === 'succeeded') paidOrders.add(data.id);
            }
          }
        } else if (order.status !== 400) {
          failedCheckouts.set(user.i, (failedCheckouts.get(user.i) ?? 0) + 1);
          cartKnown = false;
        }
      }
    }
  };

  // HAProxy's view and the retiring instance's answers, sampled while the load runs.
  const down = new Map<string, number>();
  const back = new Map<string, number>();
  let monitoring = true;
  const monitor = (async () => {
    const seen: Record<string, string> = {};
    while (monitoring) {
      const states = await balancer.states().catch(() => undefined);
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
  const csv = employeeCsv(options.importRows);
  const importing = (async () => {
    const form = new Multipart('file', 'fleet.csv', csv);
    const importer = new Caller(balancer.url, '198.51.100.2', sent, basic('fleet', key.key));
    const queued = await importer.call(
      'import',
      'POST',
      `/payroll/employers/${String(employer.id)}/import/employees/async`,
      form,
      [202],
    );
    if (queued.status !== 202) throw new Error(`the import upload answered ${queued.status}`);
    job.id = String((queued.body as { id: string }).id);
  })();

  const shoppers = Promise.all(users.map(shop));

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
  const importer = new Caller(balancer.url, '198.51.100.2', sent, basic('fleet', key.key));
  let jobBody: { status?: string; result?: { metadata?: Record<string, number> } } = {};
  await until(STEP_MS, 'the import job finishes', async () => {
    jobBody = (await importer.call('job', 'GET', `/payroll/jobs/${job.id}`)).body as typeof jobBody;
    return ['Completed', 'CompletedWithErrors', 'Failed'].includes(jobBody.status ?? '');
  });
  await until(STEP_MS, `HAProxy has ${killed.name} back`, () => back.has(killed.name));
  monitoring = false;
  await monitor;
  retire.downMs = (down.get(retired.name) ?? NaN) - retiredAt;
  log(`Load done: ${sent.length} requests in ${loadSeconds.toFixed(1)} s`);

  // The shared login limit: survivors answered alternately, one budget of LOGIN_RATE_LIMIT_MAX.
  const survivors = apps.filter((app) => app !== retired);
  const logins: { status: number; by: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const app = survivors[i % survivors.length];
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email: 'nobody@fleet.example', password: `wrong-${i}` }),
    });
    await res.arrayBuffer();
    logins.push({ status: res.status, by: app.name });
  }

  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  // Orders: each confirmed one stored once; the others only from checkouts that failed.
  const tenant = await db.query<{ id: string }>('select id from tenant where slug = $1', [STORE]);
  const tenantId = tenant.rows[0].id;
  const stored = (
    await db.query<{ id: string; order_number: string; customer_id: string; payment_status: string; email: string }>(
      `select o.id, o.order_number, o.customer_id, o.payment_status, c.email
         from customer_order o join customer c on c.id = o.customer_id where o.tenant_id = $1`,
      [tenantId],
    )
  ).rows;
  const storedIds = new Set(stored.map((o) => o.id));
  const missing = [...placed.keys()].filter((id) => !storedIds.has(id));
  check('every confirmed order is stored', missing.length === 0, `${placed.size} confirmed, ${missing.length} missing`);
  const extras = new Map<number, number>();
  for (const order of stored) {
    if (placed.has(order.id)) continue;
    const customer = Number(/^shopper(\d+)@/.exec(order.email)?.[1]);
    extras.set(customer, (extras.get(customer) ?? 0) + 1);
  }
  const unexplained = [...extras].filter(([customer, n]) => n > (failedCheckouts.get(customer) ?? 0));
  check(
    'no order is duplicated: each stored order unknown to its client comes from a failed checkout of that client',
    unexplained.length === 0,
    `${stored.length} stored, ${stored.length - placed.size + missing.length} from failed checkouts, ${unexplained.length} customers with more`,
  );
  const numbers = stored.map((o) => Number(/-(\d{6})$/.exec(o.order_number)?.[1])).sort((a, b) => a - b);
  const gapFree = numbers.every((n, i) => n === i + 1);
  check(
    'order numbers are gap-free',
    gapFree,
    `${numbers[0]} to ${numbers[numbers.length - 1]}, ${numbers.length} numbers`,
  );
  const numbersAgree = [...placed].every(
    ([id, { number }]) => stored.find((o) => o.id === id)?.order_number === number,
  );
  check('each confirmed order keeps the number its client saw', numbersAgree, '');

  // Stock: what is left plus what was sold is what there was, per product.
  const stock = (
    await db.query<{ id: string; stock_quantity: number; sold: string }>(
      `select p.id, p.stock_quantity,
              coalesce((select sum(i.quantity) from order_item i join customer_order o on o.id = i.order_id
                         where i.product_id = p.id and o.status <> 'CANCELLED'), 0) as sold
         from product p where p.tenant_id = $1`,
      [tenantId],
    )
  ).rows;
  const unbalanced = stock.filter((p) => p.stock_quantity + Number(p.sold) !== INITIAL_STOCK);
  const sold = stock.reduce((sum, p) => sum + Number(p.sold), 0);
  check('stock plus units sold is unchanged for every product', unbalanced.length === 0, `${sold} units sold`);

  const paidStored = new Set(stored.filter((o) => o.payment_status === 'PAID').map((o) => o.id));
  const unpaid = [...paidOrders].filter((id) => !paidStored.has(id));
  check('each payment confirmed to its client is PAID', unpaid.length === 0, `${paidOrders.size} paid`);

  // The import: every row once, its counts exact.
  const meta = jobBody.result?.metadata ?? {};
  const employees = (
    await db.query<{ n: string; codes: string }>(
      'select count(*) as n, count(distinct payroll_code) as codes from payroll_employee where employer_id = $1',
      [employer.id],
    )
  ).rows[0];
  const attempts = (await db.query<{ attempts: number }>('select attempts from payroll_job where id = $1', [job.id]))
    .rows[0].attempts;
  check(
    'the import stored each row once and counts exactly',
    jobBody.status === 'Completed' &&
      Number(employees.n) === options.importRows &&
      Number(employees.codes) === options.importRows &&
      meta.created === options.importRows &&
      (meta.failed ?? 0) === 0,
    `${jobBody.status}, ${employees.n} rows (${employees.codes} codes), metadata ${JSON.stringify(meta)}, ${attempts} attempt(s)`,
  );

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
  check(
    'the login limit is shared by the survivors: 5 attempts in all, then 429 from each',
    logins.map((l) => l.status).join() === '401,401,401,401,401,429,429,429' &&
      new Set(logins.slice(5).map((l) => l.by)).size === survivors.length,
    logins.map((l) => `${l.status} by ${l.by}`).join(', '),
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
    paid: paidStored.size,
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
