import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Category } from './category.entity';
import * as categories from './category.service';
import { CategoryCount, CreateCategoryInput, UpdateCategoryInput } from './category.types';
import type { CategoryView } from './category.view';

/*
 * The queries and mutations answer categories as their views (category.view.ts), which the field
 * resolvers below receive. A view is not a class, so type-graphql passes it on as it is (typed as
 * the class, each call copied it into a new entity).
 */

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], {
    description:
      'Every category of the store, ordered by sortOrder then name (active ones only, unless the caller is the store’s staff).',
  })
  categories(@Ctx() ctx: RequestContext): Promise<CategoryView[]> {
    return categories.listCategories(ctx);
  }

  @Query(() => Category, { description: 'One category of the store, by id or slug.' })
  category(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The category’s id or slug.' }) id: string,
  ): Promise<CategoryView> {
    return categories.getCategory(ctx, id);
  }

  @Mutation(() => Category, { description: 'Adds a category (store staff).' })
  createCategory(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The new category.' }) input: CreateCategoryInput,
  ): Promise<CategoryView> {
    return categories.createCategory(ctx, input);
  }

  @Mutation(() => Category, { description: 'Changes the given fields of a category (store staff).' })
  updateCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The category’s id or slug.' }) id: string,
    @Arg('input', { description: 'The fields to change.' }) input: UpdateCategoryInput,
  ): Promise<CategoryView> {
    return categories.updateCategory(ctx, id, input);
  }

  @Mutation(() => ID, {
    description: 'Deletes a category without subcategories (store staff); its products stay. Answers its id.',
  })
  deleteCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The category’s id or slug.' }) id: string,
  ): Promise<string> {
    return categories.deleteCategory(ctx, id);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'Id of the parent category; null at the top level.' })
  parentId(@Root() category: CategoryView): string | null {
    return category.parentId ?? null;
  }

  @FieldResolver(() => Category, { nullable: true })
  parent(
    @Root() category: CategoryView,
    @Ctx() ctx: RequestContext,
  ): CategoryView | null | Promise<CategoryView | null> {
    return categories.categoryParent(ctx, category);
  }

  @FieldResolver(() => [Category], { description: 'Direct subcategories, ordered by sortOrder then name.' })
  children(@Root() category: CategoryView, @Ctx() ctx: RequestContext): CategoryView[] | Promise<CategoryView[]> {
    return categories.categoryChildren(ctx, category);
  }

  @FieldResolver(() => CategoryCount, { name: '_count' })
  count(@Root() category: CategoryView, @Ctx() ctx: RequestContext): CategoryCount | Promise<CategoryCount> {
    return categories.categoryProductCount(ctx, category);
  }
}
