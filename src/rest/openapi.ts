import { STATUS_CODES } from 'node:http';
import { Kind, parse, typeFromAST, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { httpStatusFor, type ApiName, type ErrorCode } from '../graphql/errors';
import { refusalsOf, type Refusals, type RuleAccess, type RuleMap } from '../graphql/permissions';
import type { CompiledRoute, RestApi } from './engine';
import { defined, paramSchema, SchemaConverter, type JsonObject } from './openapi-schema';
import type { RouteDefinition } from './types';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; description: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: Record<string, JsonObject>; securitySchemes: Record<string, JsonObject> };
}

const FIELD_ERRORS: JsonObject = {
  type: 'object',
  description: 'Field name to its messages.',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

/** How each API writes its errors (see the formatters), as a named component. */
const ERROR_FORMATS: Record<ApiName, { name: string; mediaType: string; schema: JsonObject }> = {
  storefront: {
    name: 'StorefrontError',
    mediaType: 'application/json',
    schema: {
      type: 'object',
      required: ['success', 'error'],
      properties: {
        success: { const: false },
        error: { type: 'string' },
        errors: FIELD_ERRORS,
      },
    },
  },
  accounting: {
    name: 'AccountingErrors',
    mediaType: 'application/json',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        required: ['$severity', '$dataCode', '$message', '$source'],
        properties: {
          $severity: { type: 'string', enum: ['error'] },
          $dataCode: { type: 'string' },
          $message: { type: 'string' },
          $source: { type: 'string', description: 'The offending field, empty when the error is not about one.' },
        },
      },
    },
  },
  payroll: {
    name: 'ProblemDetails',
    mediaType: 'application/problem+json',
    schema: {
      type: 'object',
      description: 'RFC 9457 problem details.',
      required: ['type', 'title', 'status', 'detail', 'code'],
      properties: {
        type: { type: 'string', format: 'uri' },
        title: { type: 'string' },
        status: { type: 'integer' },
        detail: { type: 'string' },
        code: { type: 'string' },
        errors: FIELD_ERRORS,
      },
    },
  },
};

/** How each API's callers prove who they are (SPEC section 3). */
const SECURITY_SCHEMES: Record<ApiName, { name: string; scheme: JsonObject }> = {
  storefront: {
    name: 'bearerAuth',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'An access token from a sign-in; store members also send X-Tenant-Slug.',
    },
  },
  accounting: {
    name: 'bearerAuth',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'A staff access token; the business is named by X-Business.',
    },
  },
  payroll: {
    name: 'basicAuth',
    scheme: {
      type: 'http',
      scheme: 'basic',
      description: 'email:password of a staff user, or any user name with a personal API key as password.',
    },
  },
};

/** The label of what an operation's rule can refuse, stated on the operation as `x-access`. */
function accessLabel(refusals: Refusals): RuleAccess {
  if (!refusals.credentials) return refusals.unauthenticated ? 'sign-in' : 'public';
  if (refusals.unauthenticated) return refusals.forbidden ? 'restricted' : 'authenticated';
  return 'denied';
}

/**
 * What the permission rules of an operation's root fields can refuse: the operation needs every
 * root field, so it can refuse whatever any of them can. Without a rule map every operation is
 * documented as able to refuse anyone.
 */
export function operationRefusals(
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  rules: RuleMap | undefined,
): Refusals {
  if (!rules) return { credentials: true, unauthenticated: true, forbidden: true };
  const rootType = schema.getRootType(operation.operation)?.name ?? '';
  const fields = operation.selectionSet.selections.flatMap((s) =>
    s.kind === Kind.FIELD && !s.name.value.startsWith('__') ? [s.name.value] : [],
  );
  const parts = fields.map((field) => refusalsOf(rules[rootType]?.[field]));
  return {
    credentials: parts.some((p) => p.credentials),
    unauthenticated: parts.some((p) => p.unauthenticated),
    forbidden: parts.some((p) => p.forbidden),
  };
}

function parameters(def: RouteDefinition): JsonObject[] {
  // Every `:name` of the path is documented, even one the route reads without a spec.
  const pathNames = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const inPath = pathNames.map((name) => {
    const spec = def.params?.[name];
    return defined({
      name,
      in: 'path',
      required: true,
      description: spec?.description,
      schema: spec ? paramSchema(spec) : { type: 'string' },
    });
  });
  const inQuery = Object.entries(def.query ?? {}).map(([name, spec]) =>
    defined({
      name,
      in: 'query',
      required: spec.required ?? false,
      description: spec.description,
      schema: paramSchema(spec),
    }),
  );
  return [...inPath, ...inQuery];
}

function operationOf(def: RouteDefinition): OperationDefinitionNode {
  const operation = parse(def.operation).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation)
    throw new Error(`REST route ${def.method.toUpperCase()} ${def.path}: the document holds no operation`);
  return operation;
}

/** The schema of what the route returns: its operation's root field, unless `result` reshapes it. */
function payloadSchema(
  def: RouteDefinition,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  types: SchemaConverter,
): JsonObject {
  const root = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  const field =
    root?.kind === Kind.FIELD ? schema.getRootType(operation.operation)?.getFields()[root.name.value] : undefined;
  return def.result || !field ? {} : types.convert(field.type);
}

