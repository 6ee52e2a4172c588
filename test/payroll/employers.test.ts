import type { TestApp } from '../helpers/app';
import { eachTestIn } from '../helpers/scenarios';
import { countStatements } from '../helpers/db';
import {
  CreateApiKeyValueDocument,
  PayrollEmployeeCodesDocument,
  PayrollEmployeesWithDetailsDocument,
  PayrollEmployerNamesDocument,
} from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import {
  Employee,
  EmployeeRole,
  LeaveRecord,
  PensionMembership,
} from '../../src/modules/payroll/employers/employer.entity';
import { basic, createEmployer, payroll, payrollWorld, type PayrollWorld } from './support';
import { bodyOf, expectStatus } from '../helpers/rest';

let t: TestApp;
let w: PayrollWorld;

eachTestIn(payrollWorld, (app, built) => ([t, w] = [app, built]), { env: { LOG_LEVEL: 'error' } }, { once: true });

describe('payroll access', () => {
  it('answers 401 with a Basic challenge without credentials or with bad ones', async () => {
    for (const headers of [{}, basic(w.store.admin.email, 'wrong-password')]) {
      const res = await payroll(t, { headers }).get('/employers');
      expectStatus(res, 401);
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="payroll"');
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 401, title: 'Unauthorized' });
    }
  });

  it('accepts an API key as the Basic password, and a bearer token on GraphQL', async () => {
    const created = dataOf(
      await gql(t.url, CreateApiKeyValueDocument, { input: { name: 'payroll' } }, w.store.admin.headers),
    );
    const key = created.createApiKey.key;
    const id = await createEmployer(t, w.alice);
    const res = await payroll(t, { headers: basic('anyone', key) }).get('/employers');
    expectStatus(res, 200);
    expect(res.body).toEqual([{ id, name: 'Acme Ltd', metadata: null, url: `${t.url}/payroll/employers/${id}` }]);
    const viaToken = dataOf(await gql(t.url, PayrollEmployerNamesDocument, {}, w.store.admin.headers));
    expect(viaToken.payrollEmployers).toEqual([{ id, name: 'Acme Ltd' }]);
  });

  it('refuses customers', async () => {
    const res = await payroll(t, { headers: basic(w.store.customer.email, w.store.customer.password) }).get(
      '/employers',
    );
    expectStatus(res, 401);
  });
});

