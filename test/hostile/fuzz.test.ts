import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { RouteDefinition } from '../../src/rest/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseChecksum } from '../helpers/db';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { basic, http, type JsonResponse } from '../helpers/http';
import { storeScenario, superAdmin, type StoreScenario } from '../helpers/scenarios';

/**
 * Walks every route of every REST API the app mounts and every input field of every GraphQL
 * mutation, sending ill-typed, oversized and NUL-bearing values per field as a visitor, a store
 * administrator and the super administrator. No answer may be a 5xx or show a stack, SQL or a
 * hash, and no table may change.
 */

let t: TestApp;
let stripe: FakeStripe;
let store: StoreScenario;
let callers: Record<string, Record<string, string>>;
let requests = 0;
let payrollEmployerId: string;

beforeAll(async () => {
  // A configured gateway (a local fake), so that the payment routes reach their input checks.
  stripe = await startFakeStripe();
  t = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_API_BASE: stripe.url,
    },
  });
  await t.clean();
  store = await storeScenario(t);
  const root = await superAdmin(t);
  callers = {
    anonymous: store.anonymous,
    customer: store.customer.headers,
    storeStaff: store.staff.headers,
    storeAdmin: store.admin.headers,
    superAdmin: root.headers,
    payrollUser: basic(store.staff.email, store.staff.password),
  };
  // An employer of the payroll user, so that hostile files reach the synchronous CSV imports.
  const employer = await http(`${t.url}/payroll/employers`, {
    method: 'POST',
    headers: callers.payrollUser,
    json: { name: 'Fuzz Employer Ltd' },
  });
  if (employer.status !== 201) throw new Error(`employer fixture: ${employer.status}`);
  payrollEmployerId = String(employer.headers.get('location')).split('/').pop()!;
});
afterAll(async () => {
  console.log(`hostile-input fuzz: ${requests} requests`);
  await t.close();
  await stripe.close();
});

const NUL = '\u0000';
const OVERSIZED = 'x'.repeat(70_000);

const nulText = fc.string({ maxLength: 12 }).map((s) => `${s}${NUL}${s}`);
const junkObject = fc.constantFrom<unknown>({}, { $gt: '' }, [{}], [[1]]);

/** Values a field of `type` must refuse: other JSON types, NUL characters, sizes beyond any column. */
function hostileFor(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  const nul = fc.oneof(nulText, fc.constant(`${OVERSIZED}${NUL}`));
  if (isInputObjectType(named)) return fc.oneof(nul, fc.constantFrom<unknown>('text', 12, true, [1, 2]));
  const common = fc.oneof(nul, junkObject);
  if (isEnumType(named)) return fc.oneof(common, fc.constantFrom<unknown>('NOT_A_VALUE', 1, true, OVERSIZED));
  switch (named.name) {
    case 'String':
      return fc.oneof(common, fc.constantFrom<unknown>(12345, -1e308, true, OVERSIZED));
    case 'ID':
      return fc.oneof(common, fc.constantFrom<unknown>(1.5, true, OVERSIZED));
    case 'Int':
      return fc.oneof(common, fc.constantFrom<unknown>('abc', 1.5, 2 ** 40, -(2 ** 40), true, '1'));
    case 'Float':
      return fc.oneof(common, fc.constantFrom<unknown>('abc', '1e400', true, 'NaN'));
    case 'Boolean':
      return fc.oneof(common, fc.constantFrom<unknown>('true', 1, 0, 'yes'));
    case 'DateTimeISO':
      return fc.oneof(common, fc.constantFrom<unknown>('not a date', 1e20, true, '2026-13-45'));
    default:
      return common;
  }
}

/** The input type at `path` below a root argument or body type. */
function typeAt(root: GraphQLInputType, path: string[]): GraphQLInputType {
  let type = root;
  for (const key of path) {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) break;
    type = named.getFields()[key].type;
  }
  return type;
}

/** Raw query-string or path text: NUL, repeated and bracketed keys, broken escapes, oversized. */
const hostileText = (name: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      `${name}=%00`,
      `${name}=a%00b`,
      `${name}=1&${name}=2`,
      `${name}[a]=1`,
      `${name}[]=x`,
      `${name}=%E0%A4%A`,
      `${name}=%`,
      `${name}=${'9'.repeat(400)}`,
      `${name}=1e400`,
      `${name}=-1`,
      `${name}=${'y'.repeat(6000)}`,
    ),
    fc.string({ maxLength: 8 }).map((s) => `${name}=${encodeURIComponent(s)}%00`),
  );

/** CSV files a synchronous import must refuse (or answer) without a server error. */
const hostileCsv: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'Payroll Code,Reference\nE1,a\u0000b\n',
    'Payroll Code,Job Title,Is Primary,Start Date\nE1,"unclosed,true,2026-01-01\n',
    `Payroll Code,Job Title\n${'E'.repeat(70_000)},x\n`,
    'Payroll Code,Start Date\nE1,2026-02-30\nE2,31/12/1985\n',
    '\uFEFF\uFEFF,,,\n,,,\n',
  ),
  fc.string({ maxLength: 40 }).map((s) => `Payroll Code,Reference\n${s}\u0000,${s}\n`),
);

