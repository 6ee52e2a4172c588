import jwt from 'jsonwebtoken';
import { TokenService } from '../../src/modules/identity/auth/token.service';
import { Tenant, TenantStatus } from '../../src/modules/identity/tenants/tenant.entity';
import { User } from '../../src/modules/identity/users/user.entity';
import { RATE_LIMIT_MESSAGE } from '../../src/server/rate-limit';
import { startTestApp, TEST_SECRETS, TEST_SUPER_ADMIN, type TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { rowCount, tableDigests } from '../helpers/db';
import { dataOf, gql } from '../helpers/http';
import { actingAs, eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { bearer, forgeToken } from '../helpers/tokens';
import { IdentityCustomerLoginDocument, IdentityLoginDocument } from '../generated/graphql';

let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let store: StoreScenario;

eachTestIn(storeScenario, (app, built) => ([t, api, store] = [app, storefrontRest(app), built]), {}, { once: true });

describe('staff login (POST /auth/login)', () => {
  it('answers data.user and data.tokens with the seed’s message, and the tokens carry the SPEC claims', async () => {
    const before = Date.now();
    const res = await api.post('/auth/login', { body: { email: store.admin.email, password: store.admin.password } });
    const after = Date.now();
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: {
        user: {
          id: store.admin.id,
          email: store.admin.email,
          firstName: 'Ada',
          lastName: 'Admin',
          role: 'ADMIN',
          tenantId: store.tenant.id,
          tenant: { id: store.tenant.id, name: store.tenant.name, slug: store.tenant.slug },
        },
      },
    });
    // Recorded during this login (however long it took), not merely recently.
    const lastLoginAt = Date.parse(res.body.data.user.lastLoginAt ?? '');
    expect(lastLoginAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(lastLoginAt).toBeLessThanOrEqual(after + 1_000);
    const { accessToken, refreshToken } = res.body.data.tokens;
    const access = jwt.verify(accessToken, TEST_SECRETS.jwtAccessSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(access).toMatchObject({
      sub: store.admin.id,
      typ: 'access',
      kind: 'user',
      role: 'ADMIN',
      tid: store.tenant.id,
    });
    expect(access.exp! - access.iat!).toBe(15 * 60);
    const refresh = jwt.verify(refreshToken, TEST_SECRETS.jwtRefreshSecret, {
      algorithms: ['HS256'],
    }) as jwt.JwtPayload;
    expect(refresh).toMatchObject({ typ: 'refresh', fam: access.fam });
    expect(refresh.exp! - refresh.iat!).toBe(7 * 24 * 3600);
    expect(refresh.jti).not.toBe(access.jti);
    expect(jwt.decode(accessToken, { complete: true })?.header.alg).toBe('HS256');
  });

  it('signs the super administrator in without a store', async () => {
    const res = await api.post('/auth/login', { body: TEST_SUPER_ADMIN });
    expectStatus(res, 200);
    expect(res.body.data.user).toMatchObject({ role: 'SUPER_ADMIN', tenantId: null, tenant: null });
  });

  it('e-mail is matched without regard to case or surrounding spaces', async () => {
    const res = await api.post('/auth/login', {
      body: {
        email: `  ${store.staff.email.toUpperCase()} `,
        password: store.staff.password,
      },
    });
    expectStatus(res, 200);
    expect(res.body.data.user.role).toBe('STAFF');
  });

  it('answers 401 "Invalid credentials" alike for a wrong password and an unknown e-mail', async () => {
    const wrong = await api.post('/auth/login', { body: { email: store.admin.email, password: 'not-the-password' } });
    const unknown = await api.post('/auth/login', { body: { email: 'nobody@example.com', password: 'whatever1' } });
    for (const res of [wrong, unknown]) {
      expectStatus(res, 401);
      expect(res.body).toEqual({ success: false, error: 'Invalid credentials' });
    }
  });

  it('refuses customer credentials at the staff login', async () => {
    const res = await api.post('/auth/login', {
      body: { email: store.customer.email, password: store.customer.password },
    });
    expectStatus(res, 401);
  });

  it('refuses a staff user who names another store in X-Tenant-Slug', async () => {
    await storeScenario(t, 'other-store');
    const res = await api.post('/auth/login', {
      body: { email: store.admin.email, password: store.admin.password },
      headers: { 'x-tenant-slug': 'other-store' },
    });
    expectStatus(res, 401);
    expect(res.body.error).toBe('Invalid credentials');
    const own = await api.post('/auth/login', {
      body: { email: store.admin.email, password: store.admin.password },
      headers: store.anonymous,
    });
    expectStatus(own, 200);
  });

  it('answers 400 naming each missing or mistyped field', async () => {
    // Bodies the document refuses, sent on purpose.
    const missing = await api.request('POST', '/auth/login', { json: { email: store.admin.email } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, error: 'Validation failed', errors: { password: ['is required'] } });
    const mistyped = await api.request('POST', '/auth/login', { json: { email: 42, password: 'x' } });
    expect(mistyped.status).toBe(400);
    expect(Object.keys(mistyped.body.errors)).toEqual(['email']);
    const empty = await api.post('/auth/login', { body: { email: '', password: '' } });
    expect(bodyOf(empty, 400).errors).toEqual({ email: ['is required'], password: ['is required'] });
  });

  it('refuses a deactivated user with the reason, after checking the password', async () => {
    await t.orm.em.fork().nativeUpdate(User, { id: store.staff.id }, { isActive: false }, { filters: false });
    const res = await api.post('/auth/login', { body: { email: store.staff.email, password: store.staff.password } });
    expectStatus(res, 401);
    expect(res.body.error).toBe('Account is deactivated');
    const wrong = await api.post('/auth/login', { body: { email: store.staff.email, password: 'wrong-password' } });
    expect(bodyOf(wrong, 401).error).toBe('Invalid credentials');
  });
});

describe('customer login and registration', () => {
  it('signs a customer in at their store (data.customer, data.tokens)', async () => {
    const res = await api.post('/auth/customer/login', {
      body: { email: store.customer.email, password: store.customer.password },
      headers: store.anonymous,
    });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: { customer: { id: store.customer.id, email: store.customer.email, tenantId: store.tenant.id } },
    });
    const claims = jwt.decode(res.body.data.tokens.accessToken) as jwt.JwtPayload;
    expect(claims).toMatchObject({ kind: 'customer', role: 'CUSTOMER', tid: store.tenant.id });
  });

  it('needs X-Tenant-Slug (400) naming a live store (404)', async () => {
    const credentials = { email: store.customer.email, password: store.customer.password };
    const missing = await api.post('/auth/customer/login', { body: credentials });
    expectStatus(missing, 400);
    expect(missing.body).toEqual({
      success: false,
      error: 'X-Tenant-Slug header is required',
      errors: { 'X-Tenant-Slug': ['X-Tenant-Slug header is required'] },
    });
    const unknown = await api.post('/auth/customer/login', {
      body: credentials,
      headers: { 'x-tenant-slug': 'no-such-store' },
    });
    expectStatus(unknown, 404);
    expect(unknown.body).toEqual({ success: false, error: 'Tenant not found' });
  });

  it('does not let a customer of one store sign in at another', async () => {
    const other = await storeScenario(t, 'other-store');
    const res = await api.post('/auth/customer/login', {
      body: { email: store.customer.email, password: store.customer.password },
      headers: other.anonymous,
    });
    expectStatus(res, 401);
    expect(res.body.error).toBe('Invalid credentials');
  });

  it('registers a customer: 201 with the customer and tokens that work at once', async () => {
    const res = await api.post('/auth/customer/register', {
      body: {
        email: 'New.Person@Example.com',
        password: 'hunter22',
        firstName: 'New',
        lastName: 'Person',
        phone: '+1 555 0000',
      },
      headers: store.anonymous,
    });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Registration successful',
      data: {
        customer: { email: 'new.person@example.com', firstName: 'New', lastName: 'Person', phone: '+1 555 0000' },
      },
    });
    const me = await api.get('/auth/me', { headers: bearer(res.body.data.tokens.accessToken) });
    expect(bodyOf(me, 200).data).toMatchObject({
      kind: 'CUSTOMER',
      email: 'new.person@example.com',
      tenantId: store.tenant.id,
    });
  });

  it.each([
    [{ email: 'not-an-email' }, { email: ['must be a valid e-mail address'] }],
    [{ password: '12345' }, { password: ['Password must be at least 6 characters'] }],
    [{ firstName: '' }, { firstName: ['is required'] }],
    [{ firstName: '   ' }, { firstName: ['is required'] }],
    [{ lastName: undefined }, { lastName: ['is required'] }],
    [{ phone: 'x'.repeat(51) }, { phone: ['must be at most 50 characters'] }],
  ])('refuses registration %j with 400 naming the field, creating nothing', async (change, errors) => {
    const before = await tableDigests(t.orm);
    const body = { email: 'valid@example.com', password: 'hunter22', firstName: 'Val', lastName: 'Id', ...change };
    // Bodies the document refuses, sent on purpose.
    const res = await api.request('POST', '/auth/customer/register', { json: body, headers: store.anonymous });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Validation failed', errors });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('keeps customer e-mails unique per store (409), but one person may shop at two stores', async () => {
    const body = {
      email: store.customer.email.toUpperCase(),
      password: 'hunter22',
      firstName: 'Dup',
      lastName: 'Licate',
    };
    const duplicate = await api.post('/auth/customer/register', { body, headers: store.anonymous });
    expectStatus(duplicate, 409);
    expect(duplicate.body).toEqual({
      success: false,
      error: 'Email already registered',
      errors: { email: ['Email already registered'] },
    });
    const other = await storeScenario(t, 'other-store');
    const elsewhere = await api.post('/auth/customer/register', { body, headers: other.anonymous });
    expectStatus(elsewhere, 201);
    expect(await rowCount(t.orm, 'customer')).toBe(3);
  });

  it('lets a staff user’s e-mail also belong to a customer (separate accounts)', async () => {
    const body = { email: store.admin.email, password: 'another-pass', firstName: 'Ada', lastName: 'Shopper' };
    const res = await api.post('/auth/customer/register', { body, headers: store.anonymous });
    expectStatus(res, 201);
    const asStaff = await api.post('/auth/login', {
      body: { email: store.admin.email, password: store.admin.password },
    });
    const asCustomer = await api.post('/auth/customer/login', {
      body: { email: store.admin.email, password: 'another-pass' },
      headers: store.anonymous,
    });
    expect([bodyOf(asStaff, 200).data.user.role, bodyOf(asCustomer, 200).data.customer.lastName]).toEqual([
      'ADMIN',
      'Shopper',
    ]);
  });
});

