import { allow, deny, rule } from 'graphql-shield';
import type { ShieldRule } from '../../../graphql/permissions';
import { AuthenticationError } from '../../../graphql/errors';
import type { RequestContext } from '../../../graphql/context';

/** Anyone, signed in or not. Named so that a rule map states its intent. */
export const isPublic = allow;

/** A verified principal of any kind. */
export const isAuthenticated = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: RequestContext) =>
    ctx.principal !== null || new AuthenticationError(ctx.authFailure ?? 'No token provided'),
);

/**
 * Rules that the application configuration document's JS resources may name by string, so an
 * extension can guard its fields without importing graphql-shield itself.
 */
export const NAMED_RULES: Record<string, ShieldRule> = {
  public: isPublic,
  deny,
  isAuthenticated,
};
