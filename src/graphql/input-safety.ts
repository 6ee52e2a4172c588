import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type ASTVisitor, type ValueNode, type ValidationContext } from 'graphql';
import { addFieldError, ValidationError, type FieldErrors } from './errors';

/** PostgreSQL text cannot hold U+0000; such input is refused before it reaches SQL. */
export const NUL_MESSAGE = 'must not contain the NUL character';
/**
 * A lone UTF-16 surrogate (`"\ud800"` is valid JSON) is no Unicode text: PostgreSQL refuses it in
 * JSON columns and a text column would keep a replacement character instead.
 */
export const LONE_SURROGATE_MESSAGE = 'must be valid Unicode text (it holds a lone surrogate)';
/** Float literals beyond double range (`1e400`) parse as Infinity, which no column stores. */
export const NOT_FINITE_MESSAGE = 'must be a finite number';

const LONE_SURROGATE = /\p{Cs}/u;
const MAX_DEPTH = 32;

/** Why `text` cannot be stored as text, if it cannot. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/** An object key as a field path can show it: NUL written `\0`, a lone surrogate as `\u` and its code. */
function printableKey(key: string): string {
  return [...key]
    .map((c) => (c === '\u0000' ? '\\0' : LONE_SURROGATE.test(c) ? `\\u${c.charCodeAt(0).toString(16)}` : c))
    .join('');
}

/**
 * Every string in `value` that PostgreSQL cannot store as text (a NUL character, a lone
 * surrogate), keyed by its path (`a.b.0.c`), under `prefix`. Object keys are checked too, since
 * they become field names and JSON keys.
 */
export function unsafeTextFields(value: unknown, prefix: string, into: FieldErrors = {}, depth = 0): FieldErrors {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) addFieldError(into, prefix || 'body', problem);
    return into;
  }
  if (value === null || typeof value !== 'object') return into;
  // What lies deeper is not read, so it is not taken either.
  if (depth > MAX_DEPTH) {
    addFieldError(into, prefix || 'body', `must not be nested more than ${MAX_DEPTH} levels deep`);
    return into;
  }
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const path = prefix ? `${prefix}.${key}` : key;
    const problem = textProblem(key);
    if (problem) addFieldError(into, printableKey(path), problem);
    else unsafeTextFields(item, path, into, depth + 1);
  }
  return into;
}

function literalProblems(node: ValueNode, path: string, into: FieldErrors): void {
  switch (node.kind) {
    case Kind.STRING: {
      const problem = textProblem(node.value);
      if (problem) addFieldError(into, path, problem);
      return;
    }
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
 * A validation rule refusing argument literals PostgreSQL cannot take: strings with NUL or a lone
 * surrogate and numbers beyond double range. The error names the argument (and the input field inside it).
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

/** Refuses variables holding text PostgreSQL cannot store (400 BAD_USER_INPUT naming each), before execution. */
export function safeVariablesPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          const fields = unsafeTextFields(request.variables ?? {}, '');
          const [first] = Object.entries(fields);
          if (!first) return;
          const error = new ValidationError(fields, `Variable "$${first[0]}" ${first[1][0]}`);
          error.extensions.http = { status: 400 };
          throw error;
        },
      };
    },
  };
}