describe('GET /auth/me', () => {
  it('answers the staff user with their store', async () => {
    const res = await api.get('/auth/me', { headers: store.staff.headers });
    expect(res.body).toMatchObject({
      success: true,
      data: {
        kind: 'USER',
        id: store.staff.id,
        role: 'STAFF',
        tenant: { id: store.tenant.id, slug: store.tenant.slug },
      },
    });
  });

  it('answers the customer with their store', async () => {
    const res = await api.get('/auth/me', { headers: store.customer.headers });
    expect(bodyOf(res, 200).data).toMatchObject({ kind: 'CUSTOMER', id: store.customer.id, role: 'CUSTOMER' });
  });

  it('answers 401 "No token provided" without a token and "Invalid token" for a forged one', async () => {
    const none = await api.get('/auth/me');
    expectStatus(none, 401);
    expect(none.body).toEqual({ success: false, error: 'No token provided' });
    const forged = forgeToken(
      { role: 'SUPER_ADMIN', tid: null, jti: 'x', fam: store.admin.principal.id },
      { secret: 'guessed-secret-guessed-secret-guessed', subject: store.admin.id },
    );
    const res = await api.get('/auth/me', { headers: bearer(forged) });
    expectStatus(res, 401);
    expect(res.body.error).toBe('Invalid token');
  });

  it('answers 401 "Token expired" for an expired access token of a live session', async () => {
    const expiring = new TokenService({
      accessSecret: TEST_SECRETS.jwtAccessSecret,
      refreshSecret: TEST_SECRETS.jwtRefreshSecret,
      accessTtlSeconds: -1,
      refreshTtlSeconds: 60,
    });
    const fam = (jwt.decode(store.staff.accessToken) as jwt.JwtPayload).fam as string;
    const res = await api.get('/auth/me', { headers: bearer(expiring.sign('access', store.staff.principal, { fam })) });
    expectStatus(res, 401);
    expect(res.body.error).toBe('Token expired');
  });
});

