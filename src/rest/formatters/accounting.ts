import type { ErrorCode } from '../../graphql/errors';
import { namedFields, snakeCase } from '../../shared/text';
import { objectOf, optionalProperties, propertyOf, renameProperties } from '../openapi-shapes';
import type { AnswerShape, JsonObject } from '../types';
import type { AnswerShapes, ApiFormatter } from './formatter';

const ACCOUNTING_DATA_CODES: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'BadRequest',
  BAD_USER_INPUT: 'RecordInvalid',
  UNAUTHENTICATED: 'AuthorizationFailure',
  FORBIDDEN: 'AuthorizationFailure',
  NOT_FOUND: 'RecordNotFound',
  METHOD_NOT_ALLOWED: 'MethodNotAllowed',
  CONFLICT: 'RecordInvalid',
  UNPROCESSABLE: 'RecordInvalid',
  NOT_ACCEPTABLE: 'NotAcceptable',
  PAYLOAD_TOO_LARGE: 'RequestEntityTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'UnsupportedMediaType',
  RATE_LIMITED: 'TooManyRequests',
  GATEWAY_UNAVAILABLE: 'ServiceUnavailable',
  SERVICE_UNAVAILABLE: 'ServiceUnavailable',
  INTERNAL_SERVER_ERROR: 'InternalServerError',
};

// The real v3.1 API's answers: GraphQL's snake_case fields with `path` as `$path`, lists in the
// `$`-envelope narrowed by `attributes`, nested records narrowed by `nested_attributes` (the
// fields answered only when asked for are left out by the operation itself). Route tables declare
// which shape they answer (`answer`); each shape's schema is made here beside it, from the same
// declaration.

/** The REST names of GraphQL keys: `path` is `$path` on the wire. */
function wireKey(key: string): string {
  return key === 'path' ? '$path' : key === 'file_path' ? '$file_path' : key;
}

/**
 * A `path` or `file_path` key in JSON text. JSON.stringify escapes every quote inside a string,
 * so a quote right after `{` or `,` opens a key: no value can match.
 */
const PATH_KEY = /([{,])"(path|file_path)":/g;

/**
 * An answer as the wire's JSON text: every `path` key, at any depth, written `$path` (and
 * `file_path` `$file_path`). Renamed in the text as it is written, the answer is not copied: a page
 * of 20 credit notes with all attributes holds some 800 objects, and copying them took a tenth
 * of the page's CPU.
 */
export function wireText(payload: unknown): string {
  return JSON.stringify(payload).replace(PATH_KEY, '$1"$$$2":');
}

/** The schema of an answer on the wire (`wireText`), from the schema of the GraphQL result. */
function toWireSchema(schema: JsonObject): JsonObject {
  return renameProperties(schema, wireKey);
}

const BASE = new Set(['id', 'displayed_as', 'path']);

/** The item fields `attributes` asks for besides the base trio: `all`, or a comma list of snake or camel names. */
function wanted(attributes: unknown): ((field: string) => boolean) | 'all' {
  const names = namedFields(attributes);
  if (names === 'all') return 'all';
  return (field) => BASE.has(field) || names.has(field);
}

interface GraphqlList {
  total: number;
  page: number;
  next: string | null;
  back: string | null;
  items_per_page: number;
  items: Record<string, unknown>[];
}

/** `given`'s fields that `keep` keeps, in their order. */
function kept(given: Record<string, unknown>, keep: (field: string) => boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(given)) if (keep(key)) fields[key] = given[key];
  return fields;
}

/** A GraphQL list as the real API's envelope, items narrowed to the base trio plus `attributes`. */
export function wireList(list: GraphqlList, attributes: unknown): Record<string, unknown> {
  const keep = wanted(attributes);
  return {
    $total: list.total,
    $page: list.page,
    $next: list.next,
    $back: list.back,
    $itemsPerPage: list.items_per_page,
    $items: keep === 'all' ? list.items : list.items.map((item) => kept(item, keep)),
  };
}

