import { timestamp } from '../../../db/columns';
import type { RequestContext } from '../../../graphql/context';
import { payrollLink } from '../shared/links';
import { JobStatus, JobType, type PayrollJob, type PayrollJobError } from './job.entity';

/**
 * A job as every answer shows it (GraphQL's `JobResponse`, the REST API's job): each field's
 * value comes from this file. A page's rows, a point read and the job a mutation has just queued
 * are all made by {@link jobView}, from the job's stored columns ({@link JobRow}); field resolvers
 * only choose how a date is written.
 */
export interface PayrollJobView {
  id: string;
  employerId: string;
  employerName: string | null;
  type: JobType;
  name: string | null;
  outputFormat: string | null;
  /** The stored status, as it is: `job.runner.ts` moves it Queued -> Executing -> a finished state. */
  status: JobStatus;
  /** An ISO timestamp; its field writes it in the asked {@link DateFormName}. */
  executionStartTime: string | null;
  timeInQueue: number | null;
  executionTime: number | null;
  result: JobResultView;
  /** An ISO timestamp; its field writes it in the asked {@link DateFormName}. */
  createdDate: string;
  /** An ISO timestamp; its field writes it in the asked {@link DateFormName}. */
  updatedDate: string | null;
  requestedByName: string | null;
}

/** What a job did: its document, its counts and why it failed. */
export interface JobResultView {
  file: JobFileView;
  metadata: Record<string, unknown> | null;
  errors: string[] | null;
}

/** The document of a completed report job ({@link hasDocument}); both null for any other job. */
export interface JobFileView {
  fileName: string | null;
  uri: string | null;
}

/**
 * The stored columns of a job an answer is made of, with its employer's name, as the page
 * statement reads them (`job.read.ts`; timestamps as text) or {@link storedJobRow} writes a job
 * entity's.
 */
export interface JobRow {
  id: string;
  employer_id: string;
  employer_name: string | null;
  type: JobType;
  name: string | null;
  output_format: string | null;
  status: JobStatus;
  execution_start_time: Date | string | null;
  time_in_queue: number | null;
  execution_time: number | null;
  metadata: Record<string, unknown> | null;
  result_errors: string[] | null;
  result_file_name: string | null;
  created_at: Date | string;
  updated_at: Date | string | null;
  requested_by_name: string | null;
}

/** Only a report job that completed (without errors) has a document to download. */
export function isCompletedReport(job: { type: JobType; status: JobStatus }): boolean {
  return job.type === JobType.Report && job.status === JobStatus.Completed;
}

/** Whether a job's answer names its document: a completed report job whose document was stored. */
export function hasDocument(row: Pick<JobRow, 'type' | 'status' | 'result_file_name'>): boolean {
  return isCompletedReport(row) && !!row.result_file_name;
}

function instant(value: Date | string): string;
function instant(value: Date | string | null): string | null;
function instant(value: Date | string | null): string | null {
  return value === null ? null : timestamp(value).toISOString();
}

/** A job's answer: one object per job, the same for a page's row, a point read and a mutation's result. */
export function jobView(ctx: Pick<RequestContext, 'publicUrl'>, row: JobRow): PayrollJobView {
  const document = hasDocument(row);
  return {
    id: row.id,
    employerId: row.employer_id,
    employerName: row.employer_name,
    type: row.type,
    name: row.name,
    outputFormat: row.output_format,
    status: row.status,
    executionStartTime: instant(row.execution_start_time),
    timeInQueue: row.time_in_queue,
    executionTime: row.execution_time,
    result: {
      file: {
        fileName: document ? row.result_file_name : null,
        uri: document ? payrollLink(ctx, `/jobs/${row.id}/document`) : null,
      },
      metadata: row.metadata,
      errors: row.result_errors,
    },
    createdDate: instant(row.created_at),
    updatedDate: instant(row.updated_at),
    requestedByName: row.requested_by_name,
  };
}

/** The row of a job entity the ORM read or has just stored, with its employer's name: what {@link jobView} takes. */
export function storedJobRow(job: PayrollJob, employerName: string | null): JobRow {
  return {
    id: job.id,
    employer_id: job.employer.id,
    employer_name: employerName,
    type: job.type,
    name: job.name ?? null,
    output_format: job.outputFormat ?? null,
    status: job.status,
    execution_start_time: job.executionStartTime ?? null,
    time_in_queue: job.timeInQueue ?? null,
    execution_time: job.executionTime ?? null,
    metadata: job.metadata ?? null,
    result_errors: job.resultErrors ?? null,
    result_file_name: job.resultFileName ?? null,
    created_at: job.createdAt,
    updated_at: job.updatedAt ?? null,
    requested_by_name: job.requestedByName ?? null,
  };
}

/** A job error as its answer shows it (GraphQL's `JobErrorResponse`). */
export interface PayrollJobErrorView {
  id: string;
  jobId: string;
  errorMessage: string;
  errorType: string;
  rowNumber: number | null;
  column: string | null;
  /** An ISO timestamp; its field writes it in the asked {@link DateFormName}. */
  createdDate: string;
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

/** A job error's answer. */
export function jobErrorView(error: PayrollJobError, jobId: string): PayrollJobErrorView {
  return {
    id: error.id,
    jobId,
    errorMessage: locatedMessage(error),
    errorType: error.errorType,
    rowNumber: error.rowNumber ?? null,
    column: error.column ?? null,
    createdDate: error.createdAt.toISOString(),
  };
}

/** How a date field writes its instant (the values of the `DateForm` enum). */
export type DateFormName = 'Instant' | 'Day';

/** An instant as its field's `form` asks: the ISO timestamp, or its day `YYYY-MM-DD` (UTC). */
export function dateIn(value: string, form: DateFormName): string;
export function dateIn(value: string | null, form: DateFormName): string | null;
export function dateIn(value: string | null, form: DateFormName): string | null {
  return value === null || form === 'Instant' ? value : value.slice(0, 10);
}
