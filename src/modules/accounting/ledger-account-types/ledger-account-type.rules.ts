import type { RuleMap } from '../../../graphql/permissions';
import { accountingAccess } from '../shared/access';

const read = accountingAccess('ledgerAccountTypesRead');

export const ledgerAccountTypeRules: RuleMap = {
  Query: {
    ledgerAccountTypes: read,
    ledgerAccountType: read,
    ledgerAccountClassifications: read,
    ledgerAccountClassification: read,
  },
};
