import { addFieldError, type FieldErrors } from '../../../graphql/errors';
import { compare, normalize, scaleOf, sum } from '../shared/decimal';
import type { PurchaseCreditNote } from './purchase-credit-note.entity';
import {
  cisDeduction,
  figuresByRate,
  figuresOf,
  inverseRate,
  lessDeduction,
  optionalInBaseCurrency,
  type LineFacts,
} from './purchase-credit-note.money';
import type {
  PurchaseCreditNoteInput,
  PurchaseCreditNoteLineInput,
  PurchaseCreditNoteLineUpdate,
  PurchaseCreditNoteUpdate,
} from './purchase-credit-note.inputs';

// Figures a client may state although Sage derives them: each must agree with what the lines (or
// the note's own figures) give, or the body is refused naming the field.

type Body = PurchaseCreditNoteInput | PurchaseCreditNoteUpdate;
type StatedLine = PurchaseCreditNoteLineInput | PurchaseCreditNoteLineUpdate;

/** A line as it will be written: its figures in both currencies, and the gst/pst split it will keep. */
export interface ComputedLine extends LineFacts {
  quantity: string;
  baseCurrencyUnitPrice: string;
  gstAmount?: string | null;
  pstAmount?: string | null;
}

/** The CIS, withholding and Canadian tax figures the note will hold (given, or kept on update). */
export interface ClientFigures {
  cisApplicableAmount: string | null;
  withholdingTaxRate: string | null;
  withholdingTaxAmount: string | null;
  totalItcAmount: string | null;
  totalItrAmount: string | null;
}

const given = (value: string | null | undefined, kept: string | null | undefined): string | null =>
  value !== undefined ? value : (kept ?? null);

/**
 * The note's client figures after this body. The CIS deduction is derived from the applicable
 * amount and the rate when both are known, as Sage does; otherwise it is as given.
 */
export function clientFigures(input: Body, current?: PurchaseCreditNote): ClientFigures {
  const cis = given(input.cis_applicable_amount, current?.cisApplicableAmount);
  const rate = given(input.withholding_tax_rate, current?.withholdingTaxRate);
  const stated = given(input.withholding_tax_amount, current?.withholdingTaxAmount);
  return {
    cisApplicableAmount: cis,
    withholdingTaxRate: rate,
    withholdingTaxAmount: cis != null && rate != null ? cisDeduction(cis, rate) : stated,
    totalItcAmount: given(input.total_itc_amount, current?.totalItcAmount),
    totalItrAmount: given(input.total_itr_amount, current?.totalItrAmount),
  };
}

function agree(problems: FieldErrors, field: string, stated: string | null | undefined, derived: string | null): void {
  if (stated == null) return;
  if (derived === null) addFieldError(problems, field, 'has nothing to be derived from: leave it out');
  else if (compare(stated, derived) !== 0) addFieldError(problems, field, `must equal ${derived}, as derived`);
}

function within(problems: FieldErrors, field: string, value: string | null | undefined, max: string, of: string) {
  if (value == null) return;
  if (scaleOf(value) > 2) addFieldError(problems, field, 'must have at most 2 decimals');
  else if (compare(value, '0') < 0) addFieldError(problems, field, 'must be at least 0');
  else if (compare(value, max) > 0) addFieldError(problems, field, `must be at most ${of} (${max})`);
}

/**
 * Checks every derived figure the body states against the lines it will have (`lines`, in body
 * order when the body gives lines) and the note's client figures, adding a problem per field.
 */
