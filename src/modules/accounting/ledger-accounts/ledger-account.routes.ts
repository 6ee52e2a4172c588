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

export const LEDGER_ACCOUNT_FIELDS = `id displayed_as path created_at updated_at
  ledger_account_type { id displayed_as path } included_in_chart name display_name nominal_code`;

export const ledgerAccountRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    listRoute('referenceDataRead', {
      method: 'get',
      path: '/ledger_accounts',
      summary: 'List ledger accounts',
      description: 'The chart of accounts, by nominal code.',
      tags: ['Ledger accounts'],
      filters: {
        ledger_account_type_id: { type: 'string', maxLength: 50, description: 'Only accounts of this type.' },
      },
      operation: `query LedgerAccounts(${LIST_VARIABLES}, $ledger_account_type_id: String) {
        ledgerAccounts(${LIST_ARGUMENTS}, ledger_account_type_id: $ledger_account_type_id) {
          ${ENVELOPE_FIELDS} items { ${LEDGER_ACCOUNT_FIELDS} } } }`,
    }),
    recordRoute('referenceDataRead', {
      method: 'get',
      path: '/ledger_accounts/:key',
      summary: 'Read a ledger account',
      tags: ['Ledger accounts'],
      query: queryParams(SINGLE_PARAMS),
      operation: `query LedgerAccount($key: ID!) { ledgerAccount(key: $key) { ${LEDGER_ACCOUNT_FIELDS} } }`,
    }),
    recordRoute('ledgerAccountsWrite', {
      method: 'post',
      path: '/ledger_accounts',
      summary: 'Create a ledger account',
      description: 'Body `{"ledger_account": {...}}`; the nominal code must be new in the business.',
      tags: ['Ledger accounts'],
      operation: `mutation CreateLedgerAccount($ledger_account: LedgerAccountInput!) {
        createLedgerAccount(ledger_account: $ledger_account) { ${LEDGER_ACCOUNT_FIELDS} } }`,
      bodyVariable: 'ledger_account',
      status: 201,
    }),
  ],
};
