import { applyMiddleware } from 'graphql-middleware';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import type { AppConfig } from '../config/app-config';
import { NAMED_RULES } from '../modules/identity/auth/auth.rules';
import type { AppModule } from '../modules/module';
import { callFieldResolversDirectly } from './direct-resolvers';
import { applyExtensions } from './extensions';
import { assertRootFieldsGuarded, buildShield, mergeRules, type RuleMap } from './permissions';
import { DateTimeScalar } from './scalars';
import { validateArgument } from './validation';

/** The schema of the domain modules alone: what `schema/schema.graphql` records. */
export function buildCoreSchema(modules: AppModule[]): GraphQLSchema {
  const resolvers = modules.flatMap((m) => m.resolvers ?? []);
  if (resolvers.length === 0) throw new Error('No resolvers: at least one module must contribute some');
  const schema = buildSchemaSync({
    resolvers: resolvers as [Function, ...Function[]],
    validateFn: validateArgument,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    emitSchemaFile: false,
  });
  callFieldResolversDirectly(schema, resolvers);
  return schema;
}

export interface ServedSchema {
  /** The executable schema with extensions merged and permissions applied. */
  schema: GraphQLSchema;
  /** Every permission rule in force, by type and field. */
  rules: RuleMap;
}

/**
 * Builds the schema the server serves: the core schema, plus the SDL and resolvers of the
 * application configuration document, wrapped in the permission shield.
 */
export function buildServedSchema(
  modules: AppModule[],
  appConfig: Pick<AppConfig, 'graphqlSchemaFiles' | 'jsResourceFiles'>,
): ServedSchema {
  const core = buildCoreSchema(modules);
  const extended = applyExtensions(core, appConfig, NAMED_RULES);
  const rules = mergeRules([...modules.map((m) => m.rules ?? {}), ...extended.rules]);
  const permissions = buildShield(extended.schema, rules);
  // Boot-time check: every root field is wrapped by its rule or the deny fallback.
  assertRootFieldsGuarded(extended.schema, permissions);
  return { schema: applyMiddleware(extended.schema, permissions), rules };
}
