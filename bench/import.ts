import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';

/**
 * Employee CSV import benchmark. For each size (default 10,000 and 100,000 generated rows) it
 * starts the real server as its own process on a fresh database, creates an employer, uploads
 * the CSV to `POST /payroll/employers/{id}/import/employees/async` and reads the job until it is
 * finished. Prints rows per second (upload to finished job) and the server's resident memory
 * before the import and at its peak (VmHWM), so memory growth with the file size shows.
 *
 *   npm run bench:import
 *
 * BENCH_DATABASE_URL: a PostgreSQL server (the database `bench_import` is recreated on it),
 * default postgres://postgres@127.0.0.1:5432/postgres. BENCH_IMPORT_SIZES: comma-separated row counts.
 * BENCH_NODE_ARGS: extra node flags for the server, e.g. `--max-old-space-size=96` to show that
 * the import's retained memory is small (the peak without it is mostly heap the GC has not yet
 * given back).
 */
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

async function runCase(rows: number): Promise<void> {
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
  } finally {
    await stopServer(child);
  }
}

async function main(): Promise<void> {
  for (const rows of SIZES) await runCase(rows);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
