import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError } from '../../../graphql/errors';
import type { TokenPair } from './auth.types';
import { assertOwnStore } from './authenticator';
import type { TokenClaims } from './token.service';
import type { Principal } from './principal';
import { AuthSession, RefreshToken } from './session.entity';

/**
 * Issues an access and a refresh token for `subject`, in a new session (a login) or in the
 * session of the refresh token being exchanged. The refresh token's id is recorded so that it
 * can be exchanged once.
 */
export async function issueTokens(ctx: RequestContext, subject: Principal, sessionId?: string): Promise<TokenPair> {
  if (subject.kind === 'apiKey') throw new Error('API keys do not sign in');
  const { em, services } = ctx;
  const fam = sessionId ?? em.create(AuthSession, { subjectKind: subject.kind, subjectId: subject.id }).id;
  const jti = randomUUID();
  em.create(RefreshToken, {
    jti,
    session: fam,
    expiresAt: new Date(Date.now() + services.env.refreshTokenTtlSeconds * 1000),
  });
  await em.flush();
  return {
    accessToken: services.tokens.sign('access', subject, { fam }),
    refreshToken: services.tokens.sign('refresh', subject, { fam, jti }),
  };
}

async function revokeSession(ctx: RequestContext, sessionId: string, reason: string): Promise<void> {
  await ctx.em.nativeUpdate(
    AuthSession,
    { id: sessionId, revokedAt: null },
    { revokedAt: new Date(), revokedReason: reason },
  );
}

/** Ends every open session of a user or customer (deactivation, password change). */
export async function revokeSessionsOf(ctx: RequestContext, subjectId: string, reason: string): Promise<void> {
  await ctx.em.nativeUpdate(
    AuthSession,
    { subjectId, revokedAt: null },
    { revokedAt: new Date(), revokedReason: reason },
  );
}

/**
 * Ends every open session of a store's staff users and customers (suspension), so that no token
 * issued before works again once the store is reopened: its members sign in anew. In the caller's
 * transaction, with the change of status.
 */
export async function revokeSessionsOfTenant(ctx: RequestContext, tenantId: string, reason: string): Promise<void> {
  await ctx.em.execute(
    `update auth_session s set revoked_at = now(), revoked_reason = ?
      where s.revoked_at is null and (
        (s.subject_kind = 'user' and s.subject_id in (select u.id from app_user u where u.tenant_id = ?))
        or (s.subject_kind = 'customer' and s.subject_id in (select c.id from customer c where c.tenant_id = ?)))`,
    [reason, tenantId, tenantId],
  );
}

/** The answer to the loser of two concurrent exchanges of one refresh token. */
export const CONCURRENT_REFRESH_MESSAGE =
  'Refresh token is being exchanged by another request; use the tokens that request receives';

/** A refresh token, like any credential, is valid only in its own store (403 with another's slug). */
async function assertTokenStore(ctx: RequestContext, claims: TokenClaims): Promise<void> {
  if (ctx.tenantSlug === undefined || claims.role === 'SUPER_ADMIN') return;
  const tenantSlug = await ctx.services.authenticator.tenantSlugOf(ctx.em, claims.tid);
  assertOwnStore({ role: claims.role, tenantSlug }, ctx.tenantSlug);
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting one that
 * was already exchanged revokes its whole session, so a stolen token and its legitimate twin both
 * stop working.
 *
 * Claiming the token and issuing its successor are one transaction, so a request that read the
 * token as unused and then loses the guarded update raced an exchange still in flight (a client
 * retrying, two tabs): it gets a 401 and the session lives on. Only a token already seen as used
 * when it is read counts as reuse.
 */
export async function refreshTokens(ctx: RequestContext, refreshToken: string): Promise<TokenPair> {
  // A refresh token is a credential like any other: checked within the login budget, and a
  // refused one spends from it.
  await ctx.services.loginBudget.check(ctx.ip);
  try {
    return await exchange(ctx, refreshToken);
  } catch (error) {
    if (error instanceof AuthenticationError) await ctx.services.loginBudget.failed(ctx.ip);
    throw error;
  }
}

async function exchange(ctx: RequestContext, refreshToken: string): Promise<TokenPair> {
  const { services } = ctx;
  const claims = services.tokens.verify('refresh', refreshToken);
  // Before the token is spent: a refusal must leave it usable in its own store.
  await assertTokenStore(ctx, claims);
  const row = await ctx.em.findOne(RefreshToken, { jti: claims.jti }, { populate: ['session'] });
  if (!row || row.session.id !== claims.fam) throw new AuthenticationError('Invalid refresh token');
  if (row.session.getEntity().revokedAt) throw new AuthenticationError('Session has been revoked');
  if (row.usedAt) {
    await revokeSession(ctx, claims.fam, 'refresh token reuse');
    ctx.log.warn({ session: claims.fam, subject: claims.sub }, 'refresh token reused: session revoked');
    throw new AuthenticationError('Refresh token has already been used; the session is revoked');
  }
  return ctx.em.transactional(async (em) => {
    // Waits for a concurrent exchange of the same token to commit, then finds it used.
    const claimed = await em.nativeUpdate(RefreshToken, { jti: claims.jti, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0) throw new AuthenticationError(CONCURRENT_REFRESH_MESSAGE);
    const subject = await services.authenticator.subject(em, claims.kind, claims.sub, claims.fam);
    return issueTokens({ ...ctx, em }, subject, claims.fam);
  });
}

/** Ends a session: the one of the given refresh token, else the caller's own. */
export async function logout(ctx: RequestContext, refreshToken?: string | null): Promise<boolean> {
  let sessionId = ctx.principal?.sessionId;
  if (refreshToken) {
    const claims = ctx.services.tokens.verify('refresh', refreshToken);
    await assertTokenStore(ctx, claims);
    sessionId = claims.fam;
  }
  if (!sessionId) throw new AuthenticationError(ctx.principal ? 'Not signed in with a token' : 'No token provided');
  await revokeSession(ctx, sessionId, 'logout');
  return true;
}
