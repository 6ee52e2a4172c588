import type express from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Env } from '../config/env';
import { httpStatusFor, INTERNAL_MESSAGE, normalizeError, RateLimitedError } from '../graphql/errors';
import type { Logger } from '../observability/logger';

// How /graphql answers errors: those written before Apollo runs an operation, and Apollo's
// formatting of the others.

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

/** GraphQL's "Did you mean ...?" hint, which names fields, types and enum values. */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/** Keeps user-facing errors as they are; hides anything else behind a generic message. */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  env: Env,
  logger: Logger,
): GraphQLFormattedError {
  // Apollo strips suggestions from validation errors only; variable coercion makes them too.
  if (!env.graphqlIntrospection) {
    const message = formatted.message.replace(SUGGESTION, '');
    if (message !== formatted.message) formatted = { ...formatted, message };
  }
  const normalized = normalizeError(error);
  if (normalized.code === 'SERVICE_UNAVAILABLE') {
    return {
      message: normalized.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: normalized.code },
    };
  }
  if (normalized.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  // GraphQL's own request errors (parse, validation) already carry a code and no internals.
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error({ err: normalized.internal }, 'GraphQL resolver failed');
  if (env.nodeEnv === 'development') return formatted;
  return {
    message: INTERNAL_MESSAGE,
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
