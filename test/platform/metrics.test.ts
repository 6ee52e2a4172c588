import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { EnvError, loadEnv } from '../../src/config/env';
import { startServer } from '../../src/server/http';
import { createLogger } from '../../src/observability/logger';
import { startTestApp, TEST_SECRETS, TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { pollUntil } from '../helpers/bounded';
import { countStatements, openTestOrm, workerDatabaseUrl } from '../helpers/db';
import { http } from '../helpers/http';
import { eachTestIn } from '../helpers/scenarios';
import { csvForm, employerScenario, payroll, waitForJob, type EmployerScenario } from '../payroll/support';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnopqrstuvwxyz';
const UNKNOWN_PRODUCT = '6f1c2a4e-0000-4000-8000-000000000001';

/** One sample of a scrape: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Scrape {
  samples: Sample[];
  types: Map<string, string>;
  /** The value of the sample `name` whose labels include `labels`; 0 when absent. */
  value(name: string, labels?: Record<string, string>): number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"(,|$)/y;

/**
 * Parses Prometheus' text format 0.0.4 strictly: every line is a HELP, a TYPE or a sample whose
 * family was declared by a TYPE line before it, with well-formed labels and a numeric value.
 */
function parseExposition(text: string): Scrape {
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line);
    if (meta) {
      if (meta[1] === 'HELP') helps.add(meta[2]);
      else {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        types.set(meta[2], meta[3]);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, rawLabels = '', rawValue] = match;
    const family = [...types.keys()].find(
      (f) => name === f || /^_(bucket|sum|count|total|created)$/.test(name.slice(f.length)),
    );
    if (!family) throw new Error(`sample ${name} has no TYPE line before it`);
    expect(helps.has(family)).toBe(true);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < rawLabels.length) {
      const label = LABEL.exec(rawLabels);
      if (!label) throw new Error(`malformed labels in: ${line}`);
      labels[label[1]] = label[2];
    }
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes `Nan`).
    const special: Record<string, number> = { nan: NaN, '+inf': Infinity, inf: Infinity, '-inf': -Infinity };
    const value = special[rawValue.toLowerCase()] ?? Number(rawValue);
    if (Number.isNaN(value) && rawValue.toLowerCase() !== 'nan') throw new Error(`not a number in: ${line}`);
    samples.push({ name, labels, value });
  }
  return {
    samples,
    types,
    value(name, wanted = {}) {
      const found = samples.find(
        (s) => s.name === name && Object.entries(wanted).every(([key, v]) => s.labels[key] === v),
      );
      return found?.value ?? 0;
    },
  };
}

