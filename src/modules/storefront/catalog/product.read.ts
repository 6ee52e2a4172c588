import type { ReadOptions } from '../../../db/read-pool';
import { readPage } from '../../../db/reader';
import type { RequestContext } from '../../../graphql/context';
import { offsetOf } from '../../../graphql/paging';
import { isUuid } from '../../../shared/ids';
import { listTotal, listWhere } from './product-list.where';
import { ProductSortField, SortOrder, type ProductListArgs } from './product-list.types';
import { plannedSearchPage, searchPage, walkedSearchPage, walksTo, type Condition } from './product.search';
import { productViewOfRow, type ProductReadRow, type ProductView } from './product.view';

/**
 * The lean read path of products: one SQL statement answers a page (or one product) with its
 * images and category links aggregated and the total counted in the same statement, each row made
 * the product's view (product.view.ts) by one object literal (no entity hydration or identity map:
 * reads do not need the unit of work). Mutations keep using the entities.
 */

/** A row of the product read, and the total a page's statement answers with each row. */
interface Row extends ProductReadRow {
  total?: string | number | null;
  by_row?: boolean;
}

/** The total a page's statement answers with each row, or a count statement alone. */
type TotalRow = Pick<Row, 'total' | 'by_row'>;

const SORT_COLUMN: Record<ProductSortField, string> = {
  [ProductSortField.name]: '"p0"."name"',
  [ProductSortField.price]: '"p0"."price"',
  [ProductSortField.createdAt]: '"p0"."created_at"',
  [ProductSortField.stockQuantity]: '"p0"."stock_quantity"',
};

/**
 * Which fields of each product's categories the reader selected (GraphQL field names); undefined
 * for all of them.
 */
export type CategoryFields = ReadonlySet<string> | undefined;

/** Category fields answered from the id, name and slug alone (the REST documents select these). */
const BASIC_FIELDS = new Set(['id', 'name', 'slug', 'children', '_count', '__typename']);

/**
 * Two forms of a category, not one per selection: the statement's text stays one of a few, as a
 * prepared statement's must (a client choosing fields must not make the server prepare thousands).
 */
const isBasic = (fields: CategoryFields) => fields !== undefined && [...fields].every((f) => BASIC_FIELDS.has(f));
const BASIC_CATEGORY = `json_build_object('id', "c"."id", 'name', "c"."name", 'slug', "c"."slug")`;
const FULL_CATEGORY = `json_build_object('id', "c"."id", 'name', "c"."name", 'slug', "c"."slug",
        'description', "c"."description", 'image', "c"."image", 'icon', "c"."icon", 'parentId', "c"."parent_id",
        'isActive', "c"."is_active", 'sortOrder', "c"."sort_order", 'createdAt', "c"."created_at",
        'updatedAt', "c"."updated_at")`;

/**
 * Images and (visible) category links of each row, aggregated in the same statement. A row's
 * categories are read by the ids of its links: joined to its links, PostgreSQL built a hash table
 * for each row (its small category table scanned whole), and those per-row allocations made a
 * backend's memory grow and shrink on every statement (60 page faults a 10k category page). The row is
 * `"p0".*`: PostgreSQL then hands the scanned tuples up as they are, where a column list makes it
 * project every row a search's window count reads (all its matches, not just the page), which
 * measured at about twice the statement's cost.
 */
const selectList = (staff: boolean, category: string) => `select "p0".*,
    (select json_agg(json_build_object('url', i.url, 'sortOrder', i.sort_order) order by "i"."sort_order", "i"."id")
       from "product_image" as "i" where "i"."product_id" = "p0"."id" and "i"."tenant_id" = "p0"."tenant_id") as images,
    (select json_agg(${category} order by "c"."sort_order", "c"."name", "c"."id")
       from "category" as "c"
      where "c"."id" = any(array(select "pc"."category_id" from "product_category" as "pc" where "pc"."product_id" = "p0"."id"))
        and "c"."tenant_id" = "p0"."tenant_id"${staff ? '' : ' and "c"."is_active"'}) as categories`;

/** The four select lists (for visitors or staff, in either category form), built once. */
const SELECT_LISTS = {
  basic: { visitor: selectList(false, BASIC_CATEGORY), staff: selectList(true, BASIC_CATEGORY) },
  full: { visitor: selectList(false, FULL_CATEGORY), staff: selectList(true, FULL_CATEGORY) },
};

const select = (staff: boolean, categoryFields: CategoryFields) =>
  SELECT_LISTS[isBasic(categoryFields) ? 'basic' : 'full'][staff ? 'staff' : 'visitor'];

