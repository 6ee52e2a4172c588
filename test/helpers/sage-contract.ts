import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

/**
 * The real Sage Business Cloud Accounting v3.1 Swagger 2.0 document (test/contract/specs, see
 * SOURCES.md there) as a contract: answers are validated against the response schema each
 * operation declares, and request bodies are generated from the request definitions. Where the
 * real API differs from its own document, the difference is applied here, and only here.
 */

type Schema = { [key: string]: unknown };

interface Operation {
  operationId: string;
  responses: Record<string, { schema?: Schema }>;
}

interface Swagger {
  paths: Record<string, Record<string, unknown>>;
  definitions: Record<string, Schema>;
}

const FILE = join(__dirname, '..', 'contract', 'specs', 'sage-swagger-v3.1.json.gz');
/** sha256 of the uncompressed document, as SOURCES.md records it. */
const SHA256 = 'e91b686b865b43781bb2822e7a9aa596b350f3533ac710bf01ae73347f4d05a7';

function load(): Swagger {
  const text = gunzipSync(readFileSync(FILE));
  const digest = createHash('sha256').update(text).digest('hex');
  if (digest !== SHA256) throw new Error(`${FILE}: sha256 ${digest}, expected ${SHA256} (SOURCES.md)`);
  return JSON.parse(text.toString('utf8')) as Swagger;
}

export const sage: Swagger = load();

/**
 * Every way the real v3.1 API differs from its Swagger document, as `reference/accounting-v3.1.md`
 * records it: each is applied to the declared schemas below, by name, and nowhere else.
 */
export const SAGE_DIFFERENCES = {
  /** §1.6: lists answer `{$total, $page, $next, $back, $itemsPerPage, $items}`, not the declared bare array. */
  LIST_ENVELOPE: 'a declared array answer is the $items of the list envelope',
  /** §1.5: `number` amounts travel as JSON strings ("10.00"); the document types them `number`/`double`. */
  DECIMALS_AS_STRINGS: 'a declared number is a decimal string',
  /** §1.5: the document declares no `nullable`; the real API sends `null` for absent references and values. */
  NULL_FOR_ABSENT: 'every declared property may be null',
  /** §3.1: `GET /attachments/{key}/file` answers the file's bytes; the document lazily declares an Attachment. */
  FILE_DOWNLOAD_BYTES: 'the file download answers bytes with the stored MIME type',
  /**
   * §2.4: `detailed_tax_analysis.tax_rates_breakdown` is declared as ONE breakdown object, while a
   * document has one breakdown per tax rate (the reference marks the declared shape as unverified):
   * it is a list of that declared object.
   */
  TAX_RATES_BREAKDOWN_LIST: 'tax_rates_breakdown is a list of the declared breakdown object',
} as const;

const DECIMAL = '^-?\\d+(\\.\\d+)?$';
const SCHEMA_ID = 'sage-v3.1.json';

/** A declared schema as the real API answers it (the differences above applied). */
function real(schema: Schema): Schema {
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref.replace('#/', `${SCHEMA_ID}#/`) };
  // DECIMALS_AS_STRINGS
  if (schema.type === 'number') return { type: 'string', pattern: DECIMAL };
  const out: Schema = { ...schema };
  delete out.description;
  if (schema.items) out.items = real(schema.items as Schema);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Schema>).map(([name, property]) => [
        name,
        // NULL_FOR_ABSENT
        { anyOf: [real(property), { type: 'null' }] },
      ]),
    );
  }
  return out;
}

function realDefinitions(): Record<string, Schema> {
  const definitions = Object.fromEntries(Object.entries(sage.definitions).map(([name, d]) => [name, real(d)]));
  // TAX_RATES_BREAKDOWN_LIST
  const analysis = definitions.ArtefactDetailedTaxAnalysis.properties as Record<string, Schema>;
  analysis.tax_rates_breakdown = {
    anyOf: [
      { type: 'array', items: { $ref: `${SCHEMA_ID}#/definitions/ArtefactDetailedTaxAnalysisBreakdown` } },
      { type: 'null' },
    ],
  };
  return definitions;
}

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('double', true);
ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
ajv.addFormat('date', (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)));
ajv.addFormat(
  'date-time',
  (text: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)),
);
ajv.addSchema({ $id: SCHEMA_ID, definitions: realDefinitions() });

