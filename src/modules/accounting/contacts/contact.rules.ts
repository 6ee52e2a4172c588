import type { RuleMap } from '../../../graphql/permissions';
import { accountingAccess } from '../shared/access';

export const contactRules: RuleMap = {
  Query: { contacts: accountingAccess('contactsRead'), contact: accountingAccess('contactsRead') },
  Mutation: { createContact: accountingAccess('contactsWrite') },
};
