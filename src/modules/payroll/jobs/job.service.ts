import type { Loaded } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Services } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { Employer } from '../employers/employer.entity';
import { isUuid } from '../../../shared/ids';
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
import { readJob, readJobPage } from './job.read';
import type { JobDocument, JobErrorArgs, JobListArgs } from './job.types';
import {
  isCompletedReport,
  jobErrorView,
  jobView,
  storedJobRow,
  type PayrollJobErrorView,
  type PayrollJobView,
} from './job.view';

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
export async function enqueueJob(ctx: RequestContext, employer: Employer, spec: NewJob): Promise<PayrollJobView> {
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
  return jobView(ctx, storedJobRow(job, employer.name));
}

async function ownedJob(ctx: RequestContext, id: string): Promise<Loaded<PayrollJob, 'employer'>> {
  const job = isUuid(id) ? await readJob(ctx, payrollUserId(ctx), id) : null;
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
): Promise<{ items: PayrollJobView[]; total: number }> {
  if (args.employerId && !isUuid(args.employerId)) throw new NotFoundError('Employer');
  const page = await readJobPage(
    ctx,
    payrollUserId(ctx),
    { employerId: args.employerId || undefined, jobType: args.jobType ?? undefined },
    { limit: args.pageSize, offset: args.pageNum * args.pageSize },
  );
  if (!page.owned) throw new NotFoundError('Employer');
  return { items: page.items, total: page.total };
}

export async function getJob(ctx: RequestContext, id: string): Promise<PayrollJobView> {
  const job = await ownedJob(ctx, id);
  return jobView(ctx, storedJobRow(job, job.employer.$.name));
}

export async function listJobErrors(
  ctx: RequestContext,
  args: JobErrorArgs,
): Promise<{ items: PayrollJobErrorView[]; total: number }> {
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
  return { items: errors.map((error) => jobErrorView(error, job.id)), total };
}

/** Deletes the caller's finished jobs (Completed, CompletedWithErrors, Failed); queued and running ones stay. */
export async function deleteCompletedJobs(ctx: RequestContext): Promise<number> {
  return ctx.em.nativeDelete(PayrollJob, { owner: payrollUserId(ctx), status: { $in: FINISHED_STATUSES } });
}

/** The file of a successfully completed report job; any other job: 400 saying why. */
export async function jobDocument(ctx: RequestContext, id: string): Promise<JobDocument> {
  const job = await ownedJob(ctx, id);
  if (!isCompletedReport(job)) {
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
