import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { parseLsn, REPLICA_BOUNDS, ReplicaRouter } from '../../src/db/replica';
import type { Logger } from '../../src/observability/logger';

// The router's decisions on a stand-in replica whose answers and clock the test sets: what only a
// long wait or a broken server would show against a real one (the real one: read-replica.test.ts).

let now = 1_000_000;
let replicaState: { standby: boolean; lsn: string; received: string };
let primaryLsn = '0/100';
const lines: { level: 'warn' | 'info'; msg: string }[] = [];

const logger = {
  warn: (_obj: unknown, msg: string) => lines.push({ level: 'warn', msg }),
  info: (msg: string) => lines.push({ level: 'info', msg }),
} as unknown as Logger;
const replica = {
  query: async () => ({ rows: [{ ...replicaState }] }),
} as unknown as Pool;
const primary = {
  query: async () => ({ rows: [{ lsn: primaryLsn }] }),
} as unknown as Pool;

/** Lets the background questions to the replica settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Where one new request of `actor` reads. */
async function target(router: ReplicaRouter, actor = 'ip:203.0.113.9'): Promise<string> {
  const em = {} as EntityManager;
  router.begin(em, actor);
  return router.target(em);
}

beforeEach(async () => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  replicaState = { standby: true, lsn: '0/100', received: '0/100' };
  lines.length = 0;
});
afterEach(() => jest.restoreAllMocks());

it('LSNs compare as numbers across the 32-bit boundary', () => {
  expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
  expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
});

it('a replica that holds received WAL unreplayed past the bound serves no reads, with one warning, until it replays it', async () => {
  const router = new ReplicaRouter(primary, replica, logger);
  await settled();
  expect(await target(router)).toBe('replica');
  // Replay stops while WAL keeps arriving.
  replicaState = { standby: true, lsn: '0/100', received: '0/200' };
  now += REPLICA_BOUNDS.statusMs;
  expect(await target(router)).toBe('replica');
  await settled();
  for (let i = 0; i < 3; i++) {
    now += (REPLICA_BOUNDS.maxLagSeconds * 1000) / 2;
    await target(router);
    await settled();
  }
  expect(await target(router)).toBe('primary');
  expect(lines.filter((line) => line.level === 'warn')).toEqual([
    { level: 'warn', msg: expect.stringMatching(/^the read replica serves no reads \(it is \d+ s behind\)/) },
  ]);
  replicaState = { standby: true, lsn: '0/200', received: '0/200' };
  now += REPLICA_BOUNDS.retryMs;
  await target(router);
  await settled();
  expect(await target(router)).toBe('replica');
  expect(lines.map((line) => line.msg).filter((msg) => /again/.test(msg))).toEqual([
    'the read replica serves plain reads again',
  ]);
});

it('a server that is not in recovery (a primary, or a promoted replica) serves no reads', async () => {
  replicaState = { standby: false, lsn: '0/100', received: '0/100' };
  const router = new ReplicaRouter(primary, replica, logger);
  await settled();
  expect(await target(router)).toBe('primary');
  await expect(router.probe()).rejects.toThrow('it is not a standby');
});

it('a writer reads the primary until the replica replayed its write; another actor reads the replica meanwhile', async () => {
  const router = new ReplicaRouter(primary, replica, logger);
  await settled();
  const em = {} as EntityManager;
  router.begin(em, 'user:1');
  router.writes(em);
  expect(await router.target(em)).toBe('primary');
  primaryLsn = '0/180';
  await router.wrote(em, true);
  expect(await target(router, 'user:1')).toBe('primary');
  expect(await target(router, 'user:2')).toBe('replica');
  replicaState = { standby: true, lsn: '0/180', received: '0/180' };
  // The position asked for the writer is reused for a few ms, then asked again.
  now += REPLICA_BOUNDS.positionMs;
  expect(await target(router, 'user:1')).toBe('replica');
});

it('a writing request that failed marks nothing: its actor keeps reading the replica', async () => {
  const router = new ReplicaRouter(primary, replica, logger);
  await settled();
  const em = {} as EntityManager;
  router.begin(em, 'ip:203.0.113.7');
  router.writes(em);
  // The failed request itself read the primary, as every writing request does.
  expect(await router.target(em)).toBe('primary');
  primaryLsn = '0/200';
  await router.wrote(em, false);
  expect(await target(router, 'ip:203.0.113.7')).toBe('replica');
  await router.wrote(em, true);
  expect(await target(router, 'ip:203.0.113.7')).toBe('primary');
});

it('when the shared write positions cannot be read, reads go to the primary, with one warning', async () => {
  const redis = {
    get: async () => {
      throw new Error('Connection is closed.');
    },
  } as unknown as Redis;
  const router = new ReplicaRouter(primary, replica, logger, redis);
  await settled();
  expect([await target(router), await target(router)]).toEqual(['primary', 'primary']);
  expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual([
    'the write positions of the read replica are unavailable: reads go to the primary',
  ]);
});
