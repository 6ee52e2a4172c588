import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { LedgerAccountClassification } from '../reference-data/reference.entity';
import { Link, type ListPage, perPage } from '../shared/wire';
import { LedgerAccountType } from './ledger-account-type.entity';
import * as types from './ledger-account-type.service';
import {
  LedgerAccountClassificationList,
  LedgerAccountClassificationListArgs,
  LedgerAccountTypeList,
  LedgerAccountTypeListArgs,
} from './ledger-account-type.types';

@Resolver(() => LedgerAccountType)
export class LedgerAccountTypeResolver {
  @Query(() => LedgerAccountTypeList, { description: 'The ledger account types (read-only).', complexity: perPage })
  ledgerAccountTypes(
    @Ctx() ctx: RequestContext,
    @Args() args: LedgerAccountTypeListArgs,
  ): Promise<ListPage<LedgerAccountType>> {
    return types.listLedgerAccountTypes(ctx, args);
  }

  @Query(() => LedgerAccountType, { description: 'One ledger account type, by id.' })
  ledgerAccountType(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The type’s id, e.g. `OVERHEADS`.' }) key: string,
  ): Promise<LedgerAccountType> {
    return types.findLedgerAccountType(ctx, key);
  }

  @Query(() => LedgerAccountClassificationList, {
    description: 'The classifications of ledger account types.',
    complexity: perPage,
  })
  ledgerAccountClassifications(
    @Ctx() ctx: RequestContext,
    @Args() args: LedgerAccountClassificationListArgs,
  ): Promise<ListPage<LedgerAccountClassification>> {
    return types.listClassifications(ctx, args);
  }

  @Query(() => LedgerAccountClassification, { description: 'One classification of ledger account types, by id.' })
  ledgerAccountClassification(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The classification’s id.' }) key: string,
  ): Promise<LedgerAccountClassification> {
    return types.findClassification(ctx, key);
  }

  @FieldResolver(() => Link, { name: 'ledger_account_classification', nullable: true })
  ledgerAccountClassificationLink(@Ctx() ctx: RequestContext, @Root() type: LedgerAccountType): Promise<Link | null> {
    return types.classificationLink(ctx, type);
  }
}
