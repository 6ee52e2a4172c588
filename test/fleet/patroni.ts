import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { freePort } from '../helpers/own-services';
import { programPath } from '../helpers/prerequisites';
import { Balancer, probe, until } from './processes';

/**
 * A PostgreSQL cluster managed by Patroni, as production runs one: one etcd member holding the
 * leader lock, three nodes each one Patroni with its PostgreSQL 15 (test/fleet/patroni.yml), and
 * an HAProxy in TCP mode sending the primary port to the leader and the replicas port to the
 * replicas by Patroni's REST checks (test/fleet/haproxy-postgres.cfg). Everything runs on free
 * ports, in a folder of the caller's.
 *
 * One etcd member, not three: its job here is to hold the leader lock and let it expire; three
 * members on one 2-core machine add CPU and fsync load that slows everything else without testing
 * anything the app sees (a lost etcd majority is Patroni's concern, not the app's).
 */

export const PATRONI_CONFIG = path.join(PROJECT_ROOT, 'test/fleet/patroni.yml');
export const POSTGRES_BALANCER_CONFIG = path.join(PROJECT_ROOT, 'test/fleet/haproxy-postgres.cfg');

/** PostgreSQL and Patroni refuse to run as root: then they run as the `postgres` user. */
const AS_ROOT = userInfo().uid === 0;

function postgresOwner(): { uid: number; gid: number } {
  if (!AS_ROOT) return { uid: userInfo().uid, gid: userInfo().gid };
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

/** A folder the servers' user owns. */
function ownedFolder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const { uid, gid } = postgresOwner();
  chownSync(dir, uid, gid);
  return dir;
}

