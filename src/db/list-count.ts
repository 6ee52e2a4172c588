import { Entity, PrimaryKey, PrimaryKeyProp, Property, type Opt } from '@mikro-orm/core';
import type { ReadScope } from './read-scope';
import { readPage, type Statement } from './reader';

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

/**
 * A page of `list` with the list's total, in one statement: a head row holding the total
 * (`list_total`) left-joined to the page, so that an empty page still says it. `page` is the page's
 * statement without limit or offset, ending in its `order by` on the columns of its alias `alias`
 * (`?` placeholders, `params` its values); `scopeId` is the list's owner. A page past the last is
 * the last: the offset is clamped in the statement to the last page's, as the lists read it
 * (`pageWindow` in the accounting wire), so the page needs no count of its own before it.
 */
function withListTotal(
  list: CountedList,
  scopeId: string,
  page: { sql: string; params: readonly unknown[]; alias: string },
  window: { limit: number; offset: number },
): { sql: string; params: unknown[] } {
  return {
    sql: totalledText(list, page.sql, page.alias),
    params: [scopeId, ...page.params, window.limit, window.offset, window.limit, window.limit],
  };
}

/** The texts of {@link withListTotal} by list, alias and page text: a bounded set, built once each. */
const totalledTexts = new Map<string, string>();

function totalledText(list: CountedList, page: string, alias: string): string {
  const key = `${list} ${alias} ${page}`;
  let text = totalledTexts.get(key);
  if (text === undefined) {
    const at = page.lastIndexOf(' order by ');
    if (at < 0) throw new Error(`a page of ${list} with its total must be ordered`);
    // The lateral page carries the alias its order names, so the same order applies outside it.
    text = `select "h"."list_total", "${alias}".* from (select ${listCountSql(list)} as "list_total") as "h"
      left join lateral (${page} limit ?
        offset least(?::bigint, greatest(0, ("h"."list_total" - 1) / ? * ?))) as "${alias}" on true${page.slice(at)}`;
    totalledTexts.set(key, text);
  }
  return text;
}

/**
 * A page of `list` with the list's total, read by its {@link withListTotal} statement (prepared:
 * `page`'s text must carry no filter value, only the owner's) through the reader, each row of
 * the page made an item by `item`. The page's rows have an `id` (null on the head's row alone, an
 * empty page's); each also carries the total's column, `list_total`, which the item leaves out.
 */
export async function readTotalledPage<R extends { id: unknown }, V>(
  ctx: ReadScope,
  list: CountedList,
  scopeId: string,
  page: Statement & { alias: string },
  window: { limit: number; offset: number },
  item: (row: R) => V,
): Promise<{ items: V[]; total: number }> {
  const statement = withListTotal(list, scopeId, page, window);
  const { items, head } = await readPage<R & { list_total?: number | string }, V, 'id'>(
    ctx,
    { ...statement, prepared: true },
    item,
    { emptyWhen: 'id' },
  );
  return { items, total: Number(head?.list_total ?? 0) };
}

/** The total of `list` for its owner `scopeId` (0 while it has never had a row): one prepared point read. */
export async function listCount(ctx: ReadScope, list: CountedList, scopeId: string): Promise<number> {
  const [row] = await ctx.services.reads.rows<{ count: number }>(ctx.em, READ, [list, scopeId], { prepared: true });
  return row?.count ?? 0;
}
