import { startTestApp, type TestApp } from '../helpers/app';
import { Employee, PensionMembership } from '../../src/modules/payroll/employers/employer.entity';
import { createEmployer, csvForm, payroll, payrollWorld, waitForJob, type PayrollWorld } from './support';

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

beforeAll(async () => {
  t = await startTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
});
beforeEach(async () => {
  await t.clean();
  w = await payrollWorld(t);
  employerId = await createEmployer(t, w.alice);
  const em = t.orm.em.fork();
  for (const code of ['E001', 'E002']) {
    em.create(Employee, {
      employer: employerId,
      payrollCode: code,
      firstName: code,
      dateOfBirth: '1990-01-01',
      joinDate: '2020-01-01',
      payAmount: 1000,
      payLines: [
        { code: 'BONUS', value: 100, description: 'Bonus' },
        { code: 'CAR', value: -50, description: null },
        { code: 'DUP', value: 1, description: null },
        { code: 'DUP', value: 2, description: null },
      ],
    });
  }
  await em.flush();
});
afterAll(() => t.close());

async function employee(code: string) {
  return t.orm.em.fork().findOneOrFail(Employee, { employer: employerId, payrollCode: code });
}

const pay = (items: unknown, query = '') =>
  payroll(t, w.alice, 'POST', `/employers/${employerId}/import/pay${query}`, { json: items });

const ITEM = {
  payrollCode: 'E001',
  payAmount: 2000,
  basis: 'Hourly',
  lines: [
    { code: 'BONUS', value: 300 },
    { code: 'DUP', value: 9 },
    { code: 'NEW', value: 5, description: 'New line' },
  ],
};

describe('pay import', () => {
  it('without flags replaces regular pay and the lines (200, empty body)', async () => {
    const res = await pay([ITEM]);
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
    const e = await employee('E001');
    expect([e.payAmount, e.payBasis]).toEqual([2000, 'Hourly']);
    expect(e.payLines.map((l) => [l.code, l.value])).toEqual([
      ['BONUS', 300],
      ['DUP', 9],
      ['NEW', 5],
    ]);
  });

  it('linesOnly ignores regular pay; append adds lines; updateExisting updates the one matching line', async () => {
    await pay([ITEM], '?linesOnly=true');
    let e = await employee('E001');
    expect([e.payAmount, e.payBasis]).toEqual([1000, 'Monthly']);
    expect(e.payLines).toHaveLength(3);

    await pay([{ ...ITEM, payrollCode: 'E002' }], '?append=true&linesOnly=true');
    e = await employee('E002');
    expect(e.payLines.map((l) => [l.code, l.value])).toEqual([
      ['BONUS', 100],
      ['CAR', -50],
      ['DUP', 1],
      ['DUP', 2],
      ['BONUS', 300],
      ['DUP', 9],
      ['NEW', 5],
    ]);
  });

  it('updateExisting changes the single matching line, appends the rest (two matches: appended)', async () => {
    await pay([ITEM], '?updateExisting=true');
    const e = await employee('E001');
    expect(e.payLines.map((l) => [l.code, l.value, l.description])).toEqual([
      ['BONUS', 300, 'Bonus'],
      ['CAR', -50, null],
      ['DUP', 1, null],
      ['DUP', 2, null],
      ['DUP', 9, null],
      ['NEW', 5, 'New line'],
    ]);
    expect(e.payAmount).toBe(2000);
  });

  it('updateExisting matches only the lines the employee had, not lines appended by the same request', async () => {
    await pay([{ payrollCode: 'E001', lines: [{ code: 'A', value: 7 }] }]);
    await pay(
      [
        {
          payrollCode: 'E001',
          lines: [
            { code: 'B', value: 1 },
            { code: 'B', value: 2 },
          ],
        },
      ],
      '?updateExisting=true',
    );
    const e = await employee('E001');
    expect(e.payLines.map((l) => [l.code, l.value])).toEqual([
      ['A', 7],
      ['B', 1],
      ['B', 2],
    ]);
  });

  it('validateOnly validates and changes nothing', async () => {
    const res = await pay([ITEM], '?validateOnly=true');
    expect(res.status).toBe(200);
    expect((await employee('E001')).payAmount).toBe(1000);
    const bad = await pay([{ payrollCode: 'NOPE' }], '?validateOnly=true');
    expect(bad.status).toBe(400);
  });

  it('is all or nothing: one bad item answers 400 keyed by its index and nothing changes', async () => {
    const res = await pay([ITEM, { payrollCode: 'E002', payAmount: -1 }, { payrollCode: 'X9', lines: [{ value: 1 }] }]);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.body.errors).toEqual({
      '[1].payAmount': ['must be zero or more'],
      '[2].payrollCode': ['no employee has payroll code X9'],
      '[2].lines[0].code': ['is required'],
    });
    expect((await employee('E001')).payAmount).toBe(1000);
    const refused = await payroll(t, w.alice, 'POST', `/employers/${employerId}/import/pay`, {
      body: JSON.stringify([ITEM]),
      headers: { 'content-type': 'text/plain' },
    });
    expect(refused.status).toBe(415);
  });

  it('selects employers by employerIdentifier, all items or none', async () => {
    const other = await payroll(t, w.alice, 'POST', '/employers', {
      json: { name: 'Other', alternativeIdentifier: 'OTH' },
    });
    const em = t.orm.em.fork();
    em.create(Employee, {
      employer: other.body.id,
      payrollCode: 'O1',
      dateOfBirth: '1990-01-01',
      joinDate: '2020-01-01',
    });
    await em.flush();
    const mixed = await pay([{ ...ITEM, employerIdentifier: 'OTH', payrollCode: 'O1' }, ITEM]);
    expect(mixed.body.errors).toEqual({ '[1].employerIdentifier': ['is required when another item has one'] });
    expect((await pay([{ employerIdentifier: 'OTH', payrollCode: 'O1', payAmount: 7 }])).status).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(Employee, { payrollCode: 'O1' })).payAmount).toBe(7);
  });
});

