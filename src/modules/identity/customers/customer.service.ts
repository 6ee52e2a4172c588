import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { ConflictError } from '../../../graphql/errors';
import type { RegisterCustomerInput } from '../auth/auth.types';
import { normalizeEmail } from '../../../shared/text';
import { hashPassword } from '../auth/password';
import { requestTenant } from '../tenants/tenant-scope';
import { Customer } from './customer.entity';

export const EMAIL_TAKEN = 'Email already registered';

/** Creates a customer of the request's store; the e-mail must be new in that store (409). */
export async function createCustomer(ctx: RequestContext, input: RegisterCustomerInput): Promise<Customer> {
  const tenant = await requestTenant(ctx);
  const email = normalizeEmail(input.email);
  if (await ctx.em.count(Customer, { email })) throw new ConflictError(EMAIL_TAKEN, 'email');
  const customer = ctx.em.create(Customer, {
    tenant: tenant.id,
    email,
    passwordHash: await hashPassword(input.password, ctx.services.env.passwordHashProfile),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone ?? null,
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(EMAIL_TAKEN, 'email');
    throw error;
  }
  return customer;
}

/**
 * Takes the customer's row lock until `em`'s transaction ends. Writes to what a customer owns
 * that depend on their other rows (the cart's line limit, the one default address) take it
 * first, so they take turns. `for no key update` leaves the key-share locks of inserts that
 * reference the customer (orders, cart lines, addresses) free.
 */
export async function lockCustomer(em: EntityManager, customer: string): Promise<void> {
  await em.execute('select 1 from "customer" where "id" = ? for no key update', [customer]);
}
