import { ImportPayrollEmployeesUploadDocument, UploadFileIdDocument } from '../generated/graphql';
import { graphqlUploadForm } from '../helpers/multipart';
import type { TestApp } from '../helpers/app';
import {
  createEmployer,
  csvForm,
  employerScenario,
  jobErrors,
  payroll,
  type PayrollWorld,
  waitForJob,
} from './support';
import { eachTestIn } from '../helpers/scenarios';
import { bodyOf, expectStatus } from '../helpers/rest';
import type { operations } from '../generated/rest-payroll';

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

/** The employee import's own upload cap here: above the 10 MB of every other upload route. */
const IMPORT_CAP = 12 * 1024 * 1024;

// Steps of 4 rows: the files below span several steps, so their errors, duplicates and updates
// cross the steps' ends.
eachTestIn(employerScenario, (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]), {
  env: {
    JOB_POLL_INTERVAL_MS: '500',
    LOG_LEVEL: 'error',
    IMPORT_BATCH_ROWS: '4',
    EMPLOYEE_IMPORT_MAX_BYTES: String(IMPORT_CAP),
  },
});

const HEADER = 'Payroll Code,First Name,Surname,Date of Birth,Join Date,Email,Pay Amount';

type ImportQuery = NonNullable<operations['ImportPayrollEmployees']['parameters']['query']>;

function importCsv(csv: string | Buffer, query: ImportQuery = {}, employer = employerId, user = w.alice) {
  return payroll(t, user).post('/employers/{employerId}/import/employees/async', {
    params: { employerId: employer },
    query,
    form: csvForm(csv),
  });
}

/** The id of the job the import of `csv` queued (202). */
async function queued(...args: Parameters<typeof importCsv>): Promise<string> {
  return bodyOf(await importCsv(...args), 202).id;
}

async function employees(): Promise<Record<string, unknown>[]> {
  return t.orm.em.getConnection().execute(
    `select payroll_code, first_name, last_name, date_of_birth::text as dob, join_date::text as joined, email, pay_amount
       from payroll_employee where employer_id = ? order by payroll_code`,
    [employerId],
  );
}

const errorsOf = (jobId: string) => jobErrors(t, w.alice, jobId);

