import type { RequestHandler } from 'express';
import { processRequest } from 'graphql-upload-minimal';
import type { Writable } from 'node:stream';
import { followMultipartBody, uploadProblem } from '../graphql/uploads';

/**
 * Reads GraphQL multipart requests (the upload spec) with graphql-upload-minimal, its busboy
 * parser followed like the REST APIs' (see {@link followMultipartBody}: parts that fail never
 * end the process, a client that hangs up releases what waits for its bytes, a body without its
 * closing boundary is refused). A body refused before the operation runs answers in GraphQL's
 * error format with 400 (413 over the limit) saying why; a client already gone gets nothing.
 */
export function graphqlUploads(limits: { maxBytes: number; maxFiles: number }): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // The library hands its parser to nobody but the request's pipe(): follow it from there.
    const pipe = req.pipe;
    req.pipe = function followed<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
      req.pipe = pipe;
      followMultipartBody(req, destination as unknown as Writable);
      return pipe.call(this, destination, options) as T;
    };
    // An operation that stops reading its file (its own cap is below the reader's) answers before
    // the body has arrived: discard the rest, or the connection would stall on the unread bytes
    // and the client's next request on it would never be read.
    res.once('finish', () => {
      if (req.complete || req.destroyed) return;
      req.unpipe();
      req.resume();
    });
    // One byte over the limit lets readUpload tell a file of exactly the limit from a cut one.
    processRequest(req, res, { maxFileSize: limits.maxBytes + 1, maxFiles: limits.maxFiles }).then(
      (body) => {
        req.body = body;
        next();
      },
      (error: { status?: number; message?: string }) => {
        if (res.headersSent || res.destroyed) return;
        // The library's 500 means a body that parsed but held no field at all: the client's fault.
        const cause = error.status === 500 ? new Error("missing multipart field 'operations'") : error;
        const problem = uploadProblem('body', cause, limits.maxBytes);
        const status = (problem.extensions.http as { status?: number } | undefined)?.status ?? 400;
        res.status(status).json({
          errors: [{ message: problem.message, extensions: { code: problem.code, fields: problem.extensions.fields } }],
        });
      },
    );
  };
}
