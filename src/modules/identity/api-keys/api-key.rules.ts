import type { RuleMap } from '../../../graphql/permissions';
import { isStaffUser } from '../auth/auth.rules';

/** Keys are managed with a signed-in staff token, never with a key itself. */
export const apiKeyRules: RuleMap = {
  Query: { apiKeys: isStaffUser },
  Mutation: { createApiKey: isStaffUser, revokeApiKey: isStaffUser },
};
