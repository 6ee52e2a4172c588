import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { demandsCaller } from '../../src/graphql/permissions';
import type { RouteDefinition } from '../../src/rest/types';
import type { TestApp } from '../helpers/app';
import { databaseChecksum } from '../helpers/db';
import { http } from '../helpers/http';
import { storefrontRest } from '../helpers/rest';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';

/**
 * HTTP conventions every REST API keeps, checked over the route tables themselves, so that a new
 * route is covered without a new test: a known path called with a method it does not have answers
 * 405 with `Allow`, and a route for callers only answers 401 before it reads any input.
 */

let t: TestApp;
let store: StoreScenario;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ID = '00000000-0000-4000-8000-000000000000';

eachTestIn(
  (app) => storeScenario(app, 'conventions'),
  (app, built) => ([t, store] = [app, built]),
  {},
  { once: true },
);

const concrete = (path: string) => path.replace(/:\w+/g, ID);
const matches = (pattern: string, url: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(url);

describe('405 Method Not Allowed, with Allow, on all three REST APIs', () => {
  it('every path of every route table, called with each method it lacks, names the methods it has', async () => {
    let checked = 0;
    for (const api of t.app.apis) {
      const paths = [...new Set(api.routes.map((r) => r.path))];
      for (const path of paths) {
        const url = concrete(path);
        // Each method the path lacks, from the route table: no document has these calls (untyped).
        // Every route whose pattern this URL matches contributes its method (and HEAD with GET).
        const allowed = new Set(api.routes.filter((r) => matches(r.path, url)).map((r) => r.method.toUpperCase()));
        const expected = METHODS.filter((m) => allowed.has(m));
        if (allowed.has('GET')) expected.splice(1, 0, 'HEAD');
        for (const method of METHODS.filter((m) => !allowed.has(m))) {
          const res = await http(`${t.url}${api.mount}${url}`, { method, headers: store.admin.headers });
          expect({
            call: `${method} ${api.mount}${path}`,
            status: res.status,
            allow: res.headers.get('allow'),
          }).toEqual({
            call: `${method} ${api.mount}${path}`,
            status: 405,
            allow: expected.join(', '),
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('an unknown path is still a 404, and a method the path has is not a 405', async () => {
    // A path no document has: untyped on purpose.
    const unknown = await http(`${t.url}/api/no-such-thing`, { method: 'PATCH' });
    expect(unknown.status).toBe(404);
    const known = await storefrontRest(t).get('/products', { headers: store.anonymous });
    expect(known.status).toBe(200);
  });
});

/** The rules of the root fields a route's operation calls. */
function demandsCallerOf(route: RouteDefinition): boolean {
  const operation = parse(route.operation).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const rules = t.app.served.rules[operation.operation === 'query' ? 'Query' : 'Mutation'] ?? {};
  return operation.selectionSet.selections.some((s) => s.kind === Kind.FIELD && demandsCaller(rules[s.name.value]));
}

describe('a route for callers only checks the caller before its input', () => {
  it('POST /api/cart without a token answers 401, not the body’s field rules', async () => {
    // A body without the fields the document requires, on purpose: untyped.
    const res = await http(`${t.url}/api/cart`, { method: 'POST', headers: store.anonymous, json: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'No token provided' });
  });

  it('every route whose rule demands a caller answers 401 to an anonymous call with bad input, and writes nothing', async () => {
    const before = await databaseChecksum(t.orm);
    let checked = 0;
    for (const api of t.app.apis) {
      for (const route of api.routes.filter(demandsCallerOf)) {
        const query = Object.keys(route.query ?? {})
          .map((name) => `${name}=%%bad`)
          .join('&');
        const url = `${t.url}${api.mount}${route.path.replace(/:\w+/g, 'not-an-id')}${query ? `?${query}` : ''}`;
        // Bad path, query and body text for every route of the table: untyped on purpose.
        const res = await http(url, {
          method: route.method.toUpperCase(),
          headers: { ...store.anonymous, 'content-type': 'application/json' },
          ...(route.method === 'get' || route.method === 'delete' ? {} : { body: '{"unknownField": [1e400]}' }),
        });
        expect({ call: `${route.method.toUpperCase()} ${api.mount}${route.path}`, status: res.status }).toEqual({
          call: `${route.method.toUpperCase()} ${api.mount}${route.path}`,
          status: 401,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(await databaseChecksum(t.orm)).toBe(before);
  });
});
