import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../helpers/app';
import { countStatements } from '../helpers/db';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
});
