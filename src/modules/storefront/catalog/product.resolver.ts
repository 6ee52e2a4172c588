import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, Float, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { selectedFields } from '../../../graphql/selection';
import type { Page } from '../../../graphql/paging';
import { Product, ProductCategory, ProductImage } from './product.entity';
import * as products from './product.service';
import { ProductListArgs, ProductPage } from './product-list.types';
import { CreateProductInput, UpdateProductInput } from './product.types';
import type { ProductCategoryView, ProductImageView, ProductView } from './product.view';

/*
 * The queries and mutations answer products as their views (product.view.ts), which the field
 * resolvers below receive. A view is not a class, so type-graphql hands it over as it is instead
 * of copying it into a new entity instance for each field resolved.
 */

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, {
    description: 'One page of the store’s products (active ones only, unless the caller is the store’s staff).',
    // Each item's fields cost once per item of the page.
    complexity: ({ args, childComplexity }) => 1 + childComplexity * Number(args.limit ?? 1),
  })
  products(
    @Ctx() ctx: RequestContext,
    @Args() args: ProductListArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<ProductView>> {
    return products.listProducts(ctx, args, selectedFields(info, ['data', 'categories', 'category']));
  }

  @Query(() => Product, { description: 'One product of the store, by id or slug.' })
  product(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The product’s id or slug.' }) id: string,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ProductView> {
    return products.getProduct(ctx, id, selectedFields(info, ['categories', 'category']));
  }

  @Mutation(() => Product, { description: 'Adds a product to the store’s catalog (store staff).' })
  createProduct(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The new product.' }) input: CreateProductInput,
  ): Promise<ProductView> {
    return products.createProduct(ctx, input);
  }

  @Mutation(() => Product, { description: 'Changes the given fields of a product (store staff).' })
  updateProduct(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The product’s id or slug.' }) id: string,
    @Arg('input', { description: 'The fields to change.' }) input: UpdateProductInput,
  ): Promise<ProductView> {
    return products.updateProduct(ctx, id, input);
  }

  @Mutation(() => ID, { description: 'Deletes a product (store ADMIN); answers its id.' })
  deleteProduct(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The product’s id or slug.' }) id: string,
  ): Promise<string> {
    return products.deleteProduct(ctx, id);
  }

  @FieldResolver(() => [ProductCategory], { description: 'Categories the product is listed in.' })
  categories(
    @Root() product: ProductView,
    @Ctx() ctx: RequestContext,
  ): ProductCategoryView[] | Promise<ProductCategoryView[]> {
    return products.productCategories(ctx, product);
  }

  @FieldResolver(() => [ProductImage], { description: 'Images in display order.' })
  images(@Root() product: ProductView, @Ctx() ctx: RequestContext): ProductImageView[] | Promise<ProductImageView[]> {
    return products.productImages(ctx, product);
  }

  @FieldResolver(() => String, { nullable: true, description: 'URL of the first image.' })
  thumbnail(@Root() product: ProductView, @Ctx() ctx: RequestContext): string | null | Promise<string | null> {
    return products.productThumbnail(ctx, product);
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'What the store pays; null unless the caller is its staff.',
  })
  costPrice(@Root() product: ProductView): number | null {
    return product.costPrice;
  }
}