/** What `wireList` answers, from the schema of the GraphQL list: items keep the base trio for sure. */
function wireListSchema(list: JsonObject): JsonObject {
  const items = propertyOf(list, 'items');
  const item = toWireSchema((items.items as JsonObject | undefined) ?? {});
  return objectOf({
    $total: propertyOf(list, 'total'),
    $page: propertyOf(list, 'page'),
    $next: propertyOf(list, 'next'),
    $back: propertyOf(list, 'back'),
    $itemsPerPage: propertyOf(list, 'items_per_page'),
    $items: { ...items, items: optionalProperties(item, (key) => BASE.has(key === '$path' ? 'path' : key)) },
  });
}

/** A link's fields, as GraphQL names them. */
const LINK_FIELDS = ['id', 'displayed_as', 'path'];

const RECORD = /^(.+)_record$/;

/**
 * A record on the wire with its nested records narrowed to their link trio plus what
 * `nested_attributes` names (`all`: whole). A `<name>_record` (the whole record) stands in for the
 * `<name>` link.
 */
function withNested(value: unknown, nested: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => withNested(item, nested, depth));
  if (value === null || typeof value !== 'object') return value;
  const given = value as Record<string, unknown>;
  const names = typeof nested === 'string' ? nested.split(',').map((name) => snakeCase(name.trim())) : [];
  const record = Object.fromEntries(
    Object.entries(given)
      .filter(([key]) => !(`${key}_record` in given))
      .map(([key, inner]) => [RECORD.exec(key)?.[1] ?? key, inner]),
  );
  const narrowed =
    depth > 0 && 'path' in record && !names.includes('all')
      ? Object.fromEntries(Object.entries(record).filter(([key]) => LINK_FIELDS.includes(key) || names.includes(key)))
      : record;
  return Object.fromEntries(
    Object.entries(narrowed).map(([key, inner]) => [key, withNested(inner, nested, depth + 1)]),
  );
}

/**
 * The schema counterpart of `withNested`: where a selection reads a whole record beside its link
 * (`contact_record`), the answer holds that record under the link's name, narrowed to the link's
 * fields unless `nested_attributes` names more.
 */
const NESTED_RECORD: JsonObject = {
  type: ['object', 'null'],
  required: LINK_FIELDS.map(wireKey),
  description: 'A link, with more of the record’s fields when `nested_attributes` names them.',
};

function nestedSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nestedSchema);
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nestedSchema(v)])) as JsonObject;
  const properties = object.properties as Record<string, JsonObject> | undefined;
  if (!properties || !Object.keys(properties).some((key) => RECORD.test(key))) return object;
  const merged: Record<string, JsonObject> = {};
  for (const [key, schema] of Object.entries(properties)) {
    if (`${key}_record` in properties) continue;
    const link = RECORD.exec(key)?.[1];
    merged[link ?? key] = link ? NESTED_RECORD : schema;
  }
  const required = ((object.required as string[] | undefined) ?? []).flatMap((key) =>
    `${key}_record` in properties ? [] : [RECORD.exec(key)?.[1] ?? key],
  );
  return { ...object, properties: merged, required };
}

/** The accounting answer shapes a route declares (`answer`), from its root field's value. */
const shapes: AnswerShapes = {
  answer(shape: AnswerShape, value, { query }) {
    if (shape.shape === 'accounting-list') return wireList(value as GraphqlList, query.attributes);
    return shape.nestedRecords ? withNested(value, query.nested_attributes) : value;
  },
  schema(shape: AnswerShape, value) {
    if (shape.shape === 'accounting-list') return wireListSchema(value);
    const wire = toWireSchema(value);
    return shape.nestedRecords ? (nestedSchema(wire) as JsonObject) : wire;
  },
};

/** The real v3.1 shape: an array of diagnoses, one per offending field; the answer shapes above. */
export const accounting: ApiFormatter = {
  success(res, status, payload) {
    if (status === 204 || payload === undefined) res.status(status).end();
    else res.status(status).type('application/json').send(wireText(payload));
  },
  error(res, status, error) {
    const $dataCode = ACCOUNTING_DATA_CODES[error.code] ?? error.code;
    const fields = Object.entries(error.fields ?? {});
    const diagnoses =
      fields.length > 0
        ? fields.flatMap(([$source, messages]) =>
            messages.map(($message) => ({ $severity: 'error', $dataCode, $message, $source })),
          )
        : [{ $severity: 'error', $dataCode, $message: error.message, $source: '' }];
    res.status(status).json(diagnoses);
  },
  shapes,
};
