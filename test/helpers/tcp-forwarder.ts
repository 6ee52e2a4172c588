import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder on a free port in front of one local server at a time, as a balancer in front of
 * a database's primary: {@link pointAt} sends the connections opened from then on to another port
 * (the connections already open stay where they are, as with a balancer that does not cut them),
 * and {@link cut} closes every connection open now.
 */
export class TcpForwarder {
  private readonly pairs = new Set<[Socket, Socket]>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private target: number,
  ) {}

  static async start(targetPort: number): Promise<TcpForwarder> {
    const server = createServer();
    const port = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
    const forwarder = new TcpForwarder(server, port, targetPort);
    server.on('connection', (client) => forwarder.accept(client));
    return forwarder;
  }

  /** The URL of `database` through the forwarder. */
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** New connections go to `port` from now on. */
  pointAt(port: number): void {
    this.target = port;
  }

  /** Closes every connection open now, on both sides. */
  cut(): void {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
