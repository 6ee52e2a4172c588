import { MikroORM } from '@mikro-orm/postgresql';
import { print } from 'graphql';
import { Client } from 'pg';
import { migrate } from '../../src/db/migrate';
import { createOrmConfig } from '../../src/db/orm-config';
import { UNAVAILABLE_MESSAGE } from '../../src/graphql/errors';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import type { TestApp } from '../helpers/app';
import { pollUntil, waitUntil } from '../helpers/bounded';
import { ProductIdsAndNamesDocument } from '../generated/graphql';
import { gql, http, type JsonResponse } from '../helpers/http';
import { logCapture } from '../helpers/log-capture';
import { OwnPostgres } from '../helpers/own-services';
import { actingAs, eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { csvForm, employerScenario, payroll, waitForJob, type PayrollUser } from '../payroll/support';
import { describeWith } from '../helpers/describe-with';
import { accountingRest, bodyOf, expectStatus, storefrontRest } from '../helpers/rest';

// The database goes away under a running server: its connections are terminated, then the whole
// PostgreSQL server stops and starts again. A server of this test's own, never the shared one.
// While it is gone, statements needing a connection wait for it this long (DATABASE_PRIMARY_WAIT_MS).
const PRIMARY_WAIT_MS = 3000;

let pg: OwnPostgres;
let orm: MikroORM;
let t: TestApp;
let store: StoreScenario;
let payrollUser: PayrollUser;
let employerId: string;
const log = logCapture();

const DATABASE = 'outage';
const HEADER = 'Payroll Code,First Name,Surname,Date of Birth,Join Date,Email,Pay Amount';

function csv(prefix: string, rows: number): string {
  const lines = Array.from({ length: rows }, (_, i) => `${prefix}${i},Ann,Lee,1990-01-0${(i % 9) + 1},2020-02-01,,100`);
  return [HEADER, ...lines].join('\n');
}

/** alice's employer, and her store selling Aspirin: what every API reads while the database goes away. */
async function outageScenario(app: TestApp) {
  const acme = await employerScenario(app);
  const { admin, tenant } = acme.store;
  await createProduct(actingAs(app, admin.principal, tenant.slug), { name: 'Aspirin', price: 4.5 });
  return acme;
}

beforeAll(async () => {
  pg = await OwnPostgres.start();
  const admin = new Client({ connectionString: pg.url() });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  orm = await MikroORM.init(createOrmConfig(pg.url(DATABASE), { logger: () => undefined }));
  await migrate(orm);
});
// The app runs on the ORM of the test's own server (closed after it, below). Short job expiry and
// polling: a job that lost the database is picked up again within seconds.
eachTestIn(
  outageScenario,
  (app, acme) => ([t, store, payrollUser, employerId] = [app, acme.store, acme.alice, acme.employerId]),
  () => ({
    orm,
    logDestination: log.destination,
    env: {
      JOB_EXPIRE_SECONDS: '2',
      JOB_POLL_INTERVAL_MS: '500',
      LOG_LEVEL: 'info',
      DATABASE_PRIMARY_WAIT_MS: String(PRIMARY_WAIT_MS),
    },
  }),
  { once: true },
);
afterAll(async () => {
  await orm?.close(true);
  pg?.destroy();
});

/** One call to each API (and the health endpoints), answered as they are. */
async function everyApi(): Promise<Record<string, JsonResponse>> {
  const [storefront, accounting, payrollApi, graphql, readyz, healthz] = await Promise.all([
    storefrontRest(t).get('/products', { headers: store.anonymous }),
    accountingRest(t).get('/ledger_account_types', { headers: { authorization: store.admin.headers.authorization } }),
    payroll(t, payrollUser).get('/employers'),
    http(`${t.url}/graphql`, {
      method: 'POST',
      json: { query: print(ProductIdsAndNamesDocument) },
      headers: store.anonymous,
    }),
    http(`${t.url}/readyz`),
    http(`${t.url}/healthz`),
  ]);
  return { storefront, accounting, payroll: payrollApi, graphql, readyz, healthz };
}

/** Every API and both health endpoints answering 200. */
const ALL_SERVING = { storefront: 200, accounting: 200, payroll: 200, graphql: 200, readyz: 200, healthz: 200 };

const statuses = (answers: Record<string, JsonResponse>) =>
  Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.status]));

