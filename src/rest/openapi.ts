import { STATUS_CODES } from 'node:http';
import {
  getNamedType,
  GraphQLNonNull,
  isInputObjectType,
  isNonNullType,
  Kind,
  typeFromAST,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { httpStatusFor, type ErrorCode } from '../graphql/errors';
import { refusalsOf, type Refusals, type RuleAccess, type RuleMap } from '../graphql/permissions';
import type { CompiledRoute, RestApi } from './compile';
import { declaredResultSchema } from './declared-result';
import { ERROR_FORMATS, SECURITY_SCHEMES } from './openapi-formats';
import { ALLOW, headerComponents, responseHeaders } from './openapi-headers';
import { ROOT_FIELD_RAISES } from './openapi-raises';
import { parameters } from './openapi-params';
import { defined, SchemaConverter } from './openapi-schema';
import { selectionSchema, ShapeRegistry } from './openapi-selection';
import type { JsonObject, RouteDefinition } from './types';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; description: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: {
    schemas: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
    headers: Record<string, JsonObject>;
    securitySchemes: Record<string, JsonObject>;
  };
}

/** The label of what an operation's rule can refuse, stated on the operation as `x-access`. */
function accessLabel(refusals: Refusals): RuleAccess {
  if (!refusals.credentials) {
    if (refusals.forbidden) return 'guest';
    return refusals.unauthenticated ? 'sign-in' : 'public';
  }
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

type Fragments = Record<string, FragmentDefinitionNode>;

function fragmentsOf(definitions: readonly { kind: Kind }[]): Fragments {
  return Object.fromEntries(
    definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[(d as FragmentDefinitionNode).name.value, d]] : [],
    ),
  ) as Fragments;
}

/** The schema of what the route answers: its operation's root field as selected, reshaped by `result`. */
function payloadSchema(
  api: RestApi,
  def: RouteDefinition,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  schema: GraphQLSchema,
): JsonObject {
  const root = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  const field =
    root?.kind === Kind.FIELD ? schema.getRootType(operation.operation)?.getFields()[root.name.value] : undefined;
  const value =
    field && root?.kind === Kind.FIELD ? selectionSchema(schema, field.type, root.selectionSet, fragments) : {};
  if (!def.result) return declaredResultSchema(def, value, api.formatter.shapes);
  return def.resultSchema ? def.resultSchema(value) : { description: 'Undescribed' };
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
    additionalProperties: false,
  };
}

/** Whether a variable of the operation names a record (an ID, at any depth): an unknown one answers 404. */
function referencesRecords(operation: OperationDefinitionNode, schema: GraphQLSchema): boolean {
  const seen = new Set<string>();
  const holdsId = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (named.name === 'ID') return true;
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => holdsId(f.type));
  };
  return (operation.variableDefinitions ?? []).some((v) => {
    const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
    return type !== undefined && holdsId(type);
  });
}

/**
 * The analysed codes the operation's root fields can raise (openapi-raises.ts), or undefined when
 * one of them is not in the analysis.
 */
function operationRaises(operation: OperationDefinitionNode, schema: GraphQLSchema): Set<string> | undefined {
  const rootType = schema.getRootType(operation.operation)?.name ?? '';
  const raised = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.name.value.startsWith('__')) continue;
    const codes = ROOT_FIELD_RAISES[`${rootType}.${selection.name.value}`];
    if (!codes) return undefined;
    for (const code of codes) raised.add(code);
  }
  return raised;
}

/**
 * The errors a route can answer, from what it is: every route validates its input (headers
 * included) and needs the database; credentials, the API's tenant header, bodies and the rate
 * limit add theirs; 404, 406 and 409 are listed only where the operation (or the route) can raise
 * them.
 */
function errorCodes(
  api: RestApi,
  def: RouteDefinition,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  refusals: Refusals,
): ErrorCode[] {
  const codes: ErrorCode[] = ['BAD_USER_INPUT'];
  if (refusals.unauthenticated || api.requiresPrincipal) codes.push('UNAUTHENTICATED');
  if (refusals.forbidden || api.scopeHeader) codes.push('FORBIDDEN');
  // What the operation's resolvers, the services they call and its permission rules can raise, and
  // the route's own functions; a root field the analysis does not know (an extension's) may raise
  // any of these.
  const raised = operationRaises(operation, schema);
  const raises = (code: ErrorCode) => def.raises?.includes(code) || (raised ? raised.has(code) : undefined);
  if (raises('NOT_FOUND') ?? (def.path.includes(':') || api.scopeHeader || referencesRecords(operation, schema)))
    codes.push('NOT_FOUND');
  if (raises('NOT_ACCEPTABLE') ?? def.respond) codes.push('NOT_ACCEPTABLE');
  if (raises('CONFLICT') ?? operation.operation === 'mutation') codes.push('CONFLICT');
  if (def.bodyVariable || def.upload || def.rawBody) codes.push('PAYLOAD_TOO_LARGE');
  if (def.bodyVariable || def.upload) codes.push('UNSUPPORTED_MEDIA_TYPE');
  // The general limit where it applies; and on every route but the webhook (which its sender
  // calls without credentials), the login budget: any request may present credentials (HTTP Basic
  // on every API), checked only while the caller's budget lasts.
  if (!def.rateLimitExempt) codes.push('RATE_LIMITED');
  // A retry key: malformed (400), still in use by its first request (409), used for another (422).
  if (def.method !== 'get') codes.push('BAD_REQUEST', 'CONFLICT', 'UNPROCESSABLE');
  // The database (or a payment gateway) not answering.
  codes.push('INTERNAL_SERVER_ERROR', 'GATEWAY_UNAVAILABLE', 'SERVICE_UNAVAILABLE');
  return [...new Set(codes)];
}

