import { randomUUID } from 'node:crypto';
import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  Unique,
  type Opt,
  type Ref,
} from '@mikro-orm/core';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Customer } from '../../identity/customers/customer.entity';
import { money, Tenant } from '../../identity/tenants/tenant.entity';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import type { VariantOptions } from '../cart/cart.entity';

export enum OrderStatus {
  PENDING = 'PENDING',
  CONFIRMED = 'CONFIRMED',
  PROCESSING = 'PROCESSING',
  SHIPPED = 'SHIPPED',
  DELIVERED = 'DELIVERED',
  CANCELLED = 'CANCELLED',
}

export enum PaymentStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
  FAILED = 'FAILED',
  REFUNDED = 'REFUNDED',
}

export enum FulfillmentStatus {
  UNFULFILLED = 'UNFULFILLED',
  PARTIALLY_FULFILLED = 'PARTIALLY_FULFILLED',
  FULFILLED = 'FULFILLED',
}

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'PENDING -> CONFIRMED | CANCELLED; CONFIRMED -> PROCESSING | CANCELLED; PROCESSING -> SHIPPED | CANCELLED; SHIPPED -> DELIVERED.',
  valuesConfig: {
    PENDING: { description: 'Placed, awaiting confirmation.' },
    CONFIRMED: { description: 'Accepted by the store.' },
    PROCESSING: { description: 'Being prepared.' },
    SHIPPED: { description: 'Handed to the carrier.' },
    DELIVERED: { description: 'Received by the customer (final).' },
    CANCELLED: { description: 'Cancelled; tracked stock was put back (final).' },
  },
});
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Where an order’s payment stands, as the payment gateway reports it.',
  valuesConfig: {
    PENDING: { description: 'Not paid yet.' },
    PAID: { description: 'The gateway confirmed the payment.' },
    FAILED: { description: 'The last payment attempt failed; the order may be paid again.' },
    REFUNDED: { description: 'The payment was refunded (a paid order was cancelled).' },
  },
});
registerEnumType(FulfillmentStatus, {
  name: 'FulfillmentStatus',
  description: 'How much of an order has been handed to the carrier.',
  valuesConfig: {
    UNFULFILLED: { description: 'Nothing shipped yet.' },
    PARTIALLY_FULFILLED: { description: 'Some lines shipped.' },
    FULFILLED: { description: 'Every line shipped.' },
  },
});

/** The address an order was placed with, copied so later edits of the address book do not change it. */
@ObjectType({ description: 'A postal address as copied onto an order.' })
export class OrderAddress {
  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field()
  line1!: string;

  @Field(() => String, { nullable: true })
  line2!: string | null;

  @Field()
  city!: string;

  @Field(() => String, { nullable: true })
  state!: string | null;

  @Field()
  postalCode!: string;

  @Field()
  country!: string;
}

/**
 * An order of one store. Money columns are exact numerics; the customer's name and e-mail and
 * both addresses are copied at checkout, so the order reads the same whatever changes later.
 */
