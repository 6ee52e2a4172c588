import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../modules/identity/auth/principal';
import type { RequestContext, Services } from './context';
import { LoaderRegistry } from './loaders';

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
