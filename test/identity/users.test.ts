import { startTestApp, TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { gql, http } from '../helpers/http';
import { storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import { row, STAFF_USER_FIELDS } from './support';
import { rowCounts, tableDigests } from '../helpers/db';

const CREATE = `mutation Create($input: CreateStaffUserInput!) { createStaffUser(input: $input) { ${STAFF_USER_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateStaffUserInput!) {
  updateStaffUser(id: $id, input: $input) { ${STAFF_USER_FIELDS} } }`;
const DEACTIVATE = 'mutation Deactivate($id: ID!) { deactivateStaffUser(id: $id) { id isActive } }';
const SET_ROLES = `mutation SetRoles($userId: ID!, $roles: [AccountingRoleInput!]!) {
  setAccountingRoles(userId: $userId, roles: $roles) { id role accountingRoles { area level } } }`;
const USERS = `query Users($page: Int, $limit: Int) {
  users(page: $page, limit: $limit) { data { id email role tenantId } meta { total page limit totalPages } } }`;
const USER = `query User($id: ID!) { user(id: $id) { ${STAFF_USER_FIELDS} } }`;
const SOMEONE = '11111111-1111-4111-8111-111111111111';

let t: TestApp;
let root: Actor;
let a: StoreScenario;
let b: StoreScenario;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.clean();
  root = await superAdmin(t);
  a = await storeScenario(t, 'store-a');
  b = await storeScenario(t, 'store-b');
});
afterAll(() => t.close());

function newStaff(overrides: Record<string, unknown> = {}) {
  return { email: 'new.hire@store-a.test', password: 'hire-pass-1', firstName: 'Nina', lastName: 'New', ...overrides };
}

const login = (email: string, password: string) =>
  http(`${t.url}/api/auth/login`, { method: 'POST', json: { email, password } });
const me = (headers: Record<string, string>) => http(`${t.url}/api/auth/me`, { headers });

