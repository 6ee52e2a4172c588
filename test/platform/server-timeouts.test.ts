import net from 'node:net';
import { EnvError, loadEnv } from '../../src/config/env';
import type { TestApp } from '../helpers/app';
import { rawMultipart } from '../helpers/multipart';
import { expectServing, failOnUnhandledErrors, poolOf, promptly } from '../helpers/process-health';
import { until } from '../helpers/raw-http';
import { eachTestIn } from '../helpers/scenarios';
import { employerScenario, type PayrollWorld } from '../payroll/support';

/**
 * Slow clients over real sockets: a head sent in part, a body that goes silent or trickles, an
 * idle keep-alive connection. Each is cut within its bound (short ones here, so that the file is
 * quick), while an upload far slower than the request bound, at an ordinary pace, still succeeds.
 * Node's defaults (60 s for a head, 5 min for a request, checked every 30 s) held them all past
 * every limit waited for here.
 */

const BOUNDS = {
  HTTP_HEADERS_TIMEOUT_MS: '300',
  HTTP_REQUEST_TIMEOUT_MS: '600',
  HTTP_BODY_IDLE_TIMEOUT_MS: '500',
  HTTP_UPLOAD_TIMEOUT_MS: '30000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
};
/** Far above every bound, far below Node's defaults: a cut arrives well within it. */
const CUT_WITHIN_MS = 5000;

const BODY = rawMultipart('slow-boundary');

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

interface Connection {
  socket: net.Socket;
  /** Bytes of the answer received so far. */
  received: () => string;
  /** The status the server answered with, if any, once it closed the connection. */
  closed: Promise<number | null>;
}

/** A connection to the app that writes `head` (any bytes, whole or not) and then what the test writes. */
function open(head: string): Connection {
  const { hostname, port } = new URL(t.url);
  const socket = net.connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const received = () => Buffer.concat(chunks).toString('latin1');
  const closed = new Promise<number | null>((resolve) =>
    socket.on('close', () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received());
      resolve(match ? Number(match[1]) : null);
    }),
  );
  if (head) socket.write(head);
  return { socket, received, closed };
}

const requestHead = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nhost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;

const uploadPath = () => `/payroll/employers/${employerId}/import/employees/async`;
const uploadHeaders = (length: number) => ({
  ...w.alice.headers,
  'content-type': BODY.contentType,
  'content-length': length,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

failOnUnhandledErrors();

// No job worker: the 17 MB import is queued, never run, so the file measures the upload only.
eachTestIn(
  employerScenario,
  (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]),
  { env: { ...BOUNDS, JOB_WORKERS: '0' } },
  { once: true },
);

it('connections that sent half a request head and went silent are all closed within the bound', async () => {
  const connections = Array.from({ length: 20 }, () =>
    open('POST /api/auth/login HTTP/1.1\r\nhost: localhost\r\nconte'),
  );
  await promptly(Promise.all(connections.map((c) => c.closed)), 'closing 20 half-sent heads', CUT_WITHIN_MS);
  expect(connections.filter((c) => !c.socket.destroyed)).toHaveLength(0);
});

it('a connection that sends nothing at all is closed within the head bound', async () => {
  const connection = open('');
  await promptly(connection.closed, 'closing a silent connection', CUT_WITHIN_MS);
});

it('a full head then a silent body answers 408 and closes the connection', async () => {
  const connection = open(
    requestHead('POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': 100 }) + '{"email":',
  );
  expect(await promptly(connection.closed, 'cutting a silent body', CUT_WITHIN_MS)).toBe(408);
  expect(connection.received()).toMatch(/did not arrive in time/);
  await until(() => poolOf(t).numUsed() === 0, 'no connection held for the cut request');
});

it('a body that trickles in, never silent for long, is cut by the request bound', async () => {
  const connection = open(
    requestHead('POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': 1000 }),
  );
  let sent = 0;
  const trickle = setInterval(() => {
    if (!connection.socket.destroyed && sent++ < 1000) connection.socket.write(' ');
  }, 100);
  try {
    expect(await promptly(connection.closed, 'cutting a trickling body', CUT_WITHIN_MS)).toBe(408);
  } finally {
    clearInterval(trickle);
  }
  // Cut by the total bound (600 ms), not by the idle one: it was never silent for 500 ms.
  expect(sent).toBeLessThan(30);
});

it('an upload that goes silent part-way is cut by the idle bound, long before the upload bound', async () => {
  const prefix = BODY.filePart('file', 'employees.csv') + 'Payroll Code,First Name,Last Name\r\n';
  const connection = open(requestHead('POST', uploadPath(), uploadHeaders(10 * 1024 * 1024)) + prefix);
  expect([408, null]).toContain(await promptly(connection.closed, 'cutting a stalled upload', CUT_WITHIN_MS));
  await until(() => poolOf(t).numUsed() === 0, 'the stalled upload’s connection back in the pool');
});

it('an idle keep-alive connection is closed after the keep-alive bound', async () => {
  const connection = open(requestHead('GET', '/healthz', {}));
  await until(() => /\r\n\r\n\{"status":"ok"\}/.test(connection.received()), 'the /healthz answer');
  expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
  await promptly(connection.closed, 'closing an idle keep-alive connection', 3000);
});

it('a 17 MB upload sent at an ordinary pace, longer than the request bound, succeeds', async () => {
  const row = 'E1,Ada,Lovelace\r\n';
  const chunk = row.repeat(Math.ceil((1024 * 1024) / row.length));
  const chunks = 17;
  const prefix = BODY.filePart('file', 'employees.csv') + 'Payroll Code,First Name,Last Name\r\n';
  const length = Buffer.byteLength(prefix) + chunks * Buffer.byteLength(chunk) + Buffer.byteLength(BODY.closing);
  expect(length).toBeGreaterThan(17 * 1024 * 1024);
  const connection = open(requestHead('POST', uploadPath(), uploadHeaders(length)) + prefix);
  const started = Date.now();
  for (let i = 0; i < chunks; i++) {
    // A megabyte every 100 ms (about 10 MB/s): never silent for the idle bound.
    if (!connection.socket.write(chunk)) await new Promise((resolve) => connection.socket.once('drain', resolve));
    await pause(100);
  }
  connection.socket.write(BODY.closing);
  await until(() => /^HTTP\/1\.1 \d{3}/.test(connection.received()), 'the upload’s answer', 2000);
  expect(connection.received()).toMatch(/^HTTP\/1\.1 202/);
  // Longer than the request bound (600 ms): the upload bound applied.
  expect(Date.now() - started).toBeGreaterThan(Number(BOUNDS.HTTP_REQUEST_TIMEOUT_MS));
  connection.socket.destroy();
  await expectServing(t);
});

it('bad or inconsistent bounds stop the boot naming the variable', () => {
  expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow(EnvError);
  expect(() => loadEnv({ HTTP_BODY_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_BODY_IDLE_TIMEOUT_MS/);
  expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(
    /HTTP_HEADERS_TIMEOUT_MS.*HTTP_REQUEST_TIMEOUT_MS/,
  );
  expect(() => loadEnv({ HTTP_REQUEST_TIMEOUT_MS: '400000' })).toThrow(
    /HTTP_REQUEST_TIMEOUT_MS.*HTTP_UPLOAD_TIMEOUT_MS/,
  );
  expect(loadEnv({})).toMatchObject({
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    uploadTimeoutMs: 300_000,
    bodyIdleTimeoutMs: 10_000,
    keepAliveTimeoutMs: 5000,
  });
});