/** Every operation of the document by its operationId, with its method and path. */
export const operations: Map<string, Operation & { method: string; path: string }> = new Map();
for (const [path, item] of Object.entries(sage.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (op && typeof op === 'object' && 'operationId' in op) {
      const operation = op as Operation;
      operations.set(operation.operationId, { ...operation, method, path });
    }
  }
}

/** The operationIds of the document under the given path prefixes (`/attachments`, ...). */
export function operationsUnder(...prefixes: string[]): string[] {
  return [...operations.values()]
    .filter((op) => prefixes.some((prefix) => op.path === prefix || op.path.startsWith(`${prefix}/`)))
    .map((op) => op.operationId)
    .sort();
}

const compiled = new Map<string, ValidateFunction>();

function validatorFor(operationId: string, status: number): ValidateFunction {
  const key = `${operationId} ${status}`;
  const found = compiled.get(key);
  if (found) return found;
  const op = operations.get(operationId);
  if (!op) throw new Error(`${operationId} is not an operation of the Sage document`);
  const response = op.responses[String(status)];
  if (!response) throw new Error(`${operationId} declares no ${status} answer`);
  const declared = response.schema ? real(response.schema) : null;
  const schema: Schema =
    declared === null
      ? { not: {} }
      : declared.type === 'array'
        ? // LIST_ENVELOPE
          {
            type: 'object',
            required: ['$total', '$page', '$next', '$back', '$itemsPerPage', '$items'],
            additionalProperties: false,
            properties: {
              $total: { type: 'integer', minimum: 0 },
              $page: { type: 'integer', minimum: 1 },
              $next: { type: ['string', 'null'] },
              $back: { type: ['string', 'null'] },
              $itemsPerPage: { type: 'integer', minimum: 1 },
              $items: declared,
            },
          }
        : declared;
  const validate = ajv.compile(schema);
  compiled.set(key, validate);
  return validate;
}

/** Operations whose answers a test validated, for the suite's coverage check. */
export const validatedOperations = new Set<string>();

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .filter((e) => e.keyword !== 'anyOf')
    .slice(0, 20)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('\n');
}

/**
 * The problems of an answer against the schema the operation declares for its status ([] when it
 * conforms). A 204 declares no body: the answer must be empty.
 */
export function contractProblems(operationId: string, res: { status: number; body: unknown }): string[] {
  validatedOperations.add(operationId);
  const validate = validatorFor(operationId, res.status);
  const declaresBody = Boolean(operations.get(operationId)!.responses[String(res.status)].schema);
  if (!declaresBody) {
    return res.body === '' || res.body == null ? [] : [`declares no body, answered ${JSON.stringify(res.body)}`];
  }
  if (validate(res.body)) return [];
  return describeErrors(validate.errors).split('\n');
}

/** Fails with the answer's schema problems against the operation's declared response. */
export function expectSageAnswer(operationId: string, res: { status: number; body: unknown }): void {
  const problems = contractProblems(operationId, res);
  if (problems.length > 0) {
    throw new Error(`${operationId} ${res.status} does not conform to the Sage document:\n${problems.join('\n')}`);
  }
}

function definitionOf(schema: Schema | undefined): { name: string; schema: Schema } | null {
  if (!schema || typeof schema.$ref !== 'string') return null;
  const name = schema.$ref.replace('#/definitions/', '');
  return { name, schema: sage.definitions[name] };
}

/**
 * The declared properties missing from a record (dotted paths), looking into the nested shapes it
 * owns (lines, tax analyses, breakdowns) but not into nested records (objects with a `$path`), which
 * the real API shows as links. Every declared property must be present, null when nothing applies.
 */
