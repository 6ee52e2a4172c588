import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from './context';

/**
 * With a read replica: a mutation's plain reads go to the primary, and before its answer the
 * primary's WAL position is remembered for its caller, whose next requests read the replica only
 * once it has replayed that far (a writer reads its own writes, on any instance).
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
        async willSendResponse({ contextValue }) {
          if (writes) await contextValue.services.reads.wrote(contextValue.em);
        },
      };
    },
  };
}
