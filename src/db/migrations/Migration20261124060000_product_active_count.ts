import { Migration } from '@mikro-orm/migrations';

/**
 * A store's product lists count their matches apart from the page: the active products of a
 * tenant are counted from this index alone (an index-only scan), without reading product rows.
 */
export class Migration20261124060000_product_active_count extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "product_tenant_id_is_active_index" on "product" ("tenant_id", "is_active");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_tenant_id_is_active_index";`);
  }
}
