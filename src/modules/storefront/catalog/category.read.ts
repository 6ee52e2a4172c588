import { timestamp } from '../../../db/columns';
import type { RequestContext } from '../../../graphql/context';
import type { Category } from './category.entity';

/**
 * The lean read path of the category tree: one statement answers every category the caller may
 * see with its product count, as plain objects with the entity's field names (no entity hydration
 * or identity map: mapping a store's 50 categories into entities cost several times what the rest
 * of the request did). Each category carries its parent, children and count, so that resolving
 * them reads nothing more. Mutations and single reads keep using the entities.
 */

const TREE = Symbol('category tree');

/** What a category of the tree read carries: its relations within the tree and its product count. */
interface Carried {
  /** The parent when the caller may see it, else null (the tree holds every visible category). */
  parent: CategoryRow | null;
  children: CategoryRow[];
  products: number;
}

/** A category as the tree read answers it: the fields of the entity, its parent as a reference. */
export type CategoryRow = Pick<
  Category,
  'id' | 'name' | 'slug' | 'description' | 'image' | 'icon' | 'isActive' | 'sortOrder' | 'createdAt' | 'updatedAt'
> & { parent: { id: string } | null; [TREE]: Carried };

interface Row {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  icon: string | null;
  parent_id: string | null;
  is_active: boolean;
  sort_order: number;
  created_at: Date | string;
  updated_at: Date | string;
  products: number;
}

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
export async function readCategoryTree(ctx: RequestContext, tenantId: string, staff: boolean): Promise<Category[]> {
  const rows = await ctx.services.reads.rows<Row>(ctx.em, TREE_SQL[staff ? 'staff' : 'visitor'], [tenantId], {
    prepared: true,
  });
  const categories: CategoryRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    icon: row.icon,
    parent: row.parent_id ? { id: row.parent_id } : null,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
    [TREE]: { parent: null, children: [], products: Number(row.products) },
  }));
  const byId = new Map(categories.map((category) => [category.id, category]));
  for (const category of categories) {
    const parent = category.parent ? byId.get(category.parent.id) : undefined;
    if (!parent) continue;
    category[TREE].parent = parent;
    parent[TREE].children.push(category);
  }
  return categories as unknown as Category[];
}

/** The tree facts a category of {@link readCategoryTree} carries, or undefined for an entity. */
export function carriedTree(category: Category | CategoryRow): Readonly<Carried> | undefined {
  return (category as Partial<CategoryRow>)[TREE];
}
