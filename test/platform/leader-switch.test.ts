import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { EnvError, loadEnv } from '../../src/config/env';
import { migrate } from '../../src/db/migrate';
import { createOrmConfig } from '../../src/db/orm-config';
import { UNAVAILABLE_MESSAGE } from '../../src/graphql/errors';
import type { TestApp } from '../helpers/app';
import { waitUntil } from '../helpers/bounded';
import { describeWith } from '../helpers/describe-with';
import { http, type JsonResponse } from '../helpers/http';
import { logCapture } from '../helpers/log-capture';
import { OwnPostgres } from '../helpers/own-services';
import { program } from '../helpers/prerequisites';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { expectStatus, storefrontRest } from '../helpers/rest';
import { TcpForwarder } from '../helpers/tcp-forwarder';

// The app's DATABASE_URL points at a forwarder (a balancer of the test's own) in front of node A,
// the primary; node B is A's streaming standby and the app's DATABASE_READ_URL. The forwarder is
// pointed at a standby, then the leader switches under connections idle in the pools: no write
// may reach a node that is no longer the primary, and none answers 500. Servers of the test's own.

const DATABASE = 'leader';
/** DATABASE_PRIMARY_WAIT_MS: how long a statement needing a new connection waits for a primary. */
const PRIMARY_WAIT_MS = 1500;
const TOKEN = 'metrics-token-0123456789abcdefghijklmnopqrstuvwxyz';

let a: OwnPostgres;
let b: OwnPostgres;
let forwarder: TcpForwarder;
let orm: MikroORM;
let t: TestApp;
let store: StoreScenario;
const log = logCapture();

async function sql<T>(node: OwnPostgres, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: node.url(DATABASE) });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const productsNamed = async (node: OwnPostgres, name: string) =>
  Number((await sql<{ n: string }>(node, 'select count(*) as n from product where name = $1', [name]))[0].n);

const createProduct = (name: string) =>
  storefrontRest(t).post('/products', { body: { name, price: 4.5 }, headers: store.admin.headers });

