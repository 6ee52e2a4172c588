import { Kind, type OperationDefinitionNode, type TypeNode } from 'graphql';
import type { RestApi } from './compile';
import { defined, paramSchema } from './openapi-schema';
import type { JsonObject, ParamSpec, RouteDefinition } from './types';

const INT32 = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

/**
 * A parameter's schema from its spec, within GraphQL's 32-bit range when it becomes an `Int`
 * variable (a larger value is refused as the variable is coerced).
 */
function specSchema(spec: ParamSpec, name: string, variables: Map<string, string>): JsonObject {
  const schema = paramSchema(spec);
  if (schema.type !== 'integer' || variables.get(spec.as ?? name) !== 'Int') return schema;
  return {
    ...schema,
    minimum: Math.max(Number(schema.minimum ?? INT32.minimum), INT32.minimum),
    maximum: Math.min(Number(schema.maximum ?? INT32.maximum), INT32.maximum),
  };
}

/** The named type of each variable of the operation. */
function variableTypes(operation: OperationDefinitionNode): Map<string, string> {
  const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));
  return new Map((operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, named(v.type)]));
}

/**
 * The parameters of a route's operation: every `:name` of its path, its query parameters, and the
 * headers it reads (the API's tenant header and the route's own).
 */
/** Every route that is not a GET honours a retry key (src/server/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER: JsonObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the request safe to retry: a repeat with the same key and request answers the first answer again (with `Idempotent-Replayed: true`) and does nothing twice; one while the first still runs answers 409, one with another request 422. Kept 24 hours, per caller. One key per user action, kept across its retries.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[ -~]*[!-~][ -~]*$' },
};

export function parameters(api: RestApi, def: RouteDefinition, operation: OperationDefinitionNode): JsonObject[] {
  const variables = variableTypes(operation);
  // Every `:name` of the path is documented, even one the route reads without a spec.
  const pathNames = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const inPath = pathNames.map((name) => {
    const spec = def.params?.[name];
    return defined({
      name,
      in: 'path',
      required: true,
      description: spec?.description,
      schema: spec ? specSchema(spec, name, variables) : { type: 'string' },
    });
  });
  const inQuery = Object.entries(def.query ?? {}).map(([name, spec]) =>
    defined({
      name,
      in: 'query',
      required: spec.required ?? false,
      description: spec.description,
      schema: specSchema(spec, name, variables),
    }),
  );
  const headers: NonNullable<RouteDefinition['requestHeaders']> = {
    ...(api.scopeHeader ? { [api.scopeHeader.name]: { description: api.scopeHeader.description } } : {}),
    ...def.requestHeaders,
  };
  const inHeader = Object.entries(headers).map(([name, spec]) => ({
    name,
    in: 'header',
    required: spec.required ?? false,
    description: spec.description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...inHeader, ...(def.method === 'get' ? [] : [IDEMPOTENCY_KEY_PARAMETER])];
}
