import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Services } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { Employer } from '../employers/employer.entity';
import { isUuid } from '../../../shared/ids';
import { payrollLink } from '../shared/links';
import { payrollUserId } from '../employers/employer.service';
import {
  FINISHED_STATUSES,
  JobStatus,
  JobType,
  PayrollJob,
  PayrollJobError,
  PayrollJobFile,
  type JobCheckpoint,
} from './job.entity';
import { storeInput } from './job.files';
import { readJobPage, type JobFields } from './job.read';
import type { JobDocument, JobErrorArgs, JobErrorResponse, JobListArgs, JobResponse } from './job.types';

/** The pg-boss queue that carries "run job X" messages. */
export const JOB_QUEUE = 'payroll-jobs';

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

export const EXECUTORS = new Map<string, JobExecutor>();

/** Registers what runs jobs of `kind` (each job domain registers its own). */
export function registerJobKind(kind: string, executor: JobExecutor): void {
  EXECUTORS.set(kind, executor);
}

const iso = (date?: Date | null) => (date ? date.toISOString() : null);

/** A job's answer: its fields, and its employer's id and name. */
export function jobResponse(
  ctx: RequestContext,
  job: JobFields,
  employerId: string,
  employerName: string | null,
): JobResponse {
  const hasDocument = job.type === JobType.Report && job.status === JobStatus.Completed && job.resultFileName;
  return {
    id: job.id,
    employerId,
    employerName,
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
        uri: hasDocument ? payrollLink(ctx, `/jobs/${job.id}/document`) : null,
      },
      metadata: job.metadata ?? null,
      errors: job.resultErrors ?? null,
    },
    createdDate: job.createdAt.toISOString(),
    updatedDate: iso(job.updatedAt),
    requestedByName: job.requestedByName ?? null,
  };
}

export function toJobResponse(ctx: RequestContext, job: PayrollJob, employerName?: string | null): JobResponse {
  const name = employerName ?? (job.employer.isInitialized() ? job.employer.getEntity().name : null);
  return jobResponse(ctx, job, job.employer.id, name);
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

/** Who asked, as the job shows it. */
export async function requesterName(ctx: RequestContext): Promise<string | null> {
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
  return toJobResponse(ctx, job, employer.name);
}

async function ownedJob(ctx: RequestContext, id: string): Promise<PayrollJob> {
  const job = isUuid(id)
    ? await ctx.em.findOne(PayrollJob, { id, owner: payrollUserId(ctx) }, { populate: ['employer'] })
    : null;
  if (!job) throw new NotFoundError('Job');
  return job;
}

/**
 * One page of the caller's jobs (of one of their employers, of one type, when asked), newest
 * first, and their total; an employer not theirs is "Employer not found".
 */
export async function listJobs(
  ctx: RequestContext,
  args: JobListArgs,
): Promise<{ items: JobResponse[]; total: number }> {
  if (args.employerId && !isUuid(args.employerId)) throw new NotFoundError('Employer');
  const page = await readJobPage(
    ctx,
    payrollUserId(ctx),
    { employerId: args.employerId || undefined, jobType: args.jobType ?? undefined },
    { limit: args.pageSize, offset: args.pageNum * args.pageSize },
  );
  if (!page.owned) throw new NotFoundError('Employer');
  return { items: page.items.map((job) => jobResponse(ctx, job, job.employerId, job.employerName)), total: page.total };
}

export async function getJob(ctx: RequestContext, id: string): Promise<JobResponse> {
  return toJobResponse(ctx, await ownedJob(ctx, id));
}

/**
 * An error's message with where it is: `Row 4, Date of Birth: …`, `Row 1, column Payroll Code: …`
 * (the REST answer has no other place for the row and column; GraphQL also has them as fields).
 */
export function locatedMessage(error: Pick<PayrollJobError, 'rowNumber' | 'column' | 'errorMessage'>): string {
  let text = error.errorMessage;
  if (error.column && !text.startsWith(`${error.column}:`)) text = `column ${error.column}: ${text}`;
  if (error.rowNumber != null && !text.startsWith(`Row ${error.rowNumber} `)) text = `Row ${error.rowNumber}, ${text}`;
  return text;
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
      errorMessage: locatedMessage(e),
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
