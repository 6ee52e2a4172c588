import { http, type JsonResponse } from './http';

/**
 * The three REST APIs of a test app, one wrapper for all: a method a verb, JSON bodies, every
 * answer checked against the API's served OpenAPI document (see `http`).
 */

type Headers = Record<string, string>;

/** Where the APIs are mounted. */
export const STOREFRONT_MOUNT = '/api';
export const ACCOUNTING_MOUNT = '/accounting/v3.1';
export const PAYROLL_MOUNT = '/payroll';

export interface RestApi {
  /** Any request (multipart or raw bodies, other methods) below the mount. */
  request<T = any>(method: string, path: string, init?: RequestInit & { json?: unknown }): Promise<JsonResponse<T>>;
  get(path: string, headers?: Headers): Promise<JsonResponse>;
  post(path: string, json: unknown, headers?: Headers): Promise<JsonResponse>;
  put(path: string, json: unknown, headers?: Headers): Promise<JsonResponse>;
  patch(path: string, json: unknown, headers?: Headers): Promise<JsonResponse>;
  del(path: string, headers?: Headers): Promise<JsonResponse>;
}

/** The REST API mounted at `mount` of the app at `target.url`. */
export function restApi(target: { url: string }, mount: string): RestApi {
  const request = <T = any>(method: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
    http<T>(`${target.url}${mount}${path}`, { ...init, method });
  const send = (method: string, path: string, headers: Headers, json?: unknown) =>
    request(method, path, { headers, ...(json === undefined ? {} : { json }) });
  return {
    request,
    get: (path, headers = {}) => send('GET', path, headers),
    post: (path, json, headers = {}) => send('POST', path, headers, json),
    put: (path, json, headers = {}) => send('PUT', path, headers, json),
    patch: (path, json, headers = {}) => send('PATCH', path, headers, json),
    del: (path, headers = {}) => send('DELETE', path, headers),
  };
}

/** The storefront REST API (identity, catalog, cart, orders, payments). */
export const storefront = (target: { url: string }): RestApi => restApi(target, STOREFRONT_MOUNT);

/** The accounting REST API. */
export const accounting = (target: { url: string }): RestApi => restApi(target, ACCOUNTING_MOUNT);

/** The payroll REST API (credentials go in each call's headers). */
export const payrollApi = (target: { url: string }): RestApi => restApi(target, PAYROLL_MOUNT);