describe('createStaffUser', () => {
  it("adds a STAFF user (the default role) to the ADMIN's store, with a normalised e-mail, who can then sign in", async () => {
    const res = await gql(
      t.url,
      CREATE,
      { input: newStaff({ email: 'New.Hire@Store-A.TEST', firstName: ' Nina ', phone: '+1 555 0110' }) },
      a.admin.headers,
    );
    expect(res.errors).toBeUndefined();
    const user = res.data.createStaffUser;
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
    expect(signIn.body.data.user).toMatchObject({ id: user.id, role: 'STAFF', tenantId: a.tenant.id });
  });

  it('adds an ADMIN with accounting roles: the given levels, full access in the other areas', async () => {
    const res = await gql(
      t.url,
      CREATE,
      { input: newStaff({ role: 'ADMIN', accountingRoles: [{ area: 'SALES', level: 'READ_ONLY' }] }) },
      a.admin.headers,
    );
    expect(res.data.createStaffUser).toMatchObject({ role: 'ADMIN', tenantId: a.tenant.id });
    expect(res.data.createStaffUser.accountingRoles).toEqual([
      { area: 'SALES', level: 'READ_ONLY' },
      { area: 'PURCHASES', level: 'FULL_ACCESS' },
      { area: 'PRODUCTS_SERVICES', level: 'FULL_ACCESS' },
    ]);
    const signIn = await login('new.hire@store-a.test', 'hire-pass-1');
    const token = { authorization: `Bearer ${signIn.body.data.tokens.accessToken}`, 'x-tenant-slug': 'store-a' };
    expect((await gql(t.url, USERS, {}, token)).data.users.meta.total).toBe(3);
  });

  it('lets the super admin add staff to the store named by X-Tenant-Slug, and asks for the header without it', async () => {
    const res = await gql(t.url, CREATE, { input: newStaff() }, { ...root.headers, 'x-tenant-slug': 'store-b' });
    expect(res.data.createStaffUser).toMatchObject({ tenantId: b.tenant.id, role: 'STAFF' });
    const before = await tableDigests(t.orm);
    const headerless = await gql(t.url, CREATE, { input: newStaff({ email: 'other@x.test' }) }, root.headers);
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
    const res = await gql(t.url, CREATE, { input: newStaff({ [field]: value }) }, a.admin.headers);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('refuses an unknown role or a missing field before any resolver runs, naming it, and creates nobody', async () => {
    const before = await tableDigests(t.orm);
    const unknownRole = await gql(t.url, CREATE, { input: newStaff({ role: 'OWNER' }) }, a.admin.headers);
    expect(unknownRole.data).toBeUndefined();
    expect(unknownRole.errors?.[0].extensions?.fields.role[0]).toMatch(/"OWNER" does not exist in "UserRole" enum/);
    const { password: _omitted, ...noPassword } = newStaff();
    const missing = await gql(t.url, CREATE, { input: noPassword }, a.admin.headers);
    expect(missing.data).toBeUndefined();
    expect(missing.errors?.[0].extensions?.fields).toEqual({ password: ['is required'] });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('refuses an e-mail any staff user already has — same store, another store, the super admin, in any case (409)', async () => {
    const before = await tableDigests(t.orm);
    for (const email of [a.staff.email, b.admin.email, TEST_SUPER_ADMIN.email, b.staff.email.toUpperCase()]) {
      const res = await gql(t.url, CREATE, { input: newStaff({ email }) }, a.admin.headers);
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
    const hired = await gql(t.url, CREATE, { input: newStaff({ email: a.customer.email }) }, a.admin.headers);
    expect(hired.data.createStaffUser.email).toBe(a.customer.email);

    const registered = await http(`${t.url}/api/auth/customer/register`, {
      method: 'POST',
      headers: a.anonymous,
      json: { email: a.staff.email, password: 'shopper-1', firstName: 'Stan', lastName: 'Shopper' },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.data.customer).toMatchObject({ email: a.staff.email, tenantId: a.tenant.id });
    // Both accounts keep working, each with its own password.
    expect((await login(a.staff.email, a.staff.password)).body.data.user.role).toBe('STAFF');
    const asCustomer = await http(`${t.url}/api/auth/customer/login`, {
      method: 'POST',
      headers: a.anonymous,
      json: { email: a.staff.email, password: 'shopper-1' },
    });
    expect(asCustomer.status).toBe(200);
    expect(await rowCounts(t.orm, ['app_user', 'customer'])).toEqual({ app_user: 1 + 2 + 2 + 1, customer: 3 });
  });
});

describe('users and user', () => {
  it("lists only the store's own ADMIN and STAFF users, oldest first, paged", async () => {
    const res = await gql(t.url, USERS, {}, a.admin.headers);
    expect(res.data.users).toEqual({
      data: [
        { id: a.admin.id, email: a.admin.email, role: 'ADMIN', tenantId: a.tenant.id },
        { id: a.staff.id, email: a.staff.email, role: 'STAFF', tenantId: a.tenant.id },
      ],
      meta: { total: 2, page: 1, limit: 20, totalPages: 1 },
    });
    const second = await gql(t.url, USERS, { page: 2, limit: 1 }, a.admin.headers);
    expect(second.data.users).toEqual({
      data: [expect.objectContaining({ id: a.staff.id })],
      meta: { total: 2, page: 2, limit: 1, totalPages: 2 },
    });
    const asRoot = await gql(t.url, USERS, {}, { ...root.headers, 'x-tenant-slug': 'store-b' });
    expect(asRoot.data.users.data.map((u: { id: string }) => u.id)).toEqual([b.admin.id, b.staff.id]);
  });

  it('reads one of the store\'s users; another store\'s user, the super admin or a malformed id is 404 "User not found"', async () => {
    const own = await gql(t.url, USER, { id: a.staff.id }, a.admin.headers);
    expect(own.data.user).toMatchObject({ id: a.staff.id, email: a.staff.email, role: 'STAFF', isActive: true });
    for (const id of [b.staff.id, b.admin.id, root.id, SOMEONE, 'not-an-id']) {
      const res = await gql(t.url, USER, { id }, a.admin.headers);
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
      UPDATE,
      { id: a.staff.id, input: { firstName: ' Stanley ', lastName: 'Staffer', phone: '+1 555 0199', role: 'ADMIN' } },
      a.admin.headers,
    );
    expect(res.data.updateStaffUser).toMatchObject({
      id: a.staff.id,
      email: a.staff.email,
      firstName: 'Stanley',
      lastName: 'Staffer',
      phone: '+1 555 0199',
      role: 'ADMIN',
    });
    expect(await row(t, 'app_user', a.staff.id)).toMatchObject({ first_name: 'Stanley', role: 'ADMIN' });
    const promoted = await gql(t.url, USERS, {}, a.staff.headers);
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data.users.meta.total).toBe(2);
  });

  it('sets a new password: the old one stops working, the new one signs in', async () => {
    const res = await gql(t.url, UPDATE, { id: a.staff.id, input: { password: 'brand-new-pass' } }, a.admin.headers);
    expect(res.errors).toBeUndefined();
    const old = await login(a.staff.email, a.staff.password);
    expect(old.status).toBe(401);
    expect(old.body.error).toBe('Invalid credentials');
    expect((await login(a.staff.email, 'brand-new-pass')).status).toBe(200);
    // Sessions signed in with the old password end.
    const stale = await me(a.staff.headers);
    expect([stale.status, stale.body.error]).toEqual([401, 'Session has been revoked']);
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
    const res = await gql(t.url, UPDATE, { id: a.staff.id, input: { [field]: value } }, a.admin.headers);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('answers 404 "User not found" for another store\'s user and changes nothing', async () => {
    const before = await tableDigests(t.orm);
    const res = await gql(t.url, UPDATE, { id: b.staff.id, input: { firstName: 'Hacked' } }, a.admin.headers);
    expect(res.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('refuses an ADMIN deactivating or demoting itself (409) but lets it change its own name', async () => {
    const before = await tableDigests(t.orm);
    const attempts = [
      { mutation: UPDATE, variables: { id: a.admin.id, input: { role: 'STAFF' } } },
      { mutation: UPDATE, variables: { id: a.admin.id, input: { isActive: false } } },
      { mutation: DEACTIVATE, variables: { id: a.admin.id } },
    ];
    for (const { mutation, variables } of attempts) {
      const res = await gql(t.url, mutation, variables, a.admin.headers);
      expect(res.errors?.[0]).toMatchObject({
        message: 'You cannot deactivate or change the role of your own account',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await tableDigests(t.orm)).toEqual(before);
    const renamed = await gql(t.url, UPDATE, { id: a.admin.id, input: { firstName: 'Adele' } }, a.admin.headers);
    expect(renamed.data.updateStaffUser).toMatchObject({ firstName: 'Adele', role: 'ADMIN', isActive: true });
  });
});

describe('deactivateStaffUser', () => {
  it('locks the user out at once: the existing token answers 401 "Account is deactivated" at its next request', async () => {
    // The token works before.
    expect((await me(a.staff.headers)).status).toBe(200);
    const res = await gql(t.url, DEACTIVATE, { id: a.staff.id }, a.admin.headers);
    expect(res.data.deactivateStaffUser).toEqual({ id: a.staff.id, isActive: false });
    expect(await row(t, 'app_user', a.staff.id)).toMatchObject({ is_active: false });

    const rest = await me(a.staff.headers);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ success: false, error: 'Account is deactivated' });
    const graphql = await gql(t.url, '{ apiKeys { id } }', {}, a.staff.headers);
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'Account is deactivated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // The others are unaffected.
    expect((await me(a.admin.headers)).status).toBe(200);
  });

  it('refuses the deactivated user a new sign-in (401 "Account is deactivated") until reactivated', async () => {
    await gql(t.url, DEACTIVATE, { id: a.staff.id }, a.admin.headers);
    const refused = await login(a.staff.email, a.staff.password);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, error: 'Account is deactivated' });
    const reactivated = await gql(t.url, UPDATE, { id: a.staff.id, input: { isActive: true } }, a.admin.headers);
    expect(reactivated.data.updateStaffUser.isActive).toBe(true);
    expect((await login(a.staff.email, a.staff.password)).status).toBe(200);
    // Deactivation ended the sessions it found: the old token stays dead after reactivation.
    const old = await me(a.staff.headers);
    expect([old.status, old.body.error]).toEqual([401, 'Session has been revoked']);
  });

  it('deactivates another ADMIN, whose token can no longer manage users', async () => {
    const second = await gql(t.url, CREATE, { input: newStaff({ role: 'ADMIN' }) }, a.admin.headers);
    const signIn = await login('new.hire@store-a.test', 'hire-pass-1');
    const headers = { authorization: `Bearer ${signIn.body.data.tokens.accessToken}`, 'x-tenant-slug': 'store-a' };
    expect((await gql(t.url, USERS, {}, headers)).errors).toBeUndefined();
    await gql(t.url, DEACTIVATE, { id: second.data.createStaffUser.id }, a.admin.headers);
    const before = await tableDigests(t.orm);
    const res = await gql(t.url, CREATE, { input: newStaff({ email: 'late@store-a.test' }) }, headers);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Account is deactivated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it("answers 404 for another store's user or an unknown id and deactivates nobody", async () => {
    const before = await tableDigests(t.orm);
    for (const id of [b.staff.id, SOMEONE]) {
      const res = await gql(t.url, DEACTIVATE, { id }, a.admin.headers);
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
      SET_ROLES,
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
    expect(set.data.setAccountingRoles.accountingRoles).toEqual([
      { area: 'SALES', level: 'FULL_ACCESS' },
      { area: 'PURCHASES', level: 'RESTRICTED_ACCESS' },
      { area: 'PRODUCTS_SERVICES', level: 'READ_ONLY' },
    ]);
    const removed = await gql(
      t.url,
      SET_ROLES,
      { userId: a.staff.id, roles: [{ area: 'PURCHASES', level: null }] },
      a.admin.headers,
    );
    expect(removed.data.setAccountingRoles.accountingRoles).toEqual([
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
    const before = await gql(t.url, USER, { id: a.admin.id }, a.admin.headers);
    expect(before.data.user.accountingRoles).toEqual([
      { area: 'SALES', level: 'FULL_ACCESS' },
      { area: 'PURCHASES', level: 'FULL_ACCESS' },
      { area: 'PRODUCTS_SERVICES', level: 'FULL_ACCESS' },
    ]);
    const res = await gql(
      t.url,
      SET_ROLES,
      { userId: a.admin.id, roles: [{ area: 'SALES', level: 'READ_ONLY' }] },
      a.admin.headers,
    );
    expect(res.data.setAccountingRoles.accountingRoles).toContainEqual({ area: 'SALES', level: 'READ_ONLY' });
  });

  it("refuses an unknown area or level and another store's user (404), changing nothing", async () => {
    const before = await tableDigests(t.orm);
    const badArea = await gql(
      t.url,
      SET_ROLES,
      { userId: a.staff.id, roles: [{ area: 'PAYROLL', level: 'FULL_ACCESS' }] },
      a.admin.headers,
    );
    expect(badArea.data).toBeUndefined();
    expect(badArea.errors?.[0].extensions?.fields['roles.0.area'][0]).toMatch(
      /"PAYROLL" does not exist in "AccountingArea" enum/,
    );
    const badLevel = await gql(
      t.url,
      SET_ROLES,
      { userId: a.staff.id, roles: [{ area: 'SALES', level: 'GOD_MODE' }] },
      a.admin.headers,
    );
    expect(badLevel.data).toBeUndefined();
    expect(badLevel.errors?.[0].extensions?.fields['roles.0.level'][0]).toMatch(
      /"GOD_MODE" does not exist in "AccountingAccess" enum/,
    );
    const otherStore = await gql(
      t.url,
      SET_ROLES,
      { userId: b.staff.id, roles: [{ area: 'SALES', level: 'FULL_ACCESS' }] },
      a.admin.headers,
    );
    expect(otherStore.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    expect(await tableDigests(t.orm)).toEqual(before);
  });
});
