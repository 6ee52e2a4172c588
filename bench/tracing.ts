import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { ALL_SIZES, median, STORE } from './shared';

/**
 * What tracing costs: the app without tracing (the baseline), the app exporting every span over
 * OTLP/HTTP (protobuf) to a receiver in this process, and the app sampling no trace, both in child processes on the data set of
 * `npm run bench:data`, loaded by autocannon (32 connections) in alternating rounds. Prints the
 * median requests per second, latency and server CPU per request of each, and what the receiver got.
 *
 *   npm run build && node dist/bench/tracing.js     (BENCH_DURATION, BENCH_ROUNDS as for the ladder)
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

interface Served {
  name: string;
  port: number;
  child: ChildProcess;
  cpuMicros(): Promise<number>;
}

function serve(name: string, mode: 'app' | 'traced', otlp: string, sampler = 'parentbased_always_on'): Promise<Served> {
  // The small catalog of `npm run bench:data` (BENCH_SIZES=10k builds only that one).
  const child = fork(path.join(__dirname, 'server.js'), [mode, ALL_SIZES[0].database], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production', BENCH_OTLP_ENDPOINT: otlp, BENCH_SAMPLER: sampler },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} server exited (${code})`)));
    child.once('message', (message: { port: number }) =>
      resolve({
        name,
        port: message.port,
        child,
        cpuMicros: () =>
          new Promise((done) => {
            child.once('message', (m) => done((m as { cpuMicros: number }).cpuMicros));
            child.send('stats');
          }),
      }),
    );
  });
}

async function main(): Promise<void> {
  const received = { exports: 0, bytes: 0 };
  const receiver = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (received.bytes += chunk.length));
    req.on('end', () => {
      received.exports += 1;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const otlp = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const servers = [
    await serve('tracing off', 'app', otlp),
    await serve('tracing on', 'traced', otlp),
    // Spans made but none recorded or exported: what a low sampling ratio tends to.
    await serve('tracing on, none sampled', 'traced', otlp, 'always_off'),
  ];
  const rows = [
    { name: 'REST product list', path: '/api/products?limit=20' },
    { name: 'REST product list, page 5', path: '/api/products?limit=20&page=5' },
  ];
  const samples = new Map<string, { rps: number; p50: number; cpuMs: number }[]>();
  try {
    for (let round = 0; round <= ROUNDS; round++) {
      for (const row of rows) {
        for (const server of servers) {
          const before = await server.cpuMicros();
          const result = await autocannon({
            url: `http://127.0.0.1:${server.port}${row.path}`,
            headers: { 'x-tenant-slug': STORE },
            connections: CONNECTIONS,
            // Round 0 warms both servers up and is not counted.
            duration: round === 0 ? Math.min(2, DURATION) : DURATION,
          });
          const cpu = (await server.cpuMicros()) - before;
          if (result.non2xx + result.errors + result.timeouts > 0) {
            throw new Error(`${row.name} (${server.name}): ${result.non2xx} non-2xx, ${result.errors} errors`);
          }
          if (round === 0) continue;
          const key = `${row.name} | ${server.name}`;
          const list = samples.get(key) ?? [];
          list.push({
            rps: result.requests.average,
            p50: result.latency.p50,
            cpuMs: cpu / 1000 / result.requests.total,
          });
          samples.set(key, list);
        }
      }
    }
  } finally {
    for (const server of servers) server.child.kill();
    receiver.close();
  }
  process.stdout.write(`${DURATION} s x ${ROUNDS} rounds, ${CONNECTIONS} connections, medians\n`);
  process.stdout.write('| Row | Server | req/s | p50 ms | server CPU ms/req |\n|---|---|---|---|---|\n');
  for (const [key, list] of samples) {
    const [row, server] = key.split(' | ');
    const cells = [median(list.map((s) => s.rps)), median(list.map((s) => s.p50)), median(list.map((s) => s.cpuMs))];
    process.stdout.write(
      `| ${row} | ${server} | ${cells[0].toFixed(0)} | ${cells[1].toFixed(1)} | ${cells[2].toFixed(3)} |\n`,
    );
  }
  process.stdout.write(`OTLP receiver: ${received.exports} exports, ${(received.bytes / 1e6).toFixed(1)} MB\n`);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
