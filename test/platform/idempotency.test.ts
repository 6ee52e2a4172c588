import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { EnvError, loadEnv } from '../../src/config/env';
import { startTestApp, type TestApp } from '../helpers/app';
import { eachTestIn } from '../helpers/scenarios';
import { openTestOrm, rowCount } from '../helpers/db';
import { pollUntil } from '../helpers/bounded';
import { rawRequest } from '../helpers/raw-http';
import { shopScenario, VITAMIN_C, type ShopScenario } from '../helpers/storefront-scenarios';
import { stockOf } from '../commerce/commerce-fixtures';
import { DigestWithout } from '../../src/server/body-digest';

/**
 * `Idempotency-Key` (SPEC section 7): a retried write with the same key and request answers the
 * first answer again, byte for byte, and does nothing twice, on any instance and after a restart.
 */
let orm: MikroORM;
let t: TestApp;
let shop: ShopScenario;
const running: TestApp[] = [];

beforeAll(async () => {
  orm = await openTestOrm();
});
// The app shares the file's ORM (other instances run on it too): closed before it, below.
eachTestIn(
  (app) => shopScenario(app, { product: VITAMIN_C }),
  (app, built) => ([t, shop] = [app, built]),
  () => ({ orm }),
);
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await orm.close(true);
});

