import {
  Kind,
  parse,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ApiName } from '../graphql/errors';
import type { ApiFormatter } from './formatters';
import type { RouteDefinition } from './types';

// The REST APIs as the server is given them, and their routes' GraphQL documents made ready once,
// at boot, for the engine (engine.ts) and the documents (openapi.ts).

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
  /** Every route needs credentials (401 before any input is read), as payroll's HTTP Basic does. */
  requiresPrincipal?: boolean;
  /** The general rate limit counts this API's calls (429), except routes exempt from it. */
  rateLimited?: boolean;
  /**
   * The header naming the tenant every call works in (optional: the caller's own by default);
   * an unknown one answers 404, another tenant's credentials 403, a missing one where needed 400.
   */
  scopeHeader?: { name: string; description: string };
}

/** A route whose GraphQL document has been parsed and validated against the schema. */
export interface CompiledRoute {
  def: RouteDefinition;
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/**
 * `document` with each field whose response key `keys` renames aliased to that name: names no
 * GraphQL document may spell (`$path`), given once the document is validated, so that the
 * executor's objects carry the wire's keys and no answer is renamed as it is written.
 */
export function withResponseKeys(document: DocumentNode, keys: Readonly<Record<string, string>>): DocumentNode {
  return visit(document, {
    Field(node) {
      const wire = keys[(node.alias ?? node.name).value];
      return wire === undefined ? undefined : { ...node, alias: { kind: Kind.NAME, value: wire } };
    },
  });
}

/**
 * Parses and validates every route's document once, then gives its fields the API's response
 * keys (`ApiFormatter.responseKeys`). A document that does not fit the schema is a programming
 * error and stops the boot, naming the route.
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
    const keys = api.formatter.responseKeys;
    if (keys) document = withResponseKeys(document, keys);
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (operations.length !== 1) throw new Error(`REST route ${where}: the document must hold exactly one operation`);
    return { def, document, operation: operations[0] };
  });
}
