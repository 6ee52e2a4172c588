import { HTTP_URL, MaxChars, MaxDecimalPlaces, NotNull, Required } from '../../../graphql/validation';
import { ArrayMaxSize, IsIn, IsOptional, IsUrl, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Product } from './product.entity';
import { MAX_MONEY, type Patch } from './catalog.validation';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../../../shared/slug';

export const WEIGHT_UNITS = ['mg', 'g', 'kg', 'oz', 'lb', 'ml', 'l'] as const;
export const MAX_IMAGES = 20;
export const MAX_CATEGORIES = 50;

/** The product fields the create and update inputs carry. */
export type ProductFields = Pick<
  Product,
  | 'name'
  | 'slug'
  | 'description'
  | 'shortDescription'
  | 'price'
  | 'compareAtPrice'
  | 'costPrice'
  | 'sku'
  | 'barcode'
  | 'trackInventory'
  | 'stockQuantity'
  | 'lowStockThreshold'
  | 'weight'
  | 'weightUnit'
  | 'isActive'
  | 'isFeatured'
  | 'requiresPrescription'
  | 'isOTC'
  | 'manufacturer'
  | 'metaTitle'
  | 'metaDescription'
>;

const atLeastZero = { message: 'must be at least 0' };
const atMostMoney = { message: `must be at most ${MAX_MONEY}` };
const httpUrls = { each: true, message: 'must contain http(s) URLs only' };
const weightUnit = { message: `must be one of ${WEIGHT_UNITS.join(', ')}` };

/*
 * The create and update inputs carry the same rules; they differ in which fields are required
 * (GraphQL non-null on create) and in what null means (update: clear a nullable field).
 */

@InputType({ description: 'A new product. `slug` is derived from `name` when absent.' })
export class CreateProductInput implements Patch<ProductFields> {
  @Field({ description: 'Shown to shoppers; required, at most 255 characters.' })
  @Required()
  @MaxChars(255)
  name!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'URL name, unique in the store: lower-case letters, digits and hyphens, at most 200 characters. Derived from `name` when absent; a taken slug answers 409.',
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxChars(200)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'Long description, at most 20000 characters.' })
  @IsOptional()
  @MaxChars(20_000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Summary for product lists, at most 500 characters.' })
  @IsOptional()
  @MaxChars(500)
  shortDescription?: string | null;

  @Field(() => Float, { description: 'Unit price in the store’s currency, 0 or more with at most 2 decimals.' })
  @MaxDecimalPlaces(2)
  @Min(0, atLeastZero)
  @Max(MAX_MONEY, atMostMoney)
  price!: number;

  @Field(() => Float, { nullable: true, description: 'At least `price`.' })
  @IsOptional()
  @MaxDecimalPlaces(2)
  @Min(0, atLeastZero)
  @Max(MAX_MONEY, atMostMoney)
  compareAtPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'What the store pays; shown to its staff only.' })
  @IsOptional()
  @MaxDecimalPlaces(2)
  @Min(0, atLeastZero)
  @Max(MAX_MONEY, atMostMoney)
  costPrice?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Stock keeping unit, unique in the store (else 409), at most 100 characters.',
  })
  @IsOptional()
  @MaxChars(100)
  sku?: string | null;

  @Field(() => String, { nullable: true, description: 'EAN/UPC or other barcode, at most 100 characters.' })
  @IsOptional()
  @MaxChars(100)
  barcode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  trackInventory?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Default 0.' })
  @IsOptional()
  @Min(0, atLeastZero)
  stockQuantity?: number | null;

  @Field(() => Int, { nullable: true, description: 'Default 10.' })
  @IsOptional()
  @Min(0, atLeastZero)
  lowStockThreshold?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Shipping weight in `weightUnit`, 0 or more with at most 3 decimals.',
  })
  @IsOptional()
  @MaxDecimalPlaces(3)
  @Min(0, atLeastZero)
  @Max(999_999_999, { message: 'must be at most 999999999' })
  weight?: number | null;

  @Field(() => String, { nullable: true, description: `One of ${WEIGHT_UNITS.join(', ')}.` })
  @IsOptional()
  @IsIn(WEIGHT_UNITS, weightUnit)
  weightUnit?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Categories of the same store the product is listed in.' })
  @IsOptional()
  @ArrayMaxSize(MAX_CATEGORIES, { message: `must have at most ${MAX_CATEGORIES} items` })
  categoryIds?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Image URLs in display order; the first is the thumbnail.' })
  @IsOptional()
  @ArrayMaxSize(MAX_IMAGES, { message: `must have at most ${MAX_IMAGES} items` })
  @IsUrl(HTTP_URL, httpUrls)
  @MaxLength(2048, { each: true, message: 'must contain URLs of at most 2048 characters' })
  images?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  isFeatured?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  requiresPrescription?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Over the counter. Default false.' })
  isOTC?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Maker or brand, at most 200 characters.' })
  @IsOptional()
  @MaxChars(200)
  manufacturer?: string | null;

  @Field(() => String, { nullable: true, description: 'Title for search engines, at most 255 characters.' })
  @IsOptional()
  @MaxChars(255)
  metaTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'Description for search engines, at most 500 characters.' })
  @IsOptional()
  @MaxChars(500)
  metaDescription?: string | null;
}

