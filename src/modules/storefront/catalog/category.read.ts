import { readPage } from '../../../db/reader';
import type { RequestContext } from '../../../graphql/context';
import { categoryViewOfRow, type CategoryTreeRow, type CategoryTreeView } from './category.view';

/**
 * The lean read path of the category tree: one statement answers every category the caller may
 * see with its product count, each row made its view (category.view.ts) by one object literal (no
 * entity hydration or identity map: mapping a store's 50 categories into entities cost several
 * times what the rest of the request did). Each view carries its parent, children and count, so
 * that resolving them reads nothing more. Mutations and single reads keep using the entities.
 */

/**
 * The statement for visitors (active categories, active products counted) or the store's staff
 * (all of both), built once. The counts are the rows the product writes keep
 * (`category_product_count`), one per category whatever the catalog holds.
 */
const tree = (staff: boolean) => `select "c"."id", "c"."name", "c"."slug", "c"."description", "c"."image",
    "c"."icon", "c"."parent_id", "c"."is_active", "c"."sort_order", "c"."created_at", "c"."updated_at",
    coalesce("cc".${staff ? '"products"' : '"active_products"'}, 0) as "products"
  from "category" as "c" left join "category_product_count" as "cc" on "cc"."category_id" = "c"."id"
  where "c"."tenant_id" = ?${staff ? '' : ' and "c"."is_active"'}
  order by "c"."sort_order" asc, "c"."name" asc, "c"."id" asc`;
const TREE_SQL = { visitor: tree(false), staff: tree(true) };

/**
 * Every category of the store `tenantId` that the caller may see (the store's staff: all, others:
 * the active ones), ordered by `sortOrder`, name and id, each carrying its visible parent and
 * children (in the same order) and its product count. One prepared statement (two texts).
 */
export async function readCategoryTree(
  ctx: RequestContext,
  tenantId: string,
  staff: boolean,
): Promise<CategoryTreeView[]> {
  const { items: categories } = await readPage(
    ctx,
    { sql: TREE_SQL[staff ? 'staff' : 'visitor'], params: [tenantId], prepared: true },
    (row: CategoryTreeRow) => categoryViewOfRow(row),
  );
  const byId = new Map(categories.map((category) => [category.id, category]));
  for (const category of categories) {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    if (!parent) continue;
    category.parent = parent;
    parent.children.push(category);
  }
  return categories;
}
