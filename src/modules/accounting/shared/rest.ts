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

/** The flag variable selecting an item field: `$attribute_<field>`. */
const flagOf = (field: string) => `attribute_${field}`;

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;

function includedIf(flag: string): DirectiveNode {
  return {
    kind: Kind.DIRECTIVE,
    name: name('include'),
    arguments: [{ kind: Kind.ARGUMENT, name: name('if'), value: { kind: Kind.VARIABLE, name: name(flag) } }],
  };
}

function flagDefinition(flag: string): VariableDefinitionNode {
  return {
    kind: Kind.VARIABLE_DEFINITION,
    variable: { kind: Kind.VARIABLE, name: name(flag) },
    type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: name('Boolean') } },
  };
}

/**
 * A list operation that resolves only what its answer keeps: each item field besides the base
 * trio is selected `@include(if: $attribute_<field>)`, and `flags` sets those variables from
 * `attributes` (`all`: every one). A field `attributes` leaves out is neither resolved nor
 * loaded (its linked records, its lines), and the answer is the same: the list's answer shape
 * keeps only the fields `attributes` names.
 */
export function narrowedList(operation: string): {
  operation: string;
  flags: (attributes: unknown) => Record<string, boolean>;
} {
  const document = parse(operation);
  const [definition] = document.definitions as OperationDefinitionNode[];
  const root = definition.selectionSet.selections[0] as FieldNode;
  const fields: string[] = [];
  const narrowItems = (selection: SelectionNode): SelectionNode => {
    if (selection.kind !== Kind.FIELD || selection.name.value !== 'items' || !selection.selectionSet) return selection;
    const selections = selection.selectionSet.selections.map((field) => {
      const key = field.kind === Kind.FIELD ? (field.alias ?? field.name).value : undefined;
      if (field.kind !== Kind.FIELD || key === undefined || BASE.has(key)) return field;
      fields.push(key);
      return { ...field, directives: [...(field.directives ?? []), includedIf(flagOf(key))] };
    });
    return { ...selection, selectionSet: { ...selection.selectionSet, selections } };
  };
  const narrowedRoot: FieldNode = {
    ...root,
    selectionSet: { ...root.selectionSet!, selections: root.selectionSet!.selections.map(narrowItems) },
  };
  const narrowed: OperationDefinitionNode = {
    ...definition,
    variableDefinitions: [...(definition.variableDefinitions ?? []), ...fields.map((f) => flagDefinition(flagOf(f)))],
    selectionSet: { ...definition.selectionSet, selections: [narrowedRoot] },
  };
  return {
    operation: print({ ...document, definitions: [narrowed] }),
    flags: (attributes) => {
      const names = namedFields(attributes);
      return Object.fromEntries(fields.map((field) => [flagOf(field), names === 'all' || names.has(field)]));
    },
  };
}

const LIST: AnswerShape = { shape: 'accounting-list' };
const RECORD: AnswerShape = { shape: 'accounting-record' };

/**
 * A list route: the seed's query names (both spellings), the envelope and `attributes`, which
 * also narrows what the operation resolves (`narrowedList`).
 */
export function listRoute(
  access: AccountingOperation,
  def: Base & { filters?: Record<string, ParamSpec> },
): RouteDefinition {
  const { filters, ...rest } = def;
  const { operation, flags } = narrowedList(def.operation);
  return {
    ...guarded(access, { ...rest, operation }),
    query: queryParams({ ...filters, ...LIST_PARAMS }),
    variables: (input) => ({ ...input.params, ...input.query, ...flags(input.query.attributes) }),
    answer: rest.answer ?? LIST,
  };
}

/**
 * A route answering one record (read, create, update, release). A write's variables are, unless
 * it says otherwise, the path's `key` and the body's record unwrapped under `bodyVariable`.
 */
export function recordRoute(access: AccountingOperation, def: Base): RouteDefinition {
  const keyed = def.path.includes(':key');
  const wrapper = def.bodyVariable;
  return {
    ...guarded(access, def),
    params: keyed ? PATH_KEY : undefined,
    variables:
      def.variables ??
      (wrapper
        ? (input) => ({ ...(keyed ? { key: input.params.key } : {}), [wrapper]: unwrap(input, wrapper) })
        : undefined),
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
