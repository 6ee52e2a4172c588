import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../src/config/env';
import { createOrmConfig } from '../src/db/orm-config';
import { createApp } from '../src/server/app';
import { createLogger } from '../src/observability/logger';
import { startTracing } from '../src/observability/start-tracing';
import express from 'express';
import { limitApp } from './limit';
import { booksLimit } from './limit-books';
import { BOOK_SIZES } from './books-shared';
import { benchDatabaseUrl } from './shared';

/**
 * One server of the ladder in its own process (`app` or `limit`, then the database of a catalog
 * size; `traced` is the app exporting traces to `BENCH_OTLP_ENDPOINT`, sampled by `BENCH_SAMPLER`),
 * so that its CPU time is its own. Tells the parent its port, then answers `stats` with its
 * CPU time and SQL statement count.
 */
export const ACCESS_SECRET = 'bench-access-secret-0123456789abcdefghijkl';
const REFRESH_SECRET = 'bench-refresh-secret-0123456789abcdefghijk';

async function main(): Promise<void> {
  const [mode, database] = process.argv.slice(2);
  const url = benchDatabaseUrl(database);
  const counter = { statements: 0 };
  const server = createServer();
  if (mode === 'limit') {
    // A books database (accounting, payroll) has the books' limit, a catalog the storefront's.
    const books = BOOK_SIZES.some((size) => size.database === database);
    server.on(
      'request',
      books ? express().use(booksLimit(url, ACCESS_SECRET, counter).router) : limitApp(url, ACCESS_SECRET, counter).app,
    );
  } else {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      MIGRATE_ON_START: 'false',
      // DATABASE_PREPARED_STATEMENTS=false npm run bench: the rows as behind a transaction pooler.
      DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS,
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '100000000',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '100000000',
      JWT_ACCESS_SECRET: ACCESS_SECRET,
      JWT_REFRESH_SECRET: REFRESH_SECRET,
      ...(mode === 'traced'
        ? {
            OTEL_EXPORTER_OTLP_ENDPOINT: process.env.BENCH_OTLP_ENDPOINT,
            OTEL_TRACES_SAMPLER: process.env.BENCH_SAMPLER,
          }
        : {}),
    });
    const tracing = startTracing(env.tracing, (message) => process.stderr.write(`${message}\n`));
    const orm = await MikroORM.init(createOrmConfig(url, { debug: false, logger: () => undefined }));
    orm.em
      .getConnection()
      .getKnex()
      .on('query', () => {
        counter.statements += 1;
      });
    const app = await createApp({
      env,
      appConfig: { rest: true, graphqlSchemaFiles: [], jsResourceFiles: [] },
      orm,
      logger: createLogger(env, undefined, tracing),
      secrets: { jwtAccessSecret: ACCESS_SECRET, jwtRefreshSecret: REFRESH_SECRET },
      tracing,
    });
    await app.start(server);
    server.on('request', app.express);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  process.on('message', (message) => {
    if (message === 'stats') {
      const cpu = process.cpuUsage();
      process.send!({ cpuMicros: cpu.user + cpu.system, statements: counter.statements });
    }
    // A clean exit, so that `--cpu-prof` writes its profile.
    if (message === 'exit') process.exit(0);
  });
  process.send!({ port: (server.address() as AddressInfo).port });
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
