import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Operations } from '../graphql/compiled';
import type { ContextSource, RequestContext } from '../graphql/context';
import { unsafeTextFields } from '../graphql/input-safety';
import { demandsCaller, type RuleMap } from '../graphql/permissions';
import {
  AuthenticationError,
  httpStatusFor,
  mergeFieldErrors,
  normalizeError,
  ValidationError,
  type FieldErrors,
  type NormalizedError,
} from '../graphql/errors';
import { variableProblems } from '../graphql/variable-errors';
import type { Logger } from '../observability/logger';
import type { CompiledRoute, RestApi } from './compile';
import { attachmentDisposition } from './content-disposition';
import { declaredResult } from './declared-result';
import { answerMethodNotAllowed } from './method-not-allowed';
import { isMultipart, readMultipart, type MultipartRequest } from './multipart';
import { readParams } from './params';
import { claimKey, keyedContext, type RetrySafety } from './retry-safety';
import type { RouteDefinition, RouteInput, UploadLimits } from './types';

/**
 * Reads a call's path, query and body. Bad path or query values are answered together with
 * every problem of the body, so that one answer names them all.
 */
async function readInput(
  schema: GraphQLSchema,
  def: RouteDefinition,
  operation: OperationDefinitionNode,
  req: Request,
  formFields?: Record<string, unknown>,
): Promise<RouteInput> {
  const problems: FieldErrors = {};
  const read = (specs: RouteDefinition['params'], source: Record<string, unknown>) => {
    try {
      return readParams(specs, source);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      mergeFieldErrors(problems, error.fields);
      return {};
    }
  };
  const params = { ...req.params, ...read(def.params, req.params) };
  const query = read(def.query, { ...formFields, ...(req.query as Record<string, unknown>) });
  const body: unknown = def.rawBody && typeof req.body !== 'string' ? '' : req.body;
  const headers = req.headers;
  // No body at all: name each field a required body must have, as for `{}`.
  const bodyMissing = def.bodyVariable !== undefined && body === undefined;
  if (Object.keys(problems).length === 0 && !bodyMissing) return { params, query, body, headers };
  if (def.bodyVariable && (bodyMissing || (body !== null && typeof body === 'object'))) {
    const fields = await variableProblems(schema, operation, { [def.bodyVariable]: body }, [def.bodyVariable]);
    mergeFieldErrors(problems, bodyKeyed(fields, def.bodyVariable));
  }
  if (Object.keys(problems).length === 0) return { params, query, body, headers };
  throw new ValidationError(problems);
}

/** A problem with the body as a whole is the `body`'s, not its GraphQL variable's. */
function bodyKeyed(fields: FieldErrors, bodyVariable: string | undefined): FieldErrors {
  if (!bodyVariable || !(bodyVariable in fields)) return fields;
  const { [bodyVariable]: whole, ...rest } = fields;
  return { body: whole, ...rest };
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
  /** Largest file part a multipart route accepts (413 beyond). */
  uploadMaxBytes?: number;
  /** The caps a route names in `upload.limit`, in place of `uploadMaxBytes`. */
  uploadLimits?: UploadLimits;
  createContext: (source: ContextSource) => Promise<RequestContext>;
  logger: Logger;
  bodyLimitBytes: number;
  /** Middleware placed before the route (the general rate limit), unless the route is exempt. */
  rateLimit?: RequestHandler;
  /** Middleware that gives a route taking files or imports the upload bound, before its body is read. */
  longBody?: RequestHandler;
  /** The served permission rules: a route whose rule demands a caller answers 401 before reading input. */
  rules?: RuleMap;
  /** The executors of the operations, shared with /graphql (one compile policy, tracing, read-your-writes). */
  operations: Operations;
  /** Honours `Idempotency-Key` on every route that is not a GET. */
  idempotency?: RetrySafety;
}

const ROOT_TYPE_NAMES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** Whether the rule of any root field of `operation` refuses every caller without credentials. */
function operationDemandsCaller(operation: OperationDefinitionNode, rules: RuleMap | undefined): boolean {
  const typeRules = rules?.[ROOT_TYPE_NAMES[operation.operation]] ?? {};
  return operation.selectionSet.selections.some(
    (s) => s.kind === Kind.FIELD && s.name.value !== '__typename' && demandsCaller(typeRules[s.name.value]),
  );
}

