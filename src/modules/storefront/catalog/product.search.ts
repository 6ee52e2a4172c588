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
 * The deepest page end (offset + limit) that a search with more matches than its count walks its
 * sort index for. The count goes one past offset + 1,000, so such a search matches more than one
 * product in (offset + 1,000) / store's size, and a walk to a page end within this depth reads at
 * most a tenth of the store (a fiftieth for page 1 of 20) even when the matches are that few; a
 * deeper page is planned on the whole condition, as any list.
 */
export const WALK_DEPTH = 100;

/**
 * A page of a searched list with its total, as SQL (the page's product rows with `total` and
 * `by_row`, on the list's alias `p0`, unordered: the caller orders them) and its parameters.
 *
 * The matches are counted first (up to `cap + 1`, `cap` being the count past which the total is a
 * lower bound), keeping each one's id and sort value ("m"). That count then decides the page's
 * plan, and only the chosen branch runs (each sits under a one-time filter on the count):
 * - at most `cap` matches: "m" holds them all; they are sorted in memory and the page's rows read
 *   by id. The search index is read once, by the count.
 * - more: the page walks the sort index of the list and tests each product's text in turn,
 *   stopping at the page's last match (with a match in every hundred products, page 1 of 20 reads
 *   about 2,000 products, where sorting the matches would read them all). The walk is a subquery
 *   that the match cannot be pushed into (`offset 0`), so no plan can answer it on the search
 *   index, and it is planned for the first rows its page needs, which the sort index gives without
 *   a sort. Past {@link WALK_DEPTH} the page is planned on the whole condition instead.
 */
export function searchPage(
  search: SearchWhere,
  sortColumn: string,
  order: string,
  cap: number,
  limit: number,
  offset: number,
): Condition {
  const { all, match, others } = search;
  const counted = '(select "n" from "n")';
  const many =
    offset + limit <= WALK_DEPTH
      ? {
          sql: `select * from (select "p0".* from "product" as "p0" where ${others.sql} ${order} offset 0) as "p0"
                 where ${match.sql} and ${counted} > ? limit ? offset ?`,
          params: [...others.params, ...match.params, cap, limit, offset],
        }
      : {
          sql: `select "p0".* from "product" as "p0" where ${all.sql} and ${counted} > ? ${order} limit ? offset ?`,
          params: [...all.params, cap, limit, offset],
        };
  return {
    sql: `with "m" as materialized (select "p0"."id", ${sortColumn} from "product" as "p0" where ${all.sql} limit ?),
          "n" as (select count(*) as "n" from "m")
          select "p0".*, ${counted} as total, false as by_row from (
            (select "p0".* from (select "p0"."id" from "m" as "p0" where ${counted} <= ? ${order} limit ? offset ?) as "k"
               join "product" as "p0" on "p0"."id" = "k"."id")
            union all
            (${many.sql})
          ) as "p0"`,
    params: [...all.params, cap + 1, cap, limit, offset, ...many.params],
  };
}