export function missingDeclaredFields(definition: string, value: unknown, at = ''): string[] {
  const declared = sage.definitions[definition]?.properties as Record<string, Schema> | undefined;
  if (!declared) throw new Error(`${definition} is not a Sage definition`);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const missing: string[] = [];
  for (const [name, property] of Object.entries(declared)) {
    const path = at ? `${at}.${name}` : name;
    if (!(name in record)) {
      missing.push(path);
      continue;
    }
    const inner = record[name];
    const items = property.type === 'array' ? definitionOf(property.items as Schema) : null;
    const nested = items ?? definitionOf(property);
    if (!nested || inner === null) continue;
    const owned = !(nested.schema.properties as Record<string, unknown> | undefined)?.$path;
    if (!owned) continue;
    const values = Array.isArray(inner) ? inner : [inner];
    values.forEach((v, index) =>
      missing.push(...missingDeclaredFields(nested.name, v, Array.isArray(inner) ? `${path}.${index}` : path)),
    );
  }
  return missing;
}

/** A declared request property: its path from the body's root (`[]` for an array's items) and schema. */
export interface DeclaredProperty {
  path: string;
  schema: Schema;
}

/** Every leaf property a request definition declares (`purchase_credit_note.credit_note_lines[].product_id`). */
export function declaredRequestProperties(definition: string): DeclaredProperty[] {
  const out: DeclaredProperty[] = [];
  const walk = (schema: Schema, path: string) => {
    if (schema.type === 'object' && schema.properties) {
      for (const [name, property] of Object.entries(schema.properties as Record<string, Schema>)) {
        walk(property, path ? `${path}.${name}` : name);
      }
    } else if (schema.type === 'array' && (schema.items as Schema | undefined)?.properties) {
      walk({ type: 'object', properties: (schema.items as Schema).properties }, `${path}[]`);
    } else out.push({ path, schema });
  };
  walk(sage.definitions[definition], '');
  return out;
}

/**
 * A request body holding every property the definition declares: `value(path)` gives the valid
 * value of a property (undefined: an obvious one of its type). An array of objects holds one item,
 * unless `value` gives the array itself.
 */
export function everyPropertyBody(
  definition: string,
  value: (path: string, schema: Schema) => unknown,
): Record<string, unknown> {
  const build = (schema: Schema, path: string): unknown => {
    const given = value(path, schema);
    if (given !== undefined) return given;
    if (schema.type === 'object' && schema.properties) {
      return Object.fromEntries(
        Object.entries(schema.properties as Record<string, Schema>).map(([name, property]) => [
          name,
          build(property, path ? `${path}.${name}` : name),
        ]),
      );
    }
    if (schema.type === 'array' && (schema.items as Schema | undefined)?.properties) {
      return [build({ type: 'object', properties: (schema.items as Schema).properties }, `${path}[]`)];
    }
    if (schema.type === 'boolean') return true;
    if (schema.type === 'integer') return 1;
    if (schema.format === 'date') return '2026-03-01';
    return `Contract ${path.split('.').pop()}`;
  };
  return build(sage.definitions[definition], '') as Record<string, unknown>;
}

const isDecimal = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && new RegExp(DECIMAL).test(v));

/**
 * Where a sent body does not come back (dotted paths with both values): a `<name>_id` comes back as
 * the `<name>` link's id, decimals compare by value, arrays item by item.
 */
export function roundTripMismatches(sent: unknown, answer: unknown, at = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(answer) || answer.length !== sent.length) {
      return [`${at}: sent ${sent.length} items, got ${JSON.stringify(answer)?.slice(0, 200)}`];
    }
    return sent.flatMap((item, index) => roundTripMismatches(item, answer[index], `${at}.${index}`));
  }
  if (sent !== null && typeof sent === 'object') {
    const record = (answer ?? {}) as Record<string, unknown>;
    return Object.entries(sent as Record<string, unknown>).flatMap(([name, value]) => {
      const path = at ? `${at}.${name}` : name;
      const linked = name.endsWith('_id') ? record[name.slice(0, -3)] : undefined;
      if (linked !== undefined && !(name in record)) {
        const id = (linked as { id?: unknown } | null)?.id;
        return id === value ? [] : [`${path}: sent ${JSON.stringify(value)}, got link ${JSON.stringify(linked)}`];
      }
      return roundTripMismatches(value, record[name], path);
    });
  }
  if (isDecimal(sent) && isDecimal(answer) && typeof sent !== 'boolean') {
    return Number(sent) === Number(answer) ? [] : [`${at}: sent ${String(sent)}, got ${String(answer)}`];
  }
  return sent === answer ? [] : [`${at}: sent ${JSON.stringify(sent)}, got ${JSON.stringify(answer)}`];
}
