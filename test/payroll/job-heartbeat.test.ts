import { startTestApp, type TestApp } from '../helpers/app';
import { pollUntil } from '../helpers/bounded';
import { actingAs, eachTestIn } from '../helpers/scenarios';
import { Employer } from '../../src/modules/payroll/employers/employer.entity';
import { JobStatus, JobType, PayrollJob } from '../../src/modules/payroll/jobs/job.entity';
import { enqueueJob, registerJobKind } from '../../src/modules/payroll/jobs/job.service';
import { createEmployer, payrollWorld, waitForJob, type PayrollWorld } from './support';

let t: TestApp;
let w: PayrollWorld;

/** Runs until the test lets it finish: a job longer than the expiry. */
let finish: () => void = () => undefined;
registerJobKind('test-long', async () => {
  await new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { metadata: { done: 1 } };
});

// This instance runs no jobs: the test starts the instances that do.
eachTestIn(payrollWorld, (app, built) => ([t, w] = [app, built]), { env: { JOB_WORKERS: '0', LOG_LEVEL: 'error' } });

const EXPIRE = { JOB_EXPIRE_SECONDS: '2', JOB_POLL_INTERVAL_MS: '500', LOG_LEVEL: 'error' };
const jobRow = (id: string) => t.orm.em.fork().findOneOrFail(PayrollJob, id);

describe('a job running longer than JOB_EXPIRE_SECONDS', () => {
  it('keeps its heartbeat fresh, so that another instance starting meanwhile leaves it to its runner', async () => {
    const employerId = await createEmployer(t, w.alice);
    const runner = await startTestApp({ orm: t.orm, env: { ...EXPIRE, JOB_WORKERS: '1' } });
    let other: TestApp | undefined;
    try {
      const ctx = actingAs(t, { kind: 'user', id: w.alice.id, role: 'ADMIN', tenantId: null });
      const employer = await ctx.em.findOneOrFail(Employer, employerId);
      const job = await enqueueJob(ctx, employer, { type: JobType.Import, kind: 'test-long', input: {} });
      const started = await pollUntil(10_000, 'the job executing', async () => {
        const row = await jobRow(job.id);
        return { done: row.status === JobStatus.Executing ? row : undefined, seen: row.status };
      });
      const firstBeat = started.heartbeatAt!.getTime();
      // Three expiries later by the heartbeat's own clock (the database's), it is still fresh.
      const beats = new Set<number>();
      const late = await pollUntil(20_000, 'the heartbeat advancing past three expiries', async () => {
        const row = await jobRow(job.id);
        beats.add(row.heartbeatAt!.getTime());
        return { done: row.heartbeatAt!.getTime() - firstBeat > 6_000 ? row : undefined, seen: row.heartbeatAt };
      });
      expect(beats.size).toBeGreaterThan(3);
      expect(late).toMatchObject({ status: JobStatus.Executing, attempts: 1, workerId: started.workerId });

      // Another instance starts (and runs its recovery) and checks periodically: the job stays its runner's.
      other = await startTestApp({ orm: t.orm, env: { ...EXPIRE, JOB_WORKERS: '1' } });
      await pollUntil(20_000, 'the heartbeat advancing while the other instance runs', async () => {
        const row = await jobRow(job.id);
        return { done: row.heartbeatAt!.getTime() - late.heartbeatAt!.getTime() > 4_000 || undefined, seen: row };
      });
      expect(await jobRow(job.id)).toMatchObject({
        status: JobStatus.Executing,
        attempts: 1,
        workerId: started.workerId,
      });
      finish();
      expect(await waitForJob(t, w.alice, job.id)).toMatchObject({
        status: 'Completed',
        result: { metadata: { done: 1 } },
      });
      expect((await jobRow(job.id)).attempts).toBe(1);
    } finally {
      finish();
      await other?.close();
      await runner.close();
    }
  }, 90_000);
});
