import { listCountSql } from '../../../db/list-count';
import { readPage, type ItemRow } from '../../../db/reader';
import type { RequestContext } from '../../../graphql/context';
import type { Employee } from './employer.entity';

/**
 * The lean read path of an employer's employee list (the REST list of items): one prepared
 * statement of the reader (db/reader.ts) answers a page with its total and whether the employer
 * is the caller's, as plain rows (no entity hydration or identity map). The GraphQL list of whole
 * employees, with their roles, pensions and leave, keeps using the entities.
 */

/** The fields of an employee that its list item shows. */
export type EmployeeSummary = Pick<Employee, 'id' | 'firstName' | 'lastName' | 'payrollCode' | 'status'>;

interface Row {
  owned: boolean;
  total: number;
  /** The employee's columns: all null when the page has no employee. */
  id: string | null;
  first_name: string | null;
  last_name: string | null;
  payroll_code: string;
  status: string;
}

/**
 * A head row (whether the employer is the owner's, and the total its employee writes keep)
 * left-joined to the page, so that an empty page still answers both. The page is read only for
 * an employer of the owner, on the (employer, payroll code) index.
 */
const PAGE = `select "h".*, "p".*
  from (select exists (select 1 from "payroll_employer" where "id" = ? and "owner_id" = ?) as "owned",
               ${listCountSql('payroll_employees')} as "total") as "h"
  left join lateral (select "e"."id", "e"."first_name", "e"."last_name", "e"."payroll_code", "e"."status"
                       from "payroll_employee" as "e"
                      where "e"."employer_id" = ? and "h"."owned"
                      order by "e"."payroll_code", "e"."id" limit ? offset ?) as "p" on true
  order by "p"."payroll_code", "p"."id"`;

/**
 * One page of the employees of `owner`'s employer `employerId` (a uuid), by payroll code, and
 * their total: one prepared statement. `owned` is false when the employer is not the owner's (the
 * page is then empty).
 */
export async function readEmployeePage(
  ctx: RequestContext,
  owner: string,
  employerId: string,
  page: { limit: number; offset: number },
): Promise<{ items: EmployeeSummary[]; total: number; owned: boolean }> {
  const { items, head } = await readPage(
    ctx,
    { sql: PAGE, params: [employerId, owner, employerId, employerId, page.limit, page.offset], prepared: true },
    summaryOf,
    { emptyWhen: 'id' },
  );
  return { items, total: head!.total, owned: head!.owned };
}

/** An employee's list item. */
const summaryOf = (row: ItemRow<Row, 'id'>): EmployeeSummary => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  payrollCode: row.payroll_code,
  status: row.status,
});
