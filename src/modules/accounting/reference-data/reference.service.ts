import DataLoader from 'dataloader';
import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import { entityItem, entityKeysStatement, readByKeys } from '../../../db/reader';
import type { RequestContext } from '../../../graphql/context';
import { NotFoundError } from '../../../graphql/errors';
import { byKeys } from '../../../graphql/loaders';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { listPage, type ListArgs, type ListPage } from '../shared/wire';
import { TaxRate, type ReferenceRecord } from './reference.entity';

/** A page of one kind of reference record of the request's business, in seed order. */
export async function listReference<T extends ReferenceRecord>(
  ctx: RequestContext,
  entity: EntityClass<T>,
  path: string,
  args: ListArgs,
  where: FilterQuery<T> = {} as FilterQuery<T>,
): Promise<ListPage<T>> {
  const business = await requestBusiness(ctx);
  return listPage(ctx, business.id, entity, path, args, where, { position: 'asc', code: 'asc' } as never);
}

/** One reference record of the request's business by its code; `resource` names it in the 404. */
export async function findReference<T extends ReferenceRecord>(
  ctx: RequestContext,
  entity: EntityClass<T>,
  code: string,
  resource: string,
): Promise<T> {
  await requestBusiness(ctx);
  const found = await loadReference(ctx, entity, code);
  if (!found) throw new NotFoundError(resource);
  return found;
}

/**
 * Batches lookups of one kind of reference record by code within a request (links of lists, checks
 * of inputs). Reference records are read-only: they are read as rows into instances the ORM does
 * not manage (one prepared statement per kind), as through the ORM they took a tenth of a credit
 * note list's CPU.
 */
export function loadReference<T extends ReferenceRecord>(
  ctx: RequestContext,
  entity: EntityClass<T>,
  code: string,
): Promise<T | null> {
  return references(ctx, entity).load(code);
}

function references<T extends ReferenceRecord>(
  ctx: RequestContext,
  entity: EntityClass<T>,
): DataLoader<string, T | null> {
  return ctx.loaders.get(
    `accounting:${entity.name}.byCode`,
    () =>
      new DataLoader(async (codes: readonly string[]) => {
        const business = await requestBusiness(ctx);
        const rows = await readByKeys(
          ctx,
          entityKeysStatement(ctx.em, entity, business.id, 'code'),
          codes,
          entityItem(ctx.em, entity),
        );
        return byKeys(codes, rows, (row) => row.code);
      }),
  );
}

/**
 * Tells the request's lookups of `entity` a row of its table that another statement read (a
 * page's, joined): {@link loadReference} then answers it without reading it again.
 */
export function knowReference<T extends ReferenceRecord>(
  ctx: RequestContext,
  entity: EntityClass<T>,
  row: object,
): void {
  const record = entityItem(ctx.em, entity)(row);
  references(ctx, entity).prime(record.code, record);
}

/** The tax rates of the business's current accounting country. */
export async function listTaxRates(ctx: RequestContext, args: ListArgs): Promise<ListPage<TaxRate>> {
  const business = await requestBusiness(ctx);
  return listReference(ctx, TaxRate, '/tax_rates', args, { country: business.accountingCountry });
}

/** A tax rate of the business's current accounting country, or null. */
export async function usableTaxRate(ctx: RequestContext, code: string): Promise<TaxRate | null> {
  const business = await requestBusiness(ctx);
  const rate = await loadReference(ctx, TaxRate, code);
  return rate && rate.country === business.accountingCountry ? rate : null;
}

export async function findTaxRate(ctx: RequestContext, code: string): Promise<TaxRate> {
  const rate = await usableTaxRate(ctx, code);
  if (!rate) throw new NotFoundError('Tax rate');
  return rate;
}
