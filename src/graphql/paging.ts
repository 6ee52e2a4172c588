import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `page` (from 1) and `limit` (1..100, default 20), as every paged storefront list takes them. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @Min(1, { message: 'must be at least 1' })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: 'must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `must be at most ${MAX_PAGE_SIZE}` })
  limit: number = DEFAULT_PAGE_SIZE;
}

@ObjectType({ description: 'Paging facts of a list.', simpleResolvers: true })
export class PageMeta {
  @Field(() => Int, { description: 'Number of items over all pages.' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Boolean, {
    description:
      'False when `total` is a lower bound: a product list filtered or searched (other than by one category alone) stops counting its matches 1,000 past the page’s offset, and `total` (and `totalPages`) then count one match more than that. Otherwise `total` is exact.',
  })
  totalExact!: boolean;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** Builds a page from one page of items and the total count (`exact`: false when a lower bound). */
export function toPage<T>(data: T[], total: number, args: PageArgs, exact = true): Page<T> {
  return {
    data,
    meta: { total, page: args.page, limit: args.limit, totalPages: Math.ceil(total / args.limit), totalExact: exact },
  };
}

/** SQL offset of a page. */
export function offsetOf(args: PageArgs): number {
  return (args.page - 1) * args.limit;
}

/** A GraphQL page type `{ data: [T!]!, meta: PageMeta! }` for an item type. */
export function Paginated<T extends object>(item: ClassType<T>) {
  // Abstract: never emitted itself, only through the named subclasses.
  @ObjectType({ simpleResolvers: true })
  abstract class PageType implements Page<T> {
    @Field(() => [item])
    data!: T[];

    @Field(() => PageMeta)
    meta!: PageMeta;
  }
  return PageType;
}
