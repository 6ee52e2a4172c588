import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { RouteDefinition } from '../../src/rest/types';
import { databaseChecksum } from '../helpers/db';
import { http } from '../helpers/http';
import {
  edgeDates,
  expectHarmless,
  expectUnharmed,
  BOOT_GUARD_MS,
  HANG_GUARD_MS,
  notations,
  NUL,
  runs,
  startFuzzTarget,
  stopFuzzTarget,
  type FuzzTarget,
} from './fuzz-support';
import {
  edgeQueryValue,
  fieldPaths,
  hostileCsv,
  hostileFor,
  hostilePathSegment,
  hostileRaw,
  hostileText,
  knownIds,
  plausible,
  setAt,
  typeAt,
} from './fuzz-values';

/**
 * Walks every route of every REST API the app mounts and every input field of every GraphQL
 * mutation, sending ill-typed, oversized, NUL- and lone-surrogate-bearing values per field, and
 * numbers in every notation and dates at and past the edges, as a visitor, each kind of store
 * member, the super administrator and a payroll user. No answer may be a 5xx or show a stack, SQL
 * or a hash; refused values change nothing, and the log shows no internal failure.
 */

const NAME = 'hostile-input fuzz (REST routes, mutations)';
let target: FuzzTarget;
let t: FuzzTarget['t'];
let callers: FuzzTarget['callers'];

beforeAll(async () => {
  target = await startFuzzTarget(NAME);
  ({ t, callers } = target);
  knownIds.productId = target.productId;
  knownIds.shippingAddressId = knownIds.billingAddressId = target.addressId;
}, BOOT_GUARD_MS);
afterAll(() => stopFuzzTarget(target, NAME));

/** Every REST route of every API, with what the fuzz reads of it. */
function restCases(): { api: string; mount: string; route: RouteDefinition }[] {
  return t.app.apis.flatMap((api) => api.routes.map((route) => ({ api: api.name, mount: api.mount, route })));
}

/** A route's body input type, a plausible body of it and the paths of its fields. */
function bodyOf(route: RouteDefinition): {
  bodyInput?: GraphQLInputType;
  baseline: Record<string, unknown>;
  bodyFields: string[][];
} {
  const operation = parse(route.operation).definitions.find(
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
  return {
    bodyInput,
    baseline: bodyInput ? (plausible(bodyInput, route.bodyVariable!) as Record<string, unknown>) : {},
    bodyFields: bodyInput ? fieldPaths(bodyInput, []) : [],
  };
}

/** A route's path with each parameter a fresh id. */
const withIds = (route: RouteDefinition) => route.path.replace(/:\w+/g, () => randomUUID());

describe('hostile input fuzz', () => {
  it('covers every REST route of every API and every mutation', () => {
    expect(restCases().length).toBeGreaterThan(0);
    expect(Object.keys(t.app.served.schema.getMutationType()?.getFields() ?? {}).length).toBeGreaterThan(0);
  });

  it(
    'answers every REST route’s hostile path, query and body values with a 4xx and writes nothing',
    async () => {
      const before = await databaseChecksum(t.orm);
      for (const { mount, route } of restCases()) {
        const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
        const queryNames = Object.keys(route.query ?? {});
        const { bodyInput, baseline, bodyFields } = bodyOf(route);

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
        const numRuns = Math.min(32, 3 * (pathParams.length + queryNames.length + bodyFields.length + 1));

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
                    ? target.payrollEmployerId
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
              target,
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
          runs(numRuns),
        );
      }
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );

  it(
    'reads numbers in every notation and dates at the edges in every body field and query parameter without a 5xx; a refusal writes nothing',
    async () => {
      // These values may be valid (1e2 is a price of 100): an accepted one may write, a refused one
      // may not, so the database is compared around each write request that is refused.
      let current = await databaseChecksum(t.orm);
      for (const { mount, route } of restCases()) {
        if (route.upload || route.rawBody) continue;
        const queryNames = Object.keys(route.query ?? {});
        const { bodyInput, baseline, bodyFields } = bodyOf(route);
        const leaves = bodyFields.filter((path) => {
          const named = getNamedType(typeAt(bodyInput!, path));
          return isScalarType(named) && ['Int', 'Float', 'Decimal', 'String', 'DateTimeISO'].includes(named.name);
        });
        type Case = { kind: 'query'; name: string; value: string } | { kind: 'body'; path: string[]; value: unknown };
        const cases: fc.Arbitrary<Case>[] = [];
        if (queryNames.length > 0) {
          cases.push(
            fc
              .tuple(fc.constantFrom(...queryNames), edgeQueryValue)
              .map(([name, value]) => ({ kind: 'query' as const, name, value })),
          );
        }
        if (leaves.length > 0) {
          cases.push(
            fc.constantFrom(...leaves).chain((path) => {
              const named = getNamedType(typeAt(bodyInput!, path));
              const values: fc.Arbitrary<unknown> = ['Int', 'Float', 'Decimal'].includes(named.name)
                ? notations
                : edgeDates;
              return values.map((value) => ({ kind: 'body' as const, path, value }));
            }),
          );
        }
        if (cases.length === 0) continue;
        await fc.assert(
          fc.asyncProperty(fc.oneof(...cases), fc.constantFrom(...Object.keys(callers)), async (c, caller) => {
            const query = c.kind === 'query' ? `?${c.name}=${encodeURIComponent(c.value)}` : '';
            const body = route.bodyVariable
              ? JSON.stringify(c.kind === 'body' ? setAt(baseline, c.path, c.value) : baseline)
              : undefined;
            const res = await http(`${t.url}${mount}${withIds(route)}${query}`, {
              method: route.method.toUpperCase(),
              headers: { ...callers[caller], ...(body ? { 'content-type': 'application/json' } : {}) },
              body,
            });
            const what = `${route.method.toUpperCase()} ${mount}${route.path} (${caller}, ${JSON.stringify(c)})`;
            expectHarmless(target, res, what);
            if (route.method === 'get') return;
            const after = await databaseChecksum(t.orm);
            if (res.status >= 400 && after !== current) throw new Error(`${what} answered ${res.status} but wrote`);
            current = after;
          }),
          runs(Math.min(12, 2 * (queryNames.length + leaves.length))),
        );
      }
      // Accepted values may have written: only the log and the process are checked here.
      await expectUnharmed(target, current);
    },
    HANG_GUARD_MS,
  );

  it(
    'answers every mutation’s hostile argument and input field values with an error and writes nothing',
    async () => {
      const before = await databaseChecksum(t.orm);
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
              expectHarmless(target, res, `mutation ${field.name} ${path.join('.')} (${caller})`);
              expect(res.body.errors?.length).toBeGreaterThan(0);
            },
          ),
          runs(Math.min(32, 3 * paths.length)),
        );
      }
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );
});
