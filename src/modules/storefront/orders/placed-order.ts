import { optionalTimestamp, timestamp } from '../../../db/columns';
import type { VariantOptions } from '../cart/cart.entity';
import type { FulfillmentStatus, OrderAddress, OrderItem, OrderStatus, PaymentStatus } from './order.entity';

// The order as a checkout writes it (one statement) and answers it (from the rows written).

/**
 * Draws the next number of the store's counter of the year, inserts the order under it and its
 * lines, in one statement: the counter row is locked from there to the commit only. Answers the
 * order row as stored, its lines (`items`, by position) aggregated.
 */
export const INSERT_ORDER = `with "n" as (
    insert into "order_counter" ("tenant_id", "year", "last_value") values (?, ?, 1)
    on conflict ("tenant_id", "year") do update set "last_value" = "order_counter"."last_value" + 1
    returning "last_value"),
  "o" as (
    insert into "customer_order" ("id", "tenant_id", "order_number", "customer_id", "customer_email",
      "customer_first_name", "customer_last_name", "customer_phone", "is_guest", "guest_token_hash", "status",
      "payment_status", "fulfillment_status", "subtotal", "shipping_fee", "tax", "total", "currency",
      "shipping_address", "billing_address", "payment_method", "customer_note", "prescription_url",
      "created_at", "updated_at", "expires_at")
    select ?, ?, 'ORD-' || ?::text || '-' || lpad("n"."last_value"::text, greatest(6, length("n"."last_value"::text)), '0'),
      ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?
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

/** The order row as inserted (`returning *`), its lines aggregated as JSON under `items`. */
export interface PlacedRow {
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
  expires_at: string | null;
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
export function placedOrder(row: PlacedRow) {
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
    expiresAt: optionalTimestamp(row.expires_at),
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
  };
}

export type PlacedOrder = ReturnType<typeof placedOrder>;

/** An order line as the API shows it: the entity, or the line a checkout has just written. */
export type OrderLine = Pick<
  OrderItem,
  | 'id'
  | 'productId'
  | 'position'
  | 'productName'
  | 'sku'
  | 'productImage'
  | 'price'
  | 'quantity'
  | 'total'
  | 'variantOptions'
>;

/** A line of the placed order, from its JSON (numbers already numbers). */
export function placedLine(line: PlacedRow['items'][number]): OrderLine {
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
