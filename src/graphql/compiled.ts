import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { OperationTracer } from '../observability/tracing';
import type { RequestContext } from './context';
import { normalizeError, ValidationError } from './errors';
import { isVariableCoercionError, variableProblems } from './variable-errors';

/** Runs one operation of a document with a request's variables and context. */
export type Executor = (variables: Record<string, unknown>, context: RequestContext) => Promise<ExecutionResult>;

/** `executor` run through `tracer`, or `executor` itself without one. */
export function traced(executor: Executor, operation: OperationDefinitionNode, tracer?: OperationTracer): Executor {
  if (!tracer) return executor;
  return (variables, context) => tracer(operation, () => executor(variables, context));
}

/**
 * An operation compiled once into a function (graphql-jit): the same resolvers, field rules and
 * scalars as graphql-js runs, without interpreting the document on every request.
 *
 * graphql-js stays the judge of the variables. It checks them first, so every input it refuses is
 * refused alike, with its messages (the compiled coercion alone took an array for an input object
 * whose fields are all optional). And where the compiled coercion refuses what graphql-js accepted
 * (it does not fill in the default of a non-null input field, `role: UserRole! = STAFF`), nothing
 * has run yet: graphql-js executes that request. A document the compiler refuses runs on graphql-js.
 */
export function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  interpretedRuns = 0,
): Executor {
  const operationName = operation.name?.value;
  // Variables that do not coerce: one BAD_USER_INPUT error carrying every problem in
  // `extensions.fields` (the map the REST APIs answer with, the input rules' findings too), in
  // place of graphql-js's one error per variable naming only its first complaint about each.
  const refused = async (errors: readonly GraphQLError[], variables: Record<string, unknown>) => {
    const fields = await variableProblems(schema, operation, variables);
    return Object.keys(fields).length > 0 ? { errors: [new ValidationError(fields)] } : { errors };
  };
  const interpreted: Executor = async (variables, context) => {
    const result = (await execute({
      schema,
      document,
      operationName,
      variableValues: variables,
      contextValue: context,
    })) as ExecutionResult;
    return !('data' in result) && result.errors?.some(isVariableCoercionError)
      ? refused(result.errors, variables)
      : result;
  };
  const compile = (): Executor => {
    const compiled = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(compiled)) return interpreted;
    const definitions = operation.variableDefinitions ?? [];
    return async (variables, context) => {
      const { errors } = getVariableValues(schema, definitions, variables);
      if (errors) return refused(errors, variables);
      const result = (await compiled.query(undefined, context, variables)) as ExecutionResult;
      // A result without `data` is the compiled coercion's refusal: no resolver has run.
      if (!('data' in result)) return interpreted(variables, context);
      return result.errors?.some((error) => error.extensions === undefined)
        ? { ...result, errors: result.errors.map(asGraphqlJsError) }
        : result;
    };
  };
  // Compiled when first needed, not at start-up; `interpretedRuns` requests run on graphql-js before
  // that, so that a document sent once is not compiled to run once.
  let executor: Executor | undefined;
  let runs = 0;
  return retriedQuery(operation, (variables, context) => {
    if (executor) return executor(variables, context);
    if (runs < interpretedRuns) {
      runs += 1;
      return interpreted(variables, context);
    }
    return (executor = compile())(variables, context);
  });
}

/**
 * A query run once more when the database failed under it (a connection cut as the leader
 * changed): a query changes nothing, so it is safe to repeat, and its second run opens fresh
 * connections, which reach the new primary or another replica (waiting for a primary a while: see
 * db/primary-wait.ts). A mutation is never run again: it may have written before it failed, and
 * answers 503 (a caller's `Idempotency-Key` makes its own retry safe).
 */
function retriedQuery(operation: OperationDefinitionNode, executor: Executor): Executor {
  if (operation.operation !== 'query') return executor;
  return (variables, context) =>
    executor(variables, context).then((result) =>
      result.errors?.some(isUnavailable) ? executor(variables, context) : result,
    );
}

const isUnavailable = (error: GraphQLError) => normalizeError(error).code === 'SERVICE_UNAVAILABLE';

/**
 * A compiled operation's error as graphql-js makes it: graphql-jit leaves `extensions` undefined
 * where graphql-js gives `{}` (Apollo reads `extensions.code` of every error).
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  if (error.extensions !== undefined) return error;
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  (copy as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return copy;
}

/**
 * The operations both transports run, /graphql and the REST routes, each made once per document
 * and operation by one policy: interpreted by graphql-js on its first run (a document sent once is
 * not compiled to run once), compiled from its second, traced when tracing is on, a query run once
 * more when the database failed under it, variables that do not coerce answered as one map of
 * every problem (by {@link compileOperation}), and read-your-writes for an operation that writes.
 */
export class Operations {
  private readonly executors = new WeakMap<DocumentNode, Map<OperationDefinitionNode, Executor>>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly tracer?: OperationTracer,
  ) {}

  /**
   * The executor of `operation` in `document`. One that `writes` (a mutation; a REST call other
   * than GET) reads the primary, and when it succeeded, its caller's next requests see its writes
   * (see ReadPool.wrote), before the answer: the next call may come at once, to another instance.
   */
  executor(document: DocumentNode, operation: OperationDefinitionNode, writes = isMutation(operation)): Executor {
    let byOperation = this.executors.get(document);
    if (!byOperation) this.executors.set(document, (byOperation = new Map()));
    let executor = byOperation.get(operation);
    if (!executor) {
      executor = traced(compileOperation(this.schema, document, operation, 1), operation, this.tracer);
      if (writes) executor = readingYourWrites(executor);
      byOperation.set(operation, executor);
    }
    return executor;
  }
}

const isMutation = (operation: OperationDefinitionNode) => operation.operation === 'mutation';

/** `executor` with its plain reads on the primary, and its caller's position kept when it succeeded. */
function readingYourWrites(executor: Executor): Executor {
  return async (variables, context) => {
    const { reads } = context.services;
    reads.writes(context.em);
    const result = await executor(variables, context);
    // Only an operation without an error marks its caller as a writer: a refused one (a failed
    // login, a denied field) may have written nothing (see ReplicaRouter.wrote).
    await reads.wrote(context.em, !result.errors?.length);
    return result;
  };
}

/**
 * Apollo Server with the {@link Operations}. Apollo Server 4 and later take another executor only
 * through their gateway interface: this one serves the given schema as it is and runs each parsed
 * document (Apollo keeps the parsed documents of recent queries) through its operation's executor.
 * Parsing, validation, the plugins and error formatting stay Apollo's.
 */
export function compiledGateway(
  schema: GraphQLSchema,
  operations: Operations,
): ApolloServerOptionsWithGateway<RequestContext>['gateway'] {
  let loaded: ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      loaded = callback;
      return () => {
        loaded = undefined;
      };
    },
    async load() {
      loaded?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return {
        executor: (request) =>
          // No operation resolved (an `operationName` the document does not hold, or several
          // operations and no name): graphql-js answers why, and Apollo turns that into a 400.
          request.operation
            ? operations.executor(request.document, request.operation)(
                request.request.variables ?? {},
                request.context as RequestContext,
              )
            : (execute({
                schema,
                document: request.document,
                operationName: request.request.operationName,
              }) as Promise<ExecutionResult>),
      };
    },
    async stop() {},
  };
}
