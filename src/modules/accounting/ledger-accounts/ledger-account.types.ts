import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { MaxChars, Required } from '../../../graphql/validation';
import { AccountingList, ListArgs } from '../shared/wire';
import { LedgerAccount } from './ledger-account.entity';

@ObjectType('LedgerAccountList')
export class LedgerAccountList extends AccountingList(LedgerAccount) {}

@ArgsType()
export class LedgerAccountListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: 'Only the accounts of this ledger account type.' })
  ledger_account_type_id?: string | null;
}

@InputType('LedgerAccountInput', { description: 'A new ledger account (body key `ledger_account`).' })
export class LedgerAccountInput {
  @Field({ description: 'One of the ledger account types, e.g. `OVERHEADS`.' })
  @Required()
  @MaxChars(50)
  ledger_account_type_id!: string;

  @Field(() => Int, { description: 'Unique in the business, 1 to 99999999.' })
  @IsInt({ message: 'must be an integer' })
  @Min(1, { message: 'must be at least 1' })
  @Max(99_999_999, { message: 'must be at most 99999999' })
  nominal_code!: number;

  @Field({ description: 'The account’s name; required, at most 200 characters.' })
  @Required()
  @MaxChars(200)
  name!: string;

  @Field(() => String, { nullable: true, description: 'The name by default.' })
  @IsOptional()
  @MaxChars(200)
  display_name?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true by default.' })
  included_in_chart?: boolean | null;
}
