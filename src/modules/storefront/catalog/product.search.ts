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
 * sort index for; a deeper page is planned on the whole condition, as any list.
 */
export const WALK_DEPTH = 100;

/**
 * How many products the walk reads per row of its page's end before it gives up: 500, so a page of
 * 20 reads at most 10,000. Matches spread through the sort order (one in 500 products or more) are
 * found well within it; matches gathered at its far end (a word found only in products sorting
 * last) are not, and the page is then planned on the whole condition, as any list.
 */
export const WALK_READS = 500;

/**
 * A page of a searched list with its total, as SQL on the list's alias `p0` (unordered: the caller
 * orders them) and its parameters: the page's product rows, each with `total` and `by_row`; or,
 * when the statement cannot answer the page, one row whose columns are all null but `total`.
 *
 * The matches are counted first (up to `cap + 1`, `cap` being the count past which the total is a
 * lower bound), keeping each one's id and sort value ("m"). With at most `cap` matches, "m" holds
 * them all: they are sorted in memory and the page's rows read by id (under a one-time filter on
 * the count). The search index is read once, by the count. With more, the statement answers only
 * the total, and the caller reads the page with {@link walkedSearchPage} (a page ending within
 * {@link WALK_DEPTH}) or {@link plannedSearchPage}.
 *
 * Those pages are statements of their own, sent only when the count asks for them: planned in this
 * one, under one-time filters that rarely pass, the walk alone doubled the planning of every search
 * (most searches find few matches), and the planned page added a quarter.
 */
export function searchPage(
  search: SearchWhere,
  sortColumn: string,
  order: string,
  cap: number,
  limit: number,
  offset: number,
): Condition {
  const { all } = search;
  return {
    sql: `with "m" as materialized (select "p0"."id", ${sortColumn} from "product" as "p0" where ${all.sql} limit ?),
          "n" as (select count(*) as "n" from "m")
          select "p0".*, "n"."n" as total, false as by_row from "n" left join lateral (
            select "p0".* from (select "p0"."id" from "m" as "p0" where "n"."n" <= ? ${order} limit ? offset ?) as "k"
              join "product" as "p0" on "p0"."id" = "k"."id"
          ) as "p0" on true`,
    params: [...all.params, cap + 1, cap, limit, offset],
  };
}

/** Whether a searched page with more matches than its count reached is read by {@link walkedSearchPage}. */
export const walksTo = (limit: number, offset: number) => offset + limit <= WALK_DEPTH;

/**
 * A page of a searched list with more matches than its count reached, ending within
 * {@link WALK_DEPTH}: it walks the sort index of the list and tests each product's text in turn,
 * stopping at the page's last match (with a match in every hundred products, page 1 of 20 reads
 * about 2,000 products, where sorting the matches would read them all) or after
 * {@link WALK_READS} products per row of the page. The walk is a subquery that the match cannot be
 * pushed into (it has its own limit), so no plan can answer it on the search index, and it is
 * planned for those first rows, which the sort index gives without a sort. A walk that gave up
 * answers no row: the caller then reads the page with {@link plannedSearchPage}.
 *
 * Its plan therefore does not depend on the pattern or the limits: without other filters (a few
 * texts) the caller sends it prepared, planned once per connection. At 1,000,000 products planning
 * it took a third of a millisecond on each search with many matches.
 */
export function walkedSearchPage(search: SearchWhere, order: string, limit: number, offset: number): Condition {
  const { match, others } = search;
  const end = offset + limit;
  return {
    sql: `with "w" as materialized (select * from (select "p0".* from "product" as "p0" where ${others.sql} ${order} limit ?) as "p0"
            where ${match.sql} limit ?)
          select "p0".* from "w" as "p0" where (select count(*) from "w") = ? offset ?`,
    params: [...others.params, end * WALK_READS, ...match.params, end, end, offset],
  };
}

/**
 * The page of a searched list that neither {@link searchPage} nor {@link walkedSearchPage} answered
 * (more matches than its count reached, and a page deeper than a walk or a walk that gave up),
 * planned on the whole condition as any list: SQL on the alias `p0`, unordered, and its parameters.
 */
export function plannedSearchPage(search: SearchWhere, order: string, limit: number, offset: number): Condition {
  return {
    sql: `select "p0".* from "product" as "p0" where ${search.all.sql} ${order} limit ? offset ?`,
    params: [...search.all.params, limit, offset],
  };
}
