import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { migrate } from '../../src/db/migrate';
import { MIGRATIONS } from '../../src/db/migrations';
import { createOrmConfig } from '../../src/db/orm-config';
import { type TestApp } from '../helpers/app';
import { appInstances } from '../helpers/app-instances';
import { testServerUrl, workerDatabaseName } from '../helpers/db';
import { ProductIdNameDocument, ProductNamesDocument } from '../generated/graphql';
import { gql, statusCounts, type JsonResponse } from '../helpers/http';
import { type LogCapture } from '../helpers/log-capture';
import { OwnPgBouncer } from '../helpers/own-services';
import { storeScenario, type StoreScenario } from '../helpers/scenarios';
import { adminQuery } from '../helpers/test-server';
import { makeProduct } from '../catalog/catalog-fixtures';
import { makeAddress } from '../commerce/commerce-fixtures';
import { basic, createEmployer, csvForm, payroll, waitForJob, type PayrollUser } from '../payroll/support';
import { describeWith } from '../helpers/describe-with';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';

// The server behind Debian's PgBouncer (1.18) in transaction mode, started by this test with 4
// server connections per database, lent in turn, so that the app's 30-odd client connections share
// them and each transaction may run on any of them. With DATABASE_PREPARED_STATEMENTS=false everything
// works through it; with the default (named prepared statements planned once, asked for in the
// `options` startup parameter) the same pooler breaks the product reads: the negative control.

const DATABASE = `${workerDatabaseName()}_pooler`;
const POOL_SIZE = 4;
const READS = 80;

/** Refuses the `options` startup parameter, as PgBouncer does by default. */
let strict: OwnPgBouncer;
/** Drops it instead (`ignore_startup_parameters = options`): the set-up of the reported 500s. */
let lenient: OwnPgBouncer;
const orms: MikroORM[] = [];
const instances = appInstances();
/** The store and products that every app here reads (one database behind both poolers). */
let shop: Catalog;

const openThrough = async (bouncer: OwnPgBouncer) => {
  const orm = await MikroORM.init(createOrmConfig(bouncer.url(DATABASE), { logger: () => undefined }));
  orms.push(orm);
  return orm;
};

/** The app on `orm` (so on its pooler), its log lines captured. */
const appOn = (orm: MikroORM, env: Record<string, string>) =>
  instances.start({ orm, env: { LOG_LEVEL: 'warn', JOB_POLL_INTERVAL_MS: '500', ...env } });

beforeAll(async () => {
  await adminQuery(testServerUrl(), `drop database if exists "${DATABASE}" with (force)`);
  await adminQuery(testServerUrl(), `create database "${DATABASE}"`);
  strict = await OwnPgBouncer.start({ server: testServerUrl(), poolSize: POOL_SIZE });
  lenient = await OwnPgBouncer.start({
    server: testServerUrl(),
    poolSize: POOL_SIZE,
    ignoreStartupParameters: ['options'],
  });
});

afterAll(async () => {
  await instances.closeAll();
  for (const orm of orms) await orm.close(true);
  await strict?.stop();
  await lenient?.stop();
  await adminQuery(testServerUrl(), `drop database if exists "${DATABASE}" with (force)`);
});

/** Advisory locks held on the test database now, by any session. */
async function advisoryLocks(): Promise<number> {
  const { rows } = await adminQuery(
    testServerUrl(),
    `select count(*)::int as n from pg_locks
      where locktype = 'advisory' and database = (select oid from pg_database where datname = $1)`,
    [DATABASE],
  );
  return rows[0].n as number;
}

/** The server connections the pooler holds to the test database (its admin console's SHOW SERVERS). */
async function serverConnections(bouncer: OwnPgBouncer): Promise<number> {
  const console = new Client({ connectionString: bouncer.url('pgbouncer') });
  await console.connect();
  try {
    const { rows } = await console.query('SHOW SERVERS');
    return rows.filter((row: { database: string }) => row.database === DATABASE).length;
  } finally {
    await console.end();
  }
}

