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
import type { ReadOptions } from './read-pool';
import type { ReadScope } from './read-scope';

/**
 * The one reader of the lean read path: every list page and every batch of rows by key that is
 * read without the ORM's unit of work goes through {@link readPage} or {@link readByKeys}. Each
 * runs one statement on the read pools (`ctx.services.reads`: the replica when the request may,
 * prepared or parsed once as the statement says) and makes each row what the read answers with one
 * mapper: a view's own (`productViewOfRow`, `jobView`, a credit note's `noteView`), or
 * {@link entityItem} for a table read whole as its entity's class. The statements are the
 * domain's: written out on a hot path (a product page, a credit note list), or built from an
 * entity's metadata here ({@link entityPage}, {@link entityKeysStatement}).
 *
 * Point reads of one row by key (a product, a store by slug, a caller's credentials) run their
 * statement on the read pools directly, and so does checkout's read of the order's products
 * (`in (...)`, one text per number of lines); reads a write goes on from stay on the ORM's
 * entities.
 */

/** A statement of the reader: its text with `?` placeholders, its values, and how it is sent. */
export interface Statement extends ReadOptions {
  sql: string;
  params: readonly unknown[];
}

/**
 * A page whose statement answers a head with it: columns its first row carries for the whole
 * page (a total, whether the list's owner is the caller's), left-joined to the page's rows so
 * that an empty page still answers them, on a row alone whose `emptyWhen` column is null.
 */
export interface PageHead<K> {
  emptyWhen: K;
}

/** A row of a page with a head that is one of its items: its `emptyWhen` column is not null. */
export type ItemRow<R, K extends keyof R> = R & { [P in K]: NonNullable<R[P]> };

/**
 * A page of rows read by `statement` (its limit and offset in it), each made an item by `item`.
 * With a `head`, the statement's first row is also answered as `head` (on an empty page, its
 * only row, which is no item); without one, `head` is the first row when there is one.
 */
export async function readPage<R extends object, V, K extends keyof R = never>(
  ctx: ReadScope,
  statement: Statement,
  item: (row: ItemRow<R, NoInfer<K>>) => V,
  head?: PageHead<K>,
): Promise<{ items: V[]; head: R | undefined }> {
  const { sql, params, prepared, parsedOnce } = statement;
  const rows = await ctx.services.reads.rows<ItemRow<R, K>>(ctx.em, sql, [...params], { prepared, parsedOnce });
  const first = rows[0];
  const empty = first === undefined || (head !== undefined && first[head.emptyWhen] === null);
  return { items: empty ? [] : rows.map((row) => item(row)), head: first };
}

/**
 * The rows `statement` reads for `keys` (a loader's batch), each made an item by `item`: the
 * keys are the statement's last parameter, one array (`= any(?)`), so that its text is one
 * whatever their number, and it is prepared (planned once per connection: a read by key).
 */
export async function readByKeys<R extends object, V>(
  ctx: ReadScope,
  statement: Statement,
  keys: readonly unknown[],
  item: (row: R) => V,
): Promise<V[]> {
  const { sql, params, parsedOnce } = statement;
  const rows = await ctx.services.reads.rows<R>(ctx.em, sql, [...params, [...keys]], { prepared: true, parsedOnce });
  return rows.map((row) => item(row));
}

/** `statement` (a page's, without them) with a window's limit and offset. */
export function windowed(statement: Statement, window: { limit: number; offset: number }): Statement {
  return {
    ...statement,
    sql: `${statement.sql} limit ? offset ?`,
    params: [...statement.params, window.limit, window.offset],
  };
}

/**
 * What mapping an entity's rows takes, worked out once per entity (per ORM: the key is its
 * metadata): MikroORM has the driver answer timestamps as text and parses them when it hydrates,
 * as it converts the columns of custom types (arrays, decimals).
 */
