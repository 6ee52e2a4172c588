import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Services } from '../../../graphql/context';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import { DomainError } from '../../../graphql/errors';
import { Employer } from '../employers/employer.entity';
import { payrollUserId } from '../employers/employer.service';
import { JobStatus, PayrollJob, PayrollJobError, PayrollJobFile } from './job.entity';
import {
  EXECUTORS,
  JOB_QUEUE,
  requesterName,
  type JobRun,
  type JobOutcome,
  type NewJob,
  type RowError,
  JobFailure,
  JobInterrupted,
} from './job.service';
import { readInput, storeInput } from './job.files';

// Running jobs: one execution at a time per job, checkpointed, recovered after a crash, given back on stop.

/** How many executions a job gets when the process running it dies or stops. */
const MAX_ATTEMPTS = 2;

/** A Queued job older than this without being run has probably lost its queue message. */
const LOST_MESSAGE_MS = 60_000;

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** The state an execution that ran to its end leaves its job in. */
function finishedStatus(failed: boolean, hasErrors: boolean): JobStatus {
  if (failed) return JobStatus.Failed;
  return hasErrors ? JobStatus.CompletedWithErrors : JobStatus.Completed;
}

/** Stores row errors of a job. */
async function insertErrors(em: EntityManager, jobId: string, errors: RowError[]): Promise<void> {
  if (errors.length === 0) return;
  await em.insertMany(
    PayrollJobError,
    errors.map((e) => ({
      id: crypto.randomUUID(),
      job: jobId,
      rowNumber: e.rowNumber ?? null,
      column: e.column ?? null,
      errorMessage: e.message.slice(0, 2000),
      errorType: e.type ?? 'Validation',
      createdAt: new Date(),
    })),
  );
}

/** In-process executions by job id, so that giving a job back also stops its execution here. */
const EXECUTIONS = new Map<string, AbortController>();

/**
 * Runs one queued job (the queue's handler). The row is claimed with a guarded update, so a
 * message delivered twice, or a job another instance already runs, is skipped. A retry keeps
 * what the interrupted execution committed up to its checkpoint and drops its other results.
 */
