import type { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from '../config/env';
import type { Principal } from '../modules/identity/auth/principal';
import { TokenService } from '../modules/identity/auth/token.service';
import type { Logger } from '../server/logger';
import type { Limiter } from '../server/rate-limit';
import { LoaderRegistry } from './loaders';

/** Long-lived collaborators built once at boot and shared by every request. */
export interface Services {
  env: Env;
  tokens: TokenService;
  loginLimiter: Limiter;
  logger: Logger;
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
  /** Why a presented credential was refused, for the 401 message. */
  authFailure?: string;
  credentials?: Credentials;
  /** Value of `X-Tenant-Slug`, when sent. */
  tenantSlug?: string;
  /** Value of `X-Business`, when sent. */
  businessId?: string;
  loaders: LoaderRegistry;
  log: Logger;
  services: Services;
}

/** The transport-neutral facts a context is built from (an HTTP request or a REST route call). */
export interface ContextSource {
  requestId: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  log: Logger;
}

function header(source: ContextSource, name: string): string | undefined {
  const value = source.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

export function parseCredentials(authorization: string | undefined): Credentials | undefined {
  if (!authorization) return undefined;
  const [scheme, ...rest] = authorization.split(' ');
  const value = rest.join(' ').trim();
  if (/^bearer$/i.test(scheme) && value) return { type: 'bearer', token: value };
  if (/^basic$/i.test(scheme) && value) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { type: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  return { type: 'malformed' };
}

/** Builds request contexts: one EntityManager fork and one loader registry per request. */
export function createContextFactory(services: Services, rootEm: EntityManager) {
  return (source: ContextSource): RequestContext => {
    const credentials = parseCredentials(header(source, 'authorization'));
    let principal: Principal | null = null;
    let authFailure: string | undefined;
    if (credentials?.type === 'bearer') {
      try {
        principal = TokenService.principalOf(services.tokens.verify('access', credentials.token));
      } catch (error) {
        authFailure = (error as Error).message;
      }
    } else if (credentials?.type === 'malformed') {
      authFailure = 'Malformed Authorization header';
    }
    return {
      requestId: source.requestId,
      ip: source.ip,
      em: rootEm.fork({ clear: true, useContext: false }) as EntityManager,
      principal,
      authFailure,
      credentials,
      tenantSlug: header(source, 'x-tenant-slug'),
      businessId: header(source, 'x-business'),
      loaders: new LoaderRegistry(),
      log: source.log,
      services,
    };
  };
}
