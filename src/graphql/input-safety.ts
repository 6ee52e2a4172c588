import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type ASTVisitor, type ValueNode, type ValidationContext } from 'graphql';
import { addFieldError, ValidationError, type FieldErrors } from './errors';

/** PostgreSQL text cannot hold U+0000; such input is refused before it reaches SQL. */
export const NUL_MESSAGE = 'must not contain the NUL character';
/** Float literals beyond double range (`1e400`) parse as Infinity, which no column stores. */
export const NOT_FINITE_MESSAGE = 'must be a finite number';

/**
 * Every string holding a NUL character in `value`, keyed by its path (`a.b.0.c`), under `prefix`.
 * Object keys are checked too, since they become field names.
 */
export function nulFields(value: unknown, prefix: string, into: FieldErrors = {}, depth = 0): FieldErrors {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) addFieldError(into, prefix || 'body', NUL_MESSAGE);
    return into;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return into;
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key.includes('\u0000')) addFieldError(into, path.split('\u0000').join('\\0'), NUL_MESSAGE);
    else nulFields(item, path, into, depth + 1);
  }
  return into;
}

function literalProblems(node: ValueNode, path: string, into: FieldErrors): void {
  switch (node.kind) {
    case Kind.STRING:
      if (node.value.includes('\u0000')) addFieldError(into, path, NUL_MESSAGE);
      return;
    case Kind.FLOAT:
    case Kind.INT:
      if (!Number.isFinite(Number(node.value))) addFieldError(into, path, NOT_FINITE_MESSAGE);
      return;
    case Kind.LIST:
      node.values.forEach((item, i) => literalProblems(item, `${path}.${i}`, into));
      return;
    case Kind.OBJECT:
      for (const field of node.fields) literalProblems(field.value, `${path}.${field.name.value}`, into);
      return;
    default:
      return;
  }
}

/**
 * A validation rule refusing argument literals PostgreSQL cannot take: strings with NUL and
 * numbers beyond double range. The error names the argument (and the input field inside it).
 */
export function safeLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    Argument(node) {
      const problems: FieldErrors = {};
      literalProblems(node.value, node.name.value, problems);
      for (const [field, messages] of Object.entries(problems)) {
        context.reportError(
          new GraphQLError(`Argument "${field}" ${messages[0]}`, {
            nodes: [node],
            extensions: { code: 'BAD_USER_INPUT', fields: { [field]: messages } },
          }),
        );
      }
    },
  };
}

/** Refuses variables holding NUL characters (400 BAD_USER_INPUT naming each), before execution. */
export function safeVariablesPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          const fields = nulFields(request.variables ?? {}, '');
          if (Object.keys(fields).length === 0) return;
          const error = new ValidationError(fields, `Variable "$${Object.keys(fields)[0]}" ${NUL_MESSAGE}`);
          error.extensions.http = { status: 400 };
          throw error;
        },
      };
    },
  };
}
