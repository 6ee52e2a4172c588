import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields of a selection set, its fragments (spread or inline) expanded. */
function fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo, into: FieldNode[] = []) {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, info, into);
    else fieldsOf(info.fragments[selection.name.value]?.selectionSet, info, into);
  }
  return into;
}

/**
 * The names of the fields selected at `path` below the field being resolved (`['categories',
 * 'category']`: the fields of each product's categories), through fragments and aliases; none
 * when the path itself is not selected. `@skip` and `@include` are not evaluated: a field
 * they may leave out counts as selected, so that a read built on the answer reads more, never less.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    nodes = nodes.flatMap((node) => fieldsOf(node.selectionSet, info).filter((field) => field.name.value === name));
  }
  return new Set(nodes.flatMap((node) => fieldsOf(node.selectionSet, info).map((field) => field.name.value)));
}
