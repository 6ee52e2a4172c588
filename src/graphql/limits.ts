import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visited: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, visited) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visited);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visited.has(name)) continue; // cycles are reported by GraphQL's own rules
      depth = depthOf(fragment.selectionSet, fragments, new Set(visited).add(name));
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** A validation rule rejecting operations nested deeper than `maxDepth` fields. */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const definitions: readonly DefinitionNode[] = context.getDocument().definitions;
    const fragments = new Map(
      definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query depth ${depth} exceeds the maximum of ${maxDepth}`, {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}

/**
 * Rejects operations whose estimated cost exceeds `maxCost`. Each field costs 1 unless its
 * `complexity` extension says otherwise; list fields multiply by their `limit` argument there.
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            // Variables that do not coerce: execution refuses them (400 BAD_USER_INPUT naming the
            // variable) before any resolver runs, so there is nothing to cost.
            return;
          }
          if (cost > maxCost) {
            throw new GraphQLError(`Query cost ${cost} exceeds the maximum of ${maxCost}`, {
              extensions: { code: 'BAD_USER_INPUT', cost, maxCost },
            });
          }
        },
      };
    },
  };
}
