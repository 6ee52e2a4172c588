import type { RuleMap } from '../graphql/permissions';
import type { NonEmptyArray } from 'type-graphql';
import type { RouteTable } from '../rest/types';

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
}
