import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { RequestContext } from './context';

/**
 * Whether a mutation's answer tells of work done: no error at all and a 2xx status. A mutation
 * refused in part or in whole (a failed login, a denied field) may have written nothing.
 */
function succeeded(response: GraphQLResponse): boolean {
  const status = response.http.status ?? 200;
  if (status < 200 || status >= 300) return false;
  const result = response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
  return !result.errors?.length;
}

/**
 * With a read replica: a mutation's plain reads go to the primary, and before its answer the
 * primary's WAL position is remembered for its caller when it succeeded, whose next requests read
 * the replica only once it has replayed that far (a writer reads its own writes, on any instance).
 */
export function readYourWrites(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let writes = false;
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          writes = true;
          contextValue.services.reads.writes(contextValue.em);
        },
        async willSendResponse({ contextValue, response }) {
          if (writes) await contextValue.services.reads.wrote(contextValue.em, succeeded(response));
        },
      };
    },
  };
}
