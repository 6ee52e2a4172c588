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

const TYPE_FIELDS = 'id displayed_as path ledger_account_classification { id displayed_as path }';
const CLASSIFICATION_FIELDS = 'id displayed_as path';

export const ledgerAccountTypeRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    listRoute('ledgerAccountTypesRead', {
      method: 'get',
      path: '/ledger_account_types',
      summary: 'List ledger account types',
      tags: ['Ledger account types'],
      filters: {
        ledger_account_classification_id: {
          type: 'string',
          maxLength: 50,
          description: 'Only the types of this classification (INCOME, EXPENDITURE, ASSETS, LIABILITIES, CAPITAL).',
        },
      },
      operation: `query LedgerAccountTypes(${LIST_VARIABLES}, $ledger_account_classification_id: String) {
        ledgerAccountTypes(${LIST_ARGUMENTS}, ledger_account_classification_id: $ledger_account_classification_id) {
          ${ENVELOPE_FIELDS} items { ${TYPE_FIELDS} } } }`,
    }),
    recordRoute('ledgerAccountTypesRead', {
      method: 'get',
      path: '/ledger_account_types/:key',
      summary: 'Read a ledger account type',
      tags: ['Ledger account types'],
      query: queryParams(SINGLE_PARAMS),
      operation: `query LedgerAccountType($key: ID!) { ledgerAccountType(key: $key) { ${TYPE_FIELDS} } }`,
    }),
    listRoute('ledgerAccountTypesRead', {
      method: 'get',
      path: '/ledger_account_classifications',
      summary: 'List ledger account classifications',
      tags: ['Ledger account types'],
      filters: {
        ledger_account_type_id: { type: 'string', maxLength: 50, description: 'Only the classification of this type.' },
      },
      operation: `query LedgerAccountClassifications(${LIST_VARIABLES}, $ledger_account_type_id: String) {
        ledgerAccountClassifications(${LIST_ARGUMENTS}, ledger_account_type_id: $ledger_account_type_id) {
          ${ENVELOPE_FIELDS} items { ${CLASSIFICATION_FIELDS} } } }`,
    }),
    recordRoute('ledgerAccountTypesRead', {
      method: 'get',
      path: '/ledger_account_classifications/:key',
      summary: 'Read a ledger account classification',
      tags: ['Ledger account types'],
      query: queryParams(SINGLE_PARAMS),
      operation: `query LedgerAccountClassification($key: ID!) {
        ledgerAccountClassification(key: $key) { ${CLASSIFICATION_FIELDS} } }`,
    }),
  ],
};
