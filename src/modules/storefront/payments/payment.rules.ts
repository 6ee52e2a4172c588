import { isPublic } from '../../identity/auth/auth.rules';
import type { RuleMap } from '../../../graphql/permissions';

export const paymentRules: RuleMap = {
  Query: { paymentGatewayConfig: isPublic },
};
