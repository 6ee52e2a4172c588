import { randomUUID } from 'node:crypto';
import { DecimalType, Embeddable, Embedded, Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum TenantStatus {
  ACTIVE = 'ACTIVE',
  SUSPENDED = 'SUSPENDED',
}

/** Lower-case, as the seed's examples spell it (`"pharmacy"`). */
export enum BusinessType {
  pharmacy = 'pharmacy',
  grocery = 'grocery',
  retail = 'retail',
  general = 'general',
}

export enum AccountingPlan {
  PLUS = 'PLUS',
  STANDARD = 'STANDARD',
  START = 'START',
}

export enum AccountingCountry {
  CA = 'CA',
  ES = 'ES',
  FR = 'FR',
  GB = 'GB',
  IE = 'IE',
  US = 'US',
}

registerEnumType(TenantStatus, {
  name: 'TenantStatus',
  description: 'A suspended store is invisible and its users are locked out.',
  valuesConfig: {
    ACTIVE: { description: 'Open: visible to shoppers, its users can sign in.' },
    SUSPENDED: { description: 'Closed: invisible, its users locked out.' },
  },
});
registerEnumType(BusinessType, {
  name: 'BusinessType',
  description: 'What kind of business a store is.',
  valuesConfig: {
    general: { description: 'A general store.' },
    grocery: { description: 'A grocery.' },
    pharmacy: { description: 'A pharmacy: products may require a prescription.' },
    retail: { description: 'A retail shop.' },
  },
});
registerEnumType(AccountingPlan, {
  name: 'AccountingPlan',
  description: 'Accounting subscription plan.',
  valuesConfig: {
    START: { description: 'The entry plan.' },
    STANDARD: { description: 'The middle plan.' },
    PLUS: { description: 'The full plan.' },
  },
});
registerEnumType(AccountingCountry, {
  name: 'AccountingCountry',
  description: 'Country of the accounting business.',
  valuesConfig: {
    CA: { description: 'Canada.' },
    ES: { description: 'Spain.' },
    FR: { description: 'France.' },
    GB: { description: 'United Kingdom.' },
    IE: { description: 'Ireland.' },
    US: { description: 'United States.' },
  },
});

/** Money and rates are exact numeric columns, read as JavaScript numbers. */
export const money = () => new DecimalType('number');

@ObjectType({ description: 'How a store sells: name on the storefront, checkout and shipping rules.' })
@Embeddable()
export class TenantSettings {
  @Field(() => String, { nullable: true, description: 'Name shown on the storefront; the tenant name when absent.' })
  @Property({ length: 200, nullable: true })
  storeName?: string | null;

  @Field(() => Boolean)
  @Property({ default: false })
  allowGuestCheckout: boolean & Opt = false;

  @Field(() => Float, { description: 'Flat shipping fee per order, in the store currency.' })
  @Property({ type: money(), precision: 12, scale: 2, default: 0 })
  shippingFee: number & Opt = 0;

  @Field(() => Float, { description: 'Tax rate as a fraction (0.08 = 8%).' })
  @Property({ type: money(), precision: 7, scale: 6, default: 0 })
  taxRate: number & Opt = 0;

  @Field(() => String, { description: 'Lower-case ISO 4217 currency code.' })
  @Property({ length: 3, default: 'usd' })
  currency: string & Opt = 'usd';

  @Field(() => Float, { nullable: true, description: 'Orders from this subtotal ship free; none when absent.' })
  @Property({ type: money(), precision: 12, scale: 2, nullable: true })
  freeShippingThreshold?: number | null;
}

/**
 * A store. The storefront fields are everyone's; status, accounting plan and country and the
 * record's timestamps are resolved by TenantResolver for the store's staff and the super
 * administrator only.
 */
@ObjectType({
  description: 'A store: its own catalog, staff, customers, carts and orders; for accounting, a business.',
})
@Entity({ tableName: 'tenant' })
export class Tenant {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'The value callers send in `X-Tenant-Slug`.' })
  @Property({ length: 100, unique: true })
  slug!: string;

  @Field(() => BusinessType)
  @Enum({ items: () => BusinessType, default: BusinessType.retail })
  businessType: BusinessType & Opt = BusinessType.retail;

  @Field(() => String, { nullable: true, description: 'Logo URL.' })
  @Property({ length: 2048, nullable: true })
  logo?: string | null;

  @Field(() => String, { nullable: true, description: 'Colour in hex notation, e.g. `#3B82F6`.' })
  @Property({ length: 7, nullable: true })
  primaryColor?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 320, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 50, nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  country?: string | null;

  @Enum({ items: () => TenantStatus, default: TenantStatus.ACTIVE })
  status: TenantStatus & Opt = TenantStatus.ACTIVE;

  @Field(() => TenantSettings)
  @Embedded(() => TenantSettings, { prefix: 'settings_' })
  settings: TenantSettings & Opt = new TenantSettings();

  @Enum({ items: () => AccountingPlan, default: AccountingPlan.PLUS })
  accountingPlan: AccountingPlan & Opt = AccountingPlan.PLUS;

  @Enum({ items: () => AccountingCountry, default: AccountingCountry.GB })
  accountingCountry: AccountingCountry & Opt = AccountingCountry.GB;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
