import type { RouteTable } from '../../../rest/types';

const USER = 'id email firstName lastName phone role tenantId tenant { id name slug } isActive lastLoginAt';
const CUSTOMER = 'id email firstName lastName phone tenantId';
const TOKENS = 'tokens { accessToken refreshToken }';

export const authRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'post',
      path: '/auth/login',
      summary: 'Staff sign-in',
      tags: ['Authentication'],
      operation: `mutation Login($input: LoginInput!) { login(input: $input) { user { ${USER} } ${TOKENS} } }`,
      bodyVariable: 'input',
      message: 'Login successful',
    },
    {
      method: 'post',
      path: '/auth/customer/login',
      summary: 'Customer sign-in at the store named by X-Tenant-Slug',
      tags: ['Authentication'],
      operation: `mutation CustomerLogin($input: LoginInput!) { customerLogin(input: $input) { customer { ${CUSTOMER} } ${TOKENS} } }`,
      bodyVariable: 'input',
      message: 'Login successful',
    },
    {
      method: 'post',
      path: '/auth/customer/register',
      summary: 'Register a customer at the store named by X-Tenant-Slug',
      tags: ['Authentication'],
      operation: `mutation RegisterCustomer($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { ${CUSTOMER} } ${TOKENS} } }`,
      bodyVariable: 'input',
      status: 201,
      message: 'Registration successful',
    },
    {
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in staff user or customer',
      tags: ['Authentication'],
      operation: `query Me { me { kind id email firstName lastName phone role tenantId
        tenant { id name slug businessType logo primaryColor } } }`,
    },
    {
      method: 'post',
      path: '/auth/refresh',
      summary: 'Exchange a refresh token for a new pair (each refresh token works once)',
      tags: ['Authentication'],
      operation: `mutation RefreshToken($input: RefreshInput!) { refreshToken(input: $input) { ${TOKENS} } }`,
      bodyVariable: 'input',
      message: 'Token refreshed',
    },
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'End a session (of the given refresh token, or of the access token)',
      tags: ['Authentication'],
      operation: 'mutation Logout($input: LogoutInput) { logout(input: $input) }',
      bodyVariable: 'input',
      result: () => null,
      resultSchema: () => ({ type: 'null' }),
      message: 'Logged out',
    },
  ],
};
