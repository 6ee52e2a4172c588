import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Env } from '../config/env';

/** How long a client may take over each part of a request (`HTTP_*_TIMEOUT_MS`). */
export type HttpTimeouts = Pick<
  Env,
  'headersTimeoutMs' | 'requestTimeoutMs' | 'uploadTimeoutMs' | 'bodyIdleTimeoutMs' | 'keepAliveTimeoutMs'
>;

/**
 * The HTTP server with its clients' bounds: the head within `headersTimeoutMs`, any request within
 * the upload bound (the longest; shorter ones are the body deadlines' work), and an idle keep-alive
 * connection closed after `keepAliveTimeoutMs`. Node checks the first two only every
 * `connectionsCheckingInterval` (30 s by default), which would let a slow head live four times
 * its bound: checked here a few times per bound, at most every second.
 */
export function createHttpServer(timeouts: HttpTimeouts): Server {
  return createServer({
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.uploadTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeouts.headersTimeoutMs / 4))),
  });
}

/** The deadline of a request's body, kept on the request so that an upload route can lengthen it. */
const DEADLINE = Symbol('body deadline');

interface BodyDeadline {
  /** The request may take the upload bound, counted from its arrival. */
  lengthen(): void;
}

type WithDeadline = IncomingMessage & { [DEADLINE]?: BodyDeadline };

/**
 * Gives the request's body the upload bound in place of the request bound: for routes that take
 * files or imports, which may take minutes at an ordinary speed. Its idle bound stays.
 */
export function allowLongBody(req: IncomingMessage): void {
  (req as WithDeadline)[DEADLINE]?.lengthen();
}

/** Middleware for {@link allowLongBody}, before the route's body reader. */
export const longBody: RequestHandler = (req, _res, next) => {
  allowLongBody(req);
  next();
};

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Bounds how long a request's body may take to arrive: `requestTimeoutMs` from its arrival (the
 * upload bound on routes that call {@link allowLongBody}), and `bodyIdleTimeoutMs` of silence
 * while it is unread, so that a client trickling or stalling an upload (a slowloris on the long
 * bound) holds its connection seconds, not minutes. Past either, the client gets 408 when nothing
 * was answered yet, and its connection is closed. Silence while the server itself is not reading
 * (bytes wait in the request's buffer: a body reader applying backpressure) is not the client's.
 */
export function bodyDeadlines(timeouts: HttpTimeouts): RequestHandler {
  return (req, res, next) => {
    if (req.complete || !hasBody(req)) return next();
    const arrived = Date.now();
    const socket = req.socket;
    let total: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(total);
      // Once the answer is written, the socket's timer is Node's keep-alive bound: left to it.
      if (!res.writableEnded) socket.setTimeout(0);
      res.off('timeout', idle);
      req.off('end', done);
      req.off('close', done);
      delete (req as WithDeadline)[DEADLINE];
    };
    const expire = () => {
      done();
      if (req.complete) return;
      // The request, not only its socket: an answered request is detached from its socket, whose
      // close then no longer reaches the body's reader (a multipart upload would wait forever).
      if (res.headersSent) {
        req.destroy();
        return;
      }
      res.once('finish', () => req.destroy());
      res.setHeader('Connection', 'close');
      res.status(408).json({ error: 'Request timeout: the request body did not arrive in time' });
    };
    // On the response, not the socket: a socket timeout nobody listens to on the request, the
    // response or the server makes Node destroy the socket, even where the silence is the server's.
    function idle() {
      if (req.complete) return done();
      if (req.readableLength > 0) return void socket.setTimeout(timeouts.bodyIdleTimeoutMs);
      expire();
    }
    const arm = (bound: number) => {
      clearTimeout(total);
      total = setTimeout(expire, Math.max(0, arrived + bound - Date.now()));
      total.unref();
    };
    arm(timeouts.requestTimeoutMs);
    socket.setTimeout(timeouts.bodyIdleTimeoutMs);
    res.on('timeout', idle);
    req.once('end', done);
    req.once('close', done);
    (req as WithDeadline)[DEADLINE] = { lengthen: () => arm(timeouts.uploadTimeoutMs) };
    next();
  };
}