interface RowMapping {
  dates: string[];
  custom: EntityProperty[];
  /** The statements of {@link entityKeysStatement}, by property. */
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

/**
 * The mapper of rows of `entity`'s table (column names, as the driver answers them) to instances
 * of its class that the ORM does not manage: the class's getters (`displayed_as`, `$path`) answer
 * as they do on an entity, but no entity is hydrated, registered in the identity map or given its
 * relation accessors (a relation is its id). For rows that are only serialized: building 20
 * managed entities took about a third of a small accounting list's CPU. A column that is none of
 * the entity's (a page's head) is left out.
 */
export function entityItem<T extends object>(em: EntityManager, entity: EntityClass<T>): (row: object) => T {
  const meta = em.getMetadata().get<T>(entity.name) as EntityMetadata;
  const driver = em.getDriver();
  const platform = driver.getPlatform();
  const { dates, custom } = mappingOf(meta);
  return (row) => {
    const data = driver.mapResult(row as never, meta) as Record<string, unknown>;
    for (const name of dates) if (typeof data[name] === 'string') data[name] = timestamp(data[name]);
    for (const prop of custom) {
      if (data[prop.name] != null) data[prop.name] = prop.customType!.convertToJSValue(data[prop.name], platform);
    }
    return detachedInstance(entity, meta, data);
  };
}

/**
 * `data`'s properties of `entity` as the own properties of a new instance of its class, defined
 * rather than assigned. MikroORM puts a setter on the class's prototype for each property it
 * tracks; assigned (`Object.assign`), each field ran it, which gave the instance an accessor pair
 * of its own and an entity helper to hold the value: serving the attachment list, that setter took
 * 6.6% of the app's busy time (CPU profile), and garbage collection twice what it takes now.
 */
function detachedInstance<T extends object>(
  entity: EntityClass<T>,
  meta: EntityMetadata,
  data: Record<string, unknown>,
): T {
  const instance = Object.create(entity.prototype) as T;
  for (const key of Object.keys(data)) {
    if (!Object.hasOwn(meta.properties, key)) continue;
    Object.defineProperty(instance, key, { value: data[key], writable: true, enumerable: true, configurable: true });
  }
  return instance;
}

/** Statement texts of pages whose filters carry no value (without limit and offset), by entity, filter and order. */
const plainTexts = new Map<string, string>();

/**
 * The statement of a page of `entity`'s rows of the tenant `tenantId` matching `where`, in
 * `orderBy` order, without its limit and offset, on the alias `e`: the one the ORM builds for
 * them, scoped to the tenant in its own condition. `prepared` when its filters carry no value
 * (none, or a tombstone's `null`): the tenant is then its one parameter, its text is kept, and it
 * is planned once; any other is planned for its values.
 */
export function entityPage<T extends object>(
  ctx: ReadScope,
  entity: EntityClass<T>,
  tenantId: string,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
): Statement & { prepared: boolean; alias: string } {
  const key = `${entity.name} ${JSON.stringify(where)} ${JSON.stringify(orderBy)}`;
  const kept = plainTexts.get(key);
  if (kept !== undefined) return { sql: kept, params: [tenantId], prepared: true, alias: 'e' };
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
  return { sql: built.sql, params, prepared: plain, alias: 'e' };
}

/**
 * The statement of {@link readByKeys} for the rows of `entity` of the tenant `tenantId` whose
 * `property` is one of the keys: one text per entity and property.
 */
export function entityKeysStatement<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  tenantId: string,
  property: keyof T & string,
): Statement {
  const meta = em.getMetadata().get<T>(entity.name);
  const { byKeys } = mappingOf(meta as EntityMetadata);
  let sql = byKeys.get(property);
  if (sql === undefined) {
    const column = (name: string) => meta.properties[name as EntityKey<T>].fieldNames[0];
    sql = `select * from "${meta.tableName}" where "${column('tenant')}" = ? and "${column(property)}" = any(?)`;
    byKeys.set(property, sql);
  }
  return { sql, params: [tenantId] };
}
