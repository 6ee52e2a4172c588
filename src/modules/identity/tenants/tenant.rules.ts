import type { RuleMap } from '../../../graphql/permissions';
import { isPublic, isSuperAdmin, principalRule } from '../auth/auth.rules';
import { SUPER_ADMIN_TENANT_FIELDS } from './tenant.types';

/** A store's own staff may read it; the super administrator reads any. */
const canReadTenant = principalRule(
  'canReadTenant',
  (p, _ctx, args) => p.kind === 'user' && (p.role === 'SUPER_ADMIN' || p.tenantId === args.id),
);

/**
 * The store's ADMIN may update its profile and settings; status, accounting plan and country
 * are the super administrator's.
 */
const canUpdateTenant = principalRule('canUpdateTenant', (p, _ctx, args) => {
  if (p.kind !== 'user') return false;
  if (p.role === 'SUPER_ADMIN') return true;
  const input = (args.input ?? {}) as Record<string, unknown>;
  const restricted = SUPER_ADMIN_TENANT_FIELDS.some((field) => input[field] !== undefined);
  return p.role === 'ADMIN' && p.tenantId === args.id && !restricted;
});

export const tenantRules: RuleMap = {
  Query: { tenants: isSuperAdmin, tenant: canReadTenant, tenantInfo: isPublic },
  Mutation: { createTenant: isSuperAdmin, updateTenant: canUpdateTenant },
};
