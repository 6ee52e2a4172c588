import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { nullable, scalarSchema, withDescription } from './openapi-schema';
import type { JsonObject } from './types';

// What a route answers, from its operation's selection: exactly the selected fields, each
// required unless a directive may leave it out, `null` only where the GraphQL type allows it.

type Fragments = Record<string, FragmentDefinitionNode>;

/** The field nodes of a selection set on `type`, grouped by response key, fragments included. */
function collectFields(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  into = new Map<string, FieldNode[]>(),
): Map<string, FieldNode[]> {
  const applies = (condition: string | undefined) => {
    if (!condition || condition === type.name) return true;
    const named = schema.getType(condition);
    return named !== undefined && isAbstractType(named) && schema.isSubType(named, type);
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = (selection.alias ?? selection.name).value;
      into.set(key, [...(into.get(key) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition?.name.value))
        collectFields(schema, type, selection.selectionSet, fragments, into);
    } else {
      const fragment = fragments[selection.name.value];
      if (fragment && applies(fragment.typeCondition.name.value))
        collectFields(schema, type, fragment.selectionSet, fragments, into);
    }
  }
  return into;
}

/** The selections of several nodes of one key, as one set. */
function mergedSelection(nodes: FieldNode[]): SelectionSetNode | undefined {
  const sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  if (sets.length <= 1) return sets[0];
  return { kind: Kind.SELECTION_SET, selections: sets.flatMap((s) => s.selections) };
}

function objectSchema(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Fragments,
): JsonObject {
  const properties: Record<string, JsonObject> = {};
  const required: string[] = [];
  for (const [key, nodes] of collectFields(schema, type, selectionSet, fragments)) {
    const name = nodes[0].name.value;
    if (name === '__typename') properties[key] = { type: 'string', const: type.name };
    else {
      const field = type.getFields()[name];
      if (!field) continue;
      properties[key] = withDescription(
        selectionSchema(schema, field.type, mergedSelection(nodes), fragments),
        field.description,
      );
    }
    // A field under @include or @skip may be left out.
    if (nodes.some((n) => !n.directives?.length)) required.push(key);
  }
  return { type: 'object', title: type.name, properties, required, additionalProperties: false };
}

/** The schema of a value of `type` answered with `selectionSet`. */
export function selectionSchema(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
): JsonObject {
  if (!isNonNullType(type)) return nullable(nonNullSchema(schema, type, selectionSet, fragments));
  return nonNullSchema(schema, type.ofType, selectionSet, fragments);
}

function nonNullSchema(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
): JsonObject {
  if (isListType(type)) return { type: 'array', items: selectionSchema(schema, type.ofType, selectionSet, fragments) };
  const named: GraphQLNamedType = getNamedType(type);
  if (isScalarType(named)) return scalarSchema(named, 'out');
  if (isEnumType(named))
    return withDescription({ type: 'string', enum: named.getValues().map((v) => v.name) }, named.description);
  if (!selectionSet) return {};
  if (isObjectType(named)) return objectSchema(schema, named, selectionSet, fragments);
  if (isAbstractType(named)) {
    return withDescription(
      { anyOf: schema.getPossibleTypes(named).map((t) => objectSchema(schema, t, selectionSet, fragments)) },
      named.description,
    );
  }
  return {};
}

/**
 * Moves every object schema that carries a `title` (a GraphQL type) into the components, one per
 * distinct shape: the first shape of a type is named after it, others get a number. Run over a
 * whole document, so that routes selecting the same fields share one component.
 */
export class ShapeRegistry {
  readonly components: Record<string, JsonObject> = {};
  private readonly byShape = new Map<string, string>();

  constructor(private readonly taken: Set<string>) {}

  hoist(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.hoist(v));
    if (value === null || typeof value !== 'object') return value;
    const inner = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.hoist(v)])) as JsonObject;
    if (inner.type !== 'object' || typeof inner.title !== 'string') return inner;
    // A field's description stays beside the reference: the component is the type's.
    const { title, description, ...shape } = inner;
    const key = JSON.stringify(shape);
    let name = this.byShape.get(key);
    if (!name) {
      name = title;
      for (let n = 2; this.taken.has(name); n++) name = `${title}${n}`;
      this.taken.add(name);
      this.byShape.set(key, name);
      this.components[name] = shape;
    }
    return withDescription({ $ref: `#/components/schemas/${name}` }, description as string | undefined);
  }
}
