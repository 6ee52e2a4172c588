import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { AccountingDateTimeScalar, nowSeconds } from '../shared/wire';

/** The contact type ids of the real API: a supplier is a `VENDOR`. */
export const CONTACT_TYPES = { VENDOR: 'Supplier', CUSTOMER: 'Customer' } as const;
export type ContactTypeId = keyof typeof CONTACT_TYPES;

/** A supplier or customer of the business (or both). */
@ObjectType('Contact', { description: 'A supplier or customer of the accounting business.' })
@Entity({ tableName: 'accounting_contact' })
@Unique({ properties: ['tenant', 'reference'] })
@Index({ properties: ['tenant', 'createdAt', 'id'] })
@TenantFilter()
export class Contact extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 255 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The business’s own short code for the contact.' })
  @Property({ length: 50, nullable: true })
  reference?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 320, nullable: true })
  email?: string | null;

  /** `VENDOR` and/or `CUSTOMER`; resolved as the `contact_types` links. */
  @Property({ type: ArrayType })
  contactTypes!: ContactTypeId[];

  @Field(() => AccountingDateTimeScalar, { name: 'created_at' })
  /** To the millisecond, so that lists keep creation order; shown to the second. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => AccountingDateTimeScalar, { name: 'updated_at' })
  @Property({ type: 'datetime', onUpdate: () => nowSeconds() })
  updatedAt: Date & Opt = nowSeconds();

  /** "The Jimi Hendrix Experience (HENDRI01)", or the name alone without a reference. */
  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string> {
    return contactDisplayedAs(this);
  }

  @Field(() => String, { description: 'REST: `$path`.' })
  get path(): Opt<string> {
    return contactPath(this.id);
  }
}

/** How a contact is shown in links: its name, with its reference when it has one. */
export function contactDisplayedAs(contact: Pick<Contact, 'name' | 'reference'>): string {
  return contact.reference ? `${contact.name} (${contact.reference})` : contact.name;
}

export function contactPath(id: string): string {
  return `/contacts/${id}`;
}
