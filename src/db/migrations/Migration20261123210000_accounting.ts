import { Migration } from '@mikro-orm/migrations';
import { ACCOUNTING_REFERENCE_DATA } from './accounting-reference-data';

/**
 * Accounting API v3.1: reference data, ledger accounts, contacts, service rate types and purchase
 * credit notes, each per business; the tenants that exist already get their reference data here
 * (new ones get it when they are created).
 */
export class Migration20261123210000_accounting extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "accounting_tax_rate" ("pk" uuid not null, "tenant_id" uuid not null, "code" varchar(50) not null, "name" varchar(200) not null, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "country" varchar(2) not null, "percentage" numeric(5,2) not null, constraint "accounting_tax_rate_pkey" primary key ("pk"));`,
    );
    this.addSql(
      `create index "accounting_tax_rate_tenant_id_country_position_index" on "accounting_tax_rate" ("tenant_id", "country", "position");`,
    );
    this.addSql(
      `alter table "accounting_tax_rate" add constraint "accounting_tax_rate_tenant_id_code_unique" unique ("tenant_id", "code");`,
    );
    this.addSql(
      `create table "accounting_service_rate_type" ("id" uuid not null, "tenant_id" uuid not null, "name" varchar(255) not null, "active" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "accounting_service_rate_type_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "accounting_service_rate_type_tenant_id_created_at_id_index" on "accounting_service_rate_type" ("tenant_id", "created_at", "id");`,
    );
    this.addSql(
      `create table "accounting_ledger_account_type" ("pk" uuid not null, "tenant_id" uuid not null, "code" varchar(50) not null, "name" varchar(200) not null, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "classification_code" varchar(50) not null, constraint "accounting_ledger_account_type_pkey" primary key ("pk"));`,
    );
    this.addSql(
      `create index "accounting_ledger_account_type_tenant_id_classific_dbc02_index" on "accounting_ledger_account_type" ("tenant_id", "classification_code");`,
    );
    this.addSql(
      `alter table "accounting_ledger_account_type" add constraint "accounting_ledger_account_type_tenant_id_code_unique" unique ("tenant_id", "code");`,
    );
    this.addSql(
      `create table "accounting_ledger_account_classification" ("pk" uuid not null, "tenant_id" uuid not null, "code" varchar(50) not null, "name" varchar(200) not null, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "accounting_ledger_account_classification_pkey" primary key ("pk"));`,
    );
    this.addSql(
      `alter table "accounting_ledger_account_classification" add constraint "accounting_ledger_account_classification_tenant_id_code_unique" unique ("tenant_id", "code");`,
    );
    this.addSql(
      `create table "accounting_ledger_account" ("id" uuid not null, "tenant_id" uuid not null, "ledger_account_type_code" varchar(50) not null, "nominal_code" int not null, "name" varchar(200) not null, "display_name" varchar(200) not null, "included_in_chart" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "accounting_ledger_account_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "accounting_ledger_account_tenant_id_ledger_account_3682d_index" on "accounting_ledger_account" ("tenant_id", "ledger_account_type_code");`,
    );
    this.addSql(
      `alter table "accounting_ledger_account" add constraint "accounting_ledger_account_tenant_id_nominal_code_unique" unique ("tenant_id", "nominal_code");`,
    );
    this.addSql(
      `create table "accounting_currency" ("pk" uuid not null, "tenant_id" uuid not null, "code" varchar(50) not null, "name" varchar(200) not null, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "symbol" varchar(10) not null, constraint "accounting_currency_pkey" primary key ("pk"));`,
    );
    this.addSql(
      `alter table "accounting_currency" add constraint "accounting_currency_tenant_id_code_unique" unique ("tenant_id", "code");`,
    );
    this.addSql(
      `create table "accounting_contact" ("id" uuid not null, "tenant_id" uuid not null, "name" varchar(255) not null, "reference" varchar(50) null, "email" varchar(320) null, "contact_types" text[] not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "accounting_contact_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "accounting_contact_tenant_id_created_at_id_index" on "accounting_contact" ("tenant_id", "created_at", "id");`,
    );
    this.addSql(
      `alter table "accounting_contact" add constraint "accounting_contact_tenant_id_reference_unique" unique ("tenant_id", "reference");`,
    );
    this.addSql(
      `create table "accounting_purchase_credit_note" ("id" uuid not null, "tenant_id" uuid not null, "contact_id" uuid not null, "contact_name" varchar(255) not null, "contact_reference" varchar(255) null, "date" date not null, "original_invoice_date" date null, "reference" varchar(25) null, "vendor_reference" varchar(31) null, "notes" varchar(2000) null, "status_code" varchar(20) not null, "currency_code" varchar(3) not null, "exchange_rate" numeric(16,6) not null, "total_quantity" numeric(14,2) not null, "net_amount" numeric(14,2) not null, "tax_amount" numeric(14,2) not null, "total_amount" numeric(14,2) not null, "base_currency_net_amount" numeric(14,2) not null, "base_currency_tax_amount" numeric(14,2) not null, "base_currency_total_amount" numeric(14,2) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, constraint "accounting_purchase_credit_note_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "accounting_purchase_credit_note_contact_id_index" on "accounting_purchase_credit_note" ("contact_id");`,
    );
    this.addSql(
      `create index "accounting_purchase_credit_note_tenant_id_deleted_at_index" on "accounting_purchase_credit_note" ("tenant_id", "deleted_at");`,
    );
    this.addSql(
      `create index "accounting_purchase_credit_note_tenant_id_date_id_index" on "accounting_purchase_credit_note" ("tenant_id", "date", "id");`,
    );
    this.addSql(
      `create index "accounting_purchase_credit_note_tenant_id_updated_at_id_index" on "accounting_purchase_credit_note" ("tenant_id", "updated_at", "id");`,
    );
    this.addSql(
      `create index "accounting_purchase_credit_note_tenant_id_created_at_id_index" on "accounting_purchase_credit_note" ("tenant_id", "created_at", "id");`,
    );
    this.addSql(
      `create table "accounting_purchase_credit_note_line" ("id" uuid not null, "tenant_id" uuid not null, "credit_note_id" uuid not null, "position" int not null, "description" varchar(1000) not null, "ledger_account_id" uuid not null, "tax_rate_code" varchar(50) null, "quantity" numeric(14,2) not null, "unit_price" numeric(14,2) not null, "unit_price_includes_tax" boolean not null default false, "net_amount" numeric(14,2) not null, "tax_amount" numeric(14,2) not null, "total_amount" numeric(14,2) not null, "base_currency_unit_price" numeric(14,2) not null, "base_currency_net_amount" numeric(14,2) not null, "base_currency_tax_amount" numeric(14,2) not null, "base_currency_total_amount" numeric(14,2) not null, constraint "accounting_purchase_credit_note_line_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "accounting_purchase_credit_note_line_credit_note_id_index" on "accounting_purchase_credit_note_line" ("credit_note_id");`,
    );
    this.addSql(
      `create index "accounting_purchase_credit_note_line_ledger_account_id_index" on "accounting_purchase_credit_note_line" ("ledger_account_id");`,
    );
    this.addSql(
      `create table "accounting_attachment_context_type" ("pk" uuid not null, "tenant_id" uuid not null, "code" varchar(50) not null, "name" varchar(200) not null, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "accounting_attachment_context_type_pkey" primary key ("pk"));`,
    );
    this.addSql(
      `alter table "accounting_attachment_context_type" add constraint "accounting_attachment_context_type_tenant_id_code_unique" unique ("tenant_id", "code");`,
    );
    this.addSql(
      `create table "accounting_artefact_status" ("pk" uuid not null, "tenant_id" uuid not null, "code" varchar(50) not null, "name" varchar(200) not null, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "accounting_artefact_status_pkey" primary key ("pk"));`,
    );
    this.addSql(
      `alter table "accounting_artefact_status" add constraint "accounting_artefact_status_tenant_id_code_unique" unique ("tenant_id", "code");`,
    );
    this.addSql(
      `alter table "accounting_tax_rate" add constraint "accounting_tax_rate_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_service_rate_type" add constraint "accounting_service_rate_type_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_ledger_account_type" add constraint "accounting_ledger_account_type_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_ledger_account_classification" add constraint "accounting_ledger_account_classification_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_ledger_account" add constraint "accounting_ledger_account_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_currency" add constraint "accounting_currency_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_contact" add constraint "accounting_contact_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_purchase_credit_note" add constraint "accounting_purchase_credit_note_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_purchase_credit_note" add constraint "accounting_purchase_credit_note_contact_id_foreign" foreign key ("contact_id") references "accounting_contact" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "accounting_purchase_credit_note_line" add constraint "accounting_purchase_credit_note_line_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_purchase_credit_note_line" add constraint "accounting_purchase_credit_note_line_credit_note_id_foreign" foreign key ("credit_note_id") references "accounting_purchase_credit_note" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_purchase_credit_note_line" add constraint "accounting_purchase_credit_note_line_ledger_account_id_foreign" foreign key ("ledger_account_id") references "accounting_ledger_account" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "accounting_attachment_context_type" add constraint "accounting_attachment_context_type_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_artefact_status" add constraint "accounting_artefact_status_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    for (const sql of ACCOUNTING_REFERENCE_DATA) this.addSql(`${sql};`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "accounting_artefact_status" cascade;`);
    this.addSql(`drop table if exists "accounting_attachment_context_type" cascade;`);
    this.addSql(`drop table if exists "accounting_purchase_credit_note_line" cascade;`);
    this.addSql(`drop table if exists "accounting_purchase_credit_note" cascade;`);
    this.addSql(`drop table if exists "accounting_contact" cascade;`);
    this.addSql(`drop table if exists "accounting_currency" cascade;`);
    this.addSql(`drop table if exists "accounting_ledger_account" cascade;`);
    this.addSql(`drop table if exists "accounting_ledger_account_classification" cascade;`);
    this.addSql(`drop table if exists "accounting_ledger_account_type" cascade;`);
    this.addSql(`drop table if exists "accounting_service_rate_type" cascade;`);
    this.addSql(`drop table if exists "accounting_tax_rate" cascade;`);
  }
}
