import {
  getArgumentValues,
  getNamedType,
  GraphQLError,
  isCompositeType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

/** Largest GraphQL document accepted, in bytes, checked before anything parses it. */
export const MAX_DOCUMENT_BYTES = 64 * 1024;
/** Largest GraphQL document accepted, in lexical tokens (graphql's `parse` stops counting there). */
export const MAX_DOCUMENT_TOKENS = 5000;

/** A refusal of the request itself: HTTP 400, code BAD_USER_INPUT. */
function refusal(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/** The 64 KB cap, for the HTTP layer to apply before the document reaches the parser. */
export function documentSizeProblem(query: unknown): GraphQLError | undefined {
  if (typeof query !== 'string') return undefined;
  const bytes = Buffer.byteLength(query, 'utf8');
  if (bytes <= MAX_DOCUMENT_BYTES) return undefined;
  return refusal(`The GraphQL document is ${bytes} bytes; at most ${MAX_DOCUMENT_BYTES} are accepted`, {
    maxBytes: MAX_DOCUMENT_BYTES,
  });
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return fragments;
}

/**
 * Depth of selection sets, each named fragment measured once (memoised by name), so the time is
 * linear in the document however often fragments spread each other. A fragment met again while it
 * is being measured (a cycle, which GraphQL's own rules report) counts as 0.
 */
class DepthMeter {
  private readonly memo = new Map<string, number>();

  constructor(private readonly fragments: Map<string, FragmentDefinitionNode>) {}

  depth(selectionSet: SelectionSetNode | undefined): number {
    if (!selectionSet) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      let depth = 0;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        depth = 1 + this.depth(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = this.depth(selection.selectionSet);
      } else {
        depth = this.fragment(selection.name.value);
      }
      if (depth > deepest) deepest = depth;
    }
    return deepest;
  }

  private fragment(name: string): number {
    const known = this.memo.get(name);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    this.memo.set(name, 0);
    const depth = fragment ? this.depth(fragment.selectionSet) : 0;
    this.memo.set(name, depth);
    return depth;
  }
}

/** A validation rule rejecting operations nested deeper than `maxDepth` fields. */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const meter = new DepthMeter(fragmentsOf(context.getDocument()));
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const depth = meter.depth(node.selectionSet);
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

/** What a field's `complexity` extension receives (type-graphql's `complexity` option). */
export interface ComplexityArgs {
  args: Record<string, unknown>;
  childComplexity: number;
}
type Complexity = number | ((options: ComplexityArgs) => number);

/**
 * The estimated cost of an operation: each field costs 1 plus its children, unless its
 * `complexity` extension says otherwise (list fields multiply their children by `limit`).
 * Every named fragment is costed once (memoised by name; its type condition fixes its type),
 * so the time is linear in the document. A cycle costs 0 (GraphQL's validation refuses it).
 */
export class CostEstimator {
  private readonly memo = new Map<string, number>();
  private readonly fragments: Map<string, FragmentDefinitionNode>;

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
  ) {
    this.fragments = fragmentsOf(document);
  }

  operation(operation: OperationDefinitionNode): number {
    const root =
      operation.operation === 'query'
        ? this.schema.getQueryType()
        : operation.operation === 'mutation'
          ? this.schema.getMutationType()
          : this.schema.getSubscriptionType();
    return root ? this.selectionSet(root, operation.selectionSet) : 0;
  }

  private selectionSet(type: GraphQLCompositeType, selectionSet: SelectionSetNode): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        if (!('getFields' in type)) continue;
        const field = type.getFields()[selection.name.value] as GraphQLField<unknown, unknown> | undefined;
        if (!field) continue;
        const child = getNamedType(field.type);
        const childCost =
          selection.selectionSet && isCompositeType(child) ? this.selectionSet(child, selection.selectionSet) : 0;
        cost += this.field(field, selection, childCost);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : type;
        if (condition && isCompositeType(condition)) cost += this.selectionSet(condition, selection.selectionSet);
      } else {
        cost += this.fragment(selection.name.value);
      }
    }
    return cost;
  }

  private field(
    field: GraphQLField<unknown, unknown>,
    node: Parameters<typeof getArgumentValues>[1],
    childComplexity: number,
  ): number {
    const complexity = field.extensions?.complexity as Complexity | undefined;
    if (typeof complexity === 'number') return complexity + childComplexity;
    if (typeof complexity === 'function') {
      let args: Record<string, unknown>;
      try {
        args = getArgumentValues(field, node, this.variables);
      } catch {
        // Arguments that do not coerce are refused by execution before any resolver runs.
        args = {};
      }
      return complexity({ args, childComplexity });
    }
    return 1 + childComplexity;
  }

  private fragment(name: string): number {
    const known = this.memo.get(name);
    if (known !== undefined) return known;
    this.memo.set(name, 0);
    const fragment = this.fragments.get(name);
    const type = fragment && this.schema.getType(fragment.typeCondition.name.value);
    const cost = fragment && type && isCompositeType(type) ? this.selectionSet(type, fragment.selectionSet) : 0;
    this.memo.set(name, cost);
    return cost;
  }
}

/** Rejects operations whose estimated cost exceeds `maxCost` with HTTP 400, BAD_USER_INPUT. */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          if (!operation) return;
          const cost = new CostEstimator(schema, document, request.variables ?? {}).operation(operation);
          if (cost > maxCost) {
            const shown = Number.isFinite(cost) && cost < Number.MAX_SAFE_INTEGER ? String(cost) : 'too high';
            throw refusal(`Query cost ${shown} exceeds the maximum of ${maxCost}`, {
              cost: Number.isFinite(cost) ? cost : null,
              maxCost,
            });
          }
        },
      };
    },
  };
}
