import { Client } from 'pg';
import type { TestApp } from '../helpers/app';
import { eachTestIn } from '../helpers/scenarios';
import { waitUntil } from '../helpers/bounded';
import { workerDatabaseUrl } from '../helpers/db';
import { employerScenario, payroll, type PayrollWorld } from './support';

// A mapping write that meets a concurrent delete. The test's own connection plays the other
// request: it holds the mapping's row, lets the PUT reach the point where it waits, then deletes.

let t: TestApp;
let w: PayrollWorld;
let employerId: string;
let other: Client;

eachTestIn(employerScenario, (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]), {}, { once: true });
beforeAll(async () => {
  other = new Client({ connectionString: workerDatabaseUrl() });
  await other.connect();
});
afterAll(() => other.end());

const MAPPING = { name: 'Timesheet', type: 'RowBased' as const, payrollCodeIndex: 0 };

/** Waits until a server connection waits on a row lock held by `other`. */
async function untilSomeoneWaits(): Promise<void> {
  const pid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  await waitUntil(10_000, 'a request waiting on the locked mapping', async () => {
    const { rows } = await other.query(
      `select 1 from pg_stat_activity where datname = current_database() and $1 = any(pg_blocking_pids(pid))`,
      [pid],
    );
    return rows.length > 0;
  });
}

describe('a mapping changed while it is deleted', () => {
  it('the PUT that waited on the delete answers 404, not 200 for a mapping that is gone', async () => {
    const created = await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: MAPPING,
    });
    const id = created.headers.get('location')!.split('/').pop()!;
    await other.query('begin');
    await other.query('select id from payroll_payment_mapping where id = $1 for update', [id]);
    const put = payroll(t, w.alice).put('/employers/{employerId}/import/payments/mappings/{id}', {
      params: { employerId, id },
      body: { ...MAPPING, name: 'Renamed' },
    });
    await untilSomeoneWaits();
    await other.query('delete from payroll_payment_mapping where id = $1', [id]);
    await other.query('commit');
    const res = await put;
    expect(res.status).toBe(404);
    expect(
      (
        await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}', {
          params: { employerId, id },
        })
      ).status,
    ).toBe(404);
  });

  it('the DELETE that waited on another delete answers 404', async () => {
    const created = await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: MAPPING,
    });
    const id = created.headers.get('location')!.split('/').pop()!;
    await other.query('begin');
    await other.query('select id from payroll_payment_mapping where id = $1 for update', [id]);
    const del = payroll(t, w.alice).delete('/employers/{employerId}/import/payments/mappings/{id}', {
      params: { employerId, id },
    });
    await untilSomeoneWaits();
    await other.query('delete from payroll_payment_mapping where id = $1', [id]);
    await other.query('commit');
    expect((await del).status).toBe(404);
  });
});
