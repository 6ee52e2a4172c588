import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { ConflictError, ValidationError } from '../../../graphql/errors';
import { fromCents, orderTotals, toCents } from '../../../shared/money';
import { lockCustomer } from '../../identity/customers/customer.service';
import { BusinessType } from '../../identity/tenants/tenant.entity';
import { requestStoreTerms } from '../../identity/tenants/tenant-scope';
import { MAX_MONEY } from '../catalog/catalog.validation';
import { addressesOf, buyerOf, wantedLines, type WantedLine } from './checkout.inputs';
import { FulfillmentStatus, OrderStatus, PaymentStatus } from './order.entity';
import { knowPlacedOrder } from './order.service';
import type { CreateOrderInput } from './order.types';
import { INSERT_ORDER, placedLine, placedOrder, type PlacedOrder, type PlacedRow } from './placed-order';

// Checkout: an order placed from the catalog's prices, in one transaction.

/** Guest access tokens of the orders placed in this process, answered once with the new order. */
const newGuestTokens = new WeakMap<object, string>();

/** SHA-256 (hex) of a guest access token: only the digest is stored. */
export function guestTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The access token of a guest order just placed (shown once); null for any other order. */
export function orderGuestAccessToken(order: object): string | null {
  return newGuestTokens.get(order) ?? null;
}

/** A product as checkout reads it: what the order copies and the rules it checks, with its thumbnail. */
interface CheckoutProduct {
  id: string;
  name: string;
  sku: string | null;
  /** numeric(12,2) as PostgreSQL answers it. */
  price: string;
  is_active: boolean;
  track_inventory: boolean;
  requires_prescription: boolean;
  image: string | null;
}

