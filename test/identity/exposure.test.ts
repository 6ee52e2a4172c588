import { randomUUID } from 'node:crypto';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { FOREIGN_TENANT_MESSAGE } from '../../src/graphql/errors';
import { startTestApp, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { tableDigests } from '../helpers/db';
import { basic, dataOf, gql, http, unchecked } from '../helpers/http';
import { eachTestIn, storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import {
  IdentityApiKeyIdsDocument,
  IdentityLoginDocument,
  IdentityProductIdsDocument,
  IdentityProductsSortedDocument,
  IdentitySchemaFieldsDocument,
  IdentityTenantIdDocument,
  IdentityTenantIdsDocument,
  IdentityTenantInfoSlugDocument,
  IdentityTypenameDocument,
  IdentityUserDocument,
  IdentityUsersDocument,
  IdentityViewerDocument,
} from '../generated/graphql';
import { makeProduct } from '../catalog/catalog-fixtures';
import { apiKeyOf } from './support';

/**
 * Least exposure: what each kind of caller sees of a store and its records, schema details kept
 * out of client errors when introspection is off, and a credential valid only in its own store.
 */

/** The Tenant fields everyone may see: exactly the public TenantInfo. */
const PUBLIC_TENANT_FIELDS = [
  'address',
  'businessType',
  'city',
  'country',
  'email',
  'id',
  'logo',
  'name',
  'phone',
  'primaryColor',
  'settings',
  'slug',
  'state',
];
/** The Tenant fields only the store's staff and the super administrator see (null for others). */
const STAFF_TENANT_FIELDS = ['accountingCountry', 'accountingPlan', 'createdAt', 'status', 'updatedAt'];

const PROFILE = {
  logo: 'https://cdn.example/logo.png',
  primaryColor: '#3B82F6',
  email: 'shop@store-a.test',
  phone: '+1 555 0100',
  address: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
};

let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let a: StoreScenario;
let b: StoreScenario;
let root: Actor;
eachTestIn(
  async (app) => ({
    a: await storeScenario(app, 'store-a', PROFILE),
    b: await storeScenario(app, 'store-b', PROFILE),
    root: await superAdmin(app),
  }),
  (app, built) => {
    [t, api] = [app, storefrontRest(app)];
    ({ a, b, root } = built);
  },
  {},
  { once: true },
);

function objectType(name: string): GraphQLObjectType {
  const type = t.app.served.schema.getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
  return type;
}

/** A selection of every field of `typeName`, nested objects included. */
function selectAll(typeName: string): string {
  return Object.values(objectType(typeName).getFields())
    .map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) ? `${field.name} { ${selectAll(named.name)} }` : field.name;
    })
    .join(' ');
}

/** The names of the fields that came back with a value. */
function visible(record: Record<string, unknown> | null | undefined): string[] {
  return Object.entries(record ?? {})
    .filter(([, value]) => value !== null)
    .map(([key]) => key)
    .sort();
}

