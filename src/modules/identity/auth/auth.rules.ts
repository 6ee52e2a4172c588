import { allow, deny, rule } from 'graphql-shield';
import { withAccess, type RuleAccess, type RuleMap, type ShieldRule } from '../../../graphql/permissions';
import { AuthenticationError, DomainError, ForbiddenError, ServiceUnavailableError } from '../../../graphql/errors';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import type { RequestContext } from '../../../graphql/context';
import { requestBusiness, requestStore } from '../tenants/tenant-scope';
import type { AccountingArea, AccountingLevel, Principal } from './principal';

type Check = (principal: Principal, ctx: RequestContext, args: Record<string, unknown>) => Promise<boolean> | boolean;

/**
 * A rule over the verified principal: 401 without one ("No token provided", or why the presented
 * credential was refused), 403 "Insufficient permissions" when `check` says no. Domain errors
 * raised while checking (tenant header missing, unknown tenant) answer as themselves, a database
 * that cannot be reached 503 ({@link ruleFailure}). `access`
 * tells the API documentation what the rule can refuse: `authenticated` only for a check that
 * admits every principal; the default, `restricted`, documents both 401 and 403.
 */
export function principalRule(
  name: string,
  check: Check,
  access: Extract<RuleAccess, 'authenticated' | 'restricted'> = 'restricted',
) {
  // Checks that read the field's arguments must not share a cached answer across fields.
  const cache = check.length > 2 ? 'strict' : 'contextual';
  const guard = rule(name, { cache })(async (_parent, args: Record<string, unknown>, ctx: RequestContext) => {
    if (!ctx.principal) return ctx.authFailure ?? new AuthenticationError('No token provided');
    try {
      return (await check(ctx.principal, ctx, args)) || new ForbiddenError();
    } catch (error) {
      return ruleFailure(error);
    }
  });
  return withAccess(guard, access);
}

/**
 * What a rule answers when its check threw: a domain error as itself, the database being
 * unreachable (down, failing over) as 503. graphql-shield turns a rule that throws into a refusal,
 * so anything else is thrown on, and refused (403).
 */
export function ruleFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  throw error;
}

/** Whether a staff user works in the request's store (the super administrator works in all). */
async function inRequestTenant(principal: Principal, ctx: RequestContext): Promise<boolean> {
  const tenant = await requestStore(ctx);
  return principal.role === 'SUPER_ADMIN' || principal.tenantId === tenant.id;
}

/** Anyone, signed in or not. Named so that a rule map states its intent. */
export const isPublic = allow;

/** A verified principal of any kind. */
export const isAuthenticated = principalRule('isAuthenticated', () => true, 'authenticated');

/** The platform's super administrator. */
export const isSuperAdmin = principalRule('isSuperAdmin', (p) => p.kind === 'user' && p.role === 'SUPER_ADMIN');

/** A signed-in staff user (super administrator, ADMIN or STAFF) of any store. */
export const isStaffUser = principalRule('isStaffUser', (p) => p.kind === 'user');

/** ADMIN or STAFF of the request's store, or the super administrator. */
export const isTenantStaff = principalRule(
  'isTenantStaff',
  (p, ctx) => p.kind === 'user' && ['SUPER_ADMIN', 'ADMIN', 'STAFF'].includes(p.role) && inRequestTenant(p, ctx),
);

/** ADMIN of the request's store, or the super administrator. */
export const isTenantAdmin = principalRule(
  'isTenantAdmin',
  (p, ctx) => p.kind === 'user' && ['SUPER_ADMIN', 'ADMIN'].includes(p.role) && inRequestTenant(p, ctx),
);

/** A customer of the request's store. */
export const isCustomer = principalRule(
  'isCustomer',
  async (p, ctx) => p.kind === 'customer' && p.tenantId === (await requestStore(ctx)).id,
);

/** A staff user or an API key owner (HTTP Basic), as payroll accepts. */
export const isPayrollUser = principalRule('isPayrollUser', (p) => p.kind === 'user' || p.kind === 'apiKey');

/**
 * A staff user of the request's accounting business who holds one of `levels` in `area`
 * (SPEC section 3; the seed's per-operation table is built from these).
 */
export function hasAccountingRole(area: AccountingArea, levels: readonly AccountingLevel[]) {
  return principalRule(`hasAccountingRole:${area}:${levels.join('|')}`, async (p, ctx) => {
    if (p.kind === 'customer') return false;
    const business = await requestBusiness(ctx);
    const level = p.accounting?.[area];
    return (p.role === 'SUPER_ADMIN' || p.tenantId === business.id) && level !== undefined && levels.includes(level);
  });
}

/**
 * Open to anyone, like `isPublic`, for operations that check credentials sent in the body (a
 * password, a refresh token) and answer 401 when they are wrong.
 */
export const isSignIn = withAccess(
  rule('isSignIn', { cache: 'no_cache' })(() => true),
  'sign-in',
);

/** The sign-in operations themselves: public, rate-limited in their services. */
export const authRules: RuleMap = {
  Query: { me: isAuthenticated },
  Mutation: {
    login: isSignIn,
    customerLogin: isSignIn,
    registerCustomer: isPublic,
    refreshToken: isSignIn,
    logout: isSignIn,
  },
};

/**
 * Rules that the application configuration document's JS resources may name by string, so an
 * extension can guard its fields without importing graphql-shield itself.
 */
export const NAMED_RULES: Record<string, ShieldRule> = {
  public: isPublic,
  signIn: isSignIn,
  deny,
  isAuthenticated,
  isSuperAdmin,
  isStaffUser,
  isTenantStaff,
  isTenantAdmin,
  isCustomer,
  isPayrollUser,
};
