import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../../graphql/context';
import { ConflictError, NotFoundError } from '../../../graphql/errors';
import { byKeys, groupByKeys } from '../../../graphql/loaders';
import { isUuid } from '../../../shared/ids';
import { isStaffOf, requestStore, type Store } from '../../identity/tenants/tenant-scope';
import { Category } from './category.entity';
import { type CreateCategoryInput, type UpdateCategoryInput } from './category.types';
import { slugify } from '../../../shared/slug';
import { optionalText, Problems } from './catalog.validation';
import { CategoryProductCount } from './catalog-count.entity';
import { readCategoryTree } from './category.read';
import { categoryView, type CategoryView, type FullCategoryView } from './category.view';

const SLUG_TAKEN = 'Category with this slug already exists';
const CATEGORY_ORDER = { sortOrder: 'asc', name: 'asc', id: 'asc' } as const;

/** The store of the request and whether the caller is its staff (who see inactive records too). */
export async function catalogScope(ctx: RequestContext): Promise<{ tenant: Store; staff: boolean }> {
  const tenant = await requestStore(ctx);
  return { tenant, staff: isStaffOf(ctx, tenant) };
}

/** What the caller may see: the store's staff see every category, everyone else active ones. */
function visible(staff: boolean): { isActive?: true } {
  return staff ? {} : { isActive: true };
}

/** Categories by id, as far as the caller may see them. */
function byIdLoader(ctx: RequestContext): DataLoader<string, FullCategoryView | null> {
  return ctx.loaders.get(
    'Category.byId',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const { staff } = await catalogScope(ctx);
        const rows = await ctx.em.find(Category, { id: { $in: [...ids] }, ...visible(staff) });
        return byKeys(ids, rows.map(categoryView), (c) => c.id);
      }),
  );
}

/** Visible children of each category, in display order. */
function childrenLoader(ctx: RequestContext): DataLoader<string, FullCategoryView[]> {
  return ctx.loaders.get(
    'Category.children',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const { staff } = await catalogScope(ctx);
        const rows = await ctx.em.find(
          Category,
          { parent: { $in: [...ids] }, ...visible(staff) },
          { orderBy: CATEGORY_ORDER },
        );
        return groupByKeys(ids, rows.map(categoryView), (c) => c.parentId ?? undefined);
      }),
  );
}

/**
 * Number of products per category: active ones for the public, all for the store's staff. Read
 * from the counts the product writes keep (`category_product_count`): one row per category,
 * whatever the catalog holds.
 */
function productCountLoader(ctx: RequestContext): DataLoader<string, number> {
  return ctx.loaders.get(
    'Category.productCount',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const { staff } = await catalogScope(ctx);
        // The categories are the caller's store's (found through the tenant filter): their count rows are too.
        const rows = await ctx.em
          .createQueryBuilder(CategoryProductCount, 'cc')
          .select(['cc.category', staff ? 'cc.products' : 'cc.activeProducts'])
          .where({ category: { $in: [...ids] } })
          .execute<{ category: string; products?: number; activeProducts?: number }[]>('all');
        const counts = new Map(rows.map((row) => [row.category, (staff ? row.products : row.activeProducts) ?? 0]));
        return ids.map((id) => counts.get(id) ?? 0);
      }),
  );
}

/**
 * Every category of the store the caller may see, ordered by `sortOrder` then name. The list is
 * the whole visible tree, so each one carries its parent, children and product count: resolving
 * them reads nothing more.
 */
export async function listCategories(ctx: RequestContext): Promise<FullCategoryView[]> {
  const { tenant, staff } = await catalogScope(ctx);
  return readCategoryTree(ctx, tenant.id, staff);
}

function whereKey(key: string): FilterQuery<Category> {
  return isUuid(key) ? { $or: [{ id: key }, { slug: key }] } : { slug: key };
}