export async function runJob(services: Services, root: EntityManager, jobId: string): Promise<void> {
  const em = root.fork({ clear: true, useContext: false }) as EntityManager;
  const workerId = services.queue.instanceId;
  const claimed = await em.getConnection().execute<{ attempts: number }[]>(
    `update payroll_job set status = 'Executing', attempts = attempts + 1, execution_start_time = now(),
       heartbeat_at = now(), updated_at = now(), worker_id = ?,
       time_in_queue = greatest(0, round(extract(epoch from now() - created_at)))::int
     where id = ? and status = 'Queued' returning attempts`,
    [workerId, jobId],
  );
  if (claimed.length === 0) return;
  const started = performance.now();
  const job = await em.findOneOrFail(PayrollJob, jobId, { populate: ['employer'] });
  const observe = (outcome: string) =>
    services.metrics.jobFinished(job.type, outcome, (performance.now() - started) / 1000);
  if (claimed[0].attempts > 1) {
    await em.nativeDelete(PayrollJobError, {
      job: jobId,
      $or: [{ rowNumber: null }, { rowNumber: { $gt: job.checkpoint?.row ?? 0 } }],
    });
    await em.nativeDelete(PayrollJobFile, { job: jobId, role: 'output' });
  }
  // Only this execution may write to the job: another may own it after it was given back.
  const mine = { id: jobId, status: JobStatus.Executing, workerId, attempts: job.attempts };
  const controller = new AbortController();
  EXECUTIONS.set(jobId, controller);
  const beat = Math.max(500, Math.min(10_000, (services.env.jobExpireSeconds * 1000) / 3));
  const heartbeat = setInterval(() => {
    void root
      .getConnection()
      .execute(`update payroll_job set heartbeat_at = now() where id = ? and status = 'Executing' and worker_id = ?`, [
        jobId,
        workerId,
      ])
      .catch(() => undefined);
  }, beat);
  const run: JobRun = {
    em,
    job,
    services,
    checkpoint: job.checkpoint ?? null,
    signal: controller.signal,
    inputFile: () => readInput(root, job.id),
    async addErrors(errors) {
      await insertErrors(em, job.id, errors);
    },
    async commit(step) {
      if (controller.signal.aborted) throw new JobInterrupted();
      await em.transactional(async (tx) => {
        const { errors, checkpoint } = await step(tx);
        await insertErrors(tx, job.id, errors);
        const kept = await tx.nativeUpdate(PayrollJob, mine, { checkpoint, heartbeatAt: new Date() });
        if (kept === 0) throw new JobInterrupted();
      });
    },
  };
  let outcome: JobOutcome = {};
  let failure: string[] | null = null;
  try {
    const executor = EXECUTORS.get(job.kind);
    if (!executor) throw new JobFailure(`No executor for jobs of kind ${job.kind}`);
    outcome = await executor(run);
  } catch (error) {
    if (error instanceof JobInterrupted || controller.signal.aborted) {
      services.logger.info({ jobId }, 'job given back before it finished');
      observe('Interrupted');
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Not the job's fault: it pauses until the database returns, then goes on from its checkpoint.
      await pauseJob(root, mine).catch(() => undefined);
      observe('Paused');
      throw error;
    }
    if (error instanceof JobFailure || error instanceof DomainError) failure = [error.message];
    else {
      services.logger.error({ err: error, jobId }, 'job failed');
      failure = ['The job failed because of an internal error'];
    }
  } finally {
    clearInterval(heartbeat);
    if (EXECUTIONS.get(jobId) === controller) EXECUTIONS.delete(jobId);
  }
  const done = root.fork({ clear: true, useContext: false }) as EntityManager;
  let finishedAs = 'Interrupted';
  await done
    .transactional(async (tx) => {
      const now = new Date();
      if (outcome.document) {
        tx.create(PayrollJobFile, { job: job.id, role: 'output', content: outcome.document.content });
      }
      const hasErrors = !failure && (await tx.count(PayrollJobError, { job: job.id })) > 0;
      const status = finishedStatus(failure !== null, hasErrors);
      const finished = await tx.nativeUpdate(PayrollJob, mine, {
        status,
        updatedAt: now,
        heartbeatAt: null,
        workerId: null,
        executionTime: seconds(job.executionStartTime ?? now, now),
        metadata: outcome.metadata ?? null,
        resultErrors: failure,
        resultFileName: outcome.document?.fileName ?? null,
        resultContentType: outcome.document?.contentType ?? null,
      });
      if (finished === 0) throw new JobInterrupted();
      finishedAs = status;
    })
    .catch((error: unknown) => {
      if (!(error instanceof JobInterrupted)) throw error;
      services.logger.info({ jobId }, 'job given back before its result was stored');
    });
  observe(finishedAs);
}

/**
 * Gives back a job whose execution lost the database: Queued again, without counting the attempt,
 * so the queue's retry of its message (or, when the database stays away longer, {@link recoverJobs})
 * runs it again from its checkpoint.
 */
async function pauseJob(
  root: EntityManager,
  mine: { id: string; status: JobStatus; workerId: string; attempts: number },
): Promise<void> {
  await root.getConnection().execute(
    `update payroll_job set status = 'Queued', attempts = attempts - 1, heartbeat_at = null, worker_id = null,
         updated_at = now() where id = ? and status = ? and worker_id = ? and attempts = ?`,
    [mine.id, mine.status, mine.workerId, mine.attempts],
  );
}

const interruptedTooOften = (attempts: number | string) =>
  `The job was interrupted ${attempts} times (its server stopped) and was not run again`;

/**
 * Jobs left Executing by a process that died (no heartbeat for `JOB_EXPIRE_SECONDS`): queued
 * again when they have an attempt left (the retry continues from their checkpoint), else Failed
 * with the reason. Never left Executing. Also queues again the jobs Queued for over a minute
 * whose message was lost (the process died between storing the job and queuing it): a duplicate
 * message is harmless, the claim runs a job once.
 */
