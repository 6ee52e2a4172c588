import type { TestApp } from '../helpers/app';
import { countStatements } from '../helpers/db';
import { eachTestIn } from '../helpers/scenarios';
import {
  addEmployees,
  createEmployer,
  employerScenario,
  payroll,
  type EmployerScenario,
  type PayrollUser,
} from './support';
import { pathOf } from '../helpers/rest';
import type { operations } from '../generated/rest-payroll';

// The X-Total-Count of an employer's employees and of a user's unfiltered jobs is read from the
// counts the writes keep (`list_count`, one point read), not counted over the rows: counting
// grew with the employer. These tests pin that read, and that the kept totals stay exact.

let t: TestApp;
let w: EmployerScenario;

eachTestIn(
  (app) => employerScenario(app, { employees: ['E1', 'E2', 'E3'] }),
  (app, built) => ([t, w] = [app, built]),
);

const sql = (text: string, params: unknown[] = []) => t.orm.em.getConnection().execute(text, params);

/** Stores `n` finished jobs of `owner` at `employerId` in one statement, the first `reports` of them reports. */
async function insertJobs(owner: string, employerId: string, n: number, reports = 0): Promise<void> {
  await sql(
    `insert into payroll_job (id, employer_id, owner, type, kind, status, input, created_at)
     select gen_random_uuid(), ?, ?, case when i <= ? then 'Report' else 'Import' end, 'employees', 'Completed', '{}',
            now() - make_interval(secs => i)
       from generate_series(1, ?) as i`,
    [employerId, owner, reports, n],
  );
}

type Query<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;

/** A list: its path (for the messages) and its read as a user. */
interface List {
  path: string;
  read(user?: PayrollUser): ReturnType<ReturnType<typeof payroll>['get']>;
}

const employees = (employerId: string, query: Query<'PayrollEmployeeItems'> = {}): List => ({
  path: pathOf('/employers/{employerId}/employees', { params: { employerId }, query }),
  read: (user = w.alice) =>
    payroll(t, user).get('/employers/{employerId}/employees', { params: { employerId }, query }),
});

const jobs = (query: Query<'PayrollJobs'> = {}): List => ({
  path: pathOf('/jobs', { query }),
  read: (user = w.alice) => payroll(t, user).get('/jobs', { query }),
});

async function total({ path, read }: List, user = w.alice): Promise<number> {
  const res = await read(user);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.headers.get('x-total-count'));
}

describe('the totals of the unfiltered payroll lists', () => {
  it('are one point read of the kept count, none counting the rows: 2 statements for each list', async () => {
    await insertJobs(w.alice.id, w.employerId, 4);
    for (const [{ path, read }, table, expected, pinned] of [
      [employees(w.employerId), 'payroll_employee', 3, 2],
      [jobs(), 'payroll_job', 4, 2],
    ] as const) {
      const { result, statements } = await countStatements(t.orm, () => read());
      expect(result.headers.get('x-total-count')).toBe(String(expected));
      const listCounts = statements.filter((s) => /from "list_count"/.test(s));
      const rowCounts = statements.filter((s) => new RegExp(`count\\(.*from "${table}"`).test(s));
      expect({ path, listCounts: listCounts.length, rowCounts }).toEqual({ path, listCounts: 1, rowCounts: [] });
      // The caller's account, then one statement: the page, its total and (employees) whether the employer is theirs.
      expect({ path, statements: statements.length }).toEqual({ path, statements: pinned });
    }
  });

  it('are answered on an empty page too: past the last page, an employer without employees, a filter', async () => {
    await insertJobs(w.alice.id, w.employerId, 3, 1);
    const empty = await createEmployer(t, w.alice, 'Empty Ltd');
    for (const [{ path, read }, total] of [
      [employees(w.employerId, { pageNum: 5 }), 3],
      [employees(empty), 0],
      [jobs({ pageNum: 5, pageSize: 2 }), 3],
      [jobs({ employerId: w.employerId, pageNum: 5 }), 3],
      [jobs({ employerId: empty }), 0],
      [jobs({ employerId: w.employerId, jobType: 'Report', pageNum: 1, pageSize: 1 }), 1],
    ] as const) {
      const res = await read();
      expect({ path, status: res.status, body: res.body, total: res.headers.get('x-total-count') }).toEqual({
        path,
        status: 200,
        body: [],
        total: String(total),
      });
    }
    // Another user's employer is not found, whether it has employees and jobs or not.
    for (const { path, read } of [employees(w.employerId), jobs({ employerId: w.employerId })]) {
      const res = await read(w.bob);
      expect({ path, status: res.status, detail: res.status === 404 ? res.body.detail : res.body }).toEqual({
        path,
        status: 404,
        detail: 'Employer not found',
      });
    }
  });

  it('stay exact through imports, deletes, cascades and filters', async () => {
    await addEmployees(t, w.employerId, ['E4', 'E5']);
    await sql(`delete from payroll_employee where employer_id = ? and payroll_code = 'E1'`, [w.employerId]);
    const second = await createEmployer(t, w.alice, 'Second Ltd');
    await addEmployees(t, second, ['S1', 'S2']);
    await insertJobs(w.alice.id, w.employerId, 5, 2);
    await insertJobs(w.alice.id, second, 3);
    await insertJobs(w.bob.id, await createEmployer(t, w.bob, 'Bob Ltd'), 2);
    // The second employer goes, with its employees and jobs (a cascade).
    await sql('delete from payroll_employer where id = ?', [second]);

    expect(await total(employees(w.employerId))).toBe(4);
    expect(await total(jobs())).toBe(5);
    expect(await total(jobs({ jobType: 'Report' }))).toBe(2);
    expect(await total(jobs(), w.bob)).toBe(2);
    expect((await payroll(t, w.alice).delete('/jobs/completed')).status).toBe(204);
    expect(await total(jobs())).toBe(0);
    expect(await total(jobs(), w.bob)).toBe(2);
  });
});
