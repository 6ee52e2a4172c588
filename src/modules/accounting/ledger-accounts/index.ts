import type { AppModule } from '../../module';
import { LedgerAccount } from './ledger-account.entity';
import { LedgerAccountResolver } from './ledger-account.resolver';
import { ledgerAccountRoutes } from './ledger-account.routes';
import { ledgerAccountRules } from './ledger-account.rules';

/** The business's chart of ledger accounts (a default chart is created with each business). */
export const ledgerAccountsModule: AppModule = {
  name: 'accounting/ledger-accounts',
  entities: [LedgerAccount],
  resolvers: [LedgerAccountResolver],
  rules: ledgerAccountRules,
  routes: [ledgerAccountRoutes],
};
