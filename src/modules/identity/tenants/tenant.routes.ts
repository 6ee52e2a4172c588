import type { ParamSpec, RouteTable } from '../../../rest/types';

const TENANT_FIELDS = `id name slug businessType logo primaryColor email phone address city state country status
  accountingPlan accountingCountry createdAt updatedAt
  settings { storeName allowGuestCheckout shippingFee taxRate currency freeShippingThreshold }`;

export const PAGE_QUERY: Record<string, ParamSpec> = {
  page: { type: 'integer', min: 1, default: 1, description: 'Page number, from 1.' },
  limit: { type: 'integer', min: 1, max: 100, default: 20, description: 'Page size, 1 to 100.' },
};

export const tenantRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'get',
      path: '/tenants',
      summary: 'List stores (super administrator)',
      tags: ['Tenants'],
      query: PAGE_QUERY,
      operation: `query Tenants($page: Int, $limit: Int) { tenants(page: $page, limit: $limit) { data { ${TENANT_FIELDS} } meta { total page limit totalPages } } }`,
    },
    {
      method: 'get',
      path: '/tenants/info',
      summary: 'Public information of the store named by X-Tenant-Slug',
      tags: ['Tenants'],
      operation: `query TenantInfo { tenantInfo { id name slug businessType logo primaryColor email phone address city state country
        settings { storeName allowGuestCheckout shippingFee taxRate currency freeShippingThreshold } } }`,
    },
    {
      method: 'get',
      path: '/tenants/:id',
      summary: 'One store (its staff or the super administrator)',
      tags: ['Tenants'],
      operation: `query Tenant($id: ID!) { tenant(id: $id) { ${TENANT_FIELDS} } }`,
    },
    {
      method: 'post',
      path: '/tenants',
      summary: 'Create a store and its first administrator (super administrator)',
      tags: ['Tenants'],
      operation: `mutation CreateTenant($input: CreateTenantInput!) { createTenant(input: $input) {
        tenant { ${TENANT_FIELDS} } admin { id email firstName lastName role tenantId } } }`,
      bodyVariable: 'input',
      status: 201,
      message: 'Tenant created successfully',
    },
    {
      method: 'put',
      path: '/tenants/:id',
      summary: 'Update a store (its ADMIN; status and accounting fields: super administrator)',
      tags: ['Tenants'],
      operation: `mutation UpdateTenant($id: ID!, $input: UpdateTenantInput!) { updateTenant(id: $id, input: $input) { ${TENANT_FIELDS} } }`,
      bodyVariable: 'input',
      message: 'Tenant updated successfully',
    },
  ],
};
