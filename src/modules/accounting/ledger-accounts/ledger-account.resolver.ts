import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { ledgerAccountTypeLink } from '../ledger-account-types/ledger-account-type.service';
import { Link, type ListPage, perPage } from '../shared/wire';
import { LedgerAccount } from './ledger-account.entity';
import * as accounts from './ledger-account.service';
import { LedgerAccountInput, LedgerAccountList, LedgerAccountListArgs } from './ledger-account.types';

@Resolver(() => LedgerAccount)
export class LedgerAccountResolver {
  @Query(() => LedgerAccountList, { description: 'The business’s chart of accounts.', complexity: perPage })
  ledgerAccounts(@Ctx() ctx: RequestContext, @Args() args: LedgerAccountListArgs): Promise<ListPage<LedgerAccount>> {
    return accounts.listLedgerAccounts(ctx, args);
  }

  @Query(() => LedgerAccount, { description: 'One account of the business’s chart.' })
  ledgerAccount(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The ledger account’s id; an account of another business answers 404.' })
    key: string,
  ): Promise<LedgerAccount> {
    return accounts.findLedgerAccount(ctx, key);
  }

  @Mutation(() => LedgerAccount, { description: 'Adds an account to the chart.' })
  createLedgerAccount(
    @Ctx() ctx: RequestContext,
    @Arg('ledger_account', () => LedgerAccountInput, { description: 'The new account.' }) input: LedgerAccountInput,
  ): Promise<LedgerAccount> {
    return accounts.createLedgerAccount(ctx, input);
  }

  @FieldResolver(() => Link, { name: 'ledger_account_type', nullable: true })
  ledgerAccountType(@Ctx() ctx: RequestContext, @Root() account: LedgerAccount): Promise<Link | null> {
    return ledgerAccountTypeLink(ctx, account.ledgerAccountTypeCode);
  }
}