async function scrape(t: TestApp): Promise<Scrape> {
  const res = await http<string>(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parseExposition(res.body);
}

let orm: MikroORM;
let t: TestApp;
/** alice's employer and its store: what the counted requests read and write. */
let acme: EmployerScenario;

beforeAll(async () => {
  orm = await openTestOrm();
});
// The app shares the file's ORM (the statement counts read it, other apps run on it): closed before it, below.
eachTestIn(
  employerScenario,
  (app, built) => ([t, acme] = [app, built]),
  () => ({ orm, env: { METRICS_TOKEN: TOKEN, STRIPE_PUBLISHABLE_KEY: 'pk_test_metrics' } }),
  { once: true },
);
afterAll(async () => {
  await orm.close(true);
});

/** Another app on the file's ORM, booted by the test with an env of its own (the env is what it tests). */
async function withApp(env: Record<string, string>, use: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await startTestApp({ orm, env });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('access to /metrics', () => {
  it('answers 404 when no METRICS_TOKEN is configured', async () => {
    await withApp({}, async (plain) => {
      const res = await http(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    });
  });

  it('refuses a scrape without a token or with a wrong one with 401, naming the Bearer scheme', async () => {
    const none = await http(`${t.url}/metrics`);
    const wrong = await http(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    const basic = await http(`${t.url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect([none.status, wrong.status, basic.status]).toEqual([401, 401, 401]);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(JSON.stringify([none.body, wrong.body])).not.toContain('http_request');
  });

  it('METRICS_TOKEN shorter than 32 characters stops the boot naming the variable', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(EnvError);
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('with the token answers Prometheus text 0.0.4 that parses, with process metrics and pool gauges', async () => {
    const res = await http<string>(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const parsed = parseExposition(res.body);
    expect(parsed.types.get('http_request_duration_seconds')).toBe('histogram');
    expect(parsed.types.get('http_request_sql_statements')).toBe('histogram');
    expect(parsed.types.get('rate_limit_refusals_total')).toBe('counter');
    expect(parsed.types.get('job_duration_seconds')).toBe('histogram');
    expect(parsed.types.get('job_queue_depth')).toBe('gauge');
    expect(parsed.types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(parsed.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    const pools = parsed.samples.filter((s) => s.name === 'db_pool_connections_in_use').map((s) => s.labels.pool);
    expect(pools.sort()).toEqual(['jobs', 'orm', 'read', 'read_prepared']);
    for (const name of ['db_pool_connections_idle', 'db_pool_waiting']) {
      expect(parsed.samples.filter((s) => s.name === name)).toHaveLength(4);
    }
    const depths = parsed.samples.filter((s) => s.name === 'job_queue_depth');
    expect(depths.map((s) => s.labels.queue).sort()).toEqual(['payroll-jobs', 'storefront-order-expiry']);
    expect(depths.find((s) => s.labels.queue === 'payroll-jobs')).toMatchObject({ value: 0 });
  });
});

describe('requests move their metrics', () => {
  const count = 'http_request_duration_seconds_count';

  it('a REST request counts once under its route template (never the raw id) and status class', async () => {
    const { store } = acme;
    const labels = { api: 'storefront', route: '/products/:id', status: '4xx' };
    const before = await scrape(t);
    const res = await storefrontRest(t).get('/products/{id}', {
      params: { id: UNKNOWN_PRODUCT },
      headers: store.anonymous,
    });
    expectStatus(res, 404);
    const config = await storefrontRest(t).get('/stripe/config');
    expectStatus(config, 200);
    const after = await scrape(t);
    expect(after.value(count, labels) - before.value(count, labels)).toBe(1);
    const okLabels = { api: 'storefront', route: '/stripe/config', status: '2xx' };
    expect(after.value(count, okLabels) - before.value(count, okLabels)).toBe(1);
    expect(after.samples.some((s) => Object.values(s.labels).some((v) => v.includes(UNKNOWN_PRODUCT)))).toBe(false);
  });

  it('paths no route answers collapse into one `unknown` route label', async () => {
    const labels = { api: 'storefront', route: 'unknown', status: '4xx' };
    const before = await scrape(t);
    // Paths no API document has: untyped on purpose.
    expect((await http(`${t.url}/api/no-such-thing/1`)).status).toBe(404);
    expect((await http(`${t.url}/api/no-such-thing/2`)).status).toBe(404);
    const after = await scrape(t);
    expect(after.value(count, labels) - before.value(count, labels)).toBe(2);
    expect(after.samples.some((s) => s.labels.route?.includes('no-such-thing'))).toBe(false);
  });

  const query = (q: string) => http(`${t.url}/graphql`, { method: 'POST', json: { query: q } });

  it('a GraphQL request counts once under its operation name; an anonymous one under `unknown`', async () => {
    const named = { api: 'graphql', route: 'PaymentGatewayConfig', status: '2xx' };
    const anonymous = { api: 'graphql', route: 'unknown', status: '2xx' };
    const before = await scrape(t);
    expect((await query('query PaymentGatewayConfig { paymentGatewayConfig { publishableKey } }')).status).toBe(200);
    expect((await query('{ paymentGatewayConfig { publishableKey } }')).status).toBe(200);
    const after = await scrape(t);
    expect(after.value(count, named) - before.value(count, named)).toBe(1);
    expect(after.value(count, anonymous) - before.value(count, anonymous)).toBe(1);
  });

  it("labels only the server's own operations: made-up names count as `other` and evict none", async () => {
    const other = { api: 'graphql', route: 'other', status: '2xx' };
    const before = await scrape(t);
    for (let i = 0; i < 300; i++) {
      const res = await query(`query MadeUp${i} { paymentGatewayConfig { publishableKey } }`);
      expect(res.status).toBe(200);
    }
    // Names of shipped client documents (schema/operations) and of a REST route's document (GET /api/products).
    expect((await query('query PaymentGatewayConfig { paymentGatewayConfig { gateway } }')).status).toBe(200);
    expect((await query('query AccountingReferenceData { __typename }')).status).toBe(200);
    expect((await query('query Products { __typename }')).status).toBe(200);
    const after = await scrape(t);
    const delta = (labels: Record<string, string>) => after.value(count, labels) - before.value(count, labels);
    expect(delta({ api: 'graphql', route: 'PaymentGatewayConfig', status: '2xx' })).toBe(1);
    expect(delta({ api: 'graphql', route: 'AccountingReferenceData', status: '2xx' })).toBe(1);
    expect(delta({ api: 'graphql', route: 'Products', status: '2xx' })).toBe(1);
    expect(delta(other)).toBe(300);
    const routes = new Set(
      after.samples.filter((s) => s.name === count && s.labels.api === 'graphql').map((s) => s.labels.route),
    );
    expect([...routes].filter((route) => route.startsWith('MadeUp'))).toEqual([]);
    // This app's GraphQL labels: the three names above, `unknown` and `other`, however many names were sent.
    expect(routes.size).toBeLessThanOrEqual(5);
  });

  it("observes a request's SQL statements: as many as the ORM and read pool sent for it", async () => {
    const { store } = acme;
    const labels = { api: 'storefront', route: '/products/:id' };
    const before = await scrape(t);
    const { statements } = await countStatements(orm, () =>
      storefrontRest(t).get('/products/{id}', { params: { id: UNKNOWN_PRODUCT }, headers: store.anonymous }),
    );
    const after = await scrape(t);
    expect(statements.length).toBeGreaterThan(0);
    const sum = 'http_request_sql_statements_sum';
    expect(
      after.value('http_request_sql_statements_count', labels) -
        before.value('http_request_sql_statements_count', labels),
    ).toBe(1);
    expect(after.value(sum, labels) - before.value(sum, labels)).toBe(statements.length);
  });
});

describe('rate limits and jobs', () => {
  it('each limiter counts its refusals on rate_limit_refusals_total, in its own app only', async () => {
    const env = {
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_MAX: '3',
      LOGIN_RATE_LIMIT_MAX: '1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test',
    };
    await withApp(env, async (limited) => {
      const refusals = async (limiter: string) =>
        (await scrape(limited)).value('rate_limit_refusals_total', { limiter });
      // Logins have a limiter of their own, counted by the login use case (over GraphQL here).
      const login = () =>
        http(`${limited.url}/graphql`, {
          method: 'POST',
          json: {
            query: 'mutation Login($input: LoginInput!) { login(input: $input) { user { id } } }',
            variables: { input: { email: 'nobody@metrics.test', password: 'wrong-password' } },
          },
        });
      expect(JSON.stringify((await login()).body)).toContain('UNAUTHENTICATED');
      expect(JSON.stringify((await login()).body)).toContain('RATE_LIMITED');
      expect(await refusals('login')).toBe(1);
      expect(await refusals('api')).toBe(0);

      // The general limit: two logins and this call spend the budget of 3, the next is refused.
      expect((await storefrontRest(limited).get('/stripe/config')).status).toBe(200);
      expect((await storefrontRest(limited).get('/stripe/config')).status).toBe(429);
      expect(await refusals('api')).toBe(1);
      expect(await refusals('login')).toBe(1);
      // Each app has its own registry: the other app's counts did not move.
      expect((await scrape(t)).value('rate_limit_refusals_total', { limiter: 'api' })).toBe(0);
    });
  });

  it('a finished background job counts under its type and outcome', async () => {
    const { alice: user, employerId } = acme;
    const labels = { type: 'Report', outcome: 'Completed' };
    const before = (await scrape(t)).value('job_duration_seconds_count', labels);
    const res = await payroll(t, user).post('/employers/{employerId}/reports-async/employees', {
      params: { employerId },
      query: { outputFormat: 'csv' },
    });
    expect(res.status).toBe(202);
    expect(await waitForJob(t, user, bodyOf(res, 202).id)).toMatchObject({ status: 'Completed' });
    // The job's row is stored finished a moment before its worker reports it: read a few scrapes.
    const after = await pollUntil(5_000, 'a completed Report job counted in job_duration_seconds_count', async () => {
      const count = (await scrape(t)).value('job_duration_seconds_count', labels);
      return { done: count !== before ? count : undefined, seen: count };
    });
    expect(after - before).toBe(1);
  });
});

describe('METRICS_PORT', () => {
  it('must differ from PORT', () => {
    expect(() => loadEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT/);
  });

  it('listens on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadEnv({ METRICS_PORT: '9100' }).metricsHost).toBe('127.0.0.1');
    expect(loadEnv({ METRICS_PORT: '9100', METRICS_HOST: '::1' }).metricsHost).toBe('::1');
    expect(loadEnv({ METRICS_PORT: '9100', METRICS_HOST: 'localhost' }).metricsHost).toBe('localhost');
    expect(loadEnv({ METRICS_PORT: '9100', METRICS_HOST: '127.0.0.2' }).metricsHost).toBe('127.0.0.2');
  });

  it('a non-loopback METRICS_HOST without METRICS_TOKEN stops the boot naming the variable', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'metrics.internal']) {
      expect(() => loadEnv({ METRICS_PORT: '9100', METRICS_HOST: host })).toThrow(EnvError);
      expect(() => loadEnv({ METRICS_PORT: '9100', METRICS_HOST: host })).toThrow(/METRICS_HOST.*METRICS_TOKEN/);
      expect(loadEnv({ METRICS_PORT: '9100', METRICS_HOST: host, METRICS_TOKEN: TOKEN }).metricsHost).toBe(host);
    }
    expect(() => loadEnv({ METRICS_PORT: '9100', METRICS_HOST: 'not a host' })).toThrow(/METRICS_HOST/);
  });

  /** Boots the whole server (as `npm start` does) with the metrics port on. */
  async function startWithMetricsPort(extra: Record<string, string> = {}) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-port-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: workerDatabaseUrl(),
      DATA_DIR: dataDir,
      PORT: '0',
      METRICS_PORT: '0',
      JWT_ACCESS_SECRET: TEST_SECRETS.jwtAccessSecret,
      JWT_REFRESH_SECRET: TEST_SECRETS.jwtRefreshSecret,
      SUPER_ADMIN_EMAIL: TEST_SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: TEST_SUPER_ADMIN.password,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_metrics',
      ...extra,
    });
    const server = await startServer(
      env,
      { rest: true, graphqlSchemaFiles: [], jsResourceFiles: [] },
      createLogger(env),
    );
    return {
      server,
      async close() {
        await server.shutdown();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  it('with METRICS_TOKEN, the metrics port asks for the Bearer token too', async () => {
    const { server, close } = await startWithMetricsPort({ METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN });
    try {
      const metricsPort = Number(new URL(server.metricsUrl!).port);
      expect(metricsPort).toBeGreaterThan(0);
      const none = await http(server.metricsUrl!);
      const wrong = await http(server.metricsUrl!, { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect([none.status, wrong.status]).toEqual([401, 401]);
      const ok = await http<string>(server.metricsUrl!, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(ok.body).toContain('http_request_duration_seconds');
    } finally {
      await close();
    }
  });

  it('serves the metrics of the main port on a loopback port of its own, and nothing else there', async () => {
    const { server, close } = await startWithMetricsPort();
    try {
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      // No token: the main port has no /metrics, the metrics port asks for none.
      expect((await http(`${server.url}/metrics`)).status).toBe(404);
      expect((await storefrontRest(server).get('/stripe/config')).status).toBe(200);
      const res = await http<string>(server.metricsUrl!);
      expect(res.status).toBe(200);
      const parsed = parseExposition(res.body);
      const labels = { api: 'storefront', route: '/stripe/config', status: '2xx' };
      expect(parsed.value('http_request_duration_seconds_count', labels)).toBe(1);
      // The metrics port serves no API: a check of the port, untyped on purpose.
      expect((await http(server.metricsUrl!.replace(/\/metrics$/, '/api/stripe/config'))).status).toBe(404);
    } finally {
      await close();
    }
  });
});

// Last: the import's job stays queued, and the main app's workers may run it while a later test counted statements.
describe('uploads', () => {
  it("counts the SQL statements of a streamed multipart upload too (the request's context survives the stream)", async () => {
    // No job workers: the import's job must not send statements of its own while the request runs.
    await withApp({ METRICS_TOKEN: TOKEN, JOB_WORKERS: '0' }, async (quiet) => {
      const { alice: user, employerId } = acme;
      const route = '/employers/:employerId/import/employees/async';
      const { statements, result } = await countStatements(orm, () =>
        payroll(quiet, user).post('/employers/{employerId}/import/employees/async', {
          params: { employerId },
          form: csvForm('Payroll Code,First Name\n1,Ann\n'),
        }),
      );
      expect(result.status).toBe(202);
      const after = await scrape(quiet);
      expect(after.value('http_request_sql_statements_count', { api: 'payroll', route })).toBe(1);
      expect(after.value('http_request_sql_statements_sum', { api: 'payroll', route })).toBe(statements.length);
    });
  });
});
