import { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from '../../src/db/migrate';
import { createOrmConfig } from '../../src/db/orm-config';
import { TEST_DATABASE_PREFIX, adminQuery, withDatabase } from './test-server';
import { timed } from './timings';

export { TEST_DATABASE_PREFIX };

/**
 * This jest worker's own database on the test server (created and migrated on first use). The
 * run id (set by the global setup) keeps two runs on one server out of each other's databases.
 */
export function workerDatabaseName(): string {
  const run = process.env.TEST_RUN_ID;
  if (!run) throw new Error('TEST_RUN_ID is set by the global setup');
  return `${TEST_DATABASE_PREFIX}${run}_w${process.env.JEST_WORKER_ID ?? '1'}`;
}

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is set by the global setup');
  return url;
}

export function workerDatabaseUrl(): string {
  return withDatabase(testServerUrl(), workerDatabaseName());
}

async function ensureDatabase(): Promise<void> {
  const name = workerDatabaseName();
  const { rows } = await adminQuery(testServerUrl(), 'select 1 from pg_database where datname = $1', [name]);
  if (rows.length === 0) {
    await timed('database creation', () => adminQuery(testServerUrl(), `create database "${name}"`)).catch(
      (error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another file of this worker
      },
    );
  }
}

/** Whether this test file has emptied the worker database yet (jest loads modules per file). */
let emptiedForThisFile = false;

/**
 * Opens an ORM on the worker database with every migration applied. The first one a test file
 * opens empties the database: each file starts clean whatever the files before it on this worker
 * left (a boot test's own super administrator, a last test's rows), in any order.
 */
export async function openTestOrm(): Promise<MikroORM> {
  await ensureDatabase();
  const orm = await MikroORM.init(createOrmConfig(workerDatabaseUrl(), { debug: false, logger: () => undefined }));
  await timed('migration', () => migrate(orm));
  if (!emptiedForThisFile) {
    await cleanDatabase(orm);
    emptiedForThisFile = true;
  }
  return orm;
}

/**
 * Empties every application table (keeps the migration log), in one statement, and the job
 * queue's messages. Every table is locked first, so that a transaction still running (a job of the
 * test before) ends before the rows go, as under TRUNCATE. Rows are deleted rather than truncated: TRUNCATE makes new files for
 * each of the ~40 tables and their indexes, which costs a second and more on a busy machine, while
 * the tables of a test hold a few rows. Foreign keys and the count triggers are left out for the
 * delete (`session_replication_role = replica`: every table is emptied, so nothing is left to
 * check or count); a server that does not allow it gets TRUNCATE.
 */
export function cleanDatabase(orm: MikroORM): Promise<void> {
  return timed('database clean', () => emptyTables(orm));
}

