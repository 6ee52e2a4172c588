import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import { internalContext } from '../src/graphql/internal-context';
import { registerCustomer } from '../src/modules/identity/auth/auth.service';
import { createTenant } from '../src/modules/identity/tenants/tenant.service';
import { createAddress } from '../src/modules/storefront/addresses/address.service';
import {
  ADMIN,
  CATEGORIES,
  CHECKOUT_STOCK,
  CUSTOMERS,
  CUSTOMER_PASSWORD,
  PRICING,
  RARE_WORD,
  STORE,
  checkoutSlugs,
  customerEmail,
  sizes,
  type Size,
} from './shared';
import { benchApp, prepareDataSet, type DataSet } from './data-set';

/**
 * Builds the ladder's data sets, one database per catalog size (`bench_ladder_10k`,
 * `bench_ladder_1m` on BENCH_DATABASE_URL, default the local server): one store with 10,000 or
 * 1,000,000 active products in 50 categories (one link each), 2 images each. 1% of the names carry
 * a rare word for the search row; every 97th product is featured. For the order row: the store
 * charges shipping and tax, 32 customers (registered through the service) have a default address
 * each, and the 100 oldest products are stocked deep.
 *
 * The rows are written set-based (`generate_series`), with the product tables' secondary indexes
 * dropped during the load and built afterwards: the 1M set takes minutes. A set that is present
 * and matches (same data version, same size) is kept, only migrated to the current schema;
 * BENCH_DATA_REBUILD=1 builds it again. BENCH_SIZES=10k builds one size only.
 *
 *   npm run bench:data
 */
/** Changes whenever what a set holds changes: a set of another version is built again. */
const DATA_VERSION = 2;

async function main(): Promise<void> {
  for (const size of sizes()) {
    const started = Date.now();
    const built = await prepareDataSet(dataSet(size), (orm, url) => load(orm, url, size));
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `${size.database}: ${size.products} products in ${CATEGORIES} categories and ${CUSTOMERS} customers for store ${STORE} (${built ? 'built' : 'present, kept'} in ${seconds} s)\n`,
    );
  }
}

/** The set of a catalog size: its database, marked with the products it holds. */
function dataSet(size: Size): DataSet {
  return { database: size.database, version: DATA_VERSION, column: 'products', count: size.products };
}

async function load(orm: MikroORM, url: string, size: Size): Promise<void> {
  const { app, root } = await benchApp(orm, url);
  const { tenant } = await createTenant(root, {
    name: 'Bench Store',
    slug: STORE,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    adminFirstName: 'Bench',
    adminLastName: 'Admin',
  });

  // Bulk load in SQL: the service path is not what the ladder measures.
  const sql = orm.em.getConnection();
  await sql.execute(
    `insert into category (id, tenant_id, name, slug, is_active, sort_order, created_at, updated_at)
     select gen_random_uuid(), ?, 'Category ' || i, 'category-' || i, true, i, now(), now()
       from generate_series(1, ?) as i`,
    [tenant.id, CATEGORIES],
  );
  // Secondary indexes are built once over the loaded rows, not maintained row by row.
  const indexes = await sql.execute<{ name: string; definition: string }[]>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('product', 'product_image', 'product_category')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await sql.execute(`drop index "${index.name}"`);
  await sql.execute(
    `insert into product (id, tenant_id, name, slug, description, sku, price, compare_at_price, cost_price,
                          stock_quantity, is_featured, created_at, updated_at)
     select gen_random_uuid(), ?,
            'Product ' || i || ' ' || (array['Balm','Tablets','Syrup','Cream','Drops'])[1 + i % 5]
              || case when i % 100 = 0 then ' ${RARE_WORD}' else '' end,
            'product-' || i, 'Generic description ' || md5(i::text), 'SKU-' || i, (i % 5000) / 100.0 + 1,
            case when i % 3 = 0 then (i % 5000) / 100.0 + 5 end, (i % 5000) / 200.0,
            i % 40, i % 97 = 0, now() - make_interval(secs => i), now()
       from generate_series(1, ?) as i`,
    [tenant.id, size.products],
  );
  await sql.execute(
    `insert into product_image (id, tenant_id, product_id, url, sort_order)
     select gen_random_uuid(), p.tenant_id, p.id, 'https://img.example/' || p.slug || '-' || n || '.jpg', n
       from product p cross join generate_series(0, 1) as n where p.tenant_id = ?`,
    [tenant.id],
  );
  await sql.execute(
    `insert into product_category (product_id, category_id, tenant_id)
     select p.id, c.id, p.tenant_id
       from product p join category c
         on c.tenant_id = p.tenant_id and c.slug = 'category-' || (1 + (hashtext(p.slug) & 2147483647) % ?)
      where p.tenant_id = ?`,
    [CATEGORIES, tenant.id],
  );
  await sql.execute(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) await sql.execute(index.definition);
  await sql.execute(
    `update tenant set settings_shipping_fee = ?, settings_tax_rate = ?, settings_free_shipping_threshold = ?
      where id = ?`,
    [PRICING.shippingFee, PRICING.taxRate, PRICING.freeShippingThreshold, tenant.id],
  );
  const slugs = checkoutSlugs(size);
  await sql.execute(
    `update product set stock_quantity = ?, track_inventory = true
      where tenant_id = ? and slug in (${slugs.map(() => '?').join(', ')})`,
    [CHECKOUT_STOCK, tenant.id, ...slugs],
  );
  for (let n = 1; n <= CUSTOMERS; n += 1) {
    const anonymous = internalContext(app.services, orm.em.fork(), null, { tenantSlug: STORE });
    const { customer } = await registerCustomer(anonymous, {
      email: customerEmail(n),
      password: CUSTOMER_PASSWORD,
      firstName: `Customer${n}`,
      lastName: 'Bench',
      phone: `+1555000${String(n).padStart(4, '0')}`,
    });
    const self = internalContext(
      app.services,
      orm.em.fork(),
      { kind: 'customer', id: customer.id, role: 'CUSTOMER', tenantId: tenant.id, tenantSlug: STORE },
      { tenantSlug: STORE },
    );
    await createAddress(self, {
      firstName: `Customer${n}`,
      lastName: 'Bench',
      line1: `${n} Bench Street`,
      city: 'Springfield',
      postalCode: '12345',
      country: 'US',
    });
  }
  // The ladder vacuums the database before each run (GIN statistics need VACUUM, not just ANALYZE).
  await sql.execute('analyze');
  await app.stop();
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
