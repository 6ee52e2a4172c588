import { Migration } from '@mikro-orm/migrations';

export class Migration20261123025408_cart extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cart_item" ("id" uuid not null, "tenant_id" uuid not null, "customer_id" uuid not null, "product_id" uuid not null, "quantity" int not null, "variant_options" jsonb null, "variant_key" varchar(2000) not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "cart_item_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "cart_item_customer_id_index" on "cart_item" ("customer_id");`);
    this.addSql(`create index "cart_item_product_id_index" on "cart_item" ("product_id");`);
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_customer_id_product_id_variant_key_unique" unique ("customer_id", "product_id", "variant_key");`,
    );
    this.addSql(`alter table "cart_item" add constraint "cart_item_quantity_check" check ("quantity" >= 1);`);
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cart_item" cascade;`);
  }
}
