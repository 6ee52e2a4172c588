import { checkResponse } from './openapi-check';

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A fetch that parses JSON bodies (or keeps text) and never throws on HTTP statuses; it throws
 * when a REST answer differs from the served OpenAPI document.
 */
export async function http<T = any>(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<JsonResponse<T>> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(url, { ...init, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  if (/json/.test(res.headers.get('content-type') ?? '') && text) parsed = JSON.parse(text);
  // Every REST answer must be the one its OpenAPI document describes.
  await checkResponse({
    method: init.method ?? 'GET',
    url,
    status: res.status,
    headers: res.headers,
    text,
    body: parsed,
  });
  return { status: res.status, headers: res.headers, body: parsed as T };
}

export interface GraphqlResult<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, any> }[];
}

/** Posts a GraphQL operation. */
export async function gql<T = any>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlResult<T>> {
  const res = await http(`${baseUrl}/graphql`, { method: 'POST', json: { query, variables }, headers });
  return { status: res.status, ...(res.body as object) };
}

/** An `Authorization: Basic` header for `username:password`. */
export function basic(username: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
}

/** How many responses had each status (`{201: 1, 422: 19}`): the outcome of parallel requests. */
export function statusCounts(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
