import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { EnvError, loadEnv } from '../../src/config/env';
import { migrate } from '../../src/db/migrate';
import { parseLsn } from '../../src/db/replica';
import { createOrmConfig } from '../../src/db/orm-config';
import { type TestApp } from '../helpers/app';
import { appInstances } from '../helpers/app-instances';
import { IdentityLoginDocument, ProductPriceDocument, UpdateProductPriceDocument } from '../generated/graphql';
import { dataOf, gql, http } from '../helpers/http';
import { type LogCapture } from '../helpers/log-capture';
import { OwnPostgres, OwnRedis } from '../helpers/own-services';
import { storeScenario, type StoreScenario } from '../helpers/scenarios';
import { eventually } from '../helpers/server-process';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { addressInput } from '../commerce/commerce-fixtures';
import { describeWith } from '../helpers/describe-with';
import { program } from '../helpers/prerequisites';

// DATABASE_READ_URL against a real streaming replica of the test's own: a primary (initdb) and a
// `pg_basebackup -R` copy of it, each on a port and in a folder of its own, never the shared
// server. Two app instances share one Redis, as a fleet does. Which server answered is told by
// the data: while the replica's replay is paused, the primary is changed behind the app's back,
// so the replica's answer (the old price) and the primary's (the new one) differ.

const DATABASE = 'replica';
const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';

let primary: OwnPostgres;
let replica: OwnPostgres;
let ownRedis: OwnRedis;
let orm: MikroORM;
let a: TestApp;
let b: TestApp;
let store: StoreScenario;
let productId: string;
let primarySql: Client;
let replicaSql: Client;
const instances = appInstances();
/** Instance a's log lines. */
let log: LogCapture;

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined); // the outage test stops the replica under it
  await client.connect();
  return client;
}

/** Waits until the replica has replayed everything the primary wrote so far. */
async function caughtUp(): Promise<void> {
  const { rows } = await primarySql.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  const target = parseLsn(rows[0].lsn);
  await eventually('the replica replays the primary', async () => {
    const { rows: replayed } = await replicaSql.query<{ lsn: string }>('select pg_last_wal_replay_lsn()::text as lsn');
    return parseLsn(replayed[0].lsn) >= target;
  });
}

/** Pauses the replica's replay: it keeps receiving WAL but shows nothing newer (a deterministic lag). */
async function pauseReplay(): Promise<void> {
  await replicaSql.query('select pg_wal_replay_pause()');
  await eventually('replay paused', async () => {
    const { rows } = await replicaSql.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
    return rows[0].state === 'paused';
  });
}

/** A price written on the primary behind the app's back: what only the primary shows while replay is paused. */
async function setPriceOnPrimary(price: number): Promise<void> {
  await primarySql.query('update product set price = $1 where id = $2', [price, productId]);
}

const productOf = async (app: TestApp, headers: Record<string, string>): Promise<number> => {
  const res = await storefrontRest(app).get('/products/{id}', { params: { id: productId }, headers });
  return Number(bodyOf(res, 200).data.price);
};

const listedPriceOf = async (app: TestApp, headers: Record<string, string>): Promise<number> => {
  const res = await storefrontRest(app).get('/products', { headers });
  return Number(bodyOf(res, 200).data.data.find((p) => p.id === productId)!.price);
};

const graphqlPriceOf = async (app: TestApp, headers: Record<string, string>): Promise<number> => {
  return Number(dataOf(await gql(app.url, ProductPriceDocument, { id: productId }, headers)).product.price);
};

/** The statements the replica ran on the test database since its counters were reset, but the router's own. */
async function replicaStatements(): Promise<string[]> {
  const { rows } = await replicaSql.query<{ query: string }>(
    `select s.query from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = $1 and s.query not like '%pg_is_in_recovery%' and s.query not like '%pg_stat_statements%'`,
    [DATABASE],
  );
  return rows.map((row) => row.query);
}

