import path from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { EnvError, loadEnv } from '../../src/config/env';
import { PROJECT_ROOT } from '../../src/config/paths';
import { createTracing } from '../../src/server/tracing-otel';
import { startTestApp } from '../helpers/app';
import { buildDist } from '../helpers/build';
import { createEmployer, csvForm, payroll, payrollWorld, waitForJob } from '../payroll/support';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TENANT_SLUG } from '../../src/modules/bootstrap';
import { cleanDatabase, openTestOrm, workerDatabaseUrl } from '../helpers/db';
import { spanTree, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver';
import { eventually, SECRETS, start, steps, type Started } from '../helpers/server-process';

/**
 * Tracing of the built server (`node dist/src/main.js`) in a child process, exporting to an
 * OTLP/HTTP receiver started here: the span tree of a request (HTTP server span, its GraphQL
 * operation, its SQL statements), the trace in the request's log lines, and nothing of
 * OpenTelemetry loaded when no endpoint is configured.
 */
const PROBE = path.join(PROJECT_ROOT, 'test/fixtures/report-opentelemetry-modules.js');
const SERVER = 2;
const CLIENT = 3;
const STORE = { 'x-tenant-slug': DEMO_TENANT_SLUG };

let building: Promise<void> | undefined;
/** The built server on an empty database (the demo store is seeded by the first start), once per file. */
function built(): Promise<void> {
  return (building ??= (async () => {
    buildDist();
    const orm = await openTestOrm();
    await cleanDatabase(orm);
    await orm.close(true);
  })());
}
/** A loaded machine takes minutes to compile. */
const BUILD = 300_000;

/** A server on this worker's database with the demo store, its log lines kept as JSON. */
function server(env: Record<string, string>): Started {
  return start({
    NODE_ENV: 'production',
    DATABASE_URL: workerDatabaseUrl(),
    SEED_DEMO: 'true',
    NODE_OPTIONS: `--require ${PROBE}`,
    ...SECRETS,
    ...env,
  });
}

/** The JSON log lines of the server's output. */
function logLines(run: Started): Record<string, any>[] {
  return run
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>);
}

/** Stops the server with SIGTERM; answers how many modules of the OpenTelemetry SDK it had loaded. */
async function stop(run: Started): Promise<number> {
  run.proc.kill('SIGTERM');
  expect(await run.exited).toBe(0);
  const match = /opentelemetry SDK modules loaded: (\d+)/.exec(run.output());
  if (!match) throw new Error(`the module probe wrote nothing:\n${run.output()}`);
  return Number(match[1]);
}

/** The server span of the request sent with `X-Request-Id: id`, once it has been exported. */
async function requestSpan(receiver: OtlpReceiver, id: string): Promise<ReceivedSpan> {
  let found: ReceivedSpan | undefined;
  await eventually(`the server span of request ${id} exported`, () => {
    found = receiver.spans.find((s) => s.kind === SERVER && s.attributes['request.id'] === id);
    return found !== undefined;
  });
  return found!;
}

