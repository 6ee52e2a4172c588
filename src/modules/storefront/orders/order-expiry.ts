import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Services } from '../../../graphql/context';
import { internalContext } from '../../../graphql/internal-context';
import { NotFoundError } from '../../../graphql/errors';
import { ACROSS_TENANTS, TENANT_FILTER } from '../../identity/tenants/tenant-filter';
import { paymentGateway } from '../payments/active-gateway';
import { takeStock } from './checkout.service';
import { OrderEvent, OrderEventType } from './order-event.entity';
import { Order, OrderItem, OrderStatus, PaymentStatus } from './order.entity';
import { cancelLockedOrder, recordOrderEvent, refundOrder } from './order-status.service';

// Unpaid orders expire: a PENDING order still unpaid at its deadline (`expiresAt`, placed +
// ORDER_PAYMENT_TTL) is cancelled and its stock returned; a payment that arrives afterwards
// reinstates it while its stock is there, and is refunded otherwise.

/** The expiry job's queue: a pg-boss schedule sends it a message every minute. */
export const ORDER_EXPIRY_QUEUE = 'storefront-order-expiry';

/** Every minute (pg-boss's finest cron): an order is cancelled at most about a minute after its deadline. */
export const ORDER_EXPIRY_CRON = '* * * * *';

/** Orders expired per statement of the sweep; a run takes batches until none is due (bounded). */
const BATCH = 200;
const MAX_BATCHES = 25;

/** How long the sweep keeps trying to close an expired order's intent at a failing gateway. */
const INTENT_RETRY_MS = 24 * 3600_000;

/** A context of the server's own for one store's order: the tenant filter scoped to that store. */
function storeContext(services: Services, root: EntityManager, tenantId: string): RequestContext {
  const ctx = internalContext(services, root, null);
  ctx.em.setFilterParams(TENANT_FILTER, { tenantId });
  return ctx;
}

/**
 * The expiry job (the schedule's handler; tests call it too): retries the payment intents a
 * failing gateway left open, then cancels every PENDING order unpaid at its deadline, each in its
 * own transaction, and closes its payment intent at the gateway. Several runs at once are harmless: each
 * order is expired under its row lock, once. Answers the ids of the orders this run expired.
 */
export async function expireDueOrders(services: Services, root: EntityManager): Promise<string[]> {
  // First the intents earlier runs left open, so that a retry comes a run after the first try.
  await retryIntentClosing(services, root);
  const expired: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await root
      .fork({ clear: true, useContext: false })
      .getConnection()
      .execute<{ id: string; tenant_id: string }[]>(
        `select "id", "tenant_id" from "customer_order"
         where "status" = ? and "payment_status" in (?, ?) and "expires_at" <= ?
         order by "expires_at" asc, "id" asc limit ${BATCH}`,
        [OrderStatus.PENDING, PaymentStatus.PENDING, PaymentStatus.FAILED, new Date()],
      );
    for (const row of due) {
      const ctx = storeContext(services, root, row.tenant_id);
      const order = await expireOrder(ctx, row.id);
      if (!order) continue;
      expired.push(order.id);
      if (order.paymentIntentId) await closeIntent(ctx, order, `cancel-${order.id}`);
    }
    if (due.length < BATCH) break;
  }
  return expired;
}

/**
 * PENDING -> CANCELLED for want of payment, under the order's row lock and only while it is
 * still unpaid and due: a webhook that paid it meanwhile holds the same lock, so exactly one of
 * the two applies. The stock goes back in the same transaction; the deadline stays on the order
 * (when it expired). Answers the order expired, or null when it no longer was due.
 */
async function expireOrder(ctx: RequestContext, id: string): Promise<Order | null> {
  return ctx.em.transactional(async (em) => {
    const order = await em.findOne(
      Order,
      {
        id,
        status: OrderStatus.PENDING,
        paymentStatus: { $in: [PaymentStatus.PENDING, PaymentStatus.FAILED] },
        expiresAt: { $lte: new Date() },
      },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!order) return null;
    await cancelLockedOrder(em, order.tenant.id, order);
    order.paymentIntentCancelPending = Boolean(order.paymentIntentId);
    recordOrderEvent(
      em,
      order,
      OrderEventType.EXPIRED,
      OrderStatus.PENDING,
      `Unpaid at its payment deadline: cancelled and its stock returned.`,
    );
    await em.flush();
    return order;
  });
}

/**
 * Closes an expired order's intent so that the shopper can no longer pay it; after the commit,
 * so that a slow gateway never holds the order's or its products' rows. An intent the gateway
 * already closed (paid or cancelled) needs nothing more: a payment is the webhook's to settle.
 * On a gateway failure the order stays marked and the next runs try again. Answers whether the
 * intent is closed.
 */
async function closeIntent(ctx: RequestContext, order: Order, idempotencyKey: string): Promise<boolean> {
  const intentId = order.paymentIntentId!;
  let closed: boolean;
  try {
    await paymentGateway(ctx).cancelIntent(intentId, idempotencyKey);
    closed = true;
  } catch (error) {
    closed = await intentClosed(ctx, intentId);
    if (!closed) {
      ctx.log.warn({ err: error, order: order.id }, 'order expired with its payment intent still open; retrying later');
    }
  }
  if (closed) await ctx.em.nativeUpdate(Order, { id: order.id }, { paymentIntentCancelPending: false });
  return closed;
}

