import { basic, gql, http, type JsonResponse } from '../helpers/http';
import type { TestApp } from '../helpers/app';
import { Employee } from '../../src/modules/payroll/employers/employer.entity';
import { pollUntil } from '../helpers/bounded';
import { storeScenario, type StoreScenario } from '../helpers/scenarios';
import { contractProblems } from '../helpers/staffology-contract';

export { basic } from '../helpers/http';

/** A payroll user: HTTP Basic headers of a staff user, and their id. */
export interface PayrollUser {
  id: string;
  headers: Record<string, string>;
}

export interface PayrollWorld {
  store: StoreScenario;
  alice: PayrollUser;
  bob: PayrollUser;
}

/** Two payroll users of two stores (each store's ADMIN), with Basic credentials. */
export async function payrollWorld(t: TestApp): Promise<PayrollWorld> {
  const a = await storeScenario(t, 'payroll-a');
  const b = await storeScenario(t, 'payroll-b');
  return {
    store: a,
    alice: { id: a.admin.id, headers: basic(a.admin.email, a.admin.password) },
    bob: { id: b.admin.id, headers: basic(b.admin.email, b.admin.password) },
  };
}

/** Calls the payroll REST API. */
export function payroll<T = any>(
  t: TestApp,
  user: PayrollUser | null,
  method: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<JsonResponse<T>> {
  return http<T>(`${t.url}/payroll${path}`, {
    ...init,
    method,
    headers: { ...(user?.headers ?? {}), ...(init.headers as Record<string, string> | undefined) },
  });
}

export async function createEmployer(t: TestApp, user: PayrollUser, name = 'Acme Ltd'): Promise<string> {
  const res = await payroll(t, user, 'POST', '/employers', { json: { name } });
  if (res.status !== 201) throw new Error(`employer not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

const FINISHED = ['Completed', 'CompletedWithErrors', 'Failed'];

/**
 * Reads the job until it is finished, for at most `ms` (under jest's 30 s default, so that a job
 * that never finishes fails here with its last state rather than as a timeout). Each read must
 * hold to the Staffology document's `Contract.JobResponse`.
 */
export async function waitForJob(t: TestApp, user: PayrollUser, jobId: string, ms = 20_000): Promise<any> {
  return pollUntil(ms, `job ${jobId} finished`, async () => {
    const res = await payroll(t, user, 'GET', `/jobs/${jobId}`);
    if (res.status !== 200) throw new Error(`job read failed: ${res.status} ${JSON.stringify(res.body)}`);
    const problems = contractProblems('GET', `/jobs/${jobId}`, res);
    if (problems.length > 0) throw new Error(`job answer breaks the Staffology document: ${problems.join('; ')}`);
    return { done: FINISHED.includes(res.body.status) ? res.body : undefined, seen: res.body };
  });
}

/** A multipart body with one `file` part. */
export function csvForm(content: string | Buffer, fileName = 'employees.csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), fileName);
  return form;
}

export interface JobErrorFields {
  rowNumber: number | null;
  column: string | null;
  errorMessage: string;
  errorType: string;
}

/** A job's errors (first 100) with their row and column as fields: GraphQL has them, REST puts them in `errorMessage`. */
export async function jobErrors(
  t: TestApp,
  user: Pick<PayrollUser, 'headers'>,
  jobId: string,
): Promise<JobErrorFields[]> {
  const res = await gql(
    t.url,
    'query($id: ID!) { payrollJobErrors(jobId: $id, pageSize: 100) { items { rowNumber column errorMessage errorType } } }',
    { id: jobId },
    user.headers,
  );
  if (res.errors) throw new Error(`job errors not read: ${JSON.stringify(res.errors)}`);
  return res.data.payrollJobErrors.items as JobErrorFields[];
}

/** Stores employees of an employer with these payroll codes (paid 1000 a month); answers their ids. */
export async function addEmployees(t: TestApp, employerId: string, codes: string[]): Promise<string[]> {
  const em = t.orm.em.fork();
  const employees = codes.map((payrollCode) =>
    em.create(Employee, {
      employer: employerId,
      payrollCode,
      firstName: payrollCode,
      dateOfBirth: '1990-01-01',
      joinDate: '2020-01-01',
      payAmount: 1000,
    }),
  );
  await em.flush();
  return employees.map((e) => e.id);
}
