import type { TestApp } from '../helpers/app';
import { runJob } from '../../src/modules/payroll/jobs/job.runner';
import { employerScenario, queueEmployeeImport, type EmployeeImportQuery, type PayrollWorld } from './support';
import { eachTestIn } from '../helpers/scenarios';

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

// No workers: each test runs its job itself, so that only the job's statements are counted.
eachTestIn(
  employerScenario,
  (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]),
  { env: { JOB_WORKERS: '0', LOG_LEVEL: 'silent', IMPORT_BATCH_ROWS: '500' } },
  { once: true },
);

const HEADER = 'Payroll Code,First Name,Surname,Date of Birth,Join Date,Email';
const file = (rows: number, bad: (i: number) => boolean = () => false) =>
  [
    HEADER,
    ...Array.from({ length: rows }, (_, i) => `S${i},F${i},L${i},${bad(i) ? '1990-02-30' : '1990-01-01'},2020-01-01,`),
  ].join('\n');

/**
 * The statements sent to PostgreSQL while `fn` runs, as their text: counted on the driver's
 * connections, so that a `COPY` (which the query builder does not see) counts like the rest. The
 * job queue's own statements (its tables are in the `pgboss` schema) are not the job's: a poll of
 * the queue that happens to fall inside `fn` is left out.
 */
async function sentStatements(fn: () => Promise<void>): Promise<string[]> {
  const knex = t.orm.em.getKnex();
  const connection = (await knex.client.acquireConnection()) as object;
  await knex.client.releaseConnection(connection);
  const spy = jest.spyOn(Object.getPrototypeOf(connection) as { query(query: unknown): unknown }, 'query');
  try {
    await fn();
    return spy.mock.calls
      .map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text))
      .filter((text) => !/\bpgboss\./.test(text));
  } finally {
    spy.mockRestore();
  }
}

/** Queues the import of `csv`, then runs its job here; answers the job's statements and final row. */
async function runCounted(csv: string, query: EmployeeImportQuery = {}) {
  const id = await queueEmployeeImport(t, w.alice, employerId, csv, query);
  const statements = await sentStatements(() => runJob(t.app.services, t.orm.em, id));
  const [job] = await t.orm.em.getConnection().execute(`select status, metadata from payroll_job where id = ?`, [id]);
  return { statements, job };
}

const employeeStatements = (statements: string[]) => statements.filter((s) => /payroll_employee\b/i.test(s));
const employeeWrites = (statements: string[]) =>
  statements.filter((s) => /^(insert into|update|copy) payroll_employee\b/i.test(s));

describe('statements of the employee import', () => {
  it('sends a fixed number of statements per step of 500 rows, one of them writing the employees', async () => {
    const one = await runCounted(file(500));
    const four = await runCounted(file(2000).replace(/S(\d+),/g, 'T$1,'));
    expect(one.job.metadata).toEqual({ rowsRead: 500, created: 500, updated: 0, failed: 0 });
    expect(four.job.metadata).toEqual({ rowsRead: 2000, created: 2000, updated: 0, failed: 0 });
    expect(employeeWrites(one.statements)).toEqual([expect.stringMatching(/^copy /)]);
    expect(employeeWrites(four.statements)).toHaveLength(4);
    expect(employeeStatements(four.statements)).toHaveLength(8);
    // Each step: begin, synchronous_commit off for it, which codes exist, the COPY, the checkpoint, commit.
    expect(four.statements.length - one.statements.length).toBe(3 * 6);
    // And 8 around the steps: the claim, the job's read, the stored file's reads, the finish.
    expect(one.statements.length).toBe(8 + 6);
  });

  it('adds one statement for a step’s row errors, and updates with one more write per step', async () => {
    const mixed = await runCounted(file(1000, (i) => i % 10 === 0));
    expect(mixed.job.metadata).toEqual({ rowsRead: 1000, created: 900, updated: 0, failed: 100 });
    expect(employeeWrites(mixed.statements)).toHaveLength(2);
    expect(employeeStatements(mixed.statements)).toHaveLength(4);
    expect(mixed.statements.filter((s) => /insert into "payroll_job_error"/i.test(s))).toHaveLength(2);
    const updates = await runCounted(file(1000), { allowUpdates: true });
    expect(updates.job.metadata).toEqual({ rowsRead: 1000, created: 100, updated: 900, failed: 0 });
    // Each step: the update of the codes that exist (which answers them), then the COPY of the rest.
    expect(employeeWrites(updates.statements).map((s) => s.split(' ')[0])).toEqual([
      'update',
      'copy',
      'update',
      'copy',
    ]);
    expect(employeeStatements(updates.statements)).toHaveLength(4);
  });

  it('finds a row the database refuses in a few statements, not one per row', async () => {
    await t.orm.em
      .getConnection()
      .execute(`alter table payroll_employee add constraint test_refused check (first_name <> 'F321')`);
    try {
      const { statements, job } = await runCounted(file(500));
      expect(job.metadata).toEqual({ rowsRead: 500, created: 499, updated: 0, failed: 1 });
      // The refused COPY, then the step's upsert and its halves down to the row: about 2 x log2(500) writes.
      expect(employeeWrites(statements).length).toBeLessThanOrEqual(2 + 2 * 9);
    } finally {
      await t.orm.em.getConnection().execute(`alter table payroll_employee drop constraint test_refused`);
    }
  });
});
