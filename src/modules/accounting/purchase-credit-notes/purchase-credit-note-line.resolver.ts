import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import { loadLedgerAccount } from '../ledger-accounts/ledger-account.service';
import { TaxRate } from '../reference-data/reference.entity';
import { loadReference } from '../reference-data/reference.service';
import { PurchaseCreditNoteLineView, type LineView } from './purchase-credit-note-line.view';

@Resolver(() => PurchaseCreditNoteLineView)
export class PurchaseCreditNoteLineResolver {
  @FieldResolver(() => LedgerAccount, {
    name: 'ledger_account_record',
    nullable: true,
    description: 'The ledger account as a whole record (REST: `ledger_account` widened by `nested_attributes`).',
  })
  ledgerAccountRecord(@Ctx() ctx: RequestContext, @Root() line: LineView): Promise<LedgerAccount | null> {
    return loadLedgerAccount(ctx, line.ledger_account_id);
  }

  @FieldResolver(() => TaxRate, {
    name: 'tax_rate_record',
    nullable: true,
    description: 'The tax rate as a whole record (REST: `tax_rate` widened by `nested_attributes`).',
  })
  taxRateRecord(@Ctx() ctx: RequestContext, @Root() line: LineView): Promise<TaxRate | null> {
    return line.tax_rate_id ? loadReference(ctx, TaxRate, line.tax_rate_id) : Promise.resolve(null);
  }
}
