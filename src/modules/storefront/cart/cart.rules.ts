import type { RuleMap } from '../../../graphql/permissions';
import { isCustomer } from '../../identity/auth/auth.rules';

/** A cart belongs to a signed-in customer of the store. */
export const cartRules: RuleMap = {
  Query: { cart: isCustomer },
  Mutation: { addToCart: isCustomer, updateCartItem: isCustomer, removeCartItem: isCustomer, clearCart: isCustomer },
};
