import type { TestApp } from '../helpers/app';
import { PaymentsCsvMappingIndexesDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { employerScenario, payroll, type PayrollWorld } from './support';
import { eachTestIn } from '../helpers/scenarios';
import { expectStatus } from '../helpers/rest';

let t: TestApp;
let w: PayrollWorld;
let employerId: string;
let base: string;

eachTestIn(
  employerScenario,
  (app, acme) =>
    ([t, w, employerId, base] = [app, acme, acme.employerId, `/employers/${acme.employerId}/import/payments/mappings`]),
);

const COLUMN_BASED = {
  name: 'Timesheet',
  type: 'ColumnBased' as const,
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
  it('created twice with one Idempotency-Key is one mapping: the repeat answers the same Location', async () => {
    const create = () =>
      payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
        params: { employerId },
        body: COLUMN_BASED,
        headers: { 'idempotency-key': 'mapping-1' },
      });
    const first = await create();
    const again = await create();
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(
      (await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings', { params: { employerId } }))
        .body,
    ).toHaveLength(1);
  });

  it('creates (201, Location, empty body), lists as Item[], reads, updates and deletes (204)', async () => {
    const created = await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: COLUMN_BASED,
    });
    expectStatus(created, 201);
    expect(created.body).toBe('');
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    expect(location).toBe(`${t.url}/payroll${base}/${id}`);

    const list = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
    });
    expect(list.body).toEqual([{ id, name: 'Timesheet', metadata: { type: 'ColumnBased' }, url: location }]);

    const read = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}', {
      params: { employerId, id },
    });
    expectStatus(read, 200);
    expect(read.body).toMatchObject({
      ...COLUMN_BASED,
      columns: [expect.objectContaining(COLUMN_BASED.columns[0]), expect.objectContaining(COLUMN_BASED.columns[1])],
      id,
    });
    expect(read.body.columns?.[1]).toEqual({
      title: 'Bonus, one-off',
      code: 'BONUS',
      colIndex: 3,
      isReferenceOnly: false,
      isMultiplier: false,
      isNetToGross: false,
      rateColIndex: null,
      shouldSerializeRateColIndex: false,
    });

    const updated = await payroll(t, w.alice).put('/employers/{employerId}/import/payments/mappings/{id}', {
      params: { employerId, id },
      body: { ...read.body, name: 'Renamed', noteIndex: null },
    });
    expectStatus(updated, 200);
    expect(updated.body).toMatchObject({ id, name: 'Renamed', noteIndex: -1 });

    const deleted = await payroll(t, w.alice).delete('/employers/{employerId}/import/payments/mappings/{id}', {
      params: { employerId, id },
    });
    expectStatus(deleted, 204);
    expect(
      (
        await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}', {
          params: { employerId, id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings', { params: { employerId } }))
        .body,
    ).toEqual([]);
  });

  it('answers -1 for every index not mapped and defaults for unset flags, never null, and takes -1 back', async () => {
    const created = await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: { name: 'Bare' },
    });
    const location = created.headers.get('location')!;
    const mapping = { params: { employerId, id: location.split('/').pop()! } };
    expect(location).toBe(`${t.url}/payroll${base}/${mapping.params.id}`);
    const read = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}', mapping);
    expectStatus(read, 200);
    const fields: Record<string, unknown> = read.body;
    const indexes = Object.keys(fields).filter((key) => key.endsWith('Index'));
    expect(indexes).toHaveLength(18);
    for (const key of indexes) expect([key, fields[key]]).toEqual([key, -1]);
    expect(read.body).toMatchObject({
      type: 'RowBased',
      importBehaviour: 0,
      payBasis: 'Monthly',
      hasHeader: false,
      hasPaylineCosting: false,
      analysisCategoryIndexesJson: null,
      analysisCategoryIndexes: null,
      columns: null,
    });
    const echoed = await payroll(t, w.alice).put('/employers/{employerId}/import/payments/mappings/{id}', {
      ...mapping,
      body: { ...read.body, payrollCodeIndex: 2 },
    });
    expectStatus(echoed, 200);
    expect(echoed.body).toEqual({ ...read.body, payrollCodeIndex: 2 });
    const viaGraphql = dataOf(
      await gql(t.url, PaymentsCsvMappingIndexesDocument, { employerId, id: read.body.id! }, w.alice.headers),
    );
    expect(viaGraphql.paymentsCsvMapping).toEqual({
      noteIndex: -1,
      payrollCodeIndex: 2,
      hasPaylineCosting: false,
    });
  });

  it('serves the CSV template of a ColumnBased mapping and refuses one for RowBased', async () => {
    const id = (
      await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
        params: { employerId },
        body: COLUMN_BASED,
      })
    ).headers
      .get('location')!
      .split('/')
      .pop()!;
    const template = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}/csv', {
      params: { employerId, id },
    });
    expectStatus(template, 200);
    const content = 'Payroll Code,Overtime,Overtime Rate,"Bonus, one-off",Note\r\n';
    expect(template.body).toEqual({
      type: 'text/csv',
      content,
      stream: Buffer.from(content).toString('base64'),
      model: null,
    });

    const rowId = (
      await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
        params: { employerId },
        body: { name: 'Rows', type: 'RowBased' },
      })
    ).headers
      .get('location')!
      .split('/')
      .pop()!;
    const refused = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}/csv', {
      params: { employerId, id: rowId },
    });
    expectStatus(refused, 400);
    expect(refused.body.detail).toMatch(/Only a ColumnBased mapping has a CSV template/);
  });

  it('refuses a missing name or a long column title, naming the field, and saves nothing', async () => {
    const res = await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: { name: ' ', columns: [{ title: 'x'.repeat(26) }] },
    });
    expectStatus(res, 400);
    expect(res.body.errors).toEqual({
      name: ['is required'],
      'columns.0.title': ['must be at most 25 characters'],
    });
    // Untyped: a field the document does not have.
    const unknownField = await payroll(t, w.alice).request('POST', base, { json: { name: 'A', colour: 'red' } });
    expect(unknownField.status).toBe(400);
    expect(
      (await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings', { params: { employerId } }))
        .body,
    ).toEqual([]);
  });

  it('never shows another user’s mappings', async () => {
    const location = (
      await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
        params: { employerId },
        body: COLUMN_BASED,
      })
    ).headers.get('location')!;
    const mapping = { params: { employerId, id: location.split('/').pop()! } };
    expect(location).toBe(`${t.url}/payroll${base}/${mapping.params.id}`);
    expect(
      (await payroll(t, w.bob).get('/employers/{employerId}/import/payments/mappings', { params: { employerId } }))
        .status,
    ).toBe(404);
    expect((await payroll(t, w.bob).get('/employers/{employerId}/import/payments/mappings/{id}', mapping)).status).toBe(
      404,
    );
    expect(
      (await payroll(t, w.bob).delete('/employers/{employerId}/import/payments/mappings/{id}', mapping)).status,
    ).toBe(404);
    expect(
      (await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}', mapping)).status,
    ).toBe(200);
  });
});
