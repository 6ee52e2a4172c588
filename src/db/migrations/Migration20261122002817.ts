import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002817 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "auth_session" ("id" uuid not null, "subject_kind" text check ("subject_kind" in ('user', 'customer')) not null, "subject_id" uuid not null, "created_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(50) null, constraint "auth_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_subject_id_index" on "auth_session" ("subject_id");`);

    this.addSql(
      `create table "refresh_token" ("jti" uuid not null, "session_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "refresh_token_pkey" primary key ("jti"));`,
    );
    this.addSql(`create index "refresh_token_session_id_index" on "refresh_token" ("session_id");`);

    this.addSql(
      `create table "tenant" ("id" uuid not null, "name" varchar(200) not null, "slug" varchar(100) not null, "business_type" text check ("business_type" in ('pharmacy', 'grocery', 'retail', 'general')) not null default 'retail', "logo" varchar(2048) null, "primary_color" varchar(7) null, "email" varchar(320) null, "phone" varchar(50) null, "address" varchar(500) null, "city" varchar(100) null, "state" varchar(100) null, "country" varchar(100) null, "status" text check ("status" in ('ACTIVE', 'SUSPENDED')) not null default 'ACTIVE', "settings_store_name" varchar(200) null, "settings_allow_guest_checkout" boolean not null default false, "settings_shipping_fee" numeric(12,2) not null default 0, "settings_tax_rate" numeric(7,6) not null default 0, "settings_currency" varchar(3) not null default 'usd', "settings_free_shipping_threshold" numeric(12,2) null, "accounting_plan" text check ("accounting_plan" in ('PLUS', 'STANDARD', 'START')) not null default 'PLUS', "accounting_country" text check ("accounting_country" in ('CA', 'ES', 'FR', 'GB', 'IE', 'US')) not null default 'GB', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "tenant_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "tenant" add constraint "tenant_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "customer" ("id" uuid not null, "tenant_id" uuid not null, "email" varchar(320) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone" varchar(50) null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "customer_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "customer" add constraint "customer_tenant_id_email_unique" unique ("tenant_id", "email");`,
    );

    this.addSql(
      `create table "app_user" ("id" uuid not null, "email" varchar(320) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone" varchar(50) null, "role" text check ("role" in ('SUPER_ADMIN', 'ADMIN', 'STAFF')) not null, "tenant_id" uuid null, "is_active" boolean not null default true, "sales_access" text check ("sales_access" in ('FULL_ACCESS', 'RESTRICTED_ACCESS', 'READ_ONLY')) null, "purchases_access" text check ("purchases_access" in ('FULL_ACCESS', 'RESTRICTED_ACCESS', 'READ_ONLY')) null, "products_services_access" text check ("products_services_access" in ('FULL_ACCESS', 'RESTRICTED_ACCESS', 'READ_ONLY')) null, "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "app_user_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create index "app_user_tenant_id_index" on "app_user" ("tenant_id");`);

    this.addSql(
      `create table "api_key" ("id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, constraint "api_key_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "api_key_user_id_index" on "api_key" ("user_id");`);
    this.addSql(`alter table "api_key" add constraint "api_key_prefix_unique" unique ("prefix");`);

    this.addSql(
      `alter table "refresh_token" add constraint "refresh_token_session_id_foreign" foreign key ("session_id") references "auth_session" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "customer" add constraint "customer_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "app_user" add constraint "app_user_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "api_key" add constraint "api_key_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "refresh_token" drop constraint "refresh_token_session_id_foreign";`);

    this.addSql(`alter table "customer" drop constraint "customer_tenant_id_foreign";`);

    this.addSql(`alter table "app_user" drop constraint "app_user_tenant_id_foreign";`);

    this.addSql(`alter table "api_key" drop constraint "api_key_user_id_foreign";`);

    this.addSql(`drop table if exists "auth_session" cascade;`);

    this.addSql(`drop table if exists "refresh_token" cascade;`);

    this.addSql(`drop table if exists "tenant" cascade;`);

    this.addSql(`drop table if exists "customer" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);

    this.addSql(`drop table if exists "api_key" cascade;`);
  }
}
