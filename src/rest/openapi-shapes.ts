import type { JsonObject } from './types';

// Schema counterparts of the `result` functions that reshape an operation's data, so that a route
// states what it answers beside the code that shapes it.

/** An object with exactly these properties, all present. */
export function objectOf(properties: Record<string, JsonObject>): JsonObject {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** A property of an object schema (`{}` when it has none of that name). */
export function propertyOf(schema: JsonObject, key: string): JsonObject {
  return ((schema.properties as Record<string, JsonObject> | undefined) ?? {})[key] ?? {};
}
