import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { AccountingDateTimeScalar, DecimalScalar, nowSeconds } from '../shared/wire';

/**
 * A row of a business's reference data (statuses, context types, currencies, tax rates, ...):
 * named on the wire by its readable `code` (`GBP`, `UNPAID`), under `/<segment>/<code>`.
 */
@ObjectType()
export abstract class ReferenceRecord extends TenantScoped {
  @PrimaryKey({ type: 'uuid' })
  pk: string & Opt = randomUUID();

  @Property({ length: 50 })
  code!: string;

  @Field()
  @Property({ length: 200 })
  name!: string;

  /** Seed order: the order lists answer in. */
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Field(() => AccountingDateTimeScalar, { name: 'created_at' })
  /** To the millisecond, so that lists keep creation order; shown to the second. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => AccountingDateTimeScalar, { name: 'updated_at' })
  @Property({ type: 'datetime', onUpdate: () => nowSeconds() })
  updatedAt: Date & Opt = nowSeconds();

  /** The path segment of the resource, e.g. `/currencies`. */
  protected abstract get segment(): string;

  @Field(() => ID)
  get id(): Opt<string> {
    return this.code;
  }

  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string | null> {
    return this.name;
  }

  @Field(() => String, { description: 'REST: `$path`.' })
  get path(): Opt<string> {
    return `${this.segment}/${this.code}`;
  }
}

@ObjectType('LedgerAccountClassification', { description: 'A group of ledger account types (our classification).' })
@Entity({ tableName: 'accounting_ledger_account_classification' })
@Unique({ properties: ['tenant', 'code'] })
@TenantFilter()
export class LedgerAccountClassification extends ReferenceRecord {
  protected get segment(): string {
    return '/ledger_account_classifications';
  }
}

@ObjectType('ArtefactStatus', { description: 'A status of an accounting document: DRAFT, UNPAID, PAID, ...' })
@Entity({ tableName: 'accounting_artefact_status' })
@Unique({ properties: ['tenant', 'code'] })
@TenantFilter()
export class ArtefactStatus extends ReferenceRecord {
  protected get segment(): string {
    return '/artefact_statuses';
  }
}

@ObjectType('AttachmentContextType', { description: 'A kind of record an attachment can belong to.' })
@Entity({ tableName: 'accounting_attachment_context_type' })
@Unique({ properties: ['tenant', 'code'] })
@TenantFilter()
export class AttachmentContextType extends ReferenceRecord {
  protected get segment(): string {
    return '/attachment_context_types';
  }
}

@ObjectType('AccountingCurrency', { description: 'A currency the business can trade in.' })
@Entity({ tableName: 'accounting_currency' })
@Unique({ properties: ['tenant', 'code'] })
@TenantFilter()
export class Currency extends ReferenceRecord {
  @Field()
  @Property({ length: 10 })
  symbol!: string;

  protected get segment(): string {
    return '/currencies';
  }

  /** "Pound Sterling (GBP)", as the real API shows currencies. */
  override get displayedAs(): Opt<string> {
    return `${this.name} (${this.code})`;
  }
}

/**
 * A tax rate. Each business holds the rates of every country and uses those of its current
 * accounting country, so that a change of country needs no new data.
 */
@ObjectType('TaxRate', { description: 'A tax rate of the business’s country.' })
@Entity({ tableName: 'accounting_tax_rate' })
@Unique({ properties: ['tenant', 'code'] })
@Index({ properties: ['tenant', 'country', 'position'] })
@TenantFilter()
export class TaxRate extends ReferenceRecord {
  /** The accounting country the rate belongs to. */
  @Property({ length: 2 })
  country!: string;

  @Field(() => DecimalScalar, { description: 'Percent, e.g. "20.00".' })
  @Property({ type: 'decimal', precision: 5, scale: 2 })
  percentage!: string;

  protected get segment(): string {
    return '/tax_rates';
  }

  override get displayedAs(): Opt<string> {
    return taxRateDisplayedAs(this);
  }
}

/** "Standard 20.00%". */
export const taxRateDisplayedAs = (rate: Pick<TaxRate, 'name' | 'percentage'>): string =>
  `${rate.name} ${rate.percentage}%`;
