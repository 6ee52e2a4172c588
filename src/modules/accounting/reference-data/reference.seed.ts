import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tenant } from '../../identity/tenants/tenant.entity';
import {
  ARTEFACT_STATUSES,
  ATTACHMENT_CONTEXT_TYPES,
  CLASSIFICATIONS,
  CURRENCIES,
  DEFAULT_LEDGER_ACCOUNTS,
  DEFAULT_SERVICE_RATE_TYPE,
  LEDGER_ACCOUNT_TYPES,
  TAX_RATES,
} from './reference.data';

/** A SQL literal of one of our own constants. */
function literal(value: string | number | boolean): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function values(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return rows.map((row) => `(${row.map(literal).join(', ')})`).join(', ');
}

const NOW = `date_trunc('second', now())`;

function lookup(table: string, rows: readonly (readonly [string, string])[], tenants: string): string {
  const numbered = rows.map(([code, name], position) => [code, name, position] as const);
  return `insert into "${table}" ("pk", "tenant_id", "code", "name", "position", "created_at", "updated_at")
    select gen_random_uuid(), t."id", v.code, v.name, v.position, ${NOW}, ${NOW}
    from "tenant" t cross join (values ${values(numbered)}) as v(code, name, position) where ${tenants}`;
}

/**
 * The statements that give each tenant matching `tenants` (a SQL condition over `t`, the tenant
 * table) its reference data: used by the migration for the tenants that existed before it, and
 * for each new tenant inside its creation transaction, so both produce the same rows.
 */
export function referenceDataStatements(tenants: string): string[] {
  const taxRates = Object.entries(TAX_RATES).flatMap(([country, rates]) =>
    rates.map(([code, name, percentage], position) => [country, code, name, percentage, position] as const),
  );
  return [
    lookup('accounting_ledger_account_classification', CLASSIFICATIONS, tenants),
    lookup('accounting_artefact_status', ARTEFACT_STATUSES, tenants),
    lookup('accounting_attachment_context_type', ATTACHMENT_CONTEXT_TYPES, tenants),
    `insert into "accounting_ledger_account_type" ("pk", "tenant_id", "code", "name", "position", "classification_code", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.code, v.name, v.position, v.classification, ${NOW}, ${NOW}
      from "tenant" t cross join (values ${values(LEDGER_ACCOUNT_TYPES.map((row, i) => [...row, i]))})
        as v(code, name, classification, position) where ${tenants}`,
    `insert into "accounting_currency" ("pk", "tenant_id", "code", "name", "symbol", "position", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.code, v.name, v.symbol, v.position, ${NOW}, ${NOW}
      from "tenant" t cross join (values ${values(CURRENCIES.map((row, i) => [...row, i]))})
        as v(code, name, symbol, position) where ${tenants}`,
    `insert into "accounting_tax_rate" ("pk", "tenant_id", "country", "code", "name", "percentage", "position", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.country, v.code, v.name, v.percentage::numeric, v.position, ${NOW}, ${NOW}
      from "tenant" t cross join (values ${values(taxRates)}) as v(country, code, name, percentage, position)
      where ${tenants}`,
    `insert into "accounting_ledger_account" ("id", "tenant_id", "ledger_account_type_code", "nominal_code", "name", "display_name", "included_in_chart", "created_at", "updated_at")
      select gen_random_uuid(), t."id", v.type, v.nominal_code, v.name, v.name, true, ${NOW}, ${NOW}
      from "tenant" t cross join (values ${values(DEFAULT_LEDGER_ACCOUNTS)}) as v(nominal_code, name, type)
      where ${tenants}`,
    `insert into "accounting_service_rate_type" ("id", "tenant_id", "name", "active", "created_at", "updated_at")
      select gen_random_uuid(), t."id", ${literal(DEFAULT_SERVICE_RATE_TYPE)}, true, ${NOW}, ${NOW}
      from "tenant" t where ${tenants}`,
  ];
}

/** Gives a new tenant its accounting reference data, in the transaction that creates it. */
export async function createReferenceData(em: EntityManager, tenant: Tenant): Promise<void> {
  for (const sql of referenceDataStatements(`t."id" = ?`)) await em.execute(sql, [tenant.id]);
}