@ObjectType({ description: 'An order placed in the store.' })
@Entity({ tableName: 'customer_order' })
@Unique({ properties: ['tenant', 'orderNumber'] })
@Index({ properties: ['tenant', 'createdAt', 'id'] })
@Index({ properties: ['customer', 'createdAt', 'id'] })
@Index({ properties: ['paymentIntentId'] })
// The expiry job's sweep: unpaid orders by deadline, across every store, from this index alone.
@Index({
  name: 'customer_order_expiry_index',
  expression: `create index "customer_order_expiry_index" on "customer_order" ("expires_at") where "status" = 'PENDING'`,
})
// Expired orders whose intent the gateway has not closed yet (retried by the same sweep).
@Index({
  name: 'customer_order_intent_cancel_index',
  expression: `create index "customer_order_intent_cancel_index" on "customer_order" ("cancelled_at") where "payment_intent_cancel_pending"`,
})
@TenantFilter()
export class Order extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field({ description: '`ORD-<year>-<6 digits>`, gap-free per store and year.' })
  @Property({ length: 20 })
  orderNumber!: string;

  /** Null for a guest order, or once the customer is deleted. */
  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'set null' })
  customer?: Ref<Customer> | null;

  @Property({ length: 320 })
  customerEmail!: string;

  @Property({ length: 100 })
  customerFirstName!: string;

  @Property({ length: 100 })
  customerLastName!: string;

  @Property({ length: 50, nullable: true })
  customerPhone?: string | null;

  @Field(() => Boolean, { description: 'Placed without an account (guest checkout).' })
  @Property({ default: false })
  isGuest: boolean & Opt = false;

  /** Guest orders: SHA-256 of the access token given once at checkout (to pay the order). */
  @Property({ length: 64, nullable: true, hidden: true })
  guestTokenHash?: string | null;

  @Field(() => OrderStatus)
  @Enum({ items: () => OrderStatus, default: OrderStatus.PENDING })
  status: OrderStatus & Opt = OrderStatus.PENDING;

  @Field(() => PaymentStatus)
  @Enum({ items: () => PaymentStatus, default: PaymentStatus.PENDING })
  paymentStatus: PaymentStatus & Opt = PaymentStatus.PENDING;

  @Field(() => FulfillmentStatus)
  @Enum({ items: () => FulfillmentStatus, default: FulfillmentStatus.UNFULFILLED })
  fulfillmentStatus: FulfillmentStatus & Opt = FulfillmentStatus.UNFULFILLED;

  @Field(() => Float)
  @Property({ type: money(), precision: 12, scale: 2 })
  subtotal!: number;

  @Field(() => Float)
  @Property({ type: money(), precision: 12, scale: 2 })
  shippingFee!: number;

  @Field(() => Float)
  @Property({ type: money(), precision: 12, scale: 2 })
  tax!: number;

  @Field(() => Float)
  @Property({ type: money(), precision: 12, scale: 2 })
  total!: number;

  @Field({ description: 'Lower-case ISO 4217 code of the store currency at checkout.' })
  @Property({ length: 3 })
  currency!: string;

  @Field(() => OrderAddress)
  @Property({ type: 'json' })
  shippingAddress!: OrderAddress;

  @Field(() => OrderAddress)
  @Property({ type: 'json' })
  billingAddress!: OrderAddress;

  @Field(() => String, { nullable: true })
  @Property({ length: 50, nullable: true })
  paymentMethod?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  customerNote?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 2048, nullable: true })
  prescriptionUrl?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  trackingNumber?: string | null;

  /** Staff only (see the field resolver). */
  @Property({ type: 'text', nullable: true })
  internalNote?: string | null;

  /** The gateway's payment intent of this order and the amount (cents) it was made for. */
  @Property({ length: 255, nullable: true })
  paymentIntentId?: string | null;

  @Property({ type: 'integer', nullable: true })
  paymentIntentAmount?: number | null;

  @Property({ length: 255, nullable: true })
  refundId?: string | null;

  /**
   * The expiry job cancelled this order and has not closed its payment intent at the gateway yet
   * (the gateway failed): the job's next runs try again.
   */
  @Property({ default: false })
  paymentIntentCancelPending: boolean & Opt = false;

  @Field(() => Date, {
    nullable: true,
    description:
      'The payment deadline (placed + `ORDER_PAYMENT_TTL`): a PENDING order still unpaid then is cancelled, its stock returned. On an order cancelled that way it stays, saying when it expired (see `history`). Null once the order is paid, confirmed or cancelled by the staff, and on orders placed before deadlines existed.',
  })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  paidAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  shippedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @OneToMany(() => OrderItem, (item) => item.order, { orderBy: { position: 'asc' } })
  items = new Collection<OrderItem>(this);
}

/** A line of an order: a copy of what was bought, independent of later catalog changes. */
@ObjectType({ description: 'An order line, as bought.' })
@Entity({ tableName: 'order_item' })
@TenantFilter()
export class OrderItem extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade' })
  order!: Ref<Order>;

  /** The product bought. No foreign key: the product may be deleted later, the line stays readable. */
  @Field(() => ID)
  @Property({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'integer' })
  position!: number;

  @Field()
  @Property({ length: 255 })
  productName!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  sku?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 2048, nullable: true })
  productImage?: string | null;

  @Field(() => Float, { description: 'Unit price paid.' })
  @Property({ type: money(), precision: 12, scale: 2 })
  price!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => Float, { description: 'price x quantity.' })
  @Property({ type: money(), precision: 12, scale: 2 })
  total!: number;

  @Field(() => GraphQLJSONObject, { nullable: true })
  @Property({ type: 'json', nullable: true })
  variantOptions?: VariantOptions;
}

/**
 * The last order number of one store and year. Incremented with one guarded SQL statement inside
 * each order's transaction (see the order service): a rolled-back order gives its number back,
 * so numbers are gap-free, and the row lock makes concurrent orders take turns.
 */
@Entity({ tableName: 'order_counter' })
@TenantFilter()
export class OrderCounter {
  [PrimaryKeyProp]?: ['tenant', 'year'];

  @ManyToOne(() => Tenant, { ref: true, primary: true, deleteRule: 'cascade' })
  tenant!: Ref<Tenant>;

  @PrimaryKey({ type: 'integer' })
  year!: number;

  @Property({ type: 'integer' })
  lastValue!: number;
}