describe('leave import', () => {
  it('queues a job that records good items and reports bad ones by item', async () => {
    const res = await payroll(t, w.alice, 'POST', `/employers/${employerId}/import/leave`, {
      json: [
        { payrollCode: 'E001', type: 'Holiday', pay: 'PayAsUsual', from: '2024-08-01', to: '2024-08-05' },
        { payrollCode: 'E002', type: 'Sick', from: '2024-09-01', openEndedAbsence: true },
        { payrollCode: 'E001', type: 'Holiday', from: '2024-08-10', to: '2024-08-01' },
        { payrollCode: 'ZZ', type: 'Holiday', from: '2024-08-10', to: '2024-08-11' },
      ],
    });
    expect(res.status).toBe(202);
    const job = await waitForJob(t, w.alice, res.body.id);
    expect(job).toMatchObject({
      status: 'CompletedWithErrors',
      result: { metadata: { items: 4, created: 2, failed: 2 } },
    });
    const errors = (await payroll(t, w.alice, 'GET', `/jobs/${job.id}/errors`)).body;
    expect(errors.map((e: { rowNumber: number; column: string }) => [e.rowNumber, e.column])).toEqual([
      [3, 'to'],
      [4, 'payrollCode'],
    ]);
    const e1 = await employee('E001');
    const read = await payroll(t, w.alice, 'GET', `/employers/${employerId}/employees/${e1.id}`);
    expect(read.body.leave).toEqual([
      expect.objectContaining({ type: 'Holiday', pay: 'PayAsUsual', from: '2024-08-01', to: '2024-08-05' }),
    ]);
  });

  it('refuses an unknown leave type with 400 and queues nothing', async () => {
    const res = await payroll(t, w.alice, 'POST', `/employers/${employerId}/import/leave`, {
      json: [{ payrollCode: 'E001', type: 'Nap', from: '2024-08-01' }],
    });
    expect(res.status).toBe(400);
    expect((await payroll(t, w.alice, 'GET', '/jobs')).body).toEqual([]);
  });
});

const PENSIONS = [
  'Payroll Code,Pension Scheme,Worker Group,Join Date,Join Reason,End Date,End Reason,Pension Employee Contribution',
  'E001,Nest,Default,2024-04-01,Automatic,,,5',
  'E002,Nest,Default,01/05/2024,Opt In,,,',
].join('\n');

