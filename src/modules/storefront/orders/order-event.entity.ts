import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { Order, OrderStatus } from './order.entity';

export enum OrderEventType {
  STATUS_CHANGED = 'STATUS_CHANGED',
  PAID = 'PAID',
  EXPIRED = 'EXPIRED',
  REINSTATED = 'REINSTATED',
  REFUNDED = 'REFUNDED',
}

registerEnumType(OrderEventType, {
  name: 'OrderEventType',
  description: 'What happened to an order.',
  valuesConfig: {
    STATUS_CHANGED: { description: 'The store’s staff changed its status.' },
    PAID: { description: 'The gateway reported the payment; a PENDING order was confirmed.' },
    EXPIRED: { description: 'Unpaid at its deadline (`expiresAt`): cancelled, stock returned, payment intent closed.' },
    REINSTATED: { description: 'Paid after it expired while its stock was still there: confirmed again, stock taken.' },
    REFUNDED: {
      description: 'Paid after it was cancelled (stock gone, or cancelled by the staff): the payment was refunded.',
    },
  },
});

/**
 * One entry of an order's history, written in the same transaction as the change it describes.
 * Read-only through the API (`Order.history`).
 */
@ObjectType({ description: 'Something that happened to an order.' })
@Entity({ tableName: 'order_event' })
@Index({ properties: ['order', 'createdAt'] })
@TenantFilter()
export class OrderEvent extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade' })
  order!: Ref<Order>;

  @Field(() => OrderEventType)
  @Enum({ items: () => OrderEventType })
  type!: OrderEventType;

  @Field(() => OrderStatus, { description: 'The status before.' })
  @Enum({ items: () => OrderStatus })
  fromStatus!: OrderStatus;

  @Field(() => OrderStatus, { description: 'The status after (the same when only the payment changed).' })
  @Enum({ items: () => OrderStatus })
  toStatus!: OrderStatus;

  @Field(() => String, { nullable: true, description: 'What happened, in a sentence.' })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
