import type { AppModule } from '../../module';
import { LedgerAccountType } from './ledger-account-type.entity';
import { LedgerAccountTypeResolver } from './ledger-account-type.resolver';
import { ledgerAccountTypeRoutes } from './ledger-account-type.routes';
import { ledgerAccountTypeRules } from './ledger-account-type.rules';

/** Ledger account types and their classifications (read-only). */
export const ledgerAccountTypesModule: AppModule = {
  name: 'accounting/ledger-account-types',
  entities: [LedgerAccountType],
  resolvers: [LedgerAccountTypeResolver],
  rules: ledgerAccountTypeRules,
  routes: [ledgerAccountTypeRoutes],
};
