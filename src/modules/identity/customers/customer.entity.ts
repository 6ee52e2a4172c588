import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../tenants/tenant-filter';

/**
 * A shopper of one store. E-mail is unique per tenant: one person may shop at two stores with the
 * same address and a password for each.
 */
@ObjectType({ description: 'A customer of one store.' })
@Entity({ tableName: 'customer' })
@Unique({ properties: ['tenant', 'email'] })
@TenantFilter()
export class Customer extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 320 })
  email!: string;

  @Property({ length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Field()
  @Property({ length: 100 })
  firstName!: string;

  @Field()
  @Property({ length: 100 })
  lastName!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 50, nullable: true })
  phone?: string | null;

  @Field(() => Boolean)
  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
