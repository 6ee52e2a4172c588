import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryStore } from 'express-rate-limit';
import { Arg, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { allow } from 'graphql-shield';
import { createContextFactory } from '../../src/server/request-context';
import { isAuthenticated, isSuperAdmin } from '../../src/modules/identity/auth/auth.rules';
import type { AppModule } from '../../src/modules/module';
import { API_NAMES } from '../../src/rest/apis';
import { compileRoutes, type RestApi } from '../../src/rest/compile';
import { createRestRouter } from '../../src/rest/engine';
import { Operations } from '../../src/graphql/compiled';
import type { RouteDefinition } from '../../src/rest/types';
import { generalRateLimit, RATE_LIMIT_MESSAGE } from '../../src/server/rate-limit';
import type { ApiName } from '../../src/graphql/errors';
import { startTestApp, type TestApp } from '../helpers/app';
import { storefrontRest } from '../helpers/rest';
import { withProbe } from '../helpers/probe-module';
import { basic, http, type JsonResponse } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';

@InputType()
class NoteInput {
  @Field()
  text!: string;
}

@Resolver()
class ProbeResolver {
  @Query(() => String)
  probeSignedIn(): string {
    return 'signed in';
  }

  @Query(() => String)
  probeRootOnly(): string {
    return 'root';
  }

  @Mutation(() => String)
  probeNote(@Arg('input') input: NoteInput): string {
    return input.text;
  }
}

const probeModule: AppModule = {
  name: 'test/probes',
  resolvers: [ProbeResolver],
  rules: {
    Query: { probeSignedIn: isAuthenticated, probeRootOnly: isSuperAdmin },
    Mutation: { probeNote: allow },
  },
};

const probeRoutes: RouteDefinition[] = [
  { method: 'get', path: '/probe/signed-in', summary: 'Signed in', operation: 'query P1 { probeSignedIn }' },
  { method: 'get', path: '/probe/root', summary: 'Root only', operation: 'query P2 { probeRootOnly }' },
  {
    method: 'post',
    path: '/probe/notes',
    summary: 'Echo',
    operation: 'mutation P3($input: NoteInput!) { probeNote(input: $input) }',
    bodyVariable: 'input',
  },
];

/**
 * Whether a body is in the API's own error format, and nothing else: the storefront envelope
 * whose `errors` (if any) maps fields to message arrays, accounting's array of diagnoses, or
 * payroll's problem details. A GraphQL error object (`message`, `extensions`, `locations`)
 * anywhere in it fails the check.
 */
function expectApiError(api: ApiName, res: JsonResponse, status: number): void {
  expect(res.status).toBe(status);
  expect(JSON.stringify(res.body)).not.toMatch(/"extensions"|"locations"|"message"\s*:/);
  if (api === 'storefront') {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(
      res.body.errors ? ['error', 'errors', 'success'] : ['error', 'success'],
    );
    expect(res.body.success).toBe(false);
    expect(typeof res.body.error).toBe('string');
    if (res.body.errors) {
      expect(Array.isArray(res.body.errors)).toBe(false);
      for (const messages of Object.values(res.body.errors)) {
        expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string')).toBe(true);
      }
    }
  } else if (api === 'accounting') {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    for (const diagnosis of res.body) {
      expect(Object.keys(diagnosis).sort()).toEqual(['$dataCode', '$message', '$severity', '$source']);
      expect(diagnosis.$severity).toBe('error');
    }
  } else {
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
    expect(res.body.type).toMatch(/^https:\/\//);
    const extra = Object.keys(res.body).filter(
      (k) => !['type', 'title', 'status', 'detail', 'code', 'errors'].includes(k),
    );
    expect(extra).toEqual([]);
  }
}

let t: TestApp;
let store: StoreScenario;
const mounts: Record<ApiName, string> = { storefront: '/api', accounting: '/accounting/v3.1', payroll: '/payroll' };

eachTestIn(
  (app) => storeScenario(app, 'error-paths'),
  (app, built) => ([t, store] = [app, built]),
  { ...withProbe(probeModule, probeRoutes), env: { BODY_LIMIT_BYTES: '1024' } },
  { once: true },
);

/**
 * Who calls the public probe routes: anyone, except on payroll, where every route needs HTTP
 * Basic credentials before its input is read.
 */
function probeCaller(api: ApiName): Record<string, string> {
  return api === 'payroll' ? staffCredentials(api) : {};
}

/** Credentials of a signed-in staff member, as each API takes them. */
function staffCredentials(api: ApiName): Record<string, string> {
  return api === 'payroll' ? basic(store.staff.email, store.staff.password) : store.staff.headers;
}

// The probe routes are this file's own (no API document has them), and their requests are
// malformed, oversized or unknown on purpose: the calls are untyped.
describe.each(API_NAMES)('%s: every REST error path answers in the API format', (api) => {
  const url = (path: string) => `${t.url}${mounts[api]}${path}`;

  it('400 (accounting: 422, as all its validation) on a body that is not JSON', async () => {
    const res = await http(url('/probe/notes'), {
      method: 'POST',
      body: '{"text":',
      headers: { 'content-type': 'application/json' },
    });
    expectApiError(api, res, api === 'accounting' ? 422 : 400);
  });

  it('400/422 on a body naming bad fields', async () => {
    const res = await http(url('/probe/notes'), {
      method: 'POST',
      json: { text: 5, other: true },
      headers: probeCaller(api),
    });
    expectApiError(api, res, api === 'accounting' ? 422 : 400);
  });

  it('404 on a route the API does not have', async () => {
    expectApiError(api, await http(url('/no/such/route')), 404);
  });

  it('405 with Allow on a known path called with a method it does not have', async () => {
    const res = await http(url('/probe/signed-in'), { method: 'DELETE' });
    expectApiError(api, res, 405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('413 on a body over the limit', async () => {
    const res = await http(url('/probe/notes'), { method: 'POST', json: { text: 'x'.repeat(2000) } });
    expectApiError(api, res, 413);
  });

  it('415 on a body of another media type', async () => {
    const res = await http(url('/probe/notes'), {
      method: 'POST',
      body: 'text=x',
      headers: { ...probeCaller(api), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectApiError(api, res, 415);
  });

  it('401 without credentials and with bad ones', async () => {
    const none = await http(url('/probe/signed-in'));
    expectApiError(api, none, 401);
    const bad = await http(url('/probe/signed-in'), {
      headers: api === 'payroll' ? basic(store.staff.email, 'wrong-password') : { authorization: 'Bearer nonsense' },
    });
    expectApiError(api, bad, 401);
    if (api === 'payroll') expect(bad.headers.get('www-authenticate')).toBe('Basic realm="payroll"');
  });

  it('403 when the rule refuses a signed-in caller', async () => {
    const allowed = await http(url('/probe/signed-in'), { headers: staffCredentials(api) });
    expect(allowed.status).toBe(200);
    expectApiError(api, await http(url('/probe/root'), { headers: staffCredentials(api) }), 403);
  });
});

describe('429 from the general rate limit', () => {
  it('storefront (the real server): the envelope only, errors never a list of GraphQL errors', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      expect((await storefrontRest(limited).get('/stripe/config')).status).not.toBe(429);
      const res = await storefrontRest(limited).get('/stripe/config');
      expectApiError('storefront', res, 429);
      expect(res.body).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // The same budget refused on /graphql keeps GraphQL's error list for GraphQL clients.
      const graphql = await http(`${limited.url}/graphql`, { method: 'POST', json: { query: '{ __typename }' } });
      expect(graphql.status).toBe(429);
      expect(graphql.body).toMatchObject({
        success: false,
        error: RATE_LIMIT_MESSAGE,
        errors: [{ message: RATE_LIMIT_MESSAGE, extensions: { code: 'RATE_LIMITED' } }],
      });
    } finally {
      await limited.close();
    }
  });

  describe.each(API_NAMES)('%s router behind a limiter', (api) => {
    let server: Server | undefined;
    let base: string;
    // Once, before the first test (the app is handed over before each test, not before the block).
    beforeEach(async () => {
      if (server) return;
      const definition = t.app.apis.find((a) => a.name === api) as RestApi;
      const app = express();
      app.use(
        definition.mount,
        createRestRouter(definition, compileRoutes(t.app.served.schema, definition), {
          schema: t.app.served.schema,
          createContext: createContextFactory(t.app.services, t.orm.em),
          logger: t.app.services.logger,
          bodyLimitBytes: 1024,
          uploadLimits: { employeeImport: 1024 },
          rateLimit: generalRateLimit({ store: new MemoryStore(), max: 1, windowMs: 60_000 }),
          operations: new Operations(t.app.served.schema),
        }),
      );
      const listening = createServer(app);
      await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', () => resolve()));
      server = listening;
      base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}${definition.mount}`;
    });
    afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it('answers 429 in the API format with Retry-After', async () => {
      const call = () =>
        http(`${base}/probe/notes`, { method: 'POST', json: { text: 'a' }, headers: probeCaller(api) });
      const first = await call();
      expect(first.status).toBe(200);
      const res = await call();
      expectApiError(api, res, 429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
