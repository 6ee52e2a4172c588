import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type ResolverClass = new () => Record<string, (...params: unknown[]) => unknown>;
type FieldResolverMetadata = ReturnType<typeof getMetadataStorage>['fieldResolvers'][number];
type ParamMetadata = NonNullable<FieldResolverMetadata['params']>[number];
type ParamValue = (root: unknown, context: unknown, info: unknown) => unknown;

/** What each parameter kind receives, for the kinds passed on unchanged. */
const PASSED: Partial<Record<ParamMetadata['kind'], ParamValue>> = {
  root: (root) => root,
  context: (_root, context) => context,
  info: (_root, _context, info) => info,
};

/** The parameter's value as type-graphql hands it over, or undefined where it converts or validates it. */
function passedAsIs(param: ParamMetadata): ParamValue | undefined {
  if (param.kind === 'root' && (param.propertyName !== undefined || param.getType !== undefined)) return undefined;
  if (param.kind === 'context' && param.propertyName !== undefined) return undefined;
  return PASSED[param.kind];
}

/**
 * type-graphql runs a field resolver method through a generic wrapper that, on every call, sorts
 * the method's parameter list (an allocation each time), maps it to values and looks the resolver
 * instance up in its container. A page of 20 products makes 80 such calls (images, thumbnail,
 * categories, cost price), and those sorts were a sixth of the bytes the GraphQL list allocated.
 * For a method that takes only its parent as it is (`@Root()` not typed as a class, which
 * type-graphql would copy into an instance), the context (`@Ctx()`) and `@Info()`, without
 * middlewares or auth roles, the wrapper always makes the same call: this makes it directly.
 *
 * For a schema built from `resolvers` without global middlewares, an auth checker or a container
 * (as `buildCoreSchema` builds it), where type-graphql's instance of a resolver class is a plain
 * `new Class()` too. Other field resolvers keep their wrapper. Returns the fields changed.
 */
export function callFieldResolversDirectly(schema: GraphQLSchema, resolvers: readonly Function[]): string[] {
  const storage = getMetadataStorage();
  const instances = new Map<Function, InstanceType<ResolverClass>>();
  const changed: string[] = [];
  for (const metadata of storage.fieldResolvers) {
    if (metadata.kind !== 'external' || !resolvers.includes(metadata.target)) continue;
    if (metadata.middlewares?.length || metadata.roles?.length) continue;
    const target = metadata.target as ResolverClass;
    if (target.length !== 0) continue;
    const values = [...(metadata.params ?? [])].sort((a, b) => a.index - b.index).map(passedAsIs);
    if (values.some((value) => value === undefined)) continue;
    const objectClass = metadata.resolverClassMetadata?.getObjectType();
    const typeName = storage.objectTypes.find((type) => type.target === objectClass)?.name;
    const type = typeName === undefined ? undefined : schema.getType(typeName);
    const field = type && isObjectType(type) ? type.getFields()[metadata.schemaName] : undefined;
    if (!field?.resolve) continue;
    let instance = instances.get(target);
    if (!instance) instances.set(target, (instance = new target()));
    const self = instance;
    const method = self[metadata.methodName];
    const pass = values as ParamValue[];
    field.resolve = ((root, _args, context, info) =>
      method.apply(
        self,
        pass.map((value) => value(root, context, info)),
      )) as GraphQLFieldResolver<unknown, unknown>;
    changed.push(`${typeName}.${metadata.schemaName}`);
  }
  return changed;
}
