import { Migration } from '@mikro-orm/migrations';

/**
 * The product search index takes the entries of new and updated rows into a pending list of 64 kB
 * at most, in place of PostgreSQL's 4 MB. A GIN index appends them there unsorted, and every search
 * reads the whole list until vacuum (or the limit) merges it into the index. Each order updates its
 * products' stock, so the list grew with sales: after 4,200 product updates it held 326 pages, and
 * a search's count took 8–16 ms instead of 0.35 ms at 10,000 products. Merging at 64 kB costs each
 * product write about 0.1 ms (4,200 single-row updates: 2.7 s instead of 2.3 s).
 */
export class Migration20261127200000_product_search_pending_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter index "product_search_trgm_index" set (gin_pending_list_limit = 64);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter index "product_search_trgm_index" reset (gin_pending_list_limit);`);
  }
}
