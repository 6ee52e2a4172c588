import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Services } from '../graphql/context';
import type { RuleMap } from '../graphql/permissions';
import type { NonEmptyArray } from 'type-graphql';
import type { RouteTable } from '../rest/types';

/** What a module's demo data is built with: a context acting as the demo store's ADMIN. */
export interface DemoContext {
  /** Scoped to the demo store, principal = its ADMIN. Build data through the services. */
  ctx: RequestContext;
  /** Adds a line to the summary printed after seeding (credentials, what was created). */
  print(line: string): void;
}

/**
 * What one domain folder contributes to the server. The platform assembles these; it never
 * reaches into a domain otherwise.
 */
export interface AppModule {
  name: string;
  /** MikroORM entity classes. */
  entities?: (new (...args: never[]) => object)[];
  /** type-graphql resolver classes. */
  resolvers?: NonEmptyArray<Function>;
  /** graphql-shield rules for the fields this module adds, `{ Query: { field: rule } }`. */
  rules?: RuleMap;
  /** Its REST route tables, one per API it appears in. */
  routes?: RouteTable[];
  /** Adds this module's part of the demo data set, once, after the identity module made the store. */
  demo?: (demo: DemoContext) => Promise<void>;
  /**
   * Background queue handlers by queue name. Each gets the shared services, the root
   * EntityManager (fork it) and the message data.
   */
  workers?: Record<string, (services: Services, root: EntityManager, data: Record<string, unknown>) => Promise<void>>;
  /** Runs once the server (and its queue) has started, e.g. to recover work a dead process left. */
  onStart?: (services: Services, root: EntityManager) => Promise<void>;
}
