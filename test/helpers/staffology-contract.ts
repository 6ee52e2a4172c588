import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * The real Staffology OpenAPI 3.0.1 document (test/contract/specs, see SOURCES.staffology.md) as
 * the contract of the `/payroll` API: our answers are validated against the response schema it
 * declares for the operation and status, and request samples are built from its definitions.
 */

type Schema = { [keyword: string]: unknown };

interface SpecResponse {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}

interface SpecOperation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, SpecResponse>;
}

interface SpecDocument {
  paths: Record<string, Record<string, SpecOperation>>;
  components: { schemas: Record<string, Schema> };
}

const SPEC_FILE = join(__dirname, '..', 'contract', 'specs', 'staffology-openapi-3.0.1.json.gz');
const spec = JSON.parse(gunzipSync(readFileSync(SPEC_FILE)).toString('utf8')) as SpecDocument;

/** The payroll operations of seed 3 (by the spec's operationId): the contract tests cover each. */
export const SEED_OPERATIONS = [
  'GetJobsListJob',
  'GetJobJob',
  'GetJobErrorsByJobIdJob',
  'GetReportJobResultJob',
  'DeleteCompletedJobsJob',
  'EmployeeImportCsvImport',
  'ImportEmployeePayImport',
  'ImportLeaveImport',
  'ImportPensionMembershipsImport',
  'ImportRolesImport',
  'CreatePaymentsCsvMappingImport',
  'ListPaymentsCsvMappingsImport',
  'PaymentsCsvMappingImport',
  'PaymentsCsvMappingCsvFileImport',
  'UpdatePaymentsCsvMappingImport',
  'DeletePaymentCsvMappingImport',
] as const;

/**
 * Every documented difference between our answers and the document, in one place. Each is what
 * the real API or SPEC section 6 does where the document says nothing or says otherwise.
 */
export const DOCUMENTED_DIFFERENCES = {
  /**
   * The document declares error statuses without a body; ours carry RFC 9457 problem details
   * (`application/problem+json`, SPEC section 6). Only the status is checked against the document.
   */
  errorBodies: 'problem details on declared error statuses',
  /**
   * Error statuses SPEC section 6 requires where the document lists none, or not on every
   * operation: 400 (bad input, naming the field; not listed on the mapping reads, update and
   * template, nor on the pension and role imports), 401 (HTTP Basic credentials missing or
   * wrong), 404 (an employer, job or mapping that does not exist or is not the caller's; listed
   * on 7 of the 16 operations), 413 (an upload over the size limit), 415 (a body in a content
   * type other than the declared ones).
   */
  undeclaredStatuses: [400, 401, 404, 413, 415],
  /**
   * `GetReportJobResultJob` declares its file as `type: string, format: binary` under
   * `application/json`; the document is served in the media type the job's `outputFormat`
   * names (`text/csv` or `application/json`) with an attachment file name (SPEC section 6).
   */
  reportDocumentMediaType: 'GetReportJobResultJob',
} as const;

/** What `format` means for the formats the document uses. */
const FORMATS: Record<string, { type?: 'number' | 'string'; validate: (value: never) => boolean }> = {
  date: { type: 'string', validate: (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v) },
  'date-time': { type: 'string', validate: (v: string) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !isNaN(Date.parse(v)) },
  uuid: { type: 'string', validate: (v: string) => /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(v) },
  byte: { type: 'string', validate: (v: string) => /^[A-Za-z0-9+/]*={0,2}$/.test(v) && v.length % 4 === 0 },
  binary: { type: 'string', validate: () => true },
  email: { type: 'string', validate: (v: string) => /^[^@\s]+@[^@\s]+$/.test(v) },
  uri: { type: 'string', validate: (v: string) => /^[a-z][a-z0-9+.-]*:/i.test(v) },
  int32: { type: 'number', validate: (v: number) => Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31 },
  double: { type: 'number', validate: (v: number) => Number.isFinite(v) },
};

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const REF = '#/components/schemas/';

/** OpenAPI 3.0 schema -> JSON Schema: `nullable` becomes a type union, `$ref`s point into our bundle. */
function toJsonSchema(schema: Schema): Schema {
  if (typeof schema.$ref === 'string') {
    // OpenAPI 3.0 ignores a reference's siblings.
    return { $ref: `staffology#/definitions/${schema.$ref.slice(REF.length)}` };
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable') continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, s]) => [name, toJsonSchema(s)]),
      );
    } else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object' && value !== null) {
      out[key] = toJsonSchema(value as Schema);
    } else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') {
      out[key] = (value as Schema[]).map(toJsonSchema);
    } else out[key] = value;
  }
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format as never);
ajv.addSchema({
  $id: 'staffology',
  definitions: Object.fromEntries(Object.entries(spec.components.schemas).map(([n, s]) => [n, toJsonSchema(s)])),
});
const compiled = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema));
    compiled.set(key, validate);
  }
  return validate;
}

