import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../../graphql/context';
import { groupByKeys } from '../../../graphql/loaders';
import { ConflictError, NotFoundError } from '../../../graphql/errors';
import { toPage, type Page } from '../../../graphql/paging';
import { isUuid } from '../../../shared/ids';
import { requestStore, type Store } from '../../identity/tenants/tenant-scope';
import type { Category } from './category.entity';
import { catalogScope, categoriesForLinking } from './category.service';
import { slugify } from '../../../shared/slug';
import { optionalText, Problems } from './catalog.validation';
import { categoryView } from './category.view';
import { Product, ProductCategory, ProductImage } from './product.entity';
import { readProduct, readProductPage, type CategoryFields } from './product.read';
import { productView, type ProductCategoryView, type ProductImageView, type ProductView } from './product.view';
import type { ProductListArgs } from './product-list.types';
import { type CreateProductInput, type ProductFields, type UpdateProductInput } from './product.types';

const SLUG_TAKEN = 'Product with this slug already exists';
const SKU_TAKEN = 'Product with this SKU already exists';

/** Images of each product, in display order: one query per batch of products. */
function imagesLoader(ctx: RequestContext): DataLoader<string, ProductImageView[]> {
  return ctx.loaders.get(
    'Product.images',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        await requestStore(ctx);
        const rows = await ctx.em.find(
          ProductImage,
          { product: { $in: [...ids] } },
          { orderBy: { sortOrder: 'asc', id: 'asc' } },
        );
        return groupByKeys(ids, rows, (image) => image.product.id);
      }),
  );
}

/**
 * Category links of each product with their categories, ordered as the category list is: one
 * query per batch. Callers other than staff do not see links to inactive categories.
 */
function categoriesLoader(ctx: RequestContext): DataLoader<string, ProductCategoryView[]> {
  return ctx.loaders.get(
    'Product.categories',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const { staff } = await catalogScope(ctx);
        const rows = await ctx.em.find(
          ProductCategory,
          { product: { $in: [...ids] }, ...(staff ? {} : { category: { isActive: true } }) },
          { populate: ['category'], orderBy: { category: { sortOrder: 'asc', name: 'asc', id: 'asc' } } },
        );
        return groupByKeys(ids, rows, (link) => link.product.id).map((links) =>
          links.map((link) => ({ category: categoryView(link.category) })),
        );
      }),
  );
}

/**
 * One page of the store's products: the seed's filters and sorts. Callers other than the store's
 * staff see active products only. One statement for the page with its images and total (the
 * lean read path, category links aggregated too), whatever the page size. The total is exact for
 * an unfiltered list; a filtered one's is a lower bound past 1,000 matches beyond the page's
 * offset (`meta.totalExact` false). `categoryFields`: what
 * the reader selected of each product's categories (all of them when not given).
 */
export async function listProducts(
  ctx: RequestContext,
  args: ProductListArgs,
  categoryFields?: CategoryFields,
): Promise<Page<ProductView>> {
  const { tenant, staff } = await catalogScope(ctx);
  const problems = new Problems();
  if (args.minPrice != null && args.maxPrice != null && args.maxPrice < args.minPrice) {
    problems.add('maxPrice', 'must be at least minPrice');
  }
  problems.throwIfAny();
  const { items, total, exact } = await readProductPage(ctx, tenant.id, staff, args, categoryFields);
  return toPage(items, total, args, exact);
}

/** One product by id or slug for reading (lean read path); "Product not found" otherwise. */
export async function getProduct(
  ctx: RequestContext,
  key: string,
  categoryFields?: CategoryFields,
): Promise<ProductView> {
  const { tenant, staff } = await catalogScope(ctx);
  const product = await readProduct(ctx, tenant.id, staff, key, categoryFields);
  if (!product) throw new NotFoundError('Product');
  return product;
}

function whereKey(key: string): FilterQuery<Product> {
  return isUuid(key) ? { $or: [{ id: key }, { slug: key }] } : { slug: key };
}

/** One product by id or slug, as far as the caller may see it; "Product not found" otherwise. */
export async function findProduct(
  ctx: RequestContext,
  key: string,
  lock?: LockMode.PESSIMISTIC_WRITE,
): Promise<Product> {
  const { staff } = await catalogScope(ctx);
  const where = { $and: [whereKey(key), staff ? {} : { isActive: true }] };
  const product = await ctx.em.findOne(Product, where, { lockMode: lock });
  if (!product) throw new NotFoundError('Product');
  return product;
}

