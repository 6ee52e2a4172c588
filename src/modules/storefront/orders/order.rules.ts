import { or, rule } from 'graphql-shield';
import type { RequestContext } from '../../../graphql/context';
import { ForbiddenError } from '../../../graphql/errors';
import { withAccess, type RuleMap } from '../../../graphql/permissions';
import { isCustomer, isTenantStaff, ruleFailure } from '../../identity/auth/auth.rules';
import { requestStore } from '../../identity/tenants/tenant-scope';

/**
 * Checkout: a customer of the store, or nobody signed in (a guest; the service answers 401 where
 * the store does not allow guest checkout). A refused credential stays refused (401); staff 403.
 */
export const canPlaceOrder = withAccess(
  rule('canPlaceOrder', { cache: 'contextual' })(async (_parent, _args, ctx: RequestContext) => {
    try {
      const store = await requestStore(ctx);
      if (!ctx.principal) return ctx.authFailure ?? true;
      const p = ctx.principal;
      return (p.kind === 'customer' && p.tenantId === store.id) || new ForbiddenError('Only customers place orders');
    } catch (error) {
      return ruleFailure(error);
    }
  }),
  'guest',
);

/** Orders are the store staff's to manage; customers place and read their own. */
export const orderRules: RuleMap = {
  Query: {
    orders: isTenantStaff,
    order: or(isTenantStaff, isCustomer),
    myOrders: isCustomer,
    customers: isTenantStaff,
    customer: isTenantStaff,
  },
  Mutation: { createOrder: canPlaceOrder, updateOrderStatus: isTenantStaff },
};
