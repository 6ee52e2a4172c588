import type { RuleMap } from '../../../graphql/permissions';
import { accountingAccess } from '../shared/access';

export const ledgerAccountRules: RuleMap = {
  Query: {
    ledgerAccounts: accountingAccess('referenceDataRead'),
    ledgerAccount: accountingAccess('referenceDataRead'),
  },
  Mutation: { createLedgerAccount: accountingAccess('ledgerAccountsWrite') },
};
