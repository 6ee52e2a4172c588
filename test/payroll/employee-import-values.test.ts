import type { TestApp } from '../helpers/app';
import { runJob } from '../../src/modules/payroll/jobs/job.runner';
import { employerScenario, queueEmployeeImport, type EmployeeImportQuery, type PayrollWorld } from './support';
import { eachTestIn } from '../helpers/scenarios';

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

// Steps of 3 rows: each file below spans steps, and the jobs are run here one by one.
eachTestIn(
  employerScenario,
  (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]),
  { env: { JOB_WORKERS: '0', LOG_LEVEL: 'silent', IMPORT_BATCH_ROWS: '3' } },
  { once: true },
);

/** Texts that the COPY text format escapes or could mistake for a null, and characters beyond ASCII. */
const AWKWARD = [
  'tab\there',
  'two\nlines',
  'carriage\rreturn',
  'back\\slash',
  '\\N',
  '\\\\N',
  'literal \\t and \\n',
  'Zoë 中文 😀',
  'ends with \\',
  'N',
];

const HEADER = 'Payroll Code,First Name,Surname,Date of Birth,Join Date,Addr1';
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** One row per code, its names and address taken from `AWKWARD` from `shift` on. */
const file = (codes: string[], shift: number) =>
  [
    HEADER,
    ...codes.map((code, i) => {
      const text = (k: number) => quoted(AWKWARD[(i + shift + k) % AWKWARD.length]);
      return `${code},${text(0)},${text(1)},1990-01-01,2020-01-01,${text(2)}`;
    }),
  ].join('\r\n');
const expected = (codes: string[], shift: number) =>
  codes.map((code, i) => {
    const text = (k: number) => AWKWARD[(i + shift + k) % AWKWARD.length];
    return { payroll_code: code, first_name: text(0), last_name: text(1), address1: text(2) };
  });

async function runImport(csv: string, query: EmployeeImportQuery = {}) {
  const id = await queueEmployeeImport(t, w.alice, employerId, csv, query);
  await runJob(t.app.services, t.orm.em, id);
  const [job] = await t.orm.em.getConnection().execute(`select status, metadata from payroll_job where id = ?`, [id]);
  return job as { status: string; metadata: Record<string, number> };
}

async function stored(prefix: string) {
  const rows: Record<string, unknown>[] = await t.orm.em.getConnection().execute(
    `select payroll_code, first_name, last_name, address1 from payroll_employee
        where employer_id = ? and payroll_code like ? order by payroll_code`,
    [employerId, `${prefix}%`],
  );
  return rows;
}

const codes = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('values of the employee import', () => {
  it('stores tabs, line ends, backslashes, \\N-like text and non-ASCII exactly, created and updated', async () => {
    const some = codes('A', AWKWARD.length);
    expect(await runImport(file(some, 0))).toMatchObject({
      status: 'Completed',
      metadata: { rowsRead: 10, created: 10, updated: 0, failed: 0 },
    });
    expect(await stored(some[0][0])).toEqual(expected(some, 0));

    // The same codes again with other values, and two new ones: updates and creations in one step.
    const more = codes('A', AWKWARD.length + 2);
    expect(await runImport(file(more, 4), { allowUpdates: true })).toMatchObject({
      status: 'Completed',
      metadata: { rowsRead: 12, created: 2, updated: 10, failed: 0 },
    });
    const byCode = (a: { payroll_code: string }, b: { payroll_code: string }) =>
      a.payroll_code < b.payroll_code ? -1 : 1;
    expect(await stored('A')).toEqual(expected(more, 4).sort(byCode));
  });

  it('keeps the values exact when a refused step is written again row range by row range', async () => {
    await t.orm.em
      .getConnection()
      .execute(`alter table payroll_employee add constraint test_refused check (payroll_code <> 'B4')`);
    try {
      const some = codes('B', AWKWARD.length);
      expect(await runImport(file(some, 7))).toMatchObject({
        status: 'CompletedWithErrors',
        metadata: { rowsRead: 10, created: 9, updated: 0, failed: 1 },
      });
      expect(await stored(some[0][0])).toEqual(expected(some, 7).filter((e) => e.payroll_code !== 'B4'));
    } finally {
      await t.orm.em.getConnection().execute(`alter table payroll_employee drop constraint test_refused`);
    }
  });
});