/** Raw bodies and signatures for signed webhooks: none of them may be accepted or crash. */
const hostileRaw: fc.Arbitrary<{ value: string; signature: string }> = fc.record({
  value: fc.constantFrom('', '{', '[]', `{"id":"evt_${NUL}"}`, 'x'.repeat(70_000), '{"__proto__":{}}'),
  // (HTTP clients cannot send NUL in a header, so none is tried.)
  signature: fc.constantFrom('', 't=1,v1=00', 't=,v1=', 'v1='.repeat(2000), 't=9999999999,v1=abc'),
});

const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%E0%A4%A', '%', '%25%00', 'z'.repeat(3000), '..%2F..%2Fetc', '-1', '1e400'),
  fc.string({ maxLength: 8 }).map((s) => `${encodeURIComponent(s)}%00`),
);

/** A plausible value of an input type, for the fields a request keeps valid around the hostile one. */
function plausible(type: GraphQLInputType, name: string, depth = 0): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [plausible(inner.ofType, name, depth + 1)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    if (depth > 3) return {};
    const object: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type)) object[field.name] = plausible(field.type, field.name, depth + 1);
    }
    return object;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'ID':
        return randomUUID();
      case 'DateTime':
        return '2026-01-01T00:00:00.000Z';
      default:
        if (/email/i.test(name)) return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
        if (/password/i.test(name)) return 'fuzz-password-1';
        if (/slug/i.test(name)) return `fuzz-${randomUUID().slice(0, 8)}`;
        return 'Fuzz value';
    }
  }
  return null;
}

