import type { TestApp } from '../helpers/app';
import { EnvError, loadEnv } from '../../src/config/env';
import { eachTestIn } from '../helpers/scenarios';
import { csvForm, employerScenario, payroll, type EmployerScenario, waitForJob } from './support';
import { bodyOf } from '../helpers/rest';

describe('PUBLIC_URL', () => {
  it('is absent unless set, loses its trailing slashes, and may carry a path', () => {
    expect(loadEnv({}).publicUrl).toBeUndefined();
    expect(loadEnv({ PUBLIC_URL: 'https://api.example.test/' }).publicUrl).toBe('https://api.example.test');
    expect(loadEnv({ PUBLIC_URL: 'http://api.example.test:8080/edge//' }).publicUrl).toBe(
      'http://api.example.test:8080/edge',
    );
  });

  it('must be an absolute http(s) URL without query or fragment', () => {
    for (const value of [
      '/payroll',
      'api.example.test',
      'ftp://api.example.test',
      'https://a.test/?x=1',
      'https://a.test/#top',
    ]) {
      expect(() => loadEnv({ PUBLIC_URL: value })).toThrow(EnvError);
      expect(() => loadEnv({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    }
  });
});

/** Every kind of link a payroll answer carries, read with `headers` added to each request. */
async function links(t: TestApp, w: EmployerScenario, headers: Record<string, string> = {}) {
  const api = payroll(t, { headers: { ...w.alice.headers, ...headers } });
  const { employerId } = w;
  const created = await api.post('/employers', { body: { name: 'Linked Ltd' } });
  const mapping = await api.post('/employers/{employerId}/import/payments/mappings', {
    params: { employerId },
    body: { name: 'Timesheet', type: 'ColumnBased', hasHeader: true, payrollCodeIndex: 0, columns: [] },
  });
  const roles = await api.post('/employers/{employerId}/import/import', {
    params: { employerId },
    form: csvForm('Payroll Code,Reference,Job Title\nE001,R1,Pharmacist'),
  });
  const report = await api.post('/employers/{employerId}/reports-async/employees', {
    params: { employerId },
    query: { outputFormat: 'csv' },
  });
  const job = await waitForJob(t, w.alice, bodyOf(report, 202).id);
  const read = await api.get('/jobs/{jobId}', { params: { jobId: job.id } });
  return {
    employerLocation: created.headers.get('location'),
    employers: bodyOf(await api.get('/employers'), 200).map((i) => i.url),
    employees: bodyOf(await api.get('/employers/{employerId}/employees', { params: { employerId } }), 200).map(
      (i) => i.url,
    ),
    mappingLocation: mapping.headers.get('location'),
    mappings: bodyOf(
      await api.get('/employers/{employerId}/import/payments/mappings', { params: { employerId } }),
      200,
    ).map((i) => i.url),
    roleItems: bodyOf(roles, 200).map((i) => i.url),
    jobFile: bodyOf(read, 200).result.file.uri,
    jobList: bodyOf(await api.get('/jobs'), 200).map((j) => j.result.file.uri),
  };
}

function expectAllUnder(found: Awaited<ReturnType<typeof links>>, base: string, w: EmployerScenario) {
  const paths = Object.values(found).flat();
  expect(paths.length).toBeGreaterThanOrEqual(9);
  for (const link of paths) expect(link).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/payroll/`));
  expect(found.employees).toEqual([`${base}/payroll/employers/${w.employerId}/employees/${w.employeeIds[0]}`]);
  expect(found.jobFile).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/payroll/jobs/[0-9a-f-]{36}/document$`));
  expect(found.jobList).toEqual([found.jobFile]);
}

describe('links in payroll answers without PUBLIC_URL', () => {
  let t: TestApp;
  let w: EmployerScenario;
  eachTestIn(
    (app) => employerScenario(app, { employees: ['E001'] }),
    (app, built) => ([t, w] = [app, built]),
    // The test client is a loopback address: Express trusts its forwarded headers.
    { env: { JOB_POLL_INTERVAL_MS: '500', TRUST_PROXY: 'loopback' } },
  );

  it('are absolute, on the protocol and host the request came to', async () => {
    const found = await links(t, w);
    expectAllUnder(found, t.url, w);
  });

  it('follow X-Forwarded-Proto and X-Forwarded-Host from a trusted proxy', async () => {
    const found = await links(t, w, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'payroll.example.test' });
    expectAllUnder(found, 'https://payroll.example.test', w);
  });
});

describe('links in payroll answers with PUBLIC_URL', () => {
  let t: TestApp;
  let w: EmployerScenario;
  eachTestIn(
    (app) => employerScenario(app, { employees: ['E001'] }),
    (app, built) => ([t, w] = [app, built]),
    { env: { JOB_POLL_INTERVAL_MS: '500', PUBLIC_URL: 'https://api.example.test/edge/' } },
  );

  it('start with PUBLIC_URL, whatever host the request names', async () => {
    const found = await links(t, w, { 'x-forwarded-host': 'elsewhere.test' });
    expectAllUnder(found, 'https://api.example.test/edge', w);
  });
});
