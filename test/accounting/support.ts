import type { AccountingArea, AccountingLevel } from '../../src/modules/identity/auth/principal';
import type { AccountingCountry, AccountingPlan } from '../../src/modules/identity/tenants/tenant.entity';
import { updateTenant } from '../../src/modules/identity/tenants/tenant.service';
import { AccountingAccess, AccountingAreaName } from '../../src/modules/identity/users/user.entity';
import { setAccountingRoles } from '../../src/modules/identity/users/user.service';
import { createContact } from '../../src/modules/accounting/contacts/contact.service';
import type { Contact } from '../../src/modules/accounting/contacts/contact.entity';
import { LedgerAccount } from '../../src/modules/accounting/ledger-accounts/ledger-account.entity';
import type { TestApp } from '../helpers/app';
import { ACCOUNTING_MOUNT } from '../helpers/apis';
import { actingAs, type Actor, type StoreScenario } from '../helpers/scenarios';

/** The accounting REST API, typed by its OpenAPI document. */
export { accountingRest as accounting } from '../helpers/rest';

type Headers = Record<string, string>;

export const MOUNT = ACCOUNTING_MOUNT;

/**
 * The records of a list page. The served document declares `$items` as an array of anything
 * (`items: {}`), so its types cannot say what a record holds: the caller names the fields it reads.
 */
export function itemsOf<T = { id: string; displayed_as: string | null }>(page: { $items: unknown[] }): T[] {
  return page.$items as T[];
}

/** An actor's bearer token with `X-Business` (accounting names businesses by id), or their own business. */
export function asBusiness(actor: Actor, businessId?: string): Headers {
  return { authorization: actor.headers.authorization, ...(businessId ? { 'x-business': businessId } : {}) };
}

/** Sets a staff user's accounting role in one area (null removes it), through the service. */
export async function setRole(
  t: TestApp,
  store: StoreScenario,
  userId: string,
  area: AccountingArea,
  level: AccountingLevel | null,
): Promise<void> {
  const ctx = actingAs(t, store.admin.principal, store.tenant.slug);
  await setAccountingRoles(ctx, userId, [
    { area: area as AccountingAreaName, level: level as AccountingAccess | null },
  ]);
}

/** Clears every accounting role of a staff user. */
export async function clearRoles(t: TestApp, store: StoreScenario, userId: string): Promise<void> {
  for (const area of ['SALES', 'PURCHASES', 'PRODUCTS_SERVICES'] as const) await setRole(t, store, userId, area, null);
}

/** Moves a business to another plan and country (what the super administrator may do). */
export async function setPlan(
  t: TestApp,
  tenantId: string,
  plan: AccountingPlan,
  country: AccountingCountry,
): Promise<void> {
  const root = actingAs(t, { kind: 'user', id: 'fixture', role: 'SUPER_ADMIN', tenantId: null });
  await updateTenant(root, tenantId, { accountingPlan: plan, accountingCountry: country });
}

/** A contact of the store's business, created through the service as its ADMIN. */
export function makeContact(
  t: TestApp,
  store: StoreScenario,
  input: { name: string; reference?: string; types?: string[] },
): Promise<Contact> {
  const ctx = actingAs(t, store.admin.principal, store.tenant.slug);
  return createContact(ctx, {
    name: input.name,
    reference: input.reference ?? null,
    contact_type_ids: input.types ?? ['VENDOR'],
  });
}

/** A ledger account of the default chart, by nominal code. */
export async function ledgerAccount(t: TestApp, store: StoreScenario, nominalCode: number): Promise<LedgerAccount> {
  return t.orm.em.fork().findOneOrFail(LedgerAccount, { tenant: store.tenant.id, nominalCode }, { filters: false });
}
