import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { loadEnv } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { createOrmConfig } from '../src/db/orm-config';
import type { RequestContext } from '../src/graphql/context';
import { internalContext } from '../src/graphql/internal-context';
import { bootstrap } from '../src/modules/bootstrap';
import { createApp, type App } from '../src/server/app';
import { createLogger } from '../src/observability/logger';
import { SERVER, benchDatabaseUrl } from './shared';

// What the benchmark data sets (bench:data, bench:data:books) have in common: one database per
// set, kept while its marker says it holds this version at this size, else built again.

/** One data set: its database and what its marker states once it is finished. */
export interface DataSet {
  database: string;
  /** Changes whenever what a set holds changes: a set of another version is built again. */
  version: number;
  /** The marker's column counting what the set holds (`products`, `records`), and the count. */
  column: string;
  count: number;
}

/** Whether the database holds a finished set of this version and size (its marker is written last). */
async function present(set: DataSet): Promise<boolean> {
  if (process.env.BENCH_DATA_REBUILD) return false;
  const db = new Client({ connectionString: benchDatabaseUrl(set.database) });
  try {
    await db.connect();
  } catch {
    return false; // no such database
  }
  try {
    const { rows } = await db.query<{ version: number; count: number }>(
      `select version, ${set.column} as count from bench_data_set`,
    );
    return rows.length === 1 && rows[0].version === set.version && rows[0].count === set.count;
  } catch {
    return false; // no marker: an older or unfinished set
  } finally {
    await db.end();
  }
}

/**
 * Keeps a present set, only migrated to the current schema (migrations that add indexes run on its
 * rows); otherwise creates the database afresh, migrates it, runs `load` and writes the marker
 * last, so that an interrupted build is built again. Answers whether the set was built.
 */
export async function prepareDataSet(
  set: DataSet,
  load: (orm: MikroORM, url: string) => Promise<void>,
): Promise<boolean> {
  const keep = await present(set);
  if (!keep) {
    const admin = new Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`drop database if exists "${set.database}" with (force)`);
    await admin.query(`create database "${set.database}"`);
    await admin.end();
  }
  const url = benchDatabaseUrl(set.database);
  const orm = await MikroORM.init(createOrmConfig(url, { debug: false, logger: () => undefined }));
  try {
    await migrate(orm);
    if (!keep) {
      await load(orm, url);
      const sql = orm.em.getConnection();
      await sql.execute(`create table bench_data_set (version int not null, ${set.column} int not null)`);
      await sql.execute(`insert into bench_data_set (version, ${set.column}) values (?, ?)`, [set.version, set.count]);
    }
  } finally {
    await orm.close(true);
  }
  return !keep;
}

/**
 * The app on a set's database with its modules bootstrapped, and a super admin's context to create
 * the set's tenant through the services with. The caller stops the app.
 */
export async function benchApp(orm: MikroORM, url: string): Promise<{ app: App; root: RequestContext }> {
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
  return { app, root };
}
