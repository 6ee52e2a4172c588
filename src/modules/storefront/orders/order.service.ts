import { type FilterQuery } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../../graphql/context';
import { groupByKeys } from '../../../graphql/loaders';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../graphql/errors';
import { offsetOf, toPage, type Page } from '../../../graphql/paging';
import { isUuid } from '../../../shared/ids';
import { containsPattern } from '../../../shared/text';
import { Customer } from '../../identity/customers/customer.entity';
import { isStaffOf, requestStore, requestTenant } from '../../identity/tenants/tenant-scope';
import type { OrderLine } from './placed-order';
import { OrderEvent } from './order-event.entity';
import { Order, OrderItem } from './order.entity';
import type { CustomerListArgs, OrderCustomer, OrderListArgs } from './order.types';

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * What the order's field resolvers read of their root: an `Order` entity has it, and so has the
 * plain order a checkout answers (`placedOrder`). They take this, not the class: for a class-typed
 * root, type-graphql would copy a plain object into a new entity instance at every field.
 */
export type OrderView = Pick<
  Order,
  'id' | 'customerEmail' | 'customerFirstName' | 'customerLastName' | 'customerPhone' | 'internalNote'
> & { customer?: { id: string } | null };

/** Lines of each order, in order: one query per batch of orders. */
function itemsLoader(ctx: RequestContext): DataLoader<string, OrderLine[]> {
  return ctx.loaders.get(
    'Order.items',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        await requestTenant(ctx);
        const rows = await ctx.em.find(OrderItem, { order: { $in: [...ids] } }, { orderBy: { position: 'asc' } });
        return groupByKeys(ids, rows, (item) => item.order.id);
      }),
  );
}

export function orderItems(ctx: RequestContext, order: OrderView): Promise<OrderLine[]> {
  return itemsLoader(ctx).load(order.id);
}

/** The history of each order, oldest first: one query per batch of orders. */
function historyLoader(ctx: RequestContext): DataLoader<string, OrderEvent[]> {
  return ctx.loaders.get(
    'Order.history',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        await requestTenant(ctx);
        const rows = await ctx.em.find(
          OrderEvent,
          { order: { $in: [...ids] } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
        return groupByKeys(ids, rows, (event) => event.order.id);
      }),
  );
}

/** What happened to the order, oldest first. */
export function orderHistory(ctx: RequestContext, order: OrderView): Promise<OrderEvent[]> {
  return historyLoader(ctx).load(order.id);
}

/** An order the request has just placed: its lines as written, and no history yet (no query for either). */
export function knowPlacedOrder(ctx: RequestContext, id: string, lines: OrderLine[]): void {
  itemsLoader(ctx).prime(id, lines);
  historyLoader(ctx).prime(id, []);
}

/** The order's history has grown in this request: a later read of it queries again. */
export function forgetOrderHistory(ctx: RequestContext, id: string): void {
  historyLoader(ctx).clear(id);
}

/** Who placed the order, as copied at checkout (no query). */
export function orderCustomer(order: OrderView): OrderCustomer {
  return {
    id: order.customer?.id ?? null,
    email: order.customerEmail,
    firstName: order.customerFirstName,
    lastName: order.customerLastName,
    phone: order.customerPhone ?? null,
  };
}

/** The staff's note: the store's staff see it, nobody else (null). */
export async function orderInternalNote(ctx: RequestContext, order: OrderView): Promise<string | null> {
  return isStaffOf(ctx, await requestStore(ctx)) ? (order.internalNote ?? null) : null;
}

/**
 * One page of the store's orders (staff): the seed's filters plus `fulfillmentStatus`, newest
 * first. Three statements whatever the page size: page, count, and the lines of the page.
 */
export async function listOrders(ctx: RequestContext, args: OrderListArgs): Promise<Page<Order>> {
  await requestTenant(ctx);
  if (args.startDate && args.endDate && args.endDate < args.startDate) {
    throw ValidationError.field('endDate', 'must not be before startDate');
  }
  const conditions: FilterQuery<Order>[] = [];
  if (args.customerId != null) {
    if (!isUuid(args.customerId)) throw ValidationError.field('customerId', 'must be a customer id');
    conditions.push({ customer: args.customerId });
  }
  if (args.status) conditions.push({ status: args.status });
  if (args.paymentStatus) conditions.push({ paymentStatus: args.paymentStatus });
  if (args.fulfillmentStatus) conditions.push({ fulfillmentStatus: args.fulfillmentStatus });
  if (args.startDate) conditions.push({ createdAt: { $gte: args.startDate } });
  if (args.endDate) conditions.push({ createdAt: { $lte: args.endDate } });
  const search = args.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push({ $or: [{ orderNumber: { $ilike: pattern } }, { customerEmail: { $ilike: pattern } }] });
  }
  const [orders, total] = await ctx.em.findAndCount(Order, conditions.length ? { $and: conditions } : {}, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: args.limit,
    offset: offsetOf(args),
  });
  return toPage(orders, total, args);
}

