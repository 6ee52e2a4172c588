import type { AppModule } from '../../module';
import { PurchaseCreditNote } from './purchase-credit-note.entity';
import { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';
import { PurchaseCreditNoteLineResolver } from './purchase-credit-note-line.resolver';
import { PurchaseCreditNoteResolver } from './purchase-credit-note.resolver';
import { purchaseCreditNoteRoutes } from './purchase-credit-note.routes';
import { accountingDemo } from './purchase-credit-note.demo';
import { purchaseCreditNoteRules } from './purchase-credit-note.rules';

/** Purchase credit notes: credit received from suppliers, with lines, release and tombstones. */
export const purchaseCreditNotesModule: AppModule = {
  name: 'accounting/purchase-credit-notes',
  entities: [PurchaseCreditNote, PurchaseCreditNoteLine],
  resolvers: [PurchaseCreditNoteResolver, PurchaseCreditNoteLineResolver],
  rules: purchaseCreditNoteRules,
  routes: [purchaseCreditNoteRoutes],
  demo: accountingDemo,
};
