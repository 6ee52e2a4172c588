import type { JsonObject, RouteDefinition } from './types';

// The response headers the REST layer sends, as the OpenAPI documents state them: the route's
// own (from its definition), the general rate limit's, `Retry-After` and `Allow`.

const SECONDS = { type: 'integer', minimum: 0 };

/**
 * What the general per-IP limit (express-rate-limit, `standardHeaders: 'draft-6'`) writes on every
 * answer of a route it counts, refusals included.
 */
export const RATE_LIMIT_HEADERS: Record<string, JsonObject> = {
  'RateLimit-Policy': {
    required: true,
    description: 'The limit and its window in seconds, e.g. `100;w=900`.',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': {
    required: true,
    description: 'Requests allowed per window from this address.',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': {
    required: true,
    description: 'Requests left in the current window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Reset': {
    required: true,
    description: 'Seconds until the window resets.',
    schema: SECONDS,
  },
};

const UNDECODED_PATH = 'Absent when the path cannot be decoded (refused before the limit counts the request).';

/** On 429: every refusal of a limit (the general one, or the login limit) says when to retry. */
export const RETRY_AFTER_LIMITED: JsonObject = {
  required: true,
  description: 'Seconds to wait before the limit admits another request.',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * On 503: sent when the database is not answering (nothing was done; retry shortly). A payment
 * gateway that is down or not configured also answers 503, without it, since the wait is unknown.
 */
export const RETRY_AFTER_UNAVAILABLE: JsonObject = {
  required: false,
  description:
    'Seconds to wait before retrying; sent when the database is not answering, not when a payment gateway is unavailable or not configured.',
  schema: { type: 'integer', minimum: 1 },
};

/** On any answer of a keyed route that is a stored one, replayed. */
const IDEMPOTENT_REPLAYED: JsonObject = {
  required: false,
  description:
    'Sent, as `true`, when the answer is the stored one of an earlier request with the same `Idempotency-Key`.',
  schema: { type: 'string', enum: ['true'] },
};

/** On 409 while the first request with the same `Idempotency-Key` still runs. */
const RETRY_AFTER_IN_PROGRESS: JsonObject = {
  required: false,
  description: 'Seconds to wait before retrying; sent when the first request with this `Idempotency-Key` still runs.',
  schema: { type: 'integer', minimum: 1 },
};

/** On 405, for a path called with a method it does not have (see method-not-allowed.ts). */
export const ALLOW: JsonObject = {
  required: true,
  description: 'The methods the path has, e.g. `GET, HEAD, POST`.',
  schema: { type: 'string', pattern: '^[A-Z]+(, [A-Z]+)*$' },
};

/** The document's shared headers (`components.headers`), which answers refer to. */
export function headerComponents(rateLimited: boolean): Record<string, JsonObject> {
  return rateLimited ? RATE_LIMIT_HEADERS : {};
}

/** The headers of a route's answer with `status`: its own on success, the limit's and the retry hints. */
export function responseHeaders(
  def: RouteDefinition,
  status: number,
  success: boolean,
  rateLimited: boolean,
): JsonObject | undefined {
  const headers: JsonObject = {};
  if (success) {
    for (const [name, header] of Object.entries(def.headers ?? {})) {
      headers[name] = { required: true, description: header.description, schema: header.schema ?? { type: 'string' } };
    }
  }
  if (rateLimited) {
    for (const [name, header] of Object.entries(RATE_LIMIT_HEADERS)) {
      // A path whose percent-encoding cannot be decoded is refused (400) before the limit counts it.
      headers[name] =
        status === 400
          ? { ...header, required: false, description: `${header.description as string} ${UNDECODED_PATH}` }
          : { $ref: `#/components/headers/${name}` };
    }
  }
  if (def.method !== 'get') headers['Idempotent-Replayed'] = IDEMPOTENT_REPLAYED;
  if (status === 429) headers['Retry-After'] = RETRY_AFTER_LIMITED;
  if (status === 409 && def.method !== 'get') headers['Retry-After'] = RETRY_AFTER_IN_PROGRESS;
  if (status === 503) headers['Retry-After'] = RETRY_AFTER_UNAVAILABLE;
  return Object.keys(headers).length > 0 ? headers : undefined;
}