const UNAVAILABLE = 'Service Unavailable: the database or a gateway the operation needs is not answering';

const BINARY = { type: 'string', format: 'binary' };

/** A file download's content: the declared types, JSON ones as any JSON document. */
function fileContent(def: RouteDefinition): JsonObject {
  const types = def.respondTypes ?? ['application/octet-stream'];
  return Object.fromEntries(
    types.map((type) => [
      type,
      { schema: /json/.test(type) ? {} : /^text\//.test(type) ? { type: 'string' } : BINARY },
    ]),
  );
}

function responses(
  api: RestApi,
  def: RouteDefinition,
  payload: JsonObject,
  codes: ErrorCode[],
): Record<string, JsonObject> {
  const status = def.status ?? 200;
  // Every answer of a route the general limit counts carries its headers, refusals included.
  const limited = Boolean(api.rateLimited && !def.rateLimitExempt);
  const success = defined({
    ...(status === 204 || def.emptyBody
      ? { description: STATUS_CODES[status] ?? 'Success' }
      : def.respond
        ? { description: 'The file, with its content type and an attachment file name', content: fileContent(def) }
        : {
            description: STATUS_CODES[status] ?? 'Success',
            content: { 'application/json': { schema: successBody(api, def, payload) } },
          }),
    headers: responseHeaders(def, status, true, limited),
  });
  const format = ERROR_FORMATS[api.name];
  const errors = Object.fromEntries(
    codes.map((code) => {
      const errorStatus = httpStatusFor(code, api.name);
      const content = { [format.mediaType]: { schema: { $ref: `#/components/schemas/${format.name}` } } };
      const description = errorStatus === 503 ? UNAVAILABLE : (STATUS_CODES[errorStatus] ?? 'Error');
      const headers = responseHeaders(def, errorStatus, false, limited);
      return [String(errorStatus), defined({ description, headers, content })];
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
  const type = variable && (typeFromAST(schema, variable.type) as GraphQLInputType | undefined);
  // The body itself is required: a missing one is refused.
  const converted = type ? types.convert(isNonNullType(type) ? type : new GraphQLNonNull(type)) : { type: 'object' };
  const body = def.bodySchema ? def.bodySchema(converted) : converted;
  const content = Object.fromEntries(api.jsonTypes.map((mediaType) => [mediaType, { schema: body }]));
  return { required: true, content };
}

/** A multipart form whose one documented part is the file. */
function uploadBody(field: string) {
  const schema = { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/**
 * Security requirements: required credentials; optional ones (an empty alternative) where a
 * caller may come without and a token, when sent, is used (guest checkout, staff reading a
 * public list); none for sign-in routes, which read credentials from the body.
 */
function securityOf(api: RestApi, access: RuleAccess, scheme: string): JsonObject[] {
  if (api.requiresPrincipal || (access !== 'public' && access !== 'guest' && access !== 'sign-in'))
    return [{ [scheme]: [] }];
  return access === 'sign-in' ? [] : [{ [scheme]: [] }, {}];
}

/**
 * Builds the OpenAPI 3.1 document of one REST API from the route table the REST layer runs, so
 * the documentation cannot drift from the routes: parameters come from their specs, bodies from
 * the GraphQL input types and their validation rules, answers from the operations' selections,
 * errors from what each route is and the API's own error format.
 */
export function buildOpenApi(
  api: RestApi,
  compiled: CompiledRoute[],
  schema: GraphQLSchema,
  rules?: RuleMap,
): OpenApiDocument {
  const security = SECURITY_SCHEMES[api.name];
  const types = new SchemaConverter();
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const { def, document, operation } of compiled) {
    const fragments = fragmentsOf(document.definitions);
    const fallbackId = `${def.method}${def.path.replace(/[^\w]+(\w)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`;
    // Two routes may run the same operation; ids must stay unique within the document.
    const named = operation.name?.value;
    const operationId = named && !operationIds.has(named) ? named : fallbackId;
    operationIds.add(operationId);
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    const params = parameters(api, def, operation);
    const refusals = operationRefusals(operation, schema, rules);
    const access = accessLabel(refusals);
    const codes = errorCodes(api, def, operation, schema, refusals);
    paths[path] ??= {};
    paths[path][def.method] = defined({
      operationId,
      summary: def.summary,
      description: def.description,
      tags: def.tags,
      security: securityOf(api, access, security.name),
      'x-access': access,
      parameters: params.length > 0 ? params : undefined,
      requestBody: def.upload
        ? uploadBody(def.upload.field)
        : def.bodyVariable
          ? requestBody(api, def, operation, schema, types)
          : def.rawBody
            ? RAW_BODY
            : undefined,
      responses: responses(api, def, payloadSchema(api, def, operation, fragments, schema), codes),
    });
  }
  const format = ERROR_FORMATS[api.name];
  // Answer shapes become components, under names the input types do not take.
  const shapes = new ShapeRegistry(new Set([...Object.keys(types.components), format.name]));
  const hoisted = shapes.hoist(paths) as OpenApiDocument['paths'];
  return {
    openapi: '3.1.0',
    info: { title: api.title, description: api.description, version: '1.0.0' },
    servers: [{ url: api.mount }],
    paths: hoisted,
    components: {
      schemas: { ...types.components, ...shapes.components, [format.name]: format.schema },
      // No operation holds it: a path called with a method it does not have answers this.
      responses: {
        MethodNotAllowed: {
          description: 'The path does not have this method; `Allow` lists the ones it has.',
          headers: { Allow: ALLOW },
          content: { [format.mediaType]: { schema: { $ref: `#/components/schemas/${format.name}` } } },
        },
      },
      headers: headerComponents(Boolean(api.rateLimited)),
      securitySchemes: { [security.name]: security.scheme },
    },
  };
}
