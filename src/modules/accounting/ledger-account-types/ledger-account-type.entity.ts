import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { TenantFilter } from '../../identity/tenants/tenant-filter';
import { ReferenceRecord } from '../reference-data/reference.entity';

/**
 * One of the 13 ledger account types of the reference (SALES ... LINE_OF_CREDIT), read-only, in
 * one of SPEC's classifications (INCOME, EXPENDITURE, ASSETS, LIABILITIES, CAPITAL).
 */
@ObjectType('LedgerAccountType', { description: 'A type of ledger account (read-only).' })
@Entity({ tableName: 'accounting_ledger_account_type' })
@Unique({ properties: ['tenant', 'code'] })
@Index({ properties: ['tenant', 'classificationCode'] })
@TenantFilter()
export class LedgerAccountType extends ReferenceRecord {
  @Property({ length: 50 })
  classificationCode!: string;

  protected get segment(): string {
    return '/ledger_account_types';
  }
}
