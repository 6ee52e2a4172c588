import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import type { ParamSpec, RouteDefinition } from '../../../rest/types';

const MAX_PAGE_SIZE = 100;

/** The payroll lists' zero-based paging arguments (`pageNum`, `pageSize` up to 100) for a list's own page size. */
export function PayrollPaging(defaultSize: number) {
  @ArgsType()
  abstract class Paging {
    @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' })
    @Min(0, { message: 'must be at least 0' })
    pageNum: number = 0;

    @Field(() => Int, {
      defaultValue: defaultSize,
      description: `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${defaultSize}).`,
    })
    @Min(1, { message: 'must be at least 1' })
    @Max(MAX_PAGE_SIZE, { message: `must be at most ${MAX_PAGE_SIZE}` })
    pageSize: number = defaultSize;
  }
  return Paging;
}

/**
 * A REST list of a GraphQL page (`{ items, total }` under `field`): its query parameters (the
 * list's `filters`, then the paging), the items as the body and the total in `X-Total-Count`.
 */
export function pagedList(
  field: string,
  defaultSize: number,
  filters: Record<string, ParamSpec> = {},
): Pick<RouteDefinition, 'query' | 'resultProperty' | 'headers'> {
  const page = (data: Record<string, unknown>) => data[field] as { items: unknown[]; total: number };
  return {
    query: {
      ...filters,
      pageNum: { type: 'integer', min: 0, max: 1_000_000, default: 0, description: 'Zero-based.' },
      pageSize: { type: 'integer', min: 1, max: MAX_PAGE_SIZE, default: defaultSize },
    },
    resultProperty: 'items',
    headers: {
      'X-Total-Count': {
        description: 'How many items all the pages hold.',
        schema: { type: 'integer', minimum: 0 },
        value: (data) => String(page(data).total),
      },
    },
  };
}
