import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { lockCustomer } from '../../identity/customers/customer.service';
import { requestTenant } from '../../identity/tenants/tenant-scope';
import { optionalText } from '../catalog/catalog.validation';
import { Address } from './address.entity';
import type { AddressInput, UpdateAddressInput } from './address.types';

/** At most this many addresses per customer: the book is a short list, never paged. */
export const MAX_ADDRESSES = 50;

/**
 * The signed-in customer of the request's store (their id). The permission rules admit only
 * customers to these operations; this is the data path's own guard.
 */
export async function requestCustomerId(ctx: RequestContext): Promise<string> {
  const tenant = await requestTenant(ctx);
  const p = ctx.principal;
  if (p?.kind !== 'customer' || p.tenantId !== tenant.id) throw new ForbiddenError();
  return p.id;
}

/** The customer's addresses, the default first, then newest first. */
export async function listAddresses(ctx: RequestContext): Promise<Address[]> {
  const customer = await requestCustomerId(ctx);
  return ctx.em.find(Address, { customer }, { orderBy: { isDefault: 'desc', createdAt: 'desc', id: 'asc' } });
}

/** One of the customer's addresses; another customer's (or store's) answers "Address not found". */
export async function findAddress(ctx: RequestContext, id: string, em: EntityManager = ctx.em): Promise<Address> {
  const customer = await requestCustomerId(ctx);
  const address = isUuid(id) ? await em.findOne(Address, { id, customer }) : null;
  if (!address) throw new NotFoundError('Address');
  return address;
}

type Values = Partial<Omit<AddressInput, 'isDefault'>>;

function valuesOf(input: AddressInput | UpdateAddressInput): Values {
  const values: Values = {};
  for (const field of ['firstName', 'lastName', 'line1', 'city', 'postalCode', 'country'] as const) {
    const value = input[field];
    if (value != null) values[field] = value.trim();
  }
  for (const field of ['phone', 'line2', 'state'] as const) {
    if (input[field] !== undefined) values[field] = optionalText(input[field]);
  }
  return values;
}

/** Clears the default flag of the customer's other addresses (before one becomes the default). */
async function clearDefault(em: EntityManager, customer: string, except: string): Promise<void> {
  await em.nativeUpdate(Address, { customer, isDefault: true, id: { $ne: except } }, { isDefault: false });
}

/** Adds an address; the customer's first address, or one asked to be, becomes the default. */
export async function createAddress(ctx: RequestContext, input: AddressInput): Promise<Address> {
  const tenant = await requestTenant(ctx);
  const customer = await requestCustomerId(ctx);
  return ctx.em.transactional(async (em) => {
    await lockCustomer(em, customer);
    const count = await em.count(Address, { customer });
    if (count >= MAX_ADDRESSES) {
      throw ValidationError.field('addresses', `A customer may keep at most ${MAX_ADDRESSES} addresses`);
    }
    const isDefault = count === 0 || input.isDefault === true;
    const address = em.create(Address, {
      ...(valuesOf(input) as Required<
        Pick<Values, 'firstName' | 'lastName' | 'line1' | 'city' | 'postalCode' | 'country'>
      >),
      phone: optionalText(input.phone) ?? null,
      line2: optionalText(input.line2) ?? null,
      state: optionalText(input.state) ?? null,
      tenant: tenant.id,
      customer,
      isDefault,
    });
    if (isDefault) await clearDefault(em, customer, address.id);
    await em.flush();
    return address;
  });
}

/** Changes the given fields; `isDefault: true` moves the default here. */
export async function updateAddress(ctx: RequestContext, id: string, input: UpdateAddressInput): Promise<Address> {
  const customer = await requestCustomerId(ctx);
  return ctx.em.transactional(async (em) => {
    await lockCustomer(em, customer);
    const address = await findAddress(ctx, id, em);
    if (input.isDefault === false && address.isDefault) {
      throw ValidationError.field(
        'isDefault',
        'The default address stays the default until another one is made default',
      );
    }
    em.assign(address, valuesOf(input));
    if (input.isDefault === true && !address.isDefault) {
      await clearDefault(em, customer, address.id);
      address.isDefault = true;
    }
    await em.flush();
    return address;
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(ctx: RequestContext, id: string): Promise<string> {
  const customer = await requestCustomerId(ctx);
  return ctx.em.transactional(async (em) => {
    await lockCustomer(em, customer);
    const address = await findAddress(ctx, id, em);
    em.remove(address);
    await em.flush();
    if (address.isDefault) {
      const next = await em.findOne(Address, { customer }, { orderBy: { createdAt: 'desc', id: 'asc' } });
      if (next) {
        next.isDefault = true;
        await em.flush();
      }
    }
    return id;
  });
}
