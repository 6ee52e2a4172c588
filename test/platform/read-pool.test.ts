import type { EntityManager } from '@mikro-orm/postgresql';
import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { loadEnv } from '../../src/config/env';
import { ReadPool } from '../../src/db/read-pool';
import { countStatements } from '../helpers/db';

let t: TestApp;
testsOnApp((app) => (t = app));

const em = () => t.orm.em.fork() as EntityManager;

describe('the pool of plain reads (ReadPool)', () => {
  it('answers rows for `?` placeholders and announces the statement where the ORM announces its own', async () => {
    const { result, statements } = await countStatements(t.orm, () =>
      t.app.services.reads.rows<{ sum: number }>(em(), 'select ?::int + ?::int as sum', [2, 3]),
    );
    expect(result).toEqual([{ sum: 5 }]);
    expect(statements).toEqual(['select ?::int + ?::int as sum']);
  });

  it('parses columns as the ORM’s connections do (timestamps as text, for MikroORM to map)', async () => {
    const [{ at }] = await t.app.services.reads.rows<{ at: unknown }>(em(), 'select now() as at', []);
    const [{ at: ormAt }] = await em().execute<{ at: unknown }[]>('select now() as at');
    expect(typeof at).toBe(typeof ormAt);
    expect(typeof at).toBe('string');
  });

  it('reads on the transaction’s own connection inside a transaction (it sees what the transaction set)', async () => {
    const name = await em().transactional(async (tx) => {
      await tx.execute(`set local application_name = 'inside-the-transaction'`);
      const [row] = await t.app.services.reads.rows<{ name: string }>(
        tx as EntityManager,
        `select current_setting('application_name') as name`,
        [],
      );
      return row.name;
    });
    expect(name).toBe('inside-the-transaction');
    const [outside] = await t.app.services.reads.rows<{ name: string }>(
      em(),
      `select current_setting('application_name') as name`,
      [],
    );
    expect(outside.name).not.toBe('inside-the-transaction');
  });

  it('sends a list parameter as one array value, outside a transaction and inside one', async () => {
    const sql = `select array_length(?::text[], 1) as n, 'b"c' = any(?::text[]) as quoted`;
    const list = ['a', 'b"c', 'd,e'];
    const outside = await t.app.services.reads.rows<{ n: number; quoted: boolean }>(em(), sql, [list, list]);
    const inside = await em().transactional((tx) =>
      t.app.services.reads.rows<{ n: number; quoted: boolean }>(tx as EntityManager, sql, [list, list]),
    );
    expect(outside).toEqual([{ n: 3, quoted: true }]);
    expect(inside).toEqual(outside);
  });

  it('keeps a point read prepared on its connection when asked (PostgreSQL plans it once), and not otherwise', async () => {
    const sql = `select statement from pg_prepared_statements where statement like ?`;
    const own = ['%from pg_prepared_statements where statement like%'];
    // A statement is prepared before it runs: a prepared one finds itself among the session's statements.
    const prepared = await t.app.services.reads.rows<{ statement: string }>(em(), sql, own, { prepared: true });
    expect(prepared.map((row) => row.statement)).toContain(sql.replace('?', '$1'));
    const plain = await t.app.services.reads.rows<{ statement: string }>(em(), `${sql} and true`, own);
    expect(plain.map((row) => row.statement)).not.toContain(`${sql.replace('?', '$1')} and true`);
  });

  it('plans a prepared read once, generically, from its first run on a connection', async () => {
    const sql =
      'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = ?';
    // Its own plan counts, read while it runs: planned for its values, it would count one custom plan.
    const [own] = await t.app.services.reads.rows<{ generic: number; custom: number }>(
      em(),
      sql,
      [sql.replace('?', '$1')],
      { prepared: true },
    );
    expect(own).toEqual({ generic: 1, custom: 0 });
  });

  it('leaves a read that is not prepared to be planned for its values (a search’s pattern decides its index)', async () => {
    const setting = 'select current_setting(?) as mode';
    const read = (options: { prepared?: boolean }) =>
      t.app.services.reads.rows<{ mode: string }>(em(), setting, ['plan_cache_mode'], options);
    // An unnamed statement is planned for its values whatever the setting; the setting holds for
    // the named ones of its pool (parsedOnce).
    expect(await read({})).toEqual([{ mode: 'force_custom_plan' }]);
    expect(await read({ prepared: true })).toEqual([{ mode: 'force_generic_plan' }]);
  });

  it('keeps a read parsed once on its connection when asked, and plans it for its values on every run (parsedOnce)', async () => {
    const sql = `select generic_plans::int as generic, custom_plans::int as custom,
        current_setting('plan_cache_mode') as mode from pg_prepared_statements where statement = ?`;
    const runs: { generic: number; custom: number; mode: string }[] = [];
    // More runs than PostgreSQL's own rule plans for the values before it tries a generic plan (five).
    for (let run = 0; run < 8; run++) {
      runs.push(
        ...(await t.app.services.reads.rows<{ generic: number; custom: number; mode: string }>(
          em(),
          sql,
          [sql.replace('?', '$1')],
          { parsedOnce: true },
        )),
      );
    }
    // Each run finds itself named on its connection, never planned generically.
    expect(runs).toHaveLength(8);
    for (const run of runs) expect(run).toEqual({ generic: 0, custom: expect.any(Number), mode: 'force_custom_plan' });
    expect(Math.max(...runs.map((run) => run.custom))).toBeGreaterThan(5);
  });

  it('prepares a read afresh when a migration changed its table’s columns since', async () => {
    const reads = t.app.services.reads;
    await em().execute('create table read_pool_shape (id int primary key)');
    try {
      await em().execute('insert into read_pool_shape (id) values (1)');
      const readAll = () =>
        Promise.all(
          // As many at once as the pool has connections, so that every connection prepares it.
          Array.from({ length: 12 }, () =>
            reads.rows<Record<string, unknown>>(em(), 'select * from read_pool_shape', [], { prepared: true }),
          ),
        );
      expect((await readAll())[0]).toEqual([{ id: 1 }]);
      await em().execute(`alter table read_pool_shape add column note text not null default 'added'`);
      // PostgreSQL refuses the statements prepared before ("cached plan must not change result type").
      for (const rows of await readAll()) expect(rows).toEqual([{ id: 1, note: 'added' }]);
    } finally {
      await em().execute('drop table read_pool_shape');
    }
  });

  it('without prepared statements, a read asked to be prepared is an unnamed statement on the one pool, with no session setting, announced as before', async () => {
    // DATABASE_PREPARED_STATEMENTS=false: what a transaction pooler needs (test/platform/transaction-pooler.test.ts).
    const reads = ReadPool.open(t.orm, t.app.services.logger, { preparedStatements: false });
    try {
      const sql = `select statement, current_setting('plan_cache_mode') as mode from pg_prepared_statements
        right join (select 1) as one on statement like ?`;
      const { result, statements } = await countStatements(t.orm, () =>
        reads.rows<{ statement: string | null; mode: string }>(em(), sql, ['%from pg_prepared_statements%'], {
          prepared: true,
        }),
      );
      expect(statements).toEqual([sql]);
      // Its connection holds no named statement (not even this one), and plans for the values.
      expect(result).toEqual([{ statement: null, mode: 'auto' }]);
      expect(reads.stats().map((s) => s.pool)).toEqual(['read']);
    } finally {
      await reads.close();
    }
  });

  it('DATABASE_PREPARED_STATEMENTS is on unless set to false; another value is refused, naming it', () => {
    const setting = (value?: string) =>
      loadEnv({ NODE_ENV: 'test', DATABASE_PREPARED_STATEMENTS: value }).databasePreparedStatements;
    expect([setting(), setting('true'), setting('false'), setting('0')]).toEqual([true, true, false, false]);
    expect(() => setting('maybe')).toThrow(
      'Invalid environment variable DATABASE_PREPARED_STATEMENTS: expected true or false, got "maybe"',
    );
  });
});
