import type { TestApp } from '../helpers/app';
import { checkResponse, type CheckedResponse } from '../helpers/openapi-check';
import { basic } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';

/**
 * The response headers a client acts on (`Location`, `X-Total-Count`, `Retry-After`, the rate
 * limit's, `Allow`) are in the served documents where the server sends them, and the suite's
 * response check holds every answer to that: a documented header missing, or one of these sent
 * where the document does not say so, fails the test that met it.
 */

let t: TestApp;
let store: StoreScenario;
type Json = Record<string, any>;
const docs: Record<string, Json> = {};

eachTestIn(
  (app) => storeScenario(app, 'header-store'),
  (app, built) => ([t, store] = [app, built]),
  {},
  { once: true },
);
// The served documents, read once (the app is there from the first test on).
beforeEach(async () => {
  if (Object.keys(docs).length > 0) return;
  for (const mount of ['/api', '/accounting/v3.1', '/payroll']) {
    docs[mount] = (await (await fetch(`${t.url}${mount}/openapi.json`)).json()) as Json;
  }
});

/** A call made without the suite's check, so that the test can hand altered copies to it. */
async function raw(method: string, path: string, init: RequestInit = {}): Promise<CheckedResponse> {
  const url = `${t.url}${path}`;
  const res = await fetch(url, { ...init, method });
  const text = await res.text();
  return { method, url, status: res.status, headers: res.headers, text, body: text };
}

/** The same answer with `change` applied to a copy of its headers. */
function altered(res: CheckedResponse, change: (headers: Headers) => void): CheckedResponse {
  const headers = new Headers(res.headers);
  change(headers);
  return { ...res, headers };
}

const payrollAuth = () => basic(store.admin.email, store.admin.password);

describe('response headers in the documents', () => {
  it('a paged payroll list documents X-Total-Count, a payroll create its Location, as always sent', () => {
    const paths = docs['/payroll'].paths as Json;
    expect(paths['/employers/{employerId}/employees'].get.responses['200'].headers['X-Total-Count']).toMatchObject({
      required: true,
      schema: { type: 'integer', minimum: 0 },
    });
    expect(paths['/employers'].post.responses['201'].headers.Location).toMatchObject({
      required: true,
      schema: { format: 'uri' },
    });
    // A single record's answer has neither.
    expect(paths['/employers/{id}'].get.responses['200'].headers).toBeUndefined();
  });

  it('429 documents Retry-After as always sent, 503 as sent when the database is away', () => {
    const documented = { 429: 0, 503: 0 };
    for (const doc of Object.values(docs)) {
      for (const [path, item] of Object.entries(doc.paths as Json)) {
        for (const [method, operation] of Object.entries(item as Json)) {
          const responses = (operation as Json).responses as Json;
          const where = `${method.toUpperCase()} ${path}`;
          if (responses['429']) {
            documented[429] += 1;
            expect({ where, retryAfter: responses['429'].headers?.['Retry-After']?.required }).toEqual({
              where,
              retryAfter: true,
            });
          }
          if (responses['503']) {
            documented[503] += 1;
            expect({ where, retryAfter: responses['503'].headers?.['Retry-After']?.required }).toEqual({
              where,
              retryAfter: false,
            });
          }
        }
      }
    }
    // Both statuses are documented somewhere: the checks above ran.
    expect(documented[429]).toBeGreaterThan(0);
    expect(documented[503]).toBeGreaterThan(0);
  });

  it('the storefront documents the rate limit headers on every answer of a counted route, none on the webhook', () => {
    const paths = docs['/api'].paths as Json;
    const names = ['RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
    for (const status of Object.keys(paths['/products'].get.responses as Json)) {
      expect(Object.keys(paths['/products'].get.responses[status].headers ?? {})).toEqual(
        expect.arrayContaining(names),
      );
    }
    for (const answer of Object.values(paths['/stripe/webhook'].post.responses as Json)) {
      expect(Object.keys((answer as Json).headers ?? {})).not.toContain('RateLimit-Limit');
    }
    // Accounting and payroll are not counted by the general limit.
    expect(docs['/payroll'].paths['/employers'].get.responses['200'].headers).toBeUndefined();
  });

  it('every document has the 405 answer, with Allow always sent', () => {
    for (const doc of Object.values(docs)) {
      expect(doc.components.responses.MethodNotAllowed.headers.Allow).toMatchObject({ required: true });
    }
  });
});

describe('the response check holds answers to their documented headers', () => {
  it('a created employer: Location passes; without it, the check names the missing header', async () => {
    const res = await raw('POST', '/payroll/employers', {
      headers: { ...payrollAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Header Ltd' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^http:\/\/[^/]+\/payroll\/employers\/[\w-]+$/);
    await expect(checkResponse(res)).resolves.toBeUndefined();
    await expect(checkResponse(altered(res, (h) => h.delete('location')))).rejects.toThrow(
      'header Location is documented as always sent, but is missing',
    );
  });

  it('a paged list: X-Total-Count passes; missing or not a number fails', async () => {
    const created = await raw('POST', '/payroll/employers', {
      headers: { ...payrollAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Count Ltd' }),
    });
    const id = JSON.parse(created.text).id as string;
    const res = await raw('GET', `/payroll/employers/${id}/employees`, { headers: payrollAuth() });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('0');
    await expect(checkResponse(res)).resolves.toBeUndefined();
    await expect(checkResponse(altered(res, (h) => h.delete('x-total-count')))).rejects.toThrow(
      'header X-Total-Count is documented as always sent, but is missing',
    );
    await expect(checkResponse(altered(res, (h) => h.set('x-total-count', 'many')))).rejects.toThrow(
      'header X-Total-Count: "many" is not a number',
    );
  });

  it('an answer carrying a watched header its document does not state fails', async () => {
    const res = await raw('GET', '/payroll/employers', { headers: payrollAuth() });
    expect(res.status).toBe(200);
    await expect(checkResponse(res)).resolves.toBeUndefined();
    await expect(checkResponse(altered(res, (h) => h.set('location', '/payroll/employers/x')))).rejects.toThrow(
      'header location: "/payroll/employers/x" was sent, but is not documented for this answer',
    );
    await expect(checkResponse(altered(res, (h) => h.set('retry-after', '5')))).rejects.toThrow(
      'header retry-after: "5" was sent, but is not documented for this answer',
    );
  });

  it('a storefront answer carries the rate limit headers; one of them missing fails', async () => {
    const res = await raw('GET', '/api/products', { headers: store.anonymous });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBe(t.env.rateLimitMax.toString());
    await expect(checkResponse(res)).resolves.toBeUndefined();
    await expect(checkResponse(altered(res, (h) => h.delete('ratelimit-remaining')))).rejects.toThrow(
      'header RateLimit-Remaining is documented as always sent, but is missing',
    );
  });

  it('405 with Allow passes; Allow missing or naming other methods fails', async () => {
    const res = await raw('DELETE', '/payroll/employers', { headers: payrollAuth() });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    await expect(checkResponse(res)).resolves.toBeUndefined();
    await expect(checkResponse(altered(res, (h) => h.delete('allow')))).rejects.toThrow(
      'header Allow is documented as always sent, but is missing',
    );
    await expect(checkResponse(altered(res, (h) => h.set('allow', 'GET, HEAD, POST, PUT')))).rejects.toThrow(
      'Allow: GET, HEAD, POST, PUT differs from the documented methods',
    );
  });
});
