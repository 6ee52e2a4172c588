import type { Writable } from 'node:stream';
import { startTestApp, type TestApp } from '../helpers/app';
import { actingAs, eachTestIn } from '../helpers/scenarios';
import { Employee, Employer } from '../../src/modules/payroll/employers/employer.entity';
import { runEmployeeImport } from '../../src/modules/payroll/imports/employee-import';
import { runLeaveImport } from '../../src/modules/payroll/imports/leave-import';
import { JobStatus, JobType, PayrollJob } from '../../src/modules/payroll/jobs/job.entity';
import { enqueueJob, JobFailure, JobInterrupted, registerJobKind } from '../../src/modules/payroll/jobs/job.service';
import { pollUntil } from '../helpers/bounded';
import { logCapture } from '../helpers/log-capture';
import { createEmployer, csvForm, jobErrors, payroll, payrollWorld, waitForJob, type PayrollWorld } from './support';
import { bodyOf } from '../helpers/rest';

let t: TestApp;
let w: PayrollWorld;

/** The first execution of a job of this kind dies right after committing its first batch. */
registerJobKind('test-crash-after-first-step', async (run) => {
  let steps = 0;
  return runEmployeeImport({
    ...run,
    async commit(step) {
      await run.commit(step);
      if (++steps === 1) throw new JobFailure('simulated crash');
    },
  });
});

registerJobKind('test-leave-crash-after-commit', async (run) =>
  runLeaveImport({
    ...run,
    async commit(step) {
      await run.commit(step);
      throw new JobFailure('simulated crash');
    },
  }),
);

/** Runs until it is given back, on executions up to `hangUpToAttempt`; later ones finish at once. */
registerJobKind('test-hang', async (run) => {
  if (run.job.attempts > (run.job.input.hangUpToAttempt as number)) return { metadata: { attempt: run.job.attempts } };
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 20_000);
    run.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  throw new JobInterrupted();
});

registerJobKind('test-recovered', async (run) => ({ metadata: { attempt: run.job.attempts } }));

// This instance runs no jobs itself: each test starts the instances that run (and stop) them.
eachTestIn(payrollWorld, (app, built) => ([t, w] = [app, built]), { env: { JOB_WORKERS: '0', LOG_LEVEL: 'error' } });

/** Steps of 2,000 rows, so that the 4,500-row file below takes three. */
function startWorker(env: Record<string, string> = {}, logDestination?: Writable): Promise<TestApp> {
  return startTestApp({
    orm: t.orm,
    logDestination,
    env: { JOB_POLL_INTERVAL_MS: '500', LOG_LEVEL: 'error', IMPORT_BATCH_ROWS: '2000', ...env },
  });
}

async function jobRow(id: string): Promise<PayrollJob> {
  return t.orm.em.fork().findOneOrFail(PayrollJob, id);
}

const sql = (text: string, params: unknown[]) => t.orm.em.getConnection().execute(text, params);

function importCsv(employerId: string, csv: string) {
  return payroll(t, w.alice).post('/employers/{employerId}/import/employees/async', {
    params: { employerId },
    form: csvForm(csv),
  });
}

const errorsOf = (jobId: string) => jobErrors(t, w.alice, jobId);

async function codesOf(employerId: string): Promise<string[]> {
  const rows = await sql(`select payroll_code from payroll_employee where employer_id = ? order by payroll_code`, [
    employerId,
  ]);
  return rows.map((r) => r.payroll_code as string);
}

async function waitForStatus(id: string, status: JobStatus): Promise<void> {
  await pollUntil(10_000, `job ${id} ${status}`, async () => {
    const row = await jobRow(id);
    return { done: row.status === status || undefined, seen: row.status };
  });
}

/** The bound of one wait for a 4,500-row import. */
const HEAVY = 45_000;

const HEADER = 'Payroll Code,First Name,Surname,Date of Birth,Join Date,Email';

/**
 * 4,500 rows (more than two batches) with bad rows on both sides of the first batch's end: a bad
 * date (5), codes that exist already (10, 3000), a bad e-mail (2500) and a code repeated from
 * the first batch (4200).
 */
function bigCsv(): string {
  const lines = [HEADER];
  for (let i = 1; i <= 4500; i++) {
    let code = `R${String(i).padStart(5, '0')}`;
    if (i === 10) code = 'PRE1';
    if (i === 3000) code = 'PRE2';
    if (i === 4200) code = 'R00100';
    const birth = i === 5 ? '1990-02-30' : '1990-02-03';
    const email = i === 2500 ? 'not-an-email' : `p${i}@example.com`;
    lines.push(`${code},First${i},Last${i},${birth},2020-01-15,${email}`);
  }
  return lines.join('\n');
}

