import type { EntityClass, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { Max, Min } from 'class-validator';
import { GraphQLScalarType, Kind } from 'graphql';
import { ArgsType, Field, ID, Int, ObjectType, type ClassType } from 'type-graphql';
import { entityItem, entityPage, readPage, windowed } from '../../../db/reader';
import { readTotalledPage, type CountedList } from '../../../db/list-count';
import type { RequestContext } from '../../../graphql/context';
import { ValidationError } from '../../../graphql/errors';
import { DATE_RANGE_MESSAGE, isStorableTime } from '../../../shared/dates';
import { plainNotation } from '../../../shared/numbers';
import { isDecimalString } from './decimal';

/**
 * The accounting API's wire conventions (SPEC section 5, reference section 1), shared by every
 * accounting domain: snake_case fields, link objects, the list envelope, decimals as strings and
 * second-precision timestamps.
 */

const DECIMAL_MESSAGE = 'must be a decimal number (a number or a string such as "10.50")';

function parseDecimal(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? plainNotation(value) : value;
  if (typeof text !== 'string' || !isDecimalString(text.trim())) throw new TypeError(DECIMAL_MESSAGE);
  return text.trim();
}

/** Decimals travel as strings ("10.00"); inputs accept a JSON number or a numeric string. */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number, written as a string ("10.00"); read from a number or a numeric string.',
  serialize(value) {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new TypeError('Decimal cannot represent this value');
  },
  parseValue: parseDecimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT || ast.kind === Kind.STRING) return parseDecimal(ast.value);
    throw new TypeError(DECIMAL_MESSAGE);
  },
});

/** ISO 8601 in UTC to the second, as the real API writes timestamps: `2018-06-25T05:46:18Z`. */
export function wireTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const AccountingDateTimeScalar = new GraphQLScalarType({
  name: 'AccountingDateTime',
  description: 'A UTC timestamp to the second: `2018-06-25T05:46:18Z`.',
  serialize(value) {
    if (value instanceof Date) return wireTimestamp(value);
    if (typeof value === 'string') return wireTimestamp(new Date(value));
    throw new TypeError('AccountingDateTime cannot represent this value');
  },
  parseValue(value) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new TypeError('must be a timestamp');
    return new Date(value);
  },
});

/**
 * The current time to the second. Records keep second precision so that a timestamp a client
 * read back (`updated_at`) is exact when sent as an inclusive or exclusive filter edge.
 */
export function nowSeconds(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

@ObjectType('AccountingLink', {
  description: 'A reference to another record: `{id, displayed_as, $path}` (`path` is `$path` over REST).',
  simpleResolvers: true,
})
export class Link {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  displayed_as!: string | null;

  @Field({ description: 'The record’s path without the version prefix (REST: `$path`).' })
  path!: string;
}

export function link(id: string, displayedAs: string | null, path: string): Link {
  return { id, displayed_as: displayedAs, path };
}

/** The link of a record this API serves (null when there is none). */
export function asLink(record: { id: string; displayedAs: string | null; path: string } | null): Link | null {
  return record ? link(record.id, record.displayedAs, record.path) : null;
}

/** A link to a record this API does not serve, from the id the client gave (no label known). */
export function foreignLink(id: string | null | undefined, segment: string): Link | null {
  return id ? link(id, null, `${segment}/${encodeURIComponent(id)}`) : null;
}

export const DEFAULT_ITEMS_PER_PAGE = 20;
export const MAX_ITEMS_PER_PAGE = 200;

/** Paging and projection arguments every accounting list takes. */
@ArgsType()
export class ListArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Page number from 1; beyond the last page, the last page.' })
  @Min(1, { message: 'must be at least 1' })
  page: number = 1;

  @Field(() => Int, {
    defaultValue: DEFAULT_ITEMS_PER_PAGE,
    description: `Page size, 1 to ${MAX_ITEMS_PER_PAGE}.`,
  })
  @Min(1, { message: 'must be at least 1' })
  @Max(MAX_ITEMS_PER_PAGE, { message: `must be at most ${MAX_ITEMS_PER_PAGE}` })
  items_per_page: number = DEFAULT_ITEMS_PER_PAGE;

  @Field(() => String, {
    nullable: true,
    description: 'REST projection of list items (`all` or a comma list); kept in the paging links.',
  })
  attributes?: string | null;
}

/** A page of records with the envelope facts (REST: `$total`, `$page`, `$next`, `$back`, `$itemsPerPage`, `$items`). */
export interface ListPage<T> {
  total: number;
  page: number;
  next: string | null;
  back: string | null;
  items_per_page: number;
  items: T[];
}

/** The GraphQL type of a list envelope for an item type. */
export function AccountingList<T extends object>(item: ClassType<T>) {
  @ObjectType({ simpleResolvers: true })
  abstract class ListType implements ListPage<T> {
    @Field(() => Int, { description: 'Matching records over all pages.' })
    total!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => String, { nullable: true, description: 'Path and query of the next page; null on the last.' })
    next!: string | null;

    @Field(() => String, { nullable: true, description: 'Path and query of the previous page; null on the first.' })
    back!: string | null;

    @Field(() => Int)
    items_per_page!: number;

    @Field(() => [item])
    items!: T[];
  }
  return ListType;
}

/** Which page to read: a page beyond the last is the last (the real API does so). */
function pageWindow(args: ListArgs, total: number): { page: number; offset: number; limit: number } {
  const last = Math.max(1, Math.ceil(total / args.items_per_page));
  const page = Math.min(args.page, last);
  return { page, offset: (page - 1) * args.items_per_page, limit: args.items_per_page };
}

