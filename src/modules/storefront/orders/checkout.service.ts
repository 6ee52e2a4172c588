import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { optionalTimestamp, timestamp } from '../../../db/columns';
import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError, ForbiddenError, NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { fromCents, orderTotals, toCents } from '../../../shared/money';
import { normalizeEmail } from '../../../shared/text';
import { BusinessType, type Tenant } from '../../identity/tenants/tenant.entity';
import { requestTenant } from '../../identity/tenants/tenant-scope';
import type { Address } from '../addresses/address.entity';
import { findAddress } from '../addresses/address.service';
import type { AddressInput } from '../addresses/address.types';
import { MAX_MONEY } from '../catalog/catalog.validation';
import type { VariantOptions } from '../cart/cart.entity';
import { cartLines } from '../cart/cart.service';
import { readVariantOptions } from '../cart/variant-options';
import { FulfillmentStatus, OrderStatus, PaymentStatus, type OrderAddress } from './order.entity';
import { itemsLoader, type OrderLine } from './order.service';
import type { CreateOrderInput } from './order.types';

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

interface WantedLine {
  productId: string;
  quantity: number;
  options: VariantOptions;
  key: string;
  /** Where the line came from, for error messages: `items.<i>`. */
  field: string;
  /** The cart line it came from, if any. */
  cartItemId?: string;
}

interface Buyer {
  customerId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

function copyAddress(address: Address | AddressInput): OrderAddress {
  const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    phone: text(address.phone),
    line1: address.line1.trim(),
    line2: text(address.line2),
    city: address.city.trim(),
    state: text(address.state),
    postalCode: address.postalCode.trim(),
    country: address.country.trim(),
  };
}

/** Lines asked for: the input's items (merged per product and options), or the customer's cart. */
async function wantedLines(
  ctx: RequestContext,
  input: CreateOrderInput,
  customer: string | null,
): Promise<WantedLine[]> {
  if (input.items && input.items.length > 0) {
    const merged = new Map<string, WantedLine>();
    input.items.forEach((item, index) => {
      const field = `items.${index}`;
      const { options, key } = readVariantOptions(item.variantOptions, `${field}.variantOptions`);
      if (!isUuid(item.productId))
        throw ValidationError.field(`${field}.productId`, 'Product not found or not available');
      const mergeKey = `${item.productId} ${key}`;
      const existing = merged.get(mergeKey);
      if (existing) existing.quantity += item.quantity;
      else merged.set(mergeKey, { productId: item.productId, quantity: item.quantity, options, key, field });
    });
    return [...merged.values()];
  }
  if (!customer) throw ValidationError.field('items', 'is required');
  const lines = await cartLines(ctx.em, customer);
  if (lines.length === 0)
    throw ValidationError.field('items', 'Your cart is empty: give items or add some to the cart');
  return lines.map((line, index) => ({
    productId: line.product.id,
    quantity: line.quantity,
    options: line.variantOptions ?? null,
    key: line.variantKey,
    field: `items.${index}`,
    cartItemId: line.id,
  }));
}

/** The signed-in buyer's row as the checkout reads it, with the default address when it is needed. */
interface BuyerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  default_address: AddressInput | null;
}

/** Who orders: the signed-in customer of this store, or a guest where the store allows it (401 otherwise). */
async function buyerOf(
  ctx: RequestContext,
  tenant: Tenant,
  input: CreateOrderInput,
): Promise<{ buyer: Buyer; defaultAddress: AddressInput | null }> {
  const p = ctx.principal;
  if (p?.kind === 'customer' && p.tenantId === tenant.id) {
    // The default address only serves when no shipping address is given: read it in the same statement.
    const wantsDefault = input.shippingAddressId == null && input.shippingAddress == null;
    const [row] = await ctx.services.reads.rows<BuyerRow>(
      ctx.em,
      `select "c"."id", "c"."email", "c"."first_name", "c"."last_name", "c"."phone", ${
        wantsDefault
          ? `(select json_build_object('firstName', "a"."first_name", 'lastName', "a"."last_name", 'phone', "a"."phone",
               'line1', "a"."line1", 'line2', "a"."line2", 'city', "a"."city", 'state', "a"."state",
               'postalCode', "a"."postal_code", 'country', "a"."country")
               from "address" as "a" where "a"."customer_id" = "c"."id" and "a"."is_default" and "a"."tenant_id" = "c"."tenant_id"
               limit 1)`
          : 'null'
      } as "default_address"
       from "customer" as "c" where "c"."id" = ? and "c"."tenant_id" = ?`,
      [p.id, tenant.id],
    );
    // Only a customer deleted since the request's credential check leaves no row.
    if (!row) throw new NotFoundError('Customer');
    return {
      buyer: {
        customerId: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone ?? null,
      },
      defaultAddress: row.default_address,
    };
  }
  if (p) throw new ForbiddenError('Only customers place orders');
  if (!tenant.settings.allowGuestCheckout) {
    throw new AuthenticationError('No token provided: this store does not allow guest checkout, sign in to order');
  }
  const guest = input.guest;
  if (!guest) throw ValidationError.field('guest', 'is required for guest checkout (email, firstName, lastName)');
  return {
    buyer: {
      customerId: null,
      email: normalizeEmail(guest.email),
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      phone: guest.phone?.trim() || null,
    },
    defaultAddress: null,
  };
}

