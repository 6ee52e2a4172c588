import type { RouteDefinition, RouteTable } from '../../../rest/types';
import {
  ENVELOPE_FIELDS,
  LIST_ARGUMENTS,
  LIST_VARIABLES,
  listRoute,
  queryParams,
  recordRoute,
  SINGLE_PARAMS,
} from '../shared/rest';

/** A read-only reference resource: its list and its read by id. */
function referenceRoutes(segment: string, list: string, read: string, fields: string, tag: string): RouteDefinition[] {
  return [
    listRoute('referenceDataRead', {
      method: 'get',
      path: `/${segment}`,
      summary: `List ${tag.toLowerCase()}`,
      tags: [tag],
      operation: `query ${list}(${LIST_VARIABLES}) { ${list}(${LIST_ARGUMENTS}) { ${ENVELOPE_FIELDS} items { ${fields} } } }`,
    }),
    recordRoute('referenceDataRead', {
      method: 'get',
      path: `/${segment}/:key`,
      summary: `Read one of the ${tag.toLowerCase()}`,
      tags: [tag],
      query: queryParams(SINGLE_PARAMS),
      operation: `query ${read}($key: ID!) { ${read}(key: $key) { ${fields} } }`,
    }),
  ];
}

const BASE = 'id displayed_as path created_at updated_at name';

export const referenceDataRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    ...referenceRoutes('artefact_statuses', 'artefactStatuses', 'artefactStatus', BASE, 'Artefact statuses'),
    ...referenceRoutes(
      'attachment_context_types',
      'attachmentContextTypes',
      'attachmentContextType',
      BASE,
      'Attachment context types',
    ),
    ...referenceRoutes('currencies', 'currencies', 'currency', `${BASE} symbol`, 'Currencies'),
    ...referenceRoutes('tax_rates', 'taxRates', 'taxRate', `${BASE} percentage`, 'Tax rates'),
  ],
};
