import type {
  EntityClass,
  EntityKey,
  EntityManager,
  EntityMetadata,
  EntityProperty,
  FilterQuery,
  QueryOrderMap,
} from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { timestamp } from './columns';
import { splitListTotal, withListTotal, type CountedList } from './list-count';
import type { ReadScope } from './read-scope';

/**
 * Reads of whole rows as instances of their entity class that the ORM does not manage: the class's
 * getters (`displayed_as`, `$path`) answer as they do on an entity, but no entity is hydrated,
 * registered in the identity map or given its relation accessors. For list pages that are only
 * serialized, whose fields read the row's own columns (a relation is its id here). Building 20
 * managed entities took about a third of a small accounting list's CPU.
 */

/**
 * What mapping an entity's rows takes, worked out once per entity (per ORM: the key is its
 * metadata): MikroORM has the driver answer timestamps as text and parses them when it hydrates,
 * as it converts the columns of custom types (arrays, decimals).
 */
interface RowMapping {
  dates: string[];
  custom: EntityProperty[];
  /** The statements of {@link readDetachedByKeys}, by property. */
  byKeys: Map<string, string>;
}

const mappings = new WeakMap<EntityMetadata, RowMapping>();

function mappingOf(meta: EntityMetadata): RowMapping {
  let mapping = mappings.get(meta);
  if (!mapping) {
    mapping = {
      dates: meta.props.filter((prop) => prop.runtimeType === 'Date').map((prop) => prop.name),
      custom: meta.props.filter((prop) => prop.customType !== undefined),
      byKeys: new Map(),
    };
    mappings.set(meta, mapping);
  }
  return mapping;
}

/** `rows` (column names, as the driver answers them) as detached instances of `entity`. */
export function detachedRows<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: Record<string, unknown>[],
): T[] {
  const meta = em.getMetadata().get<T>(entity.name);
  const driver = em.getDriver();
  const platform = driver.getPlatform();
  const { dates, custom } = mappingOf(meta as EntityMetadata);
  return rows.map((row) => {
    const data = driver.mapResult(row as never, meta) as Record<string, unknown>;
    for (const name of dates) if (typeof data[name] === 'string') data[name] = timestamp(data[name]);
    for (const prop of custom) {
      if (data[prop.name] != null) data[prop.name] = prop.customType!.convertToJSValue(data[prop.name], platform);
    }
    return detachedInstance(entity, data);
  });
}

/**
 * `data` as the own properties of a new instance of `entity`'s class, defined rather than
 * assigned. MikroORM puts a setter on the class's prototype for each property it tracks; assigned
 * (`Object.assign`), each field ran it, which gave the instance an accessor pair of its own and an
 * entity helper to hold the value: serving the attachment list, that setter took 6.6% of the app's
 * busy time (CPU profile), and garbage collection twice what it takes now.
 */
function detachedInstance<T extends object>(entity: EntityClass<T>, data: Record<string, unknown>): T {
  const instance = Object.create(entity.prototype) as T;
  for (const key of Object.keys(data)) {
    Object.defineProperty(instance, key, { value: data[key], writable: true, enumerable: true, configurable: true });
  }
  return instance;
}

/** Statement texts of pages whose filters carry no value (without limit and offset), by entity, filter and order. */
const plainTexts = new Map<string, string>();

/**
 * The statement of a page of `entity`'s rows of the tenant `tenantId` matching `where`, in
 * `orderBy` order, without its limit and offset, on the alias `e`: the one the ORM builds for
 * them, scoped to the tenant in its own condition. `plain` when its filters carry no value (none,
 * or a tombstone's `null`): the tenant is then its one parameter, and its text is kept.
 */
function pageStatement<T extends object>(
  ctx: ReadScope,
  entity: EntityClass<T>,
  tenantId: string,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
): { sql: string; params: unknown[]; plain: boolean } {
  const key = `${entity.name} ${JSON.stringify(where)} ${JSON.stringify(orderBy)}`;
  const kept = plainTexts.get(key);
  if (kept !== undefined) return { sql: kept, params: [tenantId], plain: true };
  const built = (ctx.em as SqlEntityManager)
    .createQueryBuilder(entity, 'e')
    .select('*')
    .where({ $and: [{ tenant: tenantId }, where] } as FilterQuery<T>)
    .orderBy(orderBy)
    .getKnexQuery()
    .toSQL();
  const params = [...built.bindings];
  // The filters carried no value when the tenant is all the statement takes.
  const plain = params.length === 1 && params[0] === tenantId;
  if (plain) plainTexts.set(key, built.sql);
  return { sql: built.sql, params, plain };
}

/**
 * A page of `entity`'s rows of the tenant `tenantId` matching `where`, in `orderBy` order, as
 * {@link detachedRows}, read by {@link pageStatement}'s statement: a plain page's (its filters
 * carry no value) takes only the tenant, limit and offset and is sent prepared, planned once; any
 * other is planned for its values.
 */
export async function readDetachedPage<T extends object>(
  ctx: ReadScope,
  entity: EntityClass<T>,
  tenantId: string,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
  window: { limit: number; offset: number },
): Promise<T[]> {
  const page = pageStatement(ctx, entity, tenantId, where, orderBy);
  const rows = await ctx.services.reads.rows<Record<string, unknown>>(
    ctx.em,
    `${page.sql} limit ? offset ?`,
    [...page.params, window.limit, window.offset],
    { prepared: page.plain },
  );
  return detachedRows(ctx.em, entity, rows);
}

/**
 * A plain page (filters that carry no value) of a list whose total is kept, with that total, as
 * {@link readDetachedPage} reads the page: one prepared statement ({@link withListTotal}), the
 * list's owner being the tenant. A page past the last is the last.
 */
export async function readDetachedListPage<T extends object>(
  ctx: ReadScope,
  entity: EntityClass<T>,
  tenantId: string,
  list: CountedList,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
  window: { limit: number; offset: number },
): Promise<{ items: T[]; total: number }> {
  const page = pageStatement(ctx, entity, tenantId, where, orderBy);
  if (!page.plain) throw new Error(`${entity.name}: a page read with the kept total of ${list} takes no filter value`);
  const statement = withListTotal(list, tenantId, { ...page, alias: 'e' }, window);
  const rows = await ctx.services.reads.rows<Record<string, unknown> & { list_total?: number }>(
    ctx.em,
    statement.sql,
    statement.params,
    { prepared: true },
  );
  const { rows: pageRows, total } = splitListTotal(rows, 'id');
  return { items: detachedRows(ctx.em, entity, pageRows), total };
}

/**
 * The rows of `entity` of the tenant `tenantId` whose `property` is one of `keys`, as
 * {@link detachedRows}: one prepared statement per entity and property, whatever the keys.
 */
export async function readDetachedByKeys<T extends object>(
  ctx: ReadScope,
  entity: EntityClass<T>,
  tenantId: string,
  property: keyof T & string,
  keys: readonly string[],
): Promise<T[]> {
  const meta = ctx.em.getMetadata().get<T>(entity.name);
  const { byKeys } = mappingOf(meta as EntityMetadata);
  let sql = byKeys.get(property);
  if (sql === undefined) {
    const column = (name: string) => meta.properties[name as EntityKey<T>].fieldNames[0];
    sql = `select * from "${meta.tableName}" where "${column('tenant')}" = ? and "${column(property)}" = any(?)`;
    byKeys.set(property, sql);
  }
  const rows = await ctx.services.reads.rows<Record<string, unknown>>(ctx.em, sql, [tenantId, [...keys]], {
    prepared: true,
  });
  return detachedRows(ctx.em, entity, rows);
}
