import { startTestApp, type TestApp } from '../helpers/app';
import { createEmployer, payroll, payrollWorld, type PayrollWorld } from './support';

let t: TestApp;
let w: PayrollWorld;
let employerId: string;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.clean();
  w = await payrollWorld(t);
  employerId = await createEmployer(t, w.alice);
  base = `/employers/${employerId}/import/payments/mappings`;
});
afterAll(() => t.close());

const COLUMN_BASED = {
  name: 'Timesheet',
  type: 'ColumnBased',
  hasHeader: true,
  payrollCodeIndex: 0,
  payAmountIndex: -1,
  noteIndex: 4,
  columns: [
    { title: 'Overtime', code: 'OT', colIndex: 1, isMultiplier: true, rateColIndex: 2 },
    { title: 'Bonus, one-off', code: 'BONUS', colIndex: 3 },
  ],
};

describe('payments CSV mappings', () => {
  it('creates (201, Location, empty body), lists as Item[], reads, updates and deletes (204)', async () => {
    const created = await payroll(t, w.alice, 'POST', base, { json: COLUMN_BASED });
    expect(created.status).toBe(201);
    expect(created.body).toBe('');
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    expect(location).toBe(`/payroll${base}/${id}`);

    const list = await payroll(t, w.alice, 'GET', base);
    expect(list.body).toEqual([{ id, name: 'Timesheet', metadata: { type: 'ColumnBased' }, url: location }]);

    const read = await payroll(t, w.alice, 'GET', `${base}/${id}`);
    expect(read.body).toMatchObject({ ...COLUMN_BASED, id, payCodeIndex: null });
    expect(read.body.columns[1]).toEqual({
      title: 'Bonus, one-off',
      code: 'BONUS',
      colIndex: 3,
      isReferenceOnly: null,
      isMultiplier: null,
      isNetToGross: null,
      rateColIndex: null,
    });

    const updated = await payroll(t, w.alice, 'PUT', `${base}/${id}`, {
      json: { ...read.body, name: 'Renamed', noteIndex: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'Renamed', noteIndex: null });

    const deleted = await payroll(t, w.alice, 'DELETE', `${base}/${id}`);
    expect(deleted.status).toBe(204);
    expect((await payroll(t, w.alice, 'GET', `${base}/${id}`)).status).toBe(404);
    expect((await payroll(t, w.alice, 'GET', base)).body).toEqual([]);
  });

  it('serves the CSV template of a ColumnBased mapping and refuses one for RowBased', async () => {
    const id = (await payroll(t, w.alice, 'POST', base, { json: COLUMN_BASED })).headers
      .get('location')!
      .split('/')
      .pop();
    const template = await payroll(t, w.alice, 'GET', `${base}/${id}/csv`);
    expect(template.status).toBe(200);
    const content = 'Payroll Code,Overtime,Overtime Rate,"Bonus, one-off",Note\r\n';
    expect(template.body).toEqual({
      type: 'text/csv',
      content,
      stream: Buffer.from(content).toString('base64'),
      model: null,
    });

    const rowId = (await payroll(t, w.alice, 'POST', base, { json: { name: 'Rows', type: 'RowBased' } })).headers
      .get('location')!
      .split('/')
      .pop();
    const refused = await payroll(t, w.alice, 'GET', `${base}/${rowId}/csv`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Only a ColumnBased mapping has a CSV template/);
  });

  it('refuses a missing name or a long column title, naming the field, and saves nothing', async () => {
    const res = await payroll(t, w.alice, 'POST', base, {
      json: { name: ' ', columns: [{ title: 'x'.repeat(26) }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['is required'],
      'columns.0.title': ['must be at most 25 characters'],
    });
    const unknownField = await payroll(t, w.alice, 'POST', base, { json: { name: 'A', colour: 'red' } });
    expect(unknownField.status).toBe(400);
    expect((await payroll(t, w.alice, 'GET', base)).body).toEqual([]);
  });

  it('never shows another user’s mappings', async () => {
    const location = (await payroll(t, w.alice, 'POST', base, { json: COLUMN_BASED })).headers.get('location')!;
    const path = location.replace('/payroll', '');
    expect((await payroll(t, w.bob, 'GET', base)).status).toBe(404);
    expect((await payroll(t, w.bob, 'GET', path)).status).toBe(404);
    expect((await payroll(t, w.bob, 'DELETE', path)).status).toBe(404);
    expect((await payroll(t, w.alice, 'GET', path)).status).toBe(200);
  });
});