describe('an import interrupted after a committed batch', () => {
  // 9,000 imported rows in all: each wait is bounded with a message, well inside the test's time.
  it(
    'continues from its checkpoint and ends with the counts and errors of an uninterrupted run',
    async () => {
      const straightEmployer = await createEmployer(t, w.alice, 'Straight');
      const crashEmployer = await createEmployer(t, w.alice, 'Crash');
      const csv = bigCsv();
      let straight: Record<string, any>;
      const first = await startWorker();
      try {
        for (const employerId of [straightEmployer, crashEmployer]) {
          const pre = await importCsv(
            employerId,
            `${HEADER}\nPRE1,A,B,1980-01-01,2010-01-01,\nPRE2,C,D,1980-01-01,2010-01-01,`,
          );
          expect((await waitForJob(t, w.alice, bodyOf(pre, 202).id)).status).toBe('Completed');
        }
        straight = await waitForJob(t, w.alice, bodyOf(await importCsv(straightEmployer, csv), 202).id, HEAVY);
        expect(straight.result.metadata).toEqual({ rowsRead: 4500, created: 4495, updated: 0, failed: 5 });
      } finally {
        await first.close();
      }
      // The same file for the other employer, queued while no worker runs (one would take it at
      // once); its first execution dies after the first batch.
      const crashId = bodyOf(await importCsv(crashEmployer, csv), 202).id as string;
      await sql(`update payroll_job set kind = 'test-crash-after-first-step' where id = ?`, [crashId]);
      const crashing = await startWorker();
      try {
        await waitForJob(t, w.alice, crashId, HEAVY);
      } finally {
        await crashing.close();
      }
      const checkpoint = (await jobRow(crashId)).checkpoint!;
      expect(checkpoint.row).toBe(2000);
      expect(await codesOf(crashEmployer)).toHaveLength(2 + 1998);
      // What a process that died there leaves: the job Executing, its heartbeat old.
      await sql(
        `update payroll_job set status = 'Executing', kind = 'employeeImport', heartbeat_at = now() - interval '1 hour',
         worker_id = 'dead', metadata = null, result_errors = null where id = ?`,
        [crashId],
      );

      const restarted = await startWorker();
      try {
        const resumed = await waitForJob(t, w.alice, crashId, HEAVY);
        expect(resumed.status).toBe(straight.status);
        expect(resumed.result.metadata).toEqual(straight.result.metadata);
        expect(await errorsOf(crashId)).toEqual(await errorsOf(straight.id));
        expect(await codesOf(crashEmployer)).toEqual(await codesOf(straightEmployer));
      } finally {
        await restarted.close();
      }
    },
    4 * HEAVY,
  );
});

describe('a leave import interrupted after its commit', () => {
  it('records the leave once and ends with the counts of its first execution', async () => {
    const employerId = await createEmployer(t, w.alice);
    const em = t.orm.em.fork();
    em.create(Employee, {
      employer: employerId,
      payrollCode: 'E001',
      dateOfBirth: '1990-01-01',
      joinDate: '2020-01-01',
    });
    await em.flush();
    const res = await payroll(t, w.alice).post('/employers/{employerId}/import/leave', {
      params: { employerId },
      body: [
        { payrollCode: 'E001', type: 'Holiday', from: '2024-08-01', to: '2024-08-05' },
        { payrollCode: 'ZZ', type: 'Holiday', from: '2024-08-10', to: '2024-08-11' },
      ],
    });
    const jobId = bodyOf(res, 202).id as string;
    // Before any worker starts: the worker may take the import's own queue message at once.
    await sql(`update payroll_job set kind = 'test-leave-crash-after-commit' where id = ?`, [jobId]);
    const first = await startWorker();
    try {
      await first.app.services.queue.send('payroll-jobs', { jobId });
      expect(await waitForJob(t, w.alice, jobId)).toMatchObject({ status: 'Failed' });
    } finally {
      await first.close();
    }
    await sql(
      `update payroll_job set status = 'Executing', kind = 'leaveImport', heartbeat_at = now() - interval '1 hour',
         metadata = null, result_errors = null where id = ?`,
      [jobId],
    );
    const restarted = await startWorker();
    try {
      expect(await waitForJob(t, w.alice, jobId)).toMatchObject({
        status: 'CompletedWithErrors',
        result: { metadata: { items: 2, created: 1, failed: 1 } },
      });
      expect(await errorsOf(jobId)).toEqual([expect.objectContaining({ rowNumber: 2, column: 'payrollCode' })]);
      expect(await sql(`select count(*)::int as n from payroll_leave`, [])).toEqual([{ n: 1 }]);
    } finally {
      await restarted.close();
    }
  });
});

