import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';

/**
 * What Apollo's cache-control plugin answers for this schema, without its per-field work. No type
 * or field carries a cache hint and the default max-age is 0, so every answer it computes is
 * uncacheable: `Cache-Control: no-store`. Its per-field hook, besides, makes Apollo wrap every
 * resolver of the schema, which the REST routes execute too.
 */
export function uncacheableAnswers(): ApolloServerPlugin[] {
  return [
    ApolloServerPluginCacheControlDisabled(),
    {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
          },
        };
      },
    },
  ];
}
