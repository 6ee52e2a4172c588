import { optionalTimestamp, timestamp } from '../../../db/columns';
import { listCountSql } from '../../../db/list-count';
import type { RequestContext } from '../../../graphql/context';
import type { JobStatus, JobType, PayrollJob } from './job.entity';

/**
 * The lean read path of a user's job list: one SQL statement answers a page with its jobs'
 * employer names and its total, as plain rows (no entity hydration or identity map: a read does
 * not need the unit of work). The single job and the writes keep using the entities.
 */

/** The fields of a job that its answer shows (an entity has them all). */
export type JobFields = Pick<
  PayrollJob,
  | 'id'
  | 'type'
  | 'name'
  | 'outputFormat'
  | 'status'
  | 'executionStartTime'
  | 'timeInQueue'
  | 'executionTime'
  | 'metadata'
  | 'resultErrors'
  | 'resultFileName'
  | 'createdAt'
  | 'updatedAt'
  | 'requestedByName'
>;

/** A job of a page, with its employer's id and name. */
export interface ListedJob extends JobFields {
  employerId: string;
  employerName: string;
}

/** Which filters a page has: each adds a condition (and so a text of the statement). */
export interface JobFilters {
  /** An employer's jobs only: one of the caller's employers (else the page says `owned: false`). */
  employerId?: string;
  jobType?: JobType;
}

interface Row {
  owned: boolean;
  total: string | number;
  /** The job's columns: all null when the page has no job (the row then only carries the above). */
  id: string | null;
  employer_id: string;
  employer_name: string;
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

/** The job columns an answer shows, with its employer's name. */
const JOB_COLUMNS = `"j"."id", "j"."employer_id", "e"."name" as "employer_name", "j"."type", "j"."name",
  "j"."output_format", "j"."status", "j"."execution_start_time", "j"."time_in_queue", "j"."execution_time",
  "j"."metadata", "j"."result_errors", "j"."result_file_name", "j"."created_at", "j"."updated_at",
  "j"."requested_by_name"`;

/**
 * The statement of a page of `owner`'s jobs with these filters (four texts in all), and its
 * parameters. One row always comes back, so that an empty page still says its total and whether
 * the employer is the caller's: a head row (`owned`, `total`) left-joined to the page. The page
 * walks the (owner, created_at) index; a filtered employer's jobs are read only when it is the
 * owner's. Unfiltered, the total is the count the job writes keep; filtered, the matches are counted.
 */
function pageStatement(owner: string, filters: JobFilters, limit: number, offset: number) {
  const where = ['"j"."owner" = ?'];
  const params: unknown[] = [owner];
  if (filters.employerId !== undefined) {
    where.push('"j"."employer_id" = ?');
    params.push(filters.employerId);
  }
  if (filters.jobType !== undefined) {
    where.push('"j"."type" = ?');
    params.push(filters.jobType);
  }
  const plain = where.length === 1;
  const head = [
    plain
      ? `${listCountSql('payroll_jobs')} as "total"`
      : `(select count(*) from "payroll_job" as "j" where ${where.join(' and ')}) as "total"`,
    filters.employerId === undefined
      ? 'true as "owned"'
      : 'exists (select 1 from "payroll_employer" where "id" = ? and "owner_id" = ?) as "owned"',
  ];
  const headParams = [
    ...(plain ? [owner] : params),
    ...(filters.employerId === undefined ? [] : [filters.employerId, owner]),
  ];
  const sql = `select "h".*, "p".* from (select ${head.join(', ')}) as "h"
    left join lateral (select ${JOB_COLUMNS}
        from "payroll_job" as "j" join "payroll_employer" as "e" on "e"."id" = "j"."employer_id"
       where ${where.join(' and ')}${filters.employerId === undefined ? '' : ' and "h"."owned"'}
       order by "j"."created_at" desc, "j"."id" desc limit ? offset ?) as "p" on true
    order by "p"."created_at" desc, "p"."id" desc`;
  return { sql, params: [...headParams, ...params, limit, offset], plain };
}

function toJob(row: Row & { id: string }): ListedJob {
  return {
    id: row.id,
    employerId: row.employer_id,
    employerName: row.employer_name,
    type: row.type,
    name: row.name,
    outputFormat: row.output_format,
    status: row.status,
    executionStartTime: optionalTimestamp(row.execution_start_time),
    timeInQueue: row.time_in_queue,
    executionTime: row.execution_time,
    metadata: row.metadata,
    resultErrors: row.result_errors,
    resultFileName: row.result_file_name,
    createdAt: timestamp(row.created_at),
    updatedAt: optionalTimestamp(row.updated_at),
    requestedByName: row.requested_by_name,
  };
}

/**
 * One page of `owner`'s jobs, newest first, and their total: one statement. An unfiltered page is
 * a prepared statement (planned once per connection; its plan, on the owner's index, serves every
 * owner and page); a filtered one is planned for its values. `owned` is false when
 * `filters.employerId` is not one of the owner's employers (the page is then empty).
 */
export async function readJobPage(
  ctx: RequestContext,
  owner: string,
  filters: JobFilters,
  page: { limit: number; offset: number },
): Promise<{ items: ListedJob[]; total: number; owned: boolean }> {
  const { sql, params, plain } = pageStatement(owner, filters, page.limit, page.offset);
  const rows = await ctx.services.reads.rows<Row>(ctx.em, sql, params, { prepared: plain });
  const [head] = rows;
  const items = rows.filter((row): row is Row & { id: string } => row.id !== null).map(toJob);
  return { items, total: Number(head.total), owned: head.owned };
}
