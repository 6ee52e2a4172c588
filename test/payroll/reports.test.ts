import type { TestApp } from '../helpers/app';
import { PayrollJobDocumentFileDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { employerScenario, payroll, type PayrollWorld, waitForJob } from './support';
import { eachTestIn } from '../helpers/scenarios';
import { bodyOf, expectStatus } from '../helpers/rest';

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

eachTestIn(
  (app) =>
    employerScenario(app, {
      employees: [
        {
          payrollCode: 'E002',
          firstName: 'Bob',
          lastName: 'Ray, Jr',
          dateOfBirth: '1985-12-31',
          joinDate: '2019-06-01',
          payAmount: 1800.5,
        },
        {
          payrollCode: 'E001',
          firstName: 'Ann',
          lastName: 'Lee',
          dateOfBirth: '1990-02-03',
          joinDate: '2020-01-15',
          email: 'ann@example.com',
          payAmount: 2500,
        },
      ],
    }),
  (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]),
  { env: { JOB_POLL_INTERVAL_MS: '500' } },
);

const request = (format: 'csv' | 'json') =>
  payroll(t, w.alice).post('/employers/{employerId}/reports-async/employees', {
    params: { employerId },
    query: { outputFormat: format },
  });

describe('employee report jobs', () => {
  it('produces a CSV document served with its content type and file name', async () => {
    const res = await request('csv');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ type: 'Report', outputFormat: 'csv', status: 'Queued' });
    const job = await waitForJob(t, w.alice, bodyOf(res, 202).id);
    expect(job.status).toBe('Completed');
    const fileName = job.result.file.fileName as string;
    expect(fileName).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(job.result.file.uri).toBe(`${t.url}/payroll/jobs/${job.id}/document`);
    expect(job.result.metadata).toEqual({ employees: 2 });

    const doc = await payroll(t, w.alice).get('/jobs/{jobId}/document', { params: { jobId: job.id } });
    expectStatus(doc, 200);
    expect(doc.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(doc.headers.get('content-disposition')).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(doc.body).toBe(
      [
        'Payroll Code,Title,First Name,Surname,Status,Date of Birth,Join Date,Left Date,NI Number,Tax Code,Email,Pay Basis,Pay Amount',
        'E001,,Ann,Lee,Current,1990-02-03,2020-01-15,,,,ann@example.com,Monthly,2500',
        'E002,,Bob,"Ray, Jr",Current,1985-12-31,2019-06-01,,,,,Monthly,1800.5',
        '',
      ].join('\r\n'),
    );
  });

  it('produces a JSON document, also readable through GraphQL', async () => {
    const job = await waitForJob(t, w.alice, bodyOf(await request('json'), 202).id);
    const doc = await payroll(t, w.alice).get('/jobs/{jobId}/document', { params: { jobId: job.id } });
    expect(doc.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((bodyOf(doc, 200) as { payrollCode: string }[]).map((e) => e.payrollCode)).toEqual(['E001', 'E002']);
    const viaGraphql = dataOf(await gql(t.url, PayrollJobDocumentFileDocument, { id: job.id }, w.alice.headers));
    const file = viaGraphql.payrollJobDocument;
    expect(JSON.parse(Buffer.from(file.contentBase64, 'base64').toString())).toEqual(doc.body);
  });

  it('refuses an unknown output format naming it, and hides documents from other users', async () => {
    // An output format the document does not offer, sent past the compiler on purpose.
    const bad = await request('pdf' as 'csv');
    expectStatus(bad, 400);
    expect(bad.body.errors).toHaveProperty('outputFormat');
    const job = await waitForJob(t, w.alice, bodyOf(await request('csv'), 202).id);
    expect((await payroll(t, w.bob).get('/jobs/{jobId}/document', { params: { jobId: job.id } })).status).toBe(404);
    expect(
      (await payroll(t, w.bob).post('/employers/{employerId}/reports-async/employees', { params: { employerId } }))
        .status,
    ).toBe(404);
  });
});
