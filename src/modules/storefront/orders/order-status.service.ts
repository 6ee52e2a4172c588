import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { requestTenant } from '../../identity/tenants/tenant-scope';
import { paymentGateway } from '../payments/active-gateway';
import { OrderEvent, OrderEventType } from './order-event.entity';
import { Order, OrderItem, OrderStatus, PaymentStatus } from './order.entity';
import { assertTransition } from './order-status';
import { forgetOrderHistory } from './order.service';
import type { UpdateOrderStatusInput } from './order.types';

// Status changes of an order, with what they do to stock and payment.

/**
 * Adds an entry to the order's history (its status now, after the change), written by the
 * caller's flush: in the same transaction as the change it describes.
 */
export function recordOrderEvent(
  em: EntityManager,
  order: Order,
  type: OrderEventType,
  fromStatus: OrderStatus,
  note: string | null = null,
): void {
  em.create(OrderEvent, { tenant: order.tenant, order, type, fromStatus, toStatus: order.status, note });
}

/** Puts units back into a tracked product's stock (a cancelled order); a deleted product is skipped. */
async function returnStock(em: EntityManager, tenantId: string, productId: string, quantity: number): Promise<void> {
  await em.execute(
    `update "product" set "stock_quantity" = "stock_quantity" + ?, "updated_at" = now()
     where "id" = ? and "tenant_id" = ? and "track_inventory"`,
    [quantity, productId, tenantId],
  );
}

/**
 * Staff change an order's status (SPEC's transition table, 409 naming both states), its
 * fulfilment status, tracking number and internal note. Shipping, delivery and cancellation are
 * timed; cancelling puts tracked stock back and refunds a paid order through the gateway.
 */
export async function updateOrderStatus(
  ctx: RequestContext,
  id: string,
  input: UpdateOrderStatusInput,
): Promise<Order> {
  const tenant = await requestTenant(ctx);
  if (!isUuid(id)) throw new NotFoundError('Order');
  await ctx.em.transactional(async (em) => {
    const order = await em.findOne(Order, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw new NotFoundError('Order');
    const from = order.status;
    const to = input.status ?? from;
    assertTransition(from, to);
    if (to !== from) {
      const now = new Date();
      let refunded = false;
      if (to === OrderStatus.SHIPPED) order.shippedAt = now;
      if (to === OrderStatus.DELIVERED) order.deliveredAt = now;
      if (to === OrderStatus.CANCELLED) {
        // The gateway first, before any product row is locked: a slow gateway holds up this
        // order only, never other customers' checkouts of the same products.
        refunded = order.paymentStatus === PaymentStatus.PAID;
        if (refunded) await refundOrder(ctx, order);
        else await cancelOpenIntent(ctx, order);
        await cancelLockedOrder(em, tenant.id, order);
      }
      order.status = to;
      // The staff decided: the payment deadline no longer applies.
      order.expiresAt = null;
      recordOrderEvent(em, order, OrderEventType.STATUS_CHANGED, from, refunded ? 'The payment was refunded.' : null);
    }
    if (input.fulfillmentStatus) order.fulfillmentStatus = input.fulfillmentStatus;
    if (input.trackingNumber !== undefined) order.trackingNumber = input.trackingNumber?.trim() || null;
    if (input.internalNote !== undefined) order.internalNote = input.internalNote?.trim() || null;
    await em.flush();
  });
  forgetOrderHistory(ctx, id);
  return ctx.em.findOneOrFail(Order, { id }, { refresh: true });
}

/**
 * Cancels an order whose row the caller holds locked (`PESSIMISTIC_WRITE`), through the same
 * transition check as any status change: timed, and its tracked stock returned in the caller's
 * transaction. The payment is the caller's to settle (refund or intent closing).
 */
export async function cancelLockedOrder(em: EntityManager, tenantId: string, order: Order): Promise<void> {
  assertTransition(order.status, OrderStatus.CANCELLED);
  order.cancelledAt = new Date();
  // In product id order, as checkouts take stock: two transactions never wait on each other in a cycle.
  const items = await em.find(OrderItem, { order: order.id }, { orderBy: { productId: 'asc' } });
  for (const item of items) await returnStock(em, tenantId, item.productId, item.quantity);
  order.status = OrderStatus.CANCELLED;
}

/**
 * Refunds a paid order in full, once: the idempotency key is the order's, so a retried
 * cancellation (or a payment that arrives after it) never refunds twice. Runs before the
 * change commits: a gateway failure (503) leaves the order as it was.
 */
export async function refundOrder(ctx: RequestContext, order: Order): Promise<void> {
  if (!order.paymentIntentId) throw new ValidationError({ status: ['The payment of this order cannot be refunded'] });
  order.refundId = await paymentGateway(ctx).refund(
    order.paymentIntentId,
    { orderId: order.id, orderNumber: order.orderNumber },
    `refund-${order.id}`,
  );
  order.paymentStatus = PaymentStatus.REFUNDED;
}

/**
 * Closes the unpaid order's open payment intent so that the shopper can no longer pay it. Best
 * effort: when the gateway cannot be reached the cancellation still stands, and a payment that
 * arrives later is refunded by the webhook.
 */
async function cancelOpenIntent(ctx: RequestContext, order: Order): Promise<void> {
  if (!order.paymentIntentId || ctx.services.env.paymentGateway === 'none') return;
  try {
    await paymentGateway(ctx).cancelIntent(order.paymentIntentId, `cancel-${order.id}`);
  } catch (error) {
    ctx.log.warn({ err: error, order: order.id }, 'order cancelled with its payment intent still open');
  }
}
