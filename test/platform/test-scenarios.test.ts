import { type TestApp } from '../helpers/app';
import { expectStatus, storefrontRest } from '../helpers/rest';
import { cleanDatabase, tableDigests } from '../helpers/db';
import { builtOnce, storeScenario, testsOnApp } from '../helpers/scenarios';

/**
 * The suite's own clean-up and scenario copies, which every file leans on: a clean database holds
 * no application row (the migration log untouched), and a scenario built once comes back row for
 * row, whatever a test wrote, still usable.
 */

let t: TestApp;
testsOnApp((app) => (t = app));

const migrationLog = () =>
  t.orm.em.getConnection().execute<{ rows: number; next: string }[]>(
    `select (select count(*)::int from mikro_orm_migrations) as rows,
              (select last_value::text from pg_sequences where sequencename = 'mikro_orm_migrations_id_seq') as next`,
  );

it('empties every application table and leaves the migration log and its sequence alone', async () => {
  await storeScenario(t);
  // Where migrating leaves the log's sequence (a clean-up before this one may have moved it).
  await t.orm.em
    .getConnection()
    .execute(`select setval('mikro_orm_migrations_id_seq', (select max(id) from mikro_orm_migrations))`);
  const log = await migrationLog();
  expect(log[0].rows).toBeGreaterThan(10);
  const filled = Object.entries(await tableDigests(t.orm)).filter(([, digest]) => !digest.startsWith('0:'));
  // The scenario wrote the store, its users and their sessions, and its ledger's reference data.
  expect(filled.map(([table]) => table)).toEqual(
    expect.arrayContaining(['tenant', 'app_user', 'auth_session', 'accounting_ledger_account']),
  );

  await cleanDatabase(t.orm);

  const left = Object.entries(await tableDigests(t.orm)).filter(([, digest]) => !digest.startsWith('0:'));
  expect(left).toEqual([]);
  expect(await migrationLog()).toEqual(log);
});

it('brings a scenario built once back row for row after a test wrote, without building it again, still signed in', async () => {
  let builds = 0;
  const scenario = builtOnce(async (app) => {
    builds += 1;
    return storeScenario(app);
  });
  const store = await scenario(t);
  const built = await tableDigests(t.orm);

  // What a test might do: change a row, add one, remove one.
  const connection = t.orm.em.getConnection();
  await connection.execute(`update tenant set name = 'Renamed' where id = ?`, [store.tenant.id]);
  await storeScenario(t, 'second-store');
  await connection.execute(`delete from auth_session where subject_id = ?`, [store.customer.id]);
  expect(await tableDigests(t.orm)).not.toEqual(built);

  const again = await scenario(t);

  expect(again).toBe(store);
  expect(builds).toBe(1);
  expect(await tableDigests(t.orm)).toEqual(built);
  const me = await storefrontRest(t).get('/auth/me', { headers: store.admin.headers });
  expectStatus(me, 200);
  expect(me.body.data).toMatchObject({ id: store.admin.id, email: store.admin.email });
});
