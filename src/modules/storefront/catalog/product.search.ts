/** A condition of a list's WHERE clause and its parameters (knex `?` placeholders). */
export interface Condition {
  sql: string;
  params: unknown[];
}

/** A searched list's WHERE clause: all of it, the search's match, and the other conditions. */
export interface SearchWhere {
  all: Condition;
  match: Condition;
  others: Condition;
}

/**
 * The deepest page end (offset + limit) a search with more matches than its count reaches walks
 * its sort index for: the walk reads about (offset + limit) / matches of the store's products, and
 * those matches number more than offset + 1,000, so it reads under a tenth of the store even when
 * they are few; a deeper page reads all the matches instead.
 */
export const WALK_DEPTH = 100;

/**
 * A page of a searched list with its total, as SQL (the page's rows with `total` and `by_row`,
 * the list's alias `p0`, unordered: the caller orders them) and its parameters. Two plans, each
 * cheap where the other is not, chosen per request by the count of matches that the total needs
 * anyway (`cap`, one past which the total is a lower bound):
 * - up to `cap` matches: they are all read once, on the search's trigram index (stopping one past
 *   `cap`), counted, and sorted for the page;
 * - more: the page walks the list's sort index, matching each product in turn, and stops at the
 *   page's last match: with a match in every hundred products, a page of 20 reads 2,000 of them
 *   where the first plan would read and sort all the matches of the store. Past {@link WALK_DEPTH}
 *   the page is planned on the full condition as any list is.
 * Only one of the two runs: each is gated by the count, which PostgreSQL evaluates once before
 * either starts. The walk's sort-index scan sits in a subquery the match cannot be pushed into
 * (`offset 0`), which is what keeps the planner from answering it on the trigram index as well.
 */
export function searchPage(search: SearchWhere, order: string, cap: number, limit: number, offset: number): Condition {
  const { all, match, others } = search;
  const many =
    offset + limit <= WALK_DEPTH
      ? {
          sql: `select * from (select "p0".* from "product" as "p0" where ${others.sql} ${order} offset 0) as "p0"
                 where ${match.sql} and (select "n" from "n") > ? limit ? offset ?`,
          params: [...others.params, ...match.params, cap, limit, offset],
        }
      : {
          sql: `select "p0".* from "product" as "p0" where ${all.sql} and (select "n" from "n") > ? ${order} limit ? offset ?`,
          params: [...all.params, cap, limit, offset],
        };
  return {
    sql: `with "m" as materialized (select "p0".* from "product" as "p0" where ${all.sql} limit ?),
              "n" as (select count(*) as "n" from "m")
          select "p0".*, (select "n" from "n") as total, false as by_row from (
            (select * from "m" as "p0" where (select "n" from "n") <= ? ${order} limit ? offset ?)
            union all
            (${many.sql})
          ) as "p0"`,
    params: [...all.params, cap + 1, cap, limit, offset, ...many.params],
  };
}
