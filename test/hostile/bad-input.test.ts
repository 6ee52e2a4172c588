import { Customer } from '../../src/modules/identity/customers/customer.entity';
import { Tenant } from '../../src/modules/identity/tenants/tenant.entity';
import { startTestApp, type TestApp } from '../helpers/app';
import { basic, gql, http } from '../helpers/http';
import { storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import { fileForm } from '../helpers/multipart';

let t: TestApp;
let store: StoreScenario;
let root: Actor;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.clean();
  store = await storeScenario(t);
  root = await superAdmin(t);
});
afterAll(() => t.close());

const NUL = '\u0000';
const counts = async () => ({
  customers: await t.orm.em.fork().count(Customer, {}, { filters: false }),
  tenants: await t.orm.em.fork().count(Tenant, {}, { filters: false }),
});
const api = (path: string, init: RequestInit & { json?: unknown } = {}) => http(`${t.url}/api${path}`, init);

describe('a NUL character is a 400 naming the field, and nothing is stored', () => {
  it('in JSON bodies: login e-mail, registration names and phone, tenant name', async () => {
    const before = await counts();
    const login = await api('/auth/login', { method: 'POST', json: { email: `a${NUL}@x.example`, password: 'p' } });
    expect(login).toMatchObject({ status: 400, body: { errors: { email: ['must not contain the NUL character'] } } });

    const register = await api('/auth/customer/register', {
      method: 'POST',
      headers: store.anonymous,
      json: { email: 'n@x.example', password: 'long-enough-1', firstName: `A${NUL}`, lastName: NUL, phone: `1${NUL}` },
    });
    expect(register.status).toBe(400);
    expect(register.body.errors).toEqual({
      firstName: ['must not contain the NUL character'],
      lastName: ['must not contain the NUL character'],
      phone: ['must not contain the NUL character'],
    });

    const tenant = await api('/tenants', {
      method: 'POST',
      headers: root.headers,
      json: { name: `Shop${NUL}`, slug: 'nul-shop', adminEmail: 'o@x.example', adminPassword: 'long-enough-1' },
    });
    expect(tenant).toMatchObject({ status: 400, body: { errors: { name: ['must not contain the NUL character'] } } });
    expect(await counts()).toEqual(before);
  });

  it('in query strings and id-or-slug paths', async () => {
    const search = await api(`/products?search=a%00b&categoryId=%00`, { headers: store.anonymous });
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual({
      search: ['must not contain the NUL character'],
      categoryId: ['must not contain the NUL character'],
    });
    const path = await api('/products/x%00y', { headers: store.anonymous });
    expect(path).toMatchObject({ status: 400, body: { errors: { id: ['must not contain the NUL character'] } } });
  });

  it('in GraphQL variables and literals', async () => {
    const variable = await gql(
      t.url,
      'query($id: ID!) { product(id: $id) { id } }',
      { id: `p${NUL}` },
      store.anonymous,
    );
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { id: ['must not contain the NUL character'] } },
    });
    const literal = await gql(t.url, '{ products(search: "a\\u0000") { data { id } } }', {}, store.anonymous);
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]).toMatchObject({
      message: 'Argument "search" must not contain the NUL character',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', fields: { search: ['must not contain the NUL character'] } },
    });
  });
});

describe('a NUL character in a payroll CSV cell', () => {
  it('is a 400 naming the row and column in the synchronous imports, and nothing is stored', async () => {
    const headers = basic(store.staff.email, store.staff.password);
    const employer = await http(`${t.url}/payroll/employers`, { method: 'POST', headers, json: { name: 'Nul Ltd' } });
    expect(employer.status).toBe(201);
    const employerId = String(employer.headers.get('location')).split('/').pop();
    const upload = (path: string, csv: string) => {
      const form = fileForm(csv, 'import.csv');
      return http(`${t.url}/payroll/employers/${employerId}/import/${path}`, { method: 'POST', headers, body: form });
    };
    const pensions = await upload(
      'pensionmemberships',
      `Payroll Code,Pension Scheme,Worker Group,Join Date,Join Reason\nE001,Ne${NUL}st,Default,2024-04-01,Automatic\n`,
    );
    expect(pensions.status).toBe(400);
    expect(pensions.body.errors).toEqual({ 'row 1.Pension Scheme': ['must not contain the NUL character'] });
    const roles = await upload('import', `Payroll Code,Reference,Job Title\nE001,R1,Chef${NUL}\n`);
    expect(roles.status).toBe(400);
    expect(roles.body.errors).toEqual({ 'row 1.Job Title': ['must not contain the NUL character'] });
    const [stored] = await t.orm.em
      .getConnection()
      .execute<{ n: string }[]>(
        'select (select count(*) from payroll_pension_membership) + (select count(*) from payroll_employee_role) as n',
      );
    expect(Number(stored.n)).toBe(0);
  });
});

describe('other malformed requests are 4xx, not 500', () => {
  it('a malformed percent escape in a path is a 400', async () => {
    const res = await api('/products/%E0%A4%A', { headers: store.anonymous });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { path: ['holds a malformed percent-encoding'] } });
  });

  it('a body in a charset other than UTF-8, or an unknown one, is a 415', async () => {
    const before = await counts();
    for (const charset of ['latin1', 'klingon']) {
      const body = JSON.stringify({ email: 'c@x.example', password: 'long-enough-1', firstName: 'C', lastName: 'D' });
      const rest = await api('/auth/customer/register', {
        method: 'POST',
        headers: { ...store.anonymous, 'content-type': `application/json; charset=${charset}` },
        body,
      });
      expect(rest.status).toBe(415);
      expect(rest.body.success).toBe(false);
      const graphql = await http(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': `application/json; charset=${charset}` },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(graphql.status).toBe(415);
    }
    expect(await counts()).toEqual(before);
  });

  it('a GraphQL float literal beyond double range is a 400 naming the argument', async () => {
    const res = await gql(t.url, '{ products(minPrice: 1e400) { data { id } } }', {}, store.anonymous);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Argument "minPrice" must be a finite number',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', fields: { minPrice: ['must be a finite number'] } },
    });
    const variable = await gql(
      t.url,
      'query($p: Float) { products(minPrice: $p) { data { id } } }',
      {},
      store.anonymous,
    );
    expect(variable.status).toBe(200);
    const rest = await api('/products?minPrice=1e400', { headers: store.anonymous });
    expect(rest.status).toBe(400);
  });
});
