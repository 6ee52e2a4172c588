import { createContact } from '../../src/modules/accounting/contacts/contact.service';
import type { Contact } from '../../src/modules/accounting/contacts/contact.entity';
import { LedgerAccount } from '../../src/modules/accounting/ledger-accounts/ledger-account.entity';
import type { TestApp } from './app';
import { actingAs, storeScenario, type StoreScenario } from './scenarios';

/** The accounting API's named scenarios: a business with its suppliers and ledger accounts. */
/** The supplier most accounting tests credit: Hendrix Supplies, reference HENDRI01. */
export const HENDRIX = { name: 'Hendrix Supplies', reference: 'HENDRI01' };

/** A business (a store's accounting side) with its suppliers and the ledger accounts they are booked to. */
export interface BusinessScenario extends StoreScenario {
  /** The suppliers asked for, in order; `supplier` is the first. */
  suppliers: Contact[];
  supplier: Contact;
  /** The default chart's 5000 (goods) and 5100 (services) accounts. */
  goods: LedgerAccount;
  services: LedgerAccount;
}

/** A business `slug` with suppliers (Hendrix Supplies unless told), created through the services as its ADMIN. */
export async function businessScenario(
  t: TestApp,
  slug: string,
  suppliers: { name: string; reference?: string }[] = [HENDRIX],
): Promise<BusinessScenario> {
  const store = await storeScenario(t, slug);
  const asAdmin = actingAs(t, store.admin.principal, store.tenant.slug);
  const created: Contact[] = [];
  for (const supplier of suppliers) {
    created.push(
      await createContact(asAdmin, {
        name: supplier.name,
        reference: supplier.reference ?? null,
        contact_type_ids: ['VENDOR'],
      }),
    );
  }
  const account = (nominalCode: number) =>
    t.orm.em.fork().findOneOrFail(LedgerAccount, { tenant: store.tenant.id, nominalCode }, { filters: false });
  return {
    ...store,
    suppliers: created,
    supplier: created[0],
    goods: await account(5000),
    services: await account(5100),
  };
}