beforeAll(async () => {
  if (!program('postgres').path) return; // its tests are skipped, saying what to install
  primary = await OwnPostgres.start({
    wal_level: 'replica',
    max_wal_senders: '5',
    shared_preload_libraries: 'pg_stat_statements',
  });
  const admin = await connect(primary.url());
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  primarySql = await connect(primary.url(DATABASE));
  await primarySql.query('create extension pg_stat_statements');
  orm = await MikroORM.init(createOrmConfig(primary.url(DATABASE), { logger: () => undefined }));
  await migrate(orm);
  replica = await primary.replica();
  replicaSql = await connect(replica.url(DATABASE));
  ownRedis = await OwnRedis.start();
  const instance = async () => {
    const redis = new Redis(ownRedis.url, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
    await new Promise((resolve) => redis.once('ready', resolve));
    return instances.start({
      orm,
      redis,
      env: { DATABASE_READ_URL: replica.url(DATABASE), METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    });
  };
  ({ t: a, log } = await instance());
  ({ t: b } = await instance());
  store = await storeScenario(a, 'replica');
  const created = await storefrontRest(a).post('/products', {
    body: { name: 'Aspirin', price: 4.5, stockQuantity: 50 },
    headers: store.admin.headers,
  });
  productId = bodyOf(created, 201).data.id;
  await caughtUp();
}, 120_000);

afterAll(async () => {
  await instances.closeAll();
  await orm?.close(true);
  await ownRedis?.halt();
  await primarySql?.end().catch(() => undefined);
  await replicaSql?.end().catch(() => undefined);
  replica?.destroy();
  primary?.destroy();
});

afterEach(async () => {
  // Whatever a test left paused replays again.
  if (replica) await replicaSql.query('select pg_wal_replay_resume()').catch(() => undefined);
});

describeWith(['postgres'], 'plain reads on the replica', () => {
  it('an anonymous point read, product list and GraphQL read are answered by the replica, on both instances', async () => {
    await pauseReplay();
    await setPriceOnPrimary(5.25);
    // The replica still holds 4.50: any read that answers it came from the replica.
    for (const app of [a, b]) {
      expect(await productOf(app, store.anonymous)).toBe(4.5);
      expect(await listedPriceOf(app, store.anonymous)).toBe(4.5);
      expect(await graphqlPriceOf(app, store.anonymous)).toBe(4.5);
    }
    await replicaSql.query('select pg_wal_replay_resume()');
    await eventually('the anonymous read shows the primary’s price once replayed', async () => {
      return (await productOf(a, store.anonymous)) === 5.25;
    });
  });

  it('a staff write is read back in the next request by its writer, on this and another instance, while the replica lags', async () => {
    await setPriceOnPrimary(4.5);
    await caughtUp();
    await pauseReplay();
    const put = await storefrontRest(a).put('/products/{id}', {
      params: { id: productId },
      body: { price: 9.99 },
      headers: store.staff.headers,
    });
    expectStatus(put, 200);
    expect(Number(put.body.data.price)).toBe(9.99);
    // The writer: the next request, on the instance that wrote and on the other one (Redis).
    expect(await productOf(a, store.staff.headers)).toBe(9.99);
    expect(await productOf(b, store.staff.headers)).toBe(9.99);
    expect(await listedPriceOf(b, store.staff.headers)).toBe(9.99);
    expect(await graphqlPriceOf(b, store.staff.headers)).toBe(9.99);
    // Meanwhile another staff user and anonymous clients read the replica: still the old price.
    expect(await productOf(a, store.admin.headers)).toBe(4.5);
    expect(await productOf(b, store.anonymous)).toBe(4.5);
    expect(await listedPriceOf(a, store.anonymous)).toBe(4.5);
    await replicaSql.query('select pg_wal_replay_resume()');
    await eventually('the others read the new price once the replica replays it', async () => {
      const prices = [await productOf(a, store.anonymous), await productOf(b, store.admin.headers)];
      return prices.every((price) => price === 9.99);
    });
    // The writer is back on the replica too once it has replayed the write: a later primary-only change stays unseen.
    await pauseReplay();
    await setPriceOnPrimary(1.23);
    expect(await productOf(b, store.staff.headers)).toBe(9.99);
  });

  it('a GraphQL mutation pins its writer to the primary for the next request too', async () => {
    await setPriceOnPrimary(4.5);
    await caughtUp();
    await pauseReplay();
    const res = await gql(
      b.url,
      UpdateProductPriceDocument,
      { id: productId, input: { price: 7.5 } },
      store.admin.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(await graphqlPriceOf(a, store.admin.headers)).toBe(7.5);
    expect(await graphqlPriceOf(a, store.staff.headers)).toBe(4.5);
  });

  it('a guest’s refused writes mark no one: other guests behind its address keep reading the replica, on both instances', async () => {
    await setPriceOnPrimary(4.5);
    await caughtUp();
    await pauseReplay();
    await setPriceOnPrimary(8.25);
    // A failed login over REST and over GraphQL, and a create without credentials: every one refused.
    const credentials = { email: 'nobody@replica.test', password: 'not-the-password' };
    const login = await storefrontRest(a).post('/auth/login', { body: credentials, headers: store.anonymous });
    expectStatus(login, 401);
    const graphqlLogin = await gql(a.url, IdentityLoginDocument, { input: credentials }, store.anonymous);
    expect(graphqlLogin.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const create = await storefrontRest(b).post('/products', {
      body: { name: 'Refused', price: 1 },
      headers: store.anonymous,
    });
    expectStatus(create, 401);
    // Nothing was written: the address is no writer, so its guests still read the replica (4.50).
    for (const app of [a, b]) {
      expect(await productOf(app, store.anonymous)).toBe(4.5);
      expect(await graphqlPriceOf(app, store.anonymous)).toBe(4.5);
    }
  });

  it('mutations and transactions send no statement to the replica, while reads do', async () => {
    await caughtUp();
    await replicaSql.query('select pg_stat_statements_reset()');
    // A REST write, a GraphQL mutation, a cart line and a checkout (a transaction) of a customer.
    const put = await storefrontRest(a).put('/products/{id}', {
      params: { id: productId },
      body: { price: 6 },
      headers: store.staff.headers,
    });
    expectStatus(put, 200);
    const mutation = await gql(
      a.url,
      UpdateProductPriceDocument,
      { id: productId, input: { price: 6.5 } },
      store.admin.headers,
    );
    expect(mutation.errors).toBeUndefined();
    const line = await storefrontRest(a).post('/cart', {
      body: { productId, quantity: 2 },
      headers: store.customer.headers,
    });
    expectStatus(line, 201);
    const order = await storefrontRest(b).post('/orders', {
      body: { shippingAddress: addressInput() },
      headers: store.customer.headers,
    });
    expectStatus(order, 201);
    expect(await replicaStatements()).toEqual([]);
    // The same counters do see a plain read: the measure is not blind.
    expect(await productOf(a, store.anonymous)).toBeGreaterThan(0);
    expect((await replicaStatements()).some((query) => /from "product"/.test(query))).toBe(true);
  });

  it('the replica pools are labelled in the metrics', async () => {
    const res = await http<string>(`${a.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const pools = [...res.body.matchAll(/^db_pool_connections_in_use\{pool="([^"]+)"\}/gm)].map((m) => m[1]).sort();
    expect(pools).toEqual(['jobs', 'orm', 'read', 'read_prepared', 'read_prepared_replica', 'read_replica']);
  });
});

describeWith(['postgres'], 'a replica outage', () => {
  it('reads answer 200 from the primary with one warning, /readyz stays 200 naming the replica down, and reads return to the replica after its restart', async () => {
    await setPriceOnPrimary(3);
    await caughtUp();
    replica.halt();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? productOf(a, store.anonymous) : listedPriceOf(a, store.anonymous))),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => 3));
    for (let i = 0; i < 10; i++) expect(await graphqlPriceOf(a, store.anonymous)).toBe(3);
    const ready = await http(`${a.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'up', queue: 'up', redis: 'up', replica: 'down' });
    expect(
      log.records<{ msg: string }>().filter((line) => /^the read replica serves no reads/.test(line.msg)),
    ).toHaveLength(1);

    replica.resume();
    replicaSql = await connect(replica.url(DATABASE));
    await caughtUp();
    await pauseReplay();
    await setPriceOnPrimary(8);
    // Only the replica can still answer 3.
    await eventually('reads are back on the replica', async () => (await productOf(a, store.anonymous)) === 3);
    expect((await http(`${a.url}/readyz`)).body.checks.replica).toBe('up');
    expect(
      log.records<{ msg: string }>().filter((line) => line.msg === 'the read replica serves plain reads again'),
    ).toHaveLength(1);
  });
});

describe('DATABASE_READ_URL', () => {
  it('a value that is no PostgreSQL URL, or one without DATABASE_URL, stops the boot naming the variable', () => {
    const primaryUrl = 'postgres://app@db1/shop';
    expect(() => loadEnv({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: 'mysql://db2/shop' })).toThrow(EnvError);
    expect(() => loadEnv({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: 'db2' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadEnv({ DATABASE_READ_URL: 'postgres://app@db2/shop' })).toThrow(/DATABASE_READ_URL.*DATABASE_URL/);
    expect(loadEnv({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: 'postgres://app@db2/shop' }).databaseReadUrl).toBe(
      'postgres://app@db2/shop',
    );
  });
});
