import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';

/**
 * A category of one store's catalog. Categories form a tree through `parent` (same store, no
 * cycles); products link to any number of them through {@link ProductCategory}.
 */
@ObjectType({
  description: 'A catalog category; categories form a tree through `parent` and `children`.',
  simpleResolvers: true,
})
@Entity({ tableName: 'category' })
@Unique({ properties: ['tenant', 'slug'] })
@Index({ properties: ['tenant', 'sortOrder', 'name'] })
@TenantFilter()
export class Category extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'Unique in the store; derived from the name when not given.' })
  @Property({ length: 200 })
  slug!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Image URL.' })
  @Property({ length: 2048, nullable: true })
  image?: string | null;

  @Field(() => String, { nullable: true, description: 'Icon name or URL, as the storefront uses it.' })
  @Property({ length: 2048, nullable: true })
  icon?: string | null;

  /** Deleting a parent is refused while it has children, so `set null` only matters for tenant deletion. */
  @Index()
  @ManyToOne(() => Category, { ref: true, nullable: true, deleteRule: 'set null' })
  parent?: Ref<Category> | null;

  @Field(() => Boolean, { description: 'Inactive categories are visible to the store’s staff only.' })
  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Field(() => Int, { description: 'Position among its siblings (ascending, then by name).' })
  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
