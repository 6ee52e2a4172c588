import { optionalNumeric, timestamp } from '../../../db/columns';
import type { RequestContext } from '../../../graphql/context';
import { offsetOf } from '../../../graphql/paging';
import { isUuid } from '../../../shared/ids';
import { containsPattern } from '../../../shared/text';
import type { Category } from './category.entity';
import { searchText, type Product, type ProductCategory, type ProductImage } from './product.entity';
import { ProductSortField, SortOrder, type ProductListArgs } from './product.types';

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
  total?: string | number;
}

/** The joined text a search matches, on the list's alias: it is the search index's expression. */
const SEARCH_TEXT = searchText('"p0".');

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
 * Images and (visible) category links of each row, aggregated in the same statement. The row is
 * `"p0".*`: PostgreSQL then hands the scanned tuples up as they are, where a column list makes it
 * project every row a search's window count reads (all its matches, not just the page), which
 * measured at about twice the statement's cost.
 */
const selectList = (staff: boolean, category: string) => `select "p0".*,
    (select json_agg(json_build_object('url', i.url, 'sortOrder', i.sort_order) order by "i"."sort_order", "i"."id")
       from "product_image" as "i" where "i"."product_id" = "p0"."id" and "i"."tenant_id" = "p0"."tenant_id") as images,
    (select json_agg(${category} order by "c"."sort_order", "c"."name", "c"."id")
       from "product_category" as "pc" join "category" as "c" on "c"."id" = "pc"."category_id"
      where "pc"."product_id" = "p0"."id" and "c"."tenant_id" = "p0"."tenant_id"${staff ? '' : ' and "c"."is_active"'}) as categories`;

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
 * The WHERE clause of a list and its parameters (knex `?` placeholders); `plain` when it holds only
 * the store's own conditions (no filter, no search).
 */
function listWhere(
  tenantId: string,
  staff: boolean,
  args: ProductListArgs,
): { sql: string; params: unknown[]; searched: boolean; plain: boolean } {
  const where = ['"p0"."tenant_id" = ?'];
  const params: unknown[] = [tenantId];
  if (!staff) where.push('"p0"."is_active"');
  const scope = where.length;
  if (args.isActive != null) where.push(args.isActive ? '"p0"."is_active"' : 'not "p0"."is_active"');
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
  const search = args.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    if (search.includes('\n')) {
      // A term with a line break could span two fields of the joined text: match them one by one.
      where.push('("p0"."name" ilike ? or "p0"."description" ilike ? or "p0"."sku" ilike ?)');
      params.push(pattern, pattern, pattern);
    } else {
      where.push(`${SEARCH_TEXT} ilike ?`);
      params.push(pattern);
    }
  }
  if (args.categoryId) {
    const key = args.categoryId;
    where.push(
      'exists (select 1 from "product_category" as "pc" join "category" as "c" on "c"."id" = "pc"."category_id"' +
        ' where "pc"."product_id" = "p0"."id" and "c"."tenant_id" = "p0"."tenant_id"' +
        ` and ${isUuid(key) ? '("c"."id" = ? or "c"."slug" = ?)' : '"c"."slug" = ?'})`,
    );
    params.push(...(isUuid(key) ? [key, key] : [key]));
  }
  return { sql: where.join(' and '), params, searched: Boolean(search), plain: where.length === scope };
}

/**
 * One page of products and the total over all pages: one statement, plus a count of its own only
 * when the page is past the end. The page's rows are chosen before their images and categories
 * are aggregated, so a deep page costs its own rows. Unsearched, the page is the first rows of a sort index and the
 * total a count of the matching rows apart from it (for a store's plain list, an index-only scan),
 * so a page of 20 reads 20 product rows, not every match. A search sorts all its matches anyway
 * (they come from the trigram indexes), so it counts them in the same pass, by window function.
 * A page without filters is a prepared statement, planned once per connection (at most 32 texts:
 * sort column and direction, reader, category form); a filtered one is planned for its values.
 */
export async function readProductPage(
  ctx: RequestContext,
  tenantId: string,
  staff: boolean,
  args: ProductListArgs,
  categoryFields?: CategoryFields,
): Promise<{ items: ProductRow[]; total: number }> {
  const { sql, params, searched, plain } = listWhere(tenantId, staff, args);
  const direction = args.sortOrder === SortOrder.asc ? 'asc' : 'desc';
  const order = `order by ${SORT_COLUMN[args.sortBy]} ${direction}, "p0"."id" ${direction}`;
  const total = searched ? 'count(*) over ()' : `(select count(*) from "product" as "p0" where ${sql})`;
  const totalParams = searched ? [] : params;
  // The page's rows are found first, then given their images and categories: PostgreSQL computes
  // a select list for every row an OFFSET skips, so a deep page built both for all of those.
  const rows = await ctx.services.reads.rows<Row>(
    ctx.em,
    `${select(staff, categoryFields)} from (select "p0".*, ${total} as total from "product" as "p0" where ${sql} ${order} limit ? offset ?) as "p0" ${order}`,
    [...totalParams, ...params, args.limit, offsetOf(args)],
    { prepared: plain },
  );
  if (rows.length > 0) return { items: rows.map((row) => toProduct(row, staff)), total: Number(rows[0].total) };
  const [{ count }] = await ctx.services.reads.rows<{ count: string }>(
    ctx.em,
    `select count(*) as count from "product" as "p0" where ${sql}`,
    params,
  );
  return { items: [], total: Number(count) };
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