/** Another instance of the server on the same database. */
async function instance(): Promise<TestApp> {
  const app = await startTestApp({ orm });
  running.push(app);
  return app;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** A REST request with the raw answer (its bytes are compared, so nothing parses it). */
async function send(
  app: TestApp,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function order(quantity = 2) {
  return { items: [{ productId: shop.product!.id, quantity }], paymentMethod: 'card' };
}

function keyed(key: string, headers = shop.customer.headers): Record<string, string> {
  return { ...headers, 'idempotency-key': key };
}

const orders = () => rowCount(orm, 'customer_order');

describe('a keyed checkout', () => {
  it('sent twice places one order: the repeat is the first answer byte for byte, marked as replayed', async () => {
    const key = randomUUID();
    const first = await send(t, 'POST', '/api/orders', order(), keyed(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send(t, 'POST', '/api/orders', order(), keyed(key));
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await orders()).toBe(1);
    expect(await stockOf(t, shop.product!.id)).toBe(VITAMIN_C.stockQuantity! - 2);
    // Without a key, or with another one, a request is a new one.
    expect((await send(t, 'POST', '/api/orders', order(), keyed(randomUUID()))).status).toBe(201);
    expect(await orders()).toBe(2);
  });

  it('whose client hung up before the answer is found by its retry: one order', async () => {
    const key = randomUUID();
    const body = JSON.stringify(order(3));
    // The order waits on a lock of the test's, so the client is gone before it is placed.
    const lock = orm.em.fork();
    await lock.begin();
    await lock
      .getConnection()
      .execute('lock table customer_order in exclusive mode', [], 'run', lock.getTransactionContext());
    const hungUp = rawRequest(
      t.url,
      'POST',
      '/api/orders',
      { ...keyed(key), 'content-type': 'application/json', connection: 'close' },
      body,
    );
    await pollUntil(10_000, 'the key claimed', async () => {
      const claimed = await rowCount(orm, 'idempotency_request');
      return { done: claimed === 1 ? true : undefined, seen: claimed };
    });
    hungUp.abort();
    await hungUp.answer;
    await lock.rollback();
    // The retry comes while the first may still run (409, asked to wait) or after it (replayed).
    let retry: Answer;
    for (;;) {
      retry = await send(t, 'POST', '/api/orders', order(3), keyed(key));
      if (retry.status !== 409) break;
      expect(retry.headers.get('retry-after')).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(await orders()).toBe(1);
    expect(await stockOf(t, shop.product!.id)).toBe(VITAMIN_C.stockQuantity! - 3);
    // Whether the first ran to its end before or after the retry came, the order is its one.
    expect(JSON.parse(retry.text).data.items[0].quantity).toBe(3);
  });

  it.each([2, 20])('sent %i times at once to two instances places one order', async (copies) => {
    const other = await instance();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: copies }, (_, i) => send(i % 2 ? other : t, 'POST', '/api/orders', order(1), keyed(key))),
    );
    const created = answers.filter((a) => a.status === 201);
    const busy = answers.filter((a) => a.status === 409);
    expect(created.length + busy.length).toBe(copies);
    // Exactly one ran; every other 201 is its answer replayed.
    expect(created.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    for (const a of created) expect(a.text).toBe(created[0].text);
    expect(await orders()).toBe(1);
    expect(await stockOf(t, shop.product!.id)).toBe(VITAMIN_C.stockQuantity! - 1);
  });

  it('is replayed by a new instance after a restart (the answer is kept in PostgreSQL)', async () => {
    const key = randomUUID();
    const first = await send(t, 'POST', '/api/orders', order(), keyed(key));
    const restarted = await instance();
    const again = await send(restarted, 'POST', '/api/orders', order(), keyed(key));
    expect([again.status, again.text, again.headers.get('idempotent-replayed')]).toEqual([201, first.text, 'true']);
    expect(await orders()).toBe(1);
  });
});

describe('IDEMPOTENCY_KEY_TTL', () => {
  it('bounds how long an answer is kept: past it, the key names a new request', async () => {
    const short = await startTestApp({ orm, env: { IDEMPOTENCY_KEY_TTL: '1' } });
    running.push(short);
    const key = randomUUID();
    expect((await send(short, 'POST', '/api/orders', order(1), keyed(key))).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await send(short, 'POST', '/api/orders', order(1), keyed(key));
    expect([later.status, later.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await orders()).toBe(2);
  });

  it('refuses a value that is not a duration, naming the variable', () => {
    expect(() => loadEnv({ IDEMPOTENCY_KEY_TTL: 'soon' })).toThrow(EnvError);
    expect(() => loadEnv({ IDEMPOTENCY_KEY_TTL: 'soon' })).toThrow(/IDEMPOTENCY_KEY_TTL/);
  });
});

describe('a key reused for another request', () => {
  it('answers 422 naming Idempotency-Key, for another body, route or store, and changes nothing', async () => {
    const key = randomUUID();
    expect((await send(t, 'POST', '/api/orders', order(1), keyed(key))).status).toBe(201);
    const stock = await stockOf(t, shop.product!.id);
    const otherBody = await send(t, 'POST', '/api/orders', order(2), keyed(key));
    expect(otherBody.status).toBe(422);
    expect(JSON.parse(otherBody.text)).toEqual({
      success: false,
      error: expect.stringMatching(/^Idempotency-Key was already used for a different request/),
      errors: { 'Idempotency-Key': [expect.stringMatching(/different request/)] },
    });
    const otherRoute = await send(t, 'POST', '/api/cart', { productId: shop.product!.id, quantity: 1 }, keyed(key));
    expect(otherRoute.status).toBe(422);
    expect(await orders()).toBe(1);
    expect(await stockOf(t, shop.product!.id)).toBe(stock);
    expect(await rowCount(orm, 'cart_item')).toBe(0);
  });

  it('is another caller’s own: the same key from another customer is a new request', async () => {
    const key = randomUUID();
    const staffKeyed = { ...shop.admin.headers, 'idempotency-key': key };
    expect((await send(t, 'POST', '/api/orders', order(1), keyed(key))).status).toBe(201);
    const other = await send(t, 'POST', '/api/categories', { name: 'Vitamins' }, staffKeyed);
    expect([other.status, other.headers.get('idempotent-replayed')]).toEqual([201, null]);
  });
});

describe('a malformed key', () => {
  it.each([
    ['too long', 'k'.repeat(256)],
    ['not printable ASCII', 'clé'],
    ['blank', '   '],
  ])('(%s) answers 400 naming the header, in each API’s format, and changes nothing', async (_, key) => {
    const headers = { ...shop.customer.headers, 'idempotency-key': key };
    const res = await fetch(`${t.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(order()),
    }).catch(() => undefined);
    // fetch itself refuses a header it cannot send (non-Latin-1): that key never reaches a server.
    if (res) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, errors: { 'Idempotency-Key': [expect.any(String)] } });
    }
    expect(await orders()).toBe(0);
    const payroll = await fetch(`${t.url}/payroll/employers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k'.repeat(256) },
      body: JSON.stringify({ name: 'Acme' }),
    });
    expect(payroll.status).toBe(400);
    expect(await payroll.json()).toMatchObject({ status: 400, errors: { 'Idempotency-Key': [expect.any(String)] } });
  });
});

describe('keyed GraphQL mutations', () => {
  const createCategory = (name: string) => ({
    query: 'mutation Create($input: CreateCategoryInput!) { createCategory(input: $input) { id name } }',
    variables: { input: { name } },
  });

  it('run once per key; a query with a key is answered as usual, never kept', async () => {
    const key = randomUUID();
    const headers = keyed(key, shop.admin.headers);
    const first = await send(t, 'POST', '/graphql', createCategory('Herbs'), headers);
    const again = await send(t, 'POST', '/graphql', createCategory('Herbs'), headers);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).data.createCategory.name).toBe('Herbs');
    expect([again.text, again.headers.get('idempotent-replayed')]).toEqual([first.text, 'true']);
    expect(await rowCount(orm, 'category')).toBe(1);
    const other = await send(t, 'POST', '/graphql', createCategory('Teas'), headers);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text).errors[0].extensions).toMatchObject({
      code: 'UNPROCESSABLE',
      fields: { 'Idempotency-Key': [expect.any(String)] },
    });

    const query = { query: '{ categories { name } }' };
    const read = await send(t, 'POST', '/graphql', query, keyed(randomUUID(), shop.admin.headers));
    expect(read.headers.get('idempotent-replayed')).toBeNull();
    expect(await rowCount(orm, 'idempotency_request')).toBe(1);
  });
});

