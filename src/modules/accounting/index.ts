import type { AppModule } from '../module';
import { onTenantCreated } from '../identity/tenants/tenant.service';
import { attachmentsModule } from './attachments';
import { contactsModule } from './contacts';
import { ledgerAccountTypesModule } from './ledger-account-types';
import { ledgerAccountsModule } from './ledger-accounts';
import { purchaseCreditNotesModule } from './purchase-credit-notes';
import { referenceDataModule } from './reference-data';
import { createReferenceData } from './reference-data/reference.seed';
import { serviceRateTypesModule } from './service-rate-types';

// Every business gets its reference data in the transaction that creates its tenant.
onTenantCreated(createReferenceData);

/** The Accounting API v3.1 (seed 2): one module per domain folder. */
export const accountingModules: AppModule[] = [
  referenceDataModule,
  ledgerAccountTypesModule,
  ledgerAccountsModule,
  contactsModule,
  serviceRateTypesModule,
  purchaseCreditNotesModule,
  attachmentsModule,
];
