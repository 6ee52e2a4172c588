import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import { CONCURRENT_REFRESH_MESSAGE } from '../../src/modules/identity/auth/session.service';
import type { TestApp } from '../helpers/app';
import { waitUntil } from '../helpers/bounded';
import { workerDatabaseUrl } from '../helpers/db';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { bearer } from '../helpers/tokens';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';

let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let store: StoreScenario;

eachTestIn(storeScenario, (app, built) => ([t, api, store] = [app, storefrontRest(app), built]), {}, { once: true });

const refresh = (refreshToken: string) => api.post('/auth/refresh', { body: { refreshToken } });
const me = (accessToken: string) => api.get('/auth/me', { headers: bearer(accessToken) });
const REUSED = 'Refresh token has already been used; the session is revoked';
const customerLogin = () =>
  api.post('/auth/customer/login', {
    body: { email: store.customer.email, password: store.customer.password },
    headers: store.anonymous,
  });

type Exchange = Awaited<ReturnType<typeof refresh>>;
/** The exchange that won (200, new tokens), and those that did not (an error body). */
const won = (r: Exchange): r is Extract<Exchange, { status: 200 }> => r.status === 200;
const notWon = (r: Exchange): r is Exclude<Exchange, { status: 200 }> => r.status !== 200;

/**
 * Requests of this database waiting for a lock, seen from a connection of its own: one inside a
 * transaction would see the sessions of its first look only.
 */
async function waitingOnLocks(): Promise<number> {
  const observer = new Client({ connectionString: workerDatabaseUrl() });
  await observer.connect();
  try {
    const { rows } = await observer.query<{ n: number }>(
      `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database()`,
    );
    return rows[0].n;
  } finally {
    await observer.end();
  }
}

describe('concurrent refresh token exchanges', () => {
  it('lets exactly one of many concurrent exchanges win; the losers get a 401 naming the race and the session lives', async () => {
    // Eight requests (under the pool's ten connections) all read the token unused, then queue on
    // its row behind a transaction holding it; released together, one claims it and the others race.
    const { jti } = jwt.decode(store.staff.refreshToken) as jwt.JwtPayload;
    const holder = new Client({ connectionString: workerDatabaseUrl() });
    await holder.connect();
    let results: Exchange[];
    try {
      await holder.query('begin');
      await holder.query('select 1 from refresh_token where jti = $1 for update', [jti]);
      const pending = Promise.all(Array.from({ length: 8 }, () => refresh(store.staff.refreshToken)));
      await waitUntil(10_000, 'eight exchanges queued on the token', async () => (await waitingOnLocks()) === 8, 10);
      await holder.query('commit');
      results = await pending;
    } finally {
      await holder.end();
    }
    const winners = results.filter(won);
    expect(winners).toHaveLength(1);
    const losers = results.filter(notWon);
    expect(losers.map((l) => [l.status, l.body.error])).toEqual(
      Array.from({ length: 7 }, () => [401, CONCURRENT_REFRESH_MESSAGE]),
    );
    expect((await me(winners[0].body.data.tokens.accessToken)).status).toBe(200);
    expect((await refresh(winners[0].body.data.tokens.refreshToken)).status).toBe(200);
  });

  it('never leaves two concurrent exchanges both refused (twenty rounds)', async () => {
    let token = store.customer.refreshToken;
    let rounds = 0;
    for (let round = 0; round < 20; round++) {
      const results = await Promise.all([refresh(token), refresh(token)]);
      const statuses = results.map((r) => r.status).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [200, 401] });
      const loser = results.filter(notWon).find((r) => r.status === 401)!;
      expect([CONCURRENT_REFRESH_MESSAGE, REUSED]).toContain(loser.body.error);
      rounds += 1;
      if (loser.body.error === REUSED) {
        // The loser came after the winner finished: a replay, which ends the session. Go on with a
        // new one.
        expect((await me(results.find(won)!.body.data.tokens.accessToken)).status).toBe(401);
        token = bodyOf(await customerLogin(), 200).data.tokens.refreshToken;
      } else token = results.find(won)!.body.data.tokens.refreshToken;
    }
    expect(rounds).toBe(20);
  });

  it('answers the loser of an exchange still in flight with a 401 and keeps the winner’s session', async () => {
    const { jti, fam } = jwt.decode(store.admin.refreshToken) as jwt.JwtPayload;
    const winner = new Client({ connectionString: workerDatabaseUrl() });
    await winner.connect();
    try {
      // Another exchange has claimed the token and not committed yet.
      await winner.query('begin');
      await winner.query('update refresh_token set used_at = now() where jti = $1', [jti]);
      const pending = refresh(store.admin.refreshToken);
      await waitUntil(10_000, 'the exchange blocks on the claimed row', async () => (await waitingOnLocks()) > 0, 10);
      await winner.query('commit');
      const loser = await pending;
      expect(loser.status).toBe(401);
      expect(loser.body).toMatchObject({ success: false, error: CONCURRENT_REFRESH_MESSAGE });
    } finally {
      await winner.end();
    }
    const session = await t.orm.em
      .getConnection()
      .execute<{ revoked_at: Date | null }[]>('select revoked_at from auth_session where id = ?', [fam]);
    expect(session[0].revoked_at).toBeNull();
    expect((await me(store.admin.accessToken)).status).toBe(200);
  });

  it('still revokes the session when an already exchanged token comes back', async () => {
    const first = await refresh(store.admin.refreshToken);
    expectStatus(first, 200);
    const replay = await refresh(store.admin.refreshToken);
    expect(replay).toMatchObject({ status: 401, body: { error: REUSED } });
    expect((await me(first.body.data.tokens.accessToken)).status).toBe(401);
  });
});
