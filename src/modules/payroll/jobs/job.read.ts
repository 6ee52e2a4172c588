import type { Loaded } from '@mikro-orm/core';
import { listCountSql } from '../../../db/list-count';
import { readPage, type ItemRow } from '../../../db/reader';
import type { RequestContext } from '../../../graphql/context';
import { PayrollJob, type JobType } from './job.entity';
import { jobView, type JobRow, type PayrollJobView } from './job.view';

/**
 * The reads of a user's jobs. A page is one SQL statement of the reader (db/reader.ts), answering its
 * jobs with their employer names and its total as plain rows (no entity hydration or identity
 * map: a read does not need the unit of work), each made into its answer by `jobView`. A single
 * job is read as an entity, which its errors, its document and the writes go on from.
 */

/** Which filters a page has: each adds a condition (and so a text of the statement). */
export interface JobFilters {
  /** An employer's jobs only: one of the caller's employers (else the page says `owned: false`). */
  employerId?: string;
  jobType?: JobType;
}

/** The page's one row per job: the head (`owned`, `total`) and the job's columns. */
interface Row extends Omit<JobRow, 'id'> {
  owned: boolean;
  total: string | number;
  /** Null when the page has no job: all the job's columns are, the row then only carries the above. */
  id: string | null;
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
): Promise<{ items: PayrollJobView[]; total: number; owned: boolean }> {
  const { sql, params, plain } = pageStatement(owner, filters, page.limit, page.offset);
  const { items, head } = await readPage(
    ctx,
    { sql, params, prepared: plain },
    (row: ItemRow<Row, 'id'>) => jobView(ctx, row),
    { emptyWhen: 'id' },
  );
  return { items, total: Number(head!.total), owned: head!.owned };
}

/** One of `owner`'s jobs, with its employer; null when there is none by that id (a uuid). */
export function readJob(
  ctx: RequestContext,
  owner: string,
  id: string,
): Promise<Loaded<PayrollJob, 'employer'> | null> {
  return ctx.em.findOne(PayrollJob, { id, owner }, { populate: ['employer'] });
}
