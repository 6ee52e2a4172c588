import { Migration } from '@mikro-orm/migrations';

export class Migration20261123025108_addresses extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "address" ("id" uuid not null, "tenant_id" uuid not null, "customer_id" uuid not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone" varchar(50) null, "line1" varchar(200) not null, "line2" varchar(200) null, "city" varchar(100) not null, "state" varchar(100) null, "postal_code" varchar(20) not null, "country" varchar(100) not null, "is_default" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "address_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "address_customer_id_index" on "address" ("customer_id");`);
    // One default address per customer, whatever the application does.
    this.addSql(
      `create unique index "address_one_default_per_customer" on "address" ("customer_id") where "is_default";`,
    );
    this.addSql(
      `alter table "address" add constraint "address_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "address" add constraint "address_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "address" cascade;`);
  }
}
