import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { RATE_LIMIT_MESSAGE } from '../../src/server/rate-limit';
import { TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { appInstances, type Instance } from '../helpers/app-instances';
import { waitUntil } from '../helpers/bounded';
import { openTestOrm } from '../helpers/db';
import { http, type JsonResponse } from '../helpers/http';
import { OwnRedis } from '../helpers/own-services';
import { describeWith } from '../helpers/describe-with';
import { storefrontRest } from '../helpers/rest';

// Two instances share their rate-limit counters through a Redis of this test's own, which stops
// mid-run and starts again on the same port.

let redisServer: OwnRedis;
let orm: MikroORM;
const instances = appInstances();
const redisClients: Redis[] = [];

async function instance(): Promise<Instance> {
  // As the server connects (src/server/http.ts): no queue of commands while disconnected.
  const redis = new Redis(redisServer.url, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
  redisClients.push(redis);
  return instances.start({
    orm,
    redis,
    env: {
      RATE_LIMIT_MAX: '6',
      LOGIN_RATE_LIMIT_MAX: '3',
      TRUST_PROXY: '1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_outage',
      LOG_LEVEL: 'info',
    },
  });
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  redisServer = await OwnRedis.start();
  orm = await openTestOrm();
  a = await instance();
  b = await instance();
  await connected(true);
});

afterAll(async () => {
  await instances.closeAll();
  await redisServer?.halt();
  await orm?.close(true);
});

/** Waits until both instances' Redis connections are up, or both down. */
async function connected(up: boolean): Promise<void> {
  await waitUntil(
    15_000,
    `both instances' Redis connections ${up ? 'ready' : 'disconnected'}`,
    () => redisClients.every((redis) => (redis.status === 'ready') === up),
    100,
  );
}

/** A storefront request behind the general limit, from client address `ip`, with its duration. */
async function limited(app: { t: TestApp }, ip: string): Promise<JsonResponse & { ms: number }> {
  const started = Date.now();
  const res = await storefrontRest(app.t).get('/stripe/config', { headers: { 'x-forwarded-for': ip } });
  return { ...res, ms: Date.now() - started };
}

/** A staff login with a wrong password from `ip`. */
function badLogin(app: { t: TestApp }, ip: string): Promise<JsonResponse> {
  return storefrontRest(app.t).post('/auth/login', {
    body: { email: TEST_SUPER_ADMIN.email, password: 'not-the-password' },
    headers: { 'x-forwarded-for': ip },
  });
}

const remaining = (res: JsonResponse) => res.headers.get('ratelimit-remaining');
const messages = (app: Instance) => app.log.records<{ msg: string }>().map((line) => line.msg);

describeWith(['redis-server'], 'Redis stopped and started again under two instances', () => {
  it('while Redis runs, both instances draw on one shared count per client', async () => {
    expect(remaining(await limited(a, '203.0.113.1'))).toBe('5');
    expect(remaining(await limited(b, '203.0.113.1'))).toBe('4');
    const ready = await http(`${a.t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'up', queue: 'up', redis: 'up' } });
  });

  it('while Redis is down, limited requests answer at once and each instance enforces the limits in its own memory', async () => {
    await redisServer.halt();
    await connected(false);

    // The general limit: six requests pass on A, the seventh is refused; B counts apart.
    const onA = [];
    for (let i = 0; i < 6; i++) onA.push(await limited(a, '203.0.113.2'));
    expect(onA.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(onA.map(remaining)).toEqual(['5', '4', '3', '2', '1', '0']);
    expect(Math.max(...onA.map((res) => res.ms))).toBeLessThan(1000);
    const refused = await limited(a, '203.0.113.2');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
    expect(remaining(await limited(b, '203.0.113.2'))).toBe('5');

    // The login limit holds per instance: three wrong passwords, then 429.
    const logins = [];
    for (let i = 0; i < 4; i++) logins.push((await badLogin(a, '203.0.113.3')).status);
    expect(logins).toEqual([401, 401, 401, 429]);
    expect((await badLogin(b, '203.0.113.3')).status).toBe(401);

    const ready = await http(`${a.t.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'up', queue: 'up', redis: 'down' } });
    expect((await http(`${a.t.url}/healthz`)).status).toBe(200);
    // Said once per instance, not once per request.
    expect(messages(a).filter((msg) => msg.startsWith('Redis is unavailable'))).toHaveLength(1);
    expect(messages(b).filter((msg) => msg.startsWith('Redis is unavailable'))).toHaveLength(1);
  });

  it('when Redis is back on its port, the instances share their counts again and are ready', async () => {
    await redisServer.resume();
    await connected(true);
    expect(remaining(await limited(a, '203.0.113.4'))).toBe('5');
    expect(remaining(await limited(b, '203.0.113.4'))).toBe('4');
    expect(remaining(await limited(a, '203.0.113.4'))).toBe('3');
    const ready = await http(`${b.t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'up', queue: 'up', redis: 'up' } });
    expect(messages(a).filter((msg) => msg.startsWith('Redis answers again'))).toHaveLength(1);
  });
});
