import { isUuid } from '../../../shared/ids';
import { containsPattern } from '../../../shared/text';
import { searchText } from './product.entity';
import type { ProductListArgs } from './product-list.types';
import type { Condition, SearchWhere } from './product.search';

/**
 * A product list's conditions and total, as SQL on the list's alias `p0`: its WHERE clause from
 * the seed's filters (the search apart), and where its total is read from (a count row the product
 * writes keep, or a count of matches that stops).
 */

/** The joined text a search matches, on the list's alias: it is the search index's expression. */
const SEARCH_TEXT = searchText('"p0".');

/** A list's WHERE clause and its parameters, what its total can be read from, and its search apart. */
export interface ListWhere extends Condition {
  /**
   * The count row that answers the total exactly in O(1), when the filters allow: undefined for a
   * filtered or searched list (its matches are counted), else which count (`STORE_COUNT`) of the
   * store's row, or of its category's row when `categoryId` is the only filter.
   */
  counted?: { count: StoreCount; category?: string };
  /** A searched list's conditions: all of them, the search's match, and the others. */
  search?: SearchWhere;
  /**
   * A searched list without any other filter: its page's text, and its walk's, is one of a few
   * (sort column and direction, reader, category form, match form), so it is kept parsed on each
   * connection (the walk planned once as well: its plan does not depend on the values). Filters
   * would multiply the texts into thousands.
   */
  searchOnly?: boolean;
}

export function listWhere(tenantId: string, staff: boolean, args: ProductListArgs): ListWhere {
  const where = ['"p0"."tenant_id" = ?'];
  const params: unknown[] = [tenantId];
  if (!staff) where.push('"p0"."is_active"');
  if (args.isActive != null) where.push(args.isActive ? '"p0"."is_active"' : 'not "p0"."is_active"');
  const activity = where.length;
  if (args.isFeatured != null) where.push(args.isFeatured ? '"p0"."is_featured"' : 'not "p0"."is_featured"');
  if (args.minPrice != null) {
    where.push('"p0"."price" >= ?');
    params.push(args.minPrice);
  }
  if (args.maxPrice != null) {
    where.push('"p0"."price" <= ?');
    params.push(args.maxPrice);
  }
  if (args.inStock) where.push('(not "p0"."track_inventory" or "p0"."stock_quantity" > 0)');
  const filtered = where.length > activity;
  if (args.categoryId) {
    const key = categoryKey(args.categoryId);
    // First, on its own (a one-time filter): whether the key names a category at all. Without it a
    // key naming none had the page walk the whole sort index looking for its products.
    where.push(`exists (select 1 from "category" as "c" where "c"."tenant_id" = ? and ${key.sql})`);
    params.push(tenantId, ...key.params);
    where.push(
      'exists (select 1 from "product_category" as "pc" join "category" as "c" on "c"."id" = "pc"."category_id"' +
        ` where "pc"."product_id" = "p0"."id" and "c"."tenant_id" = "p0"."tenant_id" and ${key.sql})`,
    );
    params.push(...key.params);
  }
  const count = storeCount(staff, args);
  const others = { sql: where.join(' and '), params };
  const match = searchMatch(args.search);
  if (match) {
    const all = { sql: `${others.sql} and ${match.sql}`, params: [...params, ...match.params] };
    return {
      ...all,
      search: { all, match, others },
      searchOnly: !filtered && !args.categoryId && args.isActive == null,
    };
  }
  return { ...others, counted: filtered ? undefined : { count, category: args.categoryId ?? undefined } };
}

/** The condition a category key (`categoryId`: an id or a slug) puts on a category, on the alias `c`. */
function categoryKey(key: string): Condition {
  return isUuid(key)
    ? { sql: '("c"."id" = ? or "c"."slug" = ?)', params: [key, key] }
    : { sql: '"c"."slug" = ?', params: [key] };
}

/** The condition a search term puts on a product (on the list's alias), none without a term. */
function searchMatch(term: string | null | undefined): Condition | undefined {
  const search = term?.trim();
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // A term with a line break could span two fields of the joined text: match them one by one.
  if (search.includes('\n')) {
    return {
      sql: '("p0"."name" ilike ? or "p0"."description" ilike ? or "p0"."sku" ilike ?)',
      params: [pattern, pattern, pattern],
    };
  }
  return { sql: `${SEARCH_TEXT} ilike ?`, params: [pattern] };
}

/** The count of a count row that is an unfiltered list's total (`isActive` aside). */
type StoreCount = 'all' | 'active' | 'inactive' | 'none';

function storeCount(staff: boolean, args: ProductListArgs): StoreCount {
  if (!staff) return args.isActive === false ? 'none' : 'active';
  if (args.isActive == null) return 'all';
  return args.isActive ? 'active' : 'inactive';
}

const STORE_COUNT: Record<StoreCount, string> = {
  all: '"products"',
  active: '"active_products"',
  inactive: '"products" - "active_products"',
  none: '0',
};

/** The same counts of a category's count row, on its alias `cc`. */
const CATEGORY_COUNT = Object.fromEntries(
  Object.entries(STORE_COUNT).map(([count, sql]) => [count, sql.replace(/"(\w+)"/g, '"cc"."$1"')]),
) as Record<StoreCount, string>;

/**
 * A filtered or searched list counts its matches up to this many beyond the page's offset; past
 * that, its total is a lower bound (`exact: false`): counting every match of a filter that
 * matches most of a million products would cost far more than the page.
 */
export const COUNT_CAP = 1000;

/**
 * A list's total as SQL: `total` (one value) and `by_row` (true when a count row answered), and how
 * many matches a counted one counts.
 */
export interface ListTotal extends Condition {
  /** The number of matches beyond which a counted total is a lower bound. */
  cap: number;
  /**
   * A list of one category reads that category's count row, whose `total` is null when the key
   * names two categories (a uuid naming one by id, another by slug: a product in both would count
   * twice); their matches are counted then, by this statement of its own. Kept out of the page's
   * statement: planned there on every request though it almost never ran, it took PostgreSQL as
   * long under load as running the page, and grew the backend's memory per statement past where
   * its allocator gives it back (to fault it in again on the next).
   */
  matches?: Condition;
}

/**
 * The total of a list: a store's plain list reads its count row; a list filtered by one category
 * only reads that category's (when the key names exactly one category; else see
 * {@link ListTotal.matches}); any other list counts its matches, stopping one past
 * `offset + COUNT_CAP`.
 */
export function listTotal(where: ListWhere, tenantId: string, offset: number): ListTotal {
  const cap = offset + COUNT_CAP;
  const matches = {
    sql: `(select count(*) from (select 1 from "product" as "p0" where ${where.sql} limit ?) as "m") as total, false as by_row`,
    params: [...where.params, cap + 1],
  };
  if (!where.counted) return { ...matches, cap };
  const { count, category } = where.counted;
  if (category === undefined) {
    return {
      sql: `coalesce((select ${STORE_COUNT[count]} from "product_count" where "tenant_id" = ?), 0) as total, true as by_row`,
      params: [tenantId],
      cap,
    };
  }
  const key = categoryKey(category);
  // No category: no products. One: its count row. Two: null (`matches` then).
  return {
    sql: `(select case when count(*) <= 1 then coalesce(sum(${CATEGORY_COUNT[count]}), 0) end
      from "category" as "c" left join "category_product_count" as "cc" on "cc"."category_id" = "c"."id"
     where "c"."tenant_id" = ? and ${key.sql}) as total, true as by_row`,
    params: [tenantId, ...key.params],
    cap,
    matches,
  };
}
