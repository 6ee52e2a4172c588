import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ContextSource, RequestContext } from '../graphql/context';
import { httpStatusFor, normalizeError, ValidationError, type ApiName, type NormalizedError } from '../graphql/errors';
import type { Logger } from '../server/logger';
import type { ApiFormatter } from './formatters';
import { readParams } from './params';
import type { RouteDefinition } from './types';

/** One REST API: its mount, its routes and how it writes bodies. */
export interface RestApi {
  name: ApiName;
  title: string;
  description: string;
  mount: string;
  routes: RouteDefinition[];
  formatter: ApiFormatter;
  /** Content types accepted as JSON request bodies. */
  jsonTypes: string[];
}

/** A route whose GraphQL document has been parsed and validated against the schema. */
export interface CompiledRoute {
  def: RouteDefinition;
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/**
 * Parses and validates every route's document once. A document that does not fit the schema is
 * a programming error and stops the boot, naming the route.
 */
export function compileRoutes(schema: GraphQLSchema, api: RestApi): CompiledRoute[] {
  const seen = new Set<string>();
  return api.routes.map((def) => {
    const where = `${def.method.toUpperCase()} ${api.mount}${def.path}`;
    if (seen.has(where)) throw new Error(`REST route ${where} is defined twice`);
    seen.add(where);
    let document: DocumentNode;
    try {
      document = parse(def.operation);
    } catch (error) {
      throw new Error(`REST route ${where}: ${(error as Error).message}`);
    }
    const problems = validate(schema, document);
    if (problems.length > 0) throw new Error(`REST route ${where}: ${problems.map((p) => p.message).join('; ')}`);
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (operations.length !== 1) throw new Error(`REST route ${where}: the document must hold exactly one operation`);
    return { def, document, operation: operations[0] };
  });
}

/** Turns GraphQL's variable-coercion messages into errors keyed by the body field they name. */
function coercionFields(error: GraphQLError, bodyVariable?: string): NormalizedError | undefined {
  const match = /^Variable "\$(\w+)" got invalid value .*?(?:; |$)(.*)$/s.exec(error.message);
  if (!match) return undefined;
  const [, variable, reason] = match;
  const at = /at "([^"]+)"/.exec(error.message)?.[1];
  const missing = /Field "([^"]+)" of required type/.exec(reason)?.[1];
  const unknown = /Field "([^"]+)" is not defined by type/.exec(reason)?.[1];
  let field = at ?? variable;
  if (bodyVariable && field.startsWith(`${bodyVariable}.`)) field = field.slice(bodyVariable.length + 1);
  else if (field === bodyVariable) field = missing ?? unknown ?? 'body';
  if ((missing || unknown) && at) field = `${field}.${missing ?? unknown}`;
  const message = missing
    ? 'is required'
    : unknown
      ? 'is not a known field'
      : reason.replace(/\.$/, '') || 'is invalid';
  return { code: 'BAD_USER_INPUT', message: 'Validation failed', fields: { [field]: [message] } };
}

/** Compiles an API's accepted JSON content types (`application/*+json` included) once, at start-up. */
function jsonTypeMatcher(accepted: string[]): (req: Request) => boolean {
  const patterns = accepted.map((pattern) => new RegExp(`^${pattern.replace(/[.+]/g, '\\$&').replace('*', '[^/]+')}$`));
  return (req) => {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    return patterns.some((pattern) => pattern.test(type));
  };
}

export interface RestDeps {
  schema: GraphQLSchema;
  createContext: (source: ContextSource) => Promise<RequestContext>;
  logger: Logger;
  bodyLimitBytes: number;
  /** Middleware placed before the route (the general rate limit), unless the route is exempt. */
  rateLimit?: RequestHandler;
}

/** Writes an error in the API's format, logging what the caller must not see. */
export function sendError(api: RestApi, res: Response, error: NormalizedError, log: Logger): void {
  if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.internal }, 'request failed');
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
  api.formatter.error(res, httpStatusFor(error.code, api.name), error);
}

