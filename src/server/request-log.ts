import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino from 'pino';
import { serializeError, serializeRequest, type Logger } from '../observability/logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id: the caller's `X-Request-Id` when well formed, a new UUID otherwise. */
    id: string;
    /** A logger whose lines carry the request (built at its first use). */
    log: Logger;
  }
  interface ServerResponse {
    /** An error the handler wants on the request's completion line. */
    err?: Error;
  }
}

const CHILD = Symbol('request logger');
type Logged = IncomingMessage & { [CHILD]?: Logger };

/**
 * What pino-http does, at the cost of a request that logs nothing: the request's id (echoed in
 * `X-Request-Id`), `req.log` (a child logger bound to the request) and one line when the answer
 * is finished: `request completed`, `request aborted`, or `request errored` with the error for a
 * 5xx. The lines are pino-http's (its serializers, keys and messages). pino-http builds the child,
 * serializing and redacting the whole request, for every request at every level; here it is built
 * when first used, and a completion line is only written when its level is enabled.
 */
export function requestLogging(logger: Logger, options: { ignore(req: IncomingMessage): boolean }): RequestHandler {
  const base = logger.child(
    {},
    {
      serializers: {
        req: pino.stdSerializers.wrapRequestSerializer(serializeRequest),
        res: pino.stdSerializers.wrapResponseSerializer((res) => res),
        err: pino.stdSerializers.wrapErrorSerializer(serializeError as (err: unknown) => Record<string, unknown>),
      },
    },
  );
  // One getter for every request, made here: it builds the request's child at its first use.
  const log: PropertyDescriptor = {
    configurable: true,
    get(this: Logged) {
      return (this[CHILD] ??= base.child({ req: this }));
    },
  };
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    Object.defineProperty(req, 'log', log);
    if (base.isLevelEnabled('info') && !options.ignore(req)) completionLine(req, res);
    next();
  };
}

function completionLine(req: IncomingMessage, res: ServerResponse): void {
  const started = Date.now();
  const done = (err?: Error) => {
    res.off('close', done);
    res.off('finish', done);
    res.off('error', done);
    const responseTime = Date.now() - started;
    const failure =
      err ?? res.err ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
    if (failure) return req.log.info({ res, err: failure, responseTime }, 'request errored');
    const ended = !req.readableAborted && res.writableEnded;
    req.log.info({ res, responseTime }, ended ? 'request completed' : 'request aborted');
  };
  res.on('close', done);
  res.on('finish', done);
  res.on('error', done);
}
