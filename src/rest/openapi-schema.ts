import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
  type GraphQLType,
} from 'graphql';
import type { ParamSpec } from './types';

// JSON Schema (the OpenAPI 3.1 dialect) for the OpenAPI documents: GraphQL types and route parameters.

/** A JSON object: a JSON Schema (the OpenAPI 3.1 dialect) or another OpenAPI object. */
export type JsonObject = { [keyword: string]: unknown };

const BUILT_IN_SCALARS: Record<string, JsonObject> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
};

/** Custom scalars whose wire format JSON Schema can name; any other travels as a string. */
const KNOWN_SCALARS: Record<string, JsonObject> = {
  Upload: { type: 'string', format: 'binary' },
  DateTime: { type: 'string', format: 'date-time' },
  DateTimeISO: { type: 'string', format: 'date-time' },
};

/** Converts GraphQL types to JSON Schema, registering named composite types as components. */
export class SchemaConverter {
  readonly components: Record<string, JsonObject> = {};

  convert(type: GraphQLType): JsonObject {
    if (isNonNullType(type)) return this.convert(type.ofType);
    if (isListType(type)) return { type: 'array', items: this.convert(type.ofType) };
    if (isScalarType(type)) {
      return (
        BUILT_IN_SCALARS[type.name] ?? {
          type: 'string',
          ...KNOWN_SCALARS[type.name],
          description: `${type.name} scalar`,
        }
      );
    }
    if (isEnumType(type))
      return withDescription({ type: 'string', enum: type.getValues().map((v) => v.name) }, type.description);
    const ref = { $ref: `#/components/schemas/${type.name}` };
    // Registered before its fields are converted, so a type that contains itself ends at a $ref.
    if (type.name in this.components) return ref;
    this.components[type.name] = {};
    if (isUnionType(type)) {
      this.components[type.name] = withDescription(
        { anyOf: type.getTypes().map((t) => this.convert(t)) },
        type.description,
      );
      return ref;
    }
    const properties: Record<string, JsonObject> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields())) {
      properties[field.name] = withDescription(this.convert(field.type), field.description);
      // Output fields stay optional: a route returns only the fields its operation selects.
      if (isInputObjectType(type) && isNonNullType(field.type) && field.defaultValue === undefined)
        required.push(field.name);
    }
    this.components[type.name] = withDescription(
      { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
      type.description,
    );
    return ref;
  }
}

function withDescription(schema: JsonObject, description: string | null | undefined): JsonObject {
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
      return { type: 'string', format: 'date-time' };
  }
}
