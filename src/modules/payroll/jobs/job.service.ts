import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Services } from '../../../graphql/context';
import { DomainError, NotFoundError, ValidationError } from '../../../graphql/errors';
import { Employer } from '../employers/employer.entity';
import { isUuid, ownedEmployer, payrollUserId } from '../employers/employer.service';
import {
  FINISHED_STATUSES,
  JobStatus,
  JobType,
  PayrollJob,
  PayrollJobError,
  PayrollJobFile,
  type JobCheckpoint,
} from './job.entity';
import type { JobDocument, JobErrorArgs, JobErrorResponse, JobListArgs, JobResponse } from './job.types';

/** The pg-boss queue that carries "run job X" messages. */
export const JOB_QUEUE = 'payroll-jobs';

/** How many executions a job gets when the process running it dies or stops. */
const MAX_ATTEMPTS = 2;

/** A Queued job older than this without being run has probably lost its queue message. */
const LOST_MESSAGE_MS = 60_000;

/** A problem of one row (or of the whole job when `rowNumber` is absent). */
export interface RowError {
  rowNumber?: number | null;
  column?: string | null;
  message: string;
  type?: string;
}

/** What an executor is handed: its own EntityManager, the job, and ways to report. */
export interface JobRun {
  em: EntityManager;
  job: PayrollJob;
  services: Services;
  /** The uploaded input file, part by part (empty when the job has none). */
  inputFile(): AsyncIterable<Buffer>;
  /** Records row errors (written at once; the job ends CompletedWithErrors). */
  addErrors(errors: RowError[]): Promise<void>;
  /** Where an earlier, interrupted execution of this job stopped (null: start at the first row). */
  checkpoint: JobCheckpoint | null;
  /**
   * Commits one step of an import that writes as it goes: `step` writes through the transaction's
   * EntityManager and answers its row errors and the new checkpoint, which are stored in the same
   * transaction. Throws {@link JobInterrupted} (rolling the step back) when the job is no longer
   * this execution's.
   */
  commit(step: (em: EntityManager) => Promise<{ errors: RowError[]; checkpoint: JobCheckpoint }>): Promise<void>;
  /** Aborted when the job is given back (its instance stops): stop before the next step. */
  signal: AbortSignal;
}

export interface JobOutcome {
  metadata?: Record<string, unknown>;
  document?: { fileName: string; contentType: string; content: Buffer };
}

/** A job that cannot run at all (a file without its required columns): it ends Failed with this reason. */
export class JobFailure extends Error {}

/** The job was given back or taken over while this execution ran: it stops, leaving the job alone. */
export class JobInterrupted extends Error {
  constructor() {
    super('The job is no longer run by this execution');
  }
}

export type JobExecutor = (run: JobRun) => Promise<JobOutcome>;

const EXECUTORS = new Map<string, JobExecutor>();

/** Registers what runs jobs of `kind` (each job domain registers its own). */
export function registerJobKind(kind: string, executor: JobExecutor): void {
  EXECUTORS.set(kind, executor);
}

const iso = (date?: Date | null) => (date ? date.toISOString() : null);

export function toJobResponse(job: PayrollJob, employerName?: string | null): JobResponse {
  const hasDocument = job.type === JobType.Report && job.status === JobStatus.Completed && job.resultFileName;
  return {
    id: job.id,
    employerId: job.employer.id,
    employerName: employerName ?? (job.employer.isInitialized() ? job.employer.getEntity().name : null),
    type: job.type,
    name: job.name ?? null,
    outputFormat: job.outputFormat ?? null,
    status: job.status,
    executionStartTime: iso(job.executionStartTime),
    timeInQueue: job.timeInQueue ?? null,
    executionTime: job.executionTime ?? null,
    result: {
      file: {
        fileName: hasDocument ? job.resultFileName : null,
        uri: hasDocument ? `/payroll/jobs/${job.id}/document` : null,
      },
      metadata: job.metadata ?? null,
      errors: job.resultErrors ?? null,
    },
    createdDate: job.createdAt.toISOString(),
    updatedDate: iso(job.updatedAt),
    requestedByName: job.requestedByName ?? null,
  };
}

