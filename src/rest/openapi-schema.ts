import { getMetadataStorage as validatorStorage } from 'class-validator';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLScalarType,
} from 'graphql';
import { inputClass, propertyNames } from '../graphql/variable-errors';
import type { JsonObject, ParamSpec } from './types';

// JSON Schema (the OpenAPI 3.1 dialect) for the OpenAPI documents: scalars, input types and route parameters.

const BUILT_IN_SCALARS: Record<string, JsonObject> = {
  Int: { type: 'integer', format: 'int32' },
  Float: { type: 'number' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
};

/** Custom scalars as they travel over REST, answered (`out`) and accepted (`in`). */
const KNOWN_SCALARS: Record<string, { out: JsonObject; in?: JsonObject }> = {
  Upload: { out: { type: 'string', format: 'binary' } },
  Date: { out: { type: 'string', format: 'date' } },
  LocalDate: { out: { type: 'string', format: 'date' } },
  DateTime: { out: { type: 'string', format: 'date-time' } },
  DateTimeISO: { out: { type: 'string', format: 'date-time' } },
  AccountingDateTime: { out: { type: 'string', format: 'date-time' } },
  // Written as a string ("10.00"), read from a number or a numeric string.
  Decimal: { out: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, in: { type: ['string', 'number'] } },
  JSON: { out: {} },
  JSONObject: { out: { type: 'object', additionalProperties: true } },
};

/** A scalar's schema; any scalar JSON Schema cannot name travels as a string. */
export function scalarSchema(type: GraphQLScalarType, direction: 'in' | 'out'): JsonObject {
  const builtIn = BUILT_IN_SCALARS[type.name];
  if (builtIn) return builtIn;
  const known = KNOWN_SCALARS[type.name];
  const schema = known ? (direction === 'in' ? (known.in ?? known.out) : known.out) : { type: 'string' };
  return withDescription(schema, type.description);
}

/** The schema that also admits `null`: a type union, or `anyOf` for what names no single type. */
export function nullable(schema: JsonObject): JsonObject {
  const { description, ...rest } = schema;
  // A GraphQL object type stays whole, to become a component of its own.
  if (typeof rest.type === 'string' && rest.title === undefined) {
    const enumerated = Array.isArray(rest.enum) ? { enum: [...(rest.enum as unknown[]), null] } : {};
    return withDescription({ ...rest, type: [rest.type, 'null'], ...enumerated }, description as string | undefined);
  }
  if (Array.isArray(rest.type))
    return rest.type.includes('null') ? schema : { ...schema, type: [...rest.type, 'null'] };
  if (Object.keys(rest).length === 0) return schema;
  return withDescription({ anyOf: [rest, { type: 'null' }] }, description as string | undefined);
}

/**
 * The JSON Schema keywords of the class-validator rules an input class's property carries, so
 * the documents state the rules the server enforces (lengths, bounds, patterns, choices).
 */
function ruleKeywords(target: Function | undefined, property: string): { keywords: JsonObject; notNull: boolean } {
  const keywords: JsonObject = {};
  const items: JsonObject = {};
  let notNull = false;
  if (!target) return { keywords, notNull };
  const rules = validatorStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .filter((m) => m.propertyName === property);
  for (const rule of rules) {
    const into = rule.each ? items : keywords;
    const [first] = (rule.constraints ?? []) as unknown[];
    switch (rule.name) {
      case 'maxLength':
        into.maxLength = first;
        break;
      case 'minLength':
        into.minLength = first;
        break;
      case 'min':
        into.minimum = first;
        break;
      case 'max':
        into.maximum = first;
        break;
      case 'arrayMaxSize':
        keywords.maxItems = first;
        break;
      case 'arrayMinSize':
        keywords.minItems = first;
        break;
      case 'isIn':
        into.enum = first;
        break;
      case 'isEmail':
        into.format = 'email';
        break;
      case 'isUrl':
        into.format = 'uri';
        break;
      case 'isInt':
        into.type = 'integer';
        break;
      case 'isDefined':
        notNull = true;
        break;
      case 'matches':
        if (first instanceof RegExp && first.flags.replace(/[gu]/g, '') === '') {
          // Text that must hold more than spaces is, first of all, not empty.
          if (first.source === '\\S') into.minLength = Math.max(Number(into.minLength ?? 0), 1);
          into.pattern = first.source;
        }
        break;
    }
  }
  if (Object.keys(items).length > 0) keywords.items = items;
  return { keywords, notNull };
}

/** Merges rule keywords into a field schema (into the non-null branch of a nullable one). */
function constrain(schema: JsonObject, keywords: JsonObject): JsonObject {
  if (Object.keys(keywords).length === 0) return schema;
  const { items, ...own } = keywords;
  const merged: JsonObject = { ...schema, ...own };
  if (items && typeof schema.items === 'object')
    merged.items = { ...(schema.items as JsonObject), ...(items as JsonObject) };
  if (Array.isArray(merged.enum) && Array.isArray(schema.type) && schema.type.includes('null'))
    merged.enum = [...(merged.enum as unknown[]), null];
  if (own.type === 'integer' && Array.isArray(schema.type)) merged.type = ['integer', 'null'];
  return merged;
}

/** Converts GraphQL input types to JSON Schema, registering input objects as components. */
export class SchemaConverter {
  readonly components: Record<string, JsonObject> = {};

  convert(type: GraphQLInputType): JsonObject {
    if (isNonNullType(type)) return this.convertNamed(type.ofType);
    return nullable(this.convertNamed(type));
  }

  private convertNamed(type: GraphQLInputType): JsonObject {
    if (isListType(type)) return { type: 'array', items: this.convert(type.ofType) };
    if (isScalarType(type)) return scalarSchema(type, 'in');
    if (isEnumType(type))
      return withDescription({ type: 'string', enum: type.getValues().map((v) => v.name) }, type.description);
    if (!isInputObjectType(type)) return {};
    const ref = { $ref: `#/components/schemas/${type.name}` };
    // Registered before its fields are converted, so a type that contains itself ends at a $ref.
    if (type.name in this.components) return ref;
    this.components[type.name] = {};
    const target = inputClass(type.name);
    const names = target ? propertyNames(target) : new Map<string, string>();
    const properties: Record<string, JsonObject> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields())) {
      const rules = ruleKeywords(target, names.get(field.name) ?? field.name);
      const base =
        rules.notNull && !isNonNullType(field.type) ? this.convertNamed(field.type) : this.convert(field.type);
      properties[field.name] = withDescription(constrain(base, rules.keywords), field.description);
      if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(field.name);
    }
    // GraphQL refuses a field its input type does not define.
    this.components[type.name] = withDescription(
      { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false },
      type.description,
    );
    return ref;
  }
}

export function withDescription(schema: JsonObject, description: string | null | undefined): JsonObject {
  return description ? { ...schema, description } : schema;
}

/** Drops the keywords a spec leaves unset. */
export function defined(schema: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

export function paramSchema(spec: ParamSpec): JsonObject {
  switch (spec.type) {
    case 'string':
      return defined({ type: 'string', maxLength: spec.maxLength });
    case 'integer':
      return defined({ type: 'integer', minimum: spec.min, maximum: spec.max, default: spec.default });
    case 'number':
      return defined({ type: 'number', minimum: spec.min, maximum: spec.max });
    case 'boolean':
      return defined({ type: 'boolean', default: spec.default });
    case 'enum':
      return defined({ type: 'string', enum: [...spec.values], default: spec.default });
    case 'date':
      return { type: 'string', description: 'YYYY-MM-DD or an ISO 8601 date-time' };
  }
}