/** The store's products of the order, each with its first image: one statement. */
async function checkoutProducts(
  ctx: RequestContext,
  tenantId: string,
  ids: string[],
): Promise<Map<string, CheckoutProduct>> {
  const rows = await ctx.services.reads.rows<CheckoutProduct>(
    ctx.em,
    `select "p"."id", "p"."name", "p"."sku", "p"."price", "p"."is_active", "p"."track_inventory", "p"."requires_prescription",
       (select "i"."url" from "product_image" as "i" where "i"."product_id" = "p"."id" and "i"."tenant_id" = "p"."tenant_id"
         order by "i"."sort_order" asc, "i"."id" asc limit 1) as "image"
     from "product" as "p" where "p"."tenant_id" = ? and "p"."id" in (${ids.map(() => '?').join(', ')})`,
    [tenantId, ...ids],
    // One text per number of products: at most an order's (or a cart's) hundred lines.
    { prepared: true },
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Takes `quantity` units of a tracked product, only if that many are in stock: the guarded
 * update is the check, so concurrent orders never oversell. Answers whether it succeeded.
 */
export async function takeStock(
  em: EntityManager,
  tenantId: string,
  productId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update "product" set "stock_quantity" = "stock_quantity" - ?, "updated_at" = now()
     where "id" = ? and "tenant_id" = ? and "track_inventory" and "stock_quantity" >= ? returning "id"`,
    [quantity, productId, tenantId, quantity],
  );
  return rows.length === 1;
}

const CART_CHANGED = 'Your cart changed while the order was placed: review it and order again';

/**
 * Lines ordered from the cart lose the units ordered, in one statement, and only while they
 * still hold them: a unit added meanwhile stays in the cart, and a line that another checkout
 * already ordered (or that was removed or reduced) makes this order a 409, undone with its
 * transaction. The customer's lock (taken by cart adds too) makes them take turns.
 */
const TAKE_FROM_CART = (lines: number) => `with "ordered" ("id", "quantity") as (values ${Array.from(
  { length: lines },
  () => '(?::uuid, ?::int)',
).join(', ')}),
  "emptied" as (delete from "cart_item" c using "ordered" o
    where c."id" = o."id" and c."tenant_id" = ? and c."customer_id" = ? and c."quantity" = o."quantity" returning c."id"),
  "reduced" as (update "cart_item" c set "quantity" = c."quantity" - o."quantity", "updated_at" = now() from "ordered" o
    where c."id" = o."id" and c."tenant_id" = ? and c."customer_id" = ? and c."quantity" > o."quantity" returning c."id")
  select (select count(*) from "emptied") + (select count(*) from "reduced") as "taken"`;

/** The ordered lines leave the customer's cart: the cart lines ordered, or the lines of the same product and options. */
async function removeFromCart(em: EntityManager, tenantId: string, customerId: string, lines: WantedLine[]) {
  const fromCart = lines.filter((line) => line.cartItemId);
  if (fromCart.length > 0) {
    await lockCustomer(em, customerId);
    const [{ taken }] = await em.execute<{ taken: string }[]>(TAKE_FROM_CART(fromCart.length), [
      ...fromCart.flatMap((line) => [line.cartItemId, line.quantity]),
      tenantId,
      customerId,
      tenantId,
      customerId,
    ]);
    if (Number(taken) !== fromCart.length) throw new ConflictError(CART_CHANGED);
    return;
  }
  const which = lines.map(() => '("product_id" = ? and "variant_key" = ?)').join(' or ');
  await em.execute(`delete from "cart_item" where "tenant_id" = ? and "customer_id" = ? and (${which})`, [
    tenantId,
    customerId,
    ...lines.flatMap((line) => [line.productId, line.key]),
  ]);
}

/**
 * Places an order (SPEC section 4): prices from the catalog, exact totals, addresses copied,
 * prescription enforced for pharmacies, tracked stock taken with guarded updates and the order
 * number drawn from the store's counter, all in one transaction; the ordered lines leave the cart.
 * Its payment deadline (`expiresAt`) is `ORDER_PAYMENT_TTL` away (see order-expiry.ts).
 * The lean path: plain rows in, the order and its lines answered from the rows inserted.
 */
export async function createOrder(ctx: RequestContext, input: CreateOrderInput): Promise<PlacedOrder> {
  const tenant = await requestStoreTerms(ctx);
  const { buyer, defaultAddress } = await buyerOf(ctx, tenant, input);
  const lines = await wantedLines(ctx, input, buyer.customerId);
  const { shipping, billing } = await addressesOf(ctx, input, buyer, defaultAddress);

  const products = await checkoutProducts(ctx, tenant.id, [...new Set(lines.map((l) => l.productId))]);
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || !product.is_active) {
      throw ValidationError.field(`${line.field}.productId`, 'Product not found or not available');
    }
  }
  const needsPrescription = lines.some((line) => products.get(line.productId)!.requires_prescription);
  if (tenant.businessType === BusinessType.pharmacy && needsPrescription && !input.prescriptionUrl) {
    throw ValidationError.field('prescriptionUrl', 'is required: the order contains a prescription-only product');
  }

  const lineCents = lines.map((line) => toCents(Number(products.get(line.productId)!.price)) * line.quantity);
  const totals = orderTotals(lineCents, tenant.settings);
  // Each amount is stored as numeric(12,2) and computed in safe integers: refuse, naming the
  // items, an order whose total those cannot hold.
  if (totals.total > toCents(MAX_MONEY)) {
    throw ValidationError.field('items', `The order total may be at most ${MAX_MONEY}`);
  }

  // Units per tracked product (one product may appear with several option sets).
  const units = new Map<string, { quantity: number; field: string }>();
  for (const line of lines) {
    if (!products.get(line.productId)!.track_inventory) continue;
    const entry = units.get(line.productId);
    if (entry) entry.quantity += line.quantity;
    else units.set(line.productId, { quantity: line.quantity, field: line.field });
  }

  const guestToken = buyer.customerId ? null : randomBytes(24).toString('base64url');
  const orderLines = JSON.stringify(
    lines.map((line, position) => {
      const product = products.get(line.productId)!;
      return {
        id: randomUUID(),
        product_id: product.id,
        position,
        product_name: product.name,
        sku: product.sku ?? null,
        product_image: product.image ?? null,
        price: Number(product.price),
        quantity: line.quantity,
        total: fromCents(lineCents[position]),
        variant_options: line.options,
      };
    }),
  );
  const row = await ctx.em.transactional(async (em) => {
    // In id order, so that two orders of the same products never wait on each other in a cycle.
    for (const [productId, { quantity, field }] of [...units].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (!(await takeStock(em, tenant.id, productId, quantity))) {
        const product = products.get(productId)!;
        throw new ValidationError(
          { [`${field}.quantity`]: [`Insufficient stock: ${product.name}`] },
          `Insufficient stock for ${product.name}`,
        );
      }
    }
    if (buyer.customerId) await removeFromCart(em, tenant.id, buyer.customerId, lines);
    // Last: the store's counter row stays locked until commit, and every checkout of the store waits on it.
    const now = new Date();
    const year = now.getUTCFullYear();
    const [placed] = await em.execute<PlacedRow[]>(INSERT_ORDER, [
      tenant.id,
      year,
      randomUUID(),
      tenant.id,
      year,
      buyer.customerId,
      buyer.email,
      buyer.firstName,
      buyer.lastName,
      buyer.phone,
      buyer.customerId === null,
      guestToken ? guestTokenDigest(guestToken) : null,
      OrderStatus.PENDING,
      PaymentStatus.PENDING,
      FulfillmentStatus.UNFULFILLED,
      fromCents(totals.subtotal),
      fromCents(totals.shippingFee),
      fromCents(totals.tax),
      fromCents(totals.total),
      tenant.settings.currency,
      JSON.stringify(shipping),
      JSON.stringify(billing),
      input.paymentMethod?.trim() || null,
      input.customerNote?.trim() || null,
      input.prescriptionUrl ?? null,
      now,
      now,
      new Date(now.getTime() + ctx.services.env.orderPaymentTtlSeconds * 1000),
      orderLines,
    ]);
    return placed;
  });
  const order = placedOrder(row);
  knowPlacedOrder(ctx, order.id, row.items.map(placedLine));
  if (guestToken) newGuestTokens.set(order, guestToken);
  return order;
}
