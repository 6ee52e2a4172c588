import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { TEST_SECRETS } from './app';

/**
 * A hand-made access token, for the tests of what the app refuses: the claims the app issues
 * (`typ` access, a user ADMIN, a fresh `jti` and `fam`) overridden by `claims`, signed with
 * `secret` (the test app's access secret unless told) and jsonwebtoken's `options` (subject,
 * algorithm, ...).
 */
export function forgeToken(
  claims: Record<string, unknown> = {},
  { secret = TEST_SECRETS.jwtAccessSecret, ...options }: jwt.SignOptions & { secret?: string } = {},
): string {
  return jwt.sign(
    { typ: 'access', kind: 'user', role: 'ADMIN', jti: randomUUID(), fam: randomUUID(), ...claims },
    secret,
    options,
  );
}

/** An `Authorization: Bearer` header. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A signed-in caller's headers: `Authorization: Bearer` and, for a store's member, `X-Tenant-Slug`. */
export function signedIn(accessToken: string, tenantSlug?: string): Record<string, string> {
  return { ...bearer(accessToken), ...(tenantSlug ? { 'x-tenant-slug': tenantSlug } : {}) };
}
