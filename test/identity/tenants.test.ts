import { TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { tableDigests } from '../helpers/db';
import { dataOf, gql } from '../helpers/http';
import { type Actor, eachTestIn, storeScenario, type StoreScenario, superAdmin } from '../helpers/scenarios';
import type { CreateTenantInput } from '../../src/modules/identity/tenants/tenant.types';
import { IdentityUpdateTenantDocument } from '../generated/graphql';
import { row } from './support';
import { signedIn } from '../helpers/tokens';

let t: TestApp;
let root: Actor;
let api: ReturnType<typeof storefrontRest>;
eachTestIn(superAdmin, (app, built) => ([t, api, root] = [app, storefrontRest(app), built]), {}, { once: true });

/** A complete, valid tenant creation body with every seed field and every setting. */
function fullInput(slug = 'green-grocer') {
  return {
    name: 'Green Grocer',
    slug,
    businessType: 'grocery' as const,
    logo: 'https://cdn.example.com/green.png',
    primaryColor: '#3B82F6',
    email: 'hello@green.example',
    phone: '+1 555 0123',
    address: '1 Market Street',
    city: 'Springfield',
    state: 'IL',
    country: 'US',
    settings: {
      storeName: 'Green Grocer Online',
      allowGuestCheckout: true,
      shippingFee: 4.99,
      taxRate: 0.0825,
      currency: 'eur',
      freeShippingThreshold: 50,
    },
    adminEmail: 'Owner@Green.Example',
    adminPassword: 'owner-pass-1',
    adminFirstName: 'Olive',
    adminLastName: 'Owner',
  };
}

/** The smallest valid body: the required fields only. */
function minimalInput(slug = 'tiny-shop') {
  return {
    name: 'Tiny Shop',
    slug,
    adminEmail: `admin@${slug}.example`,
    adminPassword: 'secret1',
    adminFirstName: 'Tia',
    adminLastName: 'Tiny',
  };
}

/** Table rows for it.each, with long values shown by their length in the test name. */
function cases(rows: [string, unknown, string][]) {
  return rows.map(([path, value, message]) => ({
    path,
    value,
    message,
    shown: typeof value === 'string' && value.length > 40 ? `<${value.length} characters>` : JSON.stringify(value),
  }));
}

describe('POST /api/tenants', () => {
  it('creates the tenant with every seed field and setting, and its first ADMIN (201), who can sign in', async () => {
    const res = await api.post('/tenants', { body: fullInput(), headers: root.headers });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({ success: true, message: 'Tenant created successfully' });
    const { tenant, admin } = res.body.data;
    const { adminEmail, adminPassword, adminFirstName, adminLastName, ...profile } = fullInput();
    expect(tenant).toMatchObject({ ...profile, status: 'ACTIVE', accountingPlan: 'PLUS', accountingCountry: 'GB' });
    expect(admin).toEqual({
      id: expect.any(String),
      email: adminEmail.toLowerCase(),
      firstName: adminFirstName,
      lastName: adminLastName,
      role: 'ADMIN',
      tenantId: tenant.id,
    });
    // Stored, not only echoed.
    const stored = await row(t, 'tenant', tenant.id);
    expect(stored).toMatchObject({
      slug: 'green-grocer',
      business_type: 'grocery',
      settings_currency: 'eur',
      settings_allow_guest_checkout: true,
    });
    expect(Number(stored?.settings_tax_rate)).toBe(0.0825);
    const signIn = await api.post('/auth/login', { body: { email: adminEmail, password: adminPassword } });
    expectStatus(signIn, 200);
    expect(signIn.body.data.user).toMatchObject({ id: admin.id, role: 'ADMIN', tenantId: tenant.id });
  });

  it('applies the defaults: businessType retail, ACTIVE, settings allowGuestCheckout false, fee 0, tax 0, usd, no threshold', async () => {
    const res = await api.post('/tenants', { body: minimalInput(), headers: root.headers });
    expectStatus(res, 201);
    expect(res.body.data.tenant).toMatchObject({
      businessType: 'retail',
      status: 'ACTIVE',
      logo: null,
      primaryColor: null,
      settings: {
        storeName: null,
        allowGuestCheckout: false,
        shippingFee: 0,
        taxRate: 0,
        currency: 'usd',
        freeShippingThreshold: null,
      },
    });
  });

  it('accepts every businessType value and the boundaries of the numeric settings (taxRate 0 and 1)', async () => {
    const types = ['pharmacy', 'grocery', 'retail', 'general'] as const;
    for (const [i, businessType] of types.entries()) {
      const settings = { taxRate: i % 2, shippingFee: 0, freeShippingThreshold: 0 };
      const res = await api.post('/tenants', {
        body: { ...minimalInput(`shop-${businessType}`), businessType, settings },
        headers: root.headers,
      });
      expectStatus(res, 201);
      expect(res.body.data.tenant).toMatchObject({ businessType, settings: { taxRate: i % 2 } });
    }
  });

  it('refuses a second tenant with an existing slug (409) and creates neither a tenant nor an admin', async () => {
    expect((await api.post('/tenants', { body: minimalInput('taken'), headers: root.headers })).status).toBe(201);
    const before = await tableDigests(t.orm);
    const res = await api.post('/tenants', {
      body: { ...minimalInput('taken'), adminEmail: 'other@new.example' },
      headers: root.headers,
    });
    expectStatus(res, 409);
    expect(res.body).toEqual({
      success: false,
      error: 'Tenant with this slug already exists',
      errors: { slug: ['Tenant with this slug already exists'] },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('refuses an admin e-mail used by any staff user — ADMIN or STAFF of another store, the super admin, in any case (409)', async () => {
    const other = await storeScenario(t, 'other-store');
    const before = await tableDigests(t.orm);
    const taken = [other.admin.email, other.staff.email, TEST_SUPER_ADMIN.email, other.staff.email.toUpperCase()];
    for (const [i, adminEmail] of taken.entries()) {
      const res = await api.post('/tenants', {
        body: { ...minimalInput(`new-store-${i}`), adminEmail },
        headers: root.headers,
      });
      expect({ adminEmail, status: res.status, body: res.body }).toEqual({
        adminEmail,
        status: 409,
        body: {
          success: false,
          error: 'Admin email already in use',
          errors: { adminEmail: ['Admin email already in use'] },
        },
      });
    }
    // One transaction: the refused tenant was not left behind, so its slug is still free.
    expect(await tableDigests(t.orm)).toEqual(before);
    expect(
      (
        await api.post('/tenants', {
          body: { ...minimalInput('new-store-0'), adminEmail: 'fresh@new.example' },
          headers: root.headers,
        })
      ).status,
    ).toBe(201);
  });

  it("accepts as admin e-mail an address that is only a customer's (customers are not staff)", async () => {
    const other = await storeScenario(t, 'other-store');
    const res = await api.post('/tenants', {
      body: { ...minimalInput('new-store'), adminEmail: other.customer.email },
      headers: root.headers,
    });
    expectStatus(res, 201);
    expect(res.body.data.admin.email).toBe(other.customer.email);
  });

  // [field path, value, the message the field gets]
  const invalid: [string, unknown, string][] = [
    ['name', '', 'is required'],
    ['name', '   ', 'is required'],
    ['name', null, 'Expected non-nullable type "String!" not to be null'],
    ['name', 'n'.repeat(201), 'must be at most 200 characters'],
    ['slug', 'Bad Slug', 'must contain only lower-case letters, digits and single hyphens'],
    ['slug', 'UPPER', 'must contain only lower-case letters, digits and single hyphens'],
    ['slug', 'two--hyphens', 'must contain only lower-case letters, digits and single hyphens'],
    ['slug', '-leading', 'must contain only lower-case letters, digits and single hyphens'],
    ['slug', 'trailing-', 'must contain only lower-case letters, digits and single hyphens'],
    ['slug', 'x', 'must be at least 2 characters'],
    ['slug', 's'.repeat(101), 'must be at most 100 characters'],
    ['adminEmail', 'not-an-email', 'must be a valid e-mail address'],
    ['adminEmail', 'a@', 'must be a valid e-mail address'],
    ['adminPassword', '12345', 'Password must be at least 6 characters'],
    ['adminPassword', '', 'Password must be at least 6 characters'],
    ['adminFirstName', '', 'is required'],
    ['adminFirstName', ' ', 'is required'],
    ['adminLastName', '', 'is required'],
    ['businessType', 'shop', 'Value "shop" does not exist in "BusinessType" enum'],
    // No "Did you mean" hint: the allowed values are in the OpenAPI document, not in errors.
    ['businessType', 'PHARMACY', 'Value "PHARMACY" does not exist in "BusinessType" enum'],
    ['businessType', null, 'may not be null'],
    ['logo', 'not a url', 'must be an http(s) URL'],
    ['logo', 'ftp://cdn.example.com/logo.png', 'must be an http(s) URL'],
    ['logo', 'cdn.example.com/logo.png', 'must be an http(s) URL'],
    ['primaryColor', 'red', 'must be a hex colour such as #3B82F6'],
    ['primaryColor', '#12345', 'must be a hex colour such as #3B82F6'],
    ['primaryColor', '3B82F6', 'must be a hex colour such as #3B82F6'],
    ['primaryColor', '#GGGGGG', 'must be a hex colour such as #3B82F6'],
    ['email', 'hello@', 'must be a valid e-mail address'],
    ['phone', '1'.repeat(51), 'must be at most 50 characters'],
    ['country', 'c'.repeat(101), 'must be at most 100 characters'],
    ['accountingPlan', null, 'may not be null'],
    ['accountingCountry', 'XX', 'Value "XX" does not exist in "AccountingCountry" enum'],
    ['settings.taxRate', 1.01, 'must be between 0 and 1'],
    ['settings.taxRate', -0.01, 'must be between 0 and 1'],
    ['settings.taxRate', 8, 'must be between 0 and 1'],
    ['settings.taxRate', null, 'may not be null'],
    ['settings.currency', 'USD', 'must be a lower-case ISO 4217 code such as usd'],
    ['settings.currency', 'us', 'must be a lower-case ISO 4217 code such as usd'],
    ['settings.currency', 'dollar', 'must be a lower-case ISO 4217 code such as usd'],
    ['settings.currency', null, 'may not be null'],
    ['settings.shippingFee', -1, 'must be at least 0'],
    ['settings.shippingFee', 1_000_001, 'must be at most 1000000'],
    ['settings.shippingFee', null, 'may not be null'],
    ['settings.freeShippingThreshold', -5, 'must be at least 0'],
    ['settings.freeShippingThreshold', 1e12, 'must be at most 1000000'],
    ['settings.allowGuestCheckout', null, 'may not be null'],
    ['settings.allowGuestCheckout', 'yes', 'Boolean cannot represent a non boolean value: "yes"'],
    ['settings.storeName', 's'.repeat(201), 'must be at most 200 characters'],
    ['status', 'ACTIVE', 'is not a known field'],
  ];

  it.each(cases(invalid))(
    'refuses $path = $shown with 400 "$message" and creates nothing',
    async ({ path, value, message }) => {
      const body: Record<string, any> = { ...minimalInput(), settings: {} };
      const [head, tail] = path.split('.');
      if (tail) body[head][tail] = value;
      else body[head] = value;
      const before = await tableDigests(t.orm);
      // Values the document refuses, sent on purpose.
      const res = await api.request('POST', '/tenants', { json: body, headers: root.headers });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Validation failed', errors: { [path]: [message] } });
      expect(await tableDigests(t.orm)).toEqual(before);
    },
  );

  it('reports every invalid field of one request at once', async () => {
    const before = await tableDigests(t.orm);
    const res = await api.post('/tenants', {
      body: {
        ...minimalInput(),
        name: '',
        slug: 'Bad Slug',
        adminEmail: 'nope',
        adminPassword: '123',
        primaryColor: 'blue',
        logo: 'nope',
        settings: { taxRate: 2, currency: 'USD' },
      },
      headers: root.headers,
    });
    expectStatus(res, 400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(
      [
        'name',
        'slug',
        'adminEmail',
        'adminPassword',
        'primaryColor',
        'logo',
        'settings.taxRate',
        'settings.currency',
      ].sort(),
    );
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('answers a missing required field by name, and a body that is not an object with 400', async () => {
    const { adminPassword: _omitted, ...withoutPassword } = minimalInput();
    const before = await tableDigests(t.orm);
    // Without a field the document requires, on purpose.
    const missing = await api.request('POST', '/tenants', { json: withoutPassword, headers: root.headers });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      error: 'Validation failed',
      errors: { adminPassword: ['is required'] },
    });
    // Untyped: a body that is not JSON.
    const notJson = await api.request('POST', '/tenants', {
      headers: { ...root.headers, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.success).toBe(false);
    expect(await tableDigests(t.orm)).toEqual(before);
  });
});

describe('GET /api/tenants', () => {
  it('lists every tenant for the super admin, newest first, paged with data.meta {total,page,limit,totalPages}', async () => {
    const slugs = ['store-1', 'store-2', 'store-3'];
    for (const slug of slugs)
      expect((await api.post('/tenants', { body: minimalInput(slug), headers: root.headers })).status).toBe(201);

    const first = await api.get('/tenants', { query: { page: 1, limit: 2 }, headers: root.headers });
    expectStatus(first, 200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.meta).toEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(first.body.data.data.map((x: { slug: string }) => x.slug)).toEqual(['store-3', 'store-2']);

    const second = await api.get('/tenants', { query: { page: 2, limit: 2 }, headers: root.headers });
    expect(bodyOf(second, 200).data.meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(bodyOf(second, 200).data.data.map((x: { slug: string }) => x.slug)).toEqual(['store-1']);

    const defaults = await api.get('/tenants', { headers: root.headers });
    expect(bodyOf(defaults, 200).data.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1 });
    expect(bodyOf(defaults, 200).data.data[0]).toMatchObject({
      slug: 'store-3',
      status: 'ACTIVE',
      settings: { currency: 'usd' },
    });
  });

  it('includes suspended tenants with their status', async () => {
    const store = await storeScenario(t, 'sleepy');
    expect(
      (
        await api.put('/tenants/{id}', {
          params: { id: store.tenant.id },
          body: { status: 'SUSPENDED' },
          headers: root.headers,
        })
      ).status,
    ).toBe(200);
    const res = await api.get('/tenants', { headers: root.headers });
    expect(bodyOf(res, 200).data.data).toEqual([expect.objectContaining({ slug: 'sleepy', status: 'SUSPENDED' })]);
  });

  it('refuses page 0 and a limit over 100 with 400 naming the parameter', async () => {
    const res = await api.get('/tenants', { query: { page: 0, limit: 101 }, headers: root.headers });
    expectStatus(res, 400);
    expect(res.body).toEqual({
      success: false,
      error: 'Validation failed',
      errors: { page: ['must be an integer of at least 1'], limit: ['must be an integer between 1 and 100'] },
    });
  });
});

describe('GET /api/tenants/info', () => {
  it('returns the public face of the store named by X-Tenant-Slug, settings included, to anyone', async () => {
    const {
      adminEmail: _e,
      adminPassword: _p,
      adminFirstName: _f,
      adminLastName: _l,
      ...profile
    } = fullInput('info-store');
    const store = await storeScenario(t, 'info-store', profile as unknown as Partial<CreateTenantInput>);
    const res = await api.get('/tenants/info', { headers: { 'x-tenant-slug': 'info-store' } });
    expectStatus(res, 200);
    expect(res.body).toEqual({ success: true, data: { id: store.tenant.id, ...profile } });
    // Private fields of the tenant are not part of the public face.
    expect(res.body.data).not.toHaveProperty('status');
    expect(res.body.data).not.toHaveProperty('accountingPlan');
  });

  it('shows the tenant name as settings.storeName when the store has none', async () => {
    await storeScenario(t, 'plain-store');
    const res = await api.get('/tenants/info', { headers: { 'x-tenant-slug': 'plain-store' } });
    expect(bodyOf(res, 200).data.settings.storeName).toBe('Store plain-store');
  });

  it('answers 400 "X-Tenant-Slug header is required" without the header and no signed-in caller', async () => {
    await storeScenario(t, 'some-store');
    const res = await api.get('/tenants/info', { headers: {} });
    expectStatus(res, 400);
    expect(res.body).toEqual({
      success: false,
      error: 'X-Tenant-Slug header is required',
      errors: { 'X-Tenant-Slug': ['X-Tenant-Slug header is required'] },
    });
  });

  it("answers a signed-in staff user without the header with the user's own store", async () => {
    const store = await storeScenario(t, 'own-store');
    const res = await api.get('/tenants/info', { headers: { authorization: store.admin.headers.authorization } });
    expectStatus(res, 200);
    expect(res.body.data.slug).toBe('own-store');
  });

  it('answers 404 "Tenant not found" for an unknown slug', async () => {
    await storeScenario(t, 'real-store');
    const res = await api.get('/tenants/info', { headers: { 'x-tenant-slug': 'no-such-store' } });
    expectStatus(res, 404);
    expect(res.body).toEqual({ success: false, error: 'Tenant not found' });
  });
});

describe('GET /api/tenants/{id}', () => {
  it('returns the whole tenant to its own staff and to the super admin; 404 for an unknown id', async () => {
    const store = await storeScenario(t, 'my-store');
    for (const headers of [store.admin.headers, store.staff.headers, root.headers]) {
      const res = await api.get('/tenants/{id}', { params: { id: store.tenant.id }, headers });
      expectStatus(res, 200);
      expect(res.body.data).toMatchObject({ id: store.tenant.id, status: 'ACTIVE', accountingPlan: 'PLUS' });
    }
    const unknown = await api.get('/tenants/{id}', {
      params: { id: '11111111-1111-4111-8111-111111111111' },
      headers: root.headers,
    });
    expectStatus(unknown, 404);
    expect(unknown.body.error).toBe('Tenant not found');
  });
});

describe('PUT /api/tenants/{id}', () => {
  let store: StoreScenario;
  const initialSettings = {
    storeName: 'Corner Shop',
    allowGuestCheckout: true,
    shippingFee: 3.5,
    taxRate: 0.1,
    currency: 'gbp',
    freeShippingThreshold: 40,
  };
  beforeEach(async () => {
    store = await storeScenario(t, 'corner-shop', { primaryColor: '#111111', settings: initialSettings });
  });

  it("lets the tenant's ADMIN change its profile and settings; the change is visible in tenant info", async () => {
    const changes = {
      name: 'Corner Shop Deluxe',
      businessType: 'pharmacy' as const,
      logo: 'https://cdn.example.com/deluxe.png',
      primaryColor: '#abcdef',
      email: 'deluxe@corner.example',
      phone: '+44 20 0000',
      address: '2 High Street',
      city: 'London',
      state: 'Greater London',
      country: 'GB',
      settings: { storeName: 'Deluxe', allowGuestCheckout: false, shippingFee: 0, taxRate: 0.2, currency: 'eur' },
    };
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: changes,
      headers: store.admin.headers,
    });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ success: true, message: 'Tenant updated successfully' });
    const expected = { ...changes, settings: { ...changes.settings, freeShippingThreshold: 40 } };
    expect(res.body.data).toMatchObject(expected);
    const info = await api.get('/tenants/info', { headers: store.anonymous });
    expect(bodyOf(info, 200).data).toMatchObject(expected);
  });

  it('updates settings partially: the settings not sent keep their values', async () => {
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { settings: { taxRate: 0.05 } },
      headers: store.admin.headers,
    });
    expectStatus(res, 200);
    expect(res.body.data.settings).toEqual({ ...initialSettings, taxRate: 0.05 });
    const info = await api.get('/tenants/info', { headers: store.anonymous });
    expect(bodyOf(info, 200).data.settings).toEqual({ ...initialSettings, taxRate: 0.05 });
    // And a profile change leaves every setting alone.
    const renamed = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { name: 'Renamed' },
      headers: store.admin.headers,
    });
    expect(bodyOf(renamed, 200).data).toMatchObject({ name: 'Renamed', primaryColor: '#111111' });
    expect(bodyOf(renamed, 200).data.settings).toEqual({ ...initialSettings, taxRate: 0.05 });
  });

  it('clears nullable fields sent as null (primaryColor, settings.freeShippingThreshold, settings.storeName)', async () => {
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { primaryColor: null, settings: { freeShippingThreshold: null, storeName: null } },
      headers: store.admin.headers,
    });
    expectStatus(res, 200);
    expect(res.body.data.primaryColor).toBeNull();
    expect(res.body.data.settings).toMatchObject({ freeShippingThreshold: null, storeName: null, shippingFee: 3.5 });
    expect(bodyOf(await api.get('/tenants/info', { headers: store.anonymous }), 200).data.settings.storeName).toBe(
      'Store corner-shop',
    );
  });

  it.each([
    ['status', { status: 'SUSPENDED' as const }],
    ['status (even unchanged)', { status: 'ACTIVE' as const }],
    ['accountingPlan', { accountingPlan: 'START' as const }],
    ['accountingCountry', { accountingCountry: 'FR' as const }],
    ['accountingPlan alongside a name change', { name: 'Sneaky', accountingPlan: 'STANDARD' as const }],
  ])("refuses the tenant's own ADMIN a change of %s with 403 and changes nothing", async (_label, input) => {
    const before = await tableDigests(t.orm);
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: input,
      headers: store.admin.headers,
    });
    expectStatus(res, 403);
    expect(res.body).toEqual({ success: false, error: 'Insufficient permissions' });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('lets the super admin change status, accountingPlan and accountingCountry', async () => {
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { accountingPlan: 'START', accountingCountry: 'ES', name: 'By Root' },
      headers: root.headers,
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ accountingPlan: 'START', accountingCountry: 'ES', name: 'By Root' });
    const stored = await row(t, 'tenant', store.tenant.id);
    expect(stored).toMatchObject({ accounting_plan: 'START', accounting_country: 'ES', status: 'ACTIVE' });
    const suspended = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { status: 'SUSPENDED' },
      headers: root.headers,
    });
    expect(bodyOf(suspended, 200).data.status).toBe('SUSPENDED');
  });

  it('refuses STAFF of the tenant (403) and changes nothing', async () => {
    const before = await tableDigests(t.orm);
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { name: 'Staff was here' },
      headers: store.staff.headers,
    });
    expectStatus(res, 403);
    expect(res.body.error).toBe('Insufficient permissions');
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('answers 404 "Tenant not found" to the super admin for an unknown or malformed id', async () => {
    for (const id of ['11111111-1111-4111-8111-111111111111', 'not-an-id']) {
      const res = await api.put('/tenants/{id}', { params: { id }, body: { name: 'Ghost' }, headers: root.headers });
      expectStatus(res, 404);
      expect(res.body.error).toBe('Tenant not found');
    }
  });

  const invalidUpdates: [string, unknown, string][] = [
    ['name', '', 'is required'],
    ['name', '  ', 'is required'],
    ['name', null, 'may not be null'],
    ['businessType', null, 'may not be null'],
    ['businessType', 'bakery', 'Value "bakery" does not exist in "BusinessType" enum'],
    ['logo', 'javascript:alert(1)', 'must be an http(s) URL'],
    ['primaryColor', '#1234567', 'must be a hex colour such as #3B82F6'],
    ['email', 'not-mail', 'must be a valid e-mail address'],
    ['slug', 'new-slug', 'is not a known field'],
    ['settings.taxRate', 1.5, 'must be between 0 and 1'],
    ['settings.taxRate', null, 'may not be null'],
    ['settings.currency', 'EUR', 'must be a lower-case ISO 4217 code such as usd'],
    ['settings.shippingFee', -0.01, 'must be at least 0'],
    ['settings.allowGuestCheckout', null, 'may not be null'],
    ['settings.freeShippingThreshold', -1, 'must be at least 0'],
  ];

  it.each(cases(invalidUpdates))(
    'refuses an update of $path = $shown with 400 "$message" and changes nothing',
    async ({ path, value, message }) => {
      const body: Record<string, any> = { settings: {} };
      const [head, tail] = path.split('.');
      if (tail) body[head][tail] = value;
      else body[head] = value;
      const before = await tableDigests(t.orm);
      // Values the document refuses, sent on purpose.
      const res = await api.request('PUT', `/tenants/${store.tenant.id}`, { json: body, headers: store.admin.headers });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Validation failed', errors: { [path]: [message] } });
      expect(await tableDigests(t.orm)).toEqual(before);
    },
  );

  it('refuses a super admin status of null or an unknown value (400) and changes nothing', async () => {
    const before = await tableDigests(t.orm);
    // A null and a status the document refuses, sent on purpose.
    const cleared = await api.request('PUT', `/tenants/${store.tenant.id}`, {
      json: { status: null },
      headers: root.headers,
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual({ status: ['may not be null'] });
    const unknown = await api.request('PUT', `/tenants/${store.tenant.id}`, {
      json: { status: 'CLOSED' },
      headers: root.headers,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ status: ['Value "CLOSED" does not exist in "TenantStatus" enum'] });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('also works through GraphQL updateTenant with the same rule (ADMIN: settings yes, status no)', async () => {
    const ok = await gql(
      t.url,
      IdentityUpdateTenantDocument,
      { id: store.tenant.id, input: { settings: { currency: 'cad' } } },
      store.admin.headers,
    );
    expect(dataOf(ok).updateTenant).toEqual({
      name: 'Store corner-shop',
      settings: { taxRate: 0.1, currency: 'cad' },
      status: 'ACTIVE',
    });
    const refused = await gql(
      t.url,
      IdentityUpdateTenantDocument,
      { id: store.tenant.id, input: { status: 'SUSPENDED' } },
      store.admin.headers,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Insufficient permissions',
      extensions: { code: 'FORBIDDEN' },
    });
    const invalid = await gql(
      t.url,
      IdentityUpdateTenantDocument,
      { id: store.tenant.id, input: { settings: { taxRate: 3 } } },
      store.admin.headers,
    );
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { 'settings.taxRate': ['must be between 0 and 1'] } },
    });
  });
});

