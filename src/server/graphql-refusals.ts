import type express from 'express';
import { httpStatusFor, normalizeError, RateLimitedError } from '../graphql/errors';

// GraphQL answers written before Apollo runs an operation (so not by its error formatting).

/** An error raised before Apollo runs the operation, as GraphQL's answer with the table's status. */
export function sendGraphqlError(res: express.Response, error: unknown): void {
  const { code, message, fields, retryAfter } = normalizeError(error);
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.status(httpStatusFor(code, 'storefront')).json({
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}), ...(retryAfter ? { retryAfter } : {}) } }],
  });
}

/**
 * The general rate limit's refusal on `/graphql`: the 429 body of SPEC section 4 with GraphQL's
 * error list beside it, for GraphQL clients. (The REST APIs write it through their formatters.)
 */
export function graphqlRateLimited(
  err: unknown,
  _req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  if (!(err instanceof RateLimitedError) || res.headersSent) return next(err);
  res.setHeader('Retry-After', String(err.retryAfterSeconds));
  res.status(429).json({
    success: false,
    error: err.message,
    errors: [{ message: err.message, extensions: { code: err.code, retryAfter: err.retryAfterSeconds } }],
  });
}
