import { optionalNumeric, timestamp } from '../../../db/columns';
import type { ReadOptions } from '../../../db/read-pool';
import type { RequestContext } from '../../../graphql/context';
import { offsetOf } from '../../../graphql/paging';
import { isUuid } from '../../../shared/ids';
import type { Category } from './category.entity';
import type { Product, ProductCategory, ProductImage } from './product.entity';
import { listTotal, listWhere } from './product-list.where';
import { ProductSortField, SortOrder, type ProductListArgs } from './product-list.types';
import { plannedSearchPage, searchPage, walkedSearchPage, walksTo, type Condition } from './product.search';

/**
 * The lean read path of products: one SQL statement answers a page (or one product) with its
 * images and category links aggregated and the total counted in the same statement, the rows plain
 * objects with the entity’s field names (no entity hydration or identity map: reads do not need
 * the unit of work). Mutations keep using the entities.
 */

/** A category as the read path answers it: the fields of the entity, its parent as a reference. */
type CategoryRow = Pick<
  Category,
  'id' | 'name' | 'slug' | 'description' | 'image' | 'icon' | 'isActive' | 'sortOrder' | 'createdAt' | 'updatedAt'
> & { parent: { id: string } | null };

/** A product as the read path answers it; its images and category links travel with it. */
export type ProductRow = Product & {
  [IMAGES]: Pick<ProductImage, 'url' | 'sortOrder'>[];
  [LINKS]: { category: CategoryRow }[];
};

const IMAGES = Symbol('images');
const LINKS = Symbol('category links');

interface Row {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  short_description: string | null;
  price: string;
  compare_at_price: string | null;
  cost_price: string | null;
  sku: string | null;
  barcode: string | null;
  track_inventory: boolean;
  stock_quantity: number;
  low_stock_threshold: number;
  weight: string | null;
  weight_unit: string | null;
  is_active: boolean;
  is_featured: boolean;
  requires_prescription: boolean;
  is_otc: boolean;
  manufacturer: string | null;
  meta_title: string | null;
  meta_description: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  images: { url: string; sortOrder: number }[] | null;
  /** In the basic form, id, name and slug only. */
  categories:
    | (Pick<CategoryRow, 'id' | 'name' | 'slug'> &
        Partial<Omit<CategoryRow, 'parent' | 'createdAt' | 'updatedAt'>> & {
          parentId?: string | null;
          createdAt?: string;
          updatedAt?: string;
        })[]
    | null;
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

function toProduct(row: Row, staff: boolean): ProductRow {
  const product = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.short_description,
    price: Number(row.price),
    compareAtPrice: optionalNumeric(row.compare_at_price),
    // As the reader may see it: null unless staff, decided when the row is read.
    costPrice: staff ? optionalNumeric(row.cost_price) : null,
    sku: row.sku,
    barcode: row.barcode,
    trackInventory: row.track_inventory,
    stockQuantity: row.stock_quantity,
    lowStockThreshold: row.low_stock_threshold,
    weight: optionalNumeric(row.weight),
    weightUnit: row.weight_unit,
    isActive: row.is_active,
    isFeatured: row.is_featured,
    requiresPrescription: row.requires_prescription,
    isOTC: row.is_otc,
    manufacturer: row.manufacturer,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
    [IMAGES]: row.images ?? [],
    [LINKS]: (row.categories ?? []).map(({ parentId, createdAt, updatedAt, ...category }) => ({
      // The basic form carries no parent and no dates: its reader selected none of them.
      category:
        createdAt === undefined
          ? category
          : {
              ...category,
              parent: parentId ? { id: parentId } : null,
              createdAt: new Date(createdAt),
              updatedAt: new Date(updatedAt!),
            },
    })),
  };
  return product as unknown as ProductRow;
}

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
): Promise<{ items: ProductRow[]; total: number; exact: boolean }> {
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
    ctx.services.reads.rows<Row>(
      ctx.em,
      `${select(staff, categoryFields)} from (${condition.sql}) as "p0" ${order}`,
      condition.params,
      options,
    );
  const rows = await read(page, {
    prepared: where.counted !== undefined && where.counted.category === undefined,
    parsedOnce: where.searchOnly,
  });
  // A searched page's statement answers one row without a product when it has none: its total.
  const items = where.search ? rows.filter((row) => row.id !== null) : rows;
  if (items.length > 0) return { items: items.map((row) => toProduct(row, staff)), ...(await counted(rows[0])) };
  if (where.search) {
    // No product row: the total alone. With more matches than the count reached, the page is
    // walked for on the sort index if it is shallow, and planned on the whole condition if it is
    // deeper or the walk gave up.
    const found = await counted(rows[0]);
    if (found.exact) return { items: [], ...found };
    // A walk with no other filter is planned once: the pattern is tested above its fence, so every
    // value is walked on the same sort index (see walkedSearchPage).
    const walked = walksTo(args.limit, offset)
      ? await read(walkedSearchPage(where.search, order, args.limit, offset), { prepared: where.searchOnly })
      : [];
    const page = walked.length > 0 ? walked : await read(plannedSearchPage(where.search, order, args.limit, offset));
    return { items: page.map((row) => toProduct(row, staff)), ...found };
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
): Promise<ProductRow | null> {
  const match = isUuid(key) ? '("p0"."id" = ? or "p0"."slug" = ?)' : '"p0"."slug" = ?';
  const [row] = await ctx.services.reads.rows<Row>(
    ctx.em,
    `${select(staff, categoryFields)} from "product" as "p0" where "p0"."tenant_id" = ? and ${match}${staff ? '' : ' and "p0"."is_active"'} limit 1`,
    [tenantId, ...(isUuid(key) ? [key, key] : [key])],
    { prepared: true },
  );
  return row ? toProduct(row, staff) : null;
}

/** The images a read-path product carries, or undefined for an entity. */
export function carriedImages(product: Product): Pick<ProductImage, 'url' | 'sortOrder'>[] | undefined {
  return (product as Partial<ProductRow>)[IMAGES];
}

/** The category links a read-path product carries (shaped as the link entities), or undefined for an entity. */
export function carriedLinks(product: Product): ProductCategory[] | undefined {
  return (product as Partial<ProductRow>)[LINKS] as ProductCategory[] | undefined;
}