interface Catalog {
  store: StoreScenario;
  products: { id: string; name: string }[];
}

/** A store with a few products, made through the app's services (so through its pooler). */
async function catalog(t: TestApp, slug: string): Promise<Catalog> {
  const store = await storeScenario(t, slug);
  const products = [];
  for (const name of ['Aspirin', 'Bandage', 'Cough syrup', 'Dental floss', 'Eye drops']) {
    const product = await makeProduct(t, store, { name, price: 4.5, stockQuantity: 50 });
    products.push({ id: product.id, name: product.name });
  }
  return { store, products };
}

interface Read {
  what: string;
  run: () => Promise<JsonResponse | { status: number; body: unknown }>;
  /** The part of the answer's body that must hold. */
  expected: unknown;
  actual: (body: any) => unknown;
}

/**
 * `READS` product reads, a quarter of each kind: REST list, REST by id, GraphQL list, GraphQL by id;
 * half as a visitor, half signed in (the token's session is a prepared read too).
 */
function productReads(t: TestApp, { store, products }: Catalog): Read[] {
  const names = products.map((p) => p.name).sort();
  const reads: Read[] = [];
  for (let i = 0; i < READS; i++) {
    const headers = i % 2 === 0 ? store.anonymous : store.customer.headers;
    const product = products[i % products.length];
    const graphql = async <Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables: Variables) => {
      const res = await gql(t.url, document, variables, headers);
      return { status: res.errors ? 500 : res.status, body: res };
    };
    const kinds: Read[] = [
      {
        what: 'REST list',
        run: () => storefrontRest(t).get('/products', { query: { limit: 50 }, headers }),
        expected: names,
        actual: (body) => body.data.data.map((p: { name: string }) => p.name).sort(),
      },
      {
        what: 'REST by id',
        run: () => storefrontRest(t).get('/products/{id}', { params: { id: product.id }, headers }),
        expected: product,
        actual: (body) => ({ id: body.data.id, name: body.data.name }),
      },
      {
        what: 'GraphQL list',
        run: () => graphql(ProductNamesDocument, { limit: 50 }),
        expected: names,
        actual: (body) => body.data.products.data.map((p: { name: string }) => p.name).sort(),
      },
      {
        what: 'GraphQL by id',
        run: () => graphql(ProductIdNameDocument, { id: product.id }),
        expected: product,
        actual: (body) => body.data.product,
      },
    ];
    reads.push(kinds[i % kinds.length]);
  }
  return reads;
}

/** Runs every read at once; answers each read's status and whether its body held. */
async function readAll(reads: Read[]) {
  const answers = await Promise.all(reads.map((read) => read.run()));
  return answers.map((answer, i) => ({
    what: reads[i].what,
    status: answer.status,
    right: answer.status === 200 && JSON.stringify(reads[i].actual(answer.body)) === JSON.stringify(reads[i].expected),
  }));
}

