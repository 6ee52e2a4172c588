import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { AccountingArea, AccountingRoles } from '../auth/principal';
import { Tenant } from '../tenants/tenant.entity';
import { TenantFilter } from '../tenants/tenant-filter';

export enum UserRole {
  SUPER_ADMIN = 'SUPER_ADMIN',
  ADMIN = 'ADMIN',
  STAFF = 'STAFF',
}

export enum AccountingAccess {
  FULL_ACCESS = 'FULL_ACCESS',
  RESTRICTED_ACCESS = 'RESTRICTED_ACCESS',
  READ_ONLY = 'READ_ONLY',
}

export enum AccountingAreaName {
  SALES = 'SALES',
  PURCHASES = 'PURCHASES',
  PRODUCTS_SERVICES = 'PRODUCTS_SERVICES',
}

registerEnumType(UserRole, {
  name: 'UserRole',
  description:
    'SUPER_ADMIN manages tenants; ADMIN and STAFF work in one store (STAFF may not manage users, update the tenant or delete products).',
  valuesConfig: {
    SUPER_ADMIN: { description: 'The platform’s administrator, in no store.' },
    ADMIN: { description: 'Manages one store, its staff and its settings.' },
    STAFF: { description: 'Works in one store: catalog and orders.' },
  },
});
registerEnumType(AccountingAccess, {
  name: 'AccountingAccess',
  description: 'A staff user’s level of access in one accounting area.',
  valuesConfig: {
    FULL_ACCESS: { description: 'Read, write and delete.' },
    RESTRICTED_ACCESS: { description: 'Read and write; no deletes.' },
    READ_ONLY: { description: 'Read only.' },
  },
});
registerEnumType(AccountingAreaName, {
  name: 'AccountingArea',
  description: 'An area of the accounting API that roles are granted in.',
  valuesConfig: {
    SALES: { description: 'Sales: customers, sales documents, attachments.' },
    PURCHASES: { description: 'Purchases: suppliers, purchase credit notes, attachments.' },
    PRODUCTS_SERVICES: { description: 'Products and services: service rate types.' },
  },
});

export const ACCOUNTING_AREAS = Object.values(AccountingAreaName) as AccountingArea[];

/**
 * A staff user: the platform's super administrator (no tenant) or an ADMIN or STAFF member of one
 * store. E-mail is unique across the platform. The password hash has no GraphQL field.
 */
@ObjectType({ description: 'A staff user (administrator or staff) or the super administrator.' })
@Entity({ tableName: 'app_user' })
@TenantFilter()
export class User {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 320, unique: true })
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

  @Field(() => UserRole)
  @Enum({ items: () => UserRole })
  role!: UserRole;

  @Index()
  @ManyToOne(() => Tenant, { ref: true, nullable: true, deleteRule: 'cascade' })
  tenant?: Ref<Tenant> | null;

  @Field(() => Boolean)
  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Enum({ items: () => AccountingAccess, nullable: true })
  salesAccess?: AccountingAccess | null;

  @Enum({ items: () => AccountingAccess, nullable: true })
  purchasesAccess?: AccountingAccess | null;

  @Enum({ items: () => AccountingAccess, nullable: true })
  productsServicesAccess?: AccountingAccess | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** The accounting role a user holds per area. ADMIN holds full access wherever none is set. */
export function accountingRolesOf(
  user: Pick<User, 'role' | 'salesAccess' | 'purchasesAccess' | 'productsServicesAccess'>,
): AccountingRoles {
  const fallback = user.role === UserRole.STAFF ? undefined : AccountingAccess.FULL_ACCESS;
  const roles: AccountingRoles = {};
  const held: Record<AccountingArea, AccountingAccess | null | undefined> = {
    SALES: user.salesAccess,
    PURCHASES: user.purchasesAccess,
    PRODUCTS_SERVICES: user.productsServicesAccess,
  };
  for (const area of ACCOUNTING_AREAS) {
    const level = held[area] ?? fallback;
    if (level) roles[area] = level;
  }
  return roles;
}
