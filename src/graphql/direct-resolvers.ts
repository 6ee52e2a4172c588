import { isObjectType, isSpecifiedScalarType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type ResolverClass = new () => Record<string, (...params: unknown[]) => unknown>;
type FieldResolverMetadata = ReturnType<typeof getMetadataStorage>['fieldResolvers'][number];
type ParamMetadata = NonNullable<FieldResolverMetadata['params']>[number];
type HandlerMetadata = Pick<
  FieldResolverMetadata,
  'target' | 'methodName' | 'schemaName' | 'params' | 'middlewares' | 'roles'
>;
type ParamValue = (root: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;

/** What each parameter kind receives, for the kinds passed on unchanged. */
const PASSED: Partial<Record<ParamMetadata['kind'], ParamValue>> = {
  root: (root) => root,
  context: (_root, _args, context) => context,
  info: (_root, _args, _context, info) => info,
};

/** The parameter's value as type-graphql hands it over, or undefined where it converts or validates it. */
function passedAsIs(param: ParamMetadata, enums: ReadonlySet<unknown>): ParamValue | undefined {
  if (param.kind === 'root' && (param.propertyName !== undefined || param.getType !== undefined)) return undefined;
  if (param.kind === 'context' && param.propertyName !== undefined) return undefined;
  if (param.kind === 'arg') return scalarArgument(param, enums);
  return PASSED[param.kind];
}

/**
 * One argument of a built-in scalar type (`ID`, `String`, `Int`, `Float`, `Boolean`) or of a
 * registered enum, not a list and without validation of its own: type-graphql hands it over as
 * graphql-js coerced it (an enum's value is a string or a number, which it does not convert),
 * after awaiting the schema's validator, which checks input and args class instances only
 * (`validateArgument`: a scalar or an enum value has nothing to check). Undefined for any other
 * argument.
 */
function scalarArgument(
  param: Extract<ParamMetadata, { kind: 'arg' }>,
  enums: ReadonlySet<unknown>,
): ParamValue | undefined {
  if (param.typeOptions.array || param.validateSettings !== undefined || param.validateFn !== undefined)
    return undefined;
  const type = param.getType();
  if (!isSpecifiedScalarType(type as Parameters<typeof isSpecifiedScalarType>[0]) && !enums.has(type)) return undefined;
  const name = param.name;
  return (_root, args) => args[name];
}

/**
 * type-graphql runs a resolver method through a generic wrapper that, on every call, sorts the
 * method's parameter list (an allocation each time), maps it to values, awaits the argument
 * validator for each argument and looks the resolver instance up in its container. A page of 20
 * products makes 80 such calls (images, thumbnail, categories, cost price), and those sorts were a
 * sixth of the bytes the GraphQL list allocated; a point read (`product(id:)`) paid two promises
 * and a microtask turn before its service began. For a method that takes only its parent as it is
 * (`@Root()` not typed as a class, which type-graphql would copy into an instance), the context
 * (`@Ctx()`), `@Info()` and arguments of built-in scalar or enum types, without middlewares or auth roles,
 * the wrapper always makes the same call: this makes it directly. Root fields stay wrapped by
 * their permission rules, which the served schema applies on top of this one.
 *
 * For a schema built from `resolvers` without global middlewares, an auth checker or a container
 * (as `buildCoreSchema` builds it), where type-graphql's instance of a resolver class is a plain
 * `new Class()` too. Other resolvers keep their wrapper. Returns the fields changed.
 */
export function callFieldResolversDirectly(schema: GraphQLSchema, resolvers: readonly Function[]): string[] {
  const storage = getMetadataStorage();
  const enums = new Set<unknown>(storage.enums.map((metadata) => metadata.enumObj));
  const instances = new Map<Function, InstanceType<ResolverClass>>();
  const changed: string[] = [];
  const handlers: { metadata: HandlerMetadata; typeName: string | undefined }[] = [
    ...storage.queries.map((metadata) => ({ metadata, typeName: 'Query' })),
    ...storage.mutations.map((metadata) => ({ metadata, typeName: 'Mutation' })),
    ...storage.fieldResolvers
      .filter((metadata) => metadata.kind === 'external')
      .map((metadata) => {
        const objectClass = metadata.resolverClassMetadata?.getObjectType();
        return { metadata, typeName: storage.objectTypes.find((type) => type.target === objectClass)?.name };
      }),
  ];
  for (const { metadata, typeName } of handlers) {
    if (!resolvers.includes(metadata.target)) continue;
    if (metadata.middlewares?.length || metadata.roles?.length) continue;
    const target = metadata.target as ResolverClass;
    if (target.length !== 0) continue;
    const values = [...(metadata.params ?? [])]
      .sort((a, b) => a.index - b.index)
      .map((param) => passedAsIs(param, enums));
    if (values.some((value) => value === undefined)) continue;
    const type = typeName === undefined ? undefined : schema.getType(typeName);
    const field = type && isObjectType(type) ? type.getFields()[metadata.schemaName] : undefined;
    if (!field?.resolve) continue;
    let instance = instances.get(target);
    if (!instance) instances.set(target, (instance = new target()));
    const self = instance;
    const method = self[metadata.methodName];
    const pass = values as ParamValue[];
    field.resolve = ((root, args, context, info) =>
      method.apply(
        self,
        pass.map((value) => value(root, args as Record<string, unknown>, context, info)),
      )) as GraphQLFieldResolver<unknown, unknown>;
    changed.push(`${typeName}.${metadata.schemaName}`);
  }
  changed.push(...readGettersDirectly(schema, storage));
  return changed;
}

/**
 * A field declared with `@Field` on a getter runs through type-graphql's wrapper too, which first
 * makes its parent an instance of the class (a plain object is copied into a new one) and then
 * reads the getter. For a getter without a setter, middlewares or auth roles, this reads it
 * directly from an instance of the class (the same value), and from a plain object that carries
 * the field's value as its own property (a row of a lean read path): there the wrapper's copy
 * failed, as assigning to a getter without a setter throws. Any other parent keeps the wrapper.
 */
function readGettersDirectly(schema: GraphQLSchema, storage: ReturnType<typeof getMetadataStorage>): string[] {
  const changed: string[] = [];
  for (const metadata of storage.fieldResolvers) {
    if (metadata.kind !== 'internal' || metadata.middlewares?.length || metadata.roles?.length) continue;
    const target = metadata.target;
    const descriptor = Object.getOwnPropertyDescriptor(target.prototype, metadata.methodName);
    if (!descriptor?.get || descriptor.set) continue;
    const typeName = storage.objectTypes.find((type) => type.target === target)?.name;
    const type = typeName === undefined ? undefined : schema.getType(typeName);
    const field = type && isObjectType(type) ? type.getFields()[metadata.schemaName] : undefined;
    const wrapped = field?.resolve;
    if (!field || !wrapped) continue;
    const name = metadata.methodName;
    field.resolve = ((root, args, context, info) =>
      root instanceof target || (typeof root === 'object' && root !== null && Object.hasOwn(root, name))
        ? (root as Record<string, unknown>)[name]
        : wrapped(root, args, context, info)) as GraphQLFieldResolver<unknown, unknown>;
    changed.push(`${typeName}.${metadata.schemaName}`);
  }
  return changed;
}