/** A counter of /metrics, by its labels (0 when not reported yet). */
async function metric(name: string, labels: string): Promise<number> {
  const res = await http<string>(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const line = String(res.body)
    .split('\n')
    .find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

/** Waits until B has replayed everything A wrote so far. */
async function replayed(): Promise<void> {
  const [{ lsn }] = await sql<{ lsn: string }>(a, 'select pg_current_wal_insert_lsn()::text as lsn');
  await waitUntil(10_000, 'the standby replays the primary', async () => {
    const [row] = await sql<{ behind: boolean }>(b, 'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind', [lsn]);
    return !row.behind;
  });
}

beforeAll(async () => {
  if (!program('postgres').path) return; // its tests are skipped, saying what to install
  a = await OwnPostgres.start();
  const admin = new Client({ connectionString: a.url() });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const migrating = await MikroORM.init(createOrmConfig(a.url(DATABASE), { logger: () => undefined }));
  await migrate(migrating);
  await migrating.close(true);
  b = await a.replica();
  forwarder = await TcpForwarder.start(a.port);
  orm = await MikroORM.init(createOrmConfig(forwarder.url(DATABASE), { logger: () => undefined }));
}, 120_000);

/** A store selling Aspirin, written on the primary and replayed by the standby. */
async function leaderScenario(app: TestApp): Promise<StoreScenario> {
  const leader = await storeScenario(app, 'leader');
  const aspirin = await storefrontRest(app).post('/products', {
    body: { name: 'Aspirin', price: 4.5 },
    headers: leader.admin.headers,
  });
  expectStatus(aspirin, 201);
  await replayed();
  return leader;
}

afterAll(async () => {
  await orm?.close(true);
  await forwarder?.close();
  b?.destroy();
  a?.destroy();
});

const statusOf = (res: JsonResponse) => [res.status, res.headers.get('retry-after')];

describeWith(['postgres'], 'the leader switching under the pools', () => {
  // The app runs on the ORM of the test's own servers, which the file's afterAll closes after it.
  eachTestIn(
    leaderScenario,
    (app, built) => ([t, store] = [app, built]),
    () => ({
      orm,
      logDestination: log.destination,
      env: {
        DATABASE_READ_URL: b.url(DATABASE),
        METRICS_TOKEN: TOKEN,
        LOG_LEVEL: 'info',
        DATABASE_PRIMARY_WAIT_MS: String(PRIMARY_WAIT_MS),
      },
    }),
    { once: true },
  );

  it('new connections that land on a standby are refused: writes wait for a primary, then answer 503 with Retry-After, replica reads 200, the process stays up; back on the primary, writes succeed without a restart', async () => {
    const refusedBefore = await metric('db_connections_dropped_total', 'reason="in_recovery"');
    // A write that meets a standby while the balancer turns back to the primary waits for it.
    forwarder.pointAt(b.port);
    forwarder.cut(); // every pooled connection is gone: the next ones open on the standby
    const waiting = createProduct('Waited for the primary');
    await new Promise((resolve) => setTimeout(resolve, PRIMARY_WAIT_MS / 3));
    forwarder.pointAt(a.port);
    expect((await waiting).status).toBe(201);
    expect(await productsNamed(a, 'Waited for the primary')).toBe(1);
    expect(await metric('db_connections_dropped_total', 'reason="in_recovery"')).toBeGreaterThan(refusedBefore);

    // The balancer stays on the standby: a write waits out the bound, then is refused, and the
    // next one at once, until a primary is reached again.
    forwarder.pointAt(b.port);
    forwarder.cut();
    const write = await createProduct('On the standby');
    expect(statusOf(write)).toEqual([503, '5']);
    expect(write.body).toEqual({ success: false, error: UNAVAILABLE_MESSAGE });
    const graphql = await http(`${t.url}/graphql`, {
      method: 'POST',
      headers: store.admin.headers,
      json: { query: 'mutation { createProduct(input: { name: "On the standby too", price: 1 }) { id } }' },
    });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('5');
    // An anonymous list is a plain read: the replica answers it.
    const list = await storefrontRest(t).get('/products', { headers: store.anonymous });
    expect(list.status).toBe(200);
    expect((await http(`${t.url}/healthz`)).status).toBe(200);
    expect(await productsNamed(a, 'On the standby')).toBe(0);
    expect(await productsNamed(b, 'On the standby')).toBe(0);

    forwarder.pointAt(a.port);
    expect((await createProduct('Back on the primary')).status).toBe(201);
    expect(await productsNamed(a, 'Back on the primary')).toBe(1);
    expect(log.records<{ level: number }>().filter((line) => line.level >= 50)).toEqual([]);
  });

  it('connections idle in the pools when the old primary turns read-only: the write refused with 25006 answers 503 and drops them; its retry lands on the new primary only', async () => {
    // Connections idle in every pool, all on A.
    await Promise.all(
      Array.from({ length: 4 }, () => storefrontRest(t).get('/products', { headers: store.admin.headers })),
    );
    expect((await createProduct('Warming')).status).toBe(201);
    await replayed();
    const droppedBefore = await metric('db_connections_dropped_total', 'reason="read_only"');

    // A is fenced read-only for its existing sessions too, B is promoted, the balancer follows.
    await sql(a, 'alter system set default_transaction_read_only = on');
    await sql(a, 'select pg_reload_conf()');
    await waitUntil(5000, 'A read-only for new sessions', async () => {
      const [row] = await sql<{ default_transaction_read_only: string }>(a, 'show default_transaction_read_only');
      return row.default_transaction_read_only === 'on';
    });
    // Each session applies the reloaded setting before its next statement; the signal takes a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sql(b, 'select pg_promote()');
    forwarder.pointAt(b.port);

    const refused = await createProduct('After the switch');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await metric('db_connections_dropped_total', 'reason="read_only"')).toBeGreaterThan(droppedBefore);

    // The client's retry, and every API after it, run on fresh connections: the new primary's.
    const retried = await createProduct('After the switch');
    expect(retried.status).toBe(201);
    expect(await productsNamed(b, 'After the switch')).toBe(1);
    expect(await productsNamed(a, 'After the switch')).toBe(0);
    const after = await Promise.all([
      storefrontRest(t).get('/products', { headers: store.admin.headers }),
      http(`${t.url}/graphql`, {
        method: 'POST',
        headers: store.anonymous,
        json: { query: '{ products { data { id } } }' },
      }),
    ]);
    expect(after.map((res) => res.status)).toEqual([200, 200]);
    expect(log.records<{ level: number }>().filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('DATABASE_PRIMARY_WAIT_MS', () => {
  it('is 8 s unless set; a value that is no whole number of ms from 0 to 60,000 stops the boot naming the variable', () => {
    expect(loadEnv({}).databasePrimaryWaitMs).toBe(8000);
    expect(loadEnv({ DATABASE_PRIMARY_WAIT_MS: '0' }).databasePrimaryWaitMs).toBe(0);
    for (const value of ['-1', 'soon', '60001', '1.5']) {
      expect(() => loadEnv({ DATABASE_PRIMARY_WAIT_MS: value })).toThrow(EnvError);
      expect(() => loadEnv({ DATABASE_PRIMARY_WAIT_MS: value })).toThrow(/DATABASE_PRIMARY_WAIT_MS/);
    }
  });
});
