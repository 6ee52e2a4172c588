import type { TestApp } from '../helpers/app';
import { CreateApiKeyValueDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn } from '../helpers/scenarios';
import { SEED_OPERATIONS } from '../helpers/staffology-contract';
import { loadStaffologySdk, type SdkOperation, type StaffologySdk } from '../helpers/staffology-sdk';
import { employerScenario, payroll, type EmployerScenario, waitForJob } from '../payroll/support';
import { bodyOf } from '../helpers/rest';

// A client generated from the real Staffology document with @hey-api/openapi-ts (zod validators
// on every answer, format: date as Date) calls every seed operation unchanged: only its base URL
// and its credentials (an empty user name, an API key as the password) are set.

let t: TestApp;
let w: EmployerScenario;
let sdk: StaffologySdk;
let client: unknown;

beforeAll(async () => {
  sdk = await loadStaffologySdk();
});

eachTestIn(
  (app) => employerScenario(app, { employees: ['E001', 'E002'] }),
  (app, built) => ([t, w] = [app, built]),
  { env: { JOB_POLL_INTERVAL_MS: '500' } },
);

beforeEach(async () => {
  const { key } = dataOf(
    await gql(t.url, CreateApiKeyValueDocument, { input: { name: 'generated sdk' } }, w.alice.headers),
  ).createApiKey;
  client = (sdk.createClient as StaffologySdk['createClient'])({ baseUrl: `${t.url}/payroll`, auth: () => `:${key}` });
});

const called = new Set<string>();

/** Calls the SDK's function for `operationId` with the client; fails on any error it reports. */
async function call(operationId: (typeof SEED_OPERATIONS)[number], options: Record<string, unknown> = {}) {
  const name = operationId.charAt(0).toLowerCase() + operationId.slice(1);
  const operation = sdk[name] as SdkOperation;
  const result = await operation({ client, ...options });
  called.add(operationId);
  expect({ operationId, status: result.response.status, error: result.error }).toMatchObject({
    operationId,
    status: expect.any(Number),
    error: undefined,
  });
  return result;
}

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
const csvFile = (text: string, name: string) => new File([text], name, { type: 'text/csv' });