describe('employee CSV import', () => {
  it('imports a good file (both date formats) with the right counts', async () => {
    const csv = [
      HEADER,
      'E001,Ann,Lee,1990-02-03,2020-01-15,ann@example.com,2500',
      'E002,Bob,Ray,31/12/1985,01/06/2019,,1800.50',
      'E003,"Cho, Jr",Kim,1979-07-04,04/07/2021,cho@example.com,0',
    ].join('\r\n');
    const res = await importCsv(csv);
    expectStatus(res, 202);
    expect(res.body).toMatchObject({ employerId, type: 'Import', status: 'Queued', name: 'employees.csv' });
    const job = await waitForJob(t, w.alice, res.body.id);
    expect(job.status).toBe('Completed');
    expect(job.result.metadata).toEqual({ rowsRead: 3, created: 3, updated: 0, failed: 0 });
    expect(await employees()).toEqual([
      expect.objectContaining({ payroll_code: 'E001', dob: '1990-02-03', joined: '2020-01-15', pay_amount: 2500 }),
      expect.objectContaining({ payroll_code: 'E002', dob: '1985-12-31', joined: '2019-06-01', email: null }),
      expect.objectContaining({ payroll_code: 'E003', first_name: 'Cho, Jr', joined: '2021-07-04' }),
    ]);
    const list = await payroll(t, w.alice).get('/employers/{employerId}/employees', { params: { employerId } });
    expect(bodyOf(list, 200).map((i) => i.name)).toEqual(['Ann Lee', 'Bob Ray', 'Cho, Jr Kim']);
  });

  it('takes ISO date-times as their calendar dates as written, and fails a row whose date-time is garbage', async () => {
    const csv = [
      'Payroll Code,First Name,Surname,Date of Birth,Join Date,Left Date',
      'E001,Ann,Lee,1990-02-03T00:00:00Z,2026-12-01T23:30:00-05:00,2026-12-31T00:00:00.000Z',
      'E002,Bob,Ray,1990-02-03T99:00:00Z,2026-12-01,',
    ].join('\n');
    const job = await waitForJob(t, w.alice, await queued(csv));
    expect(job.result.metadata).toEqual({ rowsRead: 2, created: 1, updated: 0, failed: 1 });
    expect((await errorsOf(job.id)).map((e) => [e.rowNumber, e.column])).toEqual([[2, 'Date of Birth']]);
    const [row] = await t.orm.em
      .getConnection()
      .execute(
        `select date_of_birth::text as dob, join_date::text as joined, leave_date::text as left from payroll_employee where employer_id = ?`,
        [employerId],
      );
    expect(row).toEqual({ dob: '1990-02-03', joined: '2026-12-01', left: '2026-12-31' });
  });

  it('fails each bad row on its own (one job error per row) while the good rows land', async () => {
    const csv = [
      HEADER,
      'E001,Ann,Lee,1990-02-03,2020-01-15,,',
      'E002,Bob,Ray,1990-13-40,2020-01-15,,',
      ',No,Code,1990-01-01,2020-01-01,,',
      'E004,Dee,Doe,1990-01-01,2020-01-01,not-an-email,abc',
      'E001,Ann,Again,1990-02-03,2020-01-15,,',
      'E006,Eve,Ng,1991-01-01,2021-01-01,,',
    ].join('\n');
    const job = await waitForJob(t, w.alice, await queued(csv));
    expect(job.status).toBe('CompletedWithErrors');
    expect(job.result.metadata).toEqual({ rowsRead: 6, created: 2, updated: 0, failed: 4 });
    const errors = await errorsOf(job.id);
    expect(errors.map((e) => [e.rowNumber, e.column])).toEqual([
      [2, 'Date of Birth'],
      [3, 'Payroll Code'],
      [4, 'Email'],
      [5, 'Payroll Code'],
    ]);
    expect(errors[0].errorMessage).toMatch(/not a valid calendar date/);
    expect(errors[2].errorMessage).toMatch(/Email: .*not an e-mail address; Pay Amount: .*not a number/);
    expect(errors[3].errorMessage).toMatch(/more than once/);
    expect((await employees()).map((e) => e.payroll_code)).toEqual(['E001', 'E006']);
  });

  it('gives a duplicate code across steps, bad rows at a step end and quoted cells the same per-row answers', async () => {
    // Steps of 4 rows: rows 1-4, 5-8, 9-10.
    const csv = [
      HEADER,
      'D01,Ann,Lee,1990-02-03,2020-01-15,,',
      'D02,"Bo, ""B""",Ray,1990-02-03,2020-01-15,,',
      'D03,Cy,Orr,1990-02-03,2020-01-15,,',
      'D04,Di,Ng,1990-02-30,2020-01-15,,',
      'D01,Ann,Again,1990-02-03,2020-01-15,,',
      '',
      'D06,Ed,Po,03/02/1990,15/01/2020,,',
      'D07,"Fay\nLine",Qi,1990-02-03,2020-01-15,,',
      'D08,Gus,Ra,1990-02-03,2019-01-01,,',
      'D02,Bo,Twice,1990-02-03,2020-01-15,,',
      'D10,Hal,Su,1990-02-03,2020-01-15,x@y,',
    ].join('\r\n');
    const job = await waitForJob(t, w.alice, await queued(csv));
    expect(job.result.metadata).toEqual({ rowsRead: 10, created: 6, updated: 0, failed: 4 });
    expect((await errorsOf(job.id)).map((e) => [e.rowNumber, e.column, e.errorType])).toEqual([
      [4, 'Date of Birth', 'Validation'],
      [5, 'Payroll Code', 'Duplicate'],
      [9, 'Payroll Code', 'Duplicate'],
      [10, 'Email', 'Validation'],
    ]);
    expect(await employees()).toEqual([
      expect.objectContaining({ payroll_code: 'D01', last_name: 'Lee' }),
      expect.objectContaining({ payroll_code: 'D02', first_name: 'Bo, "B"', last_name: 'Ray' }),
      expect.objectContaining({ payroll_code: 'D03' }),
      expect.objectContaining({ payroll_code: 'D06', dob: '1990-02-03', joined: '2020-01-15' }),
      expect.objectContaining({ payroll_code: 'D07', first_name: 'Fay\nLine' }),
      expect.objectContaining({ payroll_code: 'D08', joined: '2019-01-01' }),
    ]);
  });

  it('with allowUpdates creates and updates in one step, and still refuses a code repeated in the file', async () => {
    const first = await importCsv(`${HEADER}\nU01,Ann,Lee,1990-02-03,2020-01-15,a@example.com,100`);
    await waitForJob(t, w.alice, bodyOf(first, 202).id);
    const csv = [
      'Payroll Code,Surname,Date of Birth,Join Date,Pay Amount',
      'U02,New,1991-01-01,2021-01-01,200',
      'U01,Smith,1990-02-03,2020-02-01,',
      'U03,Other,1992-01-01,2022-01-01,300',
      'U01,Third,1990-02-03,2020-03-01,400',
      'U04,Four,1993-01-01,2023-01-01,500',
    ].join('\n');
    const job = await waitForJob(t, w.alice, await queued(csv, { allowUpdates: true }));
    expect(job.result.metadata).toEqual({ rowsRead: 5, created: 3, updated: 1, failed: 1 });
    expect((await errorsOf(job.id)).map((e) => [e.rowNumber, e.errorType, e.errorMessage])).toEqual([
      [4, 'Duplicate', expect.stringMatching(/U01 appears more than once/)],
    ]);
    // Only the file's columns changed (a blank Pay Amount stands for 0), not First Name or Email.
    expect((await employees())[0]).toMatchObject({
      payroll_code: 'U01',
      first_name: 'Ann',
      last_name: 'Smith',
      joined: '2020-02-01',
      email: 'a@example.com',
      pay_amount: 0,
    });
    expect((await employees()).map((e) => e.payroll_code)).toEqual(['U01', 'U02', 'U03', 'U04']);
  });

  it('runs two employers’ imports at once, each with exactly its own rows and counts', async () => {
    const other = await createEmployer(t, w.alice, 'Other Ltd');
    const rows = (n: number) =>
      [HEADER, ...Array.from({ length: n }, (_, i) => `C${i},F${i},L${i},1990-01-01,2020-01-01,,${i}`)].join('\n');
    // The same codes in both files: codes are unique per employer only.
    const [a, b] = await Promise.all([
      importCsv(rows(30)),
      importCsv(`${rows(25)}\nC3,Dup,Dup,1990-01-01,2020-01-01,,`, {}, other),
    ]);
    const [jobA, jobB] = await Promise.all([
      waitForJob(t, w.alice, bodyOf(a, 202).id),
      waitForJob(t, w.alice, bodyOf(b, 202).id),
    ]);
    expect(jobA.result.metadata).toEqual({ rowsRead: 30, created: 30, updated: 0, failed: 0 });
    expect(jobB.result.metadata).toEqual({ rowsRead: 26, created: 25, updated: 0, failed: 1 });
    const count = (id: string) =>
      t.orm.em.getConnection().execute(`select count(*)::int as n from payroll_employee where employer_id = ?`, [id]);
    expect(await count(employerId)).toEqual([{ n: 30 }]);
    expect(await count(other)).toEqual([{ n: 25 }]);
  });

  it('fails the job naming the line when the file is not valid CSV, keeping the steps committed before', async () => {
    const good = Array.from({ length: 5 }, (_, i) => `V${i},A,B,1990-01-01,2020-01-01,,`);
    const csv = [HEADER, ...good, 'V9,"open,B,1990-01-01,2020-01-01,,'].join('\n');
    const job = await waitForJob(t, w.alice, await queued(csv));
    expect(job.status).toBe('Failed');
    expect(job.result.errors).toEqual(['The file is not valid CSV: line 7: the file ends inside a quoted field']);
    // The first step (4 rows) was committed before the reader met the bad line.
    expect((await employees()).map((e) => e.payroll_code)).toEqual(['V0', 'V1', 'V2', 'V3']);
  });

  it('fails the job, writing nothing, when required columns are missing', async () => {
    const job = await waitForJob(t, w.alice, await queued('Payroll Code,First Name\nE001,Ann\n'));
    expect(job.status).toBe('Failed');
    expect(job.result.errors).toEqual(['The file is missing the required column(s): Date of Birth, Join Date']);
    expect(await employees()).toEqual([]);
  });

  it('refuses existing payroll codes without allowUpdates, and updates only the given columns with it', async () => {
    await waitForJob(t, w.alice, await queued(`${HEADER}\nE001,Ann,Lee,1990-02-03,2020-01-15,ann@example.com,2500`));
    const update =
      'Payroll Code,Surname,Date of Birth,Join Date\nE001,Smith,1990-02-03,2020-02-01\nE002,New,1995-05-05,2022-01-01';
    const refused = await waitForJob(t, w.alice, await queued(update));
    expect(refused.status).toBe('CompletedWithErrors');
    expect(refused.result.metadata).toMatchObject({ created: 1, updated: 0, failed: 1 });
    expect((await errorsOf(refused.id))[0]).toMatchObject({ rowNumber: 1, column: 'Payroll Code' });
    expect((await employees())[0]).toMatchObject({ last_name: 'Lee', joined: '2020-01-15' });

    const allowed = await waitForJob(t, w.alice, await queued(update, { allowUpdates: true }));
    expect(allowed.status).toBe('Completed');
    expect(allowed.result.metadata).toEqual({ rowsRead: 2, created: 0, updated: 2, failed: 0 });
    expect((await employees())[0]).toMatchObject({
      payroll_code: 'E001',
      first_name: 'Ann',
      last_name: 'Smith',
      joined: '2020-02-01',
      email: 'ann@example.com',
      pay_amount: 2500,
    });
  });

  it('accepts an 11 MB file on this route (its own cap), while the other upload routes keep 10 MB', async () => {
    // One employee, then 11 MB of empty lines (skipped): over UPLOAD_MAX_BYTES, under the import's cap.
    const big = Buffer.concat([
      Buffer.from(`${HEADER}\nE001,Ann,Lee,1990-02-03,2020-01-15,,\n`),
      Buffer.alloc(11 * 1024 * 1024, '\n'),
    ]);
    expect(big.length).toBeGreaterThan(t.env.uploadMaxBytes);
    const res = await importCsv(big);
    expectStatus(res, 202);
    const job = await waitForJob(t, w.alice, res.body.id);
    expect(job).toMatchObject({ status: 'Completed', result: { metadata: { rowsRead: 1, created: 1 } } });

    const roles = await payroll(t, w.alice).post('/employers/{employerId}/import/import', {
      params: { employerId },
      form: csvForm(big),
    });
    expectStatus(roles, 413);
    const pensions = await payroll(t, w.alice).post('/employers/{employerId}/import/pensionmemberships', {
      params: { employerId },
      form: csvForm(big),
    });
    expectStatus(pensions, 413);
    const form = graphqlUploadForm(
      { query: UploadFileIdDocument },
      { content: big, fileName: 'big.txt', type: 'text/plain' },
    );
    const stored = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { ...w.alice.headers, 'apollo-require-preflight': 'true' },
    });
    const body = (await stored.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await employees()).toHaveLength(1);
  });

  it('refuses a 13 MB file (over its cap) with 413 and queues nothing', async () => {
    const big = Buffer.alloc(13 * 1024 * 1024, 'a');
    const res = await importCsv(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 413, title: 'Content Too Large' });
    expect((await payroll(t, w.alice).get('/jobs')).body).toEqual([]);
  });

  it('answers 415 for a non-multipart body, 400 naming format for another format, 404 for another user', async () => {
    // Untyped: a JSON body, a content type the document does not list for this route.
    const json = await payroll(t, w.alice).request('POST', `/employers/${employerId}/import/employees/async`, {
      json: {},
    });
    expectStatus(json, 415);
    const fps = await importCsv(`${HEADER}\n`, { format: 'Fps' });
    expectStatus(fps, 400);
    expect(fps.body.errors?.format[0]).toMatch(/supported format is EmployeeCsv/);
    // Untyped: a format outside the document's enum.
    const unknown = await payroll(t, w.alice).request(
      'POST',
      `/employers/${employerId}/import/employees/async?format=Excel`,
      {
        body: csvForm(`${HEADER}\n`),
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('format');
    const noFile = await payroll(t, w.alice).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: new FormData(),
    });
    expectStatus(noFile, 400);
    expect(noFile.body.errors).toHaveProperty('file');
    expect((await importCsv(`${HEADER}\n`, {}, employerId, w.bob)).status).toBe(404);
    expect((await payroll(t, w.alice).get('/jobs')).body).toEqual([]);
  });

  function graphqlImport(content: string | Buffer, name: string) {
    const form = graphqlUploadForm(
      { query: ImportPayrollEmployeesUploadDocument, variables: { employerId } },
      { content, fileName: name, type: 'text/csv' },
    );
    return fetch(`${t.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { ...w.alice.headers, 'apollo-require-preflight': 'true' },
    });
  }

  it('refuses a 13 MB file through GraphQL too, queuing nothing', async () => {
    const res = await graphqlImport(Buffer.alloc(13 * 1024 * 1024, 'a'), 'big.csv');
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await payroll(t, w.alice).get('/jobs')).body).toEqual([]);
  });

  it('imports through GraphQL with an Upload', async () => {
    const res = await graphqlImport(`${HEADER}\nG001,Gil,Ho,2000-01-01,2024-01-01,,`, 'g.csv');
    const body = (await res.json()) as { data: { importPayrollEmployees: { id: string } } };
    const job = await waitForJob(t, w.alice, body.data.importPayrollEmployees.id);
    expect(job).toMatchObject({ status: 'Completed', name: 'g.csv', result: { metadata: { created: 1 } } });
  });
});