/** Writes an error in the API's format, logging what the caller must not see. */
export function sendError(api: RestApi, res: Response, error: NormalizedError, log: () => Logger): void {
  if (error.code === 'INTERNAL_SERVER_ERROR') log().error({ err: error.internal }, 'request failed');
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
  api.formatter.error(res, httpStatusFor(error.code, api.name), error);
}

function contextSource(req: Request, log: () => Logger): ContextSource {
  return {
    requestId: String(req.id),
    ip: req.ip ?? '',
    headers: req.headers,
    protocol: req.protocol,
    host: req.host,
    log,
  };
}

/**
 * A route's `Idempotency-Key` (see {@link claimKey}), refused in the API's own format.
 */
function idempotent(api: RestApi, deps: RestDeps, idempotency: RetrySafety): RequestHandler {
  return async (req, res, next) => {
    const log = () => req.log ?? deps.logger;
    try {
      if (await claimKey(idempotency, req, res, () => deps.createContext(contextSource(req, log)))) next();
    } catch (error) {
      sendError(api, res, normalizeError(error), log);
    }
  };
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
    // The request's logger is built when a line is written: most requests write none.
    const log = () => req.log ?? deps.logger;
    if (err.type === 'entity.too.large') {
      return sendError(
        api,
        res,
        { code: 'PAYLOAD_TOO_LARGE', message: `Request body exceeds the ${deps.bodyLimitBytes} byte limit` },
        log,
      );
    }
    if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') {
      return sendError(
        api,
        res,
        { code: 'UNSUPPORTED_MEDIA_TYPE', message: `${err.message ?? 'Unsupported body encoding'}; send UTF-8 JSON` },
        log,
      );
    }
    if (err instanceof URIError || (err.status === 400 && /decode/i.test(err.message ?? ''))) {
      return sendError(
        api,
        res,
        {
          code: 'BAD_USER_INPUT',
          message: 'The path holds a malformed percent-encoding',
          fields: { path: ['holds a malformed percent-encoding'] },
        },
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
  const text = express.text({ limit: deps.bodyLimitBytes, type: () => true });

  for (const { def, document, operation } of compiled) {
    const namedLimit = def.upload?.limit;
    if (namedLimit && deps.uploadLimits?.[namedLimit] === undefined) {
      throw new Error(
        `${def.method.toUpperCase()} ${def.path} names the upload limit ${namedLimit}, which is not given`,
      );
    }
    if (def.answer && !def.result && !api.formatter.shapes) {
      throw new Error(
        `${def.method.toUpperCase()} ${def.path} answers ${def.answer.shape}, not a shape of the ${api.name} API`,
      );
    }
    const uploadMaxBytes = namedLimit ? deps.uploadLimits![namedLimit] : (deps.uploadMaxBytes ?? 10 * 1024 * 1024);
    // With a read replica, such a call reads the primary and its caller's next calls see its writes.
    const writes = def.method !== 'get' || operation.operation === 'mutation';
    const run = deps.operations.executor(document, operation, writes);
    const rootField = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
    const rootKey = rootField && rootField.kind === Kind.FIELD ? (rootField.alias ?? rootField.name).value : undefined;
    // Credentials before input: a route for callers only refuses an anonymous one with 401,
    // never with the rules of a body it is not allowed to send.
    const requiresCaller = operationDemandsCaller(operation, deps.rules);
    const handler: RequestHandler = async (req, res) => {
      const log = () => req.log ?? deps.logger;
      let multipart: MultipartRequest | undefined;
      try {
        // Credentials first: a caller who may not call the API learns nothing of its input rules.
        const context = keyedContext(res) ?? (await deps.createContext(contextSource(req, log)));
        // At once, not only as the operation runs: the route's own checks read the primary too.
        if (writes) context.services.reads.writes(context.em);
        if (api.requiresPrincipal && !context.principal) {
          throw context.authFailure ?? new AuthenticationError('Authentication required');
        }
        if (requiresCaller && !context.principal) {
          throw context.authFailure ?? new AuthenticationError('No token provided');
        }
        await def.authorize?.(context);
        if (def.upload) {
          if (!isMultipart(req)) {
            return sendError(
              api,
              res,
              { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be multipart/form-data' },
              log,
            );
          }
          multipart = await readMultipart(req, def.upload.field, uploadMaxBytes);
        }
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
        const unsafe = {
          ...unsafeTextFields(req.params, ''),
          ...unsafeTextFields(req.query, ''),
          ...unsafeTextFields(multipart?.fields ?? {}, ''),
          ...(def.bodyVariable ? unsafeTextFields(req.body, '') : {}),
        };
        if (Object.keys(unsafe).length > 0) throw new ValidationError(unsafe);
        const input = await readInput(deps.schema, def, operation, req, multipart?.fields);
        if (def.bodyVariable && (input.body === undefined || typeof input.body !== 'object' || input.body === null)) {
          throw ValidationError.field('body', 'A JSON object body is required');
        }
        const variables = def.variables
          ? def.variables(input)
          : { ...input.params, ...input.query, ...(def.bodyVariable ? { [def.bodyVariable]: input.body } : {}) };
        if (def.upload) {
          if (!multipart?.upload) throw ValidationError.field(def.upload.field, 'A file part is required');
          variables[def.upload.variable] = multipart.upload;
        }
        const result = await run(variables, context);
        const status = def.status ?? 200;
        if (result.errors?.length) {
          // A body found cut short or malformed is the request's problem, whatever the operation said.
          const bodyProblem = multipart?.problem();
          if (bodyProblem) return sendError(api, res, normalizeError(bodyProblem), log);
          // Bad variables come as one map of every problem (see Operations); the body is the body's.
          const normalized = normalizeError(result.errors[0]);
          if (normalized.fields) normalized.fields = bodyKeyed(normalized.fields, def.bodyVariable);
          return sendError(api, res, normalized, log);
        }
        const data = (result.data ?? {}) as Record<string, unknown>;
        for (const [name, header] of Object.entries(def.headers ?? {}))
          res.setHeader(name, header.value(data, input, context));
        if (def.respond) {
          const file = def.respond(data);
          if (file.fileName) res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
          res.status(status).type(file.contentType);
          res.send(file.body);
          return;
        }
        const payload = def.emptyBody
          ? undefined
          : def.result
            ? def.result(data, input)
            : declaredResult(def, rootKey ? data[rootKey] : data, input, api.formatter.shapes);
        api.formatter.success(res, status, payload, def.message);
      } catch (error) {
        sendError(api, res, normalizeError(multipart?.problem() ?? error), log);
      } finally {
        // An upload refused part-way (413, a bad option) leaves body bytes unread: discard them.
        multipart?.discard();
      }
    };
    // Files and imports may take minutes to arrive: the upload bound, from before the body is read.
    const chain: RequestHandler[] = (def.upload || def.longBody) && deps.longBody ? [deps.longBody] : [];
    if (deps.rateLimit && !def.rateLimitExempt) chain.push(deps.rateLimit);
    if (def.rawBody) chain.push(text);
    else if (def.bodyVariable) chain.push(json);
    if (def.method !== 'get' && deps.idempotency) chain.push(idempotent(api, deps, deps.idempotency));
    router[def.method](def.path, ...chain, handler);
  }
  router.use(bodyErrors(api, deps));
  answerMethodNotAllowed(router, api.routes, (req, res) =>
    sendError(
      api,
      res,
      { code: 'METHOD_NOT_ALLOWED', message: `Method ${req.method} is not allowed on ${api.mount}${req.path}` },
      () => req.log ?? deps.logger,
    ),
  );
  router.use((req, res) => {
    sendError(
      api,
      res,
      { code: 'NOT_FOUND', message: `No route ${req.method} ${api.mount}${req.path}` },
      () => req.log ?? deps.logger,
    );
  });
  return router;
}
