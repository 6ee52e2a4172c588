import { Migration } from '@mikro-orm/migrations';

export class Migration20261123031426_guest_order_token extends Migration {
  override async up(): Promise<void> {
    // Digest of the access token a guest pays their order with (the token itself is shown once).
    this.addSql(`alter table "customer_order" add column "guest_token_hash" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_order" drop column "guest_token_hash";`);
  }
}
