import { TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { rowCounts, tableDigests } from '../helpers/db';
import { dataOf, gql, unchecked } from '../helpers/http';
import { eachTestIn, storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import { signedIn } from '../helpers/tokens';
import {
  type CreateStaffUserInput,
  IdentityApiKeyIdsDocument,
  IdentityCreateStaffUserDocument,
  IdentityDeactivateStaffUserDocument,
  IdentitySetAccountingRolesDocument,
  IdentityUpdateStaffUserDocument,
  IdentityUserDocument,
  IdentityUsersDocument,
} from '../generated/graphql';
import { row } from './support';

const SOMEONE = '11111111-1111-4111-8111-111111111111';

let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let root: Actor;
let a: StoreScenario;
let b: StoreScenario;
eachTestIn(
  async (app) => ({
    root: await superAdmin(app),
    a: await storeScenario(app, 'store-a'),
    b: await storeScenario(app, 'store-b'),
  }),
  (app, built) => {
    [t, api] = [app, storefrontRest(app)];
    ({ root, a, b } = built);
  },
  {},
  { once: true },
);

function newStaff(overrides: Partial<CreateStaffUserInput> = {}): CreateStaffUserInput {
  return { email: 'new.hire@store-a.test', password: 'hire-pass-1', firstName: 'Nina', lastName: 'New', ...overrides };
}

const login = (email: string, password: string) => api.post('/auth/login', { body: { email, password } });
const me = (headers: Record<string, string>) => api.get('/auth/me', { headers });

describe('createStaffUser', () => {
  it("adds a STAFF user (the default role) to the ADMIN's store, with a normalised e-mail, who can then sign in", async () => {
    const res = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      { input: newStaff({ email: 'New.Hire@Store-A.TEST', firstName: ' Nina ', phone: '+1 555 0110' }) },
      a.admin.headers,
    );
    expect(res.errors).toBeUndefined();
    const user = dataOf(res).createStaffUser;
    expect(user).toMatchObject({
      email: 'new.hire@store-a.test',
      firstName: 'Nina',
      lastName: 'New',
      phone: '+1 555 0110',
      role: 'STAFF',
      isActive: true,
      tenantId: a.tenant.id,
      tenant: { id: a.tenant.id, slug: 'store-a' },
      accountingRoles: [],
      lastLoginAt: null,
    });
    const signIn = await login('new.hire@store-a.test', 'hire-pass-1');
    expect(signIn.status).toBe(200);
    expect(bodyOf(signIn, 200).data.user).toMatchObject({ id: user.id, role: 'STAFF', tenantId: a.tenant.id });
  });

  it('adds an ADMIN with accounting roles: the given levels, full access in the other areas', async () => {
    const res = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      { input: newStaff({ role: 'ADMIN', accountingRoles: [{ area: 'SALES', level: 'READ_ONLY' }] }) },
      a.admin.headers,
    );
    expect(dataOf(res).createStaffUser).toMatchObject({ role: 'ADMIN', tenantId: a.tenant.id });
    expect(dataOf(res).createStaffUser.accountingRoles).toEqual([
      { area: 'SALES', level: 'READ_ONLY' },
      { area: 'PURCHASES', level: 'FULL_ACCESS' },
      { area: 'PRODUCTS_SERVICES', level: 'FULL_ACCESS' },
    ]);
    const signIn = await login('new.hire@store-a.test', 'hire-pass-1');
    const token = signedIn(bodyOf(signIn, 200).data.tokens.accessToken, 'store-a');
    expect(dataOf(await gql(t.url, IdentityUsersDocument, {}, token)).users.meta.total).toBe(3);
  });

  it('lets the super admin add staff to the store named by X-Tenant-Slug, and asks for the header without it', async () => {
    const res = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      { input: newStaff() },
      { ...root.headers, 'x-tenant-slug': 'store-b' },
    );
    expect(dataOf(res).createStaffUser).toMatchObject({ tenantId: b.tenant.id, role: 'STAFF' });
    const before = await tableDigests(t.orm);
    const headerless = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      { input: newStaff({ email: 'other@x.test' }) },
      root.headers,
    );
    expect(headerless.errors?.[0]).toMatchObject({
      message: 'X-Tenant-Slug header is required',
      extensions: { code: 'BAD_USER_INPUT', fields: { 'X-Tenant-Slug': ['X-Tenant-Slug header is required'] } },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  const invalid: [string, unknown, string][] = [
    ['email', 'not-an-email', 'must be a valid e-mail address'],
    ['email', 'a@b', 'must be a valid e-mail address'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', '', 'Password must be at least 6 characters'],
    ['firstName', '', 'is required'],
    ['firstName', '   ', 'is required'],
    ['firstName', 'f'.repeat(101), 'must be at most 100 characters'],
    ['lastName', '', 'is required'],
    ['lastName', '\t', 'is required'],
    ['phone', '5'.repeat(51), 'must be at most 50 characters'],
    ['role', 'SUPER_ADMIN', 'must be ADMIN or STAFF'],
  ];

  it.each(invalid)('refuses %s = %j with BAD_USER_INPUT "%s" and creates nobody', async (field, value, message) => {
    const before = await tableDigests(t.orm);
    const input = { ...newStaff(), [field]: value };
    const res = await gql(t.url, IdentityCreateStaffUserDocument, unchecked({ input }), a.admin.headers);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('refuses an unknown role or a missing field before any resolver runs, naming it, and creates nobody', async () => {
    const before = await tableDigests(t.orm);
    const unknownRole = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      unchecked({ input: { ...newStaff(), role: 'OWNER' } }),
      a.admin.headers,
    );
    expect(unknownRole.data).toBeUndefined();
    expect(unknownRole.errors?.[0].extensions?.fields.role[0]).toMatch(/"OWNER" does not exist in "UserRole" enum/);
    const { password: _omitted, ...noPassword } = newStaff();
    const missing = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      unchecked({ input: noPassword }),
      a.admin.headers,
    );
    expect(missing.data).toBeUndefined();
    expect(missing.errors?.[0].extensions?.fields).toEqual({ password: ['is required'] });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('refuses an e-mail any staff user already has — same store, another store, the super admin, in any case (409)', async () => {
    const before = await tableDigests(t.orm);
    for (const email of [a.staff.email, b.admin.email, TEST_SUPER_ADMIN.email, b.staff.email.toUpperCase()]) {
      const res = await gql(t.url, IdentityCreateStaffUserDocument, { input: newStaff({ email }) }, a.admin.headers);
      expect({ email, error: res.errors?.[0] }).toMatchObject({
        email,
        error: {
          message: 'Email already in use',
          extensions: { code: 'CONFLICT', fields: { email: ['Email already in use'] } },
        },
      });
    }
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it("accepts a customer's e-mail for a staff user, and lets a staff e-mail register as a customer", async () => {
    const hired = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      { input: newStaff({ email: a.customer.email }) },
      a.admin.headers,
    );
    expect(dataOf(hired).createStaffUser.email).toBe(a.customer.email);

    const registered = await api.post('/auth/customer/register', {
      body: { email: a.staff.email, password: 'shopper-1', firstName: 'Stan', lastName: 'Shopper' },
      headers: a.anonymous,
    });
    expectStatus(registered, 201);
    expect(registered.body.data.customer).toMatchObject({ email: a.staff.email, tenantId: a.tenant.id });
    // Both accounts keep working, each with its own password.
    expect(bodyOf(await login(a.staff.email, a.staff.password), 200).data.user.role).toBe('STAFF');
    const asCustomer = await api.post('/auth/customer/login', {
      body: { email: a.staff.email, password: 'shopper-1' },
      headers: a.anonymous,
    });
    expectStatus(asCustomer, 200);
    expect(await rowCounts(t.orm, ['app_user', 'customer'])).toEqual({ app_user: 1 + 2 + 2 + 1, customer: 3 });
  });
});

describe('users and user', () => {
  it("lists only the store's own ADMIN and STAFF users, oldest first, paged", async () => {
    const res = await gql(t.url, IdentityUsersDocument, {}, a.admin.headers);
    expect(dataOf(res).users).toEqual({
      data: [
        { id: a.admin.id, email: a.admin.email, role: 'ADMIN', tenantId: a.tenant.id },
        { id: a.staff.id, email: a.staff.email, role: 'STAFF', tenantId: a.tenant.id },
      ],
      meta: { total: 2, page: 1, limit: 20, totalPages: 1 },
    });
    const second = await gql(t.url, IdentityUsersDocument, { page: 2, limit: 1 }, a.admin.headers);
    expect(dataOf(second).users).toEqual({
      data: [expect.objectContaining({ id: a.staff.id })],
      meta: { total: 2, page: 2, limit: 1, totalPages: 2 },
    });
    const asRoot = await gql(t.url, IdentityUsersDocument, {}, { ...root.headers, 'x-tenant-slug': 'store-b' });
    expect(dataOf(asRoot).users.data.map((u) => u.id)).toEqual([b.admin.id, b.staff.id]);
  });

  it('reads one of the store\'s users; another store\'s user, the super admin or a malformed id is 404 "User not found"', async () => {
    const own = await gql(t.url, IdentityUserDocument, { id: a.staff.id }, a.admin.headers);
    expect(dataOf(own).user).toMatchObject({ id: a.staff.id, email: a.staff.email, role: 'STAFF', isActive: true });
    for (const id of [b.staff.id, b.admin.id, root.id, SOMEONE, 'not-an-id']) {
      const res = await gql(t.url, IdentityUserDocument, { id }, a.admin.headers);
      expect({ id, error: res.errors?.[0] }).toMatchObject({
        id,
        error: { message: 'User not found', extensions: { code: 'NOT_FOUND' } },
      });
    }
  });
});

describe('updateStaffUser', () => {
  it('changes names (trimmed), phone and role; a promoted STAFF user may manage users with the token it holds', async () => {
    const res = await gql(
      t.url,
      IdentityUpdateStaffUserDocument,
      { id: a.staff.id, input: { firstName: ' Stanley ', lastName: 'Staffer', phone: '+1 555 0199', role: 'ADMIN' } },
      a.admin.headers,
    );
    expect(dataOf(res).updateStaffUser).toMatchObject({
      id: a.staff.id,
      email: a.staff.email,
      firstName: 'Stanley',
      lastName: 'Staffer',
      phone: '+1 555 0199',
      role: 'ADMIN',
    });
    expect(await row(t, 'app_user', a.staff.id)).toMatchObject({ first_name: 'Stanley', role: 'ADMIN' });
    const promoted = await gql(t.url, IdentityUsersDocument, {}, a.staff.headers);
    expect(promoted.errors).toBeUndefined();
    expect(dataOf(promoted).users.meta.total).toBe(2);
  });

  it('sets a new password: the old one stops working, the new one signs in', async () => {
    const res = await gql(
      t.url,
      IdentityUpdateStaffUserDocument,
      { id: a.staff.id, input: { password: 'brand-new-pass' } },
      a.admin.headers,
    );
    expect(res.errors).toBeUndefined();
    const old = await login(a.staff.email, a.staff.password);
    expect(old.status).toBe(401);
    expect(bodyOf(old, 401).error).toBe('Invalid credentials');
    expect((await login(a.staff.email, 'brand-new-pass')).status).toBe(200);
    // Sessions signed in with the old password end.
    const stale = await me(a.staff.headers);
    expect([stale.status, bodyOf(stale, 401).error]).toEqual([401, 'Session has been revoked']);
  });

  const invalid: [string, unknown, string][] = [
    ['firstName', '', 'is required'],
    ['firstName', ' ', 'is required'],
    ['firstName', null, 'may not be null'],
    ['lastName', null, 'may not be null'],
    ['role', 'SUPER_ADMIN', 'must be ADMIN or STAFF'],
    ['role', null, 'may not be null'],
    ['isActive', null, 'may not be null'],
    ['password', 'short', 'Password must be at least 6 characters'],
    ['password', null, 'may not be null'],
    ['phone', '9'.repeat(51), 'must be at most 50 characters'],
  ];

  it.each(invalid)('refuses %s = %j with BAD_USER_INPUT "%s" and changes nothing', async (field, value, message) => {
    const before = await tableDigests(t.orm);
    const res = await gql(
      t.url,
      IdentityUpdateStaffUserDocument,
      unchecked({ id: a.staff.id, input: { [field]: value } }),
      a.admin.headers,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('answers 404 "User not found" for another store\'s user and changes nothing', async () => {
    const before = await tableDigests(t.orm);
    const res = await gql(
      t.url,
      IdentityUpdateStaffUserDocument,
      { id: b.staff.id, input: { firstName: 'Hacked' } },
      a.admin.headers,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('refuses an ADMIN deactivating or demoting itself (409) but lets it change its own name', async () => {
    const before = await tableDigests(t.orm);
    const attempts = [
      gql(t.url, IdentityUpdateStaffUserDocument, { id: a.admin.id, input: { role: 'STAFF' } }, a.admin.headers),
      gql(t.url, IdentityUpdateStaffUserDocument, { id: a.admin.id, input: { isActive: false } }, a.admin.headers),
      gql(t.url, IdentityDeactivateStaffUserDocument, { id: a.admin.id }, a.admin.headers),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.errors?.[0]).toMatchObject({
        message: 'You cannot deactivate or change the role of your own account',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await tableDigests(t.orm)).toEqual(before);
    const renamed = await gql(
      t.url,
      IdentityUpdateStaffUserDocument,
      { id: a.admin.id, input: { firstName: 'Adele' } },
      a.admin.headers,
    );
    expect(dataOf(renamed).updateStaffUser).toMatchObject({ firstName: 'Adele', role: 'ADMIN', isActive: true });
  });
});

describe('deactivateStaffUser', () => {
  it('locks the user out at once: the existing token answers 401 "Account is deactivated" at its next request', async () => {
    // The token works before.
    expect((await me(a.staff.headers)).status).toBe(200);
    const res = await gql(t.url, IdentityDeactivateStaffUserDocument, { id: a.staff.id }, a.admin.headers);
    expect(dataOf(res).deactivateStaffUser).toEqual({ id: a.staff.id, isActive: false });
    expect(await row(t, 'app_user', a.staff.id)).toMatchObject({ is_active: false });

    const rest = await me(a.staff.headers);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ success: false, error: 'Account is deactivated' });
    const graphql = await gql(t.url, IdentityApiKeyIdsDocument, {}, a.staff.headers);
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'Account is deactivated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // The others are unaffected.
    expect((await me(a.admin.headers)).status).toBe(200);
  });

  it('refuses the deactivated user a new sign-in (401 "Account is deactivated") until reactivated', async () => {
    await gql(t.url, IdentityDeactivateStaffUserDocument, { id: a.staff.id }, a.admin.headers);
    const refused = await login(a.staff.email, a.staff.password);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, error: 'Account is deactivated' });
    const reactivated = await gql(
      t.url,
      IdentityUpdateStaffUserDocument,
      { id: a.staff.id, input: { isActive: true } },
      a.admin.headers,
    );
    expect(dataOf(reactivated).updateStaffUser.isActive).toBe(true);
    expect((await login(a.staff.email, a.staff.password)).status).toBe(200);
    // Deactivation ended the sessions it found: the old token stays dead after reactivation.
    const old = await me(a.staff.headers);
    expect([old.status, bodyOf(old, 401).error]).toEqual([401, 'Session has been revoked']);
  });

  it('deactivates another ADMIN, whose token can no longer manage users', async () => {
    const second = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      { input: newStaff({ role: 'ADMIN' }) },
      a.admin.headers,
    );
    const signIn = await login('new.hire@store-a.test', 'hire-pass-1');
    const headers = signedIn(bodyOf(signIn, 200).data.tokens.accessToken, 'store-a');
    expect((await gql(t.url, IdentityUsersDocument, {}, headers)).errors).toBeUndefined();
    await gql(t.url, IdentityDeactivateStaffUserDocument, { id: dataOf(second).createStaffUser.id }, a.admin.headers);
    const before = await tableDigests(t.orm);
    const res = await gql(
      t.url,
      IdentityCreateStaffUserDocument,
      { input: newStaff({ email: 'late@store-a.test' }) },
      headers,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Account is deactivated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it("answers 404 for another store's user or an unknown id and deactivates nobody", async () => {
    const before = await tableDigests(t.orm);
    for (const id of [b.staff.id, SOMEONE]) {
      const res = await gql(t.url, IdentityDeactivateStaffUserDocument, { id }, a.admin.headers);
      expect(res.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await tableDigests(t.orm)).toEqual(before);
    expect((await me(b.staff.headers)).status).toBe(200);
  });
});

describe('setAccountingRoles', () => {
  it('sets per-area levels of a STAFF user, and a null level removes one', async () => {
    const set = await gql(
      t.url,
      IdentitySetAccountingRolesDocument,
      {
        userId: a.staff.id,
        roles: [
          { area: 'SALES', level: 'FULL_ACCESS' },
          { area: 'PURCHASES', level: 'RESTRICTED_ACCESS' },
          { area: 'PRODUCTS_SERVICES', level: 'READ_ONLY' },
        ],
      },
      a.admin.headers,
    );
    expect(dataOf(set).setAccountingRoles.accountingRoles).toEqual([
      { area: 'SALES', level: 'FULL_ACCESS' },
      { area: 'PURCHASES', level: 'RESTRICTED_ACCESS' },
      { area: 'PRODUCTS_SERVICES', level: 'READ_ONLY' },
    ]);
    const removed = await gql(
      t.url,
      IdentitySetAccountingRolesDocument,
      { userId: a.staff.id, roles: [{ area: 'PURCHASES', level: null }] },
      a.admin.headers,
    );
    expect(dataOf(removed).setAccountingRoles.accountingRoles).toEqual([
      { area: 'SALES', level: 'FULL_ACCESS' },
      { area: 'PRODUCTS_SERVICES', level: 'READ_ONLY' },
    ]);
    expect(await row(t, 'app_user', a.staff.id)).toMatchObject({
      sales_access: 'FULL_ACCESS',
      purchases_access: null,
      products_services_access: 'READ_ONLY',
    });
  });

  it('gives an ADMIN full access wherever no level is set, and honours a lower level set explicitly', async () => {
    const before = await gql(t.url, IdentityUserDocument, { id: a.admin.id }, a.admin.headers);
    expect(dataOf(before).user.accountingRoles).toEqual([
      { area: 'SALES', level: 'FULL_ACCESS' },
      { area: 'PURCHASES', level: 'FULL_ACCESS' },
      { area: 'PRODUCTS_SERVICES', level: 'FULL_ACCESS' },
    ]);
    const res = await gql(
      t.url,
      IdentitySetAccountingRolesDocument,
      { userId: a.admin.id, roles: [{ area: 'SALES', level: 'READ_ONLY' }] },
      a.admin.headers,
    );
    expect(dataOf(res).setAccountingRoles.accountingRoles).toContainEqual({ area: 'SALES', level: 'READ_ONLY' });
  });

  it("refuses an unknown area or level and another store's user (404), changing nothing", async () => {
    const before = await tableDigests(t.orm);
    const badArea = await gql(
      t.url,
      IdentitySetAccountingRolesDocument,
      unchecked({ userId: a.staff.id, roles: [{ area: 'PAYROLL', level: 'FULL_ACCESS' }] }),
      a.admin.headers,
    );
    expect(badArea.data).toBeUndefined();
    expect(badArea.errors?.[0].extensions?.fields['roles.0.area'][0]).toMatch(
      /"PAYROLL" does not exist in "AccountingArea" enum/,
    );
    const badLevel = await gql(
      t.url,
      IdentitySetAccountingRolesDocument,
      unchecked({ userId: a.staff.id, roles: [{ area: 'SALES', level: 'GOD_MODE' }] }),
      a.admin.headers,
    );
    expect(badLevel.data).toBeUndefined();
    expect(badLevel.errors?.[0].extensions?.fields['roles.0.level'][0]).toMatch(
      /"GOD_MODE" does not exist in "AccountingAccess" enum/,
    );
    const otherStore = await gql(
      t.url,
      IdentitySetAccountingRolesDocument,
      { userId: b.staff.id, roles: [{ area: 'SALES', level: 'FULL_ACCESS' }] },
      a.admin.headers,
    );
    expect(otherStore.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    expect(await tableDigests(t.orm)).toEqual(before);
  });
});