/** The input fields of a named input type, as paths below `prefix`, one nesting level deep. */
function fieldPaths(type: GraphQLInputType, prefix: string[]): string[][] {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return [prefix];
  const paths: string[][] = prefix.length > 0 ? [prefix] : [];
  for (const field of Object.values(named.getFields())) {
    const path = [...prefix, field.name];
    const child = getNamedType(field.type);
    if (isInputObjectType(child) && prefix.length < 2) paths.push(...fieldPaths(field.type, path));
    else paths.push(path);
  }
  return paths;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null || Array.isArray(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

const FORBIDDEN_IN_BODY = [
  /\bat [\w.<>]+ \(/, // a stack frame
  /node_modules|\/src\//,
  /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|values|set|where)\b/i,
  /\$argon2/,
  /password_?hash/i,
  /\bsql\b/i,
];

function expectHarmless(res: JsonResponse, what: string): void {
  requests++;
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  for (const pattern of FORBIDDEN_IN_BODY) {
    if (pattern.test(text)) throw new Error(`${what} answered ${res.status} showing ${pattern}: ${text.slice(0, 400)}`);
  }
}

function restCases(): { api: string; mount: string; route: RouteDefinition }[] {
  return t.app.apis.flatMap((api) => api.routes.map((route) => ({ api: api.name, mount: api.mount, route })));
}

describe('hostile input fuzz', () => {
  let before: string;
  beforeAll(async () => {
    before = await databaseChecksum(t.orm);
  });

  it('covers every REST route of every API and every mutation', () => {
    expect(restCases().length).toBeGreaterThan(0);
    expect(Object.keys(t.app.served.schema.getMutationType()?.getFields() ?? {}).length).toBeGreaterThan(0);
  });

  it('answers every REST route’s hostile path, query and body values with a 4xx and writes nothing', async () => {
    for (const { mount, route } of restCases()) {
      const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const queryNames = Object.keys(route.query ?? {});
      const document = parse(route.operation);
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const bodyType = route.bodyVariable
        ? operation.variableDefinitions?.find((v) => v.variable.name.value === route.bodyVariable)?.type
        : undefined;
      const bodyInput = bodyType
        ? (t.app.served.schema.getType(
            (function named(node): string {
              return node.kind === Kind.NAMED_TYPE ? node.name.value : named(node.type);
            })(bodyType),
          ) as GraphQLInputType | undefined)
        : undefined;
      const baseline = bodyInput ? (plausible(bodyInput, route.bodyVariable!) as Record<string, unknown>) : {};
      const bodyFields = bodyInput ? fieldPaths(bodyInput, []) : [];

      type Case =
        | { kind: 'path'; name: string; value: string }
        | { kind: 'query'; text: string }
        | { kind: 'body'; path: string[]; value: unknown }
        | { kind: 'rawBody'; value: string }
        | { kind: 'upload'; csv: string }
        | { kind: 'signed'; value: string; signature: string };
      const cases: fc.Arbitrary<Case>[] = [];
      if (route.upload) cases.push(hostileCsv.map((csv) => ({ kind: 'upload' as const, csv })));
      if (route.rawBody) cases.push(hostileRaw.map((raw) => ({ kind: 'signed' as const, ...raw })));
      for (const name of pathParams) {
        cases.push(hostilePathSegment.map((value) => ({ kind: 'path' as const, name, value })));
      }
      for (const name of queryNames) cases.push(hostileText(name).map((text) => ({ kind: 'query' as const, text })));
      if (bodyFields.length > 0) {
        cases.push(
          fc
            .constantFrom(...bodyFields)
            .chain((path) =>
              hostileFor(typeAt(bodyInput!, path)).map((value) => ({ kind: 'body' as const, path, value })),
            ),
        );
      }
      if (route.bodyVariable) {
        cases.push(
          fc
            .constantFrom('[]', 'null', '"text"', '{"a":', `{"x":"${NUL}"}`, '1e400', '{"__proto__":{"x":1}}')
            .map((value) => ({ kind: 'rawBody' as const, value })),
        );
      }
      if (cases.length === 0) continue;
      const runs = Math.min(120, 12 * (pathParams.length + queryNames.length + bodyFields.length + 1));

      await fc.assert(
        fc.asyncProperty(fc.oneof(...cases), fc.constantFrom(...Object.keys(callers)), async (c, caller) => {
          // Synchronous uploads get the payroll user's real employer, so that the file is read;
          // accepted-for-later ones (202) would queue a job by design, so they keep a random id.
          const realEmployer = c.kind === 'upload' && caller === 'payrollUser' && route.status !== 202;
          let path = route.path;
          for (const name of pathParams) {
            const value =
              c.kind === 'path' && c.name === name
                ? c.value
                : name === 'employerId' && realEmployer
                  ? payrollEmployerId
                  : randomUUID();
            path = path.replace(`:${name}`, value);
          }
          const url = `${t.url}${mount}${path}${c.kind === 'query' ? `?${c.text}` : ''}`;
          const headers: Record<string, string> = { ...callers[caller] };
          let body: string | FormData | undefined;
          if (route.upload) {
            const form = new FormData();
            form.append(route.upload.field, new Blob([c.kind === 'upload' ? c.csv : 'a,b\n']), 'fuzz.csv');
            body = form;
          } else if (route.rawBody) {
            headers['content-type'] = 'application/json';
            if (c.kind === 'signed') headers['stripe-signature'] = c.signature;
            body = c.kind === 'signed' ? c.value : '{}';
          } else if (route.bodyVariable) {
            headers['content-type'] = 'application/json';
            body =
              c.kind === 'body'
                ? JSON.stringify(setAt(baseline, c.path, c.value))
                : c.kind === 'rawBody'
                  ? c.value
                  : JSON.stringify(baseline);
          }
          const res = await http(url, { method: route.method.toUpperCase(), headers, body });
          expectHarmless(
            res,
            `${route.method.toUpperCase()} ${mount}${route.path} (${caller}, ${JSON.stringify(c).slice(0, 200)})`,
          );
          // Bodies always hold a refused value; path and query text only when it bears NUL or a broken escape.
          const refused =
            c.kind === 'body' ||
            c.kind === 'rawBody' ||
            c.kind === 'signed' ||
            (c.kind === 'path' && /%00|%A4%A$|^%$/.test(c.value)) ||
            (c.kind === 'query' && /%00/.test(c.text)) ||
            (c.kind === 'upload' && c.csv.includes(NUL));
          if (refused) expect(res.status).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: runs },
      );
    }
    expect(await databaseChecksum(t.orm)).toBe(before);
  }, 120_000);

  it('answers every mutation’s hostile argument and input field values with an error and writes nothing', async () => {
    const schema = t.app.served.schema;
    for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
      if (field.args.length === 0) continue;
      const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passes = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const returns = getNamedType(field.type);
      const selection = isScalarType(returns) || isEnumType(returns) ? '' : '{ __typename }';
      const query = `mutation Fuzz(${declarations}) { ${field.name}(${passes}) ${selection} }`;
      const baseline: Record<string, unknown> = {};
      for (const arg of field.args) if (isNonNullType(arg.type)) baseline[arg.name] = plausible(arg.type, arg.name);
      const paths = field.args.flatMap((arg) => fieldPaths(arg.type, [arg.name]));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths).chain((path) => {
            const arg = field.args.find((a) => a.name === path[0])!;
            return hostileFor(typeAt(arg.type, path.slice(1))).map((value) => [path, value] as const);
          }),
          fc.constantFrom(...Object.keys(callers)),
          async ([path, value], caller) => {
            const variables = setAt(baseline, path, value);
            const res = await http(`${t.url}/graphql`, {
              method: 'POST',
              headers: callers[caller],
              json: { query, variables },
            });
            expectHarmless(res, `mutation ${field.name} ${path.join('.')} (${caller})`);
            expect(res.body.errors?.length).toBeGreaterThan(0);
          },
        ),
        { numRuns: Math.min(120, 12 * paths.length) },
      );
    }
    expect(await databaseChecksum(t.orm)).toBe(before);
  }, 120_000);
});