function queryString(page: number, itemsPerPage: number, filters: Record<string, unknown>): string {
  const params = new URLSearchParams({ page: String(page), items_per_page: String(itemsPerPage) });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && name !== 'page' && name !== 'items_per_page') {
      params.append(name, String(value));
    }
  }
  return params.toString();
}

/**
 * Builds a list envelope: the page actually read, and the `$next`/`$back` paths keeping the
 * caller's filters (snake_case, as the arguments are named).
 */
function toListPage<T>(
  path: string,
  args: ListArgs & Record<string, unknown>,
  window: { page: number },
  total: number,
  items: T[],
): ListPage<T> {
  const last = Math.max(1, Math.ceil(total / args.items_per_page));
  const at = (page: number) => `${path}?${queryString(page, args.items_per_page, args)}`;
  return {
    total,
    page: window.page,
    next: window.page < last ? at(window.page + 1) : null,
    back: window.page > 1 ? at(window.page - 1) : null,
    items_per_page: args.items_per_page,
    items,
  };
}

/**
 * One page of an accounting list: the records of the business `tenantId` matching `where`, the
 * page asked for read in `orderBy` order (beyond the last page, the last), their total, and the
 * envelope with links to `path`. An unfiltered list names the total its writes keep (`kept`): the
 * page's statement reads it ({@link readTotalledPage}); a filtered one's matches are counted
 * first. The lists only serialize their records: the page is read by the reader as rows into
 * instances the ORM does not manage ({@link entityItem}).
 */
export async function listPage<T extends object>(
  ctx: RequestContext,
  tenantId: string,
  entity: EntityClass<T>,
  path: string,
  args: ListArgs,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
  kept?: CountedList,
): Promise<ListPage<T>> {
  const page = entityPage(ctx, entity, tenantId, where, orderBy);
  const item = entityItem(ctx.em, entity);
  if (kept) {
    if (!page.prepared)
      throw new Error(`${entity.name}: a page read with the kept total of ${kept} takes no filter value`);
    return totalledPageOf(path, args, (window) => readTotalledPage(ctx, kept, tenantId, page, window, item));
  }
  return pageOf(
    path,
    args,
    () => ctx.em.count(entity, where),
    async (window) => (await readPage(ctx, windowed(page, window), item)).items,
  );
}

/**
 * One page of an accounting list read by `read` (the rows at `offset`, at most `limit`) once
 * `count` has answered the total: the page asked for (beyond the last page, the last) and the
 * envelope with links to `path`, as {@link listPage} answers it.
 */
export async function pageOf<T>(
  path: string,
  args: ListArgs,
  count: () => Promise<number>,
  read: (window: { limit: number; offset: number }) => Promise<T[]>,
): Promise<ListPage<T>> {
  const total = await count();
  const window = pageWindow(args, total);
  const items = await read({ limit: window.limit, offset: window.offset });
  return toListPage(path, { ...args }, window, total, items);
}

/**
 * One page of an accounting list read by `read` with the list's total, in one statement that
 * reads the last page for a page beyond it (see `withListTotal`): the envelope as {@link pageOf}
 * answers it.
 */
export async function totalledPageOf<T>(
  path: string,
  args: ListArgs,
  read: (window: { limit: number; offset: number }) => Promise<{ items: T[]; total: number }>,
): Promise<ListPage<T>> {
  const { items, total } = await read({ limit: args.items_per_page, offset: (args.page - 1) * args.items_per_page });
  return toListPage(path, { ...args }, pageWindow(args, total), total, items);
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+\- ]\d{2}:?\d{2})?)?$/;

const DATE_TIME_MESSAGE =
  'must be a date or date-time: YYYY-MM-DD, YYYY-MM-DDT(+|-)hh:mm or YYYY-MM-DDThh:mm:ss(+|-)hh:mm';

/**
 * Reads a date or date-time filter in the forms the reference names (`2015-10-27T16:24:52Z`,
 * `2015-10-27T16:24:52+01:00`, `2015-10-27T+01:00`, `2015-10-27`). A `+` decoded from a query
 * string arrives as a space and is read as `+`. No offset means UTC.
 */
export function parseDateTime(field: string, value: string): Date {
  const match = DATE_TIME.exec(value.trim());
  if (!match) throw ValidationError.field(field, DATE_TIME_MESSAGE);
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  let time = Date.UTC(year, month - 1, day, Number(h), Number(mi), Number(s), millis);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    throw ValidationError.field(field, DATE_TIME_MESSAGE);
  }
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMinutes = Number(digits.slice(2));
    if (offsetHours > 23 || offsetMinutes > 59) throw ValidationError.field(field, DATE_TIME_MESSAGE);
    time -= sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  }
  if (!isStorableTime(time)) throw ValidationError.field(field, DATE_RANGE_MESSAGE);
  return new Date(time);
}

/** A calendar-date filter given as a date or date-time: its date as written (`YYYY-MM-DD`). */
export function parseDateFilter(field: string, value: string): string {
  parseDateTime(field, value);
  return value.trim().slice(0, 10);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The GraphQL cost of a list field: its selection counts once per item of the page. */
export const perPage = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
  1 + childComplexity * Number(args.items_per_page ?? DEFAULT_ITEMS_PER_PAGE);

@ObjectType('AccountingResourceLink', {
  description: 'A link to the record in another application: `{href, rel, type}`.',
  simpleResolvers: true,
})
export class ResourceLink {
  @Field(() => String, { nullable: true })
  href!: string | null;

  @Field(() => String, { nullable: true })
  rel!: string | null;

  @Field(() => String, { nullable: true })
  type!: string | null;
}
