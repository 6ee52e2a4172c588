import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { waitUntil, within } from './bounded';
import { record } from './timings';

/**
 * The built server (`node dist/src/main.js`, as `npm start` runs it) in a child process, for the
 * tests of what only a whole process shows. The test file builds `dist/` first.
 */
export const MAIN = path.join(PROJECT_ROOT, 'dist/src/main.js');
export const SECRETS = { JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'b'.repeat(40) };

/**
 * The bound of one step of a child server: starting until it serves, or stopping. A loaded
 * machine takes long (module loading, argon2, migrations); past the bound the step fails naming
 * itself and showing the server's output, inside the test's own time.
 */
export const STEP = 90_000;
/** A test's time: its steps, and some for the requests in between. */
export const steps = (n: number) => n * STEP + 30_000;

export interface Started {
  proc: ChildProcess;
  output: () => string;
  /** What the process wrote to standard error alone. */
  stderr: () => string;
  url: Promise<string>;
  readonly exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
afterAll(() => {
  // A test that failed half-way leaves no server behind.
  for (const proc of running) proc.kill('SIGKILL');
});

export function start(env: Record<string, string>): Started {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root' };
  const proc = spawn(process.execPath, [MAIN], {
    cwd: PROJECT_ROOT,
    env: { ...base, PORT: '0', LOG_LEVEL: 'info', ...env },
  });
  const spawned = performance.now();
  running.add(proc);
  let output = '';
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => {
      running.delete(proc);
      resolve(code);
    }),
  );
  const url = within(
    STEP,
    'the server ready',
    new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /GraphQL: +(http:\/\/localhost:\d+)\/graphql/.exec(output);
        if (match) resolve(match[1]);
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', onData);
      proc.once('exit', () => reject(new Error(`server exited before it was ready:\n${output}`)));
    }),
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  url.then(() => record('built server boot', performance.now() - spawned)).catch(() => undefined);
  return {
    proc,
    output: () => output,
    stderr: () => stderr,
    url,
    get exited() {
      return within(STEP, 'the server process exit', exit);
    },
  };
}

/** An HTTP request sent in two steps: headers (the server confirms with 100 Continue), then the body. */
export function twoStepRequest(url: string, body: string) {
  const req = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  const received = new Promise<void>((resolve) => req.on('continue', () => resolve()));
  req.flushHeaders();
  return { received, answer, finish: () => req.end(body) };
}

/** Polls `condition` (up to 20 s); fails naming what never happened. */
export async function eventually(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  await waitUntil(20_000, what, condition);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