/** One category by id or slug, as far as the caller may see it; "Category not found" otherwise. */
async function findCategory(ctx: RequestContext, key: string): Promise<Category> {
  const { staff } = await catalogScope(ctx);
  const category = await ctx.em.findOne(Category, { $and: [whereKey(key), visible(staff)] });
  if (!category) throw new NotFoundError('Category');
  return category;
}

/** The view of one category by id or slug, as far as the caller may see it; "Category not found" otherwise. */
export async function getCategory(ctx: RequestContext, key: string): Promise<FullCategoryView> {
  return categoryView(await findCategory(ctx, key));
}

/*
 * The three relations below answer at once, without a promise, for a category of the tree read,
 * which carries them; any other category loads them in batches.
 */

/** The parent, or null at the top level and where the caller may not see it. */
export function categoryParent(
  ctx: RequestContext,
  category: CategoryView,
): CategoryView | null | Promise<CategoryView | null> {
  if (category.parent !== undefined) return category.parent;
  return category.parentId ? byIdLoader(ctx).load(category.parentId) : null;
}

/** Direct subcategories the caller may see, in display order. */
export function categoryChildren(
  ctx: RequestContext,
  category: CategoryView,
): CategoryView[] | Promise<CategoryView[]> {
  return category.children ?? childrenLoader(ctx).load(category.id);
}

/** The number of the category's products the caller may see. */
export function categoryProductCount(
  ctx: RequestContext,
  category: CategoryView,
): { products: number } | Promise<{ products: number }> {
  return (
    category._count ??
    productCountLoader(ctx)
      .load(category.id)
      .then((products) => ({ products }))
  );
}

/**
 * The store's categories named by `ids` (duplicates ignored), for linking products to them. Ids
 * that name no category of this store are reported on `field`. Runs in the caller's transaction
 * and share-locks the rows: a category cannot be deleted until the links to it are written.
 */
export async function categoriesForLinking(
  ctx: RequestContext,
  ids: readonly string[],
  problems: Problems,
  field: string,
): Promise<Category[]> {
  const wanted = [...new Set(ids)];
  const found = wanted.some(isUuid)
    ? await ctx.em.find(
        Category,
        { id: { $in: wanted.filter(isUuid) } },
        { orderBy: CATEGORY_ORDER, lockMode: LockMode.PESSIMISTIC_READ },
      )
    : [];
  const missing = wanted.filter((id) => !found.some((c) => c.id === id));
  if (missing.length > 0) problems.add(field, `names no category of this store: ${missing.join(', ')}`);
  return found;
}

/** The parent named by `parentId`, which must be a category of this store. */
async function parentFor(ctx: RequestContext, parentId: string, problems: Problems): Promise<Category | null> {
  const parent = isUuid(parentId) ? await ctx.em.findOne(Category, { id: parentId }) : null;
  if (!parent) problems.add('parentId', 'names no category of this store');
  return parent;
}

/** Whether making `parent` the parent of `category` would put `category` among its own ancestors. */
async function wouldCycle(ctx: RequestContext, category: Category, parent: Category): Promise<boolean> {
  const seen = new Set<string>();
  let cursor: Category | null = parent;
  while (cursor && !seen.has(cursor.id)) {
    if (cursor.id === category.id) return true;
    seen.add(cursor.id);
    cursor = cursor.parent ? await ctx.em.findOne(Category, { id: cursor.parent.id }) : null;
  }
  return false;
}

async function assertSlugFree(ctx: RequestContext, slug: string, except?: string): Promise<void> {
  const clash = await ctx.em.count(Category, { slug, ...(except ? { id: { $ne: except } } : {}) });
  if (clash > 0) throw new ConflictError(SLUG_TAKEN, 'slug');
}

/** Flushes the one unit of work of a category mutation; a slug taken meanwhile is still a 409. */
async function flush(ctx: RequestContext): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(SLUG_TAKEN, 'slug');
    throw error;
  }
}

