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

/** Field middleware by type and field, as graphql-middleware applies it. */
export type FieldMiddleware = Record<string, Record<string, unknown>>;

/**
 * The shield applied to the served schema. Root fields answer only to their explicit rule
 * (fallback: deny, checked on every root field). Other object types are reachable only through a
 * guarded root field, so their fields are allowed unless a rule map tightens one of them: only
 * those fields are wrapped, the rest resolve without a per-field permission wrapper.
 */
export function buildShield(schema: GraphQLSchema, rules: RuleMap): FieldMiddleware {
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
  const generated = shield(tree, {
    fallbackRule: deny,
    allowExternalErrors: true,
    fallbackError: () => new ForbiddenError(),
  }).generate(schema) as FieldMiddleware;
  const kept: FieldMiddleware = {};
  for (const [typeName, fields] of Object.entries(generated)) {
    const isRoot = (ROOT_TYPES as readonly string[]).includes(typeName);
    const wanted = Object.entries(fields).filter(([field]) => isRoot || rules[typeName]?.[field]);
    if (wanted.length > 0) kept[typeName] = Object.fromEntries(wanted);
  }
  return kept;
}

/** Whether the served schema checks a rule on every root field (deny by default); throws otherwise. */
export function assertRootFieldsGuarded(schema: GraphQLSchema, middleware: FieldMiddleware): void {
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.keys(type.getFields())) {
      if (!middleware[typeName]?.[field]) throw new Error(`Root field ${typeName}.${field} has no permission check`);
    }
  }
}

/**
 * Who a rule lets through, as the API documentation states it: `public` refuses no one;
 * `sign-in` is public too, but checks credentials sent in the body (a password, a refresh token)
 * and answers 401 when they are wrong; `authenticated` refuses only a caller without valid
 * credentials (401); `restricted` also refuses some signed-in callers (403); `denied` refuses
 * everyone (403); `guest` admits a caller without credentials, but checks a token when one is
 * sent (401 when bad, 403 for a caller it does not admit), as guest checkout does.
 */
export type RuleAccess = 'public' | 'sign-in' | 'guest' | 'authenticated' | 'restricted' | 'denied';

const ACCESS = new WeakMap<object, RuleAccess>([
  [allow, 'public'],
  [deny, 'denied'],
]);

/** The access a rule was described with, if any. */
export function describedAccess(rule: ShieldRule | undefined): RuleAccess | undefined {
  return rule ? ACCESS.get(rule as object) : undefined;
}

/** Records who `rule` lets through, for the generators that document it; returns the rule. */
export function withAccess<T extends ShieldRule>(rule: T, access: RuleAccess): T {
  ACCESS.set(rule as object, access);
  return rule;
}

/**
 * What a rule asks and can answer: whether the caller must present credentials (the API's
 * security scheme), 401 (no or bad credentials) and 403 (a caller it does not admit).
 */
export interface Refusals {
  credentials: boolean;
  unauthenticated: boolean;
  forbidden: boolean;
}

const REFUSALS: Record<RuleAccess, Refusals> = {
  public: { credentials: false, unauthenticated: false, forbidden: false },
  'sign-in': { credentials: false, unauthenticated: true, forbidden: false },
  guest: { credentials: false, unauthenticated: true, forbidden: true },
  authenticated: { credentials: true, unauthenticated: true, forbidden: false },
  restricted: { credentials: true, unauthenticated: true, forbidden: true },
  denied: { credentials: true, unauthenticated: false, forbidden: true },
};

/** graphql-shield's combinators keep their parts (`and`, `or`, `chain`, `race`, `not`). */
function partsOf(rule: object): { kind: string; rules: ShieldRule[] } | undefined {
  const getRules = (rule as { getRules?: () => ShieldRule[] }).getRules;
  return typeof getRules === 'function' ? { kind: rule.constructor.name, rules: getRules.call(rule) } : undefined;
}

/**
 * What a root field's rule can refuse, read from the metadata its named rules carry and through
 * graphql-shield's combinators: `and`/`chain` refuse what any part refuses, `or`/`race` only what
 * every part refuses. A field without a rule is denied (403); a rule nobody described is taken to
 * refuse anyone (401 and 403) unless `undescribed` says otherwise, so the documentation never
 * claims less than the server enforces.
 */
export function refusalsOf(rule: ShieldRule | undefined, undescribed: Refusals = REFUSALS.restricted): Refusals {
  if (!rule) return REFUSALS.denied;
  const access = ACCESS.get(rule as object);
  if (access) return REFUSALS[access];
  const logic = partsOf(rule as object);
  if (logic && ['RuleAnd', 'RuleChain', 'RuleOr', 'RuleRace'].includes(logic.kind) && logic.rules.length > 0) {
    const parts = logic.rules.map((part) => refusalsOf(part, undescribed));
    const all = logic.kind === 'RuleAnd' || logic.kind === 'RuleChain';
    const combine = (key: keyof Refusals) => (all ? parts.some((p) => p[key]) : parts.every((p) => p[key]));
    return {
      credentials: combine('credentials'),
      unauthenticated: combine('unauthenticated'),
      forbidden: combine('forbidden'),
    };
  }
  return undescribed;
}

/**
 * Whether a rule refuses every caller who presents no valid credentials (401), as its description
 * states. A rule nobody described may admit anyone (guest checkout), so it is not taken to: the
 * REST layer uses this to answer 401 before it reads any input, and must never refuse a caller
 * the rule would admit.
 */
export function demandsCaller(rule: ShieldRule | undefined): boolean {
  const refusals = refusalsOf(rule, REFUSALS.public);
  return refusals.credentials && refusals.unauthenticated;
}
