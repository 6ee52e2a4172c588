import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContextSource, RequestContext, Services } from '../graphql/context';
import { LoaderRegistry } from '../graphql/loaders';
import { assertOwnStore } from '../modules/identity/auth/authenticator';
import { parseCredentials } from '../modules/identity/auth/credentials';
import { lazyLogger } from '../observability/logger';

function header(source: ContextSource, name: string): string | undefined {
  const value = source.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

/** `protocol://host` the request came to, when it names a host. */
function origin(source: ContextSource): string | undefined {
  return source.host ? `${source.protocol}://${source.host}` : undefined;
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
      publicUrl: services.env.publicUrl ?? origin(source) ?? '',
      loaders: new LoaderRegistry(),
      log: lazyLogger(source.log),
      services,
    };
  };
}
