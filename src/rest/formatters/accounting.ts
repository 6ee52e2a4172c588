import type { ErrorCode } from '../../graphql/errors';
import { snakeCase } from '../../shared/text';
import { objectOf, propertyOf } from '../openapi-shapes';
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

/** The wire's names of GraphQL response keys, which the routes' fields answer under. */
const RESPONSE_KEYS: Readonly<Record<string, string>> = { path: '$path', file_path: '$file_path' };

interface GraphqlList {
  total: number;
  page: number;
  next: string | null;
  back: string | null;
  items_per_page: number;
  items: Record<string, unknown>[];
}

/**
 * A GraphQL list as the real API's envelope. Its items are as the route's operation resolved
 * them: the base trio and the fields `attributes` names, which alone its list routes select.
 */
export function wireList(list: GraphqlList): Record<string, unknown> {
  return {
    $total: list.total,
    $page: list.page,
    $next: list.next,
    $back: list.back,
    $itemsPerPage: list.items_per_page,
    $items: list.items,
  };
}

/**
 * What `wireList` answers, from the schema of the GraphQL list. Its items' schema is the
 * selection's: the base trio required, each field under an `attributes` flag optional.
 */
function wireListSchema(list: JsonObject): JsonObject {
  return objectOf({
    $total: propertyOf(list, 'total'),
    $page: propertyOf(list, 'page'),
    $next: propertyOf(list, 'next'),
    $back: propertyOf(list, 'back'),
    $itemsPerPage: propertyOf(list, 'items_per_page'),
    $items: propertyOf(list, 'items'),
  });
}

/** A link's fields, under their wire names. */
const LINK_FIELDS = ['id', 'displayed_as', '$path'];

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
    depth > 0 && '$path' in record && !names.includes('all')
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
  required: LINK_FIELDS,
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
    if (shape.shape === 'accounting-list') return wireList(value as GraphqlList);
    return shape.nestedRecords ? withNested(value, query.nested_attributes) : value;
  },
  schema(shape: AnswerShape, value) {
    if (shape.shape === 'accounting-list') return wireListSchema(value);
    return shape.nestedRecords ? (nestedSchema(value) as JsonObject) : value;
  },
};

/** The real v3.1 shape: an array of diagnoses, one per offending field; the answer shapes above. */
export const accounting: ApiFormatter = {
  success(res, status, payload) {
    if (status === 204 || payload === undefined) res.status(status).end();
    else res.status(status).type('application/json').send(JSON.stringify(payload));
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
  responseKeys: RESPONSE_KEYS,
  shapes,
};
