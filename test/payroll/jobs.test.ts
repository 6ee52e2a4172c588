import { startTestApp, type TestApp } from '../helpers/app';
import { actingAs, eachTestIn } from '../helpers/scenarios';
import { countStatements } from '../helpers/db';
import { PayrollJobDatesDocument, PayrollJobIdDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { Employer } from '../../src/modules/payroll/employers/employer.entity';
import { JobStatus, JobType, PayrollJob } from '../../src/modules/payroll/jobs/job.entity';
import { enqueueJob, JobFailure, registerJobKind } from '../../src/modules/payroll/jobs/job.service';
import {
  createEmployer,
  jobErrors,
  payroll,
  payrollWorld,
  waitForJob,
  type PayrollUser,
  type PayrollWorld,
} from './support';
import { aDay, ISO_DAY, ISO_INSTANT } from '../helpers/matchers';
import { bodyOf, expectStatus } from '../helpers/rest';

let t: TestApp;
let w: PayrollWorld;

registerJobKind('test-echo', async (run) => {
  const rows = (run.job.input.rows as number) ?? 0;
  await run.addErrors(
    Array.from({ length: (run.job.input.bad as number) ?? 0 }, (_, i) => ({
      rowNumber: i + 1,
      column: 'X',
      message: 'bad',
    })),
  );
  return { metadata: { rows } };
});
registerJobKind('test-fail', async () => {
  throw new JobFailure('The file has no Payroll Code column');
});

eachTestIn(payrollWorld, (app, built) => ([t, w] = [app, built]), { env: { JOB_POLL_INTERVAL_MS: '500' } });

async function enqueue(user: PayrollUser, employerId: string, kind: string, input: Record<string, unknown> = {}) {
  const ctx = actingAs(t, { kind: 'user', id: user.id, role: 'ADMIN', tenantId: null });
  const employer = await ctx.em.findOneOrFail(Employer, employerId);
  return enqueueJob(ctx, employer, { type: JobType.Import, kind, name: `${kind}.csv`, input });
}

/** Stores a job row directly in the given state (what another process would have left). */
async function jobInState(user: PayrollUser, employerId: string, status: JobStatus, extra: Partial<PayrollJob> = {}) {
  const em = t.orm.em.fork();
  const job = em.create(PayrollJob, {
    employer: employerId,
    owner: user.id,
    type: JobType.Import,
    kind: 'test-echo',
    status,
    input: { rows: 7 },
    ...extra,
  });
  await em.flush();
  return job.id;
}

describe('jobs', () => {
  it('runs a queued job to Completed with timings and metadata', async () => {
    const employerId = await createEmployer(t, w.alice);
    const queued = await enqueue(w.alice, employerId, 'test-echo', { rows: 3 });
    expect(queued.status).toBe('Queued');
    const job = await waitForJob(t, w.alice, queued.id);
    expect(job).toMatchObject({
      id: queued.id,
      employerId,
      employerName: 'Acme Ltd',
      type: 'Import',
      name: 'test-echo.csv',
      status: 'Completed',
      result: { metadata: { rows: 3 }, errors: null, file: { fileName: null, uri: null } },
      requestedByName: 'Ada Admin',
    });
    expect(job.timeInQueue).toBeGreaterThanOrEqual(0);
    expect(job.executionTime).toBeGreaterThanOrEqual(0);
    expect(job.executionStartTime).toEqual(expect.any(String));
  });

  it('sends job dates as days on REST and as timestamps on GraphQL (days on request)', async () => {
    const employerId = await createEmployer(t, w.alice);
    const done = await waitForJob(t, w.alice, (await enqueue(w.alice, employerId, 'test-echo', { bad: 1 })).id);
    const day = ISO_DAY;
    const instant = ISO_INSTANT;
    expect(done).toMatchObject({
      createdDate: expect.stringMatching(day),
      executionStartTime: expect.stringMatching(day),
      updatedDate: expect.stringMatching(day),
    });
    const restError = bodyOf(
      await payroll(t, w.alice).get('/jobs/{jobId}/errors', { params: { jobId: done.id } }),
      200,
    )[0];
    expect(restError.createdDate).toMatch(day);
    const viaGraphql = dataOf(await gql(t.url, PayrollJobDatesDocument, { id: done.id }, w.alice.headers));
    const job = viaGraphql.payrollJob;
    expect(job).toEqual({
      createdDate: expect.stringMatching(instant),
      executionStartTime: expect.stringMatching(instant),
      updatedDate: expect.stringMatching(instant),
      day: job.createdDate.slice(0, 10),
    });
    expect(done.createdDate).toBe(job.day);
    const error = viaGraphql.payrollJobErrors.items[0];
    expect(error).toEqual({ createdDate: expect.stringMatching(instant), day: error.createdDate.slice(0, 10) });
  });

  it('ends CompletedWithErrors with one error per bad row, paged, and Failed with the reason', async () => {
    const employerId = await createEmployer(t, w.alice);
    const withErrors = await waitForJob(t, w.alice, (await enqueue(w.alice, employerId, 'test-echo', { bad: 12 })).id);
    expect(withErrors.status).toBe('CompletedWithErrors');
    const first = await payroll(t, w.alice).get('/jobs/{jobId}/errors', { params: { jobId: withErrors.id } });
    expect(first.body).toHaveLength(10);
    expect(first.headers.get('x-total-count')).toBe('12');
    expect(bodyOf(first, 200)[0]).toEqual({
      id: expect.any(String),
      jobId: withErrors.id,
      errorMessage: 'Row 1, column X: bad',
      errorType: 'Validation',
      createdDate: aDay,
    });
    const second = await payroll(t, w.alice).get('/jobs/{jobId}/errors', {
      params: { jobId: withErrors.id },
      query: { pageNum: 1 },
    });
    expect(bodyOf(second, 200).map((e) => e.errorMessage)).toEqual(['Row 11, column X: bad', 'Row 12, column X: bad']);
    const viaGraphql = await jobErrors(t, w.alice, withErrors.id);
    expect(viaGraphql[0]).toEqual({
      rowNumber: 1,
      column: 'X',
      errorMessage: 'Row 1, column X: bad',
      errorType: 'Validation',
    });

    const failed = await waitForJob(t, w.alice, (await enqueue(w.alice, employerId, 'test-fail')).id);
    expect(failed).toMatchObject({ status: 'Failed', result: { errors: ['The file has no Payroll Code column'] } });
  });

  it('lists the caller’s jobs with filters, zero-based pages and X-Total-Count', async () => {
    const a = await createEmployer(t, w.alice, 'A');
    const b = await createEmployer(t, w.alice, 'B');
    for (let i = 0; i < 3; i++) await jobInState(w.alice, a, JobStatus.Completed);
    await jobInState(w.alice, b, JobStatus.Completed, { type: JobType.Report });
    const all = await payroll(t, w.alice).get('/jobs', { query: { pageSize: 2 } });
    expect(all.headers.get('x-total-count')).toBe('4');
    expect(all.body).toHaveLength(2);
    expect((await payroll(t, w.alice).get('/jobs', { query: { pageSize: 2, pageNum: 1 } })).body).toHaveLength(2);
    expect((await payroll(t, w.alice).get('/jobs', { query: { employerId: a } })).body).toHaveLength(3);
    const reports = await payroll(t, w.alice).get('/jobs', { query: { jobType: 'Report' } });
    expect(bodyOf(reports, 200).map((j) => j.employerName)).toEqual(['B']);
    const bad = await payroll(t, w.alice).get('/jobs', { query: { pageSize: 500 } });
    expectStatus(bad, 400);
    expect(bad.body.errors).toHaveProperty('pageSize');
  });

  it('reads a page of jobs in a fixed number of statements, whatever the page size', async () => {
    const a = await createEmployer(t, w.alice, 'A');
    const b = await createEmployer(t, w.alice, 'B');
    for (let i = 0; i < 30; i++) await jobInState(w.alice, i % 2 ? a : b, JobStatus.Completed);
    const counts: number[] = [];
    for (const size of [2, 30]) {
      const { result, statements } = await countStatements(t.orm, () =>
        payroll(t, w.alice).get('/jobs', { query: { pageSize: size } }),
      );
      expect(result.body).toHaveLength(size);
      counts.push(statements.filter((sql) => /payroll_|list_count/.test(sql)).length);
    }
    // The page, its jobs' employers and its total: one statement.
    expect(counts).toEqual([1, 1]);
  });

  it('DELETE /jobs/completed removes finished jobs only, and only the caller’s', async () => {
    const employerId = await createEmployer(t, w.alice);
    const bobEmployer = await createEmployer(t, w.bob);
    const queued = await jobInState(w.alice, employerId, JobStatus.Queued);
    const running = await jobInState(w.alice, employerId, JobStatus.Executing, { heartbeatAt: new Date() });
    for (const status of [JobStatus.Completed, JobStatus.CompletedWithErrors, JobStatus.Failed]) {
      await jobInState(w.alice, employerId, status);
    }
    const bobs = await jobInState(w.bob, bobEmployer, JobStatus.Completed);
    const res = await payroll(t, w.alice).delete('/jobs/completed');
    expectStatus(res, 204);
    expect(res.body).toBe('');
    const left = await payroll(t, w.alice).get('/jobs');
    expect(
      bodyOf(left, 200)
        .map((j: { id: string }) => j.id)
        .sort(),
    ).toEqual([queued, running].sort());
    expect((await payroll(t, w.bob).get('/jobs/{jobId}', { params: { jobId: bobs } })).status).toBe(200);
  });

  it('never shows one user another user’s jobs or their errors', async () => {
    const employerId = await createEmployer(t, w.alice);
    const id = await jobInState(w.alice, employerId, JobStatus.Completed);
    expect((await payroll(t, w.bob).get('/jobs')).body).toEqual([]);
    expect((await payroll(t, w.bob).get('/jobs/{jobId}', { params: { jobId: id } })).status).toBe(404);
    expect((await payroll(t, w.bob).get('/jobs/{jobId}/errors', { params: { jobId: id } })).status).toBe(404);
    expect((await payroll(t, w.bob).get('/jobs/{jobId}/document', { params: { jobId: id } })).status).toBe(404);
    expect((await payroll(t, w.bob).get('/jobs', { query: { employerId } })).status).toBe(404);
    const viaGraphql = await gql(t.url, PayrollJobIdDocument, { id }, w.bob.headers);
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers 400 for the document of a job that is not a completed report', async () => {
    const employerId = await createEmployer(t, w.alice);
    const id = await jobInState(w.alice, employerId, JobStatus.Completed);
    const res = await payroll(t, w.alice).get('/jobs/{jobId}/document', { params: { jobId: id } });
    expectStatus(res, 400);
    expect(res.body.detail).toMatch(/Only a completed Report job has a document/);
  });
});

describe('crash recovery', () => {
  it('runs again, at the next start, a job a dead process left Executing; fails one out of attempts', async () => {
    const employerId = await createEmployer(t, w.alice);
    const longAgo = new Date(Date.now() - 3_600_000);
    const retried = await jobInState(w.alice, employerId, JobStatus.Executing, { attempts: 1, heartbeatAt: longAgo });
    const exhausted = await jobInState(w.alice, employerId, JobStatus.Executing, { attempts: 2, heartbeatAt: longAgo });
    const alive = await jobInState(w.alice, employerId, JobStatus.Executing, { attempts: 1, heartbeatAt: new Date() });
    // A second instance starting on the same database recovers what the dead one left.
    const restarted = await startTestApp({ orm: t.orm, env: { JOB_POLL_INTERVAL_MS: '500' } });
    try {
      const done = await waitForJob(t, w.alice, retried);
      expect(done).toMatchObject({ status: 'Completed', result: { metadata: { rows: 7 } } });
      const failed = bodyOf(await payroll(t, w.alice).get('/jobs/{jobId}', { params: { jobId: exhausted } }), 200);
      expect(failed.status).toBe('Failed');
      expect(failed.result.errors).toEqual([
        'The job was interrupted 2 times (its server stopped) and was not run again',
      ]);
      expect((await payroll(t, w.alice).get('/jobs/{jobId}', { params: { jobId: alive } })).body.status).toBe(
        'Executing',
      );
    } finally {
      await restarted.close();
    }
  });

  it('has a running instance pick up, without a restart, a job whose process died', async () => {
    const watcher = await startTestApp({ orm: t.orm, env: { JOB_POLL_INTERVAL_MS: '500', JOB_EXPIRE_SECONDS: '2' } });
    try {
      const employerId = await createEmployer(t, w.alice);
      const orphan = await jobInState(w.alice, employerId, JobStatus.Executing, {
        attempts: 1,
        heartbeatAt: new Date(Date.now() - 3_600_000),
      });
      expect(await waitForJob(t, w.alice, orphan)).toMatchObject({ status: 'Completed' });
    } finally {
      await watcher.close();
    }
  });
});