/*
 * The three field resolvers below answer at once, without a promise, for a product of the read
 * path, which carries its images and categories: a page whose fields are all plain values
 * completes without one promise per item. A product built from an entity loads them in batches.
 */

/** Images in display order. */
export function productImages(
  ctx: RequestContext,
  product: ProductView,
): ProductImageView[] | Promise<ProductImageView[]> {
  return product.images ?? imagesLoader(ctx).load(product.id);
}

/** URL of the first image, or null. */
export function productThumbnail(ctx: RequestContext, product: ProductView): string | null | Promise<string | null> {
  if (product.thumbnail !== undefined) return product.thumbnail;
  return imagesLoader(ctx)
    .load(product.id)
    .then((images) => images[0]?.url ?? null);
}

/** The categories the product is listed in that the caller may see. */
export function productCategories(
  ctx: RequestContext,
  product: ProductView,
): ProductCategoryView[] | Promise<ProductCategoryView[]> {
  return product.categories ?? categoriesLoader(ctx).load(product.id);
}

/** The view of a product changed in `ctx`'s transaction, as its caller may see it. */
async function viewOf(ctx: RequestContext, product: Product): Promise<ProductView> {
  const { staff } = await catalogScope(ctx);
  return productView(product, staff);
}

function checkCompareAtPrice(problems: Problems, price: number, compareAtPrice: number | null | undefined): void {
  if (compareAtPrice != null && compareAtPrice < price) {
    problems.add('compareAtPrice', 'must be greater than or equal to price');
  }
}

/** 409 when another product of the store has this slug or SKU. */
async function assertUnique(ctx: RequestContext, slug?: string, sku?: string | null, except?: string): Promise<void> {
  const taken: FilterQuery<Product>[] = [];
  if (slug) taken.push({ slug });
  if (sku) taken.push({ sku });
  if (taken.length === 0) return;
  const clashes = await ctx.em.find(Product, { $or: taken, ...(except ? { id: { $ne: except } } : {}) }, { limit: 2 });
  if (slug && clashes.some((p) => p.slug === slug)) throw new ConflictError(SLUG_TAKEN, 'slug');
  if (sku && clashes.some((p) => p.sku === sku)) throw new ConflictError(SKU_TAKEN, 'sku');
}

/** Flushes the one unit of work of a product mutation; a slug or SKU taken meanwhile is still a 409. */
async function flush(ctx: RequestContext): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const constraint = (error as { constraint?: string }).constraint ?? '';
      if (constraint.includes('sku')) throw new ConflictError(SKU_TAKEN, 'sku');
      throw new ConflictError(SLUG_TAKEN, 'slug');
    }
    throw error;
  }
}

/** The product columns an input sets directly (the slug is derived or checked on its own). */
type Scalars = Partial<Omit<ProductFields, 'slug'>>;

const TEXT_FIELDS = [
  'description',
  'shortDescription',
  'sku',
  'barcode',
  'weightUnit',
  'manufacturer',
  'metaTitle',
  'metaDescription',
] as const;
const NULLABLE_NUMBERS = ['compareAtPrice', 'costPrice', 'weight'] as const;
const COUNTS = ['stockQuantity', 'lowStockThreshold'] as const;
const FLAGS = ['trackInventory', 'isActive', 'isFeatured', 'requiresPrescription', 'isOTC'] as const;

/**
 * The column values an input gives: text trimmed (blank optional text becomes null), null
 * clearing a nullable field, absent fields left out (partial update; defaults on create).
 */
function scalarsOf(input: CreateProductInput | UpdateProductInput): Scalars {
  const values: Scalars = {};
  if (input.name != null) values.name = input.name.trim();
  if (input.price != null) values.price = input.price;
  for (const field of TEXT_FIELDS) if (input[field] !== undefined) values[field] = optionalText(input[field]);
  for (const field of NULLABLE_NUMBERS) if (input[field] !== undefined) values[field] = input[field];
  for (const field of COUNTS) {
    const value = input[field];
    if (value != null) values[field] = value;
  }
  for (const field of FLAGS) {
    const value = input[field];
    if (value != null) values[field] = value;
  }
  return values;
}