export interface NewJob {
  type: JobType;
  kind: string;
  name?: string | null;
  outputFormat?: string | null;
  input?: Record<string, unknown>;
  /** The input file, whole or as it streams in (stored in parts as it comes). */
  file?: Buffer | AsyncIterable<Buffer>;
}

/** Stores `file` as the job's input parts; answers its size. */
async function storeInput(em: EntityManager, jobId: string, file: Buffer | AsyncIterable<Buffer>): Promise<number> {
  const chunks = Buffer.isBuffer(file) ? [file] : file;
  let seq = 0;
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    await em.insert(PayrollJobFile, { job: jobId, role: 'input', seq: seq++, content: chunk });
  }
  return size;
}

/** Who asked, as the job shows it. */
async function requesterName(ctx: RequestContext): Promise<string | null> {
  const rows = await ctx.em
    .getConnection()
    .execute<{ name: string }[]>(`select trim(concat(first_name, ' ', last_name)) as name from app_user where id = ?`, [
      payrollUserId(ctx),
    ]);
  return rows[0]?.name || null;
}

/** Stores a job (and its input file) of one of the caller's employers, then queues it. */
export async function enqueueJob(ctx: RequestContext, employer: Employer, spec: NewJob): Promise<JobResponse> {
  const job = ctx.em.create(
    PayrollJob,
    {
      employer,
      owner: payrollUserId(ctx),
      type: spec.type,
      kind: spec.kind,
      name: spec.name ?? null,
      outputFormat: spec.outputFormat ?? null,
      input: spec.input ?? {},
      requestedByName: await requesterName(ctx),
    },
    { persist: false },
  );
  // The job and its file are stored together or not at all (an upload refused part-way leaves nothing).
  await ctx.em.transactional(async (em) => {
    em.persist(job);
    await em.flush();
    if (spec.file && (await storeInput(em, job.id, spec.file)) === 0) {
      throw ValidationError.field('file', 'The file is empty');
    }
  });
  try {
    await ctx.services.queue.send(JOB_QUEUE, { jobId: job.id });
  } catch (error) {
    ctx.log.error({ err: error }, 'could not queue a job');
    Object.assign(job, {
      status: JobStatus.Failed,
      resultErrors: ['The job could not be queued'],
      updatedAt: new Date(),
    });
    await ctx.em.nativeUpdate(
      PayrollJob,
      { id: job.id },
      {
        status: job.status,
        resultErrors: job.resultErrors,
        updatedAt: job.updatedAt,
      },
    );
  }
  return toJobResponse(job, employer.name);
}

async function ownedJob(ctx: RequestContext, id: string): Promise<PayrollJob> {
  const job = isUuid(id)
    ? await ctx.em.findOne(PayrollJob, { id, owner: payrollUserId(ctx) }, { populate: ['employer'] })
    : null;
  if (!job) throw new NotFoundError('Job');
  return job;
}

