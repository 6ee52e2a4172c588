import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { ACCOUNTING_REFERENCE_DATA } from '../../src/db/migrations/accounting-reference-data';
import { referenceDataStatements } from '../../src/modules/accounting/reference-data/reference.seed';

const MIGRATIONS = path.join(PROJECT_ROOT, 'src/db/migrations');

/**
 * The accounting migration carries its own copy of the reference data it gave the tenants of its
 * time; a new tenant gets the module's seed. Both must give a store the same rows: a store created
 * before the migration and one created after it read the same tax rates, currencies and accounts.
 * When the seed changes, the first test fails: the stores that got the old rows need a migration
 * of their own that brings them in line, and the migration's copy stays as it is.
 */
describe('the accounting reference data', () => {
  it('that the migration gave the existing tenants is what the module seeds a new tenant with', () => {
    expect(referenceDataStatements('true')).toEqual(ACCOUNTING_REFERENCE_DATA);
  });
});

describe('migrations', () => {
  it('import nothing but MikroORM and each other, so that a change elsewhere cannot change one that has run', () => {
    const outside: string[] = [];
    for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(path.join(MIGRATIONS, file), 'utf8');
      for (const [, target] of source.matchAll(/from '([^']+)'/g)) {
        if (!target.startsWith('./') && !target.startsWith('@mikro-orm/')) outside.push(`${file}: ${target}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
