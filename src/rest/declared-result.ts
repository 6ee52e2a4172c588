import type { AnswerShapes } from './formatters/formatter';
import { objectOf, propertyOf } from './openapi-shapes';
import type { JsonObject, RouteDefinition, RouteInput } from './types';

// A route without `result` answers its root field's value, shaped as it declares in data
// (`resultProperty`, `resultWrapper`, or one of its API formatter's named shapes, `answer`); the
// engine shapes the answer and the documents its schema from the same declaration, so route
// tables need no shaping code of their own for these.

type Declared = Pick<RouteDefinition, 'resultProperty' | 'resultWrapper' | 'answer'>;

/** The shapes that make `def`'s declared answer (a route declaring a shape its API has none of is a mistake). */
function shapesFor(def: Declared, shapes: AnswerShapes | undefined): AnswerShapes {
  if (!shapes) throw new Error(`the answer shape ${def.answer?.shape} is not one of this API's`);
  return shapes;
}

/** The answer of a route without `result`, from its root field's value (and the call, for a named shape). */
export function declaredResult(def: Declared, value: unknown, input: RouteInput, shapes?: AnswerShapes): unknown {
  if (def.answer) return shapesFor(def, shapes).answer(def.answer, value, input);
  const picked = def.resultProperty === undefined ? value : (value as Record<string, unknown>)[def.resultProperty];
  return def.resultWrapper === undefined ? picked : { [def.resultWrapper]: picked };
}

/** The schema of `declaredResult`'s answer, from the schema of the root field's value. */
export function declaredResultSchema(def: Declared, schema: JsonObject, shapes?: AnswerShapes): JsonObject {
  if (def.answer) return shapesFor(def, shapes).schema(def.answer, schema);
  const picked = def.resultProperty === undefined ? schema : propertyOf(schema, def.resultProperty);
  return def.resultWrapper === undefined ? picked : objectOf({ [def.resultWrapper]: picked });
}
