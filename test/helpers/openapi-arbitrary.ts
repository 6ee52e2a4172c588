import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

/**
 * Values drawn from the JSON Schemas of an OpenAPI document: ones that conform (positive) and ones
 * that break exactly one rule, named (negative). `openapi-requests.ts` builds requests from them.
 */

export type Json = { [key: string]: any };

const DOCUMENT = 'openapi:generated';

/** A generator over one document: its schemas compiled once, `$ref`s resolved against it. */
export class DocumentArbitraries {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  private readonly coercing = new Ajv2020({ strict: false, coerceTypes: true, validateSchema: false });

  constructor(readonly document: Json) {
    for (const ajv of [this.ajv, this.coercing]) {
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema({ ...document, $id: DOCUMENT });
    }
  }

  /** The schema a `$ref` names, followed until it is not one. */
  deref(schema: Json): Json {
    let current = schema;
    while (current?.$ref) {
      current = (current.$ref as string)
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((node: Json, part) => node?.[part], this.document);
    }
    return current ?? {};
  }

  private readonly compiled = new WeakMap<Json, ValidateFunction>();

  private validator(schema: Json, ajv: Ajv2020): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      // The schema's `#/...` references name parts of the document it was taken from.
      const text = JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${DOCUMENT}#/`);
      validate = ajv.compile(JSON.parse(text) as Json);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  /** Whether `value` satisfies `schema`. */
  conforms(schema: Json, value: unknown): boolean {
    return this.validator(schema, this.ajv)(value) as boolean;
  }

  /** Whether the text `value` of a parameter satisfies its schema, read as the server reads it. */
  parameterConforms(schema: Json, value: string): boolean {
    return this.validator({ type: 'object', properties: { v: schema } }, this.coercing)({ v: value }) as boolean;
  }

  /** Values conforming to `schema`. */
  value(raw: Json, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.deref(raw);
    if ('const' in schema) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
    const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (branches) return fc.oneof(...branches.map((b) => this.value(b, depth)));
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
    return fc.oneof(...types.map((type) => this.typed(schema, type, depth)));
  }

