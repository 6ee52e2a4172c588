import { MODULES } from '../../src/modules';
import type { AppModule } from '../../src/modules/module';
import { restApis } from '../../src/rest/apis';
import type { RouteDefinition } from '../../src/rest/types';
import type { TestAppOptions } from './app';

/**
 * The app's options for a test that probes it with a module of its own (test-only resolvers and
 * their rules): the real modules plus `probe`, and the real APIs, each with `routes` added, so
 * that all three formats answer them.
 */
export function withProbe(probe: AppModule, routes: RouteDefinition[] = []): Pick<TestAppOptions, 'modules' | 'apis'> {
  return {
    modules: [...MODULES, probe],
    apis: restApis(MODULES).map((api) => ({ ...api, routes: [...api.routes, ...routes] })),
  };
}
