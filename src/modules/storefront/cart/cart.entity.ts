import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Customer } from '../../identity/customers/customer.entity';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { Product } from '../catalog/product.entity';

/** A string-to-string map of the options a shopper chose (`{"size": "M"}`), or null. */
export type VariantOptions = Record<string, string> | null;

/**
 * One line of a customer's cart: a product with one set of variant options. `variantKey` is the
 * options in a canonical form, so that the same product and options are always one line.
 */
@Entity({ tableName: 'cart_item' })
@Unique({ properties: ['customer', 'product', 'variantKey'] })
@Check({ name: 'cart_item_quantity_check', expression: '"quantity" >= 1' })
@TenantFilter()
export class CartItem extends TenantScoped {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => Customer, { ref: true, deleteRule: 'cascade' })
  customer!: Ref<Customer>;

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'json', nullable: true })
  variantOptions?: VariantOptions;

  @Property({ length: 2000, default: '' })
  variantKey: string & Opt = '';

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