/** The signed-in customer's orders, newest first (same statement count as the staff list). */
export async function myOrders(
  ctx: RequestContext,
  args: OrderListArgs | { page: number; limit: number },
): Promise<Page<Order>> {
  const customer = await customerOfRequest(ctx);
  const [orders, total] = await ctx.em.findAndCount(
    Order,
    { customer },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: args.limit, offset: offsetOf(args) },
  );
  return toPage(orders, total, args);
}

/** One order of the store (staff); "Order not found" otherwise. */
export async function findOrder(ctx: RequestContext, id: string): Promise<Order> {
  await requestTenant(ctx);
  const order = isUuid(id) ? await ctx.em.findOne(Order, { id }) : null;
  if (!order) throw new NotFoundError('Order');
  return order;
}

/** One of the signed-in customer's own orders; another customer's answers "Order not found". */
export async function findMyOrder(ctx: RequestContext, id: string): Promise<Order> {
  const customer = await customerOfRequest(ctx);
  const order = isUuid(id) ? await ctx.em.findOne(Order, { id, customer }) : null;
  if (!order) throw new NotFoundError('Order');
  return order;
}

async function customerOfRequest(ctx: RequestContext): Promise<string> {
  const tenant = await requestTenant(ctx);
  const p = ctx.principal;
  if (p?.kind !== 'customer' || p.tenantId !== tenant.id) throw new ForbiddenError();
  return p.id;
}

// ---------------------------------------------------------------------------------------------
// Customers, as the store's staff see them

export async function listCustomers(ctx: RequestContext, args: CustomerListArgs): Promise<Page<Customer>> {
  await requestTenant(ctx);
  const search = args.search?.trim();
  const where: FilterQuery<Customer> = search
    ? {
        $or: ['email', 'firstName', 'lastName'].map((field) => ({
          [field]: { $ilike: containsPattern(search) },
        })) as FilterQuery<Customer>[],
      }
    : {};
  const [customers, total] = await ctx.em.findAndCount(Customer, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: args.limit,
    offset: offsetOf(args),
  });
  return toPage(customers, total, args);
}

export async function findCustomer(ctx: RequestContext, id: string): Promise<Customer> {
  await requestTenant(ctx);
  const customer = isUuid(id) ? await ctx.em.findOne(Customer, { id }) : null;
  if (!customer) throw new NotFoundError('Customer');
  return customer;
}

/**
 * One page of each customer's orders, newest first, for a batch of customers: three statements
 * per batch (counts, the page's ids by a window function, the orders), whatever the number of
 * customers listed.
 */
function customerOrdersLoader(ctx: RequestContext, args: { page: number; limit: number }) {
  return ctx.loaders.get(
    `Customer.orders:${args.page}:${args.limit}`,
    () =>
      new DataLoader(async (customerIds: readonly string[]): Promise<Page<Order>[]> => {
        const tenant = await requestTenant(ctx);
        const marks = customerIds.map(() => '?').join(', ');
        const counts = await ctx.em.execute<{ customer_id: string; total: string }[]>(
          `select "customer_id", count(*) as "total" from "customer_order"
           where "tenant_id" = ? and "customer_id" in (${marks}) group by "customer_id"`,
          [tenant.id, ...customerIds],
        );
        const offset = offsetOf(args);
        const rows = await ctx.em.execute<{ id: string }[]>(
          `select "id" from (
             select "id", row_number() over (partition by "customer_id" order by "created_at" desc, "id" desc) as "rn"
             from "customer_order" where "tenant_id" = ? and "customer_id" in (${marks})
           ) as "ranked" where "rn" > ? and "rn" <= ?`,
          [tenant.id, ...customerIds, offset, offset + args.limit],
        );
        const orders = rows.length
          ? await ctx.em.find(
              Order,
              { id: { $in: rows.map((r) => r.id) } },
              { orderBy: { createdAt: 'desc', id: 'desc' } },
            )
          : [];
        const totals = new Map(counts.map((c) => [c.customer_id, Number(c.total)]));
        return customerIds.map((id) =>
          toPage(
            orders.filter((o) => o.customer?.id === id),
            totals.get(id) ?? 0,
            args,
          ),
        );
      }),
  );
}

/** A customer's orders, newest first: the store's staff, or the customer themself. */
export async function customerOrders(
  ctx: RequestContext,
  customer: Customer,
  args: { page: number; limit: number },
): Promise<Page<Order>> {
  const tenant = await requestTenant(ctx);
  const p = ctx.principal;
  if (!isStaffOf(ctx, tenant) && !(p?.kind === 'customer' && p.id === customer.id)) throw new ForbiddenError();
  return customerOrdersLoader(ctx, args).load(customer.id);
}
