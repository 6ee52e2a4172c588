import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError, ForbiddenError } from '../../../graphql/errors';
import { principalRule } from '../../identity/auth/auth.rules';
import type { AccountingArea, AccountingLevel, Principal } from '../../identity/auth/principal';
import { AccountingCountry, AccountingPlan } from '../../identity/tenants/tenant.entity';
import { requestBusiness } from '../../identity/tenants/tenant-scope';

/**
 * Who may call each accounting operation and where it exists: seed 2's per-area role table and
 * its plan x country availability table, as data. The permission rules and the REST
 * descriptions are both derived from this one table.
 */
export interface AccessEntry {
  /** The operation group as the seed names it. */
  group: string;
  /** The caller needs one of the levels in one of the areas. */
  roles: Partial<Record<AccountingArea, readonly AccountingLevel[]>>;
  /** Countries where the group exists, per plan (empty: not on that plan). */
  plans: Record<AccountingPlan, readonly AccountingCountry[]>;
}

const ANY: readonly AccountingLevel[] = ['FULL_ACCESS', 'RESTRICTED_ACCESS', 'READ_ONLY'];
const WRITE: readonly AccountingLevel[] = ['FULL_ACCESS', 'RESTRICTED_ACCESS'];
const FULL: readonly AccountingLevel[] = ['FULL_ACCESS'];

const { CA, ES, FR, GB, IE, US } = AccountingCountry;
const EVERY_COUNTRY = [CA, ES, FR, GB, IE, US] as const;
const NOT_ES = [CA, FR, GB, IE, US] as const;
const GB_IE = [GB, IE] as const;
const EVERYWHERE = { PLUS: EVERY_COUNTRY, STANDARD: EVERY_COUNTRY, START: EVERY_COUNTRY } as const;

export const ACCESS_TABLE = {
  purchaseCreditNotesRead: {
    group: 'Purchase credit notes: list, read',
    roles: { PURCHASES: ANY },
    plans: { PLUS: NOT_ES, STANDARD: NOT_ES, START: NOT_ES },
  },
  purchaseCreditNotesWrite: {
    group: 'Purchase credit notes: create, update, release',
    roles: { PURCHASES: WRITE },
    plans: { PLUS: NOT_ES, STANDARD: [], START: [] },
  },
  purchaseCreditNotesDelete: {
    group: 'Purchase credit notes: delete',
    roles: { PURCHASES: FULL },
    plans: { PLUS: NOT_ES, STANDARD: [], START: [] },
  },
  attachmentsRead: {
    group: 'Attachments: list, read, file',
    roles: { SALES: ANY, PURCHASES: ANY },
    plans: { PLUS: EVERY_COUNTRY, STANDARD: GB_IE, START: EVERY_COUNTRY },
  },
  attachmentsWrite: {
    group: 'Attachments: create, update, delete',
    roles: { SALES: WRITE, PURCHASES: WRITE },
    plans: { PLUS: EVERY_COUNTRY, STANDARD: GB_IE, START: EVERY_COUNTRY },
  },
  // The seed names no roles for ledger account types: any accounting role in any area reads them.
  ledgerAccountTypesRead: {
    group: 'Ledger account types: list, read',
    roles: { SALES: ANY, PURCHASES: ANY, PRODUCTS_SERVICES: ANY },
    plans: { PLUS: EVERY_COUNTRY, STANDARD: GB_IE, START: EVERY_COUNTRY },
  },
  serviceRateTypesRead: {
    group: 'Service rate types: list, read',
    roles: { PRODUCTS_SERVICES: ANY, SALES: ANY, PURCHASES: ANY },
    plans: { PLUS: EVERY_COUNTRY, STANDARD: GB_IE, START: EVERY_COUNTRY },
  },
  serviceRateTypesCreate: {
    group: 'Service rate types: create',
    roles: { PRODUCTS_SERVICES: WRITE },
    plans: { PLUS: EVERY_COUNTRY, STANDARD: GB_IE, START: [] },
  },
  serviceRateTypesChange: {
    group: 'Service rate types: update, delete',
    roles: { PRODUCTS_SERVICES: FULL },
    plans: { PLUS: EVERY_COUNTRY, STANDARD: GB_IE, START: [] },
  },
  // Supporting resources (SPEC section 5): on every plan and in every country.
  referenceDataRead: {
    group: 'Reference data: list, read',
    roles: { SALES: ANY, PURCHASES: ANY, PRODUCTS_SERVICES: ANY },
    plans: EVERYWHERE,
  },
  ledgerAccountsWrite: {
    group: 'Ledger accounts: create',
    roles: { SALES: FULL, PURCHASES: FULL },
    plans: EVERYWHERE,
  },
  contactsRead: {
    group: 'Contacts: list, read',
    roles: { SALES: ANY, PURCHASES: ANY },
    plans: EVERYWHERE,
  },
  contactsWrite: {
    group: 'Contacts: create',
    roles: { SALES: WRITE, PURCHASES: WRITE },
    plans: EVERYWHERE,
  },
} as const satisfies Record<string, AccessEntry>;