describe('the generated Staffology SDK', () => {
  it('jobs: imports employees (202), reads the job, lists jobs and its errors', async () => {
    const csv =
      'Payroll Code,First Name,Surname,Date of Birth,Join Date\nE010,Ann,Lee,1990-02-03,2020-01-15\nE011,Bob,Ray,nope,2020-01-15';
    const queued = await call('EmployeeImportCsvImport', {
      path: { employerId: w.employerId },
      query: { format: 'EmployeeCsv', allowUpdates: false },
      body: { file: csvFile(csv, 'employees.csv') },
    });
    expect(queued.response.status).toBe(202);
    expect(queued.data).toMatchObject({ employerId: w.employerId, type: 'Import', status: 'Queued' });
    // The date transformer made the document's format: date fields Dates.
    expect(queued.data.createdDate).toBeInstanceOf(Date);
    await waitForJob(t, w.alice, queued.data.id);

    const job = await call('GetJobJob', { path: { jobId: queued.data.id } });
    expect(job.data).toMatchObject({
      id: queued.data.id,
      status: 'CompletedWithErrors',
      result: { metadata: { rowsRead: 2, created: 1, failed: 1 } },
    });
    expect(job.data.updatedDate).toBeInstanceOf(Date);

    const list = await call('GetJobsListJob', {
      query: { employerId: w.employerId, jobType: 'Import', pageNum: 0, pageSize: 5 },
    });
    expect(list.data.map((j: { id: string }) => j.id)).toEqual([queued.data.id]);
    expect(list.response.headers.get('x-total-count')).toBe('1');

    const errors = await call('GetJobErrorsByJobIdJob', { path: { jobId: queued.data.id }, query: { pageNum: 0 } });
    expect(errors.data).toEqual([
      expect.objectContaining({ jobId: queued.data.id, errorMessage: expect.stringContaining('Date of Birth') }),
    ]);
    expect(errors.data[0].createdDate).toBeInstanceOf(Date);
  });

  it('jobs: a report job’s document through its absolute uri, then DELETE /jobs/completed', async () => {
    const requested = await payroll(t, w.alice).post('/employers/{employerId}/reports-async/employees', {
      params: { employerId: w.employerId },
      query: { outputFormat: 'csv' },
    });
    const finished = await waitForJob(t, w.alice, bodyOf(requested, 202).id);
    expect(finished.result.file.uri).toBe(`${t.url}/payroll/jobs/${finished.id}/document`);
    const document = await call('GetReportJobResultJob', { path: { jobId: finished.id }, parseAs: 'text' });
    expect(document.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(String(document.data).split('\r\n')[0]).toMatch(/Payroll Code/);

    const deleted = await call('DeleteCompletedJobsJob');
    expect(deleted.response.status).toBe(204);
    expect((await call('GetJobsListJob')).data).toEqual([]);
  });

  it('imports: pay and leave with Date values, pension memberships and roles from CSV', async () => {
    const pay = await call('ImportEmployeePayImport', {
      path: { employerId: w.employerId },
      query: { linesOnly: false, append: false, updateExisting: false, validateOnly: false },
      body: [
        {
          payrollCode: 'E001',
          payAmount: 2000,
          effectiveFrom: day('2026-12-01'),
          lines: [{ code: 'BONUS', value: 10, description: 'Bonus', effectiveFrom: day('2026-12-01') }],
        },
      ],
    });
    expect(pay.response.status).toBe(200);

    const leave = await call('ImportLeaveImport', {
      path: { employerId: w.employerId },
      body: [{ payrollCode: 'E001', type: 'Holiday', from: day('2026-12-01'), to: day('2026-12-04') }],
    });
    expect(leave.response.status).toBe(202);
    const job = await waitForJob(t, w.alice, leave.data.id);
    expect(job.result.metadata).toEqual({ items: 1, created: 1, failed: 0 });
    const employee = await payroll(t, w.alice).get('/employers/{employerId}/employees/{id}', {
      params: { employerId: w.employerId, id: w.employeeIds[0] },
    });
    expect(employee.body).toMatchObject({
      payAmount: 2000,
      leave: [expect.objectContaining({ type: 'Holiday', from: '2026-12-01', to: '2026-12-04' })],
    });

    const pensions = await call('ImportPensionMembershipsImport', {
      path: { employerId: w.employerId },
      query: { previewOnly: false, allowUpdates: false },
      body: {
        file: csvFile(
          'Payroll Code,Pension Scheme,Worker Group,Join Date,Join Reason\nE001,Nest,Default,2024-04-01,Automatic',
          'pensions.csv',
        ),
      },
    });
    expect(pensions.data).toEqual([
      expect.objectContaining({
        name: 'E001: Nest',
        url: `${t.url}/payroll/employers/${w.employerId}/employees/${w.employeeIds[0]}`,
      }),
    ]);

    const roles = await call('ImportRolesImport', {
      path: { employerId: w.employerId },
      query: { previewOnly: true, allowUpdates: false },
      body: {
        file: csvFile(
          'Payroll Code,Reference,Job Title,Is Primary,Start Date,End Date\nE001,R1,Pharmacist,True,2024-01-01,',
          'roles.csv',
        ),
      },
    });
    expect(roles.data).toEqual([
      expect.objectContaining({ name: 'E001 / R1: Pharmacist', metadata: expect.objectContaining({ preview: true }) }),
    ]);
  });

  it('payments CSV mappings: create, list, read, template, update and delete', async () => {
    const employer = { employerId: w.employerId };
    const created = await call('CreatePaymentsCsvMappingImport', {
      path: employer,
      body: {
        name: 'Timesheet',
        type: 'ColumnBased',
        payrollCodeIndex: 0,
        columns: [{ title: 'Overtime', colIndex: 1 }],
      },
    });
    expect(created.response.status).toBe(201);
    const location = created.response.headers.get('location')!;
    const id = location.split('/').pop()!;
    expect(location).toBe(`${t.url}/payroll/employers/${w.employerId}/import/payments/mappings/${id}`);

    const list = await call('ListPaymentsCsvMappingsImport', { path: employer });
    expect(list.data).toEqual([{ id, name: 'Timesheet', metadata: { type: 'ColumnBased' }, url: location }]);

    const read = await call('PaymentsCsvMappingImport', { path: { ...employer, id } });
    expect(read.data).toMatchObject({ id, name: 'Timesheet', type: 'ColumnBased', payrollCodeIndex: 0 });

    const template = await call('PaymentsCsvMappingCsvFileImport', { path: { ...employer, id } });
    expect(template.data).toMatchObject({ type: 'text/csv', content: 'Payroll Code,Overtime\r\n' });

    const updated = await call('UpdatePaymentsCsvMappingImport', {
      path: { ...employer, id },
      body: { ...read.data, name: 'Renamed' },
    });
    expect(updated.data).toMatchObject({ id, name: 'Renamed' });

    const deleted = await call('DeletePaymentCsvMappingImport', { path: { ...employer, id } });
    expect(deleted.response.status).toBe(204);
    expect((await call('ListPaymentsCsvMappingsImport', { path: employer })).data).toEqual([]);
  });

  it('has called every seed operation', () => {
    expect([...called].sort()).toEqual([...SEED_OPERATIONS].sort());
  });
});