@InputType({
  description:
    'Changes to a product: absent fields keep their value, null clears an optional one. `images` and `categoryIds` replace the whole list.',
})
export class UpdateProductInput implements Patch<ProductFields> {
  @Field(() => String, { nullable: true, description: 'May not be null or blank, at most 255 characters.' })
  @NotNull()
  @Required()
  @MaxChars(255)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Kept when the name changes, unless given.' })
  @NotNull()
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxChars(200)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'Long description, at most 20000 characters; null clears it.' })
  @IsOptional()
  @MaxChars(20_000)
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Summary for product lists, at most 500 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(500)
  shortDescription?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Unit price in the store’s currency, 0 or more with at most 2 decimals. May not be null. Orders already placed keep their price.',
  })
  @NotNull()
  @MaxDecimalPlaces(2)
  @Min(0, atLeastZero)
  @Max(MAX_MONEY, atMostMoney)
  price?: number | null;

  @Field(() => Float, { nullable: true, description: 'The “was” price, at least `price`; null clears it.' })
  @IsOptional()
  @MaxDecimalPlaces(2)
  @Min(0, atLeastZero)
  @Max(MAX_MONEY, atMostMoney)
  compareAtPrice?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'What the store pays, 0 or more; shown to its staff only. Null clears it.',
  })
  @IsOptional()
  @MaxDecimalPlaces(2)
  @Min(0, atLeastZero)
  @Max(MAX_MONEY, atMostMoney)
  costPrice?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Stock keeping unit, unique in the store (else 409), at most 100 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(100)
  sku?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 100 characters; null clears it.' })
  @IsOptional()
  @MaxChars(100)
  barcode?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether orders take stock and are refused beyond it. May not be null.',
  })
  @NotNull()
  trackInventory?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Units in stock, 0 or more. May not be null.' })
  @NotNull()
  @Min(0, atLeastZero)
  stockQuantity?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Stock at or under which the product counts as low on stock, 0 or more. May not be null.',
  })
  @NotNull()
  @Min(0, atLeastZero)
  lowStockThreshold?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Shipping weight in `weightUnit`, 0 or more with at most 3 decimals; null clears it.',
  })
  @IsOptional()
  @MaxDecimalPlaces(3)
  @Min(0, atLeastZero)
  @Max(999_999_999, { message: 'must be at most 999999999' })
  weight?: number | null;

  @Field(() => String, { nullable: true, description: 'One of mg, g, kg, oz, lb, ml, l; null clears it.' })
  @IsOptional()
  @IsIn(WEIGHT_UNITS, weightUnit)
  weightUnit?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Replaces the product’s categories; [] removes them all.' })
  @IsOptional()
  @ArrayMaxSize(MAX_CATEGORIES, { message: `must have at most ${MAX_CATEGORIES} items` })
  categoryIds?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the product’s images; [] removes them all.' })
  @IsOptional()
  @ArrayMaxSize(MAX_IMAGES, { message: `must have at most ${MAX_IMAGES} items` })
  @IsUrl(HTTP_URL, httpUrls)
  @MaxLength(2048, { each: true, message: 'must contain URLs of at most 2048 characters' })
  images?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'false hides the product from shoppers and from new orders. May not be null.',
  })
  @NotNull()
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Listed with `isFeatured: true`. May not be null.' })
  @NotNull()
  isFeatured?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Orders containing it need a `prescriptionUrl`. May not be null.',
  })
  @NotNull()
  requiresPrescription?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Over the counter. May not be null.' })
  @NotNull()
  isOTC?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Maker or brand, at most 200 characters; null clears it.' })
  @IsOptional()
  @MaxChars(200)
  manufacturer?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Title for search engines, at most 255 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(255)
  metaTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Description for search engines, at most 500 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(500)
  metaDescription?: string | null;
}