export type AccountingOperation = keyof typeof ACCESS_TABLE;

const AREA_LABELS: Record<AccountingArea, string> = {
  SALES: 'Sales',
  PURCHASES: 'Purchases',
  PRODUCTS_SERVICES: 'Products & Services',
};

const LEVEL_LABELS: Record<AccountingLevel, string> = {
  FULL_ACCESS: 'Full Access',
  RESTRICTED_ACCESS: 'Restricted Access',
  READ_ONLY: 'Read Only',
};

export const PLAN_LABELS: Record<AccountingPlan, string> = {
  PLUS: 'Accounting Plus',
  STANDARD: 'Accounting Standard',
  START: 'Accounting Start',
};

function rolesText(entry: AccessEntry): string {
  return Object.entries(entry.roles)
    .map(
      ([area, levels]) => `${AREA_LABELS[area as AccountingArea]} (${levels.map((l) => LEVEL_LABELS[l]).join(', ')})`,
    )
    .join(' or ');
}

/** The access rules of an operation in words, for the REST documentation. */
export function describeAccess(operation: AccountingOperation): string {
  const entry: AccessEntry = ACCESS_TABLE[operation];
  const plans = (Object.keys(entry.plans) as AccountingPlan[]).map((plan) => {
    const countries = entry.plans[plan];
    return `${PLAN_LABELS[plan]}: ${countries.length > 0 ? countries.join(', ') : 'not available'}`;
  });
  return `Roles: ${rolesText(entry)}. Availability: ${plans.join('; ')}. The business is X-Business or the caller’s own.`;
}

/** Whether `operation` exists for a business on `plan` in `country`. */
export function isAvailable(operation: AccountingOperation, plan: AccountingPlan, country: AccountingCountry): boolean {
  const entry: AccessEntry = ACCESS_TABLE[operation];
  return entry.plans[plan].includes(country);
}

/**
 * Whether `p` may run `operation` in the request's business: a staff user of that business (or
 * the super administrator) whose plan and country offer the operation (403 naming both
 * otherwise) and who holds one of the table's roles (403 naming them otherwise).
 */
async function mayRun(p: Principal, ctx: RequestContext, operation: AccountingOperation): Promise<boolean> {
  const entry: AccessEntry = ACCESS_TABLE[operation];
  if (p.kind !== 'user') return false;
  const business = await requestBusiness(ctx);
  if (p.role !== 'SUPER_ADMIN' && p.tenantId !== business.id) return false;
  const plan = business.accountingPlan;
  const country = business.accountingCountry;
  if (!isAvailable(operation, plan, country)) {
    throw new ForbiddenError(
      `${entry.group}: not available on plan ${plan} (${PLAN_LABELS[plan as AccountingPlan]}) in country ${country}`,
    );
  }
  const held = Object.entries(entry.roles).some(([area, levels]) => {
    const level = p.accounting?.[area as AccountingArea];
    return level !== undefined && levels.includes(level);
  });
  if (!held) throw new ForbiddenError(`${entry.group}: requires ${rolesText(entry)}`);
  return true;
}

const rules = new Map<AccountingOperation, ReturnType<typeof principalRule>>();

/** The permission rule of an accounting operation (see {@link mayRun}). */
export function accountingAccess(operation: AccountingOperation) {
  let guard = rules.get(operation);
  if (!guard) {
    guard = principalRule(`accounting:${operation}`, (p, ctx) => mayRun(p, ctx, operation));
    rules.set(operation, guard);
  }
  return guard;
}

/**
 * The same check as {@link accountingAccess}, throwing (401, 403): the REST routes run it before
 * they read any input, as the real API answers 403 to a caller without the role whatever the body.
 */
export async function assertAccountingAccess(ctx: RequestContext, operation: AccountingOperation): Promise<void> {
  if (!ctx.principal) throw ctx.authFailure ?? new AuthenticationError('No token provided');
  if (!(await mayRun(ctx.principal, ctx, operation))) throw new ForbiddenError();
}
