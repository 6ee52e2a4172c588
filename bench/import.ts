import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import pino from 'pino';
import { loadLocalSecrets } from '../src/config/secrets';
import { reachable, startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded';

/**
 * Employee CSV import benchmark. For each size (default 10,000 and 100,000 generated rows) it
 * starts the real server as its own process on a fresh database, creates an employer, uploads
 * the CSV to `POST /payroll/employers/{id}/import/employees/async` and reads the job until it is
 * finished. Prints rows per second (upload to finished job) and the server's resident memory
 * before the import and at its peak (VmHWM), then whether the issue's aims are met: at least
 * 5,000 rows/s, and a peak memory that does not grow with the file size.
 *
 *   npm run bench:import
 *
 * BENCH_DATABASE_URL: a PostgreSQL server (the database `bench_import` is recreated on it). Without
 * it, the local server at 127.0.0.1:5432 is used if it answers, else an embedded PostgreSQL (data
 * in `.data/bench`), as the test suite does. BENCH_IMPORT_SIZES: comma-separated row counts.
 * BENCH_NODE_ARGS: extra node flags for the server, e.g. `--max-old-space-size=96` to show that
 * the import's retained memory is small (the peak without it is mostly heap the GC has not yet
 * given back).
 */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The aim of the issue, in rows per second. */
const AIM_ROWS_PER_SECOND = 5000;
const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '10000,100000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 4781);
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

/** The generated file: required columns plus names, e-mail and pay, both date formats. */
function generateCsv(rows: number): Buffer {
  const lines = ['Payroll Code,First Name,Surname,Date of Birth,Join Date,Email,Pay Basis,Pay Amount'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    const joined = i % 2 === 0 ? `2020-${month}-${day}` : `${day}/${month}/2021`;
    lines.push(
      `B${String(i).padStart(7, '0')},First${i},Last${i},1980-${month}-${day},${joined},p${i}@example.com,Monthly,${2000 + (i % 500)}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
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

interface CaseResult {
  rows: number;
  rowsPerSecond: number;
  beforeMb: number;
  peakMb: number;
}

async function runCase(rows: number): Promise<CaseResult> {
  await recreate('bench_import');
  const child = await startServer(databaseUrl('bench_import'));
  try {
    await createApiKey();
    const employer = await fetch(`${BASE}/payroll/employers`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${rows}` }),
    });
    const { id } = (await employer.json()) as { id: string };
    const csv = generateCsv(rows);
    const before = memoryOf(child.pid!);
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), `bench-${rows}.csv`);
    const started = performance.now();
    const queued = await fetch(`${BASE}/payroll/employers/${id}/import/employees/async`, {
      method: 'POST',
      headers: AUTH,
      body: form,
    });
    if (queued.status !== 202) throw new Error(`upload answered ${queued.status}: ${await queued.text()}`);
    const { id: jobId } = (await queued.json()) as { id: string };
    let job: { status: string; executionTime: number; result: { metadata: Record<string, number> } };
    let peakMb = 0;
    for (;;) {
      job = (await (await fetch(`${BASE}/payroll/jobs/${jobId}`, { headers: AUTH })).json()) as typeof job;
      peakMb = Math.max(peakMb, memoryOf(child.pid!).peakMb);
      if (['Completed', 'CompletedWithErrors', 'Failed'].includes(job.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    if (process.env.BENCH_VERBOSE) process.stdout.write(`${JSON.stringify(job)}\n`);
    const meta = job.result.metadata;
    process.stdout.write(
      `${rows.toLocaleString('en')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB): ${job.status}, ` +
        `created ${meta.created}, failed ${meta.failed}; ${seconds.toFixed(2)} s upload to finished job = ` +
        `${Math.round(rows / seconds).toLocaleString('en')} rows/s; server memory ${before.rssMb.toFixed(0)} MB before, ` +
        `peak ${peakMb.toFixed(0)} MB\n`,
    );
    if (job.status !== 'Completed') throw new Error(`the import job ended ${job.status}`);
    return { rows, rowsPerSecond: rows / seconds, beforeMb: before.rssMb, peakMb };
  } finally {
    await stopServer(child);
  }
}

/** Whether the runs meet the issue's aims, in words. */
function verdict(results: CaseResult[]): string[] {
  const lines = results.map(
    (r) =>
      `${r.rows.toLocaleString('en')} rows: ${Math.round(r.rowsPerSecond).toLocaleString('en')} rows/s ` +
      `${r.rowsPerSecond >= AIM_ROWS_PER_SECOND ? 'meets' : 'MISSES'} the aim of ${AIM_ROWS_PER_SECOND.toLocaleString('en')} rows/s`,
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
        `(${(large.rows / small.rows).toFixed(0)}x the rows, ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB)`,
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
