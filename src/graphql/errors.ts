import { GraphQLError, type GraphQLErrorExtensions } from 'graphql';
import { isDatabaseUnavailable } from '../db/unavailable';

/** Stable error codes carried in `extensions.code` (SPEC section 1). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'NOT_ACCEPTABLE'
  | 'RATE_LIMITED'
  | 'GATEWAY_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export type ApiName = 'storefront' | 'accounting' | 'payroll';

/**
 * The one table from error code to HTTP status. Validation is the only code whose status differs
 * per API (accounting answers 422, as the real v3.1 API does).
 */
const HTTP_STATUS: Record<ErrorCode, number | Record<ApiName, number>> = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: { storefront: 400, accounting: 422, payroll: 400 },
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  GATEWAY_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in HTTP_STATUS;
}

export function httpStatusFor(code: ErrorCode, api: ApiName): number {
  const status = HTTP_STATUS[code];
  return typeof status === 'number' ? status : status[api];
}

/** Field name to its messages, as `extensions.fields` and the REST `errors` objects carry them. */
export type FieldErrors = Record<string, string[]>;

/**
 * Adds `message` under `path` once. The path may come from the client (`__proto__` is a JSON key
 * like any other), so it is always defined as an own property, never assigned through a setter.
 */
export function addFieldError(into: FieldErrors, path: string, message: string): void {
  if (!Object.prototype.hasOwnProperty.call(into, path)) {
    Object.defineProperty(into, path, { value: [], enumerable: true, writable: true, configurable: true });
  }
  if (!into[path].includes(message)) into[path].push(message);
}

/** Adds every message of `from` to `into` (see {@link addFieldError}). */
export function mergeFieldErrors(into: FieldErrors, from: FieldErrors): FieldErrors {
  for (const [path, messages] of Object.entries(from))
    for (const message of messages) addFieldError(into, path, message);
  return into;
}

/** Base of every user-facing error: a message and a stable code. */
export class DomainError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    extensions: GraphQLErrorExtensions = {},
  ) {
    super(message, { extensions: { ...extensions, code } });
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(
    readonly fields: FieldErrors,
    message = 'Validation failed',
  ) {
    super('BAD_USER_INPUT', message, { fields });
  }

  /** A validation error about one field. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message);
  }
}

export class AuthenticationError extends DomainError {
  constructor(message = 'Authentication required') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Insufficient permissions') {
    super('FORBIDDEN', message);
  }
}

export const FOREIGN_TENANT_MESSAGE = 'This credential is not valid for the store named by X-Tenant-Slug';

/**
 * A credential of one store sent with another store's `X-Tenant-Slug`. Raised before the
 * operation runs (while the request context is built), so it carries its HTTP status itself.
 */
export class ForeignTenantError extends DomainError {
  constructor() {
    super('FORBIDDEN', FOREIGN_TENANT_MESSAGE, { http: { status: 403 } });
  }
}

export class NotFoundError extends DomainError {
  /** @param resource what was looked for, e.g. "Product": the message becomes "Product not found". */
  constructor(readonly resource: string) {
    super('NOT_FOUND', `${resource} not found`, { resource });
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, field?: string) {
    super('CONFLICT', message, field ? { fields: { [field]: [message] } } : {});
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string, limitBytes: number) {
    super('PAYLOAD_TOO_LARGE', message, { limitBytes, http: { status: 413 } });
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many requests, please try again later.', {
      retryAfter: retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    });
  }
}

export class GatewayUnavailableError extends DomainError {
  constructor(message: string) {
    super('GATEWAY_UNAVAILABLE', message);
  }
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable; please try again shortly.';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/**
 * The database cannot be reached (down, restarting, failing over): nothing was done, and the same
 * request may succeed shortly. Carries its HTTP status for the errors Apollo answers itself.
 */
export class ServiceUnavailableError extends DomainError {
  constructor() {
    super('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, {
      retryAfter: UNAVAILABLE_RETRY_AFTER,
      http: { status: 503, headers: new Map([['retry-after', String(UNAVAILABLE_RETRY_AFTER)]]) },
    });
  }
}

/** What every API formatter needs of an error, whatever threw it. */
export interface NormalizedError {
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  retryAfter?: number;
  /** The original error when it was not a user-facing one (for logging only). */
  internal?: unknown;
}

export const INTERNAL_MESSAGE = 'Internal server error';

/**
 * Reduces a GraphQL execution error (or anything thrown) to the stable error model. Errors that
 * GraphQL raises about the request itself (variable coercion, validation) are the caller's; any
 * other error without a code is internal and keeps nothing of its message, except a lost database
 * connection, which is the service being unavailable.
 */
export function normalizeError(error: unknown): NormalizedError {
  let root = error;
  while (root instanceof GraphQLError && root.originalError) {
    if (isErrorCode(root.extensions?.code)) break;
    root = root.originalError;
  }
  if (root instanceof GraphQLError) {
    const code = root.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR') return { code, message: INTERNAL_MESSAGE, internal: root };
    const fields = root.extensions?.fields as FieldErrors | undefined;
    const retryAfter = root.extensions?.retryAfter as number | undefined;
    return { code: isErrorCode(code) ? code : 'BAD_USER_INPUT', message: root.message, fields, retryAfter };
  }
  if (isDatabaseUnavailable(root)) {
    return { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, retryAfter: UNAVAILABLE_RETRY_AFTER };
  }
  return { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE, internal: root };
}