export function checkStated(
  problems: FieldErrors,
  input: Body,
  lines: ComputedLine[],
  exchangeRate: string,
  figures: ClientFigures,
): void {
  const total = figuresOf(lines);
  const base = (amount: string | null) => optionalInBaseCurrency(amount, exchangeRate);
  agree(
    problems,
    'total_quantity',
    input.total_quantity,
    sum(
      lines.map((l) => l.quantity),
      2,
    ),
  );
  agree(problems, 'net_amount', input.net_amount, total.net);
  agree(problems, 'tax_amount', input.tax_amount, total.tax);
  agree(problems, 'total_amount', input.total_amount, total.total);
  agree(problems, 'base_currency_net_amount', input.base_currency_net_amount, total.baseNet);
  agree(problems, 'base_currency_tax_amount', input.base_currency_tax_amount, total.baseTax);
  agree(problems, 'base_currency_total_amount', input.base_currency_total_amount, total.baseTotal);
  agree(problems, 'inverse_exchange_rate', input.inverse_exchange_rate, inverseRate(exchangeRate));

  const byRate = figuresByRate(lines);
  const seen = new Set<string>();
  (input.tax_analysis ?? []).forEach((entry, index) => {
    const at = (field: string) => `tax_analysis.${index}.${field}`;
    const code = entry.tax_rate_id;
    if (code == null) return addFieldError(problems, at('tax_rate_id'), 'is required');
    const f = byRate.get(code);
    if (!f) return addFieldError(problems, at('tax_rate_id'), 'is not the tax rate of any line of the note');
    if (seen.has(code)) return addFieldError(problems, at('tax_rate_id'), 'is analysed twice');
    seen.add(code);
    agree(problems, at('net_amount'), entry.net_amount, f.net);
    agree(problems, at('tax_amount'), entry.tax_amount, f.tax);
    agree(problems, at('total_amount'), entry.total_amount, f.total);
    agree(problems, at('goods_amount'), entry.goods_amount, f.goods);
    agree(problems, at('service_amount'), entry.service_amount, f.services);
  });

  const { cisApplicableAmount: cis, withholdingTaxRate: rate, withholdingTaxAmount: withheld } = figures;
  within(problems, 'cis_applicable_amount', input.cis_applicable_amount, total.net, 'the net amount');
  if (
    input.withholding_tax_rate != null &&
    (scaleOf(input.withholding_tax_rate) > 2 ||
      compare(input.withholding_tax_rate, '0') < 0 ||
      compare(input.withholding_tax_rate, '100') > 0)
  ) {
    addFieldError(problems, 'withholding_tax_rate', 'must be a percentage from 0 to 100 with at most 2 decimals');
  }
  if (cis != null && rate != null) agree(problems, 'withholding_tax_amount', input.withholding_tax_amount, withheld);
  else within(problems, 'withholding_tax_amount', input.withholding_tax_amount, total.total, 'the total amount');
  agree(problems, 'base_currency_cis_applicable_amount', input.base_currency_cis_applicable_amount, base(cis));
  agree(problems, 'base_currency_withholding_tax_amount', input.base_currency_withholding_tax_amount, base(withheld));
  const after = cis === null ? null : lessDeduction(total.total, withheld);
  const baseAfter = cis === null ? null : lessDeduction(total.baseTotal, base(withheld));
  agree(problems, 'total_after_cis_deduction', input.total_after_cis_deduction, after);
  agree(problems, 'base_currency_total_after_cis_deduction', input.base_currency_total_after_cis_deduction, baseAfter);
  within(problems, 'total_itc_amount', input.total_itc_amount, total.tax, 'the tax amount');
  within(problems, 'total_itr_amount', input.total_itr_amount, total.tax, 'the tax amount');
  agree(problems, 'base_currency_total_itc_amount', input.base_currency_total_itc_amount, base(figures.totalItcAmount));
  agree(problems, 'base_currency_total_itr_amount', input.base_currency_total_itr_amount, base(figures.totalItrAmount));

  lines.forEach((line, index) => {
    const at = (field: string) => `credit_note_lines.${index}.${field}`;
    const stated: StatedLine | undefined = input.credit_note_lines?.[index];
    if (stated) {
      agree(problems, at('net_amount'), stated.net_amount, line.netAmount);
      agree(problems, at('total_amount'), stated.total_amount, line.totalAmount);
      agree(problems, at('base_currency_unit_price'), stated.base_currency_unit_price, line.baseCurrencyUnitPrice);
      agree(problems, at('base_currency_net_amount'), stated.base_currency_net_amount, line.baseCurrencyNetAmount);
      agree(problems, at('base_currency_tax_amount'), stated.base_currency_tax_amount, line.baseCurrencyTaxAmount);
      agree(
        problems,
        at('base_currency_total_amount'),
        stated.base_currency_total_amount,
        line.baseCurrencyTotalAmount,
      );
    }
    // The GST/HST and PST/QST parts make up the line's tax.
    if (line.gstAmount != null || line.pstAmount != null) {
      within(problems, at('gst_amount'), line.gstAmount, line.taxAmount, 'the tax amount');
      within(problems, at('pst_amount'), line.pstAmount, line.taxAmount, 'the tax amount');
      const parts = sum([line.gstAmount ?? '0', line.pstAmount ?? '0'], 2);
      if (!problems[at('gst_amount')] && !problems[at('pst_amount')] && compare(parts, line.taxAmount) !== 0) {
        addFieldError(
          problems,
          at('gst_amount'),
          `with pst_amount must make up the tax amount (${normalize(line.taxAmount, 2)})`,
        );
      }
    }
  });
}
