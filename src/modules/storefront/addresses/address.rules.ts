import type { RuleMap } from '../../../graphql/permissions';
import { isCustomer } from '../../identity/auth/auth.rules';

/** The address book is the signed-in customer’s own. */
export const addressRules: RuleMap = {
  Query: { addresses: isCustomer, address: isCustomer },
  Mutation: { createAddress: isCustomer, updateAddress: isCustomer, deleteAddress: isCustomer },
};