/** Express error middleware for body parsing failures, in the API's own format. */
function bodyErrors(api: RestApi, deps: RestDeps) {
  return (
    err: { type?: string; status?: number; message?: string },
    req: Request,
    res: Response,
    next: (e?: unknown) => void,
  ) => {
    if (res.headersSent) return next(err);
    const log = req.log ?? deps.logger;
    if (err.type === 'entity.too.large') {
      return sendError(
        api,
        res,
        { code: 'PAYLOAD_TOO_LARGE', message: `Request body exceeds the ${deps.bodyLimitBytes} byte limit` },
        log,
      );
    }
    if (err.type === 'entity.parse.failed') {
      return sendError(
        api,
        res,
        { code: 'BAD_USER_INPUT', message: 'Request body is not valid JSON', fields: { body: ['is not valid JSON'] } },
        log,
      );
    }
    sendError(api, res, normalizeError(err), log);
  };
}

/** Builds the Express router of one REST API from its compiled routes. */
export function createRestRouter(api: RestApi, compiled: CompiledRoute[], deps: RestDeps): Router {
  const router = express.Router();
  const isJsonType = jsonTypeMatcher(api.jsonTypes);
  const json = express.json({ limit: deps.bodyLimitBytes, type: (req) => isJsonType(req as Request) });

  for (const { def, document, operation } of compiled) {
    const rootField = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
    const rootKey = rootField && rootField.kind === Kind.FIELD ? (rootField.alias ?? rootField.name).value : undefined;
    const handler: RequestHandler = async (req, res) => {
      const log = req.log ?? deps.logger;
      try {
        const hasBody =
          req.headers['content-length'] !== '0' && (req.headers['content-length'] || req.headers['transfer-encoding']);
        if (def.bodyVariable && hasBody && !isJsonType(req)) {
          return sendError(
            api,
            res,
            { code: 'UNSUPPORTED_MEDIA_TYPE', message: `Content-Type must be one of ${api.jsonTypes.join(', ')}` },
            log,
          );
        }
        const input = {
          params: { ...req.params, ...readParams(def.params, req.params) },
          query: readParams(def.query, req.query as Record<string, unknown>),
          body: req.body,
        };
        if (def.bodyVariable && (input.body === undefined || typeof input.body !== 'object' || input.body === null)) {
          throw ValidationError.field('body', 'A JSON object body is required');
        }
        const variables = def.variables
          ? def.variables(input)
          : { ...input.params, ...input.query, ...(def.bodyVariable ? { [def.bodyVariable]: input.body } : {}) };
        const context = await deps.createContext({
          requestId: String(req.id),
          ip: req.ip ?? '',
          headers: req.headers,
          log,
        });
        const result = await execute({
          schema: deps.schema,
          document,
          variableValues: variables,
          contextValue: context,
        });
        if (result.errors?.length) {
          const first = result.errors[0];
          const normalized = coercionFields(first, def.bodyVariable) ?? normalizeError(first);
          return sendError(api, res, normalized, log);
        }
        const data = (result.data ?? {}) as Record<string, unknown>;
        const payload = def.result ? def.result(data) : rootKey ? data[rootKey] : data;
        api.formatter.success(res, def.status ?? 200, payload, def.message);
      } catch (error) {
        sendError(api, res, normalizeError(error), log);
      }
    };
    const chain: RequestHandler[] = [];
    if (deps.rateLimit && !def.rateLimitExempt) chain.push(deps.rateLimit);
    if (def.bodyVariable) chain.push(json);
    router[def.method](def.path, ...chain, handler);
  }
  router.use(bodyErrors(api, deps));
  router.use((req, res) => {
    sendError(
      api,
      res,
      { code: 'NOT_FOUND', message: `No route ${req.method} ${api.mount}${req.path}` },
      req.log ?? deps.logger,
    );
  });
  return router;
}
