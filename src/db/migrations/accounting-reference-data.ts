/**
 * The reference data that Migration20261123210000_accounting gives every tenant that existed
 * before it: the statements the accounting module seeded new tenants with at the time
 * (`referenceDataStatements('true')` of reference-data/reference.seed.ts). A copy, not an import:
 * a migration that has run must stay as it ran, whatever the module's seed becomes later.
 */
export const ACCOUNTING_REFERENCE_DATA: readonly string[] = [
  `insert into "accounting_ledger_account_classification" ("pk", "tenant_id", "code", "name", "position", "created_at", "updated_at")
    select gen_random_uuid(), t."id", v.code, v.name, v.position, date_trunc('second', now()), date_trunc('second', now())
    from "tenant" t cross join (values ('INCOME', 'Income', 0), ('EXPENDITURE', 'Expenditure', 1), ('ASSETS', 'Assets', 2), ('LIABILITIES', 'Liabilities', 3), ('CAPITAL', 'Capital', 4)) as v(code, name, position) where true`,
  `insert into "accounting_artefact_status" ("pk", "tenant_id", "code", "name", "position", "created_at", "updated_at")
    select gen_random_uuid(), t."id", v.code, v.name, v.position, date_trunc('second', now()), date_trunc('second', now())
    from "tenant" t cross join (values ('DRAFT', 'Draft', 0), ('UNPAID', 'Unpaid', 1), ('PART_PAID', 'Part Paid', 2), ('PAID', 'Paid', 3), ('VOID', 'Void', 4), ('DISPUTED', 'Disputed', 5), ('PRO_FORMA', 'Pro-Forma', 6), ('DECLINED', 'Declined', 7)) as v(code, name, position) where true`,
  `insert into "accounting_attachment_context_type" ("pk", "tenant_id", "code", "name", "position", "created_at", "updated_at")
    select gen_random_uuid(), t."id", v.code, v.name, v.position, date_trunc('second', now()), date_trunc('second', now())
    from "tenant" t cross join (values ('PURCHASE_CREDIT_NOTE', 'Purchase Credit Note', 0)) as v(code, name, position) where true`,
  `insert into "accounting_ledger_account_type" ("pk", "tenant_id", "code", "name", "position", "classification_code", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.code, v.name, v.position, v.classification, date_trunc('second', now()), date_trunc('second', now())
      from "tenant" t cross join (values ('SALES', 'Sales', 'INCOME', 0), ('OTHER_INCOME', 'Other Income', 'INCOME', 1), ('DIRECT_EXPENSES', 'Direct Expenses', 'EXPENDITURE', 2), ('OVERHEADS', 'Overheads', 'EXPENDITURE', 3), ('DEPRECIATION', 'Depreciation', 'EXPENDITURE', 4), ('CURRENT_ASSETS', 'Current Assets', 'ASSETS', 5), ('FIXED_ASSETS', 'Fixed Assets', 'ASSETS', 6), ('FUTURE_ASSETS', 'Future Assets', 'ASSETS', 7), ('BANK', 'Bank', 'ASSETS', 8), ('CURRENT_LIABILITY', 'Current Liability', 'LIABILITIES', 9), ('FUTURE_LIABILITY', 'Future Liability', 'LIABILITIES', 10), ('EQUITY', 'Equity', 'CAPITAL', 11), ('LINE_OF_CREDIT', 'Line of Credit', 'LIABILITIES', 12))
        as v(code, name, classification, position) where true`,
  `insert into "accounting_currency" ("pk", "tenant_id", "code", "name", "symbol", "position", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.code, v.name, v.symbol, v.position, date_trunc('second', now()), date_trunc('second', now())
      from "tenant" t cross join (values ('GBP', 'Pound Sterling', '£', 0), ('EUR', 'Euro', '€', 1), ('USD', 'US Dollar', '$', 2), ('CAD', 'Canadian Dollar', '$', 3))
        as v(code, name, symbol, position) where true`,
  `insert into "accounting_tax_rate" ("pk", "tenant_id", "country", "code", "name", "percentage", "position", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.country, v.code, v.name, v.percentage::numeric, v.position, date_trunc('second', now()), date_trunc('second', now())
      from "tenant" t cross join (values ('CA', 'CA_GST', 'GST', '5.00', 0), ('CA', 'CA_ZERO', 'Zero', '0.00', 1), ('CA', 'CA_EXEMPT', 'Exempt', '0.00', 2), ('ES', 'ES_STANDARD', 'Standard', '21.00', 0), ('ES', 'ES_REDUCED', 'Reduced', '10.00', 1), ('ES', 'ES_SUPER_REDUCED', 'Super Reduced', '4.00', 2), ('ES', 'ES_ZERO', 'Zero', '0.00', 3), ('ES', 'ES_EXEMPT', 'Exempt', '0.00', 4), ('FR', 'FR_STANDARD', 'Standard', '20.00', 0), ('FR', 'FR_INTERMEDIATE', 'Intermediate', '10.00', 1), ('FR', 'FR_REDUCED', 'Reduced', '5.50', 2), ('FR', 'FR_SUPER_REDUCED', 'Super Reduced', '2.10', 3), ('FR', 'FR_ZERO', 'Zero', '0.00', 4), ('GB', 'GB_STANDARD', 'Standard', '20.00', 0), ('GB', 'GB_REDUCED', 'Reduced', '5.00', 1), ('GB', 'GB_ZERO', 'Zero', '0.00', 2), ('GB', 'GB_EXEMPT', 'Exempt', '0.00', 3), ('GB', 'GB_NO_TAX', 'No Tax', '0.00', 4), ('IE', 'IE_STANDARD', 'Standard', '23.00', 0), ('IE', 'IE_REDUCED', 'Reduced', '13.50', 1), ('IE', 'IE_SECOND_REDUCED', 'Second Reduced', '9.00', 2), ('IE', 'IE_ZERO', 'Zero', '0.00', 3), ('IE', 'IE_EXEMPT', 'Exempt', '0.00', 4), ('US', 'US_NO_TAX', 'No Tax', '0.00', 0), ('US', 'US_EXEMPT', 'Exempt', '0.00', 1)) as v(country, code, name, percentage, position)
      where true`,
  `insert into "accounting_ledger_account" ("id", "tenant_id", "ledger_account_type_code", "nominal_code", "name", "display_name", "included_in_chart", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.type, v.nominal_code, v.name, v.name, true, date_trunc('second', now()), date_trunc('second', now())
      from "tenant" t cross join (values (10, 'Office equipment', 'FIXED_ASSETS'), (1100, 'Trade debtors', 'CURRENT_ASSETS'), (1200, 'Bank current account', 'BANK'), (1300, 'Prepayments', 'FUTURE_ASSETS'), (2100, 'Trade creditors', 'CURRENT_LIABILITY'), (2200, 'Sales tax', 'CURRENT_LIABILITY'), (2300, 'Loans', 'FUTURE_LIABILITY'), (2400, 'Credit card', 'LINE_OF_CREDIT'), (3000, 'Capital introduced', 'EQUITY'), (4000, 'Sales - products', 'SALES'), (4900, 'Other income', 'OTHER_INCOME'), (5000, 'Cost of sales - goods', 'DIRECT_EXPENSES'), (5100, 'Cost of sales - services', 'DIRECT_EXPENSES'), (7500, 'Office costs', 'OVERHEADS'), (8000, 'Depreciation', 'DEPRECIATION')) as v(nominal_code, name, type)
      where true`,
  `insert into "accounting_service_rate_type" ("id", "tenant_id", "name", "active", "created_at", "updated_at")
      select gen_random_uuid(), t."id", 'Rate', true, date_trunc('second', now()), date_trunc('second', now())
      from "tenant" t where true`,
];