const childrenOf = (receiver: OtlpReceiver, parent: ReceivedSpan) =>
  receiver.spans.filter((s) => s.parentSpanId === parent.spanId && s.traceId === parent.traceId);

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let receiver: OtlpReceiver;
  let run: Started;
  let url: string;

  beforeAll(
    async () => {
      await built();
      receiver = await startOtlpReceiver();
      run = server({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'shop-under-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_EXPORTER_OTLP_TIMEOUT: '1000',
      });
      url = await run.url;
    },
    BUILD + steps(1),
  );
  afterAll(() => receiver.close());

  it('a REST call is one trace: HTTP server span, its GraphQL operation, its SQL statements; its log lines carry the trace', async () => {
    // A readiness probe first: neither it nor its statements are traced (no root statement spans below).
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const res = await fetch(`${url}/api/products?limit=5`, { headers: { ...STORE, 'x-request-id': 'rest-list' } });
    expect(res.status).toBe(200);

    const http = await requestSpan(receiver, 'rest-list');
    expect(http).toMatchObject({ name: 'GET /api/products', parentSpanId: '' });
    expect(http.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/products',
      'http.response.status_code': 200,
      'url.path': '/api/products',
    });
    expect(http.resource['service.name']).toBe('shop-under-test');
    // The default protocol is OTLP's protobuf.
    expect(receiver.contentTypes[0]).toBe('application/x-protobuf');

    const operations = childrenOf(receiver, http).filter((s) => s.attributes['graphql.operation.name']);
    expect(operations.map((s) => s.name)).toEqual(['Products']);
    const [operation] = operations;
    expect(operation.attributes['graphql.operation.type']).toBe('query');

    const statements = childrenOf(receiver, operation).filter((s) => s.kind === CLIENT);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.attributes['db.system.name']).toBe('postgresql');
      expect(statement.attributes['db.query.text']).toMatch(/^\s*(select|with)\b/i);
    }
    // Every span of the request is in its trace, under its server span.
    const trace = receiver.spans.filter((s) => s.traceId === http.traceId);
    const ids = new Set(trace.map((s) => s.spanId));
    for (const span of trace.filter((s) => s !== http)) expect(ids.has(span.parentSpanId)).toBe(true);
    // Statements outside requests and jobs (the probe's, the boot's) make no spans of their own.
    expect(receiver.spans.filter((s) => s.kind === CLIENT && s.parentSpanId === '')).toEqual([]);
    expect(receiver.spans.filter((s) => s.attributes['url.path'] === '/readyz')).toEqual([]);

    const lines = logLines(run).filter((line) => line.req?.id === 'rest-list');
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    for (const line of lines) expect(line).toMatchObject({ trace_id: http.traceId, span_id: http.spanId });
  });

  it('a GraphQL request: the operation span is named after the operation, its statements under it', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...STORE, 'content-type': 'application/json', 'x-request-id': 'graphql-list' },
      body: JSON.stringify({ query: 'query ShopWindow { products(limit: 3) { data { id name } } }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();

    const http = await requestSpan(receiver, 'graphql-list');
    expect(http.name).toBe('POST /graphql');
    const [operation] = childrenOf(receiver, http).filter((s) => s.name === 'ShopWindow');
    expect(operation).toBeDefined();
    expect(childrenOf(receiver, operation).filter((s) => s.kind === CLIENT).length).toBeGreaterThan(0);
  });

  it("continues the caller's trace from a W3C traceparent", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const res = await fetch(`${url}/api/products`, {
      headers: { ...STORE, 'x-request-id': 'continued', traceparent: `00-${traceId}-${parent}-01` },
    });
    expect(res.status).toBe(200);
    const http = await requestSpan(receiver, 'continued');
    expect(http).toMatchObject({ traceId, parentSpanId: parent });
    expect(logLines(run).find((line) => line.req?.id === 'continued')).toMatchObject({ trace_id: traceId });
  });

  it('a checkout (POST /api/orders) traces its HTTP, GraphQL and SQL spans, the order written among them', async () => {
    const login = await fetch(`${url}/api/auth/customer/login`, {
      method: 'POST',
      headers: { ...STORE, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_PEOPLE.customers[0].email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens;
    const order = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        ...STORE,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'x-request-id': 'checkout',
      },
      body: JSON.stringify({ paymentMethod: 'CARD', prescriptionUrl: 'https://example.com/rx/123.pdf' }),
    });
    expect(order.status).toBe(201);

    const http = await requestSpan(receiver, 'checkout');
    expect(http.name).toBe('POST /api/orders');
    const [operation] = childrenOf(receiver, http).filter((s) => s.name === 'CreateOrder');
    expect(operation).toBeDefined();
    const trace = receiver.spans.filter((s) => s.traceId === http.traceId);
    const tree = spanTree(trace, http);
    // The order's row is written by a statement of the operation (the tree is the failure's message).
    const insert = trace.find((s) => String(s.attributes['db.query.text']).includes('insert into "customer_order"'));
    expect(insert ? tree : `no insert of the order in:\n${tree}`).toMatch(/^ {4}INSERT order_counter \[client\]$/m);
    expect(insert).toMatchObject({ parentSpanId: operation.spanId, kind: CLIENT });
    if (process.env.PRINT_TRACE) process.stdout.write(`${tree}\n`);
  });

  it('a collector that is down fails no request and does not end the process; a warning says spans are dropped', async () => {
    await receiver.close();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/api/products`, { headers: STORE });
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await eventually('the export failure logged', () =>
      logLines(run).some((line) => line.level === 40 && /trace export failed/.test(line.msg)),
    );
    expect(run.proc.exitCode).toBeNull();
    expect((await fetch(`${url}/api/products`, { headers: STORE })).status).toBe(200);
    // The loaded modules are counted by the probe that the next test relies on: here it sees them.
    expect(await stop(run)).toBeGreaterThan(0);
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  beforeAll(built, BUILD);

  it(
    'loads no module of the OpenTelemetry SDK and writes no trace fields',
    async () => {
      const run = server({});
      const url = await run.url;
      const res = await fetch(`${url}/api/products`, { headers: { ...STORE, 'x-request-id': 'untraced' } });
      expect(res.status).toBe(200);
      expect(await stop(run)).toBe(0);
      const lines = logLines(run);
      expect(lines.filter((line) => line.req?.id === 'untraced')).toHaveLength(1);
      for (const line of lines) expect(Object.keys(line)).not.toEqual(expect.arrayContaining(['trace_id']));
    },
    steps(2),
  );
});

describe('a background job', () => {
  it('runs in a trace of its own linked to the request that queued it, its statements under its span', async () => {
    const exporter = new InMemorySpanExporter();
    const config = loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }).tracing!;
    const tracing = createTracing(config, { warn: () => undefined, exporter });
    const t = await startTestApp({ tracing });
    try {
      await t.clean();
      const w = await payrollWorld(t);
      const employerId = await createEmployer(t, w.alice);
      const csv = ['Payroll Code,First Name,Surname,Date of Birth,Join Date', 'E001,Ann,Lee,1990-02-03,2020-01-15'];
      const queued = await payroll(
        t,
        w.alice,
        'POST',
        `/employers/${employerId}/import/employees/async?format=EmployeeCsv`,
        {
          body: csvForm(csv.join('\n')),
          headers: { 'x-request-id': 'queues-a-job' },
        },
      );
      expect(queued.status).toBe(202);
      expect((await waitForJob(t, w.alice, queued.body.id)).status).toBe('Completed');

      const spans = exporter.getFinishedSpans();
      const request = spans.find((s) => s.kind === SpanKind.SERVER && s.attributes['request.id'] === 'queues-a-job');
      const job = spans.find((s) => s.kind === SpanKind.CONSUMER && s.attributes['messaging.message.id'] !== undefined);
      expect(request).toBeDefined();
      expect(job).toMatchObject({
        name: 'process payroll-jobs',
        attributes: expect.objectContaining({ 'job.type': 'Import', 'job.outcome': 'Completed' }),
      });
      // A trace of its own (it outlives the request), linked to the one that queued it.
      expect(job!.parentSpanContext).toBeUndefined();
      expect(job!.spanContext().traceId).not.toBe(request!.spanContext().traceId);
      expect(job!.links.map((link) => link.context.traceId)).toEqual([request!.spanContext().traceId]);
      const statements = spans.filter((s) => s.parentSpanContext?.spanId === job!.spanContext().spanId);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.kind).toBe(SpanKind.CLIENT);
        expect(statement.attributes['db.system.name']).toBe('postgresql');
      }
      expect(statements.map((s) => s.name)).toContain('UPDATE payroll_job');
    } finally {
      await t.close();
      await tracing.shutdown();
    }
  });
});

describe('the OTEL_ variables', () => {
  it('turn tracing on with an endpoint, read as the OpenTelemetry specification names them', () => {
    expect(loadEnv({}).tracing).toBeUndefined();
    expect(loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).tracing).toBe(
      undefined,
    );
    const tracing = loadEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example/otlp/',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc%3D%3D,x-team = shop ',
      OTEL_RESOURCE_ATTRIBUTES: 'service.name=ignored,deployment.environment.name=prod',
      OTEL_SERVICE_NAME: 'shop',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    }).tracing;
    expect(tracing).toEqual({
      url: 'https://collector.example/otlp/v1/traces',
      protocol: 'http/protobuf',
      headers: { 'x-api-key': 'abc==', 'x-team': 'shop' },
      resource: { 'service.name': 'shop', 'deployment.environment.name': 'prod' },
      sampler: { name: 'parentbased_traceidratio', ratio: 0.25 },
      scheduleDelayMs: 5000,
      timeoutMs: 10_000,
    });
    // The signal's own URL is taken as it is, and wins over the base.
    const signal = loadEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:9999/ingest',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    }).tracing;
    expect(signal).toMatchObject({ url: 'http://traces:9999/ingest', protocol: 'http/json' });
    expect(signal?.resource['service.name']).toBe('commerce-ledger-payroll-api');
  });

  it.each([
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'not a URL', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }],
    ['OTEL_EXPORTER_OTLP_PROTOCOL', 'gRPC', { OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }],
    ['OTEL_EXPORTER_OTLP_HEADERS', 'no value', { OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key' }],
    ['OTEL_EXPORTER_OTLP_HEADERS', 'bad percent-encoding', { OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=%E0%A4%A' }],
    ['OTEL_TRACES_SAMPLER', 'unknown sampler', { OTEL_TRACES_SAMPLER: 'sometimes' }],
    ['OTEL_TRACES_SAMPLER_ARG', 'ratio above 1', { OTEL_TRACES_SAMPLER_ARG: '1.5' }],
  ])('%s (%s) stops the boot naming the variable', (variable, _problem, values) => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', ...values };
    expect(() => loadEnv(env)).toThrow(EnvError);
    expect(() => loadEnv(env)).toThrow(new RegExp(`^Invalid environment variable ${variable}:`));
  });
});
