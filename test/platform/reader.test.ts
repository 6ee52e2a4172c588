import { wrap, type EntityClass, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { readTotalledPage } from '../../src/db/list-count';
import type { ReadScope } from '../../src/db/read-scope';
import { entityItem, entityKeysStatement, entityPage, readByKeys, readPage, windowed } from '../../src/db/reader';
import { Contact } from '../../src/modules/accounting/contacts/contact.entity';
import { Currency } from '../../src/modules/accounting/reference-data/reference.entity';
import { Attachment } from '../../src/modules/accounting/attachments/attachment.entity';
import { ServiceRateType } from '../../src/modules/accounting/service-rate-types/service-rate-type.entity';
import type { TestApp } from '../helpers/app';
import { statementsSent } from '../helpers/plans';
import { actingAs, eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { accounting, asBusiness, itemsOf } from '../accounting/support';
import { expectStatus } from '../helpers/rest';

// The reader (src/db/reader.ts) runs the lean reads: pages and batches by key. The pages of the
// accounting lists (their records are only serialized) are read through it as rows into
// instances of the entity class that the ORM does not manage. These tests prove that such a page
// holds what the ORM's own read of it holds, field for field and getter for getter (a column of a
// custom type included); that no entity is loaded for it; that it stays within its business
// whatever its filters; and how its statement is sent (prepared when its filters carry no value).
// Reference records looked up by code (links, input checks) are read the same way. A page with a
// head (its total on the first row) answers the head on an empty page too, and leaves the head's
// columns out of its records.

let t: TestApp;
let one: StoreScenario;
let other: StoreScenario;

eachTestIn(
  async (app) => {
    const stores = [await storeScenario(app, 'reader-one'), await storeScenario(app, 'reader-two')] as const;
    await rateTypes(app, stores[0], ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly']);
    await rateTypes(app, stores[1], ['Other hourly', 'Other daily']);
    const contact = { name: 'Both kinds', contact_type_ids: ['VENDOR', 'CUSTOMER'] };
    const res = await accounting(app).post('/contacts', { body: { contact }, headers: asBusiness(stores[0].admin) });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return stores;
  },
  (app, [a, b]) => ([t, one, other] = [app, a, b]),
  {},
  { once: true },
);

const CREATED = { createdAt: 'asc', id: 'asc' } as const;

/** A page of `entity`'s rows of the tenant, as the accounting lists read it: the reader's page of the entity's statement. */
async function readEntityPage<T extends object>(
  ctx: ReadScope,
  entity: EntityClass<T>,
  tenantId: string,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
  window: { limit: number; offset: number },
): Promise<T[]> {
  const page = entityPage(ctx, entity, tenantId, where, orderBy);
  return (await readPage(ctx, windowed(page, window), entityItem(ctx.em, entity))).items;
}

/** The tenant's rows of `entity` whose `property` is one of `keys`, as the reference lookups read them. */
function readEntitiesByKeys<T extends object>(
  ctx: ReadScope,
  entity: EntityClass<T>,
  tenantId: string,
  property: keyof T & string,
  keys: string[],
): Promise<T[]> {
  return readByKeys(ctx, entityKeysStatement(ctx.em, entity, tenantId, property), keys, entityItem(ctx.em, entity));
}

async function rateTypes(app: TestApp, store: StoreScenario, names: string[]): Promise<void> {
  const api = accounting(app);
  for (const [index, name] of names.entries()) {
    const res = await api.post('/service_rate_types', {
      body: { service_rate_type: { name, active: index % 2 === 0 } },
      headers: asBusiness(store.admin),
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
}

/** The fields and getters of a record, as GraphQL reads them. */
const shown = (rate: ServiceRateType) => ({
  id: rate.id,
  name: rate.name,
  active: rate.active,
  createdAt: rate.createdAt,
  updatedAt: rate.updatedAt,
  displayedAs: rate.displayedAs,
  path: rate.path,
});

describe('the reader: pages and batches of entity rows', () => {
  it('holds what the ORM reads for the same page, as instances of the class that no EntityManager manages', async () => {
    const ctx = actingAs(t, null);
    const window = { limit: 3, offset: 1 };
    const page = await readEntityPage(ctx, ServiceRateType, one.tenant.id, {}, CREATED, window);
    const orm = t.orm.em.fork();
    orm.setFilterParams('tenant', { tenantId: one.tenant.id });
    const entities = await orm.find(ServiceRateType, {}, { orderBy: CREATED, ...window });
    expect(entities).toHaveLength(3);
    expect(page.map(shown)).toEqual(entities.map(shown));
    for (const rate of page) {
      expect(rate).toBeInstanceOf(ServiceRateType);
      expect(rate.createdAt).toBeInstanceOf(Date);
      expect(wrap(rate, true).__managed).toBeFalsy();
    }
    // The request's EntityManager holds nothing: the rows were not registered as entities.
    expect(ctx.em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
  });

  it('holds each field as a plain property of the record: no accessor or entity helper of the ORM per record', async () => {
    const page = await readEntityPage(actingAs(t, null), ServiceRateType, one.tenant.id, {}, CREATED, {
      limit: 2,
      offset: 0,
    });
    expect(page).toHaveLength(2);
    for (const rate of page) {
      const own = Object.getOwnPropertyDescriptors(rate);
      // Assigned instead of defined, each field ran the setter MikroORM puts on the class's
      // prototype: an accessor pair on the record and a helper holding the values.
      expect(Object.keys(own)).not.toContain('__helper');
      expect(Object.entries(own).filter(([, descriptor]) => !('value' in descriptor))).toEqual([]);
      expect(own.name).toMatchObject({ value: rate.name, writable: true, enumerable: true });
    }
  });

  it('answers a column of a custom type as the ORM does (a contact’s list of types)', async () => {
    const ctx = actingAs(t, null);
    const window = { limit: 50, offset: 0 };
    const [row] = await readEntityPage(ctx, Contact, one.tenant.id, { name: 'Both kinds' }, CREATED, window);
    const orm = t.orm.em.fork();
    orm.setFilterParams('tenant', { tenantId: one.tenant.id });
    const entity = await orm.findOneOrFail(Contact, { name: 'Both kinds' });
    expect(row.contactTypes).toEqual(entity.contactTypes);
    expect([...row.contactTypes].sort()).toEqual(['CUSTOMER', 'VENDOR']);
  });

  it('stays within its business, with or without filters', async () => {
    const ctx = actingAs(t, null);
    const orm = t.orm.em.fork();
    orm.setFilterParams('tenant', { tenantId: other.tenant.id });
    const own = (await orm.find(ServiceRateType, {})).map((rate) => rate.id).sort();
    expect(own).toHaveLength(3);
    const window = { limit: 50, offset: 0 };
    const wheres: FilterQuery<ServiceRateType>[] = [{}, { active: true }, { updatedAt: { $gte: new Date(0) } }];
    for (const where of wheres) {
      const ids = (await readEntityPage(ctx, ServiceRateType, other.tenant.id, where, CREATED, window)).map(
        (rate) => rate.id,
      );
      expect({ where, foreign: ids.filter((id) => !own.includes(id)) }).toEqual({ where, foreign: [] });
      expect(ids.length).toBeGreaterThan(0);
    }
  });

  it('is prepared when its filters carry no value, and planned for its values otherwise', async () => {
    const ctx = actingAs(t, null);
    const window = { limit: 20, offset: 0 };
    const read = (where: FilterQuery<Attachment>) =>
      statementsSent(() => readEntityPage(ctx, Attachment, one.tenant.id, where, CREATED, window));
    for (const where of [{ deletedAt: null }, { deletedAt: null }]) {
      const { sent } = await read(where);
      expect(sent.map((s) => s.as)).toEqual(['force_generic_plan']);
      expect(sent[0].text).toMatch(/"tenant_id" = \$1 and "e"\."deleted_at" is null/);
    }
    const { sent } = await read({ deletedAt: { $gt: new Date(0) } });
    expect(sent.map((s) => s.as)).toEqual(['text']);
  });

  it('reads records by key within the business, as one prepared statement whatever the keys', async () => {
    const ctx = actingAs(t, null);
    for (const keys of [['GBP'], ['GBP', 'EUR', 'NONE']]) {
      const { result, sent } = await statementsSent(() =>
        readEntitiesByKeys(ctx, Currency, one.tenant.id, 'code', keys),
      );
      expect(sent.map((s) => s.as)).toEqual(['force_generic_plan']);
      const orm = t.orm.em.fork();
      orm.setFilterParams('tenant', { tenantId: one.tenant.id });
      const entities = await orm.find(Currency, { code: { $in: keys } }, { orderBy: { code: 'asc' } });
      const fields = (currency: Currency) => [currency.pk, currency.code, currency.displayedAs, currency.path];
      expect(result.sort((a, b) => a.code.localeCompare(b.code)).map(fields)).toEqual(entities.map(fields));
      expect(result.length).toBe(keys.filter((key) => key !== 'NONE').length);
    }
  });

  it('answers a page with its kept total, the total on an empty page too, and no total column in a record', async () => {
    const ctx = actingAs(t, null);
    const read = (tenantId: string, offset: number) =>
      readTotalledPage(
        ctx,
        'service_rate_types',
        tenantId,
        entityPage(ctx, ServiceRateType, tenantId, {}, CREATED),
        { limit: 2, offset },
        entityItem(ctx.em, ServiceRateType),
      );
    const orm = t.orm.em.fork();
    orm.setFilterParams('tenant', { tenantId: one.tenant.id });
    const all = (await orm.find(ServiceRateType, {}, { orderBy: CREATED })).map((rate) => rate.name);
    expect(all.slice(-5)).toEqual(['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly']);
    const page = await read(one.tenant.id, 2);
    expect(page.total).toBe(all.length);
    expect(page.items.map((rate) => rate.name)).toEqual(all.slice(2, 4));
    for (const rate of page.items) expect(Object.keys(rate)).not.toContain('list_total');
    // A page past the last is the last (the statement clamps the offset).
    const last = (await read(one.tenant.id, 40)).items.map((rate) => rate.name);
    expect(last).toEqual(all.slice(Math.floor((all.length - 1) / 2) * 2));
    // A list without any record: the head row alone, which is no record.
    const none = await readTotalledPage(
      ctx,
      'attachments',
      one.tenant.id,
      entityPage(ctx, Attachment, one.tenant.id, { deletedAt: null }, CREATED),
      { limit: 2, offset: 0 },
      entityItem(ctx.em, Attachment),
    );
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('answers the service rate type list over REST as the ORM reads it: fields, getters and order', async () => {
    const res = await accounting(t).get('/service_rate_types', {
      query: { items_per_page: 2, page: 2 },
      headers: asBusiness(one.admin),
    });
    expectStatus(res, 200);
    const orm = t.orm.em.fork();
    orm.setFilterParams('tenant', { tenantId: one.tenant.id });
    const entities = await orm.find(ServiceRateType, {}, { orderBy: CREATED, limit: 2, offset: 2 });
    expect(itemsOf<Record<string, unknown>>(res.body).map((item) => [item.id, item.displayed_as, item.$path])).toEqual(
      entities.map((rate) => [rate.id, rate.displayedAs, rate.path]),
    );
  });
});
