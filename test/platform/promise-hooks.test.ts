import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionContext, ValidationError } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PROJECT_ROOT } from '../../src/config/paths';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TENANT_SLUG } from '../../src/modules/bootstrap';
import { buildDist } from '../helpers/build';
import { cleanDatabase, openTestOrm, workerDatabaseUrl } from '../helpers/db';
import { eventually, SECRETS, start, STEP, steps, type Started } from '../helpers/server-process';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';

// Node calls a hook for every promise the process creates while any AsyncLocalStorage is enabled,
// and a storage stays enabled from its first run. MikroORM runs storages of its own around each
// flush, each transaction and each `findAndCount`: unpatched, the first write (the boot's) left the
// hooks on for the life of the process, a cost to every promise of every request after it.
// `patches/@mikro-orm+core+*.patch` releases each of those storages when its last run has ended.
// These tests prove that a server's writes leave the hooks off (in a process of its own: jest runs
// every test inside a storage of its own), and that the storages still hold their values inside
// their runs, overlapping runs included.

const PROBE = path.join(PROJECT_ROOT, 'test/fixtures/report-promise-hooks.js');
const STORE = { 'x-tenant-slug': DEMO_TENANT_SLUG };

describe('a server process', () => {
  let run: Started;
  let url: string;

  beforeAll(async () => {
    buildDist();
    const orm = await openTestOrm();
    await cleanDatabase(orm);
    await orm.close(true);
    run = start({
      NODE_ENV: 'production',
      DATABASE_URL: workerDatabaseUrl(),
      SEED_DEMO: 'true',
      NODE_OPTIONS: `--require ${PROBE}`,
      ...SECRETS,
    });
    url = await run.url;
  }, 300_000 + STEP);
  afterAll(async () => {
    run.proc.kill('SIGTERM');
    await run.exited;
  }, STEP);

  /** Whether the server tracks promises now (the probe's answer to SIGUSR2). */
  async function promisesTracked(): Promise<boolean> {
    const answers = () => [...run.output().matchAll(/promises tracked: (true|false)/g)];
    const before = answers().length;
    run.proc.kill('SIGUSR2');
    await eventually('the probe answered', () => answers().length > before);
    return answers()[before][1] === 'true';
  }

  it(
    'has promises untracked after its boot (the demo seed), a login, an order and a counted list',
    async () => {
      const api = storefrontRest({ url }, STORE);
      // The boot wrote the demo store in one transaction of many flushes.
      expect(await promisesTracked()).toBe(false);

      const login = await api.post('/auth/customer/login', {
        body: { email: DEMO_PEOPLE.customers[0].email, password: DEMO_PASSWORD },
      });
      expectStatus(login, 200);
      expect(await promisesTracked()).toBe(false);

      const customer = { authorization: `Bearer ${login.body.data.tokens.accessToken}` };
      const products = await api.get('/products', { query: { limit: 50, inStock: true } });
      const product = bodyOf(products, 200).data.data.find((p) => !p.requiresPrescription);
      const order = await api.post('/orders', {
        body: { items: [{ productId: product!.id, quantity: 1 }] },
        headers: customer,
      });
      expectStatus(order, 201);
      expect(await promisesTracked()).toBe(false);

      const orders = await api.get('/orders/my-orders', { headers: customer });
      expectStatus(orders, 200);
      expect(orders.body.data.meta.total).toBeGreaterThanOrEqual(1);
      expect(await promisesTracked()).toBe(false);
    },
    steps(1),
  );
});

describe("the ORM's storages inside their runs", () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await openTestOrm();
  });
  afterAll(() => orm.close(true));

  it('keep each transaction its own context while two overlap, nested ones included', async () => {
    const seen: boolean[] = [];
    const transaction = (pause: number) =>
      orm.em.fork().transactional(async (tx) => {
        await sleep(pause);
        await tx.getConnection().execute('select 1');
        await tx.transactional(async (inner) => {
          expect(TransactionContext.getEntityManager(inner.name) === inner).toBe(true);
        });
        seen.push(TransactionContext.getEntityManager(tx.name) === tx);
      });
    // The shorter one ends while the longer one still runs: its end must not take the other's context.
    await Promise.all([transaction(50), transaction(5)]);
    expect(seen).toEqual([true, true]);
    expect(TransactionContext.getEntityManager(orm.em.name)).toBeUndefined();
  });

  it('still refuse a flush from inside a flush, after earlier flushes released theirs', async () => {
    // An event manager of its own, so that the subscriber stays with this fork.
    const em = orm.em.fork({ freshEventManager: true });
    await em.flush();
    let refused: unknown;
    em.getEventManager().registerSubscriber({
      async beforeFlush() {
        refused = await em.flush().catch((error: unknown) => error);
      },
    });
    await em.flush();
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as Error).message).toMatch(/cannot call em\.flush\(\) from inside lifecycle hook handlers/);
  });
});
