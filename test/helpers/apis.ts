/**
 * Where the three REST APIs are mounted. Their clients are typed by the documents the APIs serve
 * (`storefrontRest`, `accountingRest`, `payrollRest` in ./rest.ts).
 */
export const STOREFRONT_MOUNT = '/api';
export const ACCOUNTING_MOUNT = '/accounting/v3.1';
export const PAYROLL_MOUNT = '/payroll';