describe('a job whose queue message was lost', () => {
  async function queuedJob(employerId: string, createdAt: Date): Promise<string> {
    const em = t.orm.em.fork();
    const job = em.create(PayrollJob, {
      employer: employerId,
      owner: w.alice.id,
      type: JobType.Import,
      kind: 'test-recovered',
      createdAt,
    });
    await em.flush();
    return job.id;
  }

  it('is queued again at start when Queued for over a minute; a fresh one is left alone', async () => {
    const employerId = await createEmployer(t, w.alice);
    const lost = await queuedJob(employerId, new Date(Date.now() - 3_600_000));
    const fresh = await queuedJob(employerId, new Date());
    const worker = await startWorker();
    try {
      expect(await waitForJob(t, w.alice, lost)).toMatchObject({
        status: 'Completed',
        result: { metadata: { attempt: 1 } },
      });
      expect((await jobRow(fresh)).status).toBe(JobStatus.Queued);
    } finally {
      await worker.close();
    }
  });

  it('is queued again by a running instance at its periodic check', async () => {
    const worker = await startWorker({ JOB_EXPIRE_SECONDS: '2' });
    try {
      const employerId = await createEmployer(t, w.alice);
      const lost = await queuedJob(employerId, new Date(Date.now() - 3_600_000));
      expect(await waitForJob(t, w.alice, lost)).toMatchObject({ status: 'Completed' });
    } finally {
      await worker.close();
    }
  });
});

describe('a graceful stop with a job still running', () => {
  async function enqueueHang(employerId: string, hangUpToAttempt: number) {
    const ctx = actingAs(t, { kind: 'user', id: w.alice.id, role: 'ADMIN', tenantId: null });
    const employer = await ctx.em.findOneOrFail(Employer, employerId);
    return enqueueJob(ctx, employer, { type: JobType.Import, kind: 'test-hang', input: { hangUpToAttempt } });
  }

  it('gives the job back, Queued, and the next start runs it at once', async () => {
    const employerId = await createEmployer(t, w.alice);
    const worker = await startWorker({ SHUTDOWN_TIMEOUT_MS: '200' });
    const job = await enqueueHang(employerId, 1);
    await waitForStatus(job.id, JobStatus.Executing);
    await worker.close();
    expect(await jobRow(job.id)).toMatchObject({
      status: JobStatus.Queued,
      heartbeatAt: null,
      workerId: null,
      attempts: 1,
    });

    const next = await startWorker();
    try {
      expect(await waitForJob(t, w.alice, job.id)).toMatchObject({
        status: 'Completed',
        result: { metadata: { attempt: 2 } },
      });
    } finally {
      await next.close();
    }
  });

  it('fails a job out of attempts, saying why', async () => {
    const employerId = await createEmployer(t, w.alice);
    const job = await enqueueHang(employerId, 2);
    await sql(`update payroll_job set attempts = 1 where id = ?`, [job.id]);
    const worker = await startWorker({ SHUTDOWN_TIMEOUT_MS: '200' });
    await waitForStatus(job.id, JobStatus.Executing);
    await worker.close();
    const failed = bodyOf(await payroll(t, w.alice).get('/jobs/{jobId}', { params: { jobId: job.id } }), 200);
    expect(failed).toMatchObject({ status: 'Failed' });
    expect(failed.result.errors).toEqual([
      'The job was interrupted 2 times (its server stopped) and was not run again',
    ]);
  });
});

describe('a row the database refuses', () => {
  it('fails with a message naming the row and no database text; the detail is logged', async () => {
    const log = logCapture();
    // A rule only the database knows (the CSV readers accept the value): it refuses that row.
    await sql(`alter table payroll_employee add constraint test_refused check (first_name <> 'Refused')`, []);
    const worker = await startWorker({ LOG_LEVEL: 'warn' }, log.destination);
    try {
      const employerId = await createEmployer(t, w.alice);
      const csv = `${HEADER}\nE1,Ann,Lee,1990-01-01,2020-01-01,\nE2,Refused,Ray,1990-01-01,2020-01-01,\nE3,Cy,Orr,1990-01-01,2020-01-01,\n`;
      const job = await waitForJob(t, w.alice, bodyOf(await importCsv(employerId, csv), 202).id);
      expect(job).toMatchObject({ status: 'CompletedWithErrors', result: { metadata: { created: 2, failed: 1 } } });
      expect(await errorsOf(job.id)).toEqual([
        {
          rowNumber: 2,
          column: null,
          errorMessage: 'Row 2 could not be saved: the database refused its values',
          errorType: 'Database',
        },
      ]);
      expect(await codesOf(employerId)).toEqual(['E1', 'E3']);
      const refused = log.records().find((l) => l.rowNumber === 2);
      expect(refused).toMatchObject({ jobId: job.id, msg: 'import row refused', err: { code: '23514' } });
    } finally {
      await worker.close();
      await sql(`alter table payroll_employee drop constraint test_refused`, []);
    }
  });
});
