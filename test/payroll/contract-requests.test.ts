import type { TestApp } from '../helpers/app';
import { http } from '../helpers/http';
import { definition, sample, seedOperations, writable } from '../helpers/staffology-contract';
import { employerScenario, payroll, type PayrollWorld, waitForJob } from './support';
import { eachTestIn } from '../helpers/scenarios';
import { bodyOf, expectStatus } from '../helpers/rest';
import type { components } from '../generated/rest-payroll';

// Every property the Staffology document declares for the request bodies of seed 3's operations
// (enumerated from the document, nested definitions too) is accepted, and read back where the
// API returns it. A property added to the document is sent at once, and fails until handled.

let t: TestApp;
let w: PayrollWorld;
let employerId: string;
let employeeId: string;

eachTestIn(
  (app) => employerScenario(app, { alternativeIdentifier: 'ACME', employees: ['E001'] }),
  (app, acme) => ([t, w, employerId, [employeeId]] = [app, acme, acme.employerId, acme.employeeIds]),
  { env: { JOB_POLL_INTERVAL_MS: '500' } },
);

const readEmployee = async () =>
  bodyOf(
    await payroll(t, w.alice).get('/employers/{employerId}/employees/{id}', { params: { employerId, id: employeeId } }),
    200,
  );

describe('request definitions of the Staffology document', () => {
  it('PaymentsCsvMapping: every declared property is accepted on POST and PUT and read back as sent', async () => {
    const base = `/employers/${employerId}/import/payments/mappings`;
    type MappingInput = components['schemas']['PaymentsCsvMappingInput'];
    const sent = sample('PaymentsCsvMapping', {
      name: 'Every field',
      type: 'ColumnBased',
      payBasis: 'Hourly',
      payrollCodeIndex: 0,
      columns: [{ title: 'Overtime', code: 'OT', colIndex: 3, isMultiplier: true, rateColIndex: 4 }],
      analysisCategoryIndexes: [{ index: 5, name: 'Department' }],
    });
    // The sample holds every declared property, nested ones too (the readOnly ones included).
    expect(Object.keys(sent).sort()).toEqual(Object.keys(definition('PaymentsCsvMapping').properties).sort());
    const columns = sent.columns as Record<string, unknown>[];
    expect(Object.keys(columns[0]).sort()).toEqual(
      Object.keys(definition('PaymentsCsvMappingColumn').properties).sort(),
    );

    // Sent as the Staffology document declares it: the sample is typed only as a record.
    const created = await payroll(t, w.alice).post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: sent as MappingInput,
    });
    expect([created.status, created.body]).toEqual([201, '']);
    const location = created.headers.get('location')!;
    const mapping = { params: { employerId, id: location.split('/').pop()! } };
    expect(new URL(location).pathname).toBe(`/payroll${base}/${mapping.params.id}`);
    const read = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}', mapping);
    expect(writable('PaymentsCsvMapping', read.body)).toEqual(writable('PaymentsCsvMapping', sent));

    const changed = sample('PaymentsCsvMapping', {
      name: 'Changed',
      type: 'RowBased',
      payBasis: 'Daily',
      importBehaviour: 2,
      hasHeader: false,
      hasPaylineCosting: false,
      payrollCodeIndex: -1,
      noteIndex: 7,
      columns: [{ title: 'Bonus', code: null, isReferenceOnly: true, colIndex: 2, rateColIndex: null }],
      analysisCategoryIndexes: [],
      analysisCategoryIndexesJson: '[]',
    });
    const updated = await payroll(t, w.alice).put('/employers/{employerId}/import/payments/mappings/{id}', {
      ...mapping,
      body: changed as MappingInput,
    });
    expect(updated.status).toBe(200);
    expect(writable('PaymentsCsvMapping', updated.body)).toEqual(writable('PaymentsCsvMapping', changed));
    const reread = await payroll(t, w.alice).get('/employers/{employerId}/import/payments/mappings/{id}', mapping);
    expect(writable('PaymentsCsvMapping', reread.body)).toEqual(writable('PaymentsCsvMapping', changed));
  });

  it('PayOptionsImport: every declared property (PayLine and AnalysisCategoryCodes too) is accepted; pay reads back', async () => {
    const item = sample('PayOptionsImport', {
      employerIdentifier: 'ACME',
      payrollCode: 'E001',
      payAmount: 2500,
      basis: 'Daily',
      payCode: 'BASIC',
      lines: [{ code: 'BONUS', value: 100, description: 'Bonus' }],
    });
    const line = (item.lines as Record<string, unknown>[])[0];
    expect(Object.keys(line).sort()).toEqual(Object.keys(definition('PayLine').properties).sort());

    const res = await payroll(t, w.alice).post('/employers/{employerId}/import/pay', {
      params: { employerId },
      body: [item],
    });
    expect([res.status, res.body]).toEqual([200, '']);
    // What the API returns of an employee's pay: regular pay and the lines' code, value and description.
    expect(await readEmployee()).toMatchObject({
      payAmount: item.payAmount,
      payBasis: item.basis,
      payCode: item.payCode,
      payLines: [{ code: line.code, value: line.value, description: line.description }],
    });
  });

  it('LeaveImportRequest: every declared property is accepted; the leave reads back', async () => {
    const item = sample('Contract.LeaveImportRequest', {
      payrollCode: 'E001',
      type: 'Sick',
      pay: 'Custom',
      from: '2026-05-04',
      to: '2026-05-08',
      openEndedAbsence: false,
    });
    const res = await payroll(t, w.alice).post('/employers/{employerId}/import/leave', {
      params: { employerId },
      body: [item],
    });
    expectStatus(res, 202);
    const job = await waitForJob(t, w.alice, res.body.id);
    expect(job).toMatchObject({ status: 'Completed', result: { metadata: { items: 1, created: 1, failed: 0 } } });
    expect((await readEmployee()).leave).toEqual([
      {
        id: expect.any(String),
        type: 'Sick',
        pay: 'Custom',
        from: '2026-05-04',
        to: '2026-05-08',
        openEndedAbsence: false,
      },
    ]);
  });

  it('every seed operation is served at the document’s path with each parameter it declares', async () => {
    // The document itself is no path of the document.
    const ours = (await http(`${t.url}/payroll/openapi.json`)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const missing = seedOperations().flatMap(({ operationId, method, template, parameters }) => {
      const operation = ours.paths[template]?.[method];
      if (!operation) return [`${operationId}: ${method.toUpperCase()} ${template} not served`];
      const served = new Set((operation.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      return parameters.filter((p) => !served.has(p)).map((p) => `${operationId}: parameter ${p} not served`);
    });
    expect(missing).toEqual([]);
  });
});
