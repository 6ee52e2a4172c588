import path from 'node:path';
import type { IResolvers } from '@graphql-tools/utils';
import { mergeSchemas } from '@graphql-tools/schema';
import { isObjectType, parse, type GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config/app-config';
import { ROOT_TYPES, type RuleMap, type ShieldRule } from './permissions';

export class ExtensionError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ExtensionError';
  }
}

/** What a JS resource module of the application configuration document may export. */
export interface JsResource {
  resolvers?: IResolvers;
  /** `{ Query: { field: 'public' | 'isAuthenticated' | <shield rule> } }`. */
  permissions?: Record<string, Record<string, string | ShieldRule>>;
}

function isShieldRule(value: unknown): value is ShieldRule {
  return typeof value === 'object' && value !== null && typeof (value as { resolve?: unknown }).resolve === 'function';
}

function loadResource(file: string, namedRules: Record<string, ShieldRule>): { resolvers: IResolvers; rules: RuleMap } {
  let loaded: unknown;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require(path.resolve(file));
  } catch (error) {
    throw new ExtensionError(file, `cannot be loaded: ${(error as Error).message}`);
  }
  const moduleExports = ((loaded as { default?: JsResource }).default ?? loaded) as JsResource;
  if (typeof moduleExports !== 'object' || moduleExports === null) {
    throw new ExtensionError(file, 'must export an object with `resolvers` and optional `permissions`');
  }
  const rules: RuleMap = {};
  for (const [typeName, fields] of Object.entries(moduleExports.permissions ?? {})) {
    rules[typeName] = {};
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value === 'string') {
        const named = namedRules[value];
        if (!named) {
          throw new ExtensionError(
            file,
            `permission "${value}" of ${typeName}.${field} is not a known rule (known: ${Object.keys(namedRules).join(', ')})`,
          );
        }
        rules[typeName][field] = named;
      } else if (isShieldRule(value)) {
        rules[typeName][field] = value;
      } else {
        throw new ExtensionError(
          file,
          `permission of ${typeName}.${field} must be a rule name or a graphql-shield rule`,
        );
      }
    }
  }
  return { resolvers: moduleExports.resolvers ?? {}, rules };
}

/**
 * Merges the SDL files and JS resources of the application configuration document into the core
 * schema. Every root field they add must be resolved by one of the resources, or the boot stops.
 */
export function applyExtensions(
  core: GraphQLSchema,
  config: Pick<AppConfig, 'graphqlSchemaFiles' | 'jsResourceFiles'>,
  namedRules: Record<string, ShieldRule>,
): { schema: GraphQLSchema; rules: RuleMap[] } {
  if (config.graphqlSchemaFiles.length === 0 && config.jsResourceFiles.length === 0) {
    return { schema: core, rules: [] };
  }
  const typeDefs = config.graphqlSchemaFiles.map(({ path: file, sdl }) => {
    try {
      return parse(sdl);
    } catch (error) {
      throw new ExtensionError(file, `invalid GraphQL SDL: ${(error as Error).message}`);
    }
  });
  const resources = config.jsResourceFiles.map((file) => ({ file, ...loadResource(file, namedRules) }));
  let schema: GraphQLSchema;
  try {
    schema = mergeSchemas({
      schemas: [core],
      typeDefs,
      resolvers: resources.map((r) => r.resolvers),
    });
  } catch (error) {
    const files = [...config.graphqlSchemaFiles.map((f) => f.path), ...config.jsResourceFiles].join(', ');
    throw new ExtensionError(files, `cannot be merged into the schema: ${(error as Error).message}`);
  }
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) continue;
    for (const [name, field] of Object.entries(type.getFields())) {
      if (!field.resolve) {
        const origin = config.graphqlSchemaFiles.find((f) => new RegExp(`\\b${name}\\b`).test(f.sdl));
        throw new ExtensionError(
          origin?.path ?? 'graphqlSchema',
          `${typeName}.${name} has no resolver in any jsResource file`,
        );
      }
    }
  }
  return { schema, rules: resources.map((r) => r.rules) };
}
