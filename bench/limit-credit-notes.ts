import {
  figuresByRate,
  figuresOf,
  inBaseCurrency,
  inverseRate,
  type Figures,
} from '../src/modules/accounting/purchase-credit-notes/purchase-credit-note.money';
import { compare, fromUnits, toUnits } from '../src/modules/accounting/shared/decimal';
import { wireTimestamp } from '../src/modules/accounting/shared/wire';

// The purchase credit notes of the books limit (limit-books.ts): a note's wire form built by hand
// from the row its statement reads, with the app's own arithmetic for the derived figures.

/** A note's row as the limit's statement reads it: its columns, the labels of what it links to, and its lines as JSON. */
export type NoteRow = Record<string, string | null> & {
  id: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  postponed_accounting: boolean | null;
  part_recoverable: boolean | null;
  lines: LineRow[] | null;
};
type LineRow = Record<string, string | null> & { nominal_code: number } & Record<
    'trade_of_asset' | 'is_purchase_for_resale' | 'tax_recoverable' | 'unit_price_includes_tax',
    boolean | null
  >;

const link = (id: string, displayed: string | null, path: string) => ({ id, displayed_as: displayed, $path: path });
const foreign = (id: string | null, segment: string) =>
  id ? link(id, null, `${segment}/${encodeURIComponent(id)}`) : null;
const rateLink = (code: string, line: LineRow | undefined) =>
  line?.rate_name != null
    ? link(code, `${line.rate_name} ${line.rate_percentage}%`, `/tax_rates/${code}`)
    : link(code, null, `/tax_rates/${code}`);
const base = (amount: string | null, rate: string) => (amount == null ? null : inBaseCurrency(amount, rate));

