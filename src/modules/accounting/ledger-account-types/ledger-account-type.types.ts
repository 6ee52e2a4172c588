import { ArgsType, Field, ObjectType } from 'type-graphql';
import { LedgerAccountClassification } from '../reference-data/reference.entity';
import { AccountingList, ListArgs } from '../shared/wire';
import { LedgerAccountType } from './ledger-account-type.entity';

@ObjectType('LedgerAccountTypeList')
export class LedgerAccountTypeList extends AccountingList(LedgerAccountType) {}

@ObjectType('LedgerAccountClassificationList')
export class LedgerAccountClassificationList extends AccountingList(LedgerAccountClassification) {}

@ArgsType()
export class LedgerAccountTypeListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: 'Only the types of this classification.' })
  ledger_account_classification_id?: string | null;
}

@ArgsType()
export class LedgerAccountClassificationListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: 'Only the classification of this ledger account type.' })
  ledger_account_type_id?: string | null;
}