describe('employers and employees', () => {
  it('creates an employer (201 with Location) and reads it back', async () => {
    const res = await payroll(t, w.alice).post('/employers', {
      body: { name: 'Acme Ltd', alternativeIdentifier: 'ACME' },
    });
    expectStatus(res, 201);
    expect(res.headers.get('location')).toBe(`${t.url}/payroll/employers/${res.body.id}`);
    const read = await payroll(t, w.alice).get('/employers/{id}', { params: { id: res.body.id } });
    expect(read.body).toMatchObject({ id: res.body.id, name: 'Acme Ltd', alternativeIdentifier: 'ACME' });
  });

  it('refuses a blank name, naming the field, and creates nothing', async () => {
    const res = await payroll(t, w.alice).post('/employers', { body: { name: '' } });
    expectStatus(res, 400);
    expect(res.body.errors).toHaveProperty('name');
    expect((await payroll(t, w.alice).get('/employers')).body).toEqual([]);
  });

  it('accepts the four JSON content types and refuses others with 415', async () => {
    for (const type of ['application/json', 'application/json-patch+json', 'text/json', 'application/vnd.acme+json']) {
      // Untyped: the typed body is always sent as application/json.
      const res = await payroll(t, w.alice).request('POST', '/employers', {
        body: JSON.stringify({ name: `Via ${type}` }),
        headers: { 'content-type': type },
      });
      expectStatus(res, 201);
    }
    // Untyped: a content type the document does not list.
    const refused = await payroll(t, w.alice).request('POST', '/employers', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(415);
    expect((await payroll(t, w.alice).get('/employers')).body).toHaveLength(4);
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
    const list = await payroll(t, w.alice).get('/employers/{employerId}/employees', { params: { employerId } });
    expect(list.body).toEqual([
      {
        id: employee.id,
        name: 'Ann Lee',
        metadata: { payrollCode: 'E001', status: 'Current' },
        url: `${t.url}/payroll/employers/${employerId}/employees/${employee.id}`,
      },
    ]);
    const one = await payroll(t, w.alice).get('/employers/{employerId}/employees/{id}', {
      params: { employerId, id: employee.id },
    });
    expect(one.body).toMatchObject({
      payrollCode: 'E001',
      dateOfBirth: '1990-02-03',
      joinDate: '2020-01-01',
      payLines: [],
    });
  });

  /** `count` employees E001.. of the employer, each with a role, a pension membership and leave. */
  async function staff(employerId: string, count: number): Promise<void> {
    const em = t.orm.em.fork();
    for (let i = 1; i <= count; i++) {
      const employee = em.create(Employee, {
        employer: employerId,
        payrollCode: `E${String(i).padStart(3, '0')}`,
        firstName: `First${i}`,
        dateOfBirth: '1990-02-03',
        joinDate: '2020-01-01',
      });
      em.create(EmployeeRole, { employee, reference: `R${i}`, jobTitle: 'Clerk', isPrimary: true });
      em.create(PensionMembership, {
        employee,
        pensionScheme: 'Scheme',
        workerGroup: 'All',
        joinDate: '2020-01-01',
        joinReason: 'Automatic',
      });
      em.create(LeaveRecord, { employee, type: 'Holiday', pay: 'StatutoryPay', from: '2024-01-01', to: '2024-01-05' });
    }
    await em.flush();
  }

  it('lists employees in zero-based pages (default 20, at most 100) with X-Total-Count', async () => {
    const employerId = await createEmployer(t, w.alice);
    await staff(employerId, 25);
    const first = await payroll(t, w.alice).get('/employers/{employerId}/employees', { params: { employerId } });
    expect(first.headers.get('x-total-count')).toBe('25');
    expect(first.body).toHaveLength(20);
    expect(bodyOf(first, 200)[0].metadata?.payrollCode).toBe('E001');
    const last = await payroll(t, w.alice).get('/employers/{employerId}/employees', {
      params: { employerId },
      query: { pageNum: 2, pageSize: 10 },
    });
    expect(bodyOf(last, 200).map((i) => i.metadata?.payrollCode)).toEqual(['E021', 'E022', 'E023', 'E024', 'E025']);
    const bad = await payroll(t, w.alice).get('/employers/{employerId}/employees', {
      params: { employerId },
      query: { pageSize: 101 },
    });
    expectStatus(bad, 400);
    expect(bad.body.errors).toHaveProperty('pageSize');
    const viaGraphql = dataOf(await gql(t.url, PayrollEmployeeCodesDocument, { id: employerId }, w.alice.headers));
    expect(viaGraphql.payrollEmployees.total).toBe(25);
    expect(viaGraphql.payrollEmployees.items).toHaveLength(5);
  });

  it('reads a page of employees, with their roles, pensions and leave, in a fixed number of statements', async () => {
    const employerId = await createEmployer(t, w.alice);
    await staff(employerId, 30);
    const graphqlCounts: number[] = [];
    const restCounts: number[] = [];
    for (const size of [2, 30]) {
      const viaGraphql = await countStatements(t.orm, () =>
        gql(t.url, PayrollEmployeesWithDetailsDocument, { id: employerId, size }, w.alice.headers),
      );
      const items = dataOf(viaGraphql.result).payrollEmployees.items;
      expect(items).toHaveLength(size);
      expect(items[size - 1]).toEqual({
        payrollCode: `E${String(size).padStart(3, '0')}`,
        roles: [{ reference: `R${size}` }],
        pensionMemberships: [{ pensionScheme: 'Scheme' }],
        leave: [{ type: 'Holiday' }],
      });
      graphqlCounts.push(viaGraphql.statements.filter((sql) => /payroll_|list_count/.test(sql)).length);
      const viaRest = await countStatements(t.orm, () =>
        payroll(t, w.alice).get('/employers/{employerId}/employees', {
          params: { employerId },
          query: { pageSize: size },
        }),
      );
      expect(viaRest.result.body).toHaveLength(size);
      restCounts.push(viaRest.statements.filter((sql) => /payroll_|list_count/.test(sql)).length);
    }
    // The employer, the page, the kept total (list_count), then one statement per relation.
    expect(graphqlCounts).toEqual([6, 6]);
    // The REST list of items: the employer, the page and its total in one statement.
    expect(restCounts).toEqual([1, 1]);
  });

  it('never shows one user another user’s employers or employees (404)', async () => {
    const employerId = await createEmployer(t, w.alice);
    expect((await payroll(t, w.bob).get('/employers')).body).toEqual([]);
    expect((await payroll(t, w.bob).get('/employers/{id}', { params: { id: employerId } })).status).toBe(404);
    const employees = await payroll(t, w.bob).get('/employers/{employerId}/employees', { params: { employerId } });
    expectStatus(employees, 404);
    expect(employees.body.detail).toBe('Employer not found');
    expect((await payroll(t, w.alice).get('/employers/{id}', { params: { id: 'not-a-uuid' } })).status).toBe(404);
  });
});
