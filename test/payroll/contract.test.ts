import type { TestApp } from '../helpers/app';
import { contractProblems, SEED_OPERATIONS, specOperation } from '../helpers/staffology-contract';
import { csvForm, employerScenario, payroll, type PayrollWorld, waitForJob } from './support';
import { eachTestIn } from '../helpers/scenarios';
import { aDay, ISO_DAY } from '../helpers/matchers';
import { bodyOf, expectStatus, pathOf } from '../helpers/rest';

// Every payroll operation of seed 3 answers what the real Staffology document declares for it.

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

eachTestIn(
  (app) => employerScenario(app, { employees: ['E001', 'E002'] }),
  (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]),
  {
    env: {
      JOB_POLL_INTERVAL_MS: '500',
      UPLOAD_MAX_BYTES: String(64 * 1024),
      EMPLOYEE_IMPORT_MAX_BYTES: String(64 * 1024),
    },
  },
);

/** The operations whose answers to real calls were checked (every seed operation must be). */
const checkedOperations = new Set<string>();

/** Asserts that the answer to `method path` holds to the document; answers it. */
function checked<R extends { status: number; headers: Headers; body: unknown }>(
  method: string,
  path: string,
  res: R,
): R {
  expect(contractProblems(method, path, res)).toEqual([]);
  checkedOperations.add(specOperation(method, path).operationId);
  return res;
}

/** `/payroll` as Alice, typed by its document, each answer checked by the Staffology document. */
function alice() {
  const api = payroll(t, w.alice);
  const verb = <V extends 'get' | 'post' | 'put' | 'delete'>(v: V): (typeof api)[V] =>
    (async (template: string, init: Parameters<typeof pathOf>[1] = {}) =>
      checked(v.toUpperCase(), pathOf(template, init), await (api[v] as any)(template, init))) as any;
  return { get: verb('get'), post: verb('post'), put: verb('put'), delete: verb('delete') };
}

/** Untyped, for what the document does not describe (another content type); checked the same way. */
async function call(method: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  return checked(method, path, await payroll(t, w.alice).request(method, path, init));
}

const EMPLOYEES_CSV = [
  'Payroll Code,First Name,Surname,Date of Birth,Join Date',
  'E010,Ann,Lee,1990-02-03,2020-01-15',
  'E011,Bob,Ray,1990-13-40,2020-01-15',
].join('\n');

