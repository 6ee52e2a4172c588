import { objectOf, propertyOf } from './openapi-shapes';
import type { JsonObject, RouteDefinition } from './types';

// A route without `result` answers its root field's value, shaped as it declares in data
// (`resultProperty`, `resultWrapper`); the engine shapes the answer and the documents its schema
// from the same declaration, so route tables need no shaping code of their own for these.

type Declared = Pick<RouteDefinition, 'resultProperty' | 'resultWrapper'>;

/** The answer of a route without `result`, from its root field's value. */
export function declaredResult(def: Declared, value: unknown): unknown {
  const picked = def.resultProperty === undefined ? value : (value as Record<string, unknown>)[def.resultProperty];
  return def.resultWrapper === undefined ? picked : { [def.resultWrapper]: picked };
}

/** The schema of `declaredResult`'s answer, from the schema of the root field's value. */
export function declaredResultSchema(def: Declared, schema: JsonObject): JsonObject {
  const picked = def.resultProperty === undefined ? schema : propertyOf(schema, def.resultProperty);
  return def.resultWrapper === undefined ? picked : objectOf({ [def.resultWrapper]: picked });
}
