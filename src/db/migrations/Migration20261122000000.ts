import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(
      `create table "stored_file" ("id" uuid not null, "filename" varchar(255) not null, "mime_type" varchar(255) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "owner_id" uuid not null, "tenant_id" uuid null, "created_at" timestamptz not null, constraint "stored_file_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "stored_file_owner_id_index" on "stored_file" ("owner_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stored_file" cascade;`);
  }
}
