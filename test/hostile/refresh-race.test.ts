import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import { CONCURRENT_REFRESH_MESSAGE } from '../../src/modules/identity/auth/session.service';
import { startTestApp, type TestApp } from '../helpers/app';
import { workerDatabaseUrl } from '../helpers/db';
import { http } from '../helpers/http';
import { storeScenario, type StoreScenario } from '../helpers/scenarios';

let t: TestApp;
let store: StoreScenario;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.clean();
  store = await storeScenario(t);
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => http(`${t.url}/api/auth/refresh`, { method: 'POST', json: { refreshToken } });
const me = (accessToken: string) =>
  http(`${t.url}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
const REUSED = 'Refresh token has already been used; the session is revoked';

describe('concurrent refresh token exchanges', () => {
  it('lets exactly one of many concurrent exchanges win; the losers get a 401 naming the cause', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => refresh(store.staff.refreshToken)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers).toHaveLength(11);
    for (const loser of losers) {
      expect(loser.status).toBe(401);
      // A loser that read the token before the winner committed raced it; one that read it after
      // presented an exchanged token, which is reuse; one that read it after that found the
      // session revoked.
      expect([CONCURRENT_REFRESH_MESSAGE, REUSED, 'Session has been revoked']).toContain(loser.body.error);
    }
    const winner = await me(winners[0].body.data.tokens.accessToken);
    const reused = losers.some((l) => l.body.error !== CONCURRENT_REFRESH_MESSAGE);
    expect(winner.status).toBe(reused ? 401 : 200);
  });

  it('never leaves two concurrent exchanges both refused (twenty rounds)', async () => {
    let token = store.customer.refreshToken;
    for (let round = 0; round < 20; round++) {
      const results = await Promise.all([refresh(token), refresh(token)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 401]);
      const loser = results.find((r) => r.status === 401)!;
      if (loser.body.error === REUSED) break; // the loser came after the winner finished: a replay
      expect(loser.body.error).toBe(CONCURRENT_REFRESH_MESSAGE);
      token = results.find((r) => r.status === 200)!.body.data.tokens.refreshToken;
    }
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
      // Wait until the request blocks on the claimed row.
      for (;;) {
        const { rows } = await winner.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where not l.granted and a.datname = current_database()`,
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
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
    expect(first.status).toBe(200);
    const replay = await refresh(store.admin.refreshToken);
    expect(replay).toMatchObject({ status: 401, body: { error: REUSED } });
    expect((await me(first.body.data.tokens.accessToken)).status).toBe(401);
  });
});
