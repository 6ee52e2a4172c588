import { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from '../../src/db/migrate';
import { createOrmConfig } from '../../src/db/orm-config';
import { MIGRATIONS } from '../../src/db/migrations';
import { adminQuery, withDatabase } from '../helpers/test-server';
import { testServerUrl, workerDatabaseName } from '../helpers/db';

const name = `${workerDatabaseName()}_migrate`;
const open = () => MikroORM.init(createOrmConfig(withDatabase(testServerUrl(), name), { logger: () => undefined }));

beforeAll(async () => {
  await adminQuery(testServerUrl(), `drop database if exists "${name}" with (force)`);
  await adminQuery(testServerUrl(), `create database "${name}"`);
});
afterAll(() => adminQuery(testServerUrl(), `drop database if exists "${name}" with (force)`));

describe('migrations', () => {
  it('applies each migration once when two instances start together (advisory lock)', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    try {
      const results = await Promise.all([migrate(a), migrate(b)]);
      const all = MIGRATIONS.map((m) => m.name);
      expect(results.map((r) => r.length).sort()).toEqual([0, all.length]);
      expect(results.flat()).toEqual(all);
      const rows = await a.em
        .getConnection()
        .execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
      expect(rows.map((r) => r.name)).toEqual(all);
    } finally {
      await Promise.all([a.close(true), b.close(true)]);
    }
  });

  it('leaves no difference between the entities and the migrated schema', async () => {
    const orm = await open();
    try {
      const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });
});
