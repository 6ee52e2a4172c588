import { validate } from 'class-validator';
import {
  coerceInputValue,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { collectProblems } from './validation';
import { addFieldError as add, mergeFieldErrors, type FieldErrors } from './errors';

/**
 * Whether an execution error is graphql-js refusing a variable's value (it reports each bad
 * variable as its own error, before any resolver runs).
 */
export function isVariableCoercionError(error: { message: string; path?: readonly unknown[] }): boolean {
  return !error.path && /^Variable "\$\w+" (got invalid value|of required type|of non-null type)/.test(error.message);
}

/**
 * The client's name of a problem: the fields of an input-object variable stand on their own
 * (`email`, `address.city`), as the REST body and the argument validator name them; any other
 * variable is named by itself (`limit`, `ids.2`).
 */
function pathOf(variable: string, objectVariable: boolean, path: readonly (string | number)[]): string {
  const parts = objectVariable ? path.map(String) : [variable, ...path.map(String)];
  return parts.length > 0 ? parts.join('.') : variable;
}

/** graphql-js's coercion messages in the project's wording, keyed by the offending field. */
function describe(error: GraphQLError, path: string[]): { path: string[]; message: string } {
  const missing = /^Field "([^"]+)" of required type .* was not provided/.exec(error.message)?.[1];
  if (missing) return { path: [...path, missing], message: 'is required' };
  const unknown = /^Field "([^"]+)" is not defined by type/.exec(error.message)?.[1];
  if (unknown) return { path: [...path, unknown], message: 'is not a known field' };
  // "Expected type "Int". Int cannot represent ..." and scalar parse errors: keep the reason.
  // Without the "Did you mean ...?" hint: with introspection off it would map the schema.
  const reason = error.message
    .replace(/^Expected type "[^"]+"\.\s*/, '')
    .replace(/ ?Did you mean [^?]*\?/g, '')
    .replace(/\.$/, '');
  return { path, message: reason || 'is invalid' };
}

const SKIP = Symbol('skip');

/** The type-graphql class behind an input type name, for its class-validator decorators. */
export function inputClass(name: string): Function | undefined {
  const found = getMetadataStorage().inputTypes.filter((t) => t.name === name);
  return found[found.length - 1]?.target;
}

/** The property each GraphQL field name is stored under (type-graphql may rename fields). */
export function propertyNames(target: Function): Map<string, string> {
  const names = new Map<string, string>();
  for (const field of getMetadataStorage().fields) {
    if (field.target === target || target.prototype instanceof field.target) names.set(field.schemaName, field.name);
  }
  return names;
}

/** A new instance of an input class, as type-graphql builds one (its property initialisers apply). */
function construct(target: Function | undefined): Record<string, unknown> {
  if (!target) return {};
  try {
    return new (target as new () => Record<string, unknown>)();
  } catch {
    return Object.create(target.prototype as object) as Record<string, unknown>;
  }
}

/**
 * Builds the input class instances from a raw value, keeping only the parts that coerce: the
 * parts that do not are already reported, and the rest can still be checked by class-validator.
 */
function instantiate(type: GraphQLInputType, raw: unknown): unknown {
  if (isNonNullType(type)) return raw === null || raw === undefined ? SKIP : instantiate(type.ofType, raw);
  if (raw === null) return null;
  if (isListType(type)) {
    const items = (Array.isArray(raw) ? raw : [raw]).map((item) => instantiate(type.ofType, item));
    return items.includes(SKIP) ? SKIP : items;
  }
  if (isInputObjectType(type)) {
    if (typeof raw !== 'object' || Array.isArray(raw)) return SKIP;
    const target = inputClass(type.name);
    const names = target ? propertyNames(target) : new Map<string, string>();
    const object = construct(target);
    for (const [name, field] of Object.entries(type.getFields())) {
      if (!(name in (raw as object))) {
        if (field.defaultValue !== undefined) object[names.get(name) ?? name] = field.defaultValue;
        continue;
      }
      const value = instantiate(field.type, (raw as Record<string, unknown>)[name]);
      if (value !== SKIP) object[names.get(name) ?? name] = value;
    }
    return object;
  }
  try {
    return coerceInputValue(raw, type);
  } catch {
    return SKIP;
  }
}

/**
 * Every problem of an operation's variables at once: each missing, unknown or ill-typed field
 * (graphql-js's coercion, all of its reports), then the class-validator rules of the input
 * classes over whatever did coerce. A field coercion already refused keeps only that message.
 */
export async function variableProblems(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  /** Only these variables (all unless given). */
  only?: string[],
): Promise<FieldErrors> {
  const coercion: FieldErrors = {};
  const rules: FieldErrors = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const variable = definition.variable.name.value;
    if (only && !only.includes(variable)) continue;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue;
    const named = isNonNullType(type) ? type.ofType : type;
    const objectVariable = isInputObjectType(named);
    const raw = variables?.[variable];
    if (raw === undefined) {
      if (isNonNullType(type) && !definition.defaultValue) {
        if (objectVariable) {
          // A body that is missing altogether: name each required field, as for `{}`.
          coerceInputValue({}, named, (path, _value, error) => {
            const problem = describe(error, path.map(String));
            add(coercion, pathOf(variable, true, problem.path), problem.message);
          });
        } else add(coercion, variable, 'is required');
      }
      continue;
    }
    coerceInputValue(raw, type, (path, _value, error) => {
      const problem = describe(error, path.map(String));
      add(coercion, pathOf(variable, objectVariable, problem.path), problem.message);
    });
    const instance = instantiate(type, raw);
    if (instance === SKIP || instance === null || typeof instance !== 'object') continue;
    const items = Array.isArray(instance)
      ? instance.map((item, index) => [`${index}`, item] as const)
      : [['', instance] as const];
    for (const [index, item] of items) {
      if (item === null || typeof item !== 'object' || (item as object).constructor === Object) continue;
      const found = collectProblems(
        await validate(item as object, { forbidUnknownValues: false, stopAtFirstError: true }),
      );
      for (const [field, messages] of Object.entries(found)) {
        const path = [index, field].filter(Boolean).join('.');
        for (const message of messages) add(rules, objectVariable ? path : `${variable}.${path}`, message);
      }
    }
  }
  const fields = mergeFieldErrors({}, coercion);
  for (const [path, messages] of Object.entries(rules)) {
    const refused = Object.keys(coercion).some((known) => known === path || known.startsWith(`${path}.`));
    if (!refused) for (const m of messages) add(fields, path, m);
  }
  return fields;
}
