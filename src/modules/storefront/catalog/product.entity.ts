import { randomUUID } from 'node:crypto';
import {
  Collection,
  DecimalType,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  Unique,
  type Opt,
  type Ref,
  type Rel,
} from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { money } from '../../identity/tenants/tenant.entity';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { Category } from './category.entity';

/**
 * What a search looks in: the name, description and SKU as one text, joined by line breaks. A
 * term without a line break is found in it exactly when it is found in one of the three (a match
 * cannot span a line break it does not contain), and one trigram index serves it, which the
 * planner chooses at any catalog size (three indexes combined by a BitmapOr lost to a table scan
 * below about 100k products). `alias` qualifies the columns (`"p0".`); the expression is the
 * index's either way.
 */
export const searchText = (alias = '') =>
  `(coalesce(${alias}"name", '') || E'\\n' || coalesce(${alias}"description", '') || E'\\n' || coalesce(${alias}"sku", ''))`;

/**
 * A product of one store's catalog, under the seed's field names. `costPrice`, `images` and
 * `categories` reach GraphQL through field resolvers (cost price for staff only; the two lists
 * batched per request).
 */
@ObjectType({ description: 'A product of the store’s catalog.', simpleResolvers: true })
@Entity({ tableName: 'product' })
@Unique({ properties: ['tenant', 'slug'] })
@Unique({ properties: ['tenant', 'sku'] })
// One index per list sort, each ending with the id tiebreaker (scanned backwards for `desc`).
@Index({ properties: ['tenant', 'createdAt', 'id'] })
@Index({ properties: ['tenant', 'name', 'id'] })
@Index({ properties: ['tenant', 'price', 'id'] })
@Index({ properties: ['tenant', 'stockQuantity', 'id'] })
// A list's total counts the active products apart from its page, from this index alone.
@Index({ properties: ['tenant', 'isActive'] })
// `isFeatured=true` lists (newest first) page and count on the featured products alone.
@Index({
  name: 'product_featured_index',
  expression: `create index "product_featured_index" on "product" ("tenant_id", "created_at", "id") where "is_featured"`,
})
// Search is ILIKE '%term%' over name, description and SKU: one trigram index (pg_trgm) of the three.
// Its pending list of unsorted new entries, which every search reads whole, stays small although
// every order updates its products (see Migration20261127200000_product_search_pending_list).
@Index({
  name: 'product_search_trgm_index',
  expression: `create index "product_search_trgm_index" on "product" using gin (${searchText()} gin_trgm_ops) with (gin_pending_list_limit = 64)`,
})
@TenantFilter()
export class Product extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 255 })
  name!: string;

  @Field({ description: 'Unique in the store; derived from the name when not given at creation.' })
  @Property({ length: 255 })
  slug!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  shortDescription?: string | null;

  @Field(() => Float, { description: 'Selling price in the store currency.' })
  @Property({ type: money(), precision: 12, scale: 2 })
  price!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The former or list price shown struck through; at least `price`.',
  })
  @Property({ type: money(), precision: 12, scale: 2, nullable: true })
  compareAtPrice?: number | null;

  /** Shown to the store's staff only (see the field resolver). */
  @Property({ type: money(), precision: 12, scale: 2, nullable: true })
  costPrice?: number | null;

  @Field(() => String, { nullable: true, description: 'Stock keeping unit; unique in the store.' })
  @Property({ length: 100, nullable: true })
  sku?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  barcode?: string | null;

  @Field(() => Boolean, { description: 'Whether orders count against `stockQuantity`.' })
  @Property({ default: true })
  trackInventory: boolean & Opt = true;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  stockQuantity: number & Opt = 0;

  @Field(() => Int, { description: 'Stock level from which the product counts as running low.' })
  @Property({ type: 'integer', default: 10 })
  lowStockThreshold: number & Opt = 10;

  @Field(() => Float, { nullable: true })
  @Property({ type: new DecimalType('number'), precision: 12, scale: 3, nullable: true })
  weight?: number | null;

  @Field(() => String, { nullable: true, description: 'Unit of `weight`: mg, g, kg, oz, lb, ml or l.' })
  @Property({ length: 10, nullable: true })
  weightUnit?: string | null;

  @Field(() => Boolean, { description: 'Inactive products are visible to the store’s staff only.' })
  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Field(() => Boolean)
  @Property({ default: false })
  isFeatured: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ default: false })
  requiresPrescription: boolean & Opt = false;

  @Field(() => Boolean, { description: 'Sold over the counter.' })
  @Property({ default: false })
  isOTC: boolean & Opt = false;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  manufacturer?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  metaDescription?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  /** In display order. Replaced as a whole when an update gives `images`. */
  @OneToMany(() => ProductImage, (image) => image.product, { orphanRemoval: true, orderBy: { sortOrder: 'asc' } })
  images = new Collection<ProductImage>(this);

  @OneToMany(() => ProductCategory, (link) => link.product, { orphanRemoval: true })
  categories = new Collection<ProductCategory>(this);
}

/** One image of a product; the first (lowest `sortOrder`) is the thumbnail. */
@ObjectType({ description: 'An image of a product.', simpleResolvers: true })
@Entity({ tableName: 'product_image' })
@TenantFilter()
export class ProductImage extends TenantScoped {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Field()
  @Property({ length: 2048 })
  url!: string;

  @Field(() => Int, { description: 'Position from 0; the first image is the thumbnail.' })
  @Property({ type: 'integer' })
  sortOrder!: number;
}

/**
 * The link between a product and a category (many to many). Deleting either side removes the
 * link (foreign keys on delete cascade).
 */
@ObjectType({
  description: 'A category a product is listed in: `{ category { id name slug } }`.',
  simpleResolvers: true,
})
@Entity({ tableName: 'product_category' })
@TenantFilter()
export class ProductCategory extends TenantScoped {
  [PrimaryKeyProp]?: ['product', 'category'];

  @ManyToOne(() => Product, { ref: true, primary: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Field(() => Category)
  @Index()
  @ManyToOne(() => Category, { primary: true, deleteRule: 'cascade' })
  category!: Rel<Category>;
}
