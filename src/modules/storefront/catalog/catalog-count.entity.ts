import { Entity, ManyToOne, PrimaryKeyProp, Property, type Opt, type Ref } from '@mikro-orm/core';
import { TenantFilter } from '../../identity/tenants/tenant-filter';
import { Tenant } from '../../identity/tenants/tenant.entity';
import { Category } from './category.entity';

/*
 * Counts the catalog's reads answer in O(1): kept by triggers (migration
 * Migration20261125160000_catalog_counts) in the transaction of every product and category-link
 * write, so they are exact at every commit. The triggers of one store take one transaction-scoped
 * lock first (parallel writes to one store count one after the other, never deadlock on the
 * counts). Read with SQL by the read path; never written by the application.
 */

/** A store's products: all of them (what its staff see) and the active ones (what visitors see). */
@Entity({ tableName: 'product_count' })
@TenantFilter()
export class ProductCount {
  [PrimaryKeyProp]?: 'tenant';

  @ManyToOne(() => Tenant, { ref: true, primary: true, deleteRule: 'cascade' })
  tenant!: Ref<Tenant>;

  @Property({ type: 'integer', default: 0 })
  products: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  activeProducts: number & Opt = 0;
}

/** The products linked to a category: all of them and the active ones. */
@Entity({ tableName: 'category_product_count' })
export class CategoryProductCount {
  [PrimaryKeyProp]?: 'category';

  @ManyToOne(() => Category, { ref: true, primary: true, deleteRule: 'cascade' })
  category!: Ref<Category>;

  @Property({ type: 'integer', default: 0 })
  products: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  activeProducts: number & Opt = 0;
}
