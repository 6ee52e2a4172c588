import { Migration } from '@mikro-orm/migrations';

export class Migration20261123030657_payment_events extends Migration {
  override async up(): Promise<void> {
    // Gateway webhook events already applied: a replayed delivery finds its id here and changes nothing.
    this.addSql(
      `create table "payment_event" ("id" varchar(255) not null, "type" varchar(100) not null, "received_at" timestamptz not null, constraint "payment_event_pkey" primary key ("id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_event" cascade;`);
  }
}
