import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../src/graphql/context';
import { ForbiddenError, NotFoundError, ServiceUnavailableError } from '../../src/graphql/errors';
import { principalRule } from '../../src/modules/identity/auth/auth.rules';
import type { Principal } from '../../src/modules/identity/auth/principal';

/**
 * What a permission rule answers when its check throws, as graphql-shield resolves it (shield
 * turns a rule that throws into a refusal, 403): a database that cannot be reached answers 503,
 * as everywhere else, not "Insufficient permissions" (seen while PostgreSQL failed over, when a
 * rule read the request's store).
 */
const principal = { kind: 'customer', tenantId: 't1' } as unknown as Principal;

/** The rule's outcome for a caller signed in as `principal`: true, false, or the error it answers. */
async function outcome(check: () => Promise<boolean>): Promise<unknown> {
  const rule = principalRule('probe', check);
  // What the rule reads of the request (its principal), and shield's per-request cache.
  const ctx = { principal, _shield: { cache: {} } } as Partial<RequestContext> as never;
  return rule.resolve(
    {},
    {},
    ctx,
    {} as GraphQLResolveInfo,
    {
      debug: false,
      allowExternalErrors: true,
      fallbackRule: undefined,
      fallbackError: undefined,
      hashFunction: () => '',
      disableFragmentsAndPostExecRules: false,
    } as never,
  );
}

/** An error as pg throws it when PostgreSQL refuses the connection or cuts it. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const terminated = () => new Error('Connection terminated unexpectedly');

it('answers 503 with Retry-After when the database cannot be reached while the rule checks', async () => {
  for (const error of [refused(), terminated()]) {
    const answer = await outcome(() => Promise.reject(error));
    expect(answer).toBeInstanceOf(ServiceUnavailableError);
    expect((answer as ServiceUnavailableError).extensions.retryAfter).toBe(5);
  }
});

it('still answers a domain error as itself, a false check 403, and any other failure as a refusal', async () => {
  expect(await outcome(() => Promise.reject(new NotFoundError('Store not found')))).toBeInstanceOf(NotFoundError);
  expect(await outcome(() => Promise.resolve(false))).toBeInstanceOf(ForbiddenError);
  expect(await outcome(() => Promise.resolve(true))).toBe(true);
  expect(await outcome(() => Promise.reject(new Error('a bug')))).toBe(false);
});
