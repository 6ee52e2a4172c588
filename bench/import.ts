import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import pino from 'pino';
import { loadLocalSecrets } from '../src/config/secrets';
import { reachable, startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded';
import { cpuOf, sessionsCpu, sessionsUsed, type Cpu } from './import-cpu';
import { generateCsv, LIMIT_COLUMNS } from './import-file';

/**
 * Employee CSV import benchmark. For each size (default 48,000 and 100,000 generated rows, every
 * column of the EmployeeCsv layout, about 175 bytes a row) it starts the real server as its own
 * process on a fresh database, creates employers, and measures, in this order:
 *
 * - the limit: the same file sent by `COPY` into a staging table and written by one
 *   `INSERT ... SELECT` with the casts (no validation, no per-row errors, no checkpoints);
 * - ours: the file uploaded to `POST /payroll/employers/{id}/import/employees/async`, from the
 *   first byte sent to the job read back finished (every row validated, batches committed with
 *   their checkpoints); the wait for the end watches the job's row every 50 ms from the
 *   benchmark's own connection, then reads the job through the API once;
 * - the same file again with `allowUpdates=true` (every row an update), beside the limit's
 *   `INSERT ... SELECT ... ON CONFLICT DO UPDATE` from the staging table.
 *
 * Every job's final status and counts are checked (and the employees written), so a run that
 * dropped rows fails instead of looking fast. Prints rows per second of ours and of the limit,
 * their ratio, the CPU seconds each used when the database runs on this machine (ours: the server's
 * process and its database sessions; the limit: its database session), and the server's resident
 * memory before the import and at its peak (VmHWM); then
 * whether the aims are met: at least half the limit's rate, and a peak memory that does not grow
 * with the file size.
 *
 *   npm run bench:import
 *
 * BENCH_DATABASE_URL: a PostgreSQL server (the database `bench_import`, or BENCH_IMPORT_DATABASE, is recreated on it). Without
 * it, the local server at 127.0.0.1:5432 is used if it answers, else an embedded PostgreSQL (data
 * in `.data/bench`), as the test suite does. BENCH_IMPORT_SIZES: comma-separated row counts.
 * BENCH_NODE_ARGS: extra node flags for the server, e.g. `--max-old-space-size=96` to show that
 * the import's retained memory is small (the peak without it is mostly heap the GC has not yet
 * given back).
 */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The aim of the issue: at least this share of the limit's rate. */
const AIM_RATIO = 0.5;
const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '48000,100000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 4781);
/** The database recreated for each size (BENCH_IMPORT_DATABASE, so that two runs on one server do not collide). */
const DATABASE = process.env.BENCH_IMPORT_DATABASE ?? 'bench_import';
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };
const BASE = `http://127.0.0.1:${PORT}`;
const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
/** The polling reads use an API key: a password check (argon2) per read would load the server. */
let AUTH: Record<string, string> = {};

async function createApiKey(): Promise<void> {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { ...basic(ADMIN.email, ADMIN.password), 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { createApiKey(input: { name: "bench" }) { key } }' }),
  });
  const body = (await res.json()) as { data?: { createApiKey: { key: string } } };
  if (!body.data) throw new Error(`no API key: ${JSON.stringify(body)}`);
  AUTH = basic('bench', body.data.createApiKey.key);
}

/** A problem of the benchmark's setup: its message says what to do, a stack would not help. */
class SetupError extends Error {}

/** The PostgreSQL server the benchmark databases are made on (see {@link chooseServer}). */
let SERVER = '';

