import { randomUUID } from 'node:crypto';
import { deny, or } from 'graphql-shield';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import {
  isAuthenticated,
  isCustomer,
  isPublic,
  isSignIn,
  isSuperAdmin,
  isTenantStaff,
} from '../../src/modules/identity/auth/auth.rules';
import { refusalsOf, type ShieldRule } from '../../src/graphql/permissions';
import { canPlaceOrder } from '../../src/modules/storefront/orders/order.rules';
import type { RouteDefinition } from '../../src/rest/types';
import type { TestApp } from '../helpers/app';
import { http } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';

/** Who each rule of the permission map lets through, stated independently of the generator. */
function expectedAccess(rule: ShieldRule | undefined): string {
  if (rule === isPublic) return 'public';
  if (rule === isSignIn) return 'sign-in';
  if (rule === canPlaceOrder) return 'guest';
  if (rule === isAuthenticated) return 'authenticated';
  if (rule === undefined || rule === deny) return 'denied';
  return 'restricted';
}

function rootFields(def: RouteDefinition): { type: 'Query' | 'Mutation'; fields: string[] } {
  const operation = parse(def.operation).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  ) as OperationDefinitionNode;
  const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
  return { type: operation.operation === 'mutation' ? 'Mutation' : 'Query', fields };
}

const ORDER = ['public', 'sign-in', 'guest', 'authenticated', 'restricted', 'denied'];

/**
 * What an operation that anyone may call may answer an anonymous caller with an empty body and
 * unknown ids: never a refusal of the caller and never a server error; a 404 only naming the
 * resource its path's id points at; 400 only naming the missing fields.
 */
function publicAnswerIsHonest(def: RouteDefinition, res: { status: number; body: unknown }): boolean {
  const text = JSON.stringify(res.body);
  if (res.status >= 200 && res.status < 300) return true;
  if (res.status === 400) return /is required/.test(text);
  if (res.status === 404) return def.path.includes('/:') && /[A-Z][a-z]+ not found/.test(text);
  // The test app runs without payment keys: the gateway's configuration route says so.
  if (res.status === 503) return def.path === '/stripe/config' && /not configured/.test(text);
  return false;
}

let t: TestApp;
let store: StoreScenario;
eachTestIn(
  (app) => storeScenario(app, 'openapi-auth'),
  (app, built) => ([t, store] = [app, built]),
  {},
  { once: true },
);