export async function listJobs(
  ctx: RequestContext,
  args: JobListArgs,
): Promise<{ items: JobResponse[]; total: number }> {
  const where: Record<string, unknown> = { owner: payrollUserId(ctx) };
  if (args.employerId) where.employer = (await ownedEmployer(ctx, args.employerId)).id;
  if (args.jobType) where.type = args.jobType;
  const [jobs, total] = await ctx.em.findAndCount(PayrollJob, where, {
    populate: ['employer'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: args.pageSize,
    offset: args.pageNum * args.pageSize,
  });
  return { items: jobs.map((job) => toJobResponse(job)), total };
}

export async function getJob(ctx: RequestContext, id: string): Promise<JobResponse> {
  return toJobResponse(await ownedJob(ctx, id));
}

export async function listJobErrors(
  ctx: RequestContext,
  args: JobErrorArgs,
): Promise<{ items: JobErrorResponse[]; total: number }> {
  const job = await ownedJob(ctx, args.jobId);
  const [errors, total] = await ctx.em.findAndCount(
    PayrollJobError,
    { job },
    {
      orderBy: { rowNumber: 'asc', createdAt: 'asc', id: 'asc' },
      limit: args.pageSize,
      offset: args.pageNum * args.pageSize,
    },
  );
  return {
    items: errors.map((e) => ({
      id: e.id,
      jobId: job.id,
      errorMessage: e.errorMessage,
      errorType: e.errorType,
      rowNumber: e.rowNumber ?? null,
      column: e.column ?? null,
      createdDate: e.createdAt.toISOString(),
    })),
    total,
  };
}

/** Deletes the caller's finished jobs (Completed, CompletedWithErrors, Failed); queued and running ones stay. */
export async function deleteCompletedJobs(ctx: RequestContext): Promise<number> {
  return ctx.em.nativeDelete(PayrollJob, { owner: payrollUserId(ctx), status: { $in: FINISHED_STATUSES } });
}

/** The file of a successfully completed report job; any other job: 400 saying why. */
export async function jobDocument(ctx: RequestContext, id: string): Promise<JobDocument> {
  const job = await ownedJob(ctx, id);
  if (job.type !== JobType.Report || job.status !== JobStatus.Completed) {
    throw ValidationError.field(
      'jobId',
      `Only a completed Report job has a document; this job is a ${job.type} job with status ${job.status}`,
    );
  }
  const file = await ctx.em.findOne(PayrollJobFile, { job, role: 'output' });
  if (!file || !job.resultFileName) throw new NotFoundError('Document');
  return {
    fileName: job.resultFileName,
    contentType: job.resultContentType ?? 'application/octet-stream',
    contentBase64: file.content.toString('base64'),
  };
}

/** Reads a job's input back one part at a time. */
async function* readInput(root: EntityManager, jobId: string): AsyncIterable<Buffer> {
  const connection = root.getConnection();
  for (let seq = 0; ; seq++) {
    const rows = await connection.execute<{ content: Buffer }[]>(
      `select content from payroll_job_file where job_id = ? and role = 'input' and seq = ?`,
      [jobId, seq],
    );
    if (rows.length === 0) return;
    yield rows[0].content;
  }
}

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

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
  const job = await em.findOneOrFail(PayrollJob, jobId, { populate: ['employer'] });
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
      return;
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
  await done
    .transactional(async (tx) => {
      const now = new Date();
      if (outcome.document) {
        tx.create(PayrollJobFile, { job: job.id, role: 'output', content: outcome.document.content });
      }
      const hasErrors = !failure && (await tx.count(PayrollJobError, { job: job.id })) > 0;
      const finished = await tx.nativeUpdate(PayrollJob, mine, {
        status: failure ? JobStatus.Failed : hasErrors ? JobStatus.CompletedWithErrors : JobStatus.Completed,
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
    })
    .catch((error: unknown) => {
      if (!(error instanceof JobInterrupted)) throw error;
      services.logger.info({ jobId }, 'job given back before its result was stored');
    });
}

const interruptedTooOften = (attempts: number) =>
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
         else jsonb_build_array('The job was interrupted ' || attempts || ' times (its server stopped) and was not run again') end,
       heartbeat_at = null, worker_id = null, updated_at = now()
     where status = 'Executing' and worker_id = ? returning id, status`,
    [MAX_ATTEMPTS, MAX_ATTEMPTS, services.queue.instanceId],
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
    status: errorCount > 0 ? JobStatus.CompletedWithErrors : JobStatus.Completed,
    updatedAt: now,
    executionTime: seconds(started, now),
    metadata: outcome.metadata ?? null,
    resultFileName: outcome.document?.fileName ?? null,
    resultContentType: outcome.document?.contentType ?? null,
  });
  await ctx.em.flush();
  return job;
}
