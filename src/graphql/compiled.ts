import {
  execute,
  getVariableValues,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { RequestContext } from './context';

/** Runs one operation of a document with a request's variables and context. */
export type Executor = (variables: Record<string, unknown>, context: RequestContext) => Promise<ExecutionResult>;

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
): Executor {
  const operationName = operation.name?.value;
  const interpreted: Executor = async (variables, context) =>
    execute({
      schema,
      document,
      operationName,
      variableValues: variables,
      contextValue: context,
    }) as Promise<ExecutionResult>;
  const compiled = compileQuery(schema, document, operationName);
  if (!isCompiledQuery(compiled)) return interpreted;
  const definitions = operation.variableDefinitions ?? [];
  return async (variables, context) => {
    const { errors } = getVariableValues(schema, definitions, variables);
    if (errors) return { errors };
    const result = (await compiled.query(undefined, context, variables)) as ExecutionResult;
    // A result without `data` is the compiled coercion's refusal: no resolver has run.
    return 'data' in result ? result : interpreted(variables, context);
  };
}
