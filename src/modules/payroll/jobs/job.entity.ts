import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { Employer } from '../employers/employer.entity';

export enum JobStatus {
  Queued = 'Queued',
  Executing = 'Executing',
  Completed = 'Completed',
  Failed = 'Failed',
  CompletedWithErrors = 'CompletedWithErrors',
}
registerEnumType(JobStatus, {
  name: 'JobStatus',
  description: 'Queued -> Executing -> a finished state.',
  valuesConfig: {
    Queued: { description: 'Waiting for a worker.' },
    Executing: { description: 'Being processed.' },
    Completed: { description: 'Finished without errors.' },
    Failed: { description: 'Stopped; nothing or only part was done (see the job’s errors).' },
    CompletedWithErrors: { description: 'Finished; some rows or items failed (see the job’s errors).' },
  },
});

export enum JobType {
  Report = 'Report',
  Import = 'Import',
  PayRun = 'PayRun',
}
registerEnumType(JobType, {
  name: 'JobType',
  description: 'What a payroll job does.',
  valuesConfig: {
    Report: { description: 'Produces a report document.' },
    Import: { description: 'Imports a file or a list of items.' },
    PayRun: { description: 'A pay run (declared by the reference; not started by this server).' },
  },
});

/** Size of the parts an uploaded file is stored in (the whole file is never held at once). */
export const FILE_PART_BYTES = 512 * 1024;

/** The states `DELETE /jobs/completed` removes. */
export const FINISHED_STATUSES = [JobStatus.Completed, JobStatus.CompletedWithErrors, JobStatus.Failed];

/**
 * How far an import that commits as it goes got: data rows up to `row` (1 = the first) are
 * written, their errors stored, and `counts` are the counts so far. A retry continues after it.
 */
export interface JobCheckpoint {
  row: number;
  counts: Record<string, number>;
}

/**
 * A background job of one employer. The row is ours (status, timings, result); pg-boss only
 * carries "run job X" messages, so a job's state never depends on the queue's retention.
 */
@Entity({ tableName: 'payroll_job' })
@Index({ properties: ['owner', 'createdAt'] })
@Index({ properties: ['status', 'heartbeatAt'] })
export class PayrollJob {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Employer, { ref: true, deleteRule: 'cascade' })
  employer!: Ref<Employer>;

  /** The user the job belongs to (the employer's owner). */
  @Property({ type: 'uuid' })
  owner!: string;

  @Enum({ items: () => JobType })
  type!: JobType;

  /** What runs it: `employeeImport`, `leaveImport`, `employeeReport`. */
  @Property({ length: 40 })
  kind!: string;

  @Property({ length: 255, nullable: true })
  name?: string | null;

  @Property({ length: 20, nullable: true })
  outputFormat?: string | null;

  @Enum({ items: () => JobStatus })
  status: JobStatus & Opt = JobStatus.Queued;

  /** The job's parameters (options of the import, the report's settings). */
  @Property({ type: 'json' })
  input: Record<string, unknown> & Opt = {};

  @Property({ length: 200, nullable: true })
  requestedByName?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  updatedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  executionStartTime?: Date | null;

  @Property({ type: 'integer', nullable: true })
  timeInQueue?: number | null;

  @Property({ type: 'integer', nullable: true })
  executionTime?: number | null;

  /** Executions started (a job interrupted by a dead process is retried once). */
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** Last sign of life of the process executing it. */
  @Property({ type: 'datetime', nullable: true })
  heartbeatAt?: Date | null;

  /** The queue instance executing it: on a graceful stop that instance gives its jobs back. */
  @Property({ length: 64, nullable: true })
  workerId?: string | null;

  /** What an interrupted execution already committed (see {@link JobCheckpoint}). */
  @Property({ type: 'json', nullable: true })
  checkpoint?: JobCheckpoint | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  resultErrors?: string[] | null;

  @Property({ length: 255, nullable: true })
  resultFileName?: string | null;

  @Property({ length: 100, nullable: true })
  resultContentType?: string | null;
}

/** One problem of a job: for imports, the row (1 = first data row) and column it is about. */
@Entity({ tableName: 'payroll_job_error' })
@Index({ properties: ['job', 'rowNumber'] })
export class PayrollJobError {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => PayrollJob, { ref: true, deleteRule: 'cascade' })
  job!: Ref<PayrollJob>;

  @Property({ type: 'integer', nullable: true })
  rowNumber?: number | null;

  @Property({ length: 100, nullable: true })
  column?: string | null;

  @Property({ type: 'text' })
  errorMessage!: string;

  @Property({ length: 40 })
  errorType!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

/**
 * A part of a job's file: the uploaded input (`input`, stored as it streams in, one part per
 * {@link FILE_PART_BYTES}) or the produced document (`output`, one part).
 */
@Entity({ tableName: 'payroll_job_file' })
export class PayrollJobFile {
  @ManyToOne(() => PayrollJob, { ref: true, deleteRule: 'cascade', primary: true })
  job!: Ref<PayrollJob>;

  @PrimaryKey({ length: 10 })
  role!: 'input' | 'output';

  @PrimaryKey({ type: 'integer' })
  seq: number & Opt = 0;

  @Property({ type: 'blob' })
  content!: Buffer;
}
