import { Migration } from '@mikro-orm/migrations';

/**
 * The fields the Sage v3.1 document declares on purchase credit notes, their lines and attachments:
 * client-stated flags and amounts, and ids of records this API does not serve (kept as given).
 */
export class Migration20261125131134_accounting_sage_fields extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "accounting_purchase_credit_note" add column "postponed_accounting" boolean null, add column "part_recoverable" boolean null, add column "tax_address_region_id" varchar(100) null, add column "cis_applicable_amount" numeric(14,2) null, add column "withholding_tax_rate" numeric(5,2) null, add column "withholding_tax_amount" numeric(14,2) null, add column "total_itc_amount" numeric(14,2) null, add column "total_itr_amount" numeric(14,2) null;`,
    );
    this.addSql(
      `alter table "accounting_purchase_credit_note_line" add column "product_id" varchar(100) null, add column "service_id" varchar(100) null, add column "eu_goods_services_type_id" varchar(100) null, add column "trade_of_asset" boolean null, add column "is_purchase_for_resale" boolean null, add column "tax_recoverable" boolean null, add column "gst_amount" numeric(14,2) null, add column "pst_amount" numeric(14,2) null;`,
    );
    this.addSql(`alter table "accounting_attachment" add column "transaction_id" varchar(100) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "accounting_purchase_credit_note" drop column "postponed_accounting", drop column "part_recoverable", drop column "tax_address_region_id", drop column "cis_applicable_amount", drop column "withholding_tax_rate", drop column "withholding_tax_amount", drop column "total_itc_amount", drop column "total_itr_amount";`,
    );
    this.addSql(
      `alter table "accounting_purchase_credit_note_line" drop column "product_id", drop column "service_id", drop column "eu_goods_services_type_id", drop column "trade_of_asset", drop column "is_purchase_for_resale", drop column "tax_recoverable", drop column "gst_amount", drop column "pst_amount";`,
    );
    this.addSql(`alter table "accounting_attachment" drop column "transaction_id";`);
  }
}
