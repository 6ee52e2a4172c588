import { isPublic, isTenantAdmin, isTenantStaff } from '../../identity/auth/auth.rules';
import type { RuleMap } from '../../../graphql/permissions';

/** Reading the catalog is public; staff (ADMIN or STAFF) manage it, only ADMIN deletes products (SPEC section 3). */
export const catalogRules: RuleMap = {
  Query: { products: isPublic, product: isPublic, categories: isPublic, category: isPublic },
  Mutation: {
    createProduct: isTenantStaff,
    updateProduct: isTenantStaff,
    deleteProduct: isTenantAdmin,
    createCategory: isTenantStaff,
    updateCategory: isTenantStaff,
    deleteCategory: isTenantStaff,
  },
};