/** A credit note with every field (`attributes=all`), as the list answers it. */
export function note(r: NoteRow) {
  const rate = r.exchange_rate!;
  const lines = r.lines ?? [];
  const facts = lines.map((l) => ({
    netAmount: l.net_amount!,
    taxAmount: l.tax_amount!,
    totalAmount: l.total_amount!,
    baseCurrencyNetAmount: l.base_currency_net_amount!,
    baseCurrencyTaxAmount: l.base_currency_tax_amount!,
    baseCurrencyTotalAmount: l.base_currency_total_amount!,
    serviceId: l.service_id,
    taxRateCode: l.tax_rate_code,
  }));
  const lineOf = (code: string) => lines.find((l) => l.tax_rate_code === code);
  const byRate = [...figuresByRate(facts)];
  const total: Figures = figuresOf(facts);
  const cis = r.cis_applicable_amount;
  const withheld = base(r.withholding_tax_amount, rate);
  return {
    id: r.id,
    displayed_as: r.reference,
    $path: `/purchase_credit_notes/${r.id}`,
    created_at: wireTimestamp(r.created_at),
    updated_at: wireTimestamp(r.updated_at),
    links: null,
    editable: !r.deleted_at && ['DRAFT', 'UNPAID'].includes(r.status_code!),
    transaction: null,
    transaction_type: link('PURCHASE_CREDIT_NOTE', 'Purchase Credit Note', '/transaction_types/PURCHASE_CREDIT_NOTE'),
    postponed_accounting: r.postponed_accounting,
    import: false,
    deleted_at: r.deleted_at ? wireTimestamp(r.deleted_at) : null,
    is_cis: cis != null,
    cis_applicable_amount: cis,
    base_currency_cis_applicable_amount: base(cis, rate),
    total_after_cis_deduction:
      cis == null ? null : fromUnits(toUnits(r.total_amount!, 2) - toUnits(r.withholding_tax_amount ?? '0', 2), 2),
    base_currency_total_after_cis_deduction:
      cis == null ? null : fromUnits(toUnits(r.base_currency_total_amount!, 2) - toUnits(withheld ?? '0', 2), 2),
    has_cis_labour: cis != null && compare(cis, '0') > 0,
    has_cis_materials: false,
    contact: link(
      r.contact_id!,
      r.contact_ref ? `${r.contact_label} (${r.contact_ref})` : r.contact_label,
      `/contacts/${r.contact_id}`,
    ),
    base_currency_total_itc_amount: base(r.total_itc_amount, rate),
    total_itc_amount: r.total_itc_amount,
    base_currency_total_itr_amount: base(r.total_itr_amount, rate),
    total_itr_amount: r.total_itr_amount,
    part_recoverable: r.part_recoverable,
    contact_name: r.contact_name,
    contact_reference: r.contact_reference,
    date: r.date_text,
    original_invoice_date: r.original_text,
    reference: r.reference,
    vendor_reference: r.vendor_reference,
    notes: r.notes,
    total_quantity: r.total_quantity,
    net_amount: r.net_amount,
    tax_amount: r.tax_amount,
    total_amount: r.total_amount,
    payments_allocations_total_amount: '0.00',
    payments_allocations_total_discount: '0.00',
    total_paid: '0.00',
    outstanding_amount: r.total_amount,
    currency: r.currency_name
      ? link(r.currency_code!, `${r.currency_name} (${r.currency_code})`, `/currencies/${r.currency_code}`)
      : null,
    exchange_rate: rate,
    inverse_exchange_rate: inverseRate(rate),
    base_currency_net_amount: r.base_currency_net_amount,
    base_currency_tax_amount: r.base_currency_tax_amount,
    base_currency_total_amount: r.base_currency_total_amount,
    base_currency_outstanding_amount: r.base_currency_total_amount,
    status: r.status_name ? link(r.status_code!, r.status_name, `/artefact_statuses/${r.status_code}`) : null,
    void_reason: null,
    credit_note_lines: lines.map((l) => {
      const breakdown = (amount: string | null) =>
        l.tax_rate_code
          ? [{ tax_rate: rateLink(l.tax_rate_code, l), percentage: l.rate_percentage ?? '0.00', amount }]
          : [];
      return {
        id: l.id,
        displayed_as: l.description,
        description: l.description,
        product: foreign(l.product_id, '/products'),
        service: foreign(l.service_id, '/services'),
        ledger_account: link(
          l.account_id!,
          `${l.account_name} (${l.nominal_code})`,
          `/ledger_accounts/${l.account_id}`,
        ),
        trade_of_asset: l.trade_of_asset,
        is_purchase_for_resale: l.is_purchase_for_resale,
        quantity: l.quantity,
        unit_price: l.unit_price,
        net_amount: l.net_amount,
        tax_rate: l.tax_rate_code ? rateLink(l.tax_rate_code, l) : null,
        tax_amount: l.tax_amount,
        tax_breakdown: breakdown(l.tax_amount),
        total_amount: l.total_amount,
        base_currency_unit_price: l.base_currency_unit_price,
        unit_price_includes_tax: l.unit_price_includes_tax,
        base_currency_net_amount: l.base_currency_net_amount,
        base_currency_tax_amount: l.base_currency_tax_amount,
        base_currency_tax_breakdown: breakdown(l.base_currency_tax_amount),
        base_currency_total_amount: l.base_currency_total_amount,
        eu_goods_services_type: foreign(l.eu_id, '/eu_goods_services_types'),
        gst_amount: l.gst_amount,
        pst_amount: l.pst_amount,
        tax_recoverable: l.tax_recoverable,
      };
    }),
    tax_analysis: byRate.map(([code, f]) => ({
      tax_rate: rateLink(code, lineOf(code)),
      net_amount: f.net,
      tax_amount: f.tax,
      total_amount: f.total,
      goods_amount: f.goods,
      service_amount: f.services,
    })),
    detailed_tax_analysis: {
      tax_rates_breakdown: byRate.map(([code, f]) => ({
        tax_rate: rateLink(code, lineOf(code)),
        name: lineOf(code)?.rate_name ?? null,
        percentage: lineOf(code)?.rate_percentage ?? null,
        net_amount: f.net,
        tax_amount: f.tax,
        retail_tax_amount: '0.00',
        total_amount: f.total,
        goods_amount: f.goods,
        services_amount: f.services,
        base_currency_net_amount: f.baseNet,
        base_currency_tax_amount: f.baseTax,
        base_currency_total_amount: f.baseTotal,
        base_currency_goods_amount: f.baseGoods,
        base_currency_services_amount: f.baseServices,
      })),
      total_net: total.net,
      total_tax: total.tax,
      total: total.total,
      total_goods_amount: total.goods,
      total_services_amount: total.services,
      base_currency_total_net: total.baseNet,
      base_currency_total_tax: total.baseTax,
      base_currency_total: total.baseTotal,
      base_currency_total_goods_amount: total.baseGoods,
      base_currency_total_services_amount: total.baseServices,
      total_retailer_tax: '0.00',
    },
    // Allocations are not stored: `attributes=all` answers none.
    payments_allocations: [],
    last_paid: null,
    tax_address_region: foreign(r.tax_address_region_id, '/tax_address_regions'),
    tax_reconciled: false,
    migrated: false,
    tax_calculation_method: null,
    withholding_tax_rate: r.withholding_tax_rate,
    withholding_tax_amount: r.withholding_tax_amount,
    base_currency_withholding_tax_amount: withheld,
  };
}