export async function recoverJobs(services: Services, root: EntityManager): Promise<void> {
  const em = root.fork({ clear: true, useContext: false }) as EntityManager;
  const stale = new Date(Date.now() - services.env.jobExpireSeconds * 1000);
  const orphans = await em.find(PayrollJob, {
    status: JobStatus.Executing,
    $or: [{ heartbeatAt: { $lt: stale } }, { heartbeatAt: null }],
  });
  for (const job of orphans) {
    const retry = job.attempts < MAX_ATTEMPTS;
    const reset = await em.nativeUpdate(
      PayrollJob,
      { id: job.id, status: JobStatus.Executing, attempts: job.attempts },
      retry
        ? { status: JobStatus.Queued, heartbeatAt: null, workerId: null, updatedAt: new Date() }
        : {
            status: JobStatus.Failed,
            heartbeatAt: null,
            workerId: null,
            updatedAt: new Date(),
            resultErrors: [interruptedTooOften(job.attempts)],
          },
    );
    if (reset && retry) await services.queue.send(JOB_QUEUE, { jobId: job.id });
  }
  const waiting = new Date(Date.now() - LOST_MESSAGE_MS);
  const lost = await em.find(
    PayrollJob,
    {
      status: JobStatus.Queued,
      $or: [{ updatedAt: { $lt: waiting } }, { updatedAt: null, createdAt: { $lt: waiting } }],
    },
    { fields: ['id'] },
  );
  for (const job of lost) await services.queue.send(JOB_QUEUE, { jobId: job.id });
}

/**
 * Gives back the jobs this instance still executes when its queue stops: Queued again (and
 * re-sent, so the next instance runs them at once) when they have an attempt left, else Failed.
 * Their executions here stop at their next step; what they committed stays, up to the checkpoint.
 */
export async function releaseJobs(services: Services, root: EntityManager): Promise<void> {
  const rows = await root.getConnection().execute<{ id: string; status: JobStatus }[]>(
    `update payroll_job set
       status = case when attempts < ? then 'Queued' else 'Failed' end,
       result_errors = case when attempts < ? then null
         else jsonb_build_array(replace(?, '{attempts}', attempts::text)) end,
       heartbeat_at = null, worker_id = null, updated_at = now()
     where status = 'Executing' and worker_id = ? returning id, status`,
    [MAX_ATTEMPTS, MAX_ATTEMPTS, interruptedTooOften('{attempts}'), services.queue.instanceId],
  );
  for (const row of rows) EXECUTIONS.get(row.id)?.abort();
  for (const row of rows) {
    if (row.status === JobStatus.Queued) await services.queue.send(JOB_QUEUE, { jobId: row.id });
  }
  if (rows.length > 0) services.logger.warn({ jobs: rows }, 'jobs still running at shutdown were given back');
}

/**
 * Runs a job at once inside the caller's transaction, without the queue (demo data): it is stored
 * finished, as a worker would have left it.
 */
export async function runJobNow(ctx: RequestContext, employer: Employer, spec: NewJob): Promise<PayrollJob> {
  const started = new Date();
  const job = ctx.em.create(PayrollJob, {
    employer,
    owner: payrollUserId(ctx),
    type: spec.type,
    kind: spec.kind,
    name: spec.name ?? null,
    outputFormat: spec.outputFormat ?? null,
    input: spec.input ?? {},
    requestedByName: await requesterName(ctx),
    status: JobStatus.Executing,
    attempts: 1,
    executionStartTime: started,
    timeInQueue: 0,
  });
  await ctx.em.flush();
  if (spec.file) await storeInput(ctx.em, job.id, spec.file);
  let errorCount = 0;
  const outcome = await EXECUTORS.get(spec.kind)!({
    em: ctx.em,
    job,
    services: ctx.services,
    checkpoint: null,
    signal: new AbortController().signal,
    inputFile: async function* inputFile() {
      if (spec.file) yield* Buffer.isBuffer(spec.file) ? [spec.file] : spec.file;
    },
    async addErrors(errors) {
      errorCount += errors.length;
      await insertErrors(ctx.em, job.id, errors);
    },
    async commit(step) {
      await ctx.em.transactional(async (tx) => {
        const { errors } = await step(tx);
        errorCount += errors.length;
        await insertErrors(tx, job.id, errors);
      });
    },
  });
  const now = new Date();
  if (outcome.document) ctx.em.create(PayrollJobFile, { job, role: 'output', content: outcome.document.content });
  ctx.em.assign(job, {
    status: finishedStatus(false, errorCount > 0),
    updatedAt: now,
    executionTime: seconds(started, now),
    metadata: outcome.metadata ?? null,
    resultFileName: outcome.document?.fileName ?? null,
    resultContentType: outcome.document?.contentType ?? null,
  });
  await ctx.em.flush();
  return job;
}
