import type { RouteTable } from '../../../rest/types';

export const ADDRESS_FIELDS = `id firstName lastName phone line1 line2 city state postalCode country isDefault createdAt updatedAt`;

export const addressRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'get',
      path: '/addresses',
      summary: 'List my addresses',
      description: 'Customer only: the address book, the default address first.',
      tags: ['Addresses'],
      operation: `query Addresses { addresses { ${ADDRESS_FIELDS} } }`,
    },
    {
      method: 'get',
      path: '/addresses/:id',
      summary: 'Get one of my addresses',
      description: 'Customer only. Another customer’s address answers 404.',
      tags: ['Addresses'],
      operation: `query Address($id: ID!) { address(id: $id) { ${ADDRESS_FIELDS} } }`,
    },
    {
      method: 'post',
      path: '/addresses',
      summary: 'Add an address',
      description:
        'Customer only. `firstName`, `lastName`, `line1`, `city`, `postalCode` and `country` are required. The first address, or one sent with `isDefault: true`, becomes the default.',
      tags: ['Addresses'],
      operation: `mutation CreateAddress($input: AddressInput!) { createAddress(input: $input) { ${ADDRESS_FIELDS} } }`,
      bodyVariable: 'input',
      status: 201,
      message: 'Address created successfully',
    },
    {
      method: 'put',
      path: '/addresses/:id',
      summary: 'Update one of my addresses',
      description: 'Customer only. Only the fields given change; `isDefault: true` makes it the default.',
      tags: ['Addresses'],
      operation: `mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {
        updateAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`,
      bodyVariable: 'input',
      message: 'Address updated successfully',
    },
    {
      method: 'delete',
      path: '/addresses/:id',
      summary: 'Delete one of my addresses',
      description: 'Customer only. When it was the default, the newest remaining address becomes the default.',
      tags: ['Addresses'],
      operation: 'mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) }',
      resultWrapper: 'id',
      message: 'Address deleted successfully',
    },
  ],
};
