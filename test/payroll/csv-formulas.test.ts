import { csvCell, csvRow } from '../../src/shared/csv';
import type { TestApp } from '../helpers/app';
import { eachTestIn } from '../helpers/scenarios';
import { csvForm, employerScenario, payroll, waitForJob, type PayrollWorld } from './support';
import { expectStatus } from '../helpers/rest';

// Spreadsheet formulas in the CSV files the server writes (OWASP "CSV Injection").

describe('the CSV writer', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['@SUM(1+1)', `"'@SUM(1+1)"`],
    ["+1+cmd|' /C calc'!A0", `"'+1+cmd|' /C calc'!A0"`],
    ['-2+3', `"'-2+3"`],
    ['-12', `"'-12"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('neutralises text starting a formula: %j is written %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['Ann', 'Ann'],
    ['Ray, Jr', '"Ray, Jr"'],
    ['say "hi"', '"say ""hi"""'],
    ['a=b', 'a=b'],
    ['x-1', 'x-1'],
    ['', ''],
  ])('leaves other text as RFC 4180 has it: %j is written %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers, negative ones included, as numbers, and null as an empty cell', () => {
    expect(csvRow([-250.5, 0, 1800.5, -3, null, undefined, true])).toBe('-250.5,0,1800.5,-3,,,true\r\n');
    // Not a number a spreadsheet could add up: text, and neutralised as text.
    expect(csvCell(Number.NEGATIVE_INFINITY)).toBe(`"'-Infinity"`);
  });
});

describe('CSV documents over HTTP', () => {
  let t: TestApp;
  let w: PayrollWorld;
  let employerId: string;

  eachTestIn(employerScenario, (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]), {
    env: { JOB_POLL_INTERVAL_MS: '500', LOG_LEVEL: 'error' },
  });

  it('an employee report of names imported as formulas has them as quoted text, and negative pay as a number', async () => {
    const csv = [
      'Payroll Code,First Name,Surname,Date of Birth,Join Date,Pay Amount',
      'E001,=1+1,Lee,1990-02-03,2020-01-15,2500',
      'E002,@SUM(1+1),Ray,1985-12-31,2019-06-01,-250.5',
      "E003,+1+cmd|' /C calc'!A0,Kim,1979-07-04,2021-07-04,0",
      'E004,Dee,-2+3,1980-01-01,2022-01-01,10',
    ].join('\r\n');
    const imported = await payroll(t, w.alice).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm(csv),
    });
    expectStatus(imported, 202);
    expect((await waitForJob(t, w.alice, imported.body.id)).result.metadata).toMatchObject({ created: 4, failed: 0 });

    const requested = await payroll(t, w.alice).post('/employers/{employerId}/reports-async/employees', {
      params: { employerId },
      query: { outputFormat: 'csv' },
    });
    expectStatus(requested, 202);
    const job = await waitForJob(t, w.alice, requested.body.id);
    expect(job.status).toBe('Completed');
    const doc = await payroll(t, w.alice).get('/jobs/{jobId}/document', { params: { jobId: job.id } });
    expectStatus(doc, 200);
    expect(doc.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = String(doc.body).split('\r\n');
    expect(rows.slice(1)).toEqual([
      `E001,,"'=1+1",Lee,Current,1990-02-03,2020-01-15,,,,,Monthly,2500`,
      `E002,,"'@SUM(1+1)",Ray,Current,1985-12-31,2019-06-01,,,,,Monthly,-250.5`,
      `E003,,"'+1+cmd|' /C calc'!A0",Kim,Current,1979-07-04,2021-07-04,,,,,Monthly,0`,
      `E004,,Dee,"'-2+3",Current,1980-01-01,2022-01-01,,,,,Monthly,10`,
      '',
    ]);
  });

  it('a payments mapping template with a column titled as a formula has it as quoted text', async () => {
    const created = await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: {
        name: 'Timesheet',
        type: 'ColumnBased',
        payrollCodeIndex: 0,
        columns: [{ title: '=cmd|x!A0', code: 'OT', colIndex: 1 }],
      },
    });
    expectStatus(created, 201);
    const id = created.headers.get('location')!.split('/').pop()!;
    const template = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}/csv', {
      params: { employerId, id },
    });
    expectStatus(template, 200);
    expect(template.body.content).toBe(`Payroll Code,"'=cmd|x!A0"\r\n`);
  });
});