describe('a suspended tenant', () => {
  let store: StoreScenario;
  let neighbour: StoreScenario;
  beforeEach(async () => {
    store = await storeScenario(t, 'sleepy-store');
    neighbour = await storeScenario(t, 'busy-store');
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { status: 'SUSPENDED' },
      headers: root.headers,
    });
    expectStatus(res, 200);
  });

  it('disappears from the public: tenant info answers 404 "Tenant not found"', async () => {
    const res = await api.get('/tenants/info', { headers: store.anonymous });
    expectStatus(res, 404);
    expect(res.body).toEqual({ success: false, error: 'Tenant not found' });
  });

  it('locks its members out: existing tokens of ADMIN, STAFF and customer answer 401 "Tenant is suspended"', async () => {
    for (const actor of [store.admin, store.staff, store.customer]) {
      const me = await api.get('/auth/me', { headers: actor.headers });
      expect({ who: actor.email, status: me.status, body: me.body }).toEqual({
        who: actor.email,
        status: 401,
        body: { success: false, error: 'Tenant is suspended' },
      });
    }
    const put = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { name: 'Wake up' },
      headers: store.admin.headers,
    });
    expectStatus(put, 401);
    expect(put.body.error).toBe('Tenant is suspended');
  });

  it('refuses its staff a new sign-in with 401 "Tenant is suspended" (and its customers: store not found)', async () => {
    const res = await api.post('/auth/login', { body: { email: store.admin.email, password: store.admin.password } });
    expectStatus(res, 401);
    expect(res.body).toEqual({ success: false, error: 'Tenant is suspended' });
    expect((res.body as { data?: unknown }).data).toBeUndefined();
    const customer = await api.post('/auth/customer/login', {
      body: { email: store.customer.email, password: store.customer.password },
      headers: store.anonymous,
    });
    expectStatus(customer, 404);
    expect(customer.body.error).toBe('Tenant not found');
  });

  it('leaves other tenants alone and comes back when the super admin sets it ACTIVE again, to new sign-ins', async () => {
    expect((await api.get('/auth/me', { headers: neighbour.admin.headers })).status).toBe(200);
    expect((await api.get('/tenants/info', { headers: neighbour.anonymous })).status).toBe(200);
    const res = await api.put('/tenants/{id}', {
      params: { id: store.tenant.id },
      body: { status: 'ACTIVE' },
      headers: root.headers,
    });
    expect(bodyOf(res, 200).data.status).toBe('ACTIVE');
    expect((await api.get('/tenants/info', { headers: store.anonymous })).status).toBe(200);
    const login = await api.post('/auth/login', { body: { email: store.admin.email, password: store.admin.password } });
    expectStatus(login, 200);
    expect(
      (await api.get('/auth/me', { headers: signedIn(login.body.data.tokens.accessToken, store.tenant.slug) })).status,
    ).toBe(200);
  });

  it('ended its sessions for good: after reactivation the access and refresh tokens issued before answer 401', async () => {
    expect(
      (
        await api.put('/tenants/{id}', {
          params: { id: store.tenant.id },
          body: { status: 'ACTIVE' },
          headers: root.headers,
        })
      ).status,
    ).toBe(200);
    for (const actor of [store.admin, store.staff, store.customer]) {
      const me = await api.get('/auth/me', { headers: actor.headers });
      const refreshed = await api.post('/auth/refresh', {
        body: { refreshToken: actor.refreshToken },
        headers: store.anonymous,
      });
      expect({ who: actor.email, me: [me.status, bodyOf(me, 401).error], refresh: refreshed.status }).toEqual({
        who: actor.email,
        me: [401, 'Session has been revoked'],
        refresh: 401,
      });
    }
    // A fresh sign-in of staff and customer works, and so do the neighbour's sessions, untouched.
    const staff = await api.post('/auth/login', { body: { email: store.staff.email, password: store.staff.password } });
    expectStatus(staff, 200);
    const customer = await api.post('/auth/customer/login', {
      body: { email: store.customer.email, password: store.customer.password },
      headers: store.anonymous,
    });
    expectStatus(customer, 200);
    for (const tokens of [staff.body.data.tokens, customer.body.data.tokens]) {
      expect((await api.get('/auth/me', { headers: signedIn(tokens.accessToken, store.tenant.slug) })).status).toBe(
        200,
      );
      expect(
        (await api.post('/auth/refresh', { body: { refreshToken: tokens.refreshToken }, headers: store.anonymous }))
          .status,
      ).toBe(200);
    }
    for (const actor of [neighbour.admin, neighbour.customer]) {
      expect((await api.get('/auth/me', { headers: actor.headers })).status).toBe(200);
    }
  });
});
