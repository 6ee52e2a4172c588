import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { callFieldResolversDirectly } from '../../src/graphql/direct-resolvers';
import { buildCoreSchema } from '../../src/graphql/schema';
import { MODULES } from '../../src/modules';
import { CustomerResolver } from '../../src/modules/identity/customers/customer.resolver';
import { ProductResolver } from '../../src/modules/storefront/catalog/product.resolver';
import { OrderResolver } from '../../src/modules/storefront/orders/order.resolver';
import { Contact } from '../../src/modules/accounting/contacts/contact.entity';

/**
 * Field resolvers that take only their parent as it is and the context are called without
 * type-graphql's per-call wrapper (it sorted their parameter list on every call); the others keep it.
 */
describe('field resolvers called directly', () => {
  const resolvers = MODULES.flatMap((m) => m.resolvers ?? []);

  it('covers the fields of a product page, of the category tree and of an order, which take their parent as it is', () => {
    const direct = callFieldResolversDirectly(buildCoreSchema(MODULES), resolvers);
    expect(direct).toEqual(
      expect.arrayContaining([
        'Product.images',
        'Product.thumbnail',
        'Product.categories',
        'Product.costPrice',
        'Category.parentId',
        'Category.parent',
        'Category.children',
        'Category._count',
        'Order.items',
        'Order.customer',
        // The fields of a credit note list's views that reach other records.
        'PurchaseCreditNote.contact',
        'PurchaseCreditNote.credit_note_lines',
        'PurchaseCreditNoteLine.ledger_account_record',
        // A getter of an entity (read from the instance).
        'Contact.displayed_as',
        // Root fields whose arguments are built-in scalars: the point reads.
        'Query.product',
        'Query.category',
        // A page of jobs' dates, whose argument is an enum (`form`).
        'JobResponse.createdDate',
        'JobResponse.executionStartTime',
        'JobResponse.updatedDate',
        'JobErrorResponse.createdDate',
      ]),
    );
    // type-graphql copies a plain parent into the class a `@Root()` is typed with; input and args
    // classes are validated.
    expect(direct).not.toContain('Customer.tenantId');
    expect(direct).not.toContain('Customer.orders');
    expect(direct).not.toContain('Query.products');
    expect(direct).not.toContain('Mutation.createProduct');
  });

  it('hands a root field its scalar argument as graphql-js coerced it, with the context and info', async () => {
    const read = jest.spyOn(ProductResolver.prototype, 'product').mockResolvedValue({ id: 'a-product' } as never);
    try {
      const schema = buildCoreSchema(MODULES);
      const field = (schema.getType('Query') as GraphQLObjectType).getFields().product;
      const context = { requestId: 'a-request' };
      const info = { fieldName: 'product' } as GraphQLResolveInfo;
      await expect(field.resolve!(undefined, { id: 'aspirin' }, context, info)).resolves.toEqual({ id: 'a-product' });
      expect(read).toHaveBeenCalledWith(context, 'aspirin', info);
    } finally {
      read.mockRestore();
    }
  });

  it('hands a field its enum argument as graphql-js coerced it', () => {
    const schema = buildCoreSchema(MODULES);
    const field = (schema.getType('JobResponse') as GraphQLObjectType).getFields().createdDate;
    const job = { createdDate: '2026-11-27T11:47:00.123Z' };
    const info = { fieldName: 'createdDate' } as GraphQLResolveInfo;
    expect(field.resolve!(job, { form: 'Day' }, {}, info)).toBe('2026-11-27');
    expect(field.resolve!(job, { form: 'Instant' }, {}, info)).toBe('2026-11-27T11:47:00.123Z');
  });

  it('serves them from the core schema without the wrapper’s per-call sort, calling the method with the parent', () => {
    const direct = jest.spyOn(OrderResolver.prototype, 'guestAccessToken').mockReturnValue('a-token');
    const wrapped = jest.spyOn(CustomerResolver.prototype, 'tenantId').mockReturnValue('a-store');
    const sort = jest.spyOn(Array.prototype, 'sort');
    try {
      const schema = buildCoreSchema(MODULES);
      const field = (type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name];
      const order = { id: 'an-order' };
      sort.mockClear();
      expect(field('Order', 'guestAccessToken').resolve!(order, {}, {}, {} as GraphQLResolveInfo)).toBe('a-token');
      expect(direct).toHaveBeenCalledWith(order);
      expect(sort).not.toHaveBeenCalled();
      // A class-typed parent keeps type-graphql's wrapper, which sorts the parameter list on each call.
      expect(field('Customer', 'tenantId').resolve!({}, {}, {}, {} as GraphQLResolveInfo)).toBe('a-store');
      expect(wrapped).toHaveBeenCalled();
      expect(sort).toHaveBeenCalled();
    } finally {
      sort.mockRestore();
      direct.mockRestore();
      wrapped.mockRestore();
    }
  });

  it('reads a getter field from an instance, or from a plain parent carrying its value; copies any other parent as before', () => {
    const schema = buildCoreSchema(MODULES);
    const field = (schema.getType('Contact') as GraphQLObjectType).getFields().displayed_as;
    const read = (parent: unknown) => field.resolve!(parent, {}, {}, {} as GraphQLResolveInfo);
    const getter = jest.spyOn(Contact.prototype, 'displayedAs', 'get');
    try {
      const contact = Object.assign(new Contact(), { name: 'Acme', reference: 'AC1' });
      expect(read(contact)).toBe('Acme (AC1)');
      expect(getter).toHaveBeenCalledTimes(1);
      // A row of a lean read carries the value: read as it is, the getter is not run.
      expect(read({ name: 'Acme', displayedAs: 'Acme as read' })).toBe('Acme as read');
      expect(getter).toHaveBeenCalledTimes(1);
      // Without it, type-graphql's wrapper copies the parent into a new instance and runs the getter.
      expect(read({ name: 'Acme' })).toBe('Acme');
      expect(getter).toHaveBeenCalledTimes(2);
    } finally {
      getter.mockRestore();
    }
  });
});
