import type { ApiName } from '../graphql/errors';

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
  | { type: 'date'; description?: string; required?: boolean; as?: string };

/** The parsed parts of a REST call that become GraphQL variables. */
export interface RouteInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
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
  /** Turns the operation's `data` into the response payload; by default the only root field. */
  result?: (data: Record<string, unknown>) => unknown;
  /** Success status: 200 unless stated. */
  status?: number;
  /** Storefront envelope `message`. */
  message?: string;
  /** Requests the general rate limit does not count (gateway webhooks). */
  rateLimitExempt?: boolean;
}

/** The routes one domain contributes to one REST API. */
export interface RouteTable {
  api: ApiName;
  routes: RouteDefinition[];
}
