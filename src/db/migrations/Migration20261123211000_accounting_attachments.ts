import { Migration } from '@mikro-orm/migrations';

/** Accounting attachments: metadata, and the bytes in a table of their own (read only for downloads). */
export class Migration20261123211000_accounting_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "accounting_attachment_content" ("id" uuid not null, "tenant_id" uuid not null, "content" bytea not null, constraint "accounting_attachment_content_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create table "accounting_attachment" ("id" uuid not null, "tenant_id" uuid not null, "file_name" varchar(255) not null, "mime_type" varchar(255) not null, "file_extension" varchar(20) null, "file_size" int not null, "sha256" varchar(64) not null, "description" varchar(2000) null, "is_public" boolean not null default false, "context_type_code" varchar(50) null, "context_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, constraint "accounting_attachment_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "accounting_attachment_tenant_id_context_type_code__1b941_index" on "accounting_attachment" ("tenant_id", "context_type_code", "context_id");`,
    );
    this.addSql(
      `create index "accounting_attachment_tenant_id_created_at_id_index" on "accounting_attachment" ("tenant_id", "created_at", "id");`,
    );
    this.addSql(
      `alter table "accounting_attachment_content" add constraint "accounting_attachment_content_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "accounting_attachment" add constraint "accounting_attachment_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "accounting_attachment" cascade;`);
    this.addSql(`drop table if exists "accounting_attachment_content" cascade;`);
  }
}
