import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, Kind, type OperationDefinitionNode } from 'graphql';
import type { TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { analyseRaises, RAISES_FILE, renderRaises } from '../../src/rest/openapi-raises-analysis';
import { ROOT_FIELD_RAISES } from '../../src/rest/openapi-raises';
import { httpStatusFor } from '../../src/graphql/errors';

/**
 * 404, 406 and 409 are documented only where they can be answered: where the operation's root
 * fields (their resolvers, what those call, their permission rules) or the route's own functions
 * can raise NOT_FOUND, NOT_ACCEPTABLE or CONFLICT. What can be raised is read from the source
 * (src/rest/openapi-raises-analysis.ts) into a committed table; the suite's response check fails
 * any answer whose status is not documented, so the table cannot leave out a status that is sent.
 */

type Json = Record<string, any>;

describe('the analysis of what root fields can raise', () => {
  let dir: string;
  beforeAll(() => {
    // A small project: a resolver calling a service, a rule map, an interface with two implementations.
    dir = mkdtempSync(path.join(tmpdir(), 'raises-'));
    mkdirSync(path.join(dir, 'src'));
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, experimentalDecorators: true, target: 'ES2022', module: 'commonjs' },
        include: ['src'],
      }),
      'src/errors.ts': `export class DomainError extends Error { constructor(readonly code: string, m: string) { super(m); } }
        export class NotFoundError extends DomainError { constructor(w: string) { super('NOT_FOUND', w); } }
        export class ConflictError extends DomainError { constructor(w: string) { super('CONFLICT', w); } }`,
      'src/decorators.ts': `export const Query = (..._a: unknown[]) => (..._b: unknown[]) => undefined;
        export const Mutation = Query;`,
      'src/gateway.ts': `import { ConflictError } from './errors';
        export interface Gateway { pay(): void }
        export class Real implements Gateway { pay() { throw new ConflictError('paid'); } }`,
      'src/thing.service.ts': `import { NotFoundError } from './errors';
        import type { Gateway } from './gateway';
        function lookup(id: string) { if (!id) throw new NotFoundError('Thing'); return id; }
        export function read(id: string) { return lookup(id); }
        export function pay(g: Gateway) { g.pay(); }
        export function plain() { return 1; }`,
      'src/thing.resolver.ts': `import { Query, Mutation } from './decorators';
        import * as things from './thing.service';
        import type { Gateway } from './gateway';
        export class ThingResolver {
          @Query() thing(id: string) { return things.read(id); }
          @Mutation({ name: 'payThing' }) pay(g: Gateway) { return things.pay(g); }
          @Query() plain() { return things.plain(); }
        }`,
      'src/thing.rules.ts': `import { DomainError } from './errors';
        const picky = () => { throw new DomainError('NOT_ACCEPTABLE', 'no'); };
        export const rules = { Query: { plain: picky, thing: picky } };`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows calls through services, interfaces to their implementations, and rule maps', () => {
    expect(analyseRaises(dir)).toEqual({
      'Mutation.payThing': ['CONFLICT'],
      'Query.plain': ['NOT_ACCEPTABLE'],
      'Query.thing': ['NOT_FOUND', 'NOT_ACCEPTABLE'],
    });
  });

  it('src/rest/openapi-raises.ts is the analysis of the current source (npm run openapi:raises)', () => {
    const rendered = renderRaises();
    expect(readFileSync(RAISES_FILE, 'utf8')).toBe(rendered);
  }, 300_000);
});

describe('404, 406 and 409 in the documents', () => {
  let t: TestApp;
  const docs: Record<string, Json> = {};
  testsOnApp((app) => (t = app));
  beforeAll(async () => {
    for (const api of t.app.apis) {
      docs[api.name] = (await (await fetch(`${t.url}${api.mount}/openapi.json`)).json()) as Json;
    }
  });

  it('every route’s operation is in the analysis, and lists these statuses exactly where it or the route raises them', () => {
    const problems: string[] = [];
    let routes = 0;
    for (const api of t.app.apis) {
      for (const def of api.routes) {
        const operation = parse(def.operation).definitions.find(
          (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
        )!;
        const root = operation.operation === 'mutation' ? 'Mutation' : 'Query';
        const raised = new Set<string>(def.raises ?? []);
        // Every write may meet its own Idempotency-Key still in use by its first request.
        if (def.method !== 'get') raised.add('CONFLICT');
        for (const selection of operation.selectionSet.selections) {
          if (selection.kind !== Kind.FIELD) continue;
          const codes = ROOT_FIELD_RAISES[`${root}.${selection.name.value}`];
          if (!codes) problems.push(`${root}.${selection.name.value} is not in the analysis`);
          for (const code of codes ?? []) raised.add(code);
        }
        const path = def.path.replace(/:(\w+)/g, '{$1}');
        const documented = Object.keys(docs[api.name].paths[path][def.method].responses as Json);
        for (const code of ['NOT_FOUND', 'NOT_ACCEPTABLE', 'CONFLICT'] as const) {
          const status = String(httpStatusFor(code, api.name));
          if (raised.has(code) !== documented.includes(status)) {
            problems.push(
              `${def.method.toUpperCase()} ${api.mount}${def.path}: ${status} ${documented.includes(status) ? 'documented but never raised' : 'raised but not documented'}`,
            );
          }
        }
        routes++;
      }
    }
    expect(problems).toEqual([]);
    // Every documented operation was looked at.
    const operations = Object.values(docs).flatMap((doc) =>
      Object.values(doc.paths as Json).flatMap((item) => Object.keys(item as Json)),
    );
    expect(routes).toBe(operations.length);
  });

  it('routes that cannot meet a record, a conflict or content negotiation list none of them', () => {
    const responses = (api: string, p: string, method: string) =>
      Object.keys(docs[api].paths[p][method].responses as Json);
    // Creating an employer checks nothing against other records (its 409 is a retry key's).
    expect(responses('payroll', '/employers', 'post')).not.toEqual(expect.arrayContaining(['404']));
    expect(responses('payroll', '/jobs', 'get')).not.toContain('409');
    // The gateway's public configuration names no record and changes nothing.
    expect(responses('storefront', '/stripe/config', 'get')).not.toContain('404');
    // Only the attachment download negotiates its content type.
    expect(responses('accounting', '/attachments/{key}/file', 'get')).toContain('406');
    expect(responses('payroll', '/jobs/{jobId}/document', 'get')).not.toContain('406');
    // A product's slug or SKU may be taken.
    expect(responses('storefront', '/products', 'post')).toContain('409');
  });
});