/** Path templates of the document as patterns; a literal segment beats a parameter (`/jobs/completed`). */
const TEMPLATES = Object.keys(spec.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

/** The document's operation for our call (`/payroll/jobs/…?…` or `/jobs/…`). */
export function specOperation(method: string, path: string): SpecOperation & { template: string } {
  const bare = path.replace(/^\/payroll/, '').split('?')[0];
  for (const { template, pattern } of TEMPLATES) {
    const operation = pattern.test(bare) ? spec.paths[template][method.toLowerCase()] : undefined;
    if (operation) return { ...operation, template };
  }
  throw new Error(`The Staffology document has no operation ${method.toUpperCase()} ${bare}`);
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * What is wrong with our answer to `method path` by the document: an undeclared status, a body
 * where none is declared, or the schema's complaints (JSON pointer and message). Empty: it holds.
 */
export function contractProblems(method: string, path: string, answer: Answer): string[] {
  const operation = specOperation(method, path);
  const where = `${operation.operationId} ${answer.status}`;
  const declared = operation.responses[String(answer.status)];
  if (!declared) {
    return (DOCUMENTED_DIFFERENCES.undeclaredStatuses as readonly number[]).includes(answer.status)
      ? []
      : [`${where}: status not declared (declared: ${Object.keys(operation.responses).join(', ')})`];
  }
  if (answer.status >= 400) return [];
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return answer.body === '' ? [] : [`${where}: the document declares no body, the answer has one`];
  if (operation.operationId === DOCUMENTED_DIFFERENCES.reportDocumentMediaType) return [];
  if (!/^application\/json\b/.test(answer.headers.get('content-type') ?? '')) {
    return [`${where}: declared application/json, answered ${answer.headers.get('content-type')}`];
  }
  const validate = validatorFor(`${operation.operationId}/${answer.status}`, schema);
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message ?? ''}`.trim());
}

/** A definition of the document, as declared (`PaymentsCsvMapping`, `Contract.LeaveImportRequest`, …). */
export function definition(name: string): Schema & { properties: Record<string, Schema> } {
  const schema = spec.components.schemas[name];
  if (!schema?.properties) throw new Error(`The Staffology document has no object definition ${name}`);
  return schema as Schema & { properties: Record<string, Schema> };
}

/** The properties a definition declares `readOnly` (sent back by clients that echo a read, never stored). */
export function readOnlyProperties(name: string): string[] {
  return Object.entries(definition(name).properties)
    .filter(([, s]) => s.readOnly === true)
    .map(([property]) => property);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of `schema`, from `given` when there is one (objects and lists of objects filled in). */
function sampleValue(schema: Schema, given: unknown): unknown {
  if (typeof schema.$ref === 'string') {
    const target = spec.components.schemas[schema.$ref.slice(REF.length)];
    if (target.properties) return sample(schema.$ref.slice(REF.length), isPlainObject(given) ? given : {});
    if (given !== undefined) return given;
    return (target.enum as unknown[])[0];
  }
  if (schema.type === 'array') {
    const items = schema.items as Schema;
    if (Array.isArray(given)) return given.map((item) => sampleValue(items, item));
    if (given !== undefined) return given;
    return [sampleValue(items, undefined)];
  }
  if (given !== undefined) return given;
  if (schema.type === 'object') return { sample: sampleValue((schema.additionalProperties as Schema) ?? {}, 1) };
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.format) {
    case 'date':
      return '2026-05-04';
    case 'date-time':
      return '2026-05-04T09:30:00Z';
    case 'uuid':
      return randomUUID();
    case 'int32':
      return 1;
    case 'double':
      return 1.5;
  }
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer') return 1;
  if (schema.type === 'number') return 1.5;
  return 'Sample'.slice(0, (schema.maxLength as number | undefined) ?? 6);
}

/**
 * An instance of definition `name` with EVERY declared property, nested ones too: `given` values
 * where the test needs meaningful ones, a value of the declared type and format for the rest. A
 * property added to the document is therefore sent by the tests at once.
 */
export function sample(name: string, given: Record<string, unknown> = {}): Record<string, unknown> {
  const { properties } = definition(name);
  for (const key of Object.keys(given)) {
    if (!(key in properties)) throw new Error(`${name} declares no property ${key}`);
  }
  return Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, sampleValue(s, given[key])]));
}

/**
 * `value` reduced to what a client may write of definition `name`: its declared properties that
 * are not read-only, nested definitions likewise. Comparing a read with what was sent this way
 * shows every property that does not round-trip.
 */
export function writable(name: string, value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const project = (schema: Schema, v: unknown): unknown => {
    if (typeof schema.$ref === 'string' && spec.components.schemas[schema.$ref.slice(REF.length)].properties) {
      return writable(schema.$ref.slice(REF.length), v);
    }
    if (schema.type === 'array' && Array.isArray(v)) return v.map((item) => project(schema.items as Schema, item));
    return v;
  };
  return Object.fromEntries(
    Object.entries(definition(name).properties)
      .filter(([, s]) => s.readOnly !== true)
      .map(([key, s]) => [key, project(s, value[key])]),
  );
}

/** Method, path template and declared parameters of each seed operation, by operationId. */
export function seedOperations(): { operationId: string; method: string; template: string; parameters: string[] }[] {
  const found = Object.entries(spec.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => (SEED_OPERATIONS as readonly string[]).includes(op.operationId))
      .map(([method, op]) => ({
        operationId: op.operationId,
        method,
        template,
        parameters: (op.parameters ?? []).map((p) => `${p.in}:${p.name}`),
      })),
  );
  if (found.length !== SEED_OPERATIONS.length) throw new Error('A seed operation is missing from the document');
  return found;
}
