import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Services } from '../../../graphql/context';
import { DomainError, NotFoundError, ValidationError } from '../../../graphql/errors';
import { Employer } from '../employers/employer.entity';
import { isUuid, ownedEmployer, payrollUserId } from '../employers/employer.service';
import { FINISHED_STATUSES, JobStatus, JobType, PayrollJob, PayrollJobError, PayrollJobFile } from './job.entity';
import type { JobDocument, JobErrorArgs, JobErrorResponse, JobListArgs, JobResponse } from './job.types';

/** The pg-boss queue that carries "run job X" messages. */
export const JOB_QUEUE = 'payroll-jobs';

/** How many executions a job gets when the process running it dies. */
const MAX_ATTEMPTS = 2;

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
}

export interface JobOutcome {
  metadata?: Record<string, unknown>;
  document?: { fileName: string; contentType: string; content: Buffer };
}

/** A job that cannot run at all (a file without its required columns): it ends Failed with this reason. */
export class JobFailure extends Error {}

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

/**
 * Runs one queued job (the queue's handler). The row is claimed with a guarded update, so a
 * message delivered twice, or a job another instance already runs, is skipped.
 */
export async function runJob(services: Services, root: EntityManager, jobId: string): Promise<void> {
  const em = root.fork({ clear: true, useContext: false }) as EntityManager;
  const claimed = await em.getConnection().execute<{ id: string }[]>(
    `update payroll_job set status = 'Executing', attempts = attempts + 1, execution_start_time = now(),
       heartbeat_at = now(), updated_at = now(),
       time_in_queue = greatest(0, round(extract(epoch from now() - created_at)))::int
     where id = ? and status = 'Queued' returning id`,
    [jobId],
  );
  if (claimed.length === 0) return;
  const job = await em.findOneOrFail(PayrollJob, jobId, { populate: ['employer'] });
  const beat = Math.max(500, Math.min(10_000, (services.env.jobExpireSeconds * 1000) / 3));
  const heartbeat = setInterval(() => {
    void root
      .getConnection()
      .execute(`update payroll_job set heartbeat_at = now() where id = ?`, [jobId])
      .catch(() => undefined);
  }, beat);
  let errorCount = 0;
  const run: JobRun = {
    em,
    job,
    services,
    inputFile: () => readInput(root, job.id),
    async addErrors(errors) {
      if (errors.length === 0) return;
      errorCount += errors.length;
      await em.insertMany(
        PayrollJobError,
        errors.map((e) => ({
          id: crypto.randomUUID(),
          job: job.id,
          rowNumber: e.rowNumber ?? null,
          column: e.column ?? null,
          errorMessage: e.message.slice(0, 2000),
          errorType: e.type ?? 'Validation',
          createdAt: new Date(),
        })),
      );
    },
  };
  let status: JobStatus;
  let outcome: JobOutcome = {};
  let failure: string[] | null = null;
  try {
    const executor = EXECUTORS.get(job.kind);
    if (!executor) throw new JobFailure(`No executor for jobs of kind ${job.kind}`);
    outcome = await executor(run);
    status = errorCount > 0 ? JobStatus.CompletedWithErrors : JobStatus.Completed;
  } catch (error) {
    status = JobStatus.Failed;
    if (error instanceof JobFailure || error instanceof DomainError) failure = [error.message];
    else {
      services.logger.error({ err: error, jobId }, 'job failed');
      failure = ['The job failed because of an internal error'];
    }
  } finally {
    clearInterval(heartbeat);
  }
  const done = root.fork({ clear: true, useContext: false }) as EntityManager;
  await done.transactional(async (tx) => {
    const now = new Date();
    if (outcome.document) {
      tx.create(PayrollJobFile, { job: job.id, role: 'output', content: outcome.document.content });
    }
    await tx.nativeUpdate(
      PayrollJob,
      { id: job.id },
      {
        status,
        updatedAt: now,
        heartbeatAt: null,
        executionTime: seconds(job.executionStartTime ?? now, now),
        metadata: outcome.metadata ?? null,
        resultErrors: failure,
        resultFileName: outcome.document?.fileName ?? null,
        resultContentType: outcome.document?.contentType ?? null,
      },
    );
  });
}

/**
 * Jobs left Executing by a process that died (no heartbeat for `JOB_EXPIRE_SECONDS`): run again
 * from the start when they have an attempt left (their partial errors are dropped), else Failed
 * with the reason. Never left Executing.
 */
export async function recoverJobs(services: Services, root: EntityManager): Promise<void> {
  const em = root.fork({ clear: true, useContext: false }) as EntityManager;
  const stale = new Date(Date.now() - services.env.jobExpireSeconds * 1000);
  const orphans = await em.find(PayrollJob, {
    status: JobStatus.Executing,
    $or: [{ heartbeatAt: { $lt: stale } }, { heartbeatAt: null }],
  });
  for (const job of orphans) {
    if (job.attempts < MAX_ATTEMPTS) {
      await em.nativeDelete(PayrollJobError, { job });
      await em.nativeDelete(PayrollJobFile, { job, role: 'output' });
      const reset = await em.nativeUpdate(
        PayrollJob,
        { id: job.id, status: JobStatus.Executing },
        { status: JobStatus.Queued, heartbeatAt: null, updatedAt: new Date() },
      );
      if (reset) await services.queue.send(JOB_QUEUE, { jobId: job.id });
    } else {
      await em.nativeUpdate(
        PayrollJob,
        { id: job.id, status: JobStatus.Executing },
        {
          status: JobStatus.Failed,
          heartbeatAt: null,
          updatedAt: new Date(),
          resultErrors: [`The job was interrupted ${job.attempts} times (its server stopped) and was not run again`],
        },
      );
    }
  }
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
    inputFile: async function* inputFile() {
      if (spec.file) yield* Buffer.isBuffer(spec.file) ? [spec.file] : spec.file;
    },
    async addErrors(errors) {
      errorCount += errors.length;
      for (const e of errors) {
        ctx.em.create(PayrollJobError, {
          job,
          rowNumber: e.rowNumber ?? null,
          column: e.column ?? null,
          errorMessage: e.message,
          errorType: e.type ?? 'Validation',
        });
      }
      await ctx.em.flush();
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
