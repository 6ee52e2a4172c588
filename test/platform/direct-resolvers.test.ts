import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { callFieldResolversDirectly } from '../../src/graphql/direct-resolvers';
import { buildCoreSchema } from '../../src/graphql/schema';
import { MODULES } from '../../src/modules';
import { OrderResolver } from '../../src/modules/storefront/orders/order.resolver';

/**
 * Field resolvers that take only their parent as it is and the context are called without
 * type-graphql's per-call wrapper (it sorted their parameter list on every call); the others keep it.
 */
describe('field resolvers called directly', () => {
  const resolvers = MODULES.flatMap((m) => m.resolvers ?? []);

  it('covers the fields of a product page and of an order, which take their parent as it is', () => {
    const direct = callFieldResolversDirectly(buildCoreSchema(MODULES), resolvers);
    expect(direct).toEqual(
      expect.arrayContaining([
        'Product.images',
        'Product.thumbnail',
        'Product.categories',
        'Product.costPrice',
        'Order.items',
        'Order.customer',
      ]),
    );
    // type-graphql copies a plain parent into the class a `@Root()` is typed with; arguments are validated.
    expect(direct).not.toContain('Category.parent');
    expect(direct).not.toContain('Customer.orders');
  });

  it('calls the method with the parent and answers what it answers', () => {
    const method = jest.spyOn(OrderResolver.prototype, 'guestAccessToken').mockReturnValue('a-token');
    try {
      const field = (buildCoreSchema(MODULES).getType('Order') as GraphQLObjectType).getFields().guestAccessToken;
      const order = { id: 'an-order' };
      expect(field.resolve!(order, {}, {}, {} as GraphQLResolveInfo)).toBe('a-token');
      expect(method).toHaveBeenCalledWith(order);
    } finally {
      method.mockRestore();
    }
  });
});
