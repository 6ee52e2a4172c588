import type { RouteTable } from '../../../rest/types';
import {
  ENVELOPE_FIELDS,
  LIST_ARGUMENTS,
  LIST_VARIABLES,
  listRoute,
  queryParams,
  recordRoute,
  SINGLE_PARAMS,
} from '../shared/rest';

export const CONTACT_FIELDS = `id displayed_as path created_at updated_at
  contact_types { id displayed_as path } name reference email`;

export const contactRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    listRoute('contactsRead', {
      method: 'get',
      path: '/contacts',
      summary: 'List contacts',
      tags: ['Contacts'],
      filters: {
        contact_type_id: { type: 'enum', values: ['VENDOR', 'CUSTOMER'], description: 'Only suppliers or customers.' },
        search: { type: 'string', maxLength: 200, description: 'Part of the name or reference.' },
      },
      operation: `query Contacts(${LIST_VARIABLES}, $contact_type_id: String, $search: String) {
        contacts(${LIST_ARGUMENTS}, contact_type_id: $contact_type_id, search: $search) {
          ${ENVELOPE_FIELDS} items { ${CONTACT_FIELDS} } } }`,
    }),
    recordRoute('contactsRead', {
      method: 'get',
      path: '/contacts/:key',
      summary: 'Read a contact',
      tags: ['Contacts'],
      query: queryParams(SINGLE_PARAMS),
      operation: `query Contact($key: ID!) { contact(key: $key) { ${CONTACT_FIELDS} } }`,
    }),
    recordRoute('contactsWrite', {
      method: 'post',
      path: '/contacts',
      summary: 'Create a contact',
      description: 'Body `{"contact": {"name", "contact_type_ids": ["VENDOR"], "reference", "email"}}`.',
      tags: ['Contacts'],
      operation: `mutation CreateContact($contact: ContactInput!) { createContact(contact: $contact) { ${CONTACT_FIELDS} } }`,
      bodyVariable: 'contact',
      status: 201,
    }),
  ],
};
