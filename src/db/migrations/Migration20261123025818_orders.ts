import { Migration } from '@mikro-orm/migrations';

export class Migration20261123025818_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "customer_order" ("id" uuid not null, "tenant_id" uuid not null, "order_number" varchar(20) not null, "customer_id" uuid null, "customer_email" varchar(320) not null, "customer_first_name" varchar(100) not null, "customer_last_name" varchar(100) not null, "customer_phone" varchar(50) null, "is_guest" boolean not null default false, "status" text check ("status" in ('PENDING', 'CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED')) not null default 'PENDING', "payment_status" text check ("payment_status" in ('PENDING', 'PAID', 'FAILED', 'REFUNDED')) not null default 'PENDING', "fulfillment_status" text check ("fulfillment_status" in ('UNFULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED')) not null default 'UNFULFILLED', "subtotal" numeric(12,2) not null, "shipping_fee" numeric(12,2) not null, "tax" numeric(12,2) not null, "total" numeric(12,2) not null, "currency" varchar(3) not null, "shipping_address" jsonb not null, "billing_address" jsonb not null, "payment_method" varchar(50) null, "customer_note" text null, "prescription_url" varchar(2048) null, "tracking_number" varchar(100) null, "internal_note" text null, "payment_intent_id" varchar(255) null, "payment_intent_amount" int null, "refund_id" varchar(255) null, "paid_at" timestamptz null, "shipped_at" timestamptz null, "delivered_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "customer_order_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_tenant_id_order_number_unique" unique ("tenant_id", "order_number");`,
    );
    this.addSql(
      `create index "customer_order_tenant_id_created_at_id_index" on "customer_order" ("tenant_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "customer_order_customer_id_created_at_id_index" on "customer_order" ("customer_id", "created_at", "id");`,
    );
    this.addSql(`create index "customer_order_payment_intent_id_index" on "customer_order" ("payment_intent_id");`);
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "order_item" ("id" uuid not null, "tenant_id" uuid not null, "order_id" uuid not null, "product_id" uuid not null, "position" int not null, "product_name" varchar(255) not null, "sku" varchar(100) null, "product_image" varchar(2048) null, "price" numeric(12,2) not null, "quantity" int not null, "total" numeric(12,2) not null, "variant_options" jsonb null, constraint "order_item_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "order_item_order_id_index" on "order_item" ("order_id");`);
    this.addSql(
      `alter table "order_item" add constraint "order_item_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_item" add constraint "order_item_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`,
    );

    // The last order number of each store and year; incremented inside each order's transaction,
    // so numbers are gap-free (a rolled-back order gives its number back) and never repeat.
    this.addSql(
      `create table "order_counter" ("tenant_id" uuid not null, "year" int not null, "last_value" int not null, constraint "order_counter_pkey" primary key ("tenant_id", "year"));`,
    );
    this.addSql(
      `alter table "order_counter" add constraint "order_counter_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_counter" cascade;`);
    this.addSql(`drop table if exists "order_item" cascade;`);
    this.addSql(`drop table if exists "customer_order" cascade;`);
  }
}