describe('refresh rotation (POST /auth/refresh)', () => {
  it('exchanges a refresh token for a new working pair', async () => {
    const res = await api.post('/auth/refresh', { body: { refreshToken: store.customer.refreshToken } });
    expectStatus(res, 200);
    const { accessToken, refreshToken } = res.body.data.tokens;
    expect(refreshToken).not.toBe(store.customer.refreshToken);
    const me = await api.get('/auth/me', { headers: bearer(accessToken) });
    expect(bodyOf(me, 200).data.id).toBe(store.customer.id);
    const again = await api.post('/auth/refresh', { body: { refreshToken } });
    expectStatus(again, 200);
  });

  it('a refresh token used twice revokes its whole session: every token of it stops working', async () => {
    const first = await api.post('/auth/refresh', { body: { refreshToken: store.admin.refreshToken } });
    expectStatus(first, 200);
    const reused = await api.post('/auth/refresh', { body: { refreshToken: store.admin.refreshToken } });
    expectStatus(reused, 401);
    expect(reused.body.error).toBe('Refresh token has already been used; the session is revoked');
    const { accessToken, refreshToken } = first.body.data.tokens;
    const me = await api.get('/auth/me', { headers: bearer(accessToken) });
    expectStatus(me, 401);
    expect(me.body.error).toBe('Session has been revoked');
    expect((await api.get('/auth/me', { headers: store.admin.headers })).status).toBe(401);
    const rotated = await api.post('/auth/refresh', { body: { refreshToken } });
    expectStatus(rotated, 401);
    expect(rotated.body.error).toBe('Session has been revoked');
    // Another session of the same user is untouched.
    const login = await api.post('/auth/login', { body: { email: store.admin.email, password: store.admin.password } });
    expect((await api.get('/auth/me', { headers: bearer(bodyOf(login, 200).data.tokens.accessToken) })).status).toBe(
      200,
    );
  });

  it('lets exactly one of two concurrent exchanges of one token win', async () => {
    const results = await Promise.all([
      api.post('/auth/refresh', { body: { refreshToken: store.staff.refreshToken } }),
      api.post('/auth/refresh', { body: { refreshToken: store.staff.refreshToken } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an access token, a missing token and garbage, naming the field when missing', async () => {
    expect((await api.post('/auth/refresh', { body: { refreshToken: store.admin.accessToken } })).status).toBe(401);
    expect((await api.post('/auth/refresh', { body: { refreshToken: 'garbage' } })).status).toBe(401);
    // Without the field the document requires, on purpose.
    const missing = await api.request('POST', '/auth/refresh', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ refreshToken: ['is required'] });
    const empty = await api.post('/auth/refresh', { body: { refreshToken: '' } });
    expect(bodyOf(empty, 400).errors).toEqual({ refreshToken: ['Refresh token is required'] });
  });

  it('refuses to refresh a deactivated user or a customer of a suspended store', async () => {
    const em = t.orm.em.fork();
    await em.nativeUpdate(User, { id: store.staff.id }, { isActive: false }, { filters: false });
    const staff = await api.post('/auth/refresh', { body: { refreshToken: store.staff.refreshToken } });
    expect([staff.status, bodyOf(staff, 401).error]).toEqual([401, 'Account is deactivated']);
    await em.nativeUpdate(Tenant, { id: store.tenant.id }, { status: TenantStatus.SUSPENDED });
    const customer = await api.post('/auth/refresh', { body: { refreshToken: store.customer.refreshToken } });
    expect([customer.status, bodyOf(customer, 401).error]).toEqual([401, 'Tenant is suspended']);
    const me = await api.get('/auth/me', { headers: store.customer.headers });
    expect([me.status, bodyOf(me, 401).error]).toEqual([401, 'Tenant is suspended']);
  });
});

describe('logout', () => {
  it('ends the session of the access token: its access and refresh tokens stop working', async () => {
    const res = await api.post('/auth/logout', { body: {}, headers: store.customer.headers });
    expectStatus(res, 200);
    expect(res.body).toEqual({ success: true, data: null, message: 'Logged out' });
    expect((await api.get('/auth/me', { headers: store.customer.headers })).status).toBe(401);
    expect((await api.post('/auth/refresh', { body: { refreshToken: store.customer.refreshToken } })).status).toBe(401);
  });

  it('ends the session of a given refresh token, and needs a token of some kind', async () => {
    expect((await api.post('/auth/logout', { body: { refreshToken: store.staff.refreshToken } })).status).toBe(200);
    expect((await api.get('/auth/me', { headers: store.staff.headers })).status).toBe(401);
    const anonymous = await api.post('/auth/logout', { body: {} });
    expect([anonymous.status, bodyOf(anonymous, 401).error]).toEqual([401, 'No token provided']);
  });
});

describe('GraphQL', () => {
  it('offers the same sign-in operations, with the user’s tenant resolved through a loader', async () => {
    const res = await gql(t.url, IdentityLoginDocument, {
      input: { email: store.admin.email, password: store.admin.password },
    });
    expect(dataOf(res).login.user).toEqual({
      role: 'ADMIN',
      tenant: { slug: store.tenant.slug },
      accountingRoles: [
        { area: 'SALES', level: 'FULL_ACCESS' },
        { area: 'PURCHASES', level: 'FULL_ACCESS' },
        { area: 'PRODUCTS_SERVICES', level: 'FULL_ACCESS' },
      ],
    });
  });

  it('refuses a wrong password with UNAUTHENTICATED', async () => {
    const res = await gql(
      t.url,
      IdentityCustomerLoginDocument,
      { input: { email: store.customer.email, password: 'wrong-password' } },
      store.anonymous,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

it('never answers a password hash from the sign-in routes', async () => {
  const bodies = [
    await api.post('/auth/login', { body: { email: store.admin.email, password: store.admin.password } }),
    await api.post('/auth/customer/login', {
      body: { email: store.customer.email, password: store.customer.password },
      headers: store.anonymous,
    }),
    await api.post('/auth/customer/register', {
      body: { email: 'x@example.com', password: 'hunter22', firstName: 'X', lastName: 'Y' },
      headers: store.anonymous,
    }),
    await api.get('/auth/me', { headers: store.admin.headers }),
    await api.get('/auth/me', { headers: store.customer.headers }),
  ].map((res) => JSON.stringify(res.body));
  for (const body of bodies) {
    expect(body).not.toMatch(/argon2|passwordHash|password_hash/i);
  }
  // The hash is there to be leaked: the check above looks for the right thing.
  const user = await actingAs(t, null).em.findOneOrFail(User, store.admin.id, {
    filters: false,
    populate: ['passwordHash'],
  });
  expect(user.passwordHash).toMatch(/^\$argon2id\$/);
});

describe('login rate limit (5 attempts per window per IP, REST and GraphQL together)', () => {
  let limited: TestApp;
  let limitedApi: ReturnType<typeof storefrontRest>;
  beforeAll(async () => {
    limited = await startTestApp({ orm: t.orm, env: { LOGIN_RATE_LIMIT_MAX: '5' } });
    limitedApi = storefrontRest(limited);
  });
  afterAll(() => limited.close());

  it('answers 429 at the 6th attempt, even with the right password, with Retry-After', async () => {
    const wrong = { email: store.admin.email, password: 'wrong-password' };
    for (let i = 0; i < 3; i += 1) {
      const res = await limitedApi.post('/auth/login', { body: wrong });
      expectStatus(res, 401);
    }
    for (let i = 0; i < 2; i += 1) {
      const res = await gql(
        limited.url,
        IdentityCustomerLoginDocument,
        { input: { email: store.customer.email, password: 'wrong-password' } },
        store.anonymous,
      );
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const sixth = await limitedApi.post('/auth/login', {
      body: { email: store.admin.email, password: store.admin.password },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const graphql = await gql(limited.url, IdentityLoginDocument, {
      input: { email: store.admin.email, password: store.admin.password },
    });
    expect(graphql.status).toBe(429);
    expect(graphql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    // Registration and other routes are not login attempts.
    const me = await limitedApi.get('/auth/me', { headers: store.admin.headers });
    expectStatus(me, 200);
  });
});
