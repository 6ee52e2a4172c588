import { Migration } from '@mikro-orm/migrations';

/**
 * The outcomes of requests sent with an `Idempotency-Key` (src/server/idempotency.ts): one row per
 * caller and key (a digest of each), claimed while the first request runs, then holding its answer
 * for replays, sealed with a key derived from the client's `Idempotency-Key`.
 */
export class Migration20261202000000_idempotency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_request" (
      "scope" text not null,
      "key" text not null,
      "fingerprint" text not null,
      "owner" uuid not null,
      "state" text not null check ("state" in ('running', 'done')),
      "locked_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "body_digest" text null,
      "status" smallint null,
      "answer" bytea null,
      primary key ("scope", "key")
    );`);
    this.addSql(`create index "idempotency_request_expires_at_index" on "idempotency_request" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_request";`);
  }
}
