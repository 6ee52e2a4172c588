import type { RuleMap } from '../../../graphql/permissions';
import { accountingAccess } from '../shared/access';

const read = accountingAccess('referenceDataRead');

export const referenceDataRules: RuleMap = {
  Query: {
    artefactStatuses: read,
    artefactStatus: read,
    attachmentContextTypes: read,
    attachmentContextType: read,
    currencies: read,
    currency: read,
    taxRates: read,
    taxRate: read,
  },
};