/** A client of the test's own that holds `table` locked, so that statements on it wait. */
async function lockTable(table: string): Promise<Client> {
  const client = new Client({ connectionString: pg.url(DATABASE) });
  client.on('error', () => undefined); // the restart test stops the server under it
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return client;
}

/** Waits until `count` of the server's statements wait on a lock. */
async function lockWaiters(count: number): Promise<void> {
  await waitUntil(10_000, `${count} of the server's statements waiting on the lock`, async () => {
    const [{ n }] = await orm.em
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from pg_stat_activity where datname = ? and wait_event_type = 'Lock'`,
        [DATABASE],
      );
    return Number(n) >= count;
  });
}

/** Terminates this test database's backends that wait on a lock: the server's, never another's. */
async function terminateWaiters(): Promise<number> {
  const admin = new Client({ connectionString: pg.url() });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      [DATABASE],
    );
    return Number(rows[0].n);
  } finally {
    await admin.end();
  }
}

/** Reads `/readyz` until it answers `status`; fails naming the last answer otherwise. */
async function readiness(status: number): Promise<JsonResponse> {
  return pollUntil(10_000, `/readyz answering ${status}`, async () => {
    const res = await http(`${t.url}/readyz`);
    return { done: res.status === status ? res : undefined, seen: { status: res.status, body: res.body } };
  });
}

describeWith(['postgres'], 'losing the database', () => {
  it('a query whose connection is terminated mid-statement is read again on a fresh connection; a mutation answers 503 in its format', async () => {
    const lock = await lockTable('product');
    const rest = storefrontRest(t).get('/products', { headers: store.anonymous });
    const graphql = gql(t.url, ProductIdsAndNamesDocument, {}, store.anonymous);
    const write = http(`${t.url}/graphql`, {
      method: 'POST',
      headers: store.admin.headers,
      json: { query: 'mutation { createProduct(input: { name: "Cut short", price: 1 }) { id } }' },
    });
    await lockWaiters(3);
    expect(await terminateWaiters()).toBeGreaterThanOrEqual(3);
    await lock.query('rollback');
    await lock.end();

    const [restAnswer, graphqlAnswer, writeAnswer] = await Promise.all([rest, graphql, write]);
    // A query changes nothing: it was run again, and answers as if nothing had happened.
    expectStatus(restAnswer, 200);
    expect(restAnswer.body.data.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Aspirin' })]));
    expect(graphqlAnswer.errors).toBeUndefined();
    expect(graphqlAnswer.data?.products.data.map((p) => p.name)).toContain('Aspirin');
    // A mutation may have written before it was cut: never run again, it answers 503.
    expect(writeAnswer.status).toBe(503);
    expect(writeAnswer.headers.get('retry-after')).toBe('5');
    expect(writeAnswer.body).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } })],
    });

    // The same process, without a restart, on fresh connections.
    expect(statuses(await everyApi())).toEqual(ALL_SERVING);
  });

  it('a write sent while the server restarts waits for it: answered 201 once it is back within the wait, stored once', async () => {
    pg.halt();
    const sentAt = Date.now();
    const write = storefrontRest(t).post('/products', {
      body: { name: 'Waited for', price: 2 },
      headers: store.admin.headers,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    pg.resume();
    const answer = await write;
    expect(answer.status).toBe(201);
    expect(Date.now() - sentAt).toBeLessThan(PRIMARY_WAIT_MS + 2000);
    const [{ n }] = await orm.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from product where name = 'Waited for'`);
    expect(Number(n)).toBe(1);
  });

  it('a keyed write that lost the database answers 503 and keeps nothing: its retry with the key runs again', async () => {
    const products = async () => {
      const [{ n }] = await orm.em
        .getConnection()
        .execute<{ n: string }[]>(`select count(*) as n from product where name like 'Keyed aspirin %'`);
      return Number(n);
    };
    const create = (key: string) =>
      storefrontRest(t).post('/products', {
        body: { name: `Keyed aspirin ${key}`, price: 4.5 },
        headers: { ...store.admin.headers, 'idempotency-key': key },
      });
    // Mid-statement: the key is given up as the 503 is answered.
    let lock = await lockTable('product');
    const lost = create('outage-1');
    await lockWaiters(1);
    await terminateWaiters();
    await lock.query('rollback');
    await lock.end();
    expect((await lost).status).toBe(503);
    const retried = await create('outage-1');
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([201, null]);

    // The database fails the key's release too: it is released once the database answers again.
    lock = await lockTable('product');
    const lostTwice = create('outage-2');
    await lockWaiters(1); // the key is claimed; the write waits
    const keys = await lockTable('idempotency_request');
    await terminateWaiters(); // the write
    await lockWaiters(1);
    await terminateWaiters(); // the key's release
    expect((await lostTwice).status).toBe(503);
    await keys.query('rollback');
    await keys.end();
    await lock.query('rollback');
    await lock.end();
    const again = await pollUntil(10_000, 'the key released', async () => {
      const res = await create('outage-2');
      return { done: res.status === 409 ? undefined : res, seen: [res.status, res.body] };
    });
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await products()).toBe(2);
  });

  it('a job whose connection is terminated mid-run pauses and then completes with exact counts', async () => {
    const lock = await lockTable('payroll_employee');
    const queued = await payroll(t, payrollUser).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm(csv('T', 25)),
    });
    expect(queued.status).toBe(202);
    await lockWaiters(1);
    expect(await terminateWaiters()).toBeGreaterThanOrEqual(1);
    await lock.query('rollback');
    await lock.end();

    const job = await waitForJob(t, payrollUser, bodyOf(queued, 202).id);
    expect(job.status).toBe('Completed');
    expect(job.result?.metadata ?? job.metadata).toMatchObject({ created: 25 });
    const [{ n }] = await orm.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from payroll_employee where payroll_code like 'T%'`);
    expect(Number(n)).toBe(25);
  });

  it('while PostgreSQL restarts every API answers 503 in its format, /readyz 503, /healthz 200; then all serve again and the job in progress completes', async () => {
    // A job waits on a lock when the server stops.
    const lock = await lockTable('payroll_employee');
    const queued = await payroll(t, payrollUser).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm(csv('R', 30)),
    });
    expect(queued.status).toBe(202);
    await lockWaiters(1);
    pg.halt();
    await lock.end().catch(() => undefined);

    // Waited for a while (PRIMARY_WAIT_MS), then refused: the server stays down.
    const started = Date.now();
    const down = await everyApi();
    expect(Date.now() - started).toBeLessThan(PRIMARY_WAIT_MS + 3000);
    expect(statuses(down)).toEqual({
      storefront: 503,
      accounting: 503,
      payroll: 503,
      graphql: 503,
      readyz: 503,
      healthz: 200,
    });
    expect(down.storefront.body).toEqual({ success: false, error: UNAVAILABLE_MESSAGE });
    expect(down.accounting.body).toEqual([
      { $severity: 'error', $dataCode: 'ServiceUnavailable', $message: UNAVAILABLE_MESSAGE, $source: '' },
    ]);
    expect(down.payroll.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(down.payroll.body).toMatchObject({ status: 503, title: 'Service Unavailable', detail: UNAVAILABLE_MESSAGE });
    expect(down.graphql.body).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } })],
    });
    expect(down.readyz.body).toEqual({ status: 'unavailable', checks: { database: 'down', queue: 'down' } });
    expect(down.healthz.body).toEqual({ status: 'ok' });
    // A login and a new job are refused alike, with nothing half done.
    const login = await storefrontRest(t).post('/auth/login', {
      body: { email: store.admin.email, password: store.admin.password },
      headers: { 'x-tenant-slug': store.tenant.slug },
    });
    expect(login.status).toBe(503);
    const refused = await payroll(t, payrollUser).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm(csv('X', 1)),
    });
    expect(refused.status).toBe(503);

    pg.resume();
    expect((await readiness(200)).body).toEqual({ status: 'ready', checks: { database: 'up', queue: 'up' } });
    expect(statuses(await everyApi())).toEqual(ALL_SERVING);
    const job = await waitForJob(t, payrollUser, bodyOf(queued, 202).id);
    expect(job.status).toBe('Completed');
    const [{ n }] = await orm.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from payroll_employee where payroll_code like 'R%'`);
    expect(Number(n)).toBe(30);
    const [{ x }] = await orm.em
      .getConnection()
      .execute<{ x: string }[]>(`select count(*) as x from payroll_employee where payroll_code like 'X%'`);
    expect(Number(x)).toBe(0);

    // The outage was reported once per dependency, as warnings, not once per request or poll.
    const lines = log.records<{ level: number; msg: string }>();
    expect(lines.filter((l) => l.msg === 'not ready: database is unavailable')).toHaveLength(1);
    expect(lines.filter((l) => l.msg.startsWith('job queue paused')).length).toBeLessThanOrEqual(1);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
