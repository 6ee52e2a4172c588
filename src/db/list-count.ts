import { Entity, PrimaryKey, PrimaryKeyProp, Property, type Opt } from '@mikro-orm/core';
import type { RequestContext } from '../graphql/context';

/** The lists whose unfiltered total is kept (see Migration20261127060000_list_counts, which holds their triggers). */
export type CountedList =
  'purchase_credit_notes' | 'attachments' | 'service_rate_types' | 'payroll_jobs' | 'payroll_employees';

/**
 * The exact total of one unfiltered list of one owner (a business, a user, an employer): kept by
 * triggers in the transaction of every write to the list's table, so exact at every commit, and
 * read in O(1) where counting the rows grew with them. Never written by the application.
 */
@Entity({ tableName: 'list_count' })
export class ListCount {
  [PrimaryKeyProp]?: ['list', 'scopeId'];

  @PrimaryKey({ length: 40 })
  list!: string;

  @PrimaryKey({ type: 'uuid' })
  scopeId!: string;

  @Property({ type: 'integer', default: 0 })
  count: number & Opt = 0;
}

const READ = 'select "count" from "list_count" where "list" = ? and "scope_id" = ?';

/**
 * The total of `list` as an SQL expression inside a larger statement (0 while it has never had a
 * row), its owner's id the one parameter.
 */
export const listCountSql = (list: CountedList) =>
  `coalesce((select "count" from "list_count" where "list" = '${list}' and "scope_id" = ?), 0)`;

/** The total of `list` for its owner `scopeId` (0 while it has never had a row): one prepared point read. */
export async function listCount(
  ctx: Pick<RequestContext, 'services' | 'em'>,
  list: CountedList,
  scopeId: string,
): Promise<number> {
  const [row] = await ctx.services.reads.rows<{ count: number }>(ctx.em, READ, [list, scopeId], { prepared: true });
  return row?.count ?? 0;
}
