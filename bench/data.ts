import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { loadEnv } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { createOrmConfig } from '../src/db/orm-config';
import { internalContext } from '../src/graphql/context';
import { bootstrap } from '../src/modules/bootstrap';
import { createTenant } from '../src/modules/identity/tenants/tenant.service';
import { createApp } from '../src/server/app';
import { createLogger } from '../src/server/logger';
import { ADMIN, CATEGORIES, DATABASE, PRODUCTS, RARE_WORD, SERVER, STORE, benchDatabaseUrl } from './shared';

/**
 * Builds the ladder's data set: the database `bench_ladder` on BENCH_DATABASE_URL (default the
 * local server) is recreated and migrated, then one store gets 10,000 active products in 50
 * categories (one link each), 2 images each. 1% of the names carry a rare word for the search row.
 *
 *   npm run bench:data
 */
async function main(): Promise<void> {
  const admin = new Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin.query(`create database "${DATABASE}"`);
  await admin.end();

  const url = benchDatabaseUrl();
  const orm = await MikroORM.init(createOrmConfig(url, { debug: false, logger: () => undefined }));
  await migrate(orm);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_ACCESS_SECRET: 'bench-access-secret-0123456789abcdefghijkl',
    JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdefghijk',
  });
  const app = await createApp({
    env,
    appConfig: { rest: true, graphqlSchemaFiles: [], jsResourceFiles: [] },
    orm,
    logger: createLogger(env),
    secrets: { jwtAccessSecret: env.jwtAccessSecret!, jwtRefreshSecret: env.jwtRefreshSecret! },
  });
  await bootstrap(app.services, orm.em, app.modules, () => undefined);
  const root = internalContext(app.services, orm.em.fork(), {
    kind: 'user',
    id: 'bench',
    role: 'SUPER_ADMIN',
    tenantId: null,
  });
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
    [tenant.id, PRODUCTS],
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
  await sql.execute('analyze');
  await app.stop();
  await orm.close(true);
  process.stdout.write(`${DATABASE}: ${PRODUCTS} products in ${CATEGORIES} categories for store ${STORE}\n`);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