  private typed(schema: Json, type: string, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: bound(schema, 'min', -(2 ** 31)), max: bound(schema, 'max', 2 ** 31 - 1) });
      case 'number': {
        const min = bound(schema, 'min', -Number.MAX_VALUE);
        const max = bound(schema, 'max', Number.MAX_VALUE);
        const small = fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) });
        return fc.oneof(small, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
      }
      case 'string':
        return this.text(schema);
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3);
        const items = depth > 5 ? fc.constant(null) : this.value(schema.items ?? {}, depth + 1);
        return fc.array(items, { minLength: schema.minItems ?? 0, maxLength });
      }
      default:
        return this.object(schema, depth);
    }
  }

  private object(schema: Json, depth: number): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Json;
    const required = (schema.required ?? []) as string[];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) {
      if (depth <= 5 || required.includes(name)) model[name] = this.value(property, depth + 1);
    }
    return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
  }

  private text(schema: Json): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? 64;
    const fits = (s: string) => [...s].length >= minLength && [...s].length <= maxLength;
    const format = FORMATS[schema.format as string];
    if (format) return format.filter(fits);
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern as string)).filter(fits);
    const sizes = { minLength, maxLength: Math.min(maxLength, minLength + 40) };
    return fc.oneof(
      fc.string(sizes),
      fc.string({ ...sizes, unit: 'binary' }),
      fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 4096)))),
    );
  }

  /** Values breaking `raw` in exactly one place; `at` names the place. */
  violations(raw: Json, at: string, depth = 0): fc.Arbitrary<{ value: unknown; breaks: string }>[] {
    const schema = this.deref(raw);
    const out: fc.Arbitrary<{ value: unknown; breaks: string }>[] = [];
    const broken = (value: unknown, rule: string) => ({ value, breaks: `${at} ${rule}` });
    const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (branches) {
      for (const branch of branches) out.push(...this.violations(branch, at, depth));
      return out;
    }
    if ('const' in schema || schema.enum) out.push(fc.constant(broken('not-a-member', 'enum')));
    const types: string[] = schema.type === undefined ? [] : [schema.type].flat();
    const wrong = WRONG_TYPES.filter((v) => types.length > 0 && !types.includes(jsonType(v)));
    if (wrong.length > 0) out.push(fc.constantFrom(...wrong).map((v) => broken(v, 'type')));
    if (types.includes('string')) {
      if (schema.maxLength !== undefined) out.push(fc.constant(broken('x'.repeat(schema.maxLength + 1), 'maxLength')));
      if (schema.minLength > 0) out.push(fc.constant(broken('x'.repeat(schema.minLength - 1), 'minLength')));
      if (schema.format && schema.format !== 'binary' && FORMATS[schema.format])
        out.push(fc.constant(broken(`not a ${schema.format}`, 'format')));
      if (schema.pattern) out.push(fc.constantFrom('', ' ', '!~', 'A b#').map((s) => broken(s, 'pattern')));
    }
    if (types.includes('integer') || types.includes('number')) {
      if (schema.minimum !== undefined) out.push(fc.constant(broken(schema.minimum - 1, 'minimum')));
      if (schema.maximum !== undefined) out.push(fc.constant(broken(schema.maximum + 1, 'maximum')));
      if (!types.includes('number')) out.push(fc.constant(broken(bound(schema, 'min', 0) + 0.5, 'integer')));
    }
    if (depth > 4) return out;
    if (types.includes('array') && schema.items) {
      const item = this.value(schema.items, depth + 1);
      if (schema.maxItems !== undefined) {
        const count = schema.maxItems + 1;
        out.push(fc.array(item, { minLength: count, maxLength: count }).map((v) => broken(v, 'maxItems')));
      }
      for (const bad of this.violations(schema.items, `${at}/0`, depth + 1))
        out.push(bad.map((b) => ({ ...b, value: [b.value] })));
    }
    if (types.includes('object') || (types.length === 0 && schema.properties)) {
      out.push(...this.objectViolations(schema, at, depth));
    }
    return out;
  }

  private objectViolations(
    schema: Json,
    at: string,
    depth: number,
  ): fc.Arbitrary<{ value: unknown; breaks: string }>[] {
    const out: fc.Arbitrary<{ value: unknown; breaks: string }>[] = [];
    const whole = this.object(schema, depth) as fc.Arbitrary<Json>;
    for (const name of (schema.required ?? []) as string[]) {
      out.push(whole.map((o) => ({ value: without(o, name), breaks: `${at}/${name} required` })));
    }
    if (schema.additionalProperties === false) {
      out.push(whole.map((o) => ({ value: { ...o, unexpectedField: 1 }, breaks: `${at} additionalProperties` })));
    }
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Json)) {
      for (const bad of this.violations(property, `${at}/${name}`, depth + 1)) {
        out.push(fc.tuple(whole, bad).map(([o, b]) => ({ value: { ...o, [name]: b.value }, breaks: b.breaks })));
      }
    }
    return out;
  }

  /** Text values of a parameter that break its schema as the server reads it. */
  parameterViolations(schema: Json, at: string): { value: string; breaks: string }[] {
    const s = this.deref(schema);
    const candidates: [string, string][] = [];
    if (s.enum) candidates.push(['not-a-member', 'enum']);
    if (s.type === 'integer' || s.type === 'number') {
      candidates.push(['abc', 'type']);
      if (s.minimum !== undefined) candidates.push([String(s.minimum - 1), 'minimum']);
      if (s.maximum !== undefined) candidates.push([String(s.maximum + 1), 'maximum']);
      if (s.type === 'integer') candidates.push([`${bound(s, 'min', 0)}.5`, 'integer']);
    }
    if (s.type === 'boolean') candidates.push(['maybe', 'type']);
    if (s.maxLength !== undefined) candidates.push(['x'.repeat(s.maxLength + 1), 'maxLength']);
    if (s.pattern) candidates.push(['!~', 'pattern']);
    return candidates
      .filter(([value]) => !this.parameterConforms(s, value))
      .map(([value, rule]) => ({ value, breaks: `${at} ${rule}` }));
  }
}

function bound(schema: Json, side: 'min' | 'max', fallback: number): number {
  const inclusive = side === 'min' ? schema.minimum : schema.maximum;
  const exclusive = side === 'min' ? schema.exclusiveMinimum : schema.exclusiveMaximum;
  if (typeof exclusive === 'number') return side === 'min' ? exclusive + 1 : exclusive - 1;
  return typeof inclusive === 'number' ? inclusive : fallback;
}

/** A copy of `o` without its property `name`. */
export function without<T extends object>(o: T, name: string): T {
  const copy = { ...o } as Record<string, unknown>;
  delete copy[name];
  return copy as T;
}

const WRONG_TYPES: unknown[] = [{ a: 1 }, [1], 'text', 7.5, 7, true, null];

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const dates = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: dates.map((d) => d.toISOString().slice(0, 10)),
  'date-time': dates.map((d) => d.toISOString()),
  email: fc.emailAddress(),
  uri: fc.webUrl(),
  uuid: fc.uuid(),
  binary: fc.string(),
};
