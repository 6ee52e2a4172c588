import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadPool } from './read-pool';

/** What a plain read on the read pools needs of the request it serves: a request context is one. */
export interface ReadScope {
  /** The request's EntityManager: its entity metadata, and its transaction when it is in one. */
  em: EntityManager;
  services: { reads: ReadPool };
}
