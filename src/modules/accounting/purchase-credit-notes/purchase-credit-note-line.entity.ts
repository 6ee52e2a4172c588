import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import {
  amountColumn,
  FOREIGN_ID_LENGTH,
  optionalAmountColumn,
  PurchaseCreditNote,
} from './purchase-credit-note.entity';

/** One line of a purchase credit note. Its amounts are computed when the note is written. */
@Entity({ tableName: 'accounting_purchase_credit_note_line' })
@TenantFilter()
export class PurchaseCreditNoteLine extends TenantScoped {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => PurchaseCreditNote, { ref: true, deleteRule: 'cascade' })
  creditNote!: Ref<PurchaseCreditNote>;

  /** Order of the line on the note, from 0. */
  @Property({ type: 'integer' })
  position!: number;

  @Property({ length: 1000 })
  description!: string;

  @Index()
  @ManyToOne(() => LedgerAccount, { ref: true, deleteRule: 'no action' })
  ledgerAccount!: Ref<LedgerAccount>;

  /** Shown as the `tax_rate` link (null without a rate). */
  @Property({ length: 50, nullable: true })
  taxRateCode?: string | null;

  @Property(amountColumn())
  quantity!: string;

  @Property(amountColumn())
  unitPrice!: string;

  @Property({ default: false })
  unitPriceIncludesTax: boolean & Opt = false;

  /** Shown as the `product` link: products are not served, the id is kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  productId?: string | null;

  /** Shown as the `service` link: services are not served, the id is kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  serviceId?: string | null;

  /** Shown as the `eu_goods_services_type` link, kept as given. */
  @Property({ length: FOREIGN_ID_LENGTH, nullable: true })
  euGoodsServicesTypeId?: string | null;

  @Property({ type: 'boolean', nullable: true })
  tradeOfAsset?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  isPurchaseForResale?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  taxRecoverable?: boolean | null;

  @Property(optionalAmountColumn())
  gstAmount?: string | null;

  @Property(optionalAmountColumn())
  pstAmount?: string | null;

  @Property(amountColumn())
  netAmount!: string;

  @Property(amountColumn())
  taxAmount!: string;

  @Property(amountColumn())
  totalAmount!: string;

  @Property(amountColumn())
  baseCurrencyUnitPrice!: string;

  @Property(amountColumn())
  baseCurrencyNetAmount!: string;

  @Property(amountColumn())
  baseCurrencyTaxAmount!: string;

  @Property(amountColumn())
  baseCurrencyTotalAmount!: string;
}
