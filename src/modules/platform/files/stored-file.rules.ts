import { isAuthenticated } from '../../identity/auth/auth.rules';
import type { RuleMap } from '../../../graphql/permissions';

export const storedFileRules: RuleMap = {
  Query: { storedFile: isAuthenticated },
  Mutation: { uploadFile: isAuthenticated },
};
