import { timestamp } from '../../../db/columns';
import type { Category } from './category.entity';

/** A category's columns under their GraphQL names. */
interface CategoryColumns {
  description: string | null;
  image: string | null;
  icon: string | null;
  /** The parent's id; null at the top level. */
  parentId: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A category as the `Category` type answers it: its GraphQL fields under their names, as plain
 * values. Every category a resolver answers is one, built by one of the functions below: from a
 * row of the tree read (which carries the relations too), from a product's category as the
 * product read aggregates it, or from an entity (a point read, a change, a relation loaded in
 * batches). The field resolvers answer what a view carries and load the rest in batches.
 *
 * The columns other than id, name and slug are absent only from a product's categories read in
 * their basic form, which the product read chooses when its reader selected none of them.
 */
export interface CategoryView extends Partial<CategoryColumns> {
  id: string;
  name: string;
  slug: string;
  /*
   * Carried by the tree read, which holds every category the caller may see; absent elsewhere,
   * and then loaded in batches.
   */
  /** The parent, or null at the top level and where the caller may not see it. */
  parent?: CategoryView | null;
  /** Direct subcategories the caller may see, in display order. */
  children?: CategoryView[];
  /** The number of products listed in it that the caller may see. */
  _count?: { products: number };
}

/** A view with every column: any category but a product's in the basic form. */
export type FullCategoryView = CategoryView & CategoryColumns;

/** A category of the tree read: its columns and its product count. */
export interface CategoryTreeRow {
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
  products: number | string;
}

/** A view of the tree read, its relations given (its parent and children are linked after). */
export type CategoryTreeView = FullCategoryView & Required<Pick<CategoryView, 'parent' | 'children' | '_count'>>;

/** The view of a row of the tree read, its parent and children not linked yet. */
export function categoryViewOfRow(row: CategoryTreeRow): CategoryTreeView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    icon: row.icon,
    parentId: row.parent_id,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
    parent: null,
    children: [],
    _count: { products: Number(row.products) },
  };
}

/**
 * A product's category as the product read aggregates it (JSON under GraphQL's field names): in
 * its basic form id, name and slug only, in its full form every column, the dates as text.
 */
export type LinkedCategory =
  | (Pick<CategoryView, 'id' | 'name' | 'slug'> & { createdAt?: undefined })
  | (Pick<CategoryView, 'id' | 'name' | 'slug'> &
      Omit<CategoryColumns, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string });

/** The view of a product's category: the basic form as it is, the full form with its dates read. */
export function categoryViewOfLink(category: LinkedCategory): CategoryView {
  return category.createdAt === undefined
    ? category
    : { ...category, createdAt: new Date(category.createdAt), updatedAt: new Date(category.updatedAt) };
}

/** The view of a category entity; its relations are loaded in batches when asked for. */
export function categoryView(category: Category): FullCategoryView {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description ?? null,
    image: category.image ?? null,
    icon: category.icon ?? null,
    parentId: category.parent?.id ?? null,
    isActive: category.isActive,
    sortOrder: category.sortOrder,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}