/** Spawns `command` in a process group of its own (killed as a whole), as the servers' user. */
function spawnServer(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const [file, argv] = AS_ROOT
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args]]
    : [command, args];
  return spawn(file, argv, {
    env: { PATH: process.env.PATH ?? '', HOME: '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

/** Sends `signal` to the process group of `child` (it was spawned detached), if it still runs. */
function killGroup(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** Keeps the last 40 000 characters of a process's output. */
function keepOutput(child: ChildProcess, into: { output: string }): void {
  const keep = (chunk: Buffer) => (into.output = (into.output + chunk.toString()).slice(-40_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
}

/** One etcd member: the cluster's store of the leader lock. */
class Etcd {
  output = '';
  private proc?: ChildProcess;

  private constructor(
    private readonly dir: string,
    readonly clientPort: number,
    private readonly peerPort: number,
  ) {}

  static async start(dir: string): Promise<Etcd> {
    const etcd = new Etcd(ownedFolder(dir), await freePort(), await freePort());
    const client = `http://127.0.0.1:${etcd.clientPort}`;
    const peer = `http://127.0.0.1:${etcd.peerPort}`;
    etcd.proc = spawnServer(
      programPath('etcd'),
      [
        ...['--name', 'etcd1', '--data-dir', path.join(dir, 'data')],
        ...['--listen-client-urls', client, '--advertise-client-urls', client],
        ...['--listen-peer-urls', peer, '--initial-advertise-peer-urls', peer],
        ...['--initial-cluster', `etcd1=${peer}`],
      ],
      {},
    );
    keepOutput(etcd.proc, etcd);
    await until(30_000, 'etcd answers', async () => {
      if (etcd.proc?.exitCode !== null) throw new Error(`etcd exited:\n${etcd.output}`);
      return (await probe(`${client}/health`)) === 200;
    });
    return etcd;
  }

  stop(): void {
    killGroup(this.proc, 'SIGKILL');
  }
}

/** What Patroni's `GET /cluster` says of one member. */
export interface Member {
  name: string;
  role: 'leader' | 'sync_standby' | 'replica' | string;
  state: string;
  timeline?: number;
  lag?: number | string;
}

/** One Patroni with its PostgreSQL, on fixed ports: killed, it is started again on them. */
export class PatroniNode {
  output = '';
  private proc?: ChildProcess;

  constructor(
    readonly name: string,
    readonly pgPort: number,
    readonly apiPort: number,
    private readonly dir: string,
    private readonly etcdPort: number,
  ) {}

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  /** The URL of `database` on this node itself (not through HAProxy). */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.pgPort}/${database}`;
  }

  /** Starts Patroni; it bootstraps, joins as a replica, or (with data) rejoins, rewound if needed. */
  start(): void {
    ownedFolder(this.dir);
    const proc = spawnServer(programPath('patroni'), [PATRONI_CONFIG], {
      PATRONI_NAME: this.name,
      PATRONI_ETCD3_HOSTS: `127.0.0.1:${this.etcdPort}`,
      PATRONI_RESTAPI_LISTEN: `127.0.0.1:${this.apiPort}`,
      PATRONI_RESTAPI_CONNECT_ADDRESS: `127.0.0.1:${this.apiPort}`,
      PATRONI_POSTGRESQL_LISTEN: `127.0.0.1:${this.pgPort}`,
      PATRONI_POSTGRESQL_CONNECT_ADDRESS: `127.0.0.1:${this.pgPort}`,
      PATRONI_POSTGRESQL_DATA_DIR: this.dataDir,
      PATRONI_POSTGRESQL_BIN_DIR: path.dirname(programPath('postgres')),
      PATRONI_POSTGRESQL_PGPASS: path.join(this.dir, 'pgpass'),
    });
    this.proc = proc;
    keepOutput(proc, this);
  }

  /** The postmaster's process id, from its pid file (Patroni starts it in a session of its own). */
  postmasterPid(): number | undefined {
    try {
      return Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  }

  /** SIGKILL to Patroni and to the postmaster, at once: the node's machine is gone. */
  kill(): void {
    const postmaster = this.postmasterPid();
    killGroup(this.proc, 'SIGKILL');
    if (postmaster) {
      try {
        process.kill(postmaster, 'SIGKILL');
      } catch {
        // Not running.
      }
    }
  }

  /** Whether Patroni still runs. */
  get running(): boolean {
    return this.proc !== undefined && this.proc.exitCode === null && this.proc.signalCode === null;
  }
}

/** etcd, the Patroni nodes and the PostgreSQL balancer. */
export class PatroniCluster {
  private constructor(
    private readonly etcd: Etcd,
    readonly nodes: PatroniNode[],
    readonly balancer: Balancer,
    private readonly ctlConfig: string,
    readonly primaryPort: number,
    readonly replicasPort: number,
  ) {}

  /** Starts everything in `dir` and waits until a leader and its replicas stream. */
  static async start(dir: string, count = 3): Promise<PatroniCluster> {
    const etcd = await Etcd.start(path.join(dir, 'etcd'));
    const nodes: PatroniNode[] = [];
    try {
      for (let i = 1; i <= count; i++) {
        nodes.push(
          new PatroniNode(`pg${i}`, await freePort(), await freePort(), path.join(dir, `pg${i}`), etcd.clientPort),
        );
      }
      // The first bootstraps the cluster; the others copy it once it leads.
      nodes[0].start();
      await until(60_000, 'the first Patroni node leads', async () => {
        if (!nodes[0].running) throw new Error(`patroni exited:\n${nodes[0].output}`);
        return (await probe(`${nodes[0].apiUrl}/primary`)) === 200;
      });
      for (const node of nodes.slice(1)) node.start();
      const [primaryPort, replicasPort, statsPort] = [await freePort(), await freePort(), await freePort()];
      const env: Record<string, string> = {
        PG_PRIMARY_BIND: `127.0.0.1:${primaryPort}`,
        PG_REPLICAS_BIND: `127.0.0.1:${replicasPort}`,
        PG_STATS: `127.0.0.1:${statsPort}`,
      };
      nodes.forEach((node, i) => {
        env[`PG_NODE${i + 1}`] = `127.0.0.1:${node.pgPort}`;
        env[`PG_NODE${i + 1}_API`] = String(node.apiPort);
      });
      const ctlConfig = path.join(dir, 'patronictl.yml');
      writeFileSync(ctlConfig, `scope: shop\netcd3:\n  hosts: 127.0.0.1:${etcd.clientPort}\n`);
      const balancer = await Balancer.start(POSTGRES_BALANCER_CONFIG, env, `http://127.0.0.1:${statsPort}/stats;csv`);
      const cluster = new PatroniCluster(etcd, nodes, balancer, ctlConfig, primaryPort, replicasPort);
      await cluster.healthy();
      return cluster;
    } catch (error) {
      for (const node of nodes) node.kill();
      etcd.stop();
      throw error;
    }
  }

  /** The URL of `database` through the balancer's primary port (what DATABASE_URL names). */
  primaryUrl(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.primaryPort}/${database}`;
  }

  /** The URL of `database` through the balancer's replicas port (what DATABASE_READ_URL names). */
  replicasUrl(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.replicasPort}/${database}`;
  }

  /** The members as Patroni's REST API on a running node reports them. */
  async members(): Promise<Member[]> {
    for (const node of this.nodes) {
      try {
        const res = await fetch(`${node.apiUrl}/cluster`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return ((await res.json()) as { members: Member[] }).members;
      } catch {
        // That node is down: ask the next.
      }
    }
    return [];
  }

  /** The node that leads now, undefined while none does. */
  async leader(): Promise<PatroniNode | undefined> {
    const name = (await this.members()).find((m) => m.role === 'leader' && m.state === 'running')?.name;
    return this.nodes.find((node) => node.name === name);
  }

  /** Waits until every node runs, one leads, and the balancer sends the primary port to it only. */
  async healthy(ms = 120_000): Promise<PatroniNode> {
    let leader: PatroniNode | undefined;
    await until(ms, 'every Patroni node runs, one leads, HAProxy agrees', async () => {
      const members = await this.members();
      leader = this.nodes.find((n) => members.some((m) => m.name === n.name && m.role === 'leader'));
      if (!leader || members.length !== this.nodes.length || members.some((m) => m.state !== 'running')) return false;
      if (!members.some((m) => m.role === 'sync_standby')) return false;
      const primary = await this.balancer.states('primary').catch(() => ({}) as Record<string, string>);
      const replicas = await this.balancer.states('replicas').catch(() => ({}) as Record<string, string>);
      return this.nodes.every(
        (n) => (primary[n.name] === 'UP') === (n === leader) && (replicas[n.name] === 'UP') === (n !== leader),
      );
    });
    return leader!;
  }

  /** A planned switchover with patronictl, from `from` to `to`; resolves to its output when it returns. */
  switchover(from: PatroniNode, to: PatroniNode): Promise<string> {
    const args = ['-c', this.ctlConfig, 'switchover', '--leader', from.name, '--candidate', to.name, '--force'];
    return new Promise((resolve, reject) => {
      const child = spawn(programPath('patronictl'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const out = { output: '' };
      keepOutput(child, out);
      child.once('exit', (code) =>
        code === 0 ? resolve(out.output) : reject(new Error(`patronictl exited ${code}: ${out.output}`)),
      );
    });
  }

  /** Stops every process (SIGKILL: nothing here is kept). */
  stop(): void {
    this.balancer.stop();
    for (const node of this.nodes) node.kill();
    this.etcd.stop();
  }
}
