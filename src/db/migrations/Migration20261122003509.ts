import { Migration } from '@mikro-orm/migrations';

export class Migration20261122003509 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "product" ("id" uuid not null, "tenant_id" uuid not null, "name" varchar(255) not null, "slug" varchar(255) not null, "description" text null, "short_description" varchar(500) null, "price" numeric(12,2) not null, "compare_at_price" numeric(12,2) null, "cost_price" numeric(12,2) null, "sku" varchar(100) null, "barcode" varchar(100) null, "track_inventory" boolean not null default true, "stock_quantity" int not null default 0, "low_stock_threshold" int not null default 10, "weight" numeric(12,3) null, "weight_unit" varchar(10) null, "is_active" boolean not null default true, "is_featured" boolean not null default false, "requires_prescription" boolean not null default false, "is_otc" boolean not null default false, "manufacturer" varchar(200) null, "meta_title" varchar(255) null, "meta_description" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "product_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "product_tenant_id_stock_quantity_id_index" on "product" ("tenant_id", "stock_quantity", "id");`,
    );
    this.addSql(`create index "product_tenant_id_price_id_index" on "product" ("tenant_id", "price", "id");`);
    this.addSql(`create index "product_tenant_id_name_id_index" on "product" ("tenant_id", "name", "id");`);
    this.addSql(`create index "product_tenant_id_created_at_id_index" on "product" ("tenant_id", "created_at", "id");`);
    this.addSql(`alter table "product" add constraint "product_tenant_id_sku_unique" unique ("tenant_id", "sku");`);
    this.addSql(`alter table "product" add constraint "product_tenant_id_slug_unique" unique ("tenant_id", "slug");`);
    // Product search is ILIKE '%term%' over name, description and SKU: one trigram index per column
    // (pg_trgm is created by the first migration); PostgreSQL combines them with a BitmapOr.
    this.addSql(`create index "product_name_trgm_index" on "product" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "product_description_trgm_index" on "product" using gin ("description" gin_trgm_ops);`);
    this.addSql(`create index "product_sku_trgm_index" on "product" using gin ("sku" gin_trgm_ops);`);

    this.addSql(
      `create table "product_image" ("id" uuid not null, "tenant_id" uuid not null, "product_id" uuid not null, "url" varchar(2048) not null, "sort_order" int not null, constraint "product_image_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "product_image_product_id_index" on "product_image" ("product_id");`);

    this.addSql(
      `create table "category" ("id" uuid not null, "tenant_id" uuid not null, "name" varchar(200) not null, "slug" varchar(200) not null, "description" text null, "image" varchar(2048) null, "icon" varchar(2048) null, "parent_id" uuid null, "is_active" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "category_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "category_parent_id_index" on "category" ("parent_id");`);
    this.addSql(
      `create index "category_tenant_id_sort_order_name_index" on "category" ("tenant_id", "sort_order", "name");`,
    );
    this.addSql(`alter table "category" add constraint "category_tenant_id_slug_unique" unique ("tenant_id", "slug");`);

    this.addSql(
      `create table "product_category" ("product_id" uuid not null, "category_id" uuid not null, "tenant_id" uuid not null, constraint "product_category_pkey" primary key ("product_id", "category_id"));`,
    );
    this.addSql(`create index "product_category_category_id_index" on "product_category" ("category_id");`);

    this.addSql(
      `alter table "product" add constraint "product_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_image" add constraint "product_image_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_image" add constraint "product_image_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "category" add constraint "category_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "category" add constraint "category_parent_id_foreign" foreign key ("parent_id") references "category" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "product_category" add constraint "product_category_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_category" add constraint "product_category_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_category" add constraint "product_category_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_image" drop constraint "product_image_product_id_foreign";`);

    this.addSql(`alter table "product_category" drop constraint "product_category_product_id_foreign";`);

    this.addSql(`alter table "category" drop constraint "category_parent_id_foreign";`);

    this.addSql(`alter table "product_category" drop constraint "product_category_category_id_foreign";`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "product_image" cascade;`);

    this.addSql(`drop table if exists "category" cascade;`);

    this.addSql(`drop table if exists "product_category" cascade;`);
  }
}