describe('payroll answers by the Staffology document', () => {
  it('jobs: an import job queued (202), read, listed, its errors, and a 404 for an unknown job', async () => {
    const queued = await alice().post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      query: { format: 'EmployeeCsv' },
      form: csvForm(EMPLOYEES_CSV),
    });
    expectStatus(queued, 202);
    const finished = await waitForJob(t, w.alice, queued.body.id);
    expect(finished.status).toBe('CompletedWithErrors');

    const job = await alice().get('/jobs/{jobId}', { params: { jobId: finished.id } });
    expectStatus(job, 200);
    expect(job.body).toMatchObject({ createdDate: aDay });
    expect(job.body.executionStartTime).toMatch(ISO_DAY);
    expect(job.body.updatedDate).toMatch(ISO_DAY);
    expect(job.body.timeInQueue).toEqual(expect.any(Number));
    expect(job.body.executionTime).toEqual(expect.any(Number));

    const list = await alice().get('/jobs', {
      query: { employerId, jobType: 'Import', pageNum: 0, pageSize: 5 },
    });
    expect(bodyOf(list, 200).map((j) => j.id)).toEqual([finished.id]);

    const errors = await alice().get('/jobs/{jobId}/errors', {
      params: { jobId: finished.id },
      query: { pageNum: 0, pageSize: 10 },
    });
    expect(errors.body).toEqual([
      {
        id: expect.any(String),
        jobId: finished.id,
        createdDate: aDay,
        errorMessage: expect.stringMatching(/^Row 2, Date of Birth: /),
        errorType: 'Validation',
      },
    ]);

    expect(
      (await alice().get('/jobs/{jobId}', { params: { jobId: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);
    expect((await alice().get('/jobs', { query: { pageSize: 500 } })).status).toBe(400);
  });

  it('jobs: a report document in its output format’s media type, then DELETE /jobs/completed (204)', async () => {
    for (const [format, mediaType] of [
      ['csv', 'text/csv'],
      ['json', 'application/json'],
    ] as const) {
      const requested = await payroll(t, w.alice).post('/employers/{employerId}/reports-async/employees', {
        params: { employerId },
        query: { outputFormat: format },
      });
      const job = await waitForJob(t, w.alice, bodyOf(requested, 202).id);
      // Clients generated from the document send `Accept: application/json` for the file.
      const doc = await alice().get('/jobs/{jobId}/document', {
        params: { jobId: job.id },
        headers: { accept: 'application/json' },
      });
      expect(doc.status).toBe(200);
      expect(doc.headers.get('content-type')).toBe(`${mediaType}; charset=utf-8`);
      expect(doc.headers.get('content-disposition')).toBe(
        `attachment; filename="${job.result.file.fileName}"; filename*=UTF-8''${job.result.file.fileName}`,
      );
      expect(job.result.file.fileName).toMatch(new RegExp(`^employees-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    }
    const deleted = await alice().delete('/jobs/completed');
    expect(deleted.status).toBe(204);
  });

  it('imports: pay (200, no body), leave (202), pension memberships and roles (Item[])', async () => {
    const pay = await alice().post('/employers/{employerId}/import/pay', {
      params: { employerId },
      query: { linesOnly: false, validateOnly: false },
      body: [{ payrollCode: 'E001', payAmount: 2000, lines: [{ code: 'BONUS', value: 10 }] }],
    });
    expect(pay.status).toBe(200);

    const leave = await alice().post('/employers/{employerId}/import/leave', {
      params: { employerId },
      body: [{ payrollCode: 'E001', type: 'Holiday', from: '2026-05-04', to: '2026-05-08' }],
    });
    expect(leave.status).toBe(202);

    const pensions = await alice().post('/employers/{employerId}/import/pensionmemberships', {
      params: { employerId },
      query: { previewOnly: true },
      form: csvForm(
        'Payroll Code,Pension Scheme,Worker Group,Join Date,Join Reason\nE001,Nest,Default,2024-04-01,Automatic',
      ),
    });
    expect(pensions.status).toBe(200);
    expect(pensions.body).toHaveLength(1);

    const roles = await alice().post('/employers/{employerId}/import/import', {
      params: { employerId },
      query: { allowUpdates: true },
      form: csvForm(
        'Payroll Code,Reference,Job Title,Is Primary,Start Date,End Date\nE001,R1,Pharmacist,True,2024-01-01,',
      ),
    });
    expect(roles.status).toBe(200);
    expect(roles.body).toHaveLength(1);
  });

  it('payments CSV mappings: create (201), list, read, template, update and delete (204)', async () => {
    const base = '/employers/{employerId}/import/payments/mappings';
    const created = await alice().post(base, {
      params: { employerId },
      body: {
        name: 'Timesheet',
        type: 'ColumnBased',
        payrollCodeIndex: 0,
        columns: [{ title: 'Overtime', colIndex: 1 }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    const mapping = { params: { employerId, id } };
    expect((await alice().get(base, { params: { employerId } })).body).toHaveLength(1);
    const read = await alice().get(`${base}/{id}`, mapping);
    expectStatus(read, 200);
    expect((await alice().get(`${base}/{id}/csv`, mapping)).status).toBe(200);
    const updated = await alice().put(`${base}/{id}`, { ...mapping, body: { ...read.body, name: 'Renamed' } });
    expect(bodyOf(updated, 200).name).toBe('Renamed');
    expect((await alice().delete(`${base}/{id}`, mapping)).status).toBe(204);
  });

  it('refusals: declared statuses, or those named as documented differences', async () => {
    const base = '/employers/{employerId}/import/payments/mappings';
    const rowBased = await alice().post(base, { params: { employerId }, body: { name: 'Rows', type: 'RowBased' } });
    const location = rowBased.headers.get('location')!;
    const rowId = location.split('/').pop()!;
    expect(location).toBe(`${t.url}/payroll${pathOf(`${base}/{id}`, { params: { employerId, id: rowId } })}`);
    const template = await alice().get(`${base}/{id}/csv`, { params: { employerId, id: rowId } });
    expect(template.status).toBe(400);
    const unknown = { params: { employerId, id: '00000000-0000-4000-8000-000000000000' } };
    expect((await alice().get(`${base}/{id}`, unknown)).status).toBe(404);
    const badPay = await alice().post('/employers/{employerId}/import/pay', {
      params: { employerId },
      body: [{ payrollCode: 'NOPE' }],
    });
    expect(badPay.status).toBe(400);
    // Untyped: a content type the document does not list.
    const badLeave = await call('POST', `/employers/${employerId}/import/leave`, {
      headers: { 'content-type': 'text/plain' },
      body: '[]',
    });
    expect(badLeave.status).toBe(415);
    const tooLarge = await alice().post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm(`Payroll Code\n${'E0001\n'.repeat(20_000)}`),
    });
    expect(tooLarge.status).toBe(413);
    const anonymous = await payroll(t, null).get('/jobs');
    expect([anonymous.status, contractProblems('GET', '/jobs', anonymous)]).toEqual([401, []]);
    // A status neither declared nor named fails.
    const conflict = { status: 409, headers: new Headers(), body: '' };
    expect(contractProblems('GET', `/jobs/${employerId}`, conflict)).toEqual([
      'GetJobJob 409: status not declared (declared: 200, 400, 404)',
    ]);
  });

  it('the check itself refuses what the document forbids: timestamps, undeclared and null properties', () => {
    const json = new Headers({ 'content-type': 'application/json; charset=utf-8' });
    const id = '00000000-0000-4000-8000-000000000001';
    const error = { id, jobId: id, createdDate: '2026-05-04', errorMessage: 'Row 1, x: bad', errorType: 'Validation' };
    expect(contractProblems('GET', `/jobs/${id}/errors`, { status: 200, headers: json, body: [error] })).toEqual([]);
    const old = { ...error, createdDate: '2026-05-04T10:00:00.000Z', rowNumber: 1, errorType: null };
    expect(contractProblems('GET', `/jobs/${id}/errors`, { status: 200, headers: json, body: [old] })).toEqual([
      'GetJobErrorsByJobIdJob 200: /0 must NOT have additional properties',
      'GetJobErrorsByJobIdJob 200: /0/createdDate must match format "date"',
    ]);
    const mapping = { id, name: 'M', payrollCodeIndex: null, analysisCategoryIndexesJson: null };
    expect(
      contractProblems('GET', `/employers/${id}/import/payments/mappings/${id}`, {
        status: 200,
        headers: json,
        body: mapping,
      }),
    ).toEqual(['PaymentsCsvMappingImport 200: /payrollCodeIndex must be integer']);
    expect(contractProblems('POST', `/employers/${id}/import/pay`, { status: 200, headers: json, body: '{}' })).toEqual(
      ['ImportEmployeePayImport 200: the document declares no body, the answer has one'],
    );
  });

  it('has checked every payroll operation of seed 3', () => {
    expect([...checkedOperations].sort()).toEqual([...SEED_OPERATIONS].sort());
  });
});
