import type { RuleMap } from '../../../graphql/permissions';
import { isTenantAdmin } from '../auth/auth.rules';

export const userRules: RuleMap = {
  Query: { users: isTenantAdmin, user: isTenantAdmin },
  Mutation: {
    createStaffUser: isTenantAdmin,
    updateStaffUser: isTenantAdmin,
    deactivateStaffUser: isTenantAdmin,
    setAccountingRoles: isTenantAdmin,
  },
};
