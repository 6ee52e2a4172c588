import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import type { RequestContext } from '../../../graphql/context';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  GatewayUnavailableError,
  NotFoundError,
  ValidationError,
} from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { toCents } from '../../../shared/money';
import { requestTenant } from '../../identity/tenants/tenant-scope';
import { ACROSS_TENANTS } from '../../identity/tenants/tenant-filter';
import { Order, OrderStatus, PaymentStatus } from '../orders/order.entity';
import { guestTokenDigest } from '../orders/checkout.service';
import { OrderEventType } from '../orders/order-event.entity';
import { settleLatePayment } from '../orders/order-expiry';
import { recordOrderEvent } from '../orders/order-status.service';
import { DevelopmentGateway } from './development-gateway';
import { paymentGateway } from './active-gateway';
import type { GatewayIntent } from './gateway';
import { readWebhookEvent } from './webhook-event';
import type {
  ConfirmDevelopmentPaymentInput,
  CreatePaymentIntentInput,
  DevelopmentPaymentResult,
  PaymentGatewayConfig,
  PaymentIntentResult,
  PaymentWebhookReceipt,
} from './payment.types';

/** Webhook signatures older than this are refused (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The public half of the gateway configuration; 503 while the server has none. */
export function gatewayConfig(ctx: RequestContext): PaymentGatewayConfig {
  const gateway = paymentGateway(ctx);
  return { gateway: gateway.name, publishableKey: gateway.publishableKey() };
}

function resultOf(intent: GatewayIntent): PaymentIntentResult {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amount / 100,
    currency: intent.currency,
  };
}

/**
 * A payment intent for one of the customer's orders. The amount must equal the order total and
 * the currency be the store's (400); a paid, cancelled or expired order answers 409. The idempotency key
 * is the order's and the amount's, and an open intent for the same order and amount is reused.
 */
