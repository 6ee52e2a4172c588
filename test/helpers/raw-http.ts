import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { waitUntil } from './bounded';

/** What came back on a raw connection: the status and body, or `status: null` when it closed unanswered. */
export interface RawAnswer {
  status: number | null;
  body: string;
}

/** A request written by hand on its own connection: bodies may lie about their length or stop early. */
export interface RawRequest {
  /** Bytes written so far (head and body). */
  sent: number;
  /** Bytes of the answer received so far. */
  received: number;
  /** Writes more of the body. */
  write(chunk: string | Buffer): void;
  /** Hangs up without waiting for an answer. */
  abort(): void;
  /** The answer, once the server closes the connection (every request says `Connection: close`). */
  answer: Promise<RawAnswer>;
}

/**
 * Opens a connection to `url` and writes a request head with `Content-Length: declaredLength`
 * (the body's real length when omitted), then `body`.
 */
export function rawRequest(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer,
  declaredLength = Buffer.byteLength(body),
): RawRequest {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => {
    received.push(chunk);
    request.received += chunk.length;
  });
  const answer = new Promise<RawAnswer>((resolve) => {
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const at = text.indexOf('\r\n\r\n');
      resolve({ status: match ? Number(match[1]) : null, body: at >= 0 ? text.slice(at + 4) : '' });
    });
  });
  const lines = Object.entries({ host: `${hostname}:${port}`, ...headers, 'content-length': String(declaredLength) });
  const head = `${method} ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\nconnection: close\r\n\r\n`;
  const request: RawRequest = {
    sent: 0,
    received: 0,
    write(chunk) {
      request.sent += Buffer.byteLength(chunk);
      socket.write(chunk);
    },
    abort: () => socket.destroy(),
    answer,
  };
  request.write(head);
  request.write(body);
  return request;
}

/** The server side of the next request `server` receives. */
export function nextServerRequest(server: Server): Promise<{ req: IncomingMessage; res: ServerResponse }> {
  return new Promise((resolve) => server.once('request', (req, res) => resolve({ req, res })));
}

/**
 * Polls `done` every `stepMs` until it holds, and fails with `message` when it never does: a
 * bounded wait that reports what it waited for. What it waits for (bytes read, a connection back in
 * its pool) takes milliseconds on an idle machine; the bound, UNTIL_BOUND_MS, is a margin of
 * several hundred times that, below the test's own timeout (30 s) so that it is the one that
 * names the cause. It was 500 polls of 10 ms, about 5 s, which a loaded machine could reach.
 */
export async function until(done: () => boolean | Promise<boolean>, message: string, stepMs = 10) {
  await waitUntil(UNTIL_BOUND_MS, `Gave up waiting: ${message}`, done, stepMs);
}

const UNTIL_BOUND_MS = 20_000;