describeWith(['pgbouncer'], 'behind PgBouncer in transaction mode with DATABASE_PREPARED_STATEMENTS=false', () => {
  let orm: MikroORM;
  let t: TestApp;
  let log: LogCapture;

  it('migrations run through the pooler: two instances starting together apply each migration once and hold no lock after', async () => {
    const [a, b] = await Promise.all([openThrough(strict), openThrough(strict)]);
    const results = await Promise.all([migrate(a), migrate(b)]);
    const all = MIGRATIONS.map((m) => m.name);
    expect(results.map((r) => r.length).sort((x, y) => x - y)).toEqual([0, all.length]);
    const rows = await a.em
      .getConnection()
      .execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
    expect(rows.map((r) => r.name)).toEqual(all);
    expect(await advisoryLocks()).toBe(0);
    // Once every server connection is open, the pooler lends them in turn: a session lock would be
    // taken on one and its release sent to another, and stay behind.
    await Promise.all(Array.from({ length: POOL_SIZE }, () => a.em.getConnection().execute('select pg_sleep(0.2)')));
    expect(await migrate(b)).toEqual([]);
    expect(await advisoryLocks()).toBe(0);
    orm = a;
  }, 60_000);

  it(`${READS} concurrent product reads (lists and by id, REST and GraphQL) all answer 200 with their products`, async () => {
    ({ t, log } = await appOn(orm, { DATABASE_PREPARED_STATEMENTS: 'false' }));
    shop = await catalog(t, 'pooled');
    const results = await readAll(productReads(t, shop));
    expect(statusCounts(results)).toEqual({ 200: READS });
    expect(results.filter((r) => !r.right)).toEqual([]);
    // The app's clients really shared the pooler's few server connections.
    expect(await serverConnections(strict)).toBeLessThanOrEqual(POOL_SIZE);
    expect(log.lines.join('')).not.toMatch(/prepared statement|unsupported startup parameter/);
  }, 60_000);

  it('a checkout places an order, and a payroll import job completes', async () => {
    const { store, products } = shop;
    await makeAddress(t, store, store.customer);
    const order = await storefrontRest(t).post('/orders', {
      body: { items: [{ productId: products[0].id, quantity: 3 }] },
      headers: store.customer.headers,
    });
    expectStatus(order, 201);
    expect(order.body.data.items).toEqual([expect.objectContaining({ productId: products[0].id, quantity: 3 })]);
    const stock = await storefrontRest(t).get('/products/{id}', {
      params: { id: products[0].id },
      headers: store.admin.headers,
    });
    expect(bodyOf(stock, 200).data.stockQuantity).toBe(47);

    const user: PayrollUser = { id: store.admin.id, headers: basic(store.admin.email, store.admin.password) };
    const employerId = await createEmployer(t, user);
    const csv = [
      'Payroll Code,First Name,Surname,Date of Birth,Join Date,Email,Pay Amount',
      'P1,Ann,Lee,1990-01-01,2020-02-01,,100',
      'P2,Bo,Kim,1991-02-02,2021-03-01,,200',
    ].join('\n');
    const queued = await payroll(t, user).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm(csv),
    });
    expect(queued.status).toBe(202);
    const job = await waitForJob(t, user, bodyOf(queued, 202).id);
    expect(job.status).toBe('Completed');
    const employees = await payroll(t, user).get('/employers/{employerId}/employees', { params: { employerId } });
    expect(
      bodyOf(employees, 200)
        .map((e) => e.metadata?.payrollCode)
        .sort(),
    ).toEqual(['P1', 'P2']);
    expect(log.lines.join('')).not.toMatch(/prepared statement|unsupported startup parameter/);
  }, 60_000);
});

describeWith(['pgbouncer'], 'the negative control: the default setting through the same kind of pooler', () => {
  it('reads fail: refused for the options startup parameter, or, with it ignored, on prepared statements of other connections', async () => {
    // Refused at connect: a prepared read cannot get a connection.
    const { t: refusedApp, log: refusedLog } = await appOn(await openThrough(strict), {});
    const refused = await readAll(productReads(refusedApp, shop).slice(0, 8));
    expect(refused.filter((r) => r.status === 200)).toEqual([]);
    expect(refusedLog.lines.join('')).toMatch(/unsupported startup parameter/);
    expect(refusedLog.lines.join('')).toMatch(/DATABASE_PREPARED_STATEMENTS=false/);

    // Let through: named statements meet other clients' statements on the shared server connections.
    const { t: sharedApp, log: sharedLog } = await appOn(await openThrough(lenient), {});
    const shared = await readAll(productReads(sharedApp, shop));
    expect(shared.filter((r) => r.status !== 200).length).toBeGreaterThan(0);
    expect(sharedLog.lines.join('')).toMatch(/prepared statement \\?"read_\d+\\?" (already exists|does not exist)/);
  }, 90_000);
});
