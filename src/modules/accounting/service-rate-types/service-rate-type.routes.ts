import type { RouteTable } from '../../../rest/types';
import {
  deleteRoute,
  ENVELOPE_FIELDS,
  LIST_ARGUMENTS,
  LIST_VARIABLES,
  listRoute,
  queryParams,
  recordRoute,
  SINGLE_PARAMS,
} from '../shared/rest';

export const SERVICE_RATE_TYPE_FIELDS = 'id displayed_as path created_at updated_at name active';

const TAGS = ['Service rate types'];

export const serviceRateTypeRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    listRoute('serviceRateTypesRead', {
      method: 'get',
      path: '/service_rate_types',
      summary: 'List service rate types',
      tags: TAGS,
      filters: {
        updated_or_created_since: {
          type: 'string',
          maxLength: 40,
          description: 'Changed or created at or after this date-time (inclusive), e.g. `2015-10-27T16:24:52Z`.',
        },
        active: { type: 'boolean', description: 'Only active (true) or only inactive (false) ones.' },
      },
      operation: `query ServiceRateTypes(${LIST_VARIABLES}, $updated_or_created_since: String, $active: Boolean) {
        serviceRateTypes(${LIST_ARGUMENTS}, updated_or_created_since: $updated_or_created_since, active: $active) {
          ${ENVELOPE_FIELDS} items { ${SERVICE_RATE_TYPE_FIELDS} } } }`,
    }),
    recordRoute('serviceRateTypesRead', {
      method: 'get',
      path: '/service_rate_types/:key',
      summary: 'Read a service rate type',
      tags: TAGS,
      query: queryParams(SINGLE_PARAMS),
      operation: `query ServiceRateType($key: ID!) { serviceRateType(key: $key) { ${SERVICE_RATE_TYPE_FIELDS} } }`,
    }),
    recordRoute('serviceRateTypesCreate', {
      method: 'post',
      path: '/service_rate_types',
      summary: 'Create a service rate type',
      description: 'Body `{"service_rate_type": {"name": "Hourly", "active": true}}`; both fields required.',
      tags: TAGS,
      operation: `mutation CreateServiceRateType($service_rate_type: ServiceRateTypeInput!) {
        createServiceRateType(service_rate_type: $service_rate_type) { ${SERVICE_RATE_TYPE_FIELDS} } }`,
      bodyVariable: 'service_rate_type',
      status: 201,
    }),
    recordRoute('serviceRateTypesChange', {
      method: 'put',
      path: '/service_rate_types/:key',
      summary: 'Update a service rate type',
      description: 'Body `{"service_rate_type": {...}}`; absent fields keep their value.',
      tags: TAGS,
      operation: `mutation UpdateServiceRateType($key: ID!, $service_rate_type: ServiceRateTypeUpdate!) {
        updateServiceRateType(key: $key, service_rate_type: $service_rate_type) { ${SERVICE_RATE_TYPE_FIELDS} } }`,
      bodyVariable: 'service_rate_type',
    }),
    deleteRoute('serviceRateTypesChange', {
      method: 'delete',
      path: '/service_rate_types/:key',
      summary: 'Delete a service rate type',
      description: 'Only an inactive one, and only while the business has another (422 otherwise).',
      tags: TAGS,
      operation: 'mutation DeleteServiceRateType($key: ID!) { deleteServiceRateType(key: $key) }',
    }),
  ],
};
