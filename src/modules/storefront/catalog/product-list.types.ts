import { IsOptional, Min } from 'class-validator';
import { ArgsType, Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { MaxChars } from '../../../graphql/validation';
import { PageArgs, Paginated } from '../../../graphql/paging';
import { Product } from './product.entity';

export enum ProductSortField {
  name = 'name',
  price = 'price',
  createdAt = 'createdAt',
  stockQuantity = 'stockQuantity',
}

export enum SortOrder {
  asc = 'asc',
  desc = 'desc',
}

registerEnumType(ProductSortField, {
  name: 'ProductSortField',
  description: 'What a product list is ordered by.',
  valuesConfig: {
    name: { description: 'By name, alphabetically.' },
    price: { description: 'By unit price.' },
    createdAt: { description: 'By when the product was added (the default).' },
    stockQuantity: { description: 'By units in stock.' },
  },
});
registerEnumType(SortOrder, {
  name: 'SortOrder',
  description: 'Ascending or descending.',
  valuesConfig: {
    asc: { description: 'Smallest, earliest or A first.' },
    desc: { description: 'Largest, latest or Z first.' },
  },
});

@ObjectType({ description: 'One page of products.' })
export class ProductPage extends Paginated(Product) {}

@ArgsType()
export class ProductListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive text found in the name, description or SKU.' })
  @IsOptional()
  @MaxChars(200)
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only products listed in this category (its id or slug).' })
  categoryId?: string | null;

  @Field(() => Float, { nullable: true, description: 'Lowest price, inclusive.' })
  @IsOptional()
  @Min(0, { message: 'must be at least 0' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest price, inclusive.' })
  @IsOptional()
  @Min(0, { message: 'must be at least 0' })
  maxPrice?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Active or inactive products only. Callers other than the store’s staff see active products only.',
  })
  isActive?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: featured products only; false: the others; absent: no restriction.',
  })
  isFeatured?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: products in stock only (stock above 0, or inventory not tracked). false or absent: no restriction.',
  })
  inStock?: boolean | null;

  @Field(() => ProductSortField, {
    defaultValue: ProductSortField.createdAt,
    description: 'Field the page is ordered by (default createdAt); ties are ordered by id.',
  })
  sortBy: ProductSortField = ProductSortField.createdAt;

  @Field(() => SortOrder, { defaultValue: SortOrder.desc, description: 'Default desc; ties are ordered by id.' })
  sortOrder: SortOrder = SortOrder.desc;
}
