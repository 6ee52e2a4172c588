import { print } from 'graphql';
import type { TestApp } from '../helpers/app';
import { rowCounts, tableDigests } from '../helpers/db';
import { basic, gql, http } from '../helpers/http';
import { eachTestIn, storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import { fileForm } from '../helpers/multipart';
import { expectStatus, payrollRest, storefrontRest } from '../helpers/rest';
import { HostileProductDocument, HostileProductsFromDocument } from '../generated/graphql';

let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let store: StoreScenario;
let root: Actor;
eachTestIn(
  async (app) => ({ store: await storeScenario(app), root: await superAdmin(app) }),
  (app, built) => {
    [t, api] = [app, storefrontRest(app)];
    ({ store, root } = built);
  },
  {},
  { once: true },
);

const NUL = '\u0000';

describe('a NUL character is a 400 naming the field, and nothing is stored', () => {
  it('in JSON bodies: login e-mail, registration names and phone, tenant name', async () => {
    const before = await tableDigests(t.orm);
    const login = await api.post('/auth/login', { body: { email: `a${NUL}@x.example`, password: 'p' } });
    expect(login).toMatchObject({ status: 400, body: { errors: { email: ['must not contain the NUL character'] } } });

    const register = await api.post('/auth/customer/register', {
      body: { email: 'n@x.example', password: 'long-enough-1', firstName: `A${NUL}`, lastName: NUL, phone: `1${NUL}` },
      headers: store.anonymous,
    });
    expectStatus(register, 400);
    expect(register.body.errors).toEqual({
      firstName: ['must not contain the NUL character'],
      lastName: ['must not contain the NUL character'],
      phone: ['must not contain the NUL character'],
    });

    const tenant = await api.post('/tenants', {
      body: {
        name: `Shop${NUL}`,
        slug: 'nul-shop',
        adminEmail: 'o@x.example',
        adminPassword: 'long-enough-1',
        adminFirstName: 'Olga',
        adminLastName: 'Owner',
      },
      headers: root.headers,
    });
    expect(tenant).toMatchObject({ status: 400, body: { errors: { name: ['must not contain the NUL character'] } } });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('in query strings and id-or-slug paths', async () => {
    const search = await api.get('/products', {
      query: { search: `a${NUL}b`, categoryId: NUL },
      headers: store.anonymous,
    });
    expectStatus(search, 400);
    expect(search.body.errors).toEqual({
      search: ['must not contain the NUL character'],
      categoryId: ['must not contain the NUL character'],
    });
    const path = await api.get('/products/{id}', { params: { id: `x${NUL}y` }, headers: store.anonymous });
    expect(path).toMatchObject({ status: 400, body: { errors: { id: ['must not contain the NUL character'] } } });
  });

  it('in GraphQL variables and literals', async () => {
    const variable = await gql(t.url, HostileProductDocument, { id: `p${NUL}` }, store.anonymous);
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { id: ['must not contain the NUL character'] } },
    });
    // The NUL is in the document itself: a hand-written literal, not a typed document.
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
    const payroll = payrollRest(t, basic(store.staff.email, store.staff.password));
    const employer = await payroll.post('/employers', { body: { name: 'Nul Ltd' } });
    expectStatus(employer, 201);
    const employerId = String(employer.headers.get('location')).split('/').pop()!;
    const pensions = await payroll.post('/employers/{employerId}/import/pensionmemberships', {
      params: { employerId },
      form: fileForm(
        `Payroll Code,Pension Scheme,Worker Group,Join Date,Join Reason\nE001,Ne${NUL}st,Default,2024-04-01,Automatic\n`,
        'import.csv',
      ),
    });
    expectStatus(pensions, 400);
    expect(pensions.body.errors).toEqual({ 'row 1.Pension Scheme': ['must not contain the NUL character'] });
    const roles = await payroll.post('/employers/{employerId}/import/import', {
      params: { employerId },
      form: fileForm(`Payroll Code,Reference,Job Title\nE001,R1,Chef${NUL}\n`, 'import.csv'),
    });
    expectStatus(roles, 400);
    expect(roles.body.errors).toEqual({ 'row 1.Job Title': ['must not contain the NUL character'] });
    expect(await rowCounts(t.orm, ['payroll_pension_membership', 'payroll_employee_role'])).toEqual({
      payroll_pension_membership: 0,
      payroll_employee_role: 0,
    });
  });
});

describe('other malformed requests are 4xx, not 500', () => {
  it('a malformed percent escape in a path is a 400', async () => {
    // A path no typed call can write (its parameters are percent-encoded): untyped on purpose.
    const res = await api.request('GET', '/products/%E0%A4%A', { headers: store.anonymous });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { path: ['holds a malformed percent-encoding'] } });
  });

  it('a body in a charset other than UTF-8, or an unknown one, is a 415', async () => {
    const before = await tableDigests(t.orm);
    for (const charset of ['latin1', 'klingon']) {
      // A raw body in another charset: untyped on purpose.
      const body = JSON.stringify({ email: 'c@x.example', password: 'long-enough-1', firstName: 'C', lastName: 'D' });
      const rest = await api.request('POST', '/auth/customer/register', {
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
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('a GraphQL float literal beyond double range is a 400 naming the argument', async () => {
    // The number is in the document itself: a hand-written literal, not a typed document.
    const res = await gql(t.url, '{ products(minPrice: 1e400) { data { id } } }', {}, store.anonymous);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Argument "minPrice" must be a finite number',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', fields: { minPrice: ['must be a finite number'] } },
    });
    // The same number as a variable: JSON text (JSON.stringify would send null), read as Infinity.
    const variable = await http(`${t.url}/graphql`, {
      method: 'POST',
      headers: { ...store.anonymous, 'content-type': 'application/json' },
      body: `{"query": ${JSON.stringify(print(HostileProductsFromDocument))}, "variables": {"minPrice": 1e400}}`,
    });
    expect(variable.status).toBe(400);
    expect(variable.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    // As a query text no number parameter can carry (1e400 is Infinity in JavaScript): untyped on purpose.
    const rest = await api.request('GET', '/products?minPrice=1e400', { headers: store.anonymous });
    expect(rest.status).toBe(400);
  });
});
