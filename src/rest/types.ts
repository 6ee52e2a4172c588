import type { RequestContext } from '../graphql/context';
import type { ApiName, ErrorCode } from '../graphql/errors';

/** A JSON object: a JSON Schema (the OpenAPI 3.1 dialect) or another OpenAPI object. */
export type JsonObject = { [keyword: string]: unknown };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How one query-string or path parameter is read, validated and documented. */
export type ParamSpec =
  | { type: 'string'; description?: string; required?: boolean; maxLength?: number; as?: string }
  | {
      type: 'integer';
      description?: string;
      required?: boolean;
      min?: number;
      max?: number;
      default?: number;
      as?: string;
    }
  | { type: 'number'; description?: string; required?: boolean; min?: number; max?: number; as?: string }
  | { type: 'boolean'; description?: string; required?: boolean; default?: boolean; as?: string }
  | { type: 'enum'; values: readonly string[]; description?: string; required?: boolean; default?: string; as?: string }
  | {
      type: 'date';
      description?: string;
      required?: boolean;
      as?: string;
      /** An upper bound: a date alone (`YYYY-MM-DD`) means through the end of that day (UTC). */
      endOfDay?: boolean;
    };

/**
 * A header a route sets on its success answer. The engine sets it from `value` and the documents
 * state it (always sent) from the same entry, so the two cannot part.
 */
export interface ResponseHeader {
  description: string;
  /** JSON Schema of the value; a string unless stated. */
  schema?: JsonObject;
  /** The value from the result, the call's input and its context (links start at `ctx.publicUrl`). */
  value: (data: Record<string, unknown>, input: RouteInput, ctx: RequestContext) => string;
}

/**
 * The answer shapes an API's formatter makes (`src/rest/formatters/`), which a route declares as
 * data: the accounting list envelope (`$total`, ..., `$items` narrowed by `attributes`) and the
 * accounting record (`$path`; with `nestedRecords`, each `<name>_record` answered as `<name>`,
 * narrowed by `nested_attributes`).
 */
export type AnswerShape = { shape: 'accounting-list' } | { shape: 'accounting-record'; nestedRecords?: boolean };

/** The parsed parts of a REST call that become GraphQL variables. */
export interface RouteInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The parsed JSON body; the body text for `rawBody` routes. */
  body: unknown;
  /** Request headers (lower-case names), for the routes that pass one on (webhook signatures). */
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One documented REST path, executed as a GraphQL operation on the served schema. Path params
 * and query params are validated by their specs (400 naming the parameter) before execution.
 */
export interface RouteDefinition {
  method: HttpMethod;
  /** Express-style path relative to the API's mount, e.g. `/products/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** The GraphQL document, parsed and validated once at start-up. */
  operation: string;
  params?: Record<string, ParamSpec>;
  query?: Record<string, ParamSpec>;
  /** The GraphQL variable the JSON body is passed as (its type documents the body). */
  bodyVariable?: string;
  /** Builds the variables; by default params, query and the body variable merged. */
  variables?: (input: RouteInput) => Record<string, unknown>;
  /**
   * Turns the operation's `data` into the response payload; by default the only root field. The
   * call's input is passed too (a projection the query string asks for).
   */
  result?: (data: Record<string, unknown>, input: RouteInput) => unknown;
  /**
   * What `result` answers, as JSON Schema, from the schema of the root field's value: the
   * documents state it beside the code that shapes it (without it the payload is undescribed).
   */
  resultSchema?: (payload: JsonObject) => JsonObject;
  /** Without `result`: answers only this property of the root field's value (a page's `items`). */
  resultProperty?: string;
  /** Without `result`: answers the root field's value under this name, alone in an object (a delete's `{ id }`). */
  resultWrapper?: string;
  /**
   * Without `result`: answers one of its API formatter's named shapes, made from the root field's
   * value (and the call's query); the documents state the shape's schema from the same declaration.
   */
  answer?: AnswerShape;
  /** The body's schema from the schema of `bodyVariable`, when `variables` reads it differently (wrapped). */
  bodySchema?: (variable: JsonObject) => JsonObject;
  /** Request headers the route reads (`variables` gets them from `input.headers`), for the documents. */
  requestHeaders?: Record<string, { description: string; required?: boolean }>;
  /**
   * A multipart upload: the file part `field` is streamed into the GraphQL `Upload` variable
   * `variable` (no other body is read). Anything but `multipart/form-data` answers 415. The file
   * is capped by `UPLOAD_MAX_BYTES` (413 beyond) unless `limit` names a cap of its own.
   */
  upload?: { field: string; variable: string; limit?: keyof UploadLimits };
  /**
   * The JSON body carries a file or an import (a base64 attachment, pay items): it is read under
   * `HTTP_UPLOAD_TIMEOUT_MS` rather than `HTTP_REQUEST_TIMEOUT_MS`, as multipart uploads are.
   */
  longBody?: boolean;
  /** Headers of the success answer computed from the result (`X-Total-Count`, `Location`), by name. */
  headers?: Record<string, ResponseHeader>;
  /** Writes a non-JSON body (a file download) instead of the formatter's success. */
  respond?: (data: Record<string, unknown>) => { contentType: string; fileName?: string; body: Buffer | string };
  /** The content types `respond` can answer (`*\/*`: the stored file's own); octet-stream unless stated. */
  respondTypes?: string[];
  /** Answers no body (the operation's result is dropped), as the payroll mapping create does. */
  emptyBody?: boolean;
  /**
   * Errors the route's own functions raise (`variables`, `authorize`), beyond what its operation
   * can raise (read from the source, see openapi-raises.ts) and what its shape implies.
   */
  raises?: ErrorCode[];
  /** Success status: 200 unless stated. */
  status?: number;
  /** Storefront envelope `message`. */
  message?: string;
  /**
   * Checks the caller before any input is read (its permission rule runs again when the operation
   * executes), so that a caller who may not use the route learns nothing of its input rules.
   */
  authorize?: (ctx: RequestContext) => Promise<void>;
  /** Requests the general rate limit does not count (gateway webhooks). */
  rateLimitExempt?: boolean;
  /**
   * The body is read as text, byte for byte, whatever its content type (signed webhooks, whose
   * signature covers the exact bytes); `variables` passes it on.
   */
  rawBody?: boolean;
}

/** Upload caps of their own, by name, for the routes whose files are larger than most (bytes). */
export interface UploadLimits {
  /** The employee CSV import (`EMPLOYEE_IMPORT_MAX_BYTES`). */
  employeeImport: number;
}

/** The routes one domain contributes to one REST API. */
export interface RouteTable {
  api: ApiName;
  routes: RouteDefinition[];
}
