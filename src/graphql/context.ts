import type { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from '../config/env';
import type { ReadPool } from '../db/read-pool';
import type { Authenticator } from '../modules/identity/auth/authenticator';
import type { Credentials } from '../modules/identity/auth/credentials';
import type { LoginBudget } from '../modules/identity/auth/login-budget';
import type { Principal } from '../modules/identity/auth/principal';
import type { TokenService } from '../modules/identity/auth/token.service';
import type { DomainError } from './errors';
import type { Logger } from '../observability/logger';
import type { JobQueue } from '../db/queue';
import type { JobObserver } from '../observability/metrics';
import type { LoaderRegistry } from './loaders';

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
  /**
   * The protocol and host the request came to, as Express reads them: `X-Forwarded-Proto` and
   * `X-Forwarded-Host` count only from a proxy the `trust proxy` setting trusts.
   */
  protocol: string;
  host?: string;
  /** The request's logger, asked for when a line is written (most requests write none). */
  log(): Logger;
}