/**
 * Runs a change of the store's category tree alone: changes that read the tree to keep it one
 * (no cycle, no child under a deleted parent) take one lock per store, then read fresh rows.
 */
async function treeChange<T>(
  ctx: RequestContext,
  store: Store,
  change: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  return ctx.em.transactional(
    async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`category-tree:${store.id}`]);
      return change({ ...ctx, em });
    },
    { clear: true },
  );
}

/** Creates a category (slug from the name when absent; parent in the same store). */
export async function createCategory(ctx: RequestContext, input: CreateCategoryInput): Promise<FullCategoryView> {
  const tenant = await requestStore(ctx);
  return categoryView(await treeChange(ctx, tenant, (ctx) => addCategory(ctx, tenant, input)));
}

async function addCategory(ctx: RequestContext, tenant: Store, input: CreateCategoryInput): Promise<Category> {
  const problems = new Problems();
  const name = input.name.trim();
  const slug = input.slug ?? slugify(name);
  if (!slug) problems.add('slug', 'cannot be derived from the name: give one');
  const parent = input.parentId ? await parentFor(ctx, input.parentId, problems) : null;
  problems.throwIfAny();
  await assertSlugFree(ctx, slug);
  const category = ctx.em.create(Category, {
    tenant: tenant.id,
    name,
    slug,
    description: optionalText(input.description),
    image: optionalText(input.image),
    icon: optionalText(input.icon),
    parent,
    isActive: input.isActive ?? true,
    sortOrder: input.sortOrder ?? 0,
  });
  await flush(ctx);
  return category;
}

/** Changes the given fields of a category; a new parent must be of this store and not create a cycle. */
export async function updateCategory(
  ctx: RequestContext,
  key: string,
  input: UpdateCategoryInput,
): Promise<FullCategoryView> {
  return categoryView(await treeChange(ctx, await requestStore(ctx), (ctx) => changeCategory(ctx, key, input)));
}

async function changeCategory(ctx: RequestContext, key: string, input: UpdateCategoryInput): Promise<Category> {
  const category = await findCategory(ctx, key);
  const problems = new Problems();
  let parent: Category | null | undefined;
  if (input.parentId === null) parent = null;
  else if (input.parentId !== undefined) {
    parent = await parentFor(ctx, input.parentId, problems);
    if (parent && parent.id === category.id) problems.add('parentId', 'cannot be the category itself');
    else if (parent && (await wouldCycle(ctx, category, parent))) {
      problems.add('parentId', 'cannot be one of the category’s own descendants (that would make a cycle)');
    }
  }
  problems.throwIfAny();
  if (input.slug && input.slug !== category.slug) await assertSlugFree(ctx, input.slug, category.id);
  ctx.em.assign(category, {
    ...(input.name != null ? { name: input.name.trim() } : {}),
    ...(input.slug != null ? { slug: input.slug } : {}),
    ...(input.description !== undefined ? { description: optionalText(input.description) } : {}),
    ...(input.image !== undefined ? { image: optionalText(input.image) } : {}),
    ...(input.icon !== undefined ? { icon: optionalText(input.icon) } : {}),
    ...(parent !== undefined ? { parent } : {}),
    ...(input.isActive != null ? { isActive: input.isActive } : {}),
    ...(input.sortOrder != null ? { sortOrder: input.sortOrder } : {}),
  });
  await flush(ctx);
  return category;
}

/**
 * Deletes a category without subcategories (409 otherwise). Its products stay; their links to
 * it go with it (foreign key on delete cascade).
 */
export async function deleteCategory(ctx: RequestContext, key: string): Promise<string> {
  return treeChange(ctx, await requestStore(ctx), async (ctx) => {
    const category = await findCategory(ctx, key);
    if ((await ctx.em.count(Category, { parent: category.id })) > 0) {
      throw new ConflictError('Cannot delete a category that has subcategories: move or delete them first');
    }
    const id = category.id;
    ctx.em.remove(category);
    await flush(ctx);
    return id;
  });
}