async function emptyTables(orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection();
  // The job queue's messages are in its own schema, which the application tables' clean-up leaves
  // alone: a job an earlier test file queued and never saw run would wait there, in the next
  // file's queue (its depth, its workers).
  const [queue] = await connection.execute<{ job: string | null }[]>(`select to_regclass('pgboss.job') as job`);
  if (queue?.job) await connection.execute('delete from pgboss.job');
  if (await replicaRoleAllowed(orm)) {
    await connection.execute(`do $$\ndeclare\n  r record;\nbegin\n${EMPTY_TABLES_BODY}\nend $$`);
    return;
  }
  const tables = await connection.execute<{ tablename: string }[]>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'",
  );
  if (tables.length === 0) return;
  await connection.execute(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`);
}

let replicaRole: Promise<boolean> | undefined;

/**
 * Whether the server lets this role set `session_replication_role` (a superuser, or one granted
 * it): asked once per file.
 */
export function replicaRoleAllowed(orm: MikroORM): Promise<boolean> {
  return (replicaRole ??= orm.em
    .getConnection()
    .execute(`do $$ begin perform set_config('session_replication_role', 'replica', true); end $$`)
    .then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === '42501') return false;
        throw error;
      },
    ));
}

/**
 * Which sequences a clean-up restarts and a copy keeps: the application tables' (as TRUNCATE
 * ... RESTART IDENTITY did), not the migration log's, whose rows stay.
 */
const APPLICATION_SEQUENCE = `sequencename not like 'mikro_orm_migrations%'`;

/**
 * The body of a plpgsql block (with `r record` declared) that locks every application table,
 * deletes their rows and restarts their sequences, foreign keys and triggers left out.
 */
const EMPTY_TABLES_BODY = `
  perform set_config('session_replication_role', 'replica', true);
  execute (select 'lock table ' || string_agg(format('public.%I', tablename), ', ') || ' in access exclusive mode'
    from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations');
  for r in select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' loop
    execute format('delete from public.%I', r.tablename);
  end loop;
  for r in select sequencename from pg_sequences where schemaname = 'public' and ${APPLICATION_SEQUENCE} loop
    execute format('alter sequence public.%I restart', r.sequencename);
  end loop;`;

/**
 * Counts the SQL statements `fn` sends through the ORM: the pinned statement counts of the hot
 * operations are asserted with it.
 */
export async function countStatements<T>(
  orm: MikroORM,
  fn: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const knex = orm.em.getConnection().getKnex();
  const statements: string[] = [];
  const listener = (query: { sql: string }) => statements.push(query.sql);
  knex.on('query', listener);
  try {
    const result = await fn();
    return { result, statements };
  } finally {
    knex.off('query', listener);
  }
}

/**
 * Every application table's row count and a digest of its rows (`{ product: '3:9f…' }`): equal
 * before and after a request when it wrote nothing (what "changes nothing" means for a refused
 * request); when not, jest's diff names the tables that changed. `ignoring` leaves columns out of
 * a table's digest (`{ api_key: ['last_used_at'] }`: a refused call may stamp the key it used).
 */
export async function tableDigests(
  orm: MikroORM,
  ignoring: Record<string, string[]> = {},
): Promise<Record<string, string>> {
  const connection = orm.em.getConnection();
  const tables = await connection.execute<{ tablename: string }[]>(
    `select tablename from pg_tables where schemaname = 'public' and tablename not like 'mikro_orm%' order by 1`,
  );
  if (tables.length === 0) return {};
  // One statement for all tables: a query per table cost a round trip and a pooled connection each.
  const digests = tables.map(({ tablename }, i) => {
    const columns = ignoring[tablename] ?? [];
    const text = columns.length ? `(to_jsonb(x) - array[${columns.map((c) => `'${c}'`).join(', ')}])::text` : 'x::text';
    return `select ${i} as i, count(*) as n, md5(string_agg(md5(${text}), '' order by md5(${text}))) as sum from "${tablename}" x`;
  });
  const rows = await connection.execute<{ i: number; sum: string | null; n: string }[]>(digests.join('\nunion all\n'));
  return Object.fromEntries(rows.map((row) => [tables[row.i].tablename, `${row.n}:${row.sum}`]));
}

/** Runs `work` and asserts that it wrote nothing (see `tableDigests`); answers what `work` answered. */
export async function expectNothingWritten<T>(
  orm: MikroORM,
  work: () => Promise<T>,
  ignoring: Record<string, string[]> = {},
): Promise<T> {
  const before = await tableDigests(orm, ignoring);
  const result = await work();
  expect(await tableDigests(orm, ignoring)).toEqual(before);
  return result;
}

/** The digest of every row of every application table, as one string (see `tableDigests`). */
export async function databaseChecksum(orm: MikroORM): Promise<string> {
  return Object.entries(await tableDigests(orm))
    .map(([table, digest]) => `${table}:${digest}`)
    .join('|');
}

/** How many rows each of `tables` holds, over every tenant (`{ product: 2, category: 0 }`). */
export async function rowCounts<T extends string>(orm: MikroORM, tables: readonly T[]): Promise<Record<T, number>> {
  const counts = {} as Record<T, number>;
  for (const table of tables) {
    const [row] = await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from "${table}"`);
    counts[table] = Number(row.n);
  }
  return counts;
}

/** How many rows `table` holds, over every tenant. */
export async function rowCount(orm: MikroORM, table: string): Promise<number> {
  return (await rowCounts(orm, [table]))[table];
}

/** Where `snapshotDatabase` keeps copy `name`: a schema of the worker database, outside `public` (which the app and the digests read). */
const snapshotSchema = (name: string) => `test_snapshot_${name.toLowerCase().replace(/\W/g, '_')}`;

/**
 * Copies the rows of every non-empty application table, and the sequences' positions, into the
 * worker database as copy `name` (replacing a copy of that name a file before left):
 * `restoreSnapshot(orm, name)` brings the tables back to exactly this state.
 */
export async function snapshotDatabase(orm: MikroORM, name: string): Promise<void> {
  const schema = snapshotSchema(name);
  await timed('scenario snapshot', () =>
    orm.em.getConnection().execute(`do $$
declare
  r record;
  filled boolean;
begin
  drop schema if exists ${schema} cascade;
  create schema ${schema};
  create table ${schema}."sequence positions" (name text, position bigint, called boolean);
  for r in select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' loop
    execute format('select exists (select from public.%I)', r.tablename) into filled;
    if filled then
      execute format('create table ${schema}.%I as table public.%I', r.tablename, r.tablename);
    end if;
  end loop;
  for r in select sequencename from pg_sequences where schemaname = 'public' and ${APPLICATION_SEQUENCE} loop
    execute format(
      'insert into ${schema}."sequence positions" select %L, last_value, is_called from public.%I',
      r.sequencename, r.sequencename);
  end loop;
end $$`),
  );
}

/**
 * Empties every application table (as `cleanDatabase`) and copies the snapshot's rows back, in
 * one statement; the count triggers and foreign keys are left out as the rows arrive, since the
 * copy holds them as they were, counts included. Needs a server that lets this role set
 * `session_replication_role` (see `replicaRoleAllowed`).
 */
export async function restoreSnapshot(orm: MikroORM, name: string): Promise<void> {
  const schema = snapshotSchema(name);
  await timed('scenario restore', () =>
    orm.em.getConnection().execute(`do $$
declare
  r record;
begin
  ${EMPTY_TABLES_BODY}
  for r in select tablename from pg_tables where schemaname = '${schema}' and tablename <> 'sequence positions' loop
    execute format('insert into public.%I select * from ${schema}.%I', r.tablename, r.tablename);
  end loop;
  for r in select name, position, called from ${schema}."sequence positions" loop
    perform setval(format('public.%I', r.name), r.position, r.called);
  end loop;
end $$`),
  );
}
