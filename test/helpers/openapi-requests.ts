import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { without, type DocumentArbitraries, type Json } from './openapi-arbitrary';

/**
 * Requests generated from an OpenAPI document alone: every operation's parameters and request
 * body drawn from their own JSON Schemas, either conforming to them (positive) or with exactly one
 * value broken (negative, named by `breaks`). What the document cannot say (which ids exist)
 * comes from `Seeds`.
 */

export type Mode = 'positive' | 'negative';

export interface Operation {
  method: string;
  template: string;
  operation: Json;
}

export interface GeneratedRequest {
  mode: Mode;
  method: string;
  /** The path below the mount, parameters filled in and encoded. */
  path: string;
  headers: Record<string, string>;
  contentType?: string;
  /** JSON bodies as values, multipart bodies as their fields (the file as text). */
  body?: unknown;
  /** The one rule a negative request breaks, e.g. `body/contact/name maxLength`. */
  breaks?: string;
}

/** What the document cannot know: seeded values of path parameters and named headers, by name. */
export interface Seeds {
  /** `template name` (`/products/{id} id`) or a header's lower-case name to the seeded value. */
  values: Record<string, string>;
}

/** The document's operations, in its order. */
export function operationsOf(document: Json): Operation[] {
  return Object.entries(document.paths as Json).flatMap(([template, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({ method, template, operation: operation as Json })),
  );
}

interface Parts {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  contentType?: string;
  body?: unknown;
}

type Breaker = fc.Arbitrary<(parts: Parts) => Parts & { breaks: string }>;

/** Header text HTTP can carry: printable ASCII, no surrounding space. */
const headerText = fc.stringMatching(/^[!-~]{1,40}$/);

/** What the parts of a generated path may not be: empty, or a dot segment the URL would remove. */
const pathSafe = (s: string) => s !== '' && s !== '.' && s !== '..';

/**
 * The operation's requests: `positive` conform to every schema it states; `negative` break one
 * rule (null when the document states none that a request can break).
 */
export function requestsFor(
  gen: DocumentArbitraries,
  op: Operation,
  seeds: Seeds,
): { positive: fc.Arbitrary<GeneratedRequest>; negative: fc.Arbitrary<GeneratedRequest> | null } {
  const parameters = ((op.operation.parameters ?? []) as Json[]).map((p) => gen.deref(p));
  const pathParts: Record<string, fc.Arbitrary<string>> = {};
  const queryParts: Record<string, fc.Arbitrary<string>> = {};
  const headerParts: Record<string, fc.Arbitrary<string | undefined>> = {};
  const breakers: Breaker[] = [];
  for (const p of parameters) {
    const seeded = seeds.values[p.in === 'path' ? `${op.template} ${p.name}` : String(p.name).toLowerCase()];
    const generated = gen.value(p.schema ?? {}).map((v) => String(v));
    if (p.in === 'path') {
      const own = generated.filter(pathSafe);
      pathParts[p.name] = seeded ? fc.oneof({ weight: 4, arbitrary: fc.constant(seeded) }, own) : own;
    } else if (p.in === 'query') {
      queryParts[p.name] = generated;
    } else if (p.in === 'header') {
      // A retry key is one per request, as a client makes it: generated values (even UUIDs, biased
      // towards small ones) repeat, and a repeat with another request is refused.
      const own = p.schema?.enum
        ? generated
        : p.name === 'Idempotency-Key'
          ? fc.constant(null).map(() => randomUUID())
          : headerText;
      headerParts[p.name] = seeded
        ? fc.oneof({ weight: 4, arbitrary: fc.constant(seeded) }, own, ...(p.required ? [] : [fc.constant(undefined)]))
        : p.required
          ? own
          : fc.option(own, { nil: undefined });
      if (p.required) {
        breakers.push(
          fc.constant((parts) => ({
            ...parts,
            headers: without(parts.headers, p.name),
            breaks: `header ${p.name} required`,
          })),
        );
      }
    }
    const at = `${p.in} ${p.name}`;
    for (const bad of p.in === 'header' ? [] : gen.parameterViolations(p.schema ?? {}, at)) {
      const key = p.in === 'path' ? 'pathValues' : 'query';
      breakers.push(
        fc.constant((parts) => ({ ...parts, [key]: { ...parts[key], [p.name]: bad.value }, breaks: bad.breaks })),
      );
    }
  }
  const required = parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name as string);
  const content = (op.operation.requestBody?.content ?? {}) as Json;
  const mediaTypes = Object.keys(content);
  const bodyRequired = Boolean(op.operation.requestBody?.required);
  const bodies = mediaTypes.map((type) => {
    const schema = content[type].schema ?? {};
    return gen
      .value(schema)
      .filter((v) => gen.conforms(schema, v))
      .map((v) => ({ contentType: sendable(type), body: v }));
  });
  const body: fc.Arbitrary<{ contentType?: string; body?: unknown }> =
    bodies.length === 0 ? fc.constant({}) : fc.oneof(...bodies);
  const positiveBody = bodyRequired || mediaTypes.length === 0 ? body : fc.oneof(body, fc.constant({}));
  const parts: fc.Arbitrary<Parts> = fc
    .record({
      pathValues: fc.record(pathParts),
      query: fc.record(queryParts, { requiredKeys: required }),
      headers: fc.record(headerParts),
      body: positiveBody,
    })
    .map(({ body: b, headers, ...rest }) => ({ ...rest, ...b, headers: defined(headers) }));
  for (const type of mediaTypes) {
    const schema = content[type].schema ?? {};
    const bad = gen.violations(schema, 'body');
    if (bad.length > 0) {
      // A violation the schema happens to allow elsewhere (one of several types) is drawn again.
      const violating = fc.oneof(...bad).filter((b) => !gen.conforms(schema, b.value));
      breakers.push(
        violating.map((b) => (parts: Parts) => ({
          ...parts,
          contentType: sendable(type),
          body: b.value,
          breaks: b.breaks,
        })),
      );
    }
  }
  if (bodyRequired) {
    breakers.push(
      fc.constant(
        (parts) =>
          ({ ...without(parts, 'body'), contentType: undefined, breaks: 'body required' }) as Parts & {
            breaks: string;
          },
      ),
    );
  }
  const finish =
    (mode: Mode) =>
    (p: Parts & { breaks?: string }): GeneratedRequest => ({
      mode,
      method: op.method.toUpperCase(),
      path: pathOf(op.template, p.pathValues, p.query),
      headers: p.headers,
      contentType: p.contentType,
      body: p.body,
      breaks: p.breaks,
    });
  return {
    positive: parts.map(finish('positive')),
    negative:
      breakers.length === 0
        ? null
        : fc.tuple(parts, fc.oneof(...breakers)).map(([p, breaker]) => finish('negative')(breaker(p))),
  };
}

function defined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined));
}

/** A declared media type a request can carry (`application/*+json` as one of its members). */
function sendable(type: string): string {
  return type.replace('*', 'vnd.generated');
}

function pathOf(template: string, values: Record<string, string>, query: Record<string, string>): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
