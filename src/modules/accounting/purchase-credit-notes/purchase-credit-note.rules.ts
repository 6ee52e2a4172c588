import type { RuleMap } from '../../../graphql/permissions';
import { accountingAccess } from '../shared/access';

export const purchaseCreditNoteRules: RuleMap = {
  Query: {
    purchaseCreditNotes: accountingAccess('purchaseCreditNotesRead'),
    purchaseCreditNote: accountingAccess('purchaseCreditNotesRead'),
  },
  Mutation: {
    createPurchaseCreditNote: accountingAccess('purchaseCreditNotesWrite'),
    updatePurchaseCreditNote: accountingAccess('purchaseCreditNotesWrite'),
    releasePurchaseCreditNote: accountingAccess('purchaseCreditNotesWrite'),
    deletePurchaseCreditNote: accountingAccess('purchaseCreditNotesDelete'),
  },
};
