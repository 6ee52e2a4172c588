import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { PROJECT_ROOT } from '../../src/config/paths';
import { buildCoreSchema } from '../../src/graphql/schema';
import { MODULES } from '../../src/modules';
import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { http } from '../helpers/http';
import { MOUNT } from './support';

describe('schema/operations/accounting.graphql', () => {
  it('holds only operations the served schema accepts', () => {
    const source = readFileSync(path.join(PROJECT_ROOT, 'schema/operations/accounting.graphql'), 'utf8');
    expect(validate(buildCoreSchema(MODULES), parse(source))).toEqual([]);
  });
});

describe('the accounting OpenAPI document', () => {
  let t: TestApp;
  testsOnApp((app) => (t = app));

  it('describes roles and availability from the access table, and both spellings of the query names', async () => {
    // The document itself, which is not one of its own paths.
    const res = await http(`${t.url}${MOUNT}/openapi.json`);
    expect(res.status).toBe(200);
    const create = res.body.paths['/purchase_credit_notes'].post;
    expect(create.description).toContain(
      'Roles: Purchases (Full Access, Restricted Access). Availability: Accounting Plus: CA, FR, GB, IE, US; Accounting Standard: not available; Accounting Start: not available.',
    );
    expect(create.responses).toHaveProperty('201');
    const list = res.body.paths['/purchase_credit_notes'].get;
    const names = list.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['updated_or_created_since', 'updatedOrCreatedSince', 'items_per_page']),
    );
    expect(res.body.paths['/purchase_credit_notes/{key}'].delete.responses).toHaveProperty('204');
  });
});