/** Shipping and billing addresses: ids of the customer's book, inline ones, or the default address. */
async function addressesOf(
  ctx: RequestContext,
  input: CreateOrderInput,
  buyer: Buyer,
  defaultAddress: AddressInput | null,
): Promise<{ shipping: OrderAddress; billing: OrderAddress }> {
  const pick = async (id: string | null | undefined, inline: AddressInput | null | undefined, field: string) => {
    if (id != null && inline != null)
      throw ValidationError.field(field, 'give an address id or an inline address, not both');
    if (id != null) {
      if (!buyer.customerId) throw ValidationError.field(`${field}Id`, 'guests give an inline address');
      return copyAddress(await findAddress(ctx, id));
    }
    return inline ? copyAddress(inline) : null;
  };
  let shipping = await pick(input.shippingAddressId, input.shippingAddress, 'shippingAddress');
  if (!shipping && buyer.customerId && defaultAddress) shipping = copyAddress(defaultAddress);
  if (!shipping) throw ValidationError.field('shippingAddressId', 'is required (no default address to use)');
  const billing = (await pick(input.billingAddressId, input.billingAddress, 'billingAddress')) ?? shipping;
  return { shipping, billing };
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
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Takes `quantity` units of a tracked product, only if that many are in stock: the guarded
 * update is the check, so concurrent orders never oversell. Answers whether it succeeded.
 */
async function takeStock(em: EntityManager, tenantId: string, productId: string, quantity: number): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update "product" set "stock_quantity" = "stock_quantity" - ?, "updated_at" = now()
     where "id" = ? and "tenant_id" = ? and "track_inventory" and "stock_quantity" >= ? returning "id"`,
    [quantity, productId, tenantId, quantity],
  );
  return rows.length === 1;
}

/** The ordered lines leave the customer's cart: the cart lines ordered, or the lines of the same product and options. */
async function removeFromCart(em: EntityManager, tenantId: string, customerId: string, lines: WantedLine[]) {
  const fromCart = lines.flatMap((line) => (line.cartItemId ? [line.cartItemId] : []));
  const [which, params] = fromCart.length
    ? [`"id" in (${fromCart.map(() => '?').join(', ')})`, fromCart]
    : [
        `(${lines.map(() => '("product_id" = ? and "variant_key" = ?)').join(' or ')})`,
        lines.flatMap((line) => [line.productId, line.key]),
      ];
  await em.execute(`delete from "cart_item" where "tenant_id" = ? and "customer_id" = ? and ${which}`, [
    tenantId,
    customerId,
    ...params,
  ]);
}

/**
 * Draws the next number of the store's counter of the year, inserts the order under it and its
 * lines, in one statement: the counter row is locked from there to the commit only. Answers the
 * order row as stored, its lines (`items`, by position) aggregated.
 */
const INSERT_ORDER = `with "n" as (
    insert into "order_counter" ("tenant_id", "year", "last_value") values (?, ?, 1)
    on conflict ("tenant_id", "year") do update set "last_value" = "order_counter"."last_value" + 1
    returning "last_value"),
  "o" as (
    insert into "customer_order" ("id", "tenant_id", "order_number", "customer_id", "customer_email",
      "customer_first_name", "customer_last_name", "customer_phone", "is_guest", "guest_token_hash", "status",
      "payment_status", "fulfillment_status", "subtotal", "shipping_fee", "tax", "total", "currency",
      "shipping_address", "billing_address", "payment_method", "customer_note", "prescription_url",
      "created_at", "updated_at")
    select ?, ?, 'ORD-' || ?::text || '-' || lpad("n"."last_value"::text, greatest(6, length("n"."last_value"::text)), '0'),
      ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?
    from "n"
    returning *),
  "i" as (
    insert into "order_item" ("id", "tenant_id", "order_id", "product_id", "position", "product_name", "sku",
      "product_image", "price", "quantity", "total", "variant_options")
    select "l"."id", "o"."tenant_id", "o"."id", "l"."product_id", "l"."position", "l"."product_name", "l"."sku",
      "l"."product_image", "l"."price", "l"."quantity", "l"."total", "l"."variant_options"
    from "o", json_to_recordset(?::json) as "l"("id" uuid, "product_id" uuid, "position" int, "product_name" text,
      "sku" text, "product_image" text, "price" numeric, "quantity" int, "total" numeric, "variant_options" jsonb)
    returning *)
  select "o".*, (select json_agg("i" order by "i"."position") from "i") as "items" from "o"`;

/**
 * Places an order (SPEC section 4): prices from the catalog, exact totals, addresses copied,
 * prescription enforced for pharmacies, tracked stock taken with guarded updates and the order
 * number drawn from the store's counter, all in one transaction; the ordered lines leave the cart.
 * The lean path: plain rows in, the order and its lines answered from the rows inserted.
 */
export async function createOrder(ctx: RequestContext, input: CreateOrderInput): Promise<PlacedOrder> {
  const tenant = await requestTenant(ctx);
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
      orderLines,
    ]);
    return placed;
  });
  const order = placedOrder(row);
  itemsLoader(ctx).prime(order.id, row.items.map(placedLine));
  if (guestToken) newGuestTokens.set(order, guestToken);
  return order;
}

/** The order row as inserted (`returning *`), its lines aggregated as JSON under `items`. */
interface PlacedRow {
  id: string;
  tenant_id: string;
  order_number: string;
  customer_id: string | null;
  customer_email: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_phone: string | null;
  is_guest: boolean;
  status: OrderStatus;
  payment_status: PaymentStatus;
  fulfillment_status: FulfillmentStatus;
  /** numeric(12,2) as PostgreSQL answers it. */
  subtotal: string;
  shipping_fee: string;
  tax: string;
  total: string;
  currency: string;
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  payment_method: string | null;
  customer_note: string | null;
  prescription_url: string | null;
  tracking_number: string | null;
  internal_note: string | null;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  items: {
    id: string;
    product_id: string;
    position: number;
    product_name: string;
    sku: string | null;
    product_image: string | null;
    price: number;
    quantity: number;
    total: number;
    variant_options: VariantOptions;
  }[];
}

/**
 * The placed order as the checkout answers it: the entity's properties that the GraphQL type and
 * its field resolvers read, from the inserted row, in a plain object. Mapping the row and its lines
 * to entities in the identity map cost about an eighth of a checkout's CPU.
 */
function placedOrder(row: PlacedRow) {
  return {
    id: row.id,
    tenant: { id: row.tenant_id },
    orderNumber: row.order_number,
    customer: row.customer_id ? { id: row.customer_id } : null,
    customerEmail: row.customer_email,
    customerFirstName: row.customer_first_name,
    customerLastName: row.customer_last_name,
    customerPhone: row.customer_phone,
    isGuest: row.is_guest,
    status: row.status,
    paymentStatus: row.payment_status,
    fulfillmentStatus: row.fulfillment_status,
    subtotal: Number(row.subtotal),
    shippingFee: Number(row.shipping_fee),
    tax: Number(row.tax),
    total: Number(row.total),
    currency: row.currency,
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    paymentMethod: row.payment_method,
    customerNote: row.customer_note,
    prescriptionUrl: row.prescription_url,
    trackingNumber: row.tracking_number,
    internalNote: row.internal_note,
    paidAt: optionalTimestamp(row.paid_at),
    shippedAt: optionalTimestamp(row.shipped_at),
    deliveredAt: optionalTimestamp(row.delivered_at),
    cancelledAt: optionalTimestamp(row.cancelled_at),
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
  };
}

export type PlacedOrder = ReturnType<typeof placedOrder>;

/** A line of the placed order, from its JSON (numbers already numbers). */
function placedLine(line: PlacedRow['items'][number]): OrderLine {
  return {
    id: line.id,
    productId: line.product_id,
    position: line.position,
    productName: line.product_name,
    sku: line.sku,
    productImage: line.product_image,
    price: line.price,
    quantity: line.quantity,
    total: line.total,
    variantOptions: line.variant_options,
  };
}