describe('pension membership import', () => {
  const post = (csv: string, query = '') =>
    payroll(t, w.alice, 'POST', `/employers/${employerId}/import/pensionmemberships${query}`, { body: csvForm(csv) });

  it('previews without writing, then imports, and updates by Id only with allowUpdates', async () => {
    const preview = await post(PENSIONS, '?previewOnly=true');
    expect(preview.status).toBe(200);
    expect(preview.body).toHaveLength(2);
    expect(preview.body[0]).toMatchObject({ name: 'E001: Nest', metadata: { action: 'Create', preview: true } });
    expect(await t.orm.em.fork().count(PensionMembership, {})).toBe(0);

    const imported = await post(PENSIONS);
    expect(imported.body.map((i: { metadata: { joinDate: string } }) => i.metadata.joinDate)).toEqual([
      '2024-04-01',
      '2024-05-01',
    ]);
    expect(await t.orm.em.fork().count(PensionMembership, {})).toBe(2);

    const id = imported.body[0].id;
    const update = `Id,Payroll Code,Pension Scheme,Worker Group,Join Date,Join Reason,End Date,End Reason\n${id},E001,Nest,Default,2024-04-01,Automatic,2024-12-31,Left`;
    const refused = await post(update);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'row 1.Id': ['updates an existing membership: set allowUpdates'] });
    const updated = await post(update, '?allowUpdates=true');
    expect(updated.body[0]).toMatchObject({ id, metadata: { action: 'Update', endDate: '2024-12-31' } });
    expect((await t.orm.em.fork().findOneOrFail(PensionMembership, id)).endReason).toBe('Left');
  });

  it('answers 400 naming the row and column of bad rows, and missing columns, writing nothing', async () => {
    const bad = await post(`${PENSIONS}\nE003,Nest,Default,2024-02-30,Automatic,2024-06-01,,`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'row 3.Join Date': ['"2024-02-30" is not a valid calendar date'] });
    const missing = await post('Payroll Code,Pension Scheme\nE001,Nest');
    expect(missing.body.errors.file[0]).toMatch(/Worker Group, Join Date, Join Reason/);
    expect(await t.orm.em.fork().count(PensionMembership, {})).toBe(0);
  });
});

describe('role import', () => {
  const post = (csv: string, query = '') =>
    payroll(t, w.alice, 'POST', `/employers/${employerId}/import/import${query}`, { body: csvForm(csv) });
  const ROLES =
    'Payroll Code,Reference,Job Title,Is Primary,Start Date,End Date\nE001,R1,Pharmacist,True,2024-01-01,\nE001,R2,Cashier,False,,';

  it('previews, imports, and updates an existing reference only with allowUpdates', async () => {
    const preview = await post(ROLES, '?previewOnly=true');
    expect(preview.body.map((i: { name: string }) => i.name)).toEqual(['E001 / R1: Pharmacist', 'E001 / R2: Cashier']);
    const e1 = await employee('E001');
    const read = () => payroll(t, w.alice, 'GET', `/employers/${employerId}/employees/${e1.id}`);
    expect((await read()).body.roles).toEqual([]);

    expect((await post(ROLES)).status).toBe(200);
    expect(
      (await read()).body.roles.map((r: { reference: string; isPrimary: boolean }) => [r.reference, r.isPrimary]),
    ).toEqual([
      ['R1', true],
      ['R2', false],
    ]);
    const change = 'Payroll Code,Reference,Job Title\nE001,R2,Manager';
    const refused = await post(change);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'row 1.Reference': ['the employee already has this role: set allowUpdates'],
    });
    const allowed = await post(change, '?allowUpdates=true');
    expect(allowed.body[0].metadata).toMatchObject({ action: 'Update', jobTitle: 'Manager' });
    expect((await read()).body.roles[1].jobTitle).toBe('Manager');
  });

  it('refuses unknown payroll codes and another user’s employer', async () => {
    const res = await post('Payroll Code,Reference\nNOPE,R1');
    expect(res.body.errors).toEqual({ 'row 1.Payroll Code': ['no employee has payroll code NOPE'] });
    const bobs = await payroll(t, w.bob, 'POST', `/employers/${employerId}/import/import`, { body: csvForm(ROLES) });
    expect(bobs.status).toBe(404);
  });
});
