import type { RuleMap } from '../../../graphql/permissions';
import { accountingAccess } from '../shared/access';

export const serviceRateTypeRules: RuleMap = {
  Query: {
    serviceRateTypes: accountingAccess('serviceRateTypesRead'),
    serviceRateType: accountingAccess('serviceRateTypesRead'),
  },
  Mutation: {
    createServiceRateType: accountingAccess('serviceRateTypesCreate'),
    updateServiceRateType: accountingAccess('serviceRateTypesChange'),
    deleteServiceRateType: accountingAccess('serviceRateTypesChange'),
  },
};
