import type { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from '../config/env';
import type { ReadPool } from '../db/read-pool';
import { assertOwnStore, type Authenticator } from '../modules/identity/auth/authenticator';
import type { LoginBudget } from '../modules/identity/auth/login-budget';
import type { Principal } from '../modules/identity/auth/principal';
import type { TokenService } from '../modules/identity/auth/token.service';
import type { DomainError } from './errors';
import { lazyLogger, type Logger } from '../observability/logger';
import type { JobQueue } from '../db/queue';
import type { JobObserver } from '../observability/metrics';
import { LoaderRegistry } from './loaders';

/** Long-lived collaborators built once at boot and shared by every request. */
export interface Services {
  env: Env;
  tokens: TokenService;
  authenticator: Authenticator;
  /** The login budget every credential check spends from. */
  loginBudget: LoginBudget;
  logger: Logger;
  /** The background job queue (pg-boss on the same PostgreSQL). */
  queue: JobQueue;
  /** Plain reads of the lean read paths, on a pool of their own. */
  reads: ReadPool;
  /** Where background jobs report their outcome and duration (metrics). */
  metrics: JobObserver;
}

/** What a request presented as credentials, parsed but not yet trusted. */
export type Credentials =
  { type: 'bearer'; token: string } | { type: 'basic'; username: string; password: string } | { type: 'malformed' };

/**
 * Everything a resolver or service may know about the current request. Services take it first;
 * none of them sees HTTP.
 */
export interface RequestContext {
  requestId: string;
  /** Client address as resolved by Express (honours `TRUST_PROXY`). */
  ip: string;
  /** A fork of the EntityManager for this request only. */
  em: EntityManager;
  principal: Principal | null;
  /** Why a presented credential was refused (a 401, or a 429 once failures exceed the login limit). */
  authFailure?: DomainError;
  credentials?: Credentials;
  /** Value of `X-Tenant-Slug`, when sent. */
  tenantSlug?: string;
  /** Value of `X-Business`, when sent. */
  businessId?: string;
  /**
   * Where absolute links in answers start, without a trailing slash: `PUBLIC_URL`, else the
   * protocol and host the request came to; empty (links stay paths) with neither.
   */
  publicUrl: string;
  loaders: LoaderRegistry;
  log: Logger;
  services: Services;
}

/** The transport-neutral facts a context is built from (an HTTP request or a REST route call). */
export interface ContextSource {
  requestId: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  /** `protocol://host` the request came to (see {@link requestOrigin}), when it names a host. */
  origin?: string;
  /** The request's logger, asked for when a line is written (most requests write none). */
  log(): Logger;
}

/**
 * `protocol://host` of a request as Express reads them: `X-Forwarded-Proto` and
 * `X-Forwarded-Host` count only from a proxy the `trust proxy` setting trusts.
 */
export function requestOrigin(req: { protocol: string; host?: string }): string | undefined {
  return req.host ? `${req.protocol}://${req.host}` : undefined;
}

function header(source: ContextSource, name: string): string | undefined {
  const value = source.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

/**
 * The credentials an `Authorization` header presents. Basic credentials are base64, so they may
 * decode to anything: control characters (NUL, which PostgreSQL text cannot hold) are not allowed
 * in them (RFC 7617), and such a header is malformed (401) before any of it reaches a query.
 * The user-id may be empty (RFC 7617): Staffology's clients send an API key as `:<key>`.
 */
export function parseCredentials(authorization: string | undefined): Credentials | undefined {
  if (!authorization) return undefined;
  const [scheme, ...rest] = authorization.split(' ');
  const value = rest.join(' ').trim();
  if (/^bearer$/i.test(scheme) && value) return { type: 'bearer', token: value };
  if (/^basic$/i.test(scheme) && value) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    // eslint-disable-next-line no-control-regex -- control characters are what is refused here
    if (colon >= 0 && !/[\u0000-\u001f\u007f]/.test(decoded)) {
      return { type: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
  }
  return { type: 'malformed' };
}

/**
 * Builds request contexts: one EntityManager fork and one loader registry per request, and the
 * principal of the presented credentials, checked against the database.
 */
export function createContextFactory(services: Services, rootEm: EntityManager) {
  return async (source: ContextSource): Promise<RequestContext> => {
    const credentials = parseCredentials(header(source, 'authorization'));
    const em = rootEm.fork({ clear: true, useContext: false }) as EntityManager;
    const { principal, failure } = await services.authenticator.authenticate(em, credentials, source.ip);
    const tenantSlug = header(source, 'x-tenant-slug');
    // Here, once, so that no route (public, or one that never resolves the store) can skip it.
    assertOwnStore(principal, tenantSlug);
    // Credentials were checked on the primary (a revoked session fails at once); from here on the
    // plain reads may use the replica. A guest who wrote is known by its address.
    services.reads.forRequest(em, principal ? `${principal.kind}:${principal.id}` : `ip:${source.ip}`);
    return {
      requestId: source.requestId,
      ip: source.ip,
      em,
      principal,
      authFailure: failure,
      credentials,
      tenantSlug,
      businessId: header(source, 'x-business'),
      publicUrl: services.env.publicUrl ?? source.origin ?? '',
      loaders: new LoaderRegistry(),
      log: lazyLogger(source.log),
      services,
    };
  };
}

/**
 * A context for work the server does on its own behalf (bootstrap, demo data, test fixtures):
 * the same services, acting as `principal`, with no HTTP request behind it. Forked from `em`
 * inside its transaction, if it has one.
 */
export function internalContext(
  services: Services,
  em: EntityManager,
  principal: Principal | null,
  options: { tenantSlug?: string; businessId?: string } = {},
): RequestContext {
  return {
    requestId: 'internal',
    ip: '127.0.0.1',
    em: em.fork({ clear: true, useContext: false, keepTransactionContext: true }) as EntityManager,
    principal,
    ...options,
    publicUrl: services.env.publicUrl ?? '',
    loaders: new LoaderRegistry(),
    log: services.logger,
    services,
  };
}
