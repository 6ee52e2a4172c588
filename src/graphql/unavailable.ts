import type { ApolloServerPlugin } from '@apollo/server';
import { normalizeError, ServiceUnavailableError, UNAVAILABLE_RETRY_AFTER } from './errors';

/**
 * Rethrows a failure to build a request's context (the credentials are checked against the
 * database) as the service being unavailable when the database could not be reached: Apollo answers
 * a context error itself, with the status the error carries.
 */
export function serviceUnavailable(error: unknown): never {
  throw normalizeError(error).code === 'SERVICE_UNAVAILABLE' ? new ServiceUnavailableError() : error;
}

/**
 * Answers 503 with `Retry-After` when an operation failed because the database could not be
 * reached (its errors carry `SERVICE_UNAVAILABLE` once formatted), as the REST APIs do. Resolvers
 * see the driver's error, which carries no HTTP status of its own.
 */
export function unavailableAnswers(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (!errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER));
        },
      };
    },
  };
}
