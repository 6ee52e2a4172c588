import { startTestApp, type TestApp } from '../helpers/app';
import { gql } from '../helpers/http';
import { Employee } from '../../src/modules/payroll/employers/employer.entity';
import { basic, createEmployer, payroll, payrollWorld, type PayrollWorld } from './support';

let t: TestApp;
let w: PayrollWorld;

beforeAll(async () => {
  t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
});
beforeEach(async () => {
  await t.clean();
  w = await payrollWorld(t);
});
afterAll(() => t.close());

describe('payroll access', () => {
  it('answers 401 with a Basic challenge without credentials or with bad ones', async () => {
    for (const headers of [{}, basic(w.store.admin.email, 'wrong-password')]) {
      const res = await payroll(t, { id: '', headers }, 'GET', '/employers');
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="payroll"');
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 401, title: 'Unauthorized' });
    }
  });

  it('accepts an API key as the Basic password, and a bearer token on GraphQL', async () => {
    const created = await gql(
      t.url,
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }',
      { input: { name: 'payroll' } },
      w.store.admin.headers,
    );
    const key = created.data.createApiKey.key as string;
    const id = await createEmployer(t, w.alice);
    const res = await payroll(t, { id: '', headers: basic('anyone', key) }, 'GET', '/employers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id, name: 'Acme Ltd', metadata: null, url: `/payroll/employers/${id}` }]);
    const viaToken = await gql(t.url, '{ payrollEmployers { id name } }', {}, w.store.admin.headers);
    expect(viaToken.data.payrollEmployers).toEqual([{ id, name: 'Acme Ltd' }]);
  });

  it('refuses customers', async () => {
    const res = await payroll(
      t,
      { id: '', headers: basic(w.store.customer.email, w.store.customer.password) },
      'GET',
      '/employers',
    );
    expect(res.status).toBe(401);
  });
});

describe('employers and employees', () => {
  it('creates an employer (201 with Location) and reads it back', async () => {
    const res = await payroll(t, w.alice, 'POST', '/employers', {
      json: { name: 'Acme Ltd', alternativeIdentifier: 'ACME' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/payroll/employers/${res.body.id}`);
    const read = await payroll(t, w.alice, 'GET', `/employers/${res.body.id}`);
    expect(read.body).toMatchObject({ id: res.body.id, name: 'Acme Ltd', alternativeIdentifier: 'ACME' });
  });

  it('refuses a blank name, naming the field, and creates nothing', async () => {
    const res = await payroll(t, w.alice, 'POST', '/employers', { json: { name: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('name');
    expect((await payroll(t, w.alice, 'GET', '/employers')).body).toEqual([]);
  });

  it('accepts the four JSON content types and refuses others with 415', async () => {
    for (const type of ['application/json', 'application/json-patch+json', 'text/json', 'application/vnd.acme+json']) {
      const res = await payroll(t, w.alice, 'POST', '/employers', {
        body: JSON.stringify({ name: `Via ${type}` }),
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(201);
    }
    const refused = await payroll(t, w.alice, 'POST', '/employers', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(415);
    expect((await payroll(t, w.alice, 'GET', '/employers')).body).toHaveLength(4);
  });

  it('lists and reads employees as Item[] and full records', async () => {
    const employerId = await createEmployer(t, w.alice);
    const em = t.orm.em.fork();
    const employee = em.create(Employee, {
      employer: employerId,
      payrollCode: 'E001',
      firstName: 'Ann',
      lastName: 'Lee',
      dateOfBirth: '1990-02-03',
      joinDate: '2020-01-01',
    });
    await em.flush();
    const list = await payroll(t, w.alice, 'GET', `/employers/${employerId}/employees`);
    expect(list.body).toEqual([
      {
        id: employee.id,
        name: 'Ann Lee',
        metadata: { payrollCode: 'E001', status: 'Current' },
        url: `/payroll/employers/${employerId}/employees/${employee.id}`,
      },
    ]);
    const one = await payroll(t, w.alice, 'GET', `/employers/${employerId}/employees/${employee.id}`);
    expect(one.body).toMatchObject({
      payrollCode: 'E001',
      dateOfBirth: '1990-02-03',
      joinDate: '2020-01-01',
      payLines: [],
    });
  });

  it('never shows one user another user’s employers or employees (404)', async () => {
    const employerId = await createEmployer(t, w.alice);
    expect((await payroll(t, w.bob, 'GET', '/employers')).body).toEqual([]);
    expect((await payroll(t, w.bob, 'GET', `/employers/${employerId}`)).status).toBe(404);
    const employees = await payroll(t, w.bob, 'GET', `/employers/${employerId}/employees`);
    expect(employees.status).toBe(404);
    expect(employees.body.detail).toBe('Employer not found');
    expect((await payroll(t, w.alice, 'GET', '/employers/not-a-uuid')).status).toBe(404);
  });
});
