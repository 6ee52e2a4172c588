import { PayrollJobErrorFieldsDocument, type PayrollJobErrorFieldsQuery } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { bodyOf, payrollRest } from '../helpers/rest';
import type { operations } from '../generated/rest-payroll';
import type { TestApp } from '../helpers/app';
import { pollUntil } from '../helpers/bounded';
import type { PayrollUser } from '../helpers/payroll-scenarios';
import { contractProblems } from '../helpers/staffology-contract';
import { fileForm } from '../helpers/multipart';

export { basic } from '../helpers/http';

export {
  addEmployees,
  employerScenario,
  payrollWorld,
  type EmployerScenario,
  type PayrollUser,
  type PayrollWorld,
} from '../helpers/payroll-scenarios';

/** The payroll REST API as `user` (their Basic credentials), typed by its OpenAPI document. */
export function payroll(t: TestApp, user: Pick<PayrollUser, 'headers'> | null) {
  return payrollRest(t, user?.headers);
}

export async function createEmployer(t: TestApp, user: PayrollUser, name = 'Acme Ltd'): Promise<string> {
  const res = await payroll(t, user).post('/employers', { body: { name } });
  if (res.status !== 201) throw new Error(`employer not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

const FINISHED = ['Completed', 'CompletedWithErrors', 'Failed'];

/**
 * Reads the job until it is finished, for at most `ms` (under jest's 30 s default, so that a job
 * that never finishes fails here with its last state rather than as a timeout). Each read must
 * hold to the Staffology document's `Contract.JobResponse`.
 */
export async function waitForJob(t: TestApp, user: PayrollUser, jobId: string, ms = 20_000): Promise<any> {
  return pollUntil(ms, `job ${jobId} finished`, async () => {
    const res = await payroll(t, user).get('/jobs/{jobId}', { params: { jobId } });
    if (res.status !== 200) throw new Error(`job read failed: ${res.status} ${JSON.stringify(res.body)}`);
    const problems = contractProblems('GET', `/jobs/${jobId}`, res);
    if (problems.length > 0) throw new Error(`job answer breaks the Staffology document: ${problems.join('; ')}`);
    return { done: FINISHED.includes(res.body.status) ? res.body : undefined, seen: res.body };
  });
}

/** A multipart body with one `file` part. */
export function csvForm(content: string | Buffer, fileName = 'employees.csv'): FormData {
  return fileForm(content, fileName, { type: 'text/csv' });
}

export type JobErrorFields = PayrollJobErrorFieldsQuery['payrollJobErrors']['items'][number];

/** A job's errors (first 100) with their row and column as fields: GraphQL has them, REST puts them in `errorMessage`. */
export async function jobErrors(
  t: TestApp,
  user: Pick<PayrollUser, 'headers'>,
  jobId: string,
): Promise<JobErrorFields[]> {
  const res = await gql(t.url, PayrollJobErrorFieldsDocument, { id: jobId }, user.headers);
  if (res.errors) throw new Error(`job errors not read: ${JSON.stringify(res.errors)}`);
  return dataOf(res).payrollJobErrors.items;
}

/** What the employee CSV import's query takes (`allowUpdates`, ...). */
export type EmployeeImportQuery = NonNullable<operations['ImportPayrollEmployees']['parameters']['query']>;

/** Queues `user`'s import of `csv` into the employer `employerId` over REST (202) and answers its job's id. */
export async function queueEmployeeImport(
  t: TestApp,
  user: PayrollUser,
  employerId: string,
  csv: string,
  query: EmployeeImportQuery = {},
): Promise<string> {
  const queued = await payroll(t, user).post('/employers/{employerId}/import/employees/async', {
    params: { employerId },
    query,
    form: csvForm(csv),
  });
  return bodyOf(queued, 202).id;
}
