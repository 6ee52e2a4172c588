import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { Contact } from '../contacts/contact.entity';
import { nowSeconds } from '../shared/wire';

/** Options of an amount column (a new object each time: MikroORM keeps per-property state in it). */
export const amountColumn = () => ({ type: 'decimal', precision: 14, scale: 2 }) as const;
/** Options of an optional amount column: a figure the client states or leaves out. */
export const optionalAmountColumn = () => ({ type: 'decimal', precision: 14, scale: 2, nullable: true }) as const;

/** Length of the ids of records this API does not serve (products, services, ...), kept as given. */
export const FOREIGN_ID_LENGTH = 100;

/**
 * A credit note received from a supplier. Amounts are computed from the lines when it is
 * written; deleting keeps a tombstone (`deletedAt`) so that `deleted_since` can report it.
 */
@Entity({ tableName: 'accounting_purchase_credit_note' })
@Index({ properties: ['tenant', 'createdAt', 'id'] })
@Index({ properties: ['tenant', 'updatedAt', 'id'] })
@Index({ properties: ['tenant', 'date', 'id'] })
@Index({ properties: ['tenant', 'deletedAt'] })
@TenantFilter()
export class PurchaseCreditNote extends TenantScoped {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => Contact, { ref: true, deleteRule: 'no action' })
  contact!: Ref<Contact>;

  @Property({ length: 255 })
  contactName!: string;

  @Property({ length: 255, nullable: true })
  contactReference?: string | null;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'date', nullable: true })
  originalInvoiceDate?: string | null;

  @Property({ length: 25, nullable: true })
  reference?: string | null;

  @Property({ length: 31, nullable: true })
  vendorReference?: string | null;

  @Property({ length: 2000, nullable: true })
  notes?: string | null;

  /** Shown as the `status` link. */
  @Property({ length: 20 })
  statusCode!: string;

  /** Shown as the `currency` link. */
  @Property({ length: 3 })
  currencyCode!: string;

  @Property({ type: 'decimal', precision: 16, scale: 6 })
  exchangeRate!: string;

  @Property(amountColumn())
  totalQuantity!: string;

  @Property(amountColumn())
  netAmount!: string;

  @Property(amountColumn())
  taxAmount!: string;

  @Property(amountColumn())
  totalAmount!: string;

  @Property(amountColumn())
  baseCurrencyNetAmount!: string;

  @Property(amountColumn())
  baseCurrencyTaxAmount!: string;

  @Property(amountColumn())
  baseCurrencyTotalAmount!: string;

  @Property({ type: 'boolean', nullable: true })
  postponedAccounting?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  partRecoverable?: boolean | null;

  /** Shown as the `tax_address_region` link: tax address regions are not served, the id is kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  taxAddressRegionId?: string | null;

  @Property(optionalAmountColumn())
  cisApplicableAmount?: string | null;

  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  withholdingTaxRate?: string | null;

  @Property(optionalAmountColumn())
  withholdingTaxAmount?: string | null;

  @Property(optionalAmountColumn())
  totalItcAmount?: string | null;

  @Property(optionalAmountColumn())
  totalItrAmount?: string | null;

  /** To the millisecond, so that lists keep creation order; shown to the second. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => nowSeconds() })
  updatedAt: Date & Opt = nowSeconds();

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;
}