function successBody(api: RestApi, def: RouteDefinition, payload: JsonObject): JsonObject {
  if (api.name !== 'storefront') return payload;
  return {
    type: 'object',
    required: ['success', 'data', ...(def.message ? ['message'] : [])],
    properties: {
      success: { const: true },
      data: payload,
      ...(def.message ? { message: { const: def.message } } : {}),
    },
  };
}

function errorCodes(api: RestApi, def: RouteDefinition, refusals: Refusals): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (def.params || def.query || def.bodyVariable || def.rawBody || def.path.includes(':'))
    codes.push('BAD_USER_INPUT');
  // Only what the operation's permission rules can refuse.
  if (refusals.unauthenticated) codes.push('UNAUTHENTICATED');
  if (refusals.forbidden) codes.push('FORBIDDEN');
  if (def.path.includes(':')) codes.push('NOT_FOUND');
  if (def.upload && !codes.includes('BAD_USER_INPUT')) codes.unshift('BAD_USER_INPUT');
  if (def.bodyVariable || def.upload) codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  else if (def.rawBody) codes.push('PAYLOAD_TOO_LARGE');
  // The server puts the general rate limit in front of the storefront routes only.
  if (api.name === 'storefront' && !def.rateLimitExempt) codes.push('RATE_LIMITED');
  // Any route answers 503 while the database cannot be reached.
  codes.push('INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE');
  return codes;
}

function responses(api: RestApi, def: RouteDefinition, payload: JsonObject, refusals: Refusals): JsonObject {
  const status = def.status ?? 200;
  const success =
    status === 204 || def.emptyBody
      ? { description: STATUS_CODES[status] ?? 'Success' }
      : def.respond
        ? {
            description: 'The file, with its content type and an attachment file name',
            content: Object.fromEntries(
              (def.fileTypes ?? ['application/octet-stream']).map((type) => [
                type,
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          }
        : {
            description: STATUS_CODES[status] ?? 'Success',
            content: { 'application/json': { schema: successBody(api, def, payload) } },
          };
  const format = ERROR_FORMATS[api.name];
  const errors = Object.fromEntries(
    errorCodes(api, def, refusals).map((code) => {
      const errorStatus = httpStatusFor(code, api.name);
      const content = { [format.mediaType]: { schema: { $ref: `#/components/schemas/${format.name}` } } };
      return [String(errorStatus), { description: STATUS_CODES[errorStatus] ?? 'Error', content }];
    }),
  );
  return { [String(status)]: success, ...errors };
}

/** A body taken byte for byte (a signed webhook event): any JSON document. */
const RAW_BODY = {
  required: true,
  content: {
    'application/json': { schema: { type: 'object', description: 'The event exactly as its sender signed it.' } },
  },
};

function requestBody(
  api: RestApi,
  def: RouteDefinition,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  types: SchemaConverter,
) {
  const variable = operation.variableDefinitions?.find((v) => v.variable.name.value === def.bodyVariable);
  const type = variable && typeFromAST(schema, variable.type);
  const body = type ? types.convert(type) : { type: 'object' };
  const content = Object.fromEntries(api.jsonTypes.map((mediaType) => [mediaType, { schema: body }]));
  return { required: true, content };
}

/** A multipart form whose one documented part is the file. */
function uploadBody(field: string) {
  const schema = { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/**
 * Builds the OpenAPI 3.1 document of one REST API from the route table the REST layer runs, so
 * the documentation cannot drift from the routes: parameters come from their specs, bodies and
 * payloads from the GraphQL types of the operations, errors from the API's own error format.
 */
export function buildOpenApi(
  api: RestApi,
  compiled: CompiledRoute[] | RouteDefinition[],
  schema: GraphQLSchema,
  rules?: RuleMap,
): OpenApiDocument {
  const security = SECURITY_SCHEMES[api.name];
  const types = new SchemaConverter();
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const entry of compiled) {
    const def = 'def' in entry ? entry.def : entry;
    const operation = 'def' in entry ? entry.operation : operationOf(entry);
    const fallbackId = `${def.method}${def.path.replace(/[^\w]+(\w)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`;
    // Two routes may run the same operation; ids must stay unique within the document.
    const named = operation.name?.value;
    const operationId = named && !operationIds.has(named) ? named : fallbackId;
    operationIds.add(operationId);
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    const params = parameters(def);
    const refusals = operationRefusals(operation, schema, rules);
    const access = accessLabel(refusals);
    paths[path] ??= {};
    paths[path][def.method] = defined({
      operationId,
      summary: def.summary,
      description: def.description,
      tags: def.tags,
      // An empty list says the operation is public: no credentials needed.
      security: refusals.credentials ? [{ [security.name]: [] }] : [],
      'x-access': access,
      parameters: params.length > 0 ? params : undefined,
      requestBody: def.upload
        ? uploadBody(def.upload.field)
        : def.bodyVariable
          ? requestBody(api, def, operation, schema, types)
          : def.rawBody
            ? RAW_BODY
            : undefined,
      responses: responses(api, def, payloadSchema(def, operation, schema, types), refusals),
    });
  }
  const format = ERROR_FORMATS[api.name];
  return {
    openapi: '3.1.0',
    info: { title: api.title, description: api.description, version: '1.0.0' },
    servers: [{ url: api.mount }],
    paths,
    components: {
      schemas: { ...types.components, [format.name]: format.schema },
      securitySchemes: { [security.name]: security.scheme },
    },
  };
}
