import { Migration } from '@mikro-orm/migrations';

/**
 * Exact product counts in O(1) per read: a store's products (all and active) and each category's
 * linked products, kept by triggers in the transaction of every write (the entities in
 * `catalog-count.entity.ts`), filled here from the rows present. Every trigger first takes the
 * store's transaction-scoped advisory lock: writes to one store's counts run one after the other,
 * and cannot deadlock on the count rows. A product's links are deleted by its own BEFORE DELETE
 * trigger, while the product still tells whether it was active (a cascade would delete them after
 * the product). Increments are upserts, decrements plain updates (a count row exists while its
 * count is above zero; a store or category being deleted takes its rows with it).
 *
 * Also: the partial index of featured products (`isFeatured=true` lists page and count on it).
 */
export class Migration20261125160000_catalog_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "product_count" ("tenant_id" uuid not null, "products" int not null default 0, "active_products" int not null default 0, constraint "product_count_pkey" primary key ("tenant_id"));`,
    );
    this.addSql(
      `alter table "product_count" add constraint "product_count_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "category_product_count" ("category_id" uuid not null, "products" int not null default 0, "active_products" int not null default 0, constraint "category_product_count_pkey" primary key ("category_id"));`,
    );
    this.addSql(
      `alter table "category_product_count" add constraint "category_product_count_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create function catalog_counts_lock(tenant uuid) returns void language sql as $$
      select pg_advisory_xact_lock(hashtextextended('catalog-counts:' || tenant::text, 0))
    $$;`);

    this.addSql(`create function product_count_added() returns trigger language plpgsql as $$
    begin
      perform catalog_counts_lock(t.tenant_id) from (select distinct tenant_id from added order by tenant_id) t;
      insert into product_count as c (tenant_id, products, active_products)
        select tenant_id, count(*), count(*) filter (where is_active) from added group by tenant_id order by tenant_id
        on conflict (tenant_id) do update
          set products = c.products + excluded.products, active_products = c.active_products + excluded.active_products;
      return null;
    end $$;`);
    this.addSql(`create trigger product_count_added after insert on product referencing new table as added
      for each statement execute function product_count_added();`);

    this.addSql(`create function product_count_removing() returns trigger language plpgsql as $$
    begin
      perform catalog_counts_lock(old.tenant_id);
      delete from product_category where product_id = old.id;
      return old;
    end $$;`);
    this.addSql(`create trigger product_count_removing before delete on product
      for each row execute function product_count_removing();`);

    this.addSql(`create function product_count_removed() returns trigger language plpgsql as $$
    begin
      perform catalog_counts_lock(t.tenant_id) from (select distinct tenant_id from removed order by tenant_id) t;
      update product_count as c set products = c.products - d.products, active_products = c.active_products - d.active
        from (select tenant_id, count(*) as products, count(*) filter (where is_active) as active
                from removed group by tenant_id) d
       where c.tenant_id = d.tenant_id;
      return null;
    end $$;`);
    this.addSql(`create trigger product_count_removed after delete on product referencing old table as removed
      for each statement execute function product_count_removed();`);

    this.addSql(`create function product_count_activity() returns trigger language plpgsql as $$
    declare
      delta int := case when new.is_active then 1 else -1 end;
    begin
      perform catalog_counts_lock(new.tenant_id);
      update product_count set active_products = active_products + delta where tenant_id = new.tenant_id;
      update category_product_count as c set active_products = c.active_products + delta
        from product_category pc where pc.product_id = new.id and c.category_id = pc.category_id;
      return null;
    end $$;`);
    this.addSql(`create trigger product_count_activity after update of is_active on product
      for each row when (old.is_active is distinct from new.is_active) execute function product_count_activity();`);

    this.addSql(`create function category_product_count_added() returns trigger language plpgsql as $$
    begin
      perform catalog_counts_lock(t.tenant_id) from (select distinct tenant_id from added order by tenant_id) t;
      insert into category_product_count as c (category_id, products, active_products)
        select a.category_id, count(*), count(*) filter (where p.is_active)
          from added a join product p on p.id = a.product_id group by a.category_id order by a.category_id
        on conflict (category_id) do update
          set products = c.products + excluded.products, active_products = c.active_products + excluded.active_products;
      return null;
    end $$;`);
    this.addSql(`create trigger category_product_count_added after insert on product_category
      referencing new table as added for each statement execute function category_product_count_added();`);

    this.addSql(`create function category_product_count_removed() returns trigger language plpgsql as $$
    begin
      perform catalog_counts_lock(t.tenant_id) from (select distinct tenant_id from removed order by tenant_id) t;
      update category_product_count as c set products = c.products - d.products, active_products = c.active_products - d.active
        from (select r.category_id, count(*) as products, count(*) filter (where p.is_active) as active
                from removed r left join product p on p.id = r.product_id group by r.category_id) d
       where c.category_id = d.category_id;
      return null;
    end $$;`);
    this.addSql(`create trigger category_product_count_removed after delete on product_category
      referencing old table as removed for each statement execute function category_product_count_removed();`);

    this.addSql(`insert into product_count (tenant_id, products, active_products)
      select tenant_id, count(*), count(*) filter (where is_active) from product group by tenant_id;`);
    this.addSql(`insert into category_product_count (category_id, products, active_products)
      select pc.category_id, count(*), count(*) filter (where p.is_active)
        from product_category pc join product p on p.id = pc.product_id group by pc.category_id;`);

    this.addSql(
      `create index "product_featured_index" on "product" ("tenant_id", "created_at", "id") where "is_featured";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_featured_index";`);
    this.addSql(`drop trigger category_product_count_removed on product_category;`);
    this.addSql(`drop trigger category_product_count_added on product_category;`);
    this.addSql(`drop trigger product_count_activity on product;`);
    this.addSql(`drop trigger product_count_removed on product;`);
    this.addSql(`drop trigger product_count_removing on product;`);
    this.addSql(`drop trigger product_count_added on product;`);
    this.addSql(`drop function category_product_count_removed();`);
    this.addSql(`drop function category_product_count_added();`);
    this.addSql(`drop function product_count_activity();`);
    this.addSql(`drop function product_count_removed();`);
    this.addSql(`drop function product_count_removing();`);
    this.addSql(`drop function product_count_added();`);
    this.addSql(`drop function catalog_counts_lock(uuid);`);
    this.addSql(`drop table "category_product_count";`);
    this.addSql(`drop table "product_count";`);
  }
}
