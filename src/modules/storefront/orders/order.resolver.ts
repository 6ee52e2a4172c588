import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { PageArgs } from '../../../graphql/paging';
import { Customer } from '../../identity/customers/customer.entity';
import { isStaffOf, requestTenant } from '../../identity/tenants/tenant-scope';
import { OrderEvent } from './order-event.entity';
import { Order, OrderItem } from './order.entity';
import * as checkout from './checkout.service';
import type { OrderLine, PlacedOrder } from './placed-order';
import * as orders from './order.service';
import * as status from './order-status.service';
import {
  CreateOrderInput,
  CustomerListArgs,
  CustomerPage,
  OrderCustomer,
  OrderListArgs,
  OrderPage,
  UpdateOrderStatusInput,
} from './order.types';

const perItem = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
  1 + childComplexity * Number(args.limit ?? 1);

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => OrderPage, {
    description: 'One page of the store’s orders, newest first (store staff).',
    complexity: perItem,
  })
  orders(@Ctx() ctx: RequestContext, @Args() args: OrderListArgs): Promise<OrderPage> {
    return orders.listOrders(ctx, args);
  }

  @Query(() => OrderPage, { description: 'The signed-in customer’s orders, newest first.', complexity: perItem })
  myOrders(@Ctx() ctx: RequestContext, @Args() args: PageArgs): Promise<OrderPage> {
    return orders.myOrders(ctx, args);
  }

  @Query(() => Order, { description: 'One order: any of the store’s (staff) or one’s own (customer).' })
  async order(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, {
      description: 'The order’s id. A customer asking for another customer’s order gets not found.',
    })
    id: string,
  ): Promise<Order> {
    return isStaffOf(ctx, await requestTenant(ctx)) ? orders.findOrder(ctx, id) : orders.findMyOrder(ctx, id);
  }

  @Mutation(() => Order, {
    description:
      'Places an order: a signed-in customer, or a guest where the store allows guest checkout. Prices come from the catalog.',
  })
  createOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', {
      description:
        'What to order, where to ship it and, for a guest, who orders. Without `items`, a signed-in customer orders the whole cart; the ordered lines leave the cart.',
    })
    input: CreateOrderInput,
  ): Promise<PlacedOrder> {
    return checkout.createOrder(ctx, input);
  }

  @Mutation(() => Order, {
    description: 'Changes status, fulfilment, tracking number or note of an order (store staff).',
  })
  updateOrderStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The order’s id.' }) id: string,
    @Arg('input', {
      description:
        'The changes; a status change must follow the transition table (PENDING → CONFIRMED → PROCESSING → SHIPPED → DELIVERED, CANCELLED before shipping), else 409.',
    })
    input: UpdateOrderStatusInput,
  ): Promise<Order> {
    return status.updateOrderStatus(ctx, id, input);
  }

  @FieldResolver(() => [OrderItem])
  items(@Root() order: orders.OrderView, @Ctx() ctx: RequestContext): Promise<OrderLine[]> {
    return orders.orderItems(ctx, order);
  }

  @FieldResolver(() => [OrderEvent], {
    description:
      'What happened to the order after it was placed, oldest first: payment, staff status changes, expiry, reinstatement, late refunds.',
  })
  history(@Root() order: orders.OrderView, @Ctx() ctx: RequestContext): Promise<OrderEvent[]> {
    return orders.orderHistory(ctx, order);
  }

  @FieldResolver(() => OrderCustomer, { description: 'Who placed the order, as at checkout.' })
  customer(@Root() order: orders.OrderView): OrderCustomer {
    return orders.orderCustomer(order);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Guest orders, in the checkout answer only: the token that lets the guest pay this order (`createPaymentIntent`). Shown once; null otherwise.',
  })
  guestAccessToken(@Root() order: orders.OrderView): string | null {
    return checkout.orderGuestAccessToken(order);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The staff’s note; null for anyone else.' })
  internalNote(@Root() order: orders.OrderView, @Ctx() ctx: RequestContext): Promise<string | null> {
    return orders.orderInternalNote(ctx, order);
  }
}

@Resolver(() => Customer)
export class CustomerOrdersResolver {
  @Query(() => CustomerPage, { description: 'The store’s customers, newest first (store staff).', complexity: perItem })
  customers(@Ctx() ctx: RequestContext, @Args() args: CustomerListArgs): Promise<CustomerPage> {
    return orders.listCustomers(ctx, args);
  }

  @Query(() => Customer, { description: 'One customer of the store (store staff).' })
  customer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The customer’s id; a customer of another store answers not found.' })
    id: string,
  ): Promise<Customer> {
    return orders.findCustomer(ctx, id);
  }

  @FieldResolver(() => OrderPage, { description: 'The customer’s orders, newest first (store staff).' })
  orders(@Root() customer: Customer, @Ctx() ctx: RequestContext, @Args() args: PageArgs): Promise<OrderPage> {
    return orders.customerOrders(ctx, customer, args);
  }
}