/** Whether the gateway says the intent can no longer be paid; false when it cannot be asked. */
async function intentClosed(ctx: RequestContext, intentId: string): Promise<boolean> {
  try {
    return !(await paymentGateway(ctx).retrieveIntent(intentId)).open;
  } catch (error) {
    // The development gateway forgets its intents when the server restarts: nothing to close.
    return error instanceof NotFoundError;
  }
}

/** The expired orders whose intent a failing gateway left open: tried again, for a day, then given up (logged). */
async function retryIntentClosing(services: Services, root: EntityManager): Promise<void> {
  const pending = await root
    .fork({ clear: true, useContext: false })
    .find(
      Order,
      { paymentIntentCancelPending: true },
      { ...ACROSS_TENANTS, orderBy: { cancelledAt: 'asc', id: 'asc' }, limit: BATCH },
    );
  for (const order of pending) {
    const ctx = storeContext(services, root, order.tenant.id);
    // Stripe answers a reused idempotency key with its first answer, a failure too: one key per try.
    if (await closeIntent(ctx, order, `cancel-${order.id}-retry-${Date.now()}`)) continue;
    if (Date.now() - (order.cancelledAt?.getTime() ?? 0) > INTENT_RETRY_MS) {
      ctx.log.error({ order: order.id }, 'gave up closing the payment intent of an expired order');
      await ctx.em.nativeUpdate(Order, { id: order.id }, { paymentIntentCancelPending: false });
    }
  }
}

/**
 * Takes the order's units again, all or none, for a reinstated order: the products' rows are
 * locked in id order (as checkouts take them) and checked inside a savepoint, which is rolled
 * back when any line's product is gone or short, releasing those locks before the caller calls
 * the gateway. Answers whether the stock was taken.
 */
async function retakeStock(em: EntityManager, order: Order): Promise<boolean> {
  const tenantId = order.tenant.id;
  const items = await em.find(OrderItem, { order: order.id, tenant: tenantId }, ACROSS_TENANTS);
  const units = new Map<string, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  const ids = [...units.keys()].sort();
  if (ids.length === 0) return true;
  await em.execute('savepoint "order_reinstatement"');
  const products = await em.execute<{ id: string; stock_quantity: number; track_inventory: boolean }[]>(
    `select "id", "stock_quantity", "track_inventory" from "product"
     where "tenant_id" = ? and "id" in (${ids.map(() => '?').join(', ')}) order by "id" for update`,
    [tenantId, ...ids],
  );
  const there =
    products.length === ids.length && products.every((p) => !p.track_inventory || p.stock_quantity >= units.get(p.id)!);
  if (!there) {
    await em.execute('rollback to savepoint "order_reinstatement"');
    return false;
  }
  for (const p of products) if (p.track_inventory) await takeStock(em, tenantId, p.id, units.get(p.id)!);
  await em.execute('release savepoint "order_reinstatement"');
  return true;
}

/** Whether the expiry job cancelled this order (its history says so; a staff cancel records no EXPIRED). */
async function wasExpired(em: EntityManager, order: Order): Promise<boolean> {
  const event = await em.findOne(
    OrderEvent,
    { order: order.id, tenant: order.tenant.id, type: OrderEventType.EXPIRED },
    { ...ACROSS_TENANTS, fields: ['id'] },
  );
  return event !== null;
}

/**
 * A payment that succeeded after the order was cancelled (the webhook, under the order's row
 * lock, with the order already marked paid). An order the expiry cancelled is reinstated
 * (CANCELLED -> CONFIRMED) when every line's stock is still there, and taken again; otherwise, and
 * for an order the staff cancelled, the payment is refunded through the gateway (REFUNDED). The
 * history says which. A gateway failure fails the delivery, so that the gateway delivers it again.
 */
export async function settleLatePayment(ctx: RequestContext, em: EntityManager, order: Order): Promise<void> {
  const expired = await wasExpired(em, order);
  order.paymentIntentCancelPending = false;
  if (expired && (await retakeStock(em, order))) {
    order.status = OrderStatus.CONFIRMED;
    order.cancelledAt = null;
    order.expiresAt = null;
    recordOrderEvent(
      em,
      order,
      OrderEventType.REINSTATED,
      OrderStatus.CANCELLED,
      'Paid after it expired, its stock still there: confirmed and the stock taken again.',
    );
    return;
  }
  ctx.log.warn({ order: order.id, expired }, 'payment webhook: a cancelled order was paid; refunding it');
  await refundOrder(ctx, order);
  recordOrderEvent(
    em,
    order,
    OrderEventType.REFUNDED,
    OrderStatus.CANCELLED,
    expired
      ? 'Paid after it expired, its stock no longer there: the payment was refunded.'
      : 'Paid after it was cancelled: the payment was refunded.',
  );
}
