import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A gateway webhook event already applied. Recorded (with one guarded insert) in the same
 * transaction as the event's effect, so a replayed delivery finds its id and changes nothing.
 */
@Entity({ tableName: 'payment_event' })
export class PaymentEvent {
  @PrimaryKey({ length: 255 })
  id!: string;

  @Property({ length: 100 })
  type!: string;

  @Property({ type: 'datetime' })
  receivedAt!: Date;
}
