import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError } from '../../../graphql/errors';
import { Customer } from '../customers/customer.entity';
import { normalizeEmail } from '../../../shared/text';
import { createCustomer } from '../customers/customer.service';
import { Tenant } from '../tenants/tenant.entity';
import { ACROSS_TENANTS, requestTenant } from '../tenants/tenant-scope';
import { accountingRolesOf, User, UserRole } from '../users/user.entity';
import { accountProblem, INVALID_CREDENTIALS } from './authenticator';
import {
  ViewerKind,
  type AuthPayload,
  type CustomerAuthPayload,
  type LoginInput,
  type RegisterCustomerInput,
  type Viewer,
} from './auth.types';
import { verifyPassword } from './password';
import { issueTokens } from './session.service';

/** Refuses a correct password when the account may not act (deactivated, or its store suspended). */
function assertMayAct(isActive: boolean, tenant: Tenant | null | undefined): void {
  const problem = accountProblem(isActive, tenant ? tenant.status : null);
  if (problem) throw new AuthenticationError(problem);
}

/**
 * Staff sign-in (super administrator, ADMIN, STAFF). Staff e-mails are unique on the platform, so
 * no store is needed; when `X-Tenant-Slug` names one, the user must belong to it. Every attempt
 * counts against the per-IP login limit shared with the customer login.
 */
export async function login(ctx: RequestContext, input: LoginInput): Promise<AuthPayload> {
  await ctx.services.loginLimiter.consume(ctx.ip);
  const user = await ctx.em.findOne(
    User,
    { email: normalizeEmail(input.email) },
    { ...ACROSS_TENANTS, populate: ['passwordHash', 'tenant'] },
  );
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    throw new AuthenticationError(INVALID_CREDENTIALS);
  }
  assertMayAct(user.isActive, user.tenant?.getEntity());
  if (ctx.tenantSlug && user.role !== UserRole.SUPER_ADMIN) {
    const tenant = await requestTenant(ctx);
    if (user.tenant?.id !== tenant.id) throw new AuthenticationError(INVALID_CREDENTIALS);
  }
  user.lastLoginAt = new Date();
  const tokens = await issueTokens(ctx, {
    kind: 'user',
    id: user.id,
    role: user.role,
    tenantId: user.tenant?.id ?? null,
    accounting: accountingRolesOf(user),
  });
  return { user, tokens };
}

/** Customer sign-in at the store named by `X-Tenant-Slug`. */
export async function customerLogin(ctx: RequestContext, input: LoginInput): Promise<CustomerAuthPayload> {
  await ctx.services.loginLimiter.consume(ctx.ip);
  const tenant = await requestTenant(ctx);
  const customer = await ctx.em.findOne(
    Customer,
    { email: normalizeEmail(input.email) },
    { populate: ['passwordHash'] },
  );
  if (!(await verifyPassword(customer?.passwordHash, input.password)) || !customer) {
    throw new AuthenticationError(INVALID_CREDENTIALS);
  }
  assertMayAct(customer.isActive, tenant);
  const tokens = await issueTokens(ctx, { kind: 'customer', id: customer.id, role: 'CUSTOMER', tenantId: tenant.id });
  return { customer, tokens };
}

/** Registers a customer at the store named by `X-Tenant-Slug` and signs them in. */
export async function registerCustomer(
  ctx: RequestContext,
  input: RegisterCustomerInput,
): Promise<CustomerAuthPayload> {
  const customer = await createCustomer(ctx, input);
  const tokens = await issueTokens(ctx, {
    kind: 'customer',
    id: customer.id,
    role: 'CUSTOMER',
    tenantId: customer.tenant.id,
  });
  return { customer, tokens };
}

/** The signed-in staff user or customer, with their store. */
export async function me(ctx: RequestContext): Promise<Viewer> {
  const principal = ctx.principal;
  if (!principal) throw new AuthenticationError('No token provided');
  const populate = { ...ACROSS_TENANTS, populate: ['tenant'] as const };
  const account =
    principal.kind === 'customer'
      ? await ctx.em.findOneOrFail(Customer, principal.id, populate)
      : await ctx.em.findOneOrFail(User, principal.id, populate);
  const tenant = account.tenant?.getEntity() ?? null;
  return {
    kind: account instanceof Customer ? ViewerKind.CUSTOMER : ViewerKind.USER,
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    role: account instanceof Customer ? 'CUSTOMER' : account.role,
    tenantId: tenant?.id ?? null,
    tenant,
    user: account instanceof User ? account : null,
    customer: account instanceof Customer ? account : null,
  };
}