describe('OpenAPI states what each operation’s permission rule can refuse', () => {
  it('every operation of every API: security, 401 and 403 match the permission map and the API’s tenant header', async () => {
    let walked = 0;
    for (const api of t.app.apis) {
      const doc = (await http(`${t.url}${api.mount}/openapi.json`)).body;
      const scheme = api.name === 'payroll' ? 'basicAuth' : 'bearerAuth';
      expect(Object.keys(doc.components.securitySchemes)).toEqual([scheme]);
      for (const def of api.routes) {
        const operation = doc.paths[def.path.replace(/:(\w+)/g, '{$1}')][def.method];
        const { type, fields } = rootFields(def);
        // The operation is as closed as its most closed root field.
        const access = fields
          .map((field) => expectedAccess(t.app.served.rules[type]?.[field]))
          .sort((a, b) => ORDER.indexOf(b) - ORDER.indexOf(a))[0];
        const where = `${def.method.toUpperCase()} ${api.mount}${def.path}`;
        const credentials = api.requiresPrincipal || !['public', 'sign-in', 'guest'].includes(access);
        expect({ where, access: operation['x-access'] }).toEqual({ where, access });
        // Public and guest routes use a token when one is sent: Swagger UI must be able to send it.
        const optional = [{ [scheme]: [] }, {}];
        expect({ where, security: operation.security }).toEqual({
          where,
          security: credentials ? [{ [scheme]: [] }] : access === 'sign-in' ? [] : optional,
        });
        expect({ where, has401: '401' in operation.responses }).toEqual({
          where,
          has401: api.requiresPrincipal || (access !== 'public' && access !== 'denied'),
        });
        // A credential of another tenant than the API's tenant header names answers 403 on any route.
        expect({ where, has403: '403' in operation.responses }).toEqual({
          where,
          has403: ['restricted', 'denied', 'guest'].includes(access) || api.scopeHeader !== undefined,
        });
        walked += 1;
      }
    }
    expect(walked).toBe(t.app.apis.reduce((n, api) => n + api.routes.length, 0));
    expect(walked).toBeGreaterThan(0);
  });

  it('pins some operations: the catalog is public, /auth/me needs a token, creating a store needs a role', async () => {
    const doc = (await http(`${t.url}/api/openapi.json`)).body;
    expect(doc.paths['/products'].get.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(doc.paths['/products'].get['x-access']).toBe('public');
    expect(Object.keys(doc.paths['/products'].get.responses)).not.toEqual(expect.arrayContaining(['401']));
    expect(doc.paths['/auth/login'].post.security).toEqual([]);
    expect(Object.keys(doc.paths['/auth/login'].post.responses)).toContain('401');
    expect(doc.paths['/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths['/auth/me'].get.responses)).toEqual(expect.arrayContaining(['401']));
    expect(doc.paths['/orders'].post['x-access']).toBe('guest');
    expect(doc.paths['/orders'].post.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(doc.paths['/stripe/create-payment-intent'].post.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(Object.keys(doc.paths['/tenants'].post.responses)).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('the documentation tells the truth: without credentials public operations never refuse nor fail, the others answer 401', async () => {
    const checked: string[] = [];
    for (const api of t.app.apis) {
      const doc = (await http(`${t.url}${api.mount}/openapi.json`)).body;
      for (const def of api.routes) {
        const operation = doc.paths[def.path.replace(/:(\w+)/g, '{$1}')][def.method];
        if (def.rateLimitExempt) continue;
        const path = def.path.replace(/:(\w+)/g, () => randomUUID());
        const res = await http(`${t.url}${api.mount}${path}`, {
          method: def.method.toUpperCase(),
          headers: { ...store.anonymous },
          ...(def.bodyVariable ? { json: {} } : {}),
        });
        const route = `${def.method.toUpperCase()} ${api.mount}${def.path}`;
        const where = `${route} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
        if (operation['x-access'] === 'public')
          expect({ where, honest: publicAnswerIsHonest(def, res) }).toEqual({ where, honest: true });
        // Signing in (or out) documents its own 401: wrong or missing credentials, never a role.
        // A guest operation (guest checkout, paying with the order's guest token) reads its body
        // before it can tell a guest from a caller who needs a token.
        else if (operation['x-access'] === 'sign-in' || operation['x-access'] === 'guest')
          expect({ where, honest: res.status === 401 || publicAnswerIsHonest(def, res) }).toEqual({
            where,
            honest: true,
          });
        else expect({ where, status: res.status }).toEqual({ where, status: 401 });
        checked.push(where);
      }
    }
    expect(checked.length).toBeGreaterThan(10);
  });
});

describe('what a rule can refuse, read through graphql-shield’s combinators', () => {
  it('and/or keep the parts’ metadata; an undescribed rule is taken to refuse anyone', () => {
    expect(refusalsOf(isPublic)).toEqual({ credentials: false, unauthenticated: false, forbidden: false });
    expect(refusalsOf(isAuthenticated)).toEqual({ credentials: true, unauthenticated: true, forbidden: false });
    expect(refusalsOf(isSuperAdmin)).toEqual({ credentials: true, unauthenticated: true, forbidden: true });
    expect(refusalsOf(or(isCustomer, isTenantStaff))).toEqual({
      credentials: true,
      unauthenticated: true,
      forbidden: true,
    });
    expect(refusalsOf(or(isPublic, isSuperAdmin))).toEqual({
      credentials: false,
      unauthenticated: false,
      forbidden: false,
    });
    expect(refusalsOf(undefined)).toEqual({ credentials: true, unauthenticated: false, forbidden: true });
  });
});
