import type { JsonObject } from './types';

// Schema counterparts of the `result` functions that reshape an operation's data, so that a route
// states what it answers beside the code that shapes it.

/** Applies `change` to every object schema inside `schema` (properties, items, alternatives). */
function mapObjects(schema: JsonObject, change: (object: JsonObject) => JsonObject): JsonObject {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const inner = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)])) as JsonObject;
    return inner.properties && typeof inner.properties === 'object' ? change(inner) : inner;
  };
  return walk(schema) as JsonObject;
}

/** Every property renamed by `rename`, at any depth (a result that renames keys on the wire). */
export function renameProperties(schema: JsonObject, rename: (key: string) => string): JsonObject {
  return mapObjects(schema, (object) => ({
    ...object,
    properties: Object.fromEntries(Object.entries(object.properties as JsonObject).map(([k, v]) => [rename(k), v])),
    ...(Array.isArray(object.required) ? { required: (object.required as string[]).map(rename) } : {}),
  }));
}

/** The top object's properties other than `keep` become optional (a result that may leave them out). */
export function optionalProperties(schema: JsonObject, keep: (key: string) => boolean = () => false): JsonObject {
  if (!Array.isArray(schema.required)) return schema;
  return { ...schema, required: (schema.required as string[]).filter(keep) };
}

/** An object with exactly these properties, all present. */
export function objectOf(properties: Record<string, JsonObject>): JsonObject {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** A property of an object schema (`{}` when it has none of that name). */
export function propertyOf(schema: JsonObject, key: string): JsonObject {
  return ((schema.properties as Record<string, JsonObject> | undefined) ?? {})[key] ?? {};
}
