import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/** Whether the call's variables keep `selection` (`@skip`, `@include`), as execution decides. */
function kept(selection: SelectionNode, variables: GraphQLResolveInfo['variableValues']): boolean {
  if (!selection.directives?.length) return true;
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}

/**
 * The fields of a selection set, its fragments (spread or inline) expanded; with `evaluated`,
 * only those the call's `@skip` and `@include` keep.
 */
function fieldsOf(
  selectionSet: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  evaluated: boolean,
  into: FieldNode[] = [],
): FieldNode[] {
  for (const selection of selectionSet?.selections ?? []) {
    if (evaluated && !kept(selection, info.variableValues)) continue;
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, info, evaluated, into);
    else fieldsOf(info.fragments[selection.name.value]?.selectionSet, info, evaluated, into);
  }
  return into;
}

/**
 * The names of the fields selected at `path` below the field being resolved (`['categories',
 * 'category']`: the fields of each product's categories), through fragments and aliases; none
 * when the path itself is not selected. Unless `evaluated`, `@skip` and `@include` are not
 * evaluated: a field they may leave out counts as selected, so that a read built on the answer
 * reads more, never less. `evaluated`: the fields this call resolves, its variables applied (a
 * REST list narrowed by `attributes` selects every field under a flag).
 */
export function selectedFields(
  info: GraphQLResolveInfo,
  path: readonly string[],
  { evaluated = false }: { evaluated?: boolean } = {},
): Set<string> {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    nodes = nodes.flatMap((node) =>
      fieldsOf(node.selectionSet, info, evaluated).filter((field) => field.name.value === name),
    );
  }
  return new Set(
    nodes.flatMap((node) => fieldsOf(node.selectionSet, info, evaluated).map((field) => field.name.value)),
  );
}