/** BENCH_DATABASE_URL (which must answer), else the local server, else an embedded one. */
async function chooseServer(): Promise<EmbeddedDatabase | undefined> {
  const explicit = process.env.BENCH_DATABASE_URL;
  if (explicit) {
    if (!(await reachable(explicit))) {
      throw new SetupError(`BENCH_DATABASE_URL does not answer: ${new URL(explicit).host}; start it or unset it`);
    }
    SERVER = explicit;
    process.stdout.write(`PostgreSQL: BENCH_DATABASE_URL (${new URL(explicit).host})\n`);
    return undefined;
  }
  if (await reachable(LOCAL_SERVER)) {
    SERVER = LOCAL_SERVER;
    process.stdout.write('PostgreSQL: the local server at 127.0.0.1:5432\n');
    return undefined;
  }
  const dataDir = path.resolve(__dirname, '../../.data/bench');
  process.stdout.write(`PostgreSQL: none at 127.0.0.1:5432, so an embedded one (data in ${dataDir})\n`);
  try {
    const embedded = await startEmbeddedDatabase(
      dataDir,
      loadLocalSecrets(dataDir).embeddedDbPassword,
      pino({ level: 'warn' }),
    );
    SERVER = embedded.url;
    return embedded;
  } catch (error) {
    throw new SetupError(
      `No PostgreSQL at 127.0.0.1:5432 and ${(error as Error).message}; set BENCH_DATABASE_URL to a server`,
    );
  }
}

