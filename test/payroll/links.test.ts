import type { TestApp } from '../helpers/app';
import { EnvError, loadEnv } from '../../src/config/env';
import { eachTestIn } from '../helpers/scenarios';
import { csvForm, employerScenario, payroll, type EmployerScenario, waitForJob } from './support';

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
  const call = (method: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
    payroll(t, w.alice).request(method, path, { ...init, headers: { ...headers, ...(init.headers as object) } });
  const { employerId } = w;
  const created = await call('POST', '/employers', { json: { name: 'Linked Ltd' } });
  const mapping = await call('POST', `/employers/${employerId}/import/payments/mappings`, {
    json: { name: 'Timesheet', type: 'ColumnBased', hasHeader: true, payrollCodeIndex: 0, columns: [] },
  });
  const roles = await call('POST', `/employers/${employerId}/import/import`, {
    body: csvForm('Payroll Code,Reference,Job Title\nE001,R1,Pharmacist'),
  });
  const report = await call('POST', `/employers/${employerId}/reports-async/employees?outputFormat=csv`);
  const job = await waitForJob(t, w.alice, report.body.id);
  const read = await call('GET', `/jobs/${job.id}`);
  return {
    employerLocation: created.headers.get('location'),
    employers: (await call('GET', '/employers')).body.map((i: { url: string }) => i.url),
    employees: (await call('GET', `/employers/${employerId}/employees`)).body.map((i: { url: string }) => i.url),
    mappingLocation: mapping.headers.get('location'),
    mappings: (await call('GET', `/employers/${employerId}/import/payments/mappings`)).body.map(
      (i: { url: string }) => i.url,
    ),
    roleItems: roles.body.map((i: { url: string }) => i.url),
    jobFile: read.body.result.file.uri,
    jobList: (await call('GET', '/jobs')).body.map((j: { result: { file: { uri: string } } }) => j.result.file.uri),
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
