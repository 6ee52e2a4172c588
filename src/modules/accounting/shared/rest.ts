import {
  Kind,
  parse,
  print,
  type DirectiveNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { ValidationError } from '../../../graphql/errors';
import type { AnswerShape, ParamSpec, RouteDefinition, RouteInput } from '../../../rest/types';
import { camelCase, namedFields } from '../../../shared/text';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from './wire';
import { assertAccountingAccess, describeAccess, type AccountingOperation } from './access';

/**
 * Query parameters under their snake_case names (the wire's) plus the camelCase spelling of the
 * seed, both read into the snake_case GraphQL variable.
 */
export function queryParams(specs: Record<string, ParamSpec>): Record<string, ParamSpec> {
  const all: Record<string, ParamSpec> = {};
  for (const [name, spec] of Object.entries(specs)) {
    all[name] = { ...spec, as: name };
    const alias = camelCase(name);
    if (alias !== name) all[alias] = { ...spec, as: name, description: `Same as \`${name}\`.` };
  }
  return all;
}

export const LIST_PARAMS: Record<string, ParamSpec> = {
  page: { type: 'integer', min: 1, description: 'Page number, from 1 (default 1).' },
  items_per_page: {
    type: 'integer',
    min: 1,
    max: MAX_ITEMS_PER_PAGE,
    description: `Page size, 1 to ${MAX_ITEMS_PER_PAGE} (default ${DEFAULT_ITEMS_PER_PAGE}).`,
  },
  attributes: {
    type: 'string',
    maxLength: 2000,
    description: 'Extra attributes of each item besides `id`, `displayed_as`, `$path`: `all` or a comma list.',
  },
};

export const SINGLE_PARAMS: Record<string, ParamSpec> = {
  attributes: { type: 'string', maxLength: 2000, description: 'Accepted; a single record is always whole.' },
};

export const PATH_KEY: Record<string, ParamSpec> = {
  key: { type: 'string', maxLength: 100, description: 'The record’s id.' },
};

/** The item fields a list always resolves: the base trio its answer keeps whatever `attributes` names. */
const BASE = new Set(['id', 'displayed_as', 'path']);

/** The wrapped request body's content: `{"service_rate_type": {...}}` -> `{...}` (422 when absent). */
function unwrap(input: RouteInput, wrapper: string): Record<string, unknown> {
  const body = input.body as Record<string, unknown> | null | undefined;
  const inner = body && typeof body === 'object' ? body[wrapper] : undefined;
  if (inner === undefined || inner === null) throw ValidationError.field(wrapper, 'is required');
  if (typeof inner !== 'object' || Array.isArray(inner)) throw ValidationError.field(wrapper, 'must be an object');
  return inner as Record<string, unknown>;
}

type Base = Pick<RouteDefinition, 'method' | 'path' | 'summary' | 'operation'> & Partial<RouteDefinition>;

/** A route that checks the caller's accounting access first and says which access it needs. */
function guarded<T extends Base>(access: AccountingOperation, def: T): T & Pick<RouteDefinition, 'authorize'> {
  return {
    ...def,
    description: [def.description, describeAccess(access)].filter(Boolean).join(' '),
    authorize: (ctx) => assertAccountingAccess(ctx, access),
  };
}

/**
 * A field answered only when the call asks for it: with the boolean query parameter `flag`, or
 * (`byAttributes`) with `attributes` naming it or `all`. With `of`, a field of each item of that
 * list field rather than of the record.
 */
export interface AskedForField {
  field: string;
  of?: string;
  flag: string;
  byAttributes?: boolean;
}

/** Whether the call (its query) asks for `asked`. */
function isAsked(asked: AskedForField, query: Record<string, unknown>, attributes: 'all' | Set<string>): boolean {
  return (
    query[asked.flag] === true || (asked.byAttributes === true && (attributes === 'all' || attributes.has(asked.field)))
  );
}

/** The flag variable selecting a list's item field (`attributes`): `$attribute_<field>`. */
const attributeFlag = (field: string) => `attribute_${field}`;
/** The flag variable selecting an asked-for field: `$asked_<field>`. */
const askedFlag = (field: string) => `asked_${field}`;

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;

/** `field`, resolved only when the Boolean variable `flag` is true. */
function includedIf(field: FieldNode, flag: string): FieldNode {
  const include: DirectiveNode = {
    kind: Kind.DIRECTIVE,
    name: name('include'),
    arguments: [{ kind: Kind.ARGUMENT, name: name('if'), value: { kind: Kind.VARIABLE, name: name(flag) } }],
  };
  return { ...field, directives: [...(field.directives ?? []), include] };
}

function flagDefinition(flag: string): VariableDefinitionNode {
  return {
    kind: Kind.VARIABLE_DEFINITION,
    variable: { kind: Kind.VARIABLE, name: name(flag) },
    type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: name('Boolean') } },
  };
}

/** `field` with each field of its selection set replaced by `map` (under its response key). */
function mapFields(field: FieldNode, map: (inner: FieldNode, key: string) => FieldNode): FieldNode {
  if (!field.selectionSet) return field;
  const selections = field.selectionSet.selections.map((selection: SelectionNode) =>
    selection.kind === Kind.FIELD ? map(selection, (selection.alias ?? selection.name).value) : selection,
  );
  return { ...field, selectionSet: { ...field.selectionSet, selections } };
}

