import { basic, http, type JsonResponse } from '../helpers/http';
import type { TestApp } from '../helpers/app';
import { pollUntil } from '../helpers/bounded';
import { storeScenario, type StoreScenario } from '../helpers/scenarios';

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
 * that never finishes fails here with its last state rather than as a timeout).
 */
export async function waitForJob(t: TestApp, user: PayrollUser, jobId: string, ms = 20_000): Promise<any> {
  return pollUntil(ms, `job ${jobId} finished`, async () => {
    const res = await payroll(t, user, 'GET', `/jobs/${jobId}`);
    if (res.status !== 200) throw new Error(`job read failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { done: FINISHED.includes(res.body.status) ? res.body : undefined, seen: res.body };
  });
}

/** A multipart body with one `file` part. */
export function csvForm(content: string | Buffer, fileName = 'employees.csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), fileName);
  return form;
}