/**
 * One page of products and the total over all pages: one statement, plus a count of its own only
 * when an unsearched page is past the end or a category key names two categories
 * (`ListTotal.matches`), or the page itself when a searched one has more matches than its
 * statement counts (see {@link searchPage}). The page's ids are chosen first,
 * on a sort index (a page of 20 reads 20 product rows, plus those a deep page skips), then their
 * images and categories are aggregated: a deep page builds its own rows only. The total costs what the page costs, not what
 * the catalog holds: a store's plain list (or one category's) reads a count row the product writes
 * keep, a filtered or searched one counts up to `COUNT_CAP` (product-list.where.ts) matches past the page's offset
 * (beyond: a lower bound, `exact` false); a searched one chooses its page's plan by that count
 * ({@link searchPage}). A page without filters is a prepared statement, planned once per connection
 * (at most 32 texts: sort column and direction, reader, category form); a filtered one is planned
 * for its values.
 */
export async function readProductPage(
  ctx: RequestContext,
  tenantId: string,
  staff: boolean,
  args: ProductListArgs,
  categoryFields?: CategoryFields,
): Promise<{ items: ProductView[]; total: number; exact: boolean }> {
  const where = listWhere(tenantId, staff, args);
  const direction = args.sortOrder === SortOrder.asc ? 'asc' : 'desc';
  const order = `order by ${SORT_COLUMN[args.sortBy]} ${direction}, "p0"."id" ${direction}`;
  const offset = offsetOf(args);
  const total = listTotal(where, tenantId, offset);
  const totalRow = async (sql: Condition) =>
    (await ctx.services.reads.rows<TotalRow>(ctx.em, `select ${sql.sql}`, sql.params))[0];
  const counted = async (row: TotalRow): Promise<{ total: number; exact: boolean }> => {
    // A category key naming two categories: no count row answers, their matches are counted.
    const { total: count, by_row: byRow } = row.total === null && total.matches ? await totalRow(total.matches) : row;
    const exact = Boolean(byRow) || Number(count) <= total.cap;
    return { total: exact ? Number(count) : total.cap + 1, exact };
  };
  // The page's rows are found first, then given their images and categories: PostgreSQL computes
  // a select list for every row an OFFSET skips, so a deep page built both for all of those.
  const page = where.search
    ? searchPage(where.search, SORT_COLUMN[args.sortBy], order, total.cap, args.limit, offset)
    : {
        sql: `select "p0".*, ${total.sql} from "product" as "p0" where ${where.sql} ${order} limit ? offset ?`,
        params: [...total.params, ...where.params, args.limit, offset],
      };
  const read = (condition: Condition, options: ReadOptions = {}) =>
    readPage(
      ctx,
      {
        sql: `${select(staff, categoryFields)} from (${condition.sql}) as "p0" ${order}`,
        params: condition.params,
        ...options,
      },
      (row: Row) => productViewOfRow(row, staff),
      // A searched page's statement answers one row without a product when it has none: its total.
      { emptyWhen: 'id' },
    );
  const { items, head } = await read(page, {
    prepared: where.counted !== undefined && where.counted.category === undefined,
    parsedOnce: where.searchOnly,
  });
  if (items.length > 0) return { items, ...(await counted(head!)) };
  if (where.search) {
    // No product row: the total alone. With more matches than the count reached, the page is
    // walked for on the sort index if it is shallow, and planned on the whole condition if it is
    // deeper or the walk gave up.
    const found = await counted(head!);
    if (found.exact) return { items: [], ...found };
    // A walk with no other filter is planned once: the pattern is tested above its fence, so every
    // value is walked on the same sort index (see walkedSearchPage).
    const walked = walksTo(args.limit, offset)
      ? (await read(walkedSearchPage(where.search, order, args.limit, offset), { prepared: where.searchOnly })).items
      : [];
    const page =
      walked.length > 0 ? walked : (await read(plannedSearchPage(where.search, order, args.limit, offset))).items;
    return { items: page, ...found };
  }
  return { items: [], ...(await counted(await totalRow(total))) };
}

/** One product by id or slug, with its images: one statement. */
export async function readProduct(
  ctx: RequestContext,
  tenantId: string,
  staff: boolean,
  key: string,
  categoryFields?: CategoryFields,
): Promise<ProductView | null> {
  const match = isUuid(key) ? '("p0"."id" = ? or "p0"."slug" = ?)' : '"p0"."slug" = ?';
  const [row] = await ctx.services.reads.rows<Row>(
    ctx.em,
    `${select(staff, categoryFields)} from "product" as "p0" where "p0"."tenant_id" = ? and ${match}${staff ? '' : ' and "p0"."is_active"'} limit 1`,
    [tenantId, ...(isUuid(key) ? [key, key] : [key])],
    { prepared: true },
  );
  return row ? productViewOfRow(row, staff) : null;
}