/**
 * An operation that resolves only what its answer shows, and the flag variables that say what
 * that is for one call. Each asked-for field is selected `@include(if: $asked_<field>)`; in a
 * list (`list`), so is each item field besides the base trio, `@include(if: $attribute_<field>)`,
 * set from `attributes` (`all`: every one; an asked-for item field also needs asking for). A field
 * left out is neither resolved nor loaded (its linked records, its lines), and the answer is the
 * real API's: the fields `attributes` names, the asked-for ones when asked for, in the declared order.
 */
export function narrowedOperation(
  operation: string,
  { list = false, askedFor = [] }: { list?: boolean; askedFor?: readonly AskedForField[] } = {},
): { operation: string; flags: (query: Record<string, unknown>) => Record<string, boolean> } {
  const document = parse(operation);
  const [definition] = document.definitions as OperationDefinitionNode[];
  const root = definition.selectionSet.selections[0] as FieldNode;
  const flags = new Map<string, (query: Record<string, unknown>, attributes: 'all' | Set<string>) => boolean>();
  const askedBy = (asked: AskedForField) => (query: Record<string, unknown>, attributes: 'all' | Set<string>) =>
    isAsked(asked, query, attributes);
  const record = (field: FieldNode, key: string): FieldNode => {
    const within = askedFor.filter((asked) => asked.of === key);
    const narrowed =
      within.length === 0
        ? field
        : mapFields(field, (inner, innerKey) => {
            const asked = within.find((f) => f.field === innerKey);
            if (!asked) return inner;
            flags.set(askedFlag(innerKey), askedBy(asked));
            return includedIf(inner, askedFlag(innerKey));
          });
    const asked = askedFor.find((f) => f.of === undefined && f.field === key);
    if (list) {
      if (BASE.has(key)) return narrowed;
      flags.set(
        attributeFlag(key),
        (query, attributes) =>
          (attributes === 'all' || attributes.has(key)) && (!asked || isAsked(asked, query, attributes)),
      );
      return includedIf(narrowed, attributeFlag(key));
    }
    if (!asked) return narrowed;
    flags.set(askedFlag(key), askedBy(asked));
    return includedIf(narrowed, askedFlag(key));
  };
  const narrowedRoot = mapFields(root, (field, key) =>
    list ? (key === 'items' ? mapFields(field, record) : field) : record(field, key),
  );
  const narrowed: OperationDefinitionNode = {
    ...definition,
    variableDefinitions: [...(definition.variableDefinitions ?? []), ...[...flags.keys()].map(flagDefinition)],
    selectionSet: { ...definition.selectionSet, selections: [narrowedRoot] },
  };
  return {
    operation: print({ ...document, definitions: [narrowed] }),
    flags: (query) => {
      const attributes = namedFields(query.attributes);
      const values: Record<string, boolean> = {};
      for (const [flag, on] of flags) values[flag] = on(query, attributes);
      return values;
    },
  };
}

const LIST: AnswerShape = { shape: 'accounting-list' };
const RECORD: AnswerShape = { shape: 'accounting-record' };

/** A route's fields answered only when the call asks for them (`narrowedOperation`). */
type AskingBase = Base & { askedFor?: readonly AskedForField[] };

/**
 * A list route: the seed's query names (both spellings), the envelope and `attributes`, which
 * also narrows what the operation resolves (`narrowedOperation`).
 */
export function listRoute(
  access: AccountingOperation,
  def: AskingBase & { filters?: Record<string, ParamSpec> },
): RouteDefinition {
  const { filters, askedFor, ...rest } = def;
  const { operation, flags } = narrowedOperation(def.operation, { list: true, askedFor });
  return {
    ...guarded(access, { ...rest, operation }),
    query: queryParams({ ...filters, ...LIST_PARAMS }),
    variables: (input) => ({ ...input.params, ...input.query, ...flags(input.query) }),
    answer: rest.answer ?? LIST,
  };
}

/**
 * A route answering one record (read, create, update, release). A write's variables are, unless
 * it says otherwise, the path's `key` and the body's record unwrapped under `bodyVariable`.
 */
export function recordRoute(access: AccountingOperation, def: AskingBase): RouteDefinition {
  const { askedFor, ...rest } = def;
  const keyed = def.path.includes(':key');
  const wrapper = def.bodyVariable;
  const given =
    def.variables ??
    (wrapper
      ? (input: RouteInput) => ({ ...(keyed ? { key: input.params.key } : {}), [wrapper]: unwrap(input, wrapper) })
      : undefined);
  const narrowed = askedFor && narrowedOperation(def.operation, { askedFor });
  return {
    ...guarded(access, { ...rest, operation: narrowed ? narrowed.operation : def.operation }),
    params: keyed ? PATH_KEY : undefined,
    variables: narrowed
      ? (input) => ({ ...(given ? given(input) : { ...input.params, ...input.query }), ...narrowed.flags(input.query) })
      : given,
    answer: def.answer ?? RECORD,
    // The body is the record wrapped under its name, as the real API takes it.
    bodySchema: wrapper
      ? (record) => ({
          type: 'object',
          properties: { [wrapper]: record },
          required: [wrapper],
          additionalProperties: true,
        })
      : undefined,
  };
}

/** A delete: 204, no body. */
export function deleteRoute(access: AccountingOperation, def: Base): RouteDefinition {
  return {
    ...guarded(access, def),
    params: PATH_KEY,
    status: 204,
    emptyBody: true,
  };
}

/** GraphQL variables and arguments of the paging trio, and the envelope selection, for list operations. */
export const LIST_VARIABLES = '$page: Int, $items_per_page: Int, $attributes: String';
export const LIST_ARGUMENTS = 'page: $page, items_per_page: $items_per_page, attributes: $attributes';
export const ENVELOPE_FIELDS = 'total page next back items_per_page';
