import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { pollUntil } from '../helpers/bounded';
import { programPath } from '../helpers/prerequisites';

// The processes of the fleet tests (test/fleet/): the built server's instances, each on a fixed
// port, and HAProxy with a committed configuration, its log and statistics page read.

export const MAIN = path.join(PROJECT_ROOT, 'dist/src/main.js');
export const MIGRATE = path.join(PROJECT_ROOT, 'dist/src/cli/migrate.js');
/** The bound of one step of a fleet's set-up or recovery. */
export const STEP_MS = 120_000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 50 ms for up to `ms`; fails naming what never happened. */
export const until = (ms: number, what: string, condition: () => Promise<boolean> | boolean) =>
  pollUntil(ms, what, async () => ({ done: (await condition()) || undefined }));

/** What stops one thing a run started. */
export type Stop = () => Promise<void> | void;

/** Runs `body`, then every stop it pushed, last first, whatever happened (each on its own). */
export async function withStops<T>(body: (stops: Stop[]) => Promise<T>): Promise<T> {
  const stops: Stop[] = [];
  try {
    return await body(stops);
  } finally {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch {
        // Best effort: the rest still stops.
      }
    }
  }
}

/** One server process on a fixed port: started again on that port after a kill, as a supervisor would. */
export class Instance {
  proc?: ChildProcess;
  output = '';
  /** Started and not yet told to stop. */
  serving = false;
  exited?: Promise<number | null>;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server (with `extra` settings on top of its own) and waits until /readyz answers 200. */
  async start(extra: Record<string, string> = {}): Promise<void> {
    const proc = spawn(process.execPath, [MAIN], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/root',
        ...this.env,
        ...extra,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-200_000));
    proc.stdout!.on('data', keep);
    proc.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
    await until(STEP_MS, `${this.name} ready`, async () => {
      if (proc.exitCode !== null) throw new Error(`${this.name} exited (${proc.exitCode}):\n${this.output}`);
      return (await probe(`${this.url}/readyz`)) === 200;
    });
    this.serving = true;
  }

  kill(signal: NodeJS.Signals): void {
    this.serving = false;
    this.proc?.kill(signal);
  }
}

/** The status of a GET, 0 when the connection fails. */
export async function probe(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** HAProxy with a committed configuration (addresses from `env`), its log kept. */
export class Balancer {
  log = '';
  private constructor(
    private readonly proc: ChildProcess,
    readonly statsUrl: string,
  ) {}

  /** Starts HAProxy with `config`; `statsUrl` is its statistics page as CSV (`.../stats;csv`). */
  static async start(config: string, env: Record<string, string>, statsUrl: string): Promise<Balancer> {
    const proc = spawn(programPath('haproxy'), ['-db', '-f', config], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const balancer = new Balancer(proc, statsUrl);
    proc.stdout!.on('data', (chunk: Buffer) => (balancer.log += chunk.toString()));
    proc.stderr!.on('data', (chunk: Buffer) => (balancer.log += chunk.toString()));
    await until(30_000, `HAProxy (${path.basename(config)}) serves its statistics`, async () => {
      if (proc.exitCode !== null) throw new Error(`haproxy exited (${proc.exitCode}):\n${balancer.log}`);
      return (await probe(statsUrl)) === 200;
    });
    return balancer;
  }

  /** Each server's state (`UP`, `DOWN`, `UP 1/2`, ...) in proxy `proxy`, from the statistics page. */
  async states(proxy: string): Promise<Record<string, string>> {
    const text = await (await fetch(this.statsUrl, { signal: AbortSignal.timeout(2000) })).text();
    const [header, ...rows] = text.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const states: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[px] === proxy && !['BACKEND', 'FRONTEND'].includes(cells[sv])) states[cells[sv]] = cells[status];
    }
    return states;
  }

  /** Waits until every server of `names` in `proxy` is UP. */
  async allUp(proxy: string, names: string[]): Promise<void> {
    await until(30_000, `HAProxy marks ${names.join(', ')} up`, async () => {
      const states = await this.states(proxy).catch(() => ({}) as Record<string, string>);
      return names.every((name) => states[name] === 'UP');
    });
  }

  /** The logged HTTP requests of backend `app`: instance, status, termination state, request id, method and path. */
  requests(): { server: string; status: number; termination: string; id: string; method: string; path: string }[] {
    const pattern = / app\/(\S+) \S+ (-?\d+) \S+ \S+ \S+ (\S{4}) \S+ \S+ \{([^}]*)\} "(\S+) (\S+)/;
    return this.log
      .split('\n')
      .map((line) => pattern.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ server: m[1], status: Number(m[2]), termination: m[3], id: m[4], method: m[5], path: m[6] }));
  }

  stop(): void {
    this.proc.kill('SIGTERM');
  }
}

/** The samples of an instance's /metrics (Prometheus' text format), by series (name and labels). */
export async function scrapeMetrics(app: Instance, token: string): Promise<Map<string, number>> {
  const res = await fetch(`${app.url}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5000),
  });
  const samples = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const match = /^(\S+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match && !line.startsWith('#')) samples.set(match[1], Number(match[2]));
  }
  return samples;
}
