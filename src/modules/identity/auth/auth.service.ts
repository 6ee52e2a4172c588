import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError } from '../../../graphql/errors';
import { Customer } from '../customers/customer.entity';
import { normalizeEmail } from '../../../shared/text';
import { createCustomer } from '../customers/customer.service';
import { Tenant } from '../tenants/tenant.entity';
import { requestTenant } from '../tenants/tenant-scope';
import { ACROSS_TENANTS } from '../tenants/tenant-filter';
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
import { loginAccount } from './login-budget';
import { verifyPassword } from './password';
import { issueTokens } from './session.service';

/** Refuses a correct password when the account may not act (deactivated, or its store suspended). */
function assertMayAct(isActive: boolean, tenant: Tenant | null | undefined): void {
  const problem = accountProblem(isActive, tenant ? tenant.status : null);
  if (problem) throw new AuthenticationError(problem);
}

/** The account `find` returns when `password` is its password (else 401), checked within the login budget. */
async function signIn<T extends { passwordHash?: string }>(
  ctx: RequestContext,
  account: string,
  find: () => Promise<T | null>,
  password: string,
): Promise<T> {
  const found = await ctx.services.loginBudget.guard(ctx.ip, account, 'signIn', async () => {
    const candidate = await find();
    return (await verifyPassword(candidate?.passwordHash, password, ctx.services.env.passwordHashProfile))
      ? candidate
      : null;
  });
  if (!found) throw new AuthenticationError(INVALID_CREDENTIALS);
  return found;
}

/**
 * Staff sign-in (super administrator, ADMIN, STAFF). Staff e-mails are unique on the platform, so
 * no store is needed; when `X-Tenant-Slug` names one, the user must belong to it. Every attempt
 * spends from the login budget shared with the customer login and HTTP Basic.
 */
export async function login(ctx: RequestContext, input: LoginInput): Promise<AuthPayload> {
  const email = normalizeEmail(input.email);
  const user = await signIn(
    ctx,
    loginAccount('user', email),
    () => ctx.em.findOne(User, { email }, { ...ACROSS_TENANTS, populate: ['passwordHash', 'tenant'] }),
    input.password,
  );
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
  const email = normalizeEmail(input.email);
  let tenant: Tenant | undefined;
  const customer = await signIn(
    ctx,
    loginAccount('customer', email, ctx.tenantSlug),
    async () => {
      tenant = await requestTenant(ctx);
      return ctx.em.findOne(Customer, { email }, { populate: ['passwordHash'] });
    },
    input.password,
  );
  assertMayAct(customer.isActive, tenant);
  const tokens = await issueTokens(ctx, { kind: 'customer', id: customer.id, role: 'CUSTOMER', tenantId: tenant!.id });
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
