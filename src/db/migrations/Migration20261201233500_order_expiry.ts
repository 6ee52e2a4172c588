import { Migration } from '@mikro-orm/migrations';

/**
 * Unpaid orders expire. `expires_at` is an order's payment deadline; orders placed before it
 * existed keep none, so a deploy never cancels them. The partial index serves the expiry job's
 * sweep (the PENDING orders only); the other one the orders whose payment intent a failing gateway
 * left open. `order_event` is an order's history, written with each change it describes.
 */
export class Migration20261201233500_order_expiry extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "customer_order" add column "payment_intent_cancel_pending" boolean not null default false, add column "expires_at" timestamptz null;`,
    );
    this.addSql(
      `create index "customer_order_expiry_index" on "customer_order" ("expires_at") where "status" = 'PENDING';`,
    );
    this.addSql(
      `create index "customer_order_intent_cancel_index" on "customer_order" ("cancelled_at") where "payment_intent_cancel_pending";`,
    );
    this.addSql(
      `create table "order_event" ("id" uuid not null, "tenant_id" uuid not null, "order_id" uuid not null, "type" text check ("type" in ('STATUS_CHANGED', 'PAID', 'EXPIRED', 'REINSTATED', 'REFUNDED')) not null, "from_status" text check ("from_status" in ('PENDING', 'CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED')) not null, "to_status" text check ("to_status" in ('PENDING', 'CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED')) not null, "note" text null, "created_at" timestamptz not null, constraint "order_event_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "order_event_order_id_created_at_index" on "order_event" ("order_id", "created_at");`);
    this.addSql(
      `alter table "order_event" add constraint "order_event_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_event" add constraint "order_event_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_event" cascade;`);
    this.addSql(`drop index "customer_order_intent_cancel_index";`);
    this.addSql(`drop index "customer_order_expiry_index";`);
    this.addSql(`alter table "customer_order" drop column "payment_intent_cancel_pending", drop column "expires_at";`);
  }
}
