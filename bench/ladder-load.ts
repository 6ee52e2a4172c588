import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Size } from './shared';

// The ladder's servers (our app or the limit server, each a child process of server.ts on one
// catalog size) and the load put on them, with the CPU each side spends.

export const CONNECTIONS = 32;

/** BENCH_PROFILE=<dir>: a CPU profile of each server there. */
export const PROFILE = process.env.BENCH_PROFILE;

export interface Served {
  port: number;
  child: ChildProcess;
  stats(): Promise<{ cpuMicros: number; statements: number }>;
}

/** A server of `mode` on the catalog of `size`, from the build in `dir` (this one's by default). */
export function serve(mode: 'app' | 'limit', size: Size, dir = __dirname): Promise<Served> {
  // NODE_ENV as in production: libraries read it from the process (graphql-js drops its development checks).
  const child = fork(path.join(dir, 'server.js'), [mode, size.database], {
    execArgv: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`] : process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${mode} server exited (${code})`)));
    child.once('message', (message: { port: number }) =>
      resolve({
        port: message.port,
        child,
        stats: () =>
          new Promise((done) => {
            child.once('message', (m) => done(m as { cpuMicros: number; statements: number }));
            child.send('stats');
          }),
      }),
    );
  });
}

export interface Row {
  name: string;
  server: Served;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The limit row this one is compared with (absent: the row is a limit itself). */
  limit?: string;
  /** Per-request headers and body, for rows whose requests differ (order placement). */
  vary?: () => { headers: Record<string, string>; body: string };
  /** Makes two answers comparable (fields that differ by nature: ids, numbers, times). */
  normalize?: (body: unknown) => unknown;
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  cpuMs: number;
  /** PostgreSQL's CPU per request, when its processes run on this machine (else NaN). */
  pgCpuMs: number;
}

const TICK_MS = 10;

/**
 * CPU time (user + system, in clock ticks of 10 ms) of each of this machine's PostgreSQL processes,
 * by pid, from `/proc`; undefined where none is visible (another host, no `/proc`).
 */
function postgresTicks(): Map<string, number> | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const match = /^\d+ \((.*)\) (.*)$/s.exec(stat);
    if (match?.[1] !== 'postgres') continue;
    // After the name: state, ppid, ... utime is the 12th field, stime the 13th.
    const fields = match[2].split(' ');
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks.size > 0 ? ticks : undefined;
}

/**
 * Milliseconds of PostgreSQL CPU between two readings: what each process running at the second
 * used since the first (all of it for one started since). A process that exited in between (a
 * closed connection, an autovacuum worker) takes its share with it: the figure is a floor.
 */
function postgresCpuMs(before: Map<string, number> | undefined, after: Map<string, number> | undefined): number {
  if (!before || !after) return Number.NaN;
  let ticks = 0;
  for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
  return ticks * TICK_MS;
}

/**
 * The server's answer to one request of the row, parsed; links to the server itself (payroll's
 * `url`s) name it `127.0.0.1:<port>`, so that two servers' answers compare. Throws on an error.
 */
export async function fetchJson(server: Served, row: Omit<Row, 'name' | 'server'>): Promise<unknown> {
  const varied = row.vary?.();
  const res = await fetch(`http://127.0.0.1:${server.port}${row.path}`, {
    method: row.method,
    headers: { 'content-type': 'application/json', ...row.headers, ...varied?.headers },
    body: varied?.body ?? row.body,
  });
  const text = (await res.text()).replaceAll(`127.0.0.1:${server.port}`, '127.0.0.1:<port>');
  const body = JSON.parse(text) as { errors?: unknown };
  if (!res.ok || body.errors) throw new Error(`${row.path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Answers with a 2xx status (orders placed), counted per row to check against the database (by {@link answeredKey}). */
export const succeeded = new Map<string, number>();
/** A row at one catalog size: its server (one per size) and its name. */
export const answeredKey = (row: Row) => `${row.server.port} ${row.name}`;

export async function load(row: Row, seconds: number): Promise<Sample> {
  const before = await row.server.stats();
  const pgBefore = postgresTicks();
  const result = await autocannon({
    url: `http://127.0.0.1:${row.server.port}${row.path}`,
    method: row.method,
    headers: { 'content-type': 'application/json', ...row.headers },
    body: row.body,
    connections: CONNECTIONS,
    duration: seconds,
    ...(row.vary
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const { headers, body } = row.vary!();
                return { ...req, headers: { ...req.headers, ...headers }, body };
              },
            },
          ],
        }
      : {}),
  });
  succeeded.set(answeredKey(row), (succeeded.get(answeredKey(row)) ?? 0) + result['2xx']);
  const after = await row.server.stats();
  const pgAfter = postgresTicks();
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new Error(
      `${row.name} (port ${row.server.port}): ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  // Requests still in flight when the time is up were served too: CPU is divided by those sent.
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / result.requests.sent,
    pgCpuMs: postgresCpuMs(pgBefore, pgAfter) / result.requests.sent,
  };
}