export async function createPaymentIntent(
  ctx: RequestContext,
  input: CreatePaymentIntentInput,
): Promise<PaymentIntentResult> {
  const gateway = paymentGateway(ctx);
  const order = await payableOrder(ctx, input);
  if (order.paymentStatus === PaymentStatus.PAID || order.paymentStatus === PaymentStatus.REFUNDED) {
    throw new ConflictError('Order is already paid', 'orderId');
  }
  if (order.status === OrderStatus.CANCELLED) throw new ConflictError('Order is cancelled', 'orderId');
  // Past its deadline, it is cancelled at the expiry job's next run: as good as cancelled already.
  if (order.expiresAt && order.expiresAt <= new Date()) throw new ConflictError('Order has expired', 'orderId');
  const cents = toCents(order.total);
  const problems: Record<string, string[]> = {};
  if (!Number.isFinite(input.amount) || Math.abs(input.amount * 100 - cents) > 1e-6) {
    problems.amount = [`must equal the order total (${order.total.toFixed(2)})`];
  }
  const currency = input.currency ?? order.currency;
  if (currency !== order.currency) problems.currency = [`must be the store currency (${order.currency})`];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);

  // One key per order and amount; once that intent is closed (cancelled at the gateway), the next
  // one's key names the closed one, so that a retry never replays a dead intent.
  let idempotencyKey = `pi-${order.id}-${cents}`;
  if (order.paymentIntentId && order.paymentIntentAmount === cents) {
    const existing = await gateway.retrieveIntent(order.paymentIntentId).catch((error: unknown) => {
      // The development gateway forgets its intents when the server restarts: make a new one.
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (existing?.open && existing.amount === cents && existing.currency === currency) return resultOf(existing);
    idempotencyKey = `pi-${order.id}-${cents}-after-${order.paymentIntentId}`;
  }
  const intent = await gateway.createIntent(
    {
      amount: cents,
      currency,
      description: `Order ${order.orderNumber}`,
      metadata: { orderId: order.id, orderNumber: order.orderNumber, tenantId: order.tenant.id },
    },
    idempotencyKey,
  );
  order.paymentIntentId = intent.id;
  order.paymentIntentAmount = cents;
  await ctx.em.flush();
  return resultOf(intent);
}

/**
 * The order to pay: one of the signed-in customer's, or a guest order named with its access
 * token. Anything else answers "Order not found" (404), never whose order it is.
 */
async function payableOrder(ctx: RequestContext, input: CreatePaymentIntentInput): Promise<Order> {
  const tenant = await requestTenant(ctx);
  const p = ctx.principal;
  let order: Order | null = null;
  if (p) {
    if (p.kind !== 'customer' || p.tenantId !== tenant.id) throw new ForbiddenError();
    order = isUuid(input.orderId) ? await ctx.em.findOne(Order, { id: input.orderId, customer: p.id }) : null;
  } else {
    if (!input.guestAccessToken) throw ctx.authFailure ?? new AuthenticationError('No token provided');
    const guestTokenHash = guestTokenDigest(input.guestAccessToken);
    order = isUuid(input.orderId)
      ? await ctx.em.findOne(Order, { id: input.orderId, isGuest: true, guestTokenHash })
      : null;
  }
  if (!order) throw new NotFoundError('Order');
  return order;
}

/** A gateway event about a payment intent, from a signed webhook or the development gateway. */
interface IntentEvent {
  id: string;
  type: string;
  intent?: Pick<GatewayIntent, 'id' | 'amount' | 'currency' | 'metadata'>;
}

/** Records an event id; false when it was recorded before (a replay). */
async function recordEvent(em: EntityManager, event: IntentEvent): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into "payment_event" ("id", "type", "received_at") values (?, ?, now())
     on conflict ("id") do nothing returning "id"`,
    [event.id, event.type],
  );
  return rows.length === 1;
}

/** The order an intent's event is about, locked; null (logged) when it names none of ours. */
async function orderOfIntent(
  ctx: RequestContext,
  em: EntityManager,
  intent: NonNullable<IntentEvent['intent']>,
): Promise<Order | null> {
  const id = intent.metadata?.orderId;
  const order =
    id && isUuid(id)
      ? await em.findOne(Order, { id }, { ...ACROSS_TENANTS, lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
  if (!order || (intent.metadata?.tenantId && intent.metadata.tenantId !== order.tenant.id)) {
    ctx.log.warn({ paymentIntent: intent.id, orderId: id }, 'payment webhook: no matching order');
    return null;
  }
  return order;
}

async function applySucceeded(
  ctx: RequestContext,
  em: EntityManager,
  order: Order,
  intent: NonNullable<IntentEvent['intent']>,
): Promise<void> {
  const cents = toCents(order.total);
  if (intent.amount !== cents || intent.currency !== order.currency) {
    ctx.log.warn(
      {
        order: order.id,
        expected: { amount: cents, currency: order.currency },
        got: { amount: intent.amount, currency: intent.currency },
      },
      'payment webhook: amount or currency does not match the order; not marked paid',
    );
    return;
  }
  if (order.paymentStatus === PaymentStatus.PAID || order.paymentStatus === PaymentStatus.REFUNDED) return;
  order.paymentStatus = PaymentStatus.PAID;
  order.paidAt = new Date();
  order.paymentIntentId = intent.id;
  // Paid after it was cancelled (its intent could not be closed in time): reinstated or refunded.
  if (order.status === OrderStatus.CANCELLED) return settleLatePayment(ctx, em, order);
  const from = order.status;
  if (order.status === OrderStatus.PENDING) order.status = OrderStatus.CONFIRMED;
  order.expiresAt = null;
  recordOrderEvent(em, order, OrderEventType.PAID, from);
}

function applyFailed(order: Order): void {
  if (order.paymentStatus === PaymentStatus.PENDING || order.paymentStatus === PaymentStatus.FAILED) {
    order.paymentStatus = PaymentStatus.FAILED;
  }
}

/**
 * A gateway webhook delivery: the signature must cover the exact body and be at most five
 * minutes old (400 otherwise). Each event id is recorded once, in the same transaction as its
 * effect, so a replay changes nothing. Unknown event types are acknowledged and ignored.
 */
export async function handleWebhook(
  ctx: RequestContext,
  payload: string,
  signature: string | null | undefined,
): Promise<PaymentWebhookReceipt> {
  const secret = ctx.services.env.stripeWebhookSecret;
  if (!secret) {
    throw new GatewayUnavailableError('Payment gateway webhook is not configured (STRIPE_WEBHOOK_SECRET is not set)');
  }
  const refused = ValidationError.field('Stripe-Signature', 'Webhook signature verification failed');
  if (!signature) throw refused;
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    ctx.log.warn({ err: error }, 'payment webhook: signature refused');
    throw refused;
  }
  const checked = readWebhookEvent(event);
  const intent =
    checked.type === 'payment_intent.succeeded' || checked.type === 'payment_intent.payment_failed'
      ? checked.data.object
      : undefined;
  return applyEvent(ctx, {
    id: checked.id,
    type: checked.type,
    intent: intent && {
      id: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      metadata: intent.metadata ?? {},
    },
  });
}

/**
 * Applies a gateway event once: the event id is recorded in the same transaction as its effect,
 * so a replay changes nothing. `payment_intent.succeeded` with the order's amount and currency
 * pays the order; `payment_intent.payment_failed` marks its payment FAILED; other types are
 * acknowledged. Signed webhooks and the development gateway's confirmations both come here.
 */
async function applyEvent(ctx: RequestContext, event: IntentEvent): Promise<PaymentWebhookReceipt> {
  const duplicate = await ctx.em.transactional(async (em) => {
    if (!(await recordEvent(em, event))) return true;
    const { intent } = event;
    if (intent && (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')) {
      const order = await orderOfIntent(ctx, em, intent);
      if (order) {
        if (event.type === 'payment_intent.succeeded') await applySucceeded(ctx, em, order, intent);
        else applyFailed(order);
        await em.flush();
      }
    }
    return false;
  });
  return { received: true, duplicate, type: event.type };
}

/**
 * The development gateway's card form: confirms an intent by its client secret with one of
 * Stripe's test cards, then applies the event Stripe would send, through the webhook's own path.
 * Refused (403) unless the development gateway is the active one.
 */
export async function confirmDevelopmentPayment(
  ctx: RequestContext,
  input: ConfirmDevelopmentPaymentInput,
): Promise<DevelopmentPaymentResult> {
  const gateway = paymentGateway(ctx);
  if (!(gateway instanceof DevelopmentGateway)) {
    throw new ForbiddenError(`Payments are confirmed by the ${gateway.name} card form; the development gateway is off`);
  }
  const { intent, event } = gateway.confirm(input.clientSecret, input.card ?? '4242424242424242');
  await applyEvent(ctx, { id: `evt_dev_${randomUUID().replace(/-/g, '')}`, type: event, intent });
  return { paymentIntentId: intent.id, status: event === 'payment_intent.succeeded' ? 'succeeded' : 'failed' };
}
