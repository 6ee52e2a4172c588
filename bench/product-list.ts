import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
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

/**
 * Product list benchmark: one store with BENCH_PRODUCTS products (default 100,000) beside another
 * store of a tenth of that, then the storefront list over HTTP for each case, ITERATIONS times.
 * Prints the latency of each case (mean, p50, p95, max). Needs a PostgreSQL server:
 * BENCH_DATABASE_URL (a server URL; the database `bench_catalog` is recreated on it), default
 * postgres://postgres@127.0.0.1:5432/postgres.
 *
 *   npm run bench
 */
const SIZE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const CASES: [string, string][] = [
  ['first page, newest first (limit 20)', ''],
  ['first page, limit 100', 'limit=100'],
  ['page 200, by price ascending', 'page=200&sortBy=price&sortOrder=asc'],
  ['search: rare word (1 match)', 'search=zyxwv'],
  ['search: common word (all match)', 'search=generic'],
  ['search: SKU fragment', 'search=SKU-4242'],
  ['search: 3-letter term', 'search=bal'],
  ['price 10..20, in stock, by name', 'minPrice=10&maxPrice=20&inStock=true&sortBy=name&sortOrder=asc'],
  ['featured only', 'isFeatured=true'],
];

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function recreate(name: string): Promise<void> {
  const admin = new Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  await recreate('bench_catalog');
  const url = databaseUrl(SERVER, 'bench_catalog');
  const orm = await MikroORM.init(createOrmConfig(url, { debug: false, logger: () => undefined }));
  await migrate(orm);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    RATE_LIMIT_MAX: '1000000',
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
  const root = internalContext(app.services, orm.em, {
    kind: 'user',
    id: 'bench',
    role: 'SUPER_ADMIN',
    tenantId: null,
  });
  const store = (input: { slug: string }) =>
    createTenant(root, {
      name: input.slug,
      slug: input.slug,
      adminEmail: `admin@${input.slug}.bench`,
      adminPassword: 'bench-password',
      adminFirstName: 'Bench',
      adminLastName: 'Admin',
    });
  const { tenant } = await store({ slug: 'bench-store' });
  const { tenant: other } = await store({ slug: 'other-store' });

  const started = performance.now();
  // Bulk load: the service path would take minutes for 100k rows and is not what is measured.
  await orm.em.getConnection().execute(
    `insert into product (id, tenant_id, name, slug, description, sku, price, stock_quantity, is_featured,
                          created_at, updated_at)
     select gen_random_uuid(), case when i % 11 = 0 then ? else ? end::uuid,
            'Product ' || i || ' ' || (array['Balm','Tablets','Syrup','Cream','Drops'])[1 + i % 5],
            'product-' || i, 'Generic description ' || md5(i::text), 'SKU-' || i, (i % 5000) / 100.0,
            i % 40, i % 97 = 0, now() - make_interval(secs => i), now()
       from generate_series(1, ?) as i`,
    [other.id, tenant.id, Math.round(SIZE * 1.1)],
  );
  await orm.em
    .getConnection()
    .execute(`update product set name = 'Zyxwv Rare Balm' where tenant_id = ? and slug = 'product-4242'`, [tenant.id]);
  await orm.em.getConnection().execute('analyze');
  const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);

  const server = createServer();
  await app.start(server);
  server.on('request', app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/products`;

  process.stdout.write(
    `Product list over HTTP: ${SIZE} products in the store (${loadSeconds} s to load), ${ITERATIONS} requests per case\n\n`,
  );
  process.stdout.write(
    `${'case'.padEnd(44)} ${'total'.padStart(7)} ${'mean'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}\n`,
  );
  for (const [name, query] of CASES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < ITERATIONS + 2; i += 1) {
      const t0 = performance.now();
      const res = await fetch(`${base}?${query}`, { headers: { 'x-tenant-slug': tenant.slug } });
      const body = (await res.json()) as { success: boolean; data: { meta: { total: number } } };
      if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
      total = body.data.meta.total;
      if (i >= 2) times.push(performance.now() - t0); // two warm-up requests
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, x) => sum + x, 0) / times.length;
    const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(8);
    process.stdout.write(
      `${name.padEnd(44)} ${String(total).padStart(7)} ${ms(mean)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(times[times.length - 1])}\n`,
    );
  }
  await app.stop();
  server.close();
  await orm.close(true);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
