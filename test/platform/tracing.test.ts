import path from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { EnvError, loadEnv } from '../../src/config/env';
import { PROJECT_ROOT } from '../../src/config/paths';
import type { Tracing } from '../../src/observability/tracing';
import { createTracing } from '../../src/observability/tracing-otel';
import type { TestApp } from '../helpers/app';
import { buildDist } from '../helpers/build';
import { csvForm, employerScenario, payroll, waitForJob, type EmployerScenario } from '../payroll/support';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TENANT_SLUG } from '../../src/modules/bootstrap';
import { cleanDatabase, openTestOrm, workerDatabaseUrl } from '../helpers/db';
import { spanTree, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver';
import { eventually, SECRETS, start, steps, type Started } from '../helpers/server-process';
import { basic, dataOf, gql } from '../helpers/http';
import { eachTestIn } from '../helpers/scenarios';
import { addressInput } from '../helpers/storefront-scenarios';
import { IdentityCreateApiKeyDocument } from '../generated/graphql';
import { digest } from '../../src/modules/identity/auth/authenticator';
import { bodyOf, expectStatus, payrollRest, storefrontRest } from '../helpers/rest';

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

/** Every text a span exports about itself: its name, attributes, events and status, one entry each. */
function exportedTexts(span: ReceivedSpan): { where: string; text: string }[] {
  const texts = [
    { where: 'name', text: span.name },
    { where: 'status', text: span.statusMessage },
  ];
  for (const [key, value] of Object.entries(span.attributes)) texts.push({ where: key, text: String(value) });
  for (const event of span.events) {
    texts.push({ where: 'event', text: event.name });
    for (const [key, value] of Object.entries(event.attributes)) {
      texts.push({ where: `event ${event.name} ${key}`, text: String(value) });
    }
  }
  return texts;
}

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

  it('no span exports a value: no password, hash, API key, digest, e-mail, phone, address or search term', async () => {
    const api = storefrontRest({ url }, STORE);
    const payrollAt = (headers: Record<string, string>) => payrollRest({ url }, headers);
    // Distinctive values, so that finding one in a span cannot be chance.
    const customer = {
      email: 'quill.tracer.7f3a@leak-probe.example',
      password: 'Pw-Tr4ce-9c1e-Zx',
      firstName: 'Quill',
      lastName: 'Tracer',
      phone: '+44 7700 900461',
    };
    const street = '17 Zephyrquartz Lane';
    const term = 'zqxsearchterm51';
    const surname = 'Vexillographa';
    const refusedPhone = '+44 7700 900987';

    expectStatus(await api.post('/auth/customer/register', { body: customer }), 201);
    const login = await api.post('/auth/customer/login', {
      body: { email: customer.email, password: customer.password },
    });
    expectStatus(login, 200);
    const shopper = { authorization: `Bearer ${login.body.data.tokens.accessToken}` };
    const products = bodyOf(await api.get('/products', { query: { limit: 100 } }), 200).data.data;
    const product = products.find((p) => !p.requiresPrescription && p.stockQuantity > 0)!;
    const order = await api.post('/orders', {
      body: { items: [{ productId: product.id, quantity: 1 }], shippingAddress: addressInput({ line1: street }) },
      headers: shopper,
    });
    expectStatus(order, 201);
    expectStatus(await api.get('/products', { query: { search: term } }), 200);

    // A statement that fails on a row of values: PostgreSQL's error quotes the row, knex's the statement.
    const orm = await openTestOrm();
    const db = orm.em.getConnection();
    try {
      await db.execute(`alter table customer add constraint trace_probe_check check (phone <> '${refusedPhone}')`);
      const refused = { ...customer, email: 'quill.refused.7f3a@leak-probe.example', phone: refusedPhone };
      expect((await api.post('/auth/customer/register', { body: refused })).status).toBe(500);
    } finally {
      await db.execute('alter table customer drop constraint if exists trace_probe_check');
    }

    const staff = await api.post('/auth/login', { body: { email: DEMO_PEOPLE.staff.email, password: DEMO_PASSWORD } });
    expectStatus(staff, 200);
    const asStaff = { ...STORE, authorization: `Bearer ${staff.body.data.tokens.accessToken}` };
    const { key } = dataOf(
      await gql(url, IdentityCreateApiKeyDocument, { input: { name: 'tracer' } }, asStaff),
    ).createApiKey;
    const secret = key.slice(key.indexOf('.') + 1);
    // HTTP Basic on payroll: the key as the password, and the staff e-mail with its password.
    const byKey = payrollAt(basic('payroll-bot', key));
    const employer = bodyOf(await byKey.post('/employers', { body: { name: 'Tracer Ltd' } }), 201);
    const byPassword = payrollAt(basic(DEMO_PEOPLE.staff.email, DEMO_PASSWORD));
    expectStatus(await byPassword.get('/employers/{id}', { params: { id: employer.id } }), 200);
    const csv = [
      'Payroll Code,First Name,Surname,Date of Birth,Join Date',
      `T001,Quill,${surname},1990-02-03,2020-01-15`,
    ];
    const queued = await byKey.post('/employers/{employerId}/import/employees/async', {
      params: { employerId: employer.id },
      query: { format: 'EmployeeCsv' },
      form: csvForm(csv.join('\n')),
    });
    const jobId = bodyOf(queued, 202).id;
    await eventually('the import finished', async () => {
      const job = await byKey.get('/jobs/{jobId}', { params: { jobId } });
      return bodyOf(job, 200).status === 'Completed';
    });

    let hash: string;
    let keyDigest: string;
    try {
      [{ password_hash: hash }] = await db.execute<{ password_hash: string }[]>(
        'select password_hash from customer where email = ?',
        [customer.email],
      );
      [{ secret_hash: keyDigest }] = await db.execute<{ secret_hash: string }[]>(
        'select secret_hash from api_key where prefix = ?',
        [key.slice('pk_'.length, key.indexOf('.'))],
      );
    } finally {
      await orm.close(true);
    }
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(keyDigest).toBe(digest(secret));

    // The spans that would carry the values exist: the statements writing and reading them.
    const texts = () => receiver.spans.map((s) => s.attributes['db.query.text']).filter((t) => t !== undefined);
    const written = (table: string) =>
      texts().some((text) => new RegExp(`\\binsert into "?${table}"?[\\s(]`).test(String(text)));
    await eventually(
      'the job and its statements exported',
      () =>
        ['customer', 'api_key', 'customer_order'].every(written) &&
        receiver.spans.some((s) => s.name === 'UPDATE payroll_job' && s.attributes['db.query.text'] !== undefined),
    );
    await eventually('the failed insert exported', () =>
      receiver.spans.some((s) => s.name === 'INSERT customer' && s.statusCode === 2),
    );
    const failedInsert = receiver.spans.find((s) => s.name === 'INSERT customer' && s.statusCode === 2)!;
    expect(failedInsert.events.map((e) => e.name)).toContain('exception');

    const values: Record<string, string> = {
      password: customer.password,
      'staff password': DEMO_PASSWORD,
      'password hash': hash,
      'argon2 hash prefix': '$argon2',
      'API key': key,
      'API key secret': secret,
      'API key digest': keyDigest,
      'e-mail': customer.email,
      'refused e-mail': 'quill.refused',
      'staff e-mail': DEMO_PEOPLE.staff.email,
      phone: customer.phone,
      'refused phone': refusedPhone,
      address: street,
      'search term': term,
      'employee surname': surname,
    };
    const leaks = new Set<string>();
    for (const span of receiver.spans) {
      for (const { where, text } of exportedTexts(span)) {
        for (const [label, value] of Object.entries(values)) {
          if (text.includes(value)) leaks.add(`${label} in ${where} of ${span.name}`);
        }
      }
    }
    expect([...leaks].sort()).toEqual([]);
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
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let t: TestApp;
  let w: EmployerScenario;
  beforeAll(() => {
    const config = loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }).tracing!;
    tracing = createTracing(config, { warn: () => undefined, exporter });
  });
  // The app traced in memory: its tracing made before it boots and shut down after it closes (below).
  eachTestIn(
    employerScenario,
    (app, built) => ([t, w] = [app, built]),
    () => ({ tracing }),
  );
  afterAll(() => tracing.shutdown());

  it('runs in a trace of its own linked to the request that queued it, its statements under its span', async () => {
    const { employerId } = w;
    const csv = ['Payroll Code,First Name,Surname,Date of Birth,Join Date', 'E001,Ann,Lee,1990-02-03,2020-01-15'];
    const queued = await payroll(t, w.alice).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      query: { format: 'EmployeeCsv' },
      form: csvForm(csv.join('\n')),
      headers: { 'x-request-id': 'queues-a-job' },
    });
    expect(queued.status).toBe(202);
    expect((await waitForJob(t, w.alice, bodyOf(queued, 202).id)).status).toBe('Completed');

    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.kind === SpanKind.SERVER && s.attributes['request.id'] === 'queues-a-job');
    // The import's span: other queues' jobs (the order expiry's schedule) may run meanwhile.
    const job = spans.find(
      (s) =>
        s.kind === SpanKind.CONSUMER &&
        s.attributes['messaging.message.id'] !== undefined &&
        s.attributes['messaging.destination.name'] === 'payroll-jobs',
    );
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