function addImages(ctx: RequestContext, tenant: Store, product: Product, urls: readonly string[]): void {
  urls.forEach((url, sortOrder) => ctx.em.create(ProductImage, { tenant: tenant.id, product, url, sortOrder }));
}

function addLinks(ctx: RequestContext, tenant: Store, product: Product, categories: readonly Category[]): void {
  for (const category of categories) ctx.em.create(ProductCategory, { tenant: tenant.id, product, category });
}

/**
 * Creates a product with its images and category links in one flush. The slug comes from the
 * name when absent; slug and SKU are unique in the store (409); categories must be the store's.
 */
/**
 * Runs a product write in one transaction, reading afresh: the categories it links stay until
 * it commits (a category deleted first is reported as missing), and an update holds the
 * product's row, so concurrent updates replace its images and categories one after the other.
 */
function productWrite<T>(ctx: RequestContext, write: (ctx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.em.transactional((em) => write({ ...ctx, em }), { clear: true });
}

export function createProduct(ctx: RequestContext, input: CreateProductInput): Promise<ProductView> {
  return productWrite(ctx, (ctx) => addProduct(ctx, input));
}

async function addProduct(ctx: RequestContext, input: CreateProductInput): Promise<ProductView> {
  const tenant = await requestStore(ctx);
  const problems = new Problems();
  const values = scalarsOf(input);
  const slug = input.slug ?? slugify(input.name);
  if (!slug) problems.add('slug', 'cannot be derived from the name: give one');
  checkCompareAtPrice(problems, input.price, input.compareAtPrice);
  const categories = input.categoryIds?.length
    ? await categoriesForLinking(ctx, input.categoryIds, problems, 'categoryIds')
    : [];
  problems.throwIfAny();
  await assertUnique(ctx, slug, values.sku);
  const product = ctx.em.create(Product, {
    ...values,
    name: input.name.trim(),
    price: input.price,
    slug,
    tenant: tenant.id,
  });
  addImages(ctx, tenant, product, input.images ?? []);
  addLinks(ctx, tenant, product, categories);
  await flush(ctx);
  return viewOf(ctx, product);
}

/**
 * Changes the given fields of a product. `images` and `categoryIds`, when given, replace the
 * whole list. The slug stays when the name changes, unless a new one is given.
 */
export function updateProduct(ctx: RequestContext, key: string, input: UpdateProductInput): Promise<ProductView> {
  return productWrite(ctx, (ctx) => changeProduct(ctx, key, input));
}

async function changeProduct(ctx: RequestContext, key: string, input: UpdateProductInput): Promise<ProductView> {
  const tenant = await requestStore(ctx);
  const product = await findProduct(ctx, key, LockMode.PESSIMISTIC_WRITE);
  const problems = new Problems();
  const values = scalarsOf(input);
  checkCompareAtPrice(
    problems,
    values.price ?? product.price,
    'compareAtPrice' in values ? values.compareAtPrice : product.compareAtPrice,
  );
  const categories = input.categoryIds
    ? await categoriesForLinking(ctx, input.categoryIds, problems, 'categoryIds')
    : undefined;
  problems.throwIfAny();
  const slug = input.slug != null && input.slug !== product.slug ? input.slug : undefined;
  const sku = values.sku && values.sku !== product.sku ? values.sku : undefined;
  await assertUnique(ctx, slug, sku, product.id);

  ctx.em.assign(product, { ...values, ...(slug ? { slug } : {}) });
  if (input.images) {
    await product.images.init();
    product.images.removeAll();
    addImages(ctx, tenant, product, input.images);
  }
  if (categories) {
    await product.categories.init();
    const wanted = new Set(categories.map((c) => c.id));
    for (const link of product.categories.getItems()) {
      if (!wanted.has(link.category.id)) product.categories.remove(link);
    }
    const linked = new Set(product.categories.getItems().map((link) => link.category.id));
    addLinks(
      ctx,
      tenant,
      product,
      categories.filter((c) => !linked.has(c.id)),
    );
  }
  await flush(ctx);
  return viewOf(ctx, product);
}

/** Deletes a product; its images and category links go with it (foreign keys on delete cascade). */
export async function deleteProduct(ctx: RequestContext, key: string): Promise<string> {
  await requestStore(ctx);
  const product = await findProduct(ctx, key);
  const id = product.id;
  ctx.em.remove(product);
  await flush(ctx);
  return id;
}
