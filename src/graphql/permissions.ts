import { isIntrospectionType, isObjectType, type GraphQLSchema } from 'graphql';
import { and, allow, deny, shield } from 'graphql-shield';
import { ForbiddenError } from './errors';

/** A graphql-shield rule (plain or combined with and/or/not). */
export type ShieldRule = Parameters<typeof and>[0];
/** `{ TypeName: { fieldName: rule } }`. */
export type RuleMap = Record<string, Record<string, ShieldRule>>;

export const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

/** Merges rule maps; the same field ruled twice is a programming error and stops the boot. */
export function mergeRules(maps: RuleMap[]): RuleMap {
  const merged: RuleMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] ??= {};
      for (const [field, fieldRule] of Object.entries(fields)) {
        if (merged[type][field]) throw new Error(`Permission rule for ${type}.${field} is defined twice`);
        merged[type][field] = fieldRule;
      }
    }
  }
  return merged;
}

/** Root fields of the schema that no rule names: each of these is denied at run time. */
export function unruledRootFields(schema: GraphQLSchema, rules: RuleMap): string[] {
  const missing: string[] = [];
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.keys(type.getFields())) {
      if (!rules[typeName]?.[field]) missing.push(`${typeName}.${field}`);
    }
  }
  return missing;
}

/**
 * The shield applied to the served schema. Root fields answer only to their explicit rule
 * (fallback: deny). Other object types are reachable only through a guarded root field, so their
 * fields default to allow unless a rule map tightens one of them.
 */
export function buildShield(schema: GraphQLSchema, rules: RuleMap) {
  const tree: Record<string, Record<string, ShieldRule>> = {};
  for (const [name, type] of Object.entries(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    const isRoot = (ROOT_TYPES as readonly string[]).includes(name);
    const known = rules[name] ?? {};
    const fields = Object.fromEntries(
      Object.keys(type.getFields())
        .filter((field) => known[field])
        .map((field) => [field, known[field]]),
    );
    tree[name] = isRoot ? fields : { '*': allow, ...fields };
  }
  for (const [typeName, fields] of Object.entries(rules)) {
    const type = schema.getType(typeName);
    for (const field of Object.keys(fields)) {
      if (!type || !isObjectType(type) || !type.getFields()[field]) {
        throw new Error(`Permission rule for ${typeName}.${field} names a field the schema does not have`);
      }
    }
  }
  return shield(tree, {
    fallbackRule: deny,
    allowExternalErrors: true,
    fallbackError: () => new ForbiddenError(),
  });
}
