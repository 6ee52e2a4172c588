import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { AccountingDateTimeScalar, nowSeconds } from '../shared/wire';

/** A kind of rate services are sold at ("Rate", "Hourly", ...). */
@ObjectType('ServiceRateType', { description: 'A kind of rate services are sold at.' })
@Entity({ tableName: 'accounting_service_rate_type' })
@Index({ properties: ['tenant', 'createdAt', 'id'] })
@TenantFilter()
export class ServiceRateType extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 255 })
  name!: string;

  @Field(() => Boolean, { description: 'Whether the rate type is offered in the app.' })
  @Property()
  active!: boolean;

  @Field(() => AccountingDateTimeScalar, { name: 'created_at' })
  /** To the millisecond, so that lists keep creation order; shown to the second. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => AccountingDateTimeScalar, { name: 'updated_at' })
  @Property({ type: 'datetime', onUpdate: () => nowSeconds() })
  updatedAt: Date & Opt = nowSeconds();

  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string> {
    return this.name;
  }

  @Field(() => String, { description: 'REST: `$path`.' })
  get path(): Opt<string> {
    return `/service_rate_types/${this.id}`;
  }
}
