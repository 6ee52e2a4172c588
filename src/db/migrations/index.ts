import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261122002817 } from './Migration20261122002817';
import { Migration20261122003509 } from './Migration20261122003509';

/** Every migration, in order. A new migration file is added here too. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261122002817', class: Migration20261122002817 },
  { name: 'Migration20261122003509', class: Migration20261122003509 },
];