describe('what each caller sees of a store', () => {
  it('classifies every Tenant field as public (the TenantInfo fields) or staff-only', () => {
    const tenantFields = Object.keys(objectType('Tenant').getFields()).sort();
    expect(tenantFields).toEqual([...PUBLIC_TENANT_FIELDS, ...STAFF_TENANT_FIELDS].sort());
    expect(Object.keys(objectType('TenantInfo').getFields()).sort()).toEqual(PUBLIC_TENANT_FIELDS);
  });

  it('pins the fields each caller kind gets back, over GraphQL', async () => {
    // Selections generated from the served schema (every field there is): not codegen documents.
    const all = selectAll('Tenant');
    const me = (headers: Record<string, string>) => gql(t.url, `{ me { tenant { ${all} } } }`, {}, headers);
    const byId = (headers: Record<string, string>, id = a.tenant.id) =>
      gql(t.url, `query($id: ID!) { tenant(id: $id) { ${all} } }`, { id }, headers);
    const info = (headers: Record<string, string>) =>
      gql(t.url, `{ tenantInfo { ${selectAll('TenantInfo')} } }`, {}, headers);
    const everything = [...PUBLIC_TENANT_FIELDS, ...STAFF_TENANT_FIELDS].sort();

    // A visitor: the public face only; the Tenant itself is not theirs to read.
    expect(visible((await info(a.anonymous)).data?.tenantInfo)).toEqual(PUBLIC_TENANT_FIELDS);
    expect((await byId(a.anonymous)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // A customer reaches the Tenant through `me`: storefront fields, the rest null.
    const customerView = (await me(a.customer.headers)).data?.me.tenant;
    expect(visible(customerView)).toEqual(PUBLIC_TENANT_FIELDS);
    for (const field of STAFF_TENANT_FIELDS) expect(customerView[field]).toBeNull();
    expect(customerView).toMatchObject({ id: a.tenant.id, slug: 'store-a', ...PROFILE });
    expect((await byId(a.customer.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(visible((await info(a.customer.headers)).data?.tenantInfo)).toEqual(PUBLIC_TENANT_FIELDS);

    // The store's staff and ADMIN see everything, through `me` and `tenant`.
    for (const actor of [a.staff, a.admin]) {
      const own = (await me(actor.headers)).data?.me.tenant;
      expect(visible(own)).toEqual(everything);
      expect(own).toMatchObject({ status: 'ACTIVE', accountingPlan: 'PLUS', accountingCountry: 'GB' });
      expect(visible((await byId(actor.headers)).data?.tenant)).toEqual(everything);
    }

    // Another store's ADMIN: their own store in full, store A not at all.
    const { 'x-tenant-slug': _slug, ...otherAdmin } = b.admin.headers;
    expect(visible((await me(otherAdmin)).data?.me.tenant)).toEqual(everything);
    expect((await me(otherAdmin)).data?.me.tenant.id).toBe(b.tenant.id);
    expect((await byId(otherAdmin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // The super administrator: every store in full, with or without a slug.
    expect(visible((await byId(root.headers)).data?.tenant)).toEqual(everything);
    expect(visible((await byId({ ...root.headers, 'x-tenant-slug': 'store-a' })).data?.tenant)).toEqual(everything);
    const list = await gql(t.url, `{ tenants { data { ${all} } } }`, {}, root.headers);
    expect(list.data?.tenants.data.map(visible)).toEqual([everything, everything]);
    expect((await me(root.headers)).data?.me.tenant).toBeNull();
  });

  it('keeps the staff-only fields out of the REST answers customers and visitors get', async () => {
    const meAsCustomer = await api.get('/auth/me', { headers: a.customer.headers });
    expectStatus(meAsCustomer, 200);
    expect(meAsCustomer.body.data.tenant).toEqual({
      id: a.tenant.id,
      name: a.tenant.name,
      slug: 'store-a',
      businessType: 'retail',
      logo: PROFILE.logo,
      primaryColor: PROFILE.primaryColor,
    });
    const infoAsVisitor = await api.get('/tenants/info', { headers: a.anonymous });
    expect(Object.keys(bodyOf(infoAsVisitor, 200).data).sort()).toEqual(PUBLIC_TENANT_FIELDS);
    expect((await api.get('/tenants/{id}', { params: { id: a.tenant.id }, headers: a.anonymous })).status).toBe(401);
    expect((await api.get('/tenants/{id}', { params: { id: a.tenant.id }, headers: a.customer.headers })).status).toBe(
      403,
    );
    const asStaff = await api.get('/tenants/{id}', { params: { id: a.tenant.id }, headers: a.staff.headers });
    expect(bodyOf(asStaff, 200).data).toMatchObject({
      status: 'ACTIVE',
      accountingPlan: 'PLUS',
      accountingCountry: 'GB',
    });
  });

  it('shows a product’s cost price to the store’s staff and the super administrator only', async () => {
    const product = await makeProduct(t, a, { name: 'Aspirin', price: 4.5, costPrice: 1.25 });
    const read = async (headers: Record<string, string>) =>
      bodyOf(await api.get('/products/{id}', { params: { id: product.id }, headers }), 200).data;
    const seen = {
      anonymous: await read(a.anonymous),
      customer: await read(a.customer.headers),
      staff: await read(a.staff.headers),
      admin: await read(a.admin.headers),
      superAdmin: await read({ ...root.headers, 'x-tenant-slug': 'store-a' }),
    };
    expect(Object.fromEntries(Object.entries(seen).map(([who, data]) => [who, data.costPrice]))).toEqual({
      anonymous: null,
      customer: null,
      staff: 1.25,
      admin: 1.25,
      superAdmin: 1.25,
    });
    // Apart from the cost price, everyone sees the same product.
    const { costPrice: _cost, ...publicView } = seen.admin;
    for (const data of Object.values(seen)) expect({ ...data, costPrice: undefined }).toEqual(publicView);
    // Another store's ADMIN gets nothing of it: not with A's slug (403), not with their own (404).
    expect((await api.get('/products/{id}', { params: { id: product.id }, headers: b.admin.headers })).status).toBe(
      404,
    );
    const foreign = { ...b.admin.headers, 'x-tenant-slug': 'store-a' };
    expect((await api.get('/products/{id}', { params: { id: product.id }, headers: foreign })).status).toBe(403);
  });

  it('gives a customer only their own account: no staff, keys, stores or other people', async () => {
    const headers = a.customer.headers;
    const refused = {
      users: await gql(t.url, IdentityUsersDocument, {}, headers),
      user: await gql(t.url, IdentityUserDocument, { id: a.staff.id }, headers),
      apiKeys: await gql(t.url, IdentityApiKeyIdsDocument, {}, headers),
      tenants: await gql(t.url, IdentityTenantIdsDocument, {}, headers),
      tenant: await gql(t.url, IdentityTenantIdDocument, { id: a.tenant.id }, headers),
    };
    for (const [query, res] of Object.entries(refused)) {
      expect({ query, code: res.errors?.[0].extensions?.code }).toEqual({ query, code: 'FORBIDDEN' });
      expect(JSON.stringify(res)).not.toContain(a.staff.email);
    }
    const me = await gql(t.url, IdentityViewerDocument, {}, headers);
    expect(dataOf(me).me).toEqual({
      kind: 'CUSTOMER',
      id: a.customer.id,
      email: a.customer.email,
      role: 'CUSTOMER',
      tenantId: a.tenant.id,
      user: null,
      customer: { id: a.customer.id, email: a.customer.email, tenantId: a.tenant.id },
    });
  });

  it('has no output field that could carry a password, hash, secret or session internals', () => {
    // Fields whose name says "secret" by design, each with the reason it may leave the server.
    const meant: Record<string, string> = {
      // Stripe's client secret of the caller's own payment intent: made for the paying browser.
      'PaymentIntentResult.clientSecret': 'Stripe.js confirms the card payment with it',
    };
    const leaks: string[] = [];
    for (const type of Object.values(t.app.served.schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.keys(type.getFields())) {
        // The camelCase words of the name: `hasHeader` holds no "hash", `passwordHash` does.
        const words = field.split(/(?=[A-Z])|_/).map((w) => w.toLowerCase());
        const suspicious = words.some((w) => /^(password|passwd|hash|digest|secret|salt|jti|session)s?$/.test(w));
        if (suspicious && !meant[`${type.name}.${field}`]) leaks.push(`${type.name}.${field}`);
      }
    }
    expect(leaks).toEqual([]);
    for (const internal of ['AuthSession', 'RefreshToken'])
      expect(t.app.served.schema.getType(internal)).toBeUndefined();
  });
});

describe('schema details in client errors', () => {
  // A field the schema does not have: deliberately invalid, so not a typed document.
  const TYPO = '{ tenantInfo { nam } }';
  const UNKNOWN_FIELD = unchecked<{ input: { email: string; password: string } }>({
    input: { email: 'x@y.z', password: 'secret1', pasword: 'secret1' },
  });

  it('suggests field names while introspection is on (development)', async () => {
    const res = await gql(t.url, TYPO, {}, a.anonymous);
    expect(res.errors?.[0].message).toMatch(/Did you mean "name"\?/);
    // Variables answer one field map in either mode: the unknown field is named, nothing guessed.
    const coercion = await gql(t.url, IdentityLoginDocument, UNKNOWN_FIELD);
    expect(coercion.errors?.[0].extensions?.fields).toEqual({ pasword: ['is not a known field'] });
  });

  it('names no field, type or value it was not asked about once introspection is off', async () => {
    const closed = await startTestApp({ orm: t.orm, env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      const typo = await gql(closed.url, TYPO, {}, a.anonymous);
      expect(typo.status).toBe(400);
      expect(typo.errors?.map((e) => e.message)).toEqual(['Cannot query field "nam" on type "TenantInfo".']);
      const coercion = await gql(closed.url, IdentityLoginDocument, UNKNOWN_FIELD);
      expect(coercion.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(coercion.errors?.[0].extensions?.fields).toEqual({ pasword: ['is not a known field'] });
      // An enum literal the schema does not have: deliberately invalid, so not a typed document.
      const enumTypo = await gql(closed.url, '{ products(sortBy: naem) { data { id } } }', {}, a.anonymous);
      expect(enumTypo.errors?.length).toBeGreaterThan(0);
      // The same typo in a variable: its field map says what is wrong, not what would be right.
      const enumVariable = await gql(
        closed.url,
        IdentityProductsSortedDocument,
        unchecked({ sort: 'naem' }),
        a.anonymous,
      );
      expect(enumVariable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(enumVariable.errors?.[0].extensions?.fields ?? {})).toEqual(['sort']);
      for (const res of [typo, coercion, enumTypo, enumVariable]) {
        expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean/);
      }
      const introspection = await gql(closed.url, IdentitySchemaFieldsDocument, {}, a.anonymous);
      expect(introspection.data).toBeUndefined();
      expect(introspection.errors?.[0].message).toMatch(/introspection is not allowed/i);
    } finally {
      await closed.close();
    }
  });
});

describe('a credential of store A with store B’s X-Tenant-Slug', () => {
  /** Every REST route of every API, with made-up ids and an empty JSON body where one is taken. */
  function everyRoute() {
    return t.app.apis.flatMap((api) =>
      api.routes.map((route) => ({
        name: `${route.method.toUpperCase()} ${api.mount}${route.path}`,
        url: `${t.url}${api.mount}${route.path.replace(/:\w+/g, () => randomUUID())}`,
        method: route.method.toUpperCase(),
        body: route.bodyVariable ? {} : undefined,
      })),
    );
  }

  it('is refused with 403 on every REST route, public ones included, and writes nothing', async () => {
    const routes = everyRoute();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const before = await tableDigests(t.orm);
    for (const [who, actor] of Object.entries({ admin: a.admin, staff: a.staff, customer: a.customer })) {
      const headers = { authorization: actor.headers.authorization, 'x-tenant-slug': 'store-b' };
      for (const route of routes) {
        const res = await http(route.url, { method: route.method, headers, json: route.body });
        expect({ who, route: route.name, status: res.status }).toEqual({ who, route: route.name, status: 403 });
        expect(JSON.stringify(res.body)).toContain(FOREIGN_TENANT_MESSAGE);
      }
    }
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('is refused with 403 on GraphQL, whatever the operation', async () => {
    const key = await apiKeyOf(t, a.admin);
    const credentials = [
      a.admin.headers.authorization,
      a.staff.headers.authorization,
      a.customer.headers.authorization,
      basic('payroll', key.key).authorization,
    ];
    for (const authorization of credentials) {
      const headers = { authorization, 'x-tenant-slug': 'store-b' };
      const answers = {
        typename: await gql(t.url, IdentityTypenameDocument, {}, headers),
        tenantInfo: await gql(t.url, IdentityTenantInfoSlugDocument, {}, headers),
        me: await gql(t.url, IdentityViewerDocument, {}, headers),
        products: await gql(t.url, IdentityProductIdsDocument, {}, headers),
      };
      for (const [query, res] of Object.entries(answers)) {
        expect({ query, status: res.status, data: res.data, errors: res.errors }).toEqual({
          query,
          status: 403,
          data: undefined,
          errors: [{ message: FOREIGN_TENANT_MESSAGE, extensions: { code: 'FORBIDDEN' } }],
        });
      }
    }
  });

  it('works as before in its own store, without a slug, and for visitors and the super administrator', async () => {
    for (const actor of [a.admin, a.staff, a.customer]) {
      expect((await api.get('/auth/me', { headers: actor.headers })).status).toBe(200);
      const { 'x-tenant-slug': _slug, ...bare } = actor.headers;
      expect((await api.get('/auth/me', { headers: bare })).status).toBe(200);
    }
    for (const headers of [b.anonymous, { ...root.headers, 'x-tenant-slug': 'store-b' }]) {
      const info = await api.get('/tenants/info', { headers });
      expectStatus(info, 200);
      expect(info.body.data.id).toBe(b.tenant.id);
    }
  });

  it('refuses a refresh token of store A with 403 and leaves it usable in store A', async () => {
    const refresh = (slug: string) =>
      api.post('/auth/refresh', {
        body: { refreshToken: a.customer.refreshToken },
        headers: { 'x-tenant-slug': slug },
      });
    const refused = await refresh('store-b');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: FOREIGN_TENANT_MESSAGE });
    const accepted = await refresh('store-a');
    expect(accepted.status).toBe(200);
    expect(bodyOf(accepted, 200).data.tokens.accessToken).toEqual(expect.any(String));
  });

  it('refuses to log out with a refresh token of store A under store B’s slug, and the session lives on', async () => {
    const logout = await api.post('/auth/logout', {
      body: { refreshToken: a.staff.refreshToken },
      headers: { 'x-tenant-slug': 'store-b' },
    });
    expectStatus(logout, 403);
    expect(logout.body).toEqual({ success: false, error: FOREIGN_TENANT_MESSAGE });
    expect((await api.get('/auth/me', { headers: a.staff.headers })).status).toBe(200);
    const own = await api.post('/auth/logout', {
      body: { refreshToken: a.staff.refreshToken },
      headers: { 'x-tenant-slug': 'store-a' },
    });
    expectStatus(own, 200);
    expect((await api.get('/auth/me', { headers: a.staff.headers })).status).toBe(401);
  });
});
