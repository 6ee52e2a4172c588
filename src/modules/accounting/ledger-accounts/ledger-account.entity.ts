import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { AccountingDateTimeScalar, nowSeconds } from '../shared/wire';

/** An account of the business's chart; credit note lines post to one. */
@ObjectType('LedgerAccount', { description: 'An account of the business’s chart of accounts.' })
@Entity({ tableName: 'accounting_ledger_account' })
@Unique({ properties: ['tenant', 'nominalCode'] })
@Index({ properties: ['tenant', 'ledgerAccountTypeCode'] })
@TenantFilter()
export class LedgerAccount extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Resolved as the `ledger_account_type` link. */
  @Property({ length: 50 })
  ledgerAccountTypeCode!: string;

  @Field(() => Int, { name: 'nominal_code' })
  @Property({ type: 'integer' })
  nominalCode!: number;

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field({ name: 'display_name' })
  @Property({ length: 200 })
  displayName!: string;

  @Field(() => Boolean, { name: 'included_in_chart' })
  @Property({ default: true })
  includedInChart: boolean & Opt = true;

  @Field(() => AccountingDateTimeScalar, { name: 'created_at' })
  /** To the millisecond, so that lists keep creation order; shown to the second. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => AccountingDateTimeScalar, { name: 'updated_at' })
  @Property({ type: 'datetime', onUpdate: () => nowSeconds() })
  updatedAt: Date & Opt = nowSeconds();

  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string> {
    return ledgerAccountDisplayedAs(this);
  }

  @Field(() => String, { description: 'REST: `$path`.' })
  get path(): Opt<string> {
    return ledgerAccountPath(this.id);
  }
}

/** "Cost of sales - goods (5000)". */
export const ledgerAccountDisplayedAs = (account: Pick<LedgerAccount, 'name' | 'nominalCode'>): string =>
  `${account.name} (${account.nominalCode})`;

export const ledgerAccountPath = (id: string): string => `/ledger_accounts/${id}`;
