import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { listPage, parseDateTime, type ListPage } from '../shared/wire';
import { ServiceRateType } from './service-rate-type.entity';
import type { ServiceRateTypeInput, ServiceRateTypeListArgs, ServiceRateTypeUpdate } from './service-rate-type.types';

export async function listServiceRateTypes(
  ctx: RequestContext,
  args: ServiceRateTypeListArgs,
): Promise<ListPage<ServiceRateType>> {
  const where: FilterQuery<ServiceRateType> = {};
  if (args.updated_or_created_since) {
    where.updatedAt = { $gte: parseDateTime('updated_or_created_since', args.updated_or_created_since) };
  }
  if (args.active !== undefined && args.active !== null) where.active = args.active;
  const business = await requestBusiness(ctx);
  // Unfiltered, the total is the one the rate type writes keep.
  const plain = Object.keys(where).length === 0;
  return listPage(
    ctx,
    business.id,
    ServiceRateType,
    '/service_rate_types',
    args,
    where,
    { createdAt: 'asc', id: 'asc' },
    plain ? 'service_rate_types' : undefined,
  );
}

export async function findServiceRateType(ctx: RequestContext, id: string): Promise<ServiceRateType> {
  await requestBusiness(ctx);
  const found = isUuid(id) ? await ctx.em.findOne(ServiceRateType, { id }) : null;
  if (!found) throw new NotFoundError('Service rate type');
  return found;
}

export async function createServiceRateType(
  ctx: RequestContext,
  input: ServiceRateTypeInput,
): Promise<ServiceRateType> {
  const business = await requestBusiness(ctx);
  const rateType = ctx.em.create(ServiceRateType, {
    tenant: business.id,
    name: input.name.trim(),
    active: input.active,
  });
  await ctx.em.flush();
  return rateType;
}

/** Changes the given fields, under the row's lock: a delete that ran first leaves nothing to change (404). */
export async function updateServiceRateType(
  ctx: RequestContext,
  id: string,
  input: ServiceRateTypeUpdate,
): Promise<ServiceRateType> {
  await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    const rateType = isUuid(id)
      ? await em.findOne(ServiceRateType, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!rateType) throw new NotFoundError('Service rate type');
    if (input.name != null) rateType.name = input.name.trim();
    if (input.active != null) rateType.active = input.active;
    await em.flush();
    return rateType;
  });
}

/**
 * Deletes a service rate type: only an inactive one, and only while the business has another
 * (SPEC section 5; 422 otherwise). The count is taken under a lock on the business's rate
 * types, so two concurrent deletes cannot remove the last two.
 */
export async function deleteServiceRateType(ctx: RequestContext, id: string): Promise<string> {
  const business = await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    await em.execute('select id from accounting_service_rate_type where tenant_id = ? for update', [business.id]);
    const rateType = isUuid(id) ? await em.findOne(ServiceRateType, { id }) : null;
    if (!rateType) throw new NotFoundError('Service rate type');
    if (rateType.active) throw ValidationError.field('active', 'Only an inactive service rate type can be deleted');
    if ((await em.count(ServiceRateType, {})) <= 1) {
      throw ValidationError.field('id', 'The last service rate type of a business cannot be deleted');
    }
    em.remove(rateType);
    await em.flush();
    return id;
  });
}