function databaseUrl(name: string): string {
  const url = new URL(SERVER);
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

/**
 * The limit: `COPY` of the file into a staging table, then one statement that writes every row
 * into `payroll_employee` with the casts (as an insert, or as an upsert that updates every
 * existing payroll code). Answers its seconds; checks the rows it wrote.
 */
async function limitRun(url: string, employerId: string, csv: Buffer, update: boolean): Promise<Measured> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    const staging = LIMIT_COLUMNS.map(([column]) => `"${column}" text`).join(', ');
    const columns = LIMIT_COLUMNS.map(([column]) => `"${column}"`).join(', ');
    const values = LIMIT_COLUMNS.map(([column, cast]) => cast(`s."${column}"`)).join(', ');
    const updates = LIMIT_COLUMNS.slice(1)
      .map(([column]) => `"${column}" = excluded."${column}"`)
      .join(', ');
    await client.query(`create temp table staging (${staging})`);
    const cpuBefore = cpuOf(backend);
    const started = performance.now();
    await pipeline(
      Readable.from([csv]),
      client.query(copyFrom(`copy staging from stdin with (format csv, header true)`)),
    );
    const written = await client.query(
      `insert into payroll_employee (id, employer_id, ${columns}, pay_lines, created_at, updated_at)
       select gen_random_uuid(), $1, ${values}, '[]', now(), now() from staging s
       ${update ? `on conflict (employer_id, payroll_code) do update set ${updates}, updated_at = now()` : ''}`,
      [employerId],
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuOf(backend);
    const rows = csv.toString('latin1').split('\r\n').length - 2;
    if (written.rowCount !== rows) throw new Error(`the limit wrote ${written.rowCount} rows of ${rows}`);
    return { seconds, cpu: { database: cpuAfter === null || cpuBefore === null ? null : cpuAfter - cpuBefore } };
  } finally {
    await client.end();
  }
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function startServer(url: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), path.join(__dirname, '../src/main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(PORT),
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-import-')),
        SEED_DEMO: 'false',
        SUPER_ADMIN_EMAIL: ADMIN.email,
        SUPER_ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        JOB_POLL_INTERVAL_MS: '500',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Measured {
  seconds: number;
  cpu: Cpu;
}

interface Timed extends Measured {
  rowsPerSecond: number;
}

interface CaseResult {
  rows: number;
  megabytes: number;
  limit: Timed;
  ours: Timed;
  limitUpdate: Timed;
  oursUpdate: Timed;
  beforeMb: number;
  peakMb: number;
}

const FINISHED = ['Completed', 'CompletedWithErrors', 'Failed'];

type Job = { status: string; result: { metadata: Record<string, number> | null; errors: string[] | null } };

async function createEmployer(name: string): Promise<string> {
  const res = await fetch(`${BASE}/payroll/employers`, {
    method: 'POST',
    headers: { ...AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return ((await res.json()) as { id: string }).id;
}

/**
 * Our import of `csv` for `employerId`, from the first byte sent to the job read back finished;
 * fails unless the job completed with exactly the expected counts and the employer has every row.
 */
async function ourRun(
  url: string,
  employerId: string,
  csv: Buffer,
  rows: number,
  allowUpdates: boolean,
  server: ChildProcess,
  onPoll: () => void,
): Promise<Measured> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), `bench-${rows}.csv`);
  // The wait watches the job's row: asking the server 20 times a second would load the server it measures.
  const watch = new Client({ connectionString: url });
  await watch.connect();
  let job: Job;
  let seconds: number;
  let cpu: Cpu;
  try {
    const [sessionsBefore, serverBefore] = [await sessionsCpu(watch), cpuOf(server.pid!)];
    const started = performance.now();
    const queued = await fetch(
      `${BASE}/payroll/employers/${employerId}/import/employees/async${allowUpdates ? '?allowUpdates=true' : ''}`,
      { method: 'POST', headers: AUTH, body: form },
    );
    if (queued.status !== 202) throw new Error(`upload answered ${queued.status}: ${await queued.text()}`);
    const { id: jobId } = (await queued.json()) as { id: string };
    for (;;) {
      const { rows: found } = await watch.query<{ status: string }>('select status from payroll_job where id = $1', [
        jobId,
      ]);
      onPoll();
      if (FINISHED.includes(found[0].status)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    job = (await (await fetch(`${BASE}/payroll/jobs/${jobId}`, { headers: AUTH })).json()) as Job;
    seconds = (performance.now() - started) / 1000;
    const serverAfter = cpuOf(server.pid!);
    cpu = {
      server: serverAfter === null || serverBefore === null ? null : serverAfter - serverBefore,
      database: sessionsUsed(sessionsBefore, await sessionsCpu(watch)),
    };
  } finally {
    await watch.end();
  }
  if (process.env.BENCH_VERBOSE) process.stdout.write(`${JSON.stringify(job)}\n`);
  const expected = { rowsRead: rows, created: allowUpdates ? 0 : rows, updated: allowUpdates ? rows : 0, failed: 0 };
  const meta = job.result.metadata ?? {};
  if (job.status !== 'Completed' || Object.entries(expected).some(([count, n]) => meta[count] !== n)) {
    throw new Error(
      `the import job ended ${job.status} with ${JSON.stringify(job.result)}; expected ${JSON.stringify(expected)}`,
    );
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const counted = await client.query<{ n: string }>(
      `select count(*) as n from payroll_employee where employer_id = $1 ${allowUpdates ? 'and updated_at > created_at' : ''}`,
      [employerId],
    );
    if (Number(counted.rows[0].n) !== rows) throw new Error(`the employer has ${counted.rows[0].n} of ${rows} rows`);
  } finally {
    await client.end();
  }
  return { seconds, cpu };
}

const timed = (rows: number, run: Measured): Timed => ({ ...run, rowsPerSecond: rows / run.seconds });

async function runCase(rows: number): Promise<CaseResult> {
  await recreate(DATABASE);
  const url = databaseUrl(DATABASE);
  const child = await startServer(url);
  try {
    await createApiKey();
    const csv = generateCsv(rows);
    const limitEmployer = await createEmployer(`Limit ${rows}`);
    const ourEmployer = await createEmployer(`Bench ${rows}`);
    const before = memoryOf(child.pid!);
    let peakMb = before.peakMb;
    const poll = () => {
      peakMb = Math.max(peakMb, memoryOf(child.pid!).peakMb);
    };
    const limit = timed(rows, await limitRun(url, limitEmployer, csv, false));
    const ours = timed(rows, await ourRun(url, ourEmployer, csv, rows, false, child, poll));
    const limitUpdate = timed(rows, await limitRun(url, limitEmployer, csv, true));
    const oursUpdate = timed(rows, await ourRun(url, ourEmployer, csv, rows, true, child, poll));
    const result = {
      rows,
      megabytes: csv.length / 1024 / 1024,
      limit,
      ours,
      limitUpdate,
      oursUpdate,
      beforeMb: before.rssMb,
      peakMb,
    };
    process.stdout.write(`${describe(result)}\n`);
    return result;
  } finally {
    await stopServer(child);
  }
}

const cpuSeconds = (value: number | null | undefined) =>
  value === null || value === undefined ? '?' : value.toFixed(1);
const rate = (t: Timed) =>
  `${t.seconds.toFixed(2)} s = ${Math.round(t.rowsPerSecond).toLocaleString('en')} rows/s ` +
  `(CPU s: ${t.cpu.server === undefined ? '' : `server ${cpuSeconds(t.cpu.server)} + `}database ${cpuSeconds(t.cpu.database)})`;
const ratio = (ours: Timed, limit: Timed) => ours.rowsPerSecond / limit.rowsPerSecond;

function describe(r: CaseResult): string {
  return [
    `${r.rows.toLocaleString('en')} rows (${r.megabytes.toFixed(1)} MiB), every job's counts checked:`,
    `  new employees:   ours ${rate(r.ours)}; limit (COPY + INSERT ... SELECT) ${rate(r.limit)}; ratio ${ratio(r.ours, r.limit).toFixed(2)}`,
    `  allowUpdates:    ours ${rate(r.oursUpdate)}; limit (COPY + INSERT ... ON CONFLICT DO UPDATE) ${rate(r.limitUpdate)}; ratio ${ratio(r.oursUpdate, r.limitUpdate).toFixed(2)}`,
    `  server memory:   ${r.beforeMb.toFixed(0)} MB before, peak ${r.peakMb.toFixed(0)} MB`,
  ].join('\n');
}

/** Whether the runs meet the issue's aims, in words. */
function verdict(results: CaseResult[]): string[] {
  const lines = results.flatMap((r) =>
    (
      [
        ['new employees', r.ours, r.limit],
        ['allowUpdates', r.oursUpdate, r.limitUpdate],
      ] as const
    ).map(
      ([what, ours, limit]) =>
        `${r.rows.toLocaleString('en')} rows, ${what}: ${(ratio(ours, limit) * 100).toFixed(0)}% of the limit's rate ` +
        `${ratio(ours, limit) >= AIM_RATIO ? 'meets' : 'MISSES'} the aim of ${AIM_RATIO * 100}%`,
    ),
  );
  const sorted = [...results].sort((a, b) => a.rows - b.rows);
  const [small, large] = [sorted[0], sorted[sorted.length - 1]];
  if (sorted.length < 2 || large.rows === small.rows) {
    lines.push('Peak memory against file size: needs two sizes (BENCH_IMPORT_SIZES)');
  } else {
    // Growth beyond noise: more than a quarter of the smaller run's peak, and more than 32 MB.
    const growth = large.peakMb - small.peakMb;
    const grows = growth > Math.max(32, small.peakMb / 4);
    lines.push(
      `Peak memory ${grows ? 'GROWS' : 'does not grow'} with the file size: ${small.peakMb.toFixed(0)} MB at ` +
        `${small.rows.toLocaleString('en')} rows, ${large.peakMb.toFixed(0)} MB at ${large.rows.toLocaleString('en')} rows ` +
        `(${(large.rows / small.rows).toFixed(1)}x the rows, ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB)`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const embedded = await chooseServer();
  try {
    const results: CaseResult[] = [];
    for (const rows of SIZES) results.push(await runCase(rows));
    process.stdout.write(`${verdict(results).join('\n')}\n`);
  } finally {
    await embedded?.stop();
  }
}

main().catch((error) => {
  const text = error instanceof SetupError ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`bench:import: ${text}\n`);
  process.exit(1);
});
