import type { AccountingCountry, Tenant } from '../../identity/tenants/tenant.entity';

/** The reference data every business starts with (its own copy, created with the tenant). */

/** SPEC section 5's classifications of ledger account types. */
export const CLASSIFICATIONS: readonly [code: string, name: string][] = [
  ['INCOME', 'Income'],
  ['EXPENDITURE', 'Expenditure'],
  ['ASSETS', 'Assets'],
  ['LIABILITIES', 'Liabilities'],
  ['CAPITAL', 'Capital'],
];

/** The reference's 13 ledger account types, each with its classification. */
export const LEDGER_ACCOUNT_TYPES: readonly [code: string, name: string, classification: string][] = [
  ['SALES', 'Sales', 'INCOME'],
  ['OTHER_INCOME', 'Other Income', 'INCOME'],
  ['DIRECT_EXPENSES', 'Direct Expenses', 'EXPENDITURE'],
  ['OVERHEADS', 'Overheads', 'EXPENDITURE'],
  ['DEPRECIATION', 'Depreciation', 'EXPENDITURE'],
  ['CURRENT_ASSETS', 'Current Assets', 'ASSETS'],
  ['FIXED_ASSETS', 'Fixed Assets', 'ASSETS'],
  ['FUTURE_ASSETS', 'Future Assets', 'ASSETS'],
  ['BANK', 'Bank', 'ASSETS'],
  ['CURRENT_LIABILITY', 'Current Liability', 'LIABILITIES'],
  ['FUTURE_LIABILITY', 'Future Liability', 'LIABILITIES'],
  ['EQUITY', 'Equity', 'CAPITAL'],
  ['LINE_OF_CREDIT', 'Line of Credit', 'LIABILITIES'],
];

/** The reference's eight artefact statuses. */
export const ARTEFACT_STATUSES: readonly [code: string, name: string][] = [
  ['DRAFT', 'Draft'],
  ['UNPAID', 'Unpaid'],
  ['PART_PAID', 'Part Paid'],
  ['PAID', 'Paid'],
  ['VOID', 'Void'],
  ['DISPUTED', 'Disputed'],
  ['PRO_FORMA', 'Pro-Forma'],
  ['DECLINED', 'Declined'],
];

/** The kinds of record this server can attach files to. */
export const ATTACHMENT_CONTEXT_TYPES: readonly [code: string, name: string][] = [
  ['PURCHASE_CREDIT_NOTE', 'Purchase Credit Note'],
];

export const CURRENCIES: readonly [code: string, name: string, symbol: string][] = [
  ['GBP', 'Pound Sterling', '£'],
  ['EUR', 'Euro', '€'],
  ['USD', 'US Dollar', '$'],
  ['CAD', 'Canadian Dollar', '$'],
];

/** The currency a business keeps its books in, by country. */
export const BASE_CURRENCY: Record<AccountingCountry, string> = {
  CA: 'CAD',
  ES: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  IE: 'EUR',
  US: 'USD',
};

/** The base currency of a business. */
export function baseCurrencyOf(business: Pick<Tenant, 'accountingCountry'>): string {
  return BASE_CURRENCY[business.accountingCountry as AccountingCountry];
}

/** Tax rates by country: `[code, name, percentage]`. */
export const TAX_RATES: Record<AccountingCountry, readonly [code: string, name: string, percentage: string][]> = {
  CA: [
    ['CA_GST', 'GST', '5.00'],
    ['CA_ZERO', 'Zero', '0.00'],
    ['CA_EXEMPT', 'Exempt', '0.00'],
  ],
  ES: [
    ['ES_STANDARD', 'Standard', '21.00'],
    ['ES_REDUCED', 'Reduced', '10.00'],
    ['ES_SUPER_REDUCED', 'Super Reduced', '4.00'],
    ['ES_ZERO', 'Zero', '0.00'],
    ['ES_EXEMPT', 'Exempt', '0.00'],
  ],
  FR: [
    ['FR_STANDARD', 'Standard', '20.00'],
    ['FR_INTERMEDIATE', 'Intermediate', '10.00'],
    ['FR_REDUCED', 'Reduced', '5.50'],
    ['FR_SUPER_REDUCED', 'Super Reduced', '2.10'],
    ['FR_ZERO', 'Zero', '0.00'],
  ],
  GB: [
    ['GB_STANDARD', 'Standard', '20.00'],
    ['GB_REDUCED', 'Reduced', '5.00'],
    ['GB_ZERO', 'Zero', '0.00'],
    ['GB_EXEMPT', 'Exempt', '0.00'],
    ['GB_NO_TAX', 'No Tax', '0.00'],
  ],
  IE: [
    ['IE_STANDARD', 'Standard', '23.00'],
    ['IE_REDUCED', 'Reduced', '13.50'],
    ['IE_SECOND_REDUCED', 'Second Reduced', '9.00'],
    ['IE_ZERO', 'Zero', '0.00'],
    ['IE_EXEMPT', 'Exempt', '0.00'],
  ],
  US: [
    ['US_NO_TAX', 'No Tax', '0.00'],
    ['US_EXEMPT', 'Exempt', '0.00'],
  ],
};

/** The default chart: `[nominal code, name, ledger account type]`. */
export const DEFAULT_LEDGER_ACCOUNTS: readonly [nominalCode: number, name: string, type: string][] = [
  [10, 'Office equipment', 'FIXED_ASSETS'],
  [1100, 'Trade debtors', 'CURRENT_ASSETS'],
  [1200, 'Bank current account', 'BANK'],
  [1300, 'Prepayments', 'FUTURE_ASSETS'],
  [2100, 'Trade creditors', 'CURRENT_LIABILITY'],
  [2200, 'Sales tax', 'CURRENT_LIABILITY'],
  [2300, 'Loans', 'FUTURE_LIABILITY'],
  [2400, 'Credit card', 'LINE_OF_CREDIT'],
  [3000, 'Capital introduced', 'EQUITY'],
  [4000, 'Sales - products', 'SALES'],
  [4900, 'Other income', 'OTHER_INCOME'],
  [5000, 'Cost of sales - goods', 'DIRECT_EXPENSES'],
  [5100, 'Cost of sales - services', 'DIRECT_EXPENSES'],
  [7500, 'Office costs', 'OVERHEADS'],
  [8000, 'Depreciation', 'DEPRECIATION'],
];

/** Each business starts with one active service rate type (SPEC section 5). */
export const DEFAULT_SERVICE_RATE_TYPE = 'Rate';