describe('a kept answer', () => {
  it('lies sealed: the table holds neither the key nor a secret the answer carried', async () => {
    const key = `key-${randomUUID()}`;
    const body = { query: 'mutation { createApiKey(input: { name: "sync" }) { key } }' };
    const first = await send(t, 'POST', '/graphql', body, keyed(key, shop.admin.headers));
    const apiKey = JSON.parse(first.text).data.createApiKey.key as string;
    expect(apiKey).toMatch(/^pk_/);
    const again = await send(t, 'POST', '/graphql', body, keyed(key, shop.admin.headers));
    expect([again.text, again.headers.get('idempotent-replayed')]).toEqual([first.text, 'true']);
    const rows = await orm.em
      .getConnection()
      .execute<{ key: string; answer: Buffer }[]>('select key, answer from idempotency_request');
    expect(rows).toHaveLength(1);
    expect(rows[0].key).not.toContain(key);
    const stored = rows[0].answer.toString('latin1');
    expect(stored).not.toContain(apiKey);
    expect(stored).not.toContain(apiKey.slice(3, 15));
    expect(stored).not.toContain('createApiKey');
  });
});

describe('a refused request', () => {
  it('is kept (4xx) and replayed: its retry is refused the same way (a 5xx is not: database-outage.test.ts)', async () => {
    const key = randomUUID();
    const refused = await send(t, 'POST', '/api/orders', { items: [] }, keyed(key));
    expect(refused.status).toBe(400);
    const replayed = await send(t, 'POST', '/api/orders', { items: [] }, keyed(key));
    expect([replayed.status, replayed.text, replayed.headers.get('idempotent-replayed')]).toEqual([
      400,
      refused.text,
      'true',
    ]);
  });
});

describe('every write', () => {
  const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

  it('of every REST API that is not a GET replays its first answer, and its OpenAPI document says so', async () => {
    let walked = 0;
    for (const api of t.app.apis) {
      const document = (await (await fetch(`${t.url}${api.mount}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>>;
      };
      for (const def of api.routes) {
        if (def.method === 'get') continue;
        walked += 1;
        const route = `${def.method.toUpperCase()} ${api.mount}${def.path}`;
        const path = `${api.mount}${def.path.replace(/:\w+/g, NO_SUCH_ID)}`;
        const headers = { 'idempotency-key': randomUUID() };
        const first = await send(t, def.method.toUpperCase(), path, undefined, headers);
        const again = await send(t, def.method.toUpperCase(), path, undefined, headers);
        // A 5xx (here: the webhook, with no Stripe account configured) is not kept: it runs again.
        const kept = first.status < 500;
        expect({ route, replayed: again.headers.get('idempotent-replayed'), same: again.text === first.text }).toEqual({
          route,
          replayed: kept ? 'true' : null,
          same: true,
        });
        const operation = document.paths[def.path.replace(/:(\w+)/g, '{$1}')][def.method];
        expect({ route, header: operation.parameters?.some((p) => p.name === 'Idempotency-Key') }).toEqual({
          route,
          header: true,
        });
        expect({ route, codes: ['409', '422'].filter((code) => code in operation.responses) }).toEqual({
          route,
          codes: ['409', '422'],
        });
      }
    }
    expect(walked).toBeGreaterThan(40);
  });

  it('of the GraphQL schema (every mutation) replays its first answer', async () => {
    const mutations = Object.keys(t.app.served.schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(30);
    for (const field of mutations) {
      const headers = { 'idempotency-key': randomUUID() };
      const body = { query: `mutation { ${field} }` };
      const first = await send(t, 'POST', '/graphql', body, headers);
      const again = await send(t, 'POST', '/graphql', body, headers);
      expect({ field, replayed: again.headers.get('idempotent-replayed'), same: again.text === first.text }).toEqual({
        field,
        replayed: 'true',
        same: true,
      });
    }
  });
});

describe('the digest of a multipart body', () => {
  it('leaves out its boundary wherever the chunks split it, so a retried upload is the same request', () => {
    const body = (boundary: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nrows\r\n--${boundary}--\r\n`);
    const whole = new DigestWithout(Buffer.from('aaaa1111'));
    whole.update(body('aaaa1111'));
    const expected = whole.digest();
    for (const size of [1, 3, 7, 64]) {
      const other = new DigestWithout(Buffer.from('bbbb2222'));
      const bytes = body('bbbb2222');
      for (let at = 0; at < bytes.length; at += size) other.update(bytes.subarray(at, at + size));
      expect(other.digest()).toBe(expected);
    }
    const changed = new DigestWithout(Buffer.from('aaaa1111'));
    changed.update(Buffer.from(body('aaaa1111').toString().replace('rows', 'rowz')));
    expect(changed.digest()).not.toBe(expected);
  });
});
