import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Customer } from '../../identity/customers/customer.entity';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';

/**
 * A postal address in a customer's address book. At most one per customer is the default (a
 * partial unique index holds that in the database too). Orders copy the address they use.
 */
@ObjectType({ description: 'An address of the signed-in customer’s address book.' })
@Entity({ tableName: 'address' })
@Unique({
  name: 'address_one_default_per_customer',
  expression: 'create unique index "address_one_default_per_customer" on "address" ("customer_id") where "is_default"',
})
@TenantFilter()
export class Address extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => Customer, { ref: true, deleteRule: 'cascade' })
  customer!: Ref<Customer>;

  @Field()
  @Property({ length: 100 })
  firstName!: string;

  @Field()
  @Property({ length: 100 })
  lastName!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 50, nullable: true })
  phone?: string | null;

  @Field()
  @Property({ length: 200 })
  line1!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  line2?: string | null;

  @Field()
  @Property({ length: 100 })
  city!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  state?: string | null;

  @Field()
  @Property({ length: 20 })
  postalCode!: string;

  @Field()
  @Property({ length: 100 })
  country!: string;

  @Field(() => Boolean, { description: 'The address used when an order names none.' })
  @Property({ default: false })
  isDefault: boolean & Opt = false;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
