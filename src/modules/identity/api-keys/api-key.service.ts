import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError, NotFoundError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { digest } from '../auth/authenticator';
import { ACROSS_TENANTS } from '../tenants/tenant-filter';
import { ApiKey } from './api-key.entity';
import type { CreateApiKeyInput, CreatedApiKey } from './api-key.types';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlphanumeric(length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

function owner(ctx: RequestContext): string {
  if (ctx.principal?.kind !== 'user') throw new AuthenticationError('No token provided');
  return ctx.principal.id;
}

/** Creates a personal key for the caller: `pk_<prefix>.<secret>`, of which only a digest is kept. */
export async function createApiKey(ctx: RequestContext, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const prefix = randomAlphanumeric(12);
  const secret = randomBytes(32).toString('base64url');
  const apiKey = ctx.em.create(ApiKey, {
    user: owner(ctx),
    name: input.name.trim(),
    prefix,
    secretHash: digest(secret),
  });
  await ctx.em.flush();
  return { apiKey, key: `pk_${prefix}.${secret}` };
}

// Keys are scoped by their owner. The owner relation must not pull in the tenant filter of users:
// it has no argument outside a store request, and the super administrator belongs to no tenant.

/** The caller's keys, newest first, revoked ones included. */
export function listApiKeys(ctx: RequestContext): Promise<ApiKey[]> {
  return ctx.em.find(ApiKey, { user: owner(ctx) }, { ...ACROSS_TENANTS, orderBy: { createdAt: 'desc', id: 'asc' } });
}

/** Revokes one of the caller's keys; it stops working at once. */
export async function revokeApiKey(ctx: RequestContext, id: string): Promise<ApiKey> {
  const key = isUuid(id) ? await ctx.em.findOne(ApiKey, { id, user: owner(ctx) }, ACROSS_TENANTS) : null;
  if (!key) throw new NotFoundError('API key');
  key.revokedAt ??= new Date();
  await ctx.em.flush();
  return key;
}
