import { optionalNumeric, timestamp } from '../../../db/columns';
import { categoryViewOfLink, type CategoryView, type LinkedCategory } from './category.view';
import type { Product } from './product.entity';

/** An image of a product as the `ProductImage` type answers it. */
export interface ProductImageView {
  url: string;
  sortOrder: number;
}

/** A category a product is listed in, as the `ProductCategory` type answers it. */
export interface ProductCategoryView {
  category: CategoryView;
}

/**
 * A product as the `Product` type answers it: its GraphQL fields under their names, as plain
 * values, the cost price already as its reader may see it. Every product a resolver answers is
 * one, built by one of the two functions below: from a row of the product read (a page, a point
 * read), or from an entity (a change).
 */
export interface ProductView {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  price: number;
  compareAtPrice: number | null;
  /** What the store pays: null unless the reader is its staff ({@link visibleCostPrice}). */
  costPrice: number | null;
  sku: string | null;
  barcode: string | null;
  trackInventory: boolean;
  stockQuantity: number;
  lowStockThreshold: number;
  weight: number | null;
  weightUnit: string | null;
  isActive: boolean;
  isFeatured: boolean;
  requiresPrescription: boolean;
  isOTC: boolean;
  manufacturer: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  createdAt: Date;
  updatedAt: Date;
  /*
   * Carried by a product of the product read, which aggregates them in its statement; absent from
   * one built from an entity, and then loaded in batches when asked for.
   */
  /** In display order. */
  images?: ProductImageView[];
  /** The URL of the first image, or null. */
  thumbnail?: string | null;
  /** The categories it is listed in that the reader may see, in the category list's order. */
  categories?: ProductCategoryView[];
}

/** What the store pays for a product, as a reader sees it: its staff see it, nobody else (null). */
export function visibleCostPrice(staff: boolean, costPrice: number | null | undefined): number | null {
  return staff ? (costPrice ?? null) : null;
}

/** A product of the product read: its columns, its images and its category links aggregated. */
export interface ProductReadRow {
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
  images: ProductImageView[] | null;
  categories: LinkedCategory[] | null;
}

/**
 * The view of a row of the product read, for a reader who is the store's staff or not. One
 * object literal: a page builds 20 or 100 of them.
 */
export function productViewOfRow(row: ProductReadRow, staff: boolean): ProductView {
  const images = row.images ?? [];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.short_description,
    price: Number(row.price),
    compareAtPrice: optionalNumeric(row.compare_at_price),
    costPrice: visibleCostPrice(staff, optionalNumeric(row.cost_price)),
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
    images,
    thumbnail: images.length > 0 ? images[0].url : null,
    categories: (row.categories ?? []).map((category) => ({ category: categoryViewOfLink(category) })),
  };
}

/**
 * The view of a product entity (the result of a change), for a reader who is the store's staff
 * or not. Its images and categories are not carried: they are loaded in batches when asked for.
 */
export function productView(product: Product, staff: boolean): ProductView {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description ?? null,
    shortDescription: product.shortDescription ?? null,
    price: product.price,
    compareAtPrice: product.compareAtPrice ?? null,
    costPrice: visibleCostPrice(staff, product.costPrice),
    sku: product.sku ?? null,
    barcode: product.barcode ?? null,
    trackInventory: product.trackInventory,
    stockQuantity: product.stockQuantity,
    lowStockThreshold: product.lowStockThreshold,
    weight: product.weight ?? null,
    weightUnit: product.weightUnit ?? null,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    requiresPrescription: product.requiresPrescription,
    isOTC: product.isOTC,
    manufacturer: product.manufacturer ?? null,
    metaTitle: product.metaTitle ?? null,
    metaDescription: product.metaDescription ?? null,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
