import { Migration } from '@mikro-orm/migrations';

/**
 * Product search reads one trigram index over the name, description and SKU joined by line
 * breaks, in place of one index per column (the entity's `searchText`).
 */
export class Migration20261125140650_product_search_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "product_search_trgm_index" on "product" using gin ((coalesce("name", '') || E'\\n' || coalesce("description", '') || E'\\n' || coalesce("sku", '')) gin_trgm_ops);`,
    );
    this.addSql(`drop index "product_name_trgm_index";`);
    this.addSql(`drop index "product_description_trgm_index";`);
    this.addSql(`drop index "product_sku_trgm_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "product_name_trgm_index" on "product" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "product_description_trgm_index" on "product" using gin ("description" gin_trgm_ops);`);
    this.addSql(`create index "product_sku_trgm_index" on "product" using gin ("sku" gin_trgm_ops);`);
    this.addSql(`drop index "product_search_trgm_index";`);
  }
}
