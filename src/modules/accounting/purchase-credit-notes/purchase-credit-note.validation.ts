import type { RequestContext } from '../../../graphql/context';
import { addFieldError, ValidationError, type FieldErrors } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import type { Business } from '../../identity/tenants/tenant-scope';
import type { Contact } from '../contacts/contact.entity';
import { loadContact } from '../contacts/contact.service';
import { loadLedgerAccount } from '../ledger-accounts/ledger-account.service';
import { baseCurrencyOf } from '../reference-data/reference.data';
import { Currency, TaxRate } from '../reference-data/reference.entity';
import { loadReference, usableTaxRate } from '../reference-data/reference.service';
import { compare, normalize, scaleOf, sum } from '../shared/decimal';
import { isCalendarDate } from '../shared/wire';
import {
  cisDeduction,
  figuresByRate,
  figuresOf,
  inBaseCurrency,
  inverseRate,
  lessDeduction,
  lineAmounts,
  lineInBaseCurrency,
  noteTotals,
  optionalInBaseCurrency,
  type LineFacts,
} from './purchase-credit-note.money';
import type { PurchaseCreditNote } from './purchase-credit-note.entity';
import type { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';
import type {
  PurchaseCreditNoteInput,
  PurchaseCreditNoteLineInput,
  PurchaseCreditNoteLineUpdate,
  PurchaseCreditNoteUpdate,
} from './purchase-credit-note.inputs';

// What a credit note must be before it is written: every problem at once, keyed by its `$source`.
// The figures a client may state although Sage derives them must agree with what the lines (or the
// note's own figures) give, or the body is refused naming the field.

type Body = PurchaseCreditNoteInput | PurchaseCreditNoteUpdate;
type StatedLine = PurchaseCreditNoteLineInput | PurchaseCreditNoteLineUpdate;

/** The largest amount a `numeric(14,2)` column holds. */
const MAX_AMOUNT = '999999999999.99';
/** The largest exchange rate a `numeric(16,6)` column holds. */
const MAX_RATE = '9999999999.999999';

/** A line as it will be written: a create body's line, or an update's merged onto an existing line. */
export interface LineValues {
  description: string;
  ledger_account_id: string;
  quantity: string;
  unit_price: string;
  tax_rate_id?: string | null;
  tax_amount?: string | null;
  unit_price_includes_tax?: boolean | null;
  product_id?: string | null;
  service_id?: string | null;
  eu_goods_services_type_id?: string | null;
  trade_of_asset?: boolean | null;
  is_purchase_for_resale?: boolean | null;
  tax_recoverable?: boolean | null;
  gst_amount?: string | null;
  pst_amount?: string | null;
  /** The line of the note this one keeps (its id stays). */
  existing?: PurchaseCreditNoteLine;
}

export interface CheckedLine {
  input: LineValues;
  taxRate: TaxRate | null;
}

export interface Checked {
  contact?: Contact;
  currency?: Currency;
  lines?: CheckedLine[];
  /** The CIS, withholding and Canadian tax figures the note will hold. */
  figures: ClientFigures;
}

function checkDecimal(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
  rule: { positive?: boolean; scale: number; max?: string },
): void {
  if (value === null || value === undefined) return;
  if (scaleOf(value) > rule.scale) addFieldError(problems, field, `must have at most ${rule.scale} decimals`);
  else if (rule.positive ? compare(value, '0') <= 0 : compare(value, '0') < 0) {
    addFieldError(problems, field, rule.positive ? 'must be greater than 0' : 'must be at least 0');
  } else if (compare(value.replace('-', ''), rule.max ?? MAX_AMOUNT) > 0)
    addFieldError(problems, field, 'is too large');
}

/**
 * Checks a create or update body against the business's records, naming each offending field:
 * the contact must be one of its suppliers; ledger accounts, tax rates and the currency must be
 * its own; dates real; quantities and prices valid. Every problem is reported at once.
 */
export async function check(
  ctx: RequestContext,
  business: Business,
  input: Body,
  lines: LineValues[] | undefined,
  current?: { note: PurchaseCreditNote; lines: PurchaseCreditNoteLine[] },
): Promise<Checked> {
  const problems: FieldErrors = {};
  const checked: Checked = { figures: clientFigures(input, current?.note) };
  if (input.contact_id != null) {
    const contact = isUuid(input.contact_id) ? await loadContact(ctx, input.contact_id) : null;
    if (!contact || !contact.contactTypes.includes('VENDOR')) {
      addFieldError(problems, 'contact_id', 'is not a supplier of this business');
    } else checked.contact = contact;
  }
  // A new note starts as DRAFT or UNPAID (an update's status is checked against the current one).
  if (!current && input.status_id != null && !['DRAFT', 'UNPAID'].includes(input.status_id)) {
    addFieldError(problems, 'status_id', 'must be DRAFT or UNPAID');
  }
  for (const field of ['date', 'original_invoice_date'] as const) {
    const value = input[field];
    if (value != null && !isCalendarDate(value)) addFieldError(problems, field, 'must be a date (YYYY-MM-DD)');
  }
  if (input.currency_id != null) {
    const currency = await loadReference(ctx, Currency, input.currency_id);
    if (!currency) addFieldError(problems, 'currency_id', 'is not a currency of this business');
    else checked.currency = currency;
  }
  checkDecimal(problems, 'exchange_rate', input.exchange_rate, { positive: true, scale: 6, max: MAX_RATE });
  const base = baseCurrencyOf(business);
  const currencyCode = input.currency_id ?? current?.note.currencyCode ?? base;
  if (
    currencyCode !== base &&
    input.exchange_rate == null &&
    !(current && current.note.currencyCode === currencyCode)
  ) {
    addFieldError(problems, 'exchange_rate', 'is required for a currency other than the base currency');
  }
  // In the base currency the base amounts are the amounts: any other rate would misstate them.
  if (currencyCode === base && input.exchange_rate != null && Number(input.exchange_rate) !== 1) {
    addFieldError(problems, 'exchange_rate', `must be 1 for the base currency (${base})`);
  }
  if (lines) {
    // One batched lookup per kind, whatever the number of lines.
    await Promise.all(
      lines.flatMap((line) => [
        isUuid(line.ledger_account_id) ? loadLedgerAccount(ctx, line.ledger_account_id) : null,
        line.tax_rate_id != null ? loadReference(ctx, TaxRate, line.tax_rate_id) : null,
      ]),
    );
    checked.lines = [];
    for (const [index, line] of lines.entries()) {
      const at = (field: string) => `credit_note_lines.${index}.${field}`;
      const account = isUuid(line.ledger_account_id) ? await loadLedgerAccount(ctx, line.ledger_account_id) : null;
      if (!account) addFieldError(problems, at('ledger_account_id'), 'is not a ledger account of this business');
      let taxRate: TaxRate | null = null;
      if (line.tax_rate_id != null) {
        taxRate = await usableTaxRate(ctx, line.tax_rate_id);
        if (!taxRate) addFieldError(problems, at('tax_rate_id'), 'is not a tax rate of the business’s country');
      }
      checkDecimal(problems, at('quantity'), line.quantity, { positive: true, scale: 2 });
      checkDecimal(problems, at('unit_price'), line.unit_price, { scale: 2 });
      checkDecimal(problems, at('tax_amount'), line.tax_amount, { scale: 2 });
      checkDecimal(problems, at('gst_amount'), line.gst_amount, { scale: 2 });
      checkDecimal(problems, at('pst_amount'), line.pst_amount, { scale: 2 });
      checked.lines.push({ input: line, taxRate });
    }
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  // The rate the note will have: given, 1 in the base currency, or kept.
  const rate = input.exchange_rate ?? (input.currency_id === base ? '1' : (current?.note.exchangeRate ?? '1'));
  if (checked.lines) checkTotals(checked.lines, rate);
  const computed = checked.lines
    ? checked.lines.map((line) => computedLine(line, rate))
    : (current?.lines ?? []).map((line) => computedLine(storedLine(line), rate, line.taxRateCode ?? null));
  checkStated(problems, input, computed, rate, checked.figures);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return checked;
}

/** A line's figures as it will be written, at the note's (possibly new) exchange rate. */
function computedLine(checked: CheckedLine, rate: string, taxRateCode = checked.taxRate?.code ?? null): ComputedLine {
  const amounts = amountsOf(checked);
  const { input } = checked;
  return {
    quantity: normalize(input.quantity, 2),
    taxRateCode,
    serviceId: input.service_id ?? null,
    ...amounts,
    ...lineInBaseCurrency(input.unit_price, amounts, rate),
    gstAmount: input.gst_amount,
    pstAmount: input.pst_amount,
  };
}

/** A stored line as checked values: its tax as stored (its rate is not looked up again). */
const storedLine = (line: PurchaseCreditNoteLine): CheckedLine => ({
  input: {
    description: line.description,
    ledger_account_id: line.ledgerAccount.id,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    tax_amount: line.taxAmount,
    unit_price_includes_tax: line.unitPriceIncludesTax,
    service_id: line.serviceId,
    gst_amount: line.gstAmount,
    pst_amount: line.pstAmount,
  },
  taxRate: null,
});

/** A checked line's net, tax and total amounts. */
export function amountsOf({ input, taxRate }: CheckedLine): ReturnType<typeof lineAmounts> {
  return lineAmounts({
    quantity: input.quantity,
    unitPrice: input.unit_price,
    unitPriceIncludesTax: input.unit_price_includes_tax ?? false,
    taxPercentage: taxRate?.percentage ?? null,
    taxAmount: input.tax_amount ?? null,
  });
}

/** Amounts computed from valid lines must still fit their columns (422, never a database error). */
function checkTotals(lines: CheckedLine[], exchangeRate: string): void {
  const problems: FieldErrors = {};
  const amounts = lines.map((checked, index) => {
    const line = amountsOf(checked);
    const base = inBaseCurrency(line.totalAmount, exchangeRate);
    if (compare(line.totalAmount, MAX_AMOUNT) > 0 || compare(base, MAX_AMOUNT) > 0) {
      addFieldError(problems, `credit_note_lines.${index}.unit_price`, 'makes the line amount too large');
    }
    return { ...line, quantity: normalize(checked.input.quantity, 2) };
  });
  if (Object.keys(problems).length === 0) {
    const totals = noteTotals(amounts);
    const base = inBaseCurrency(totals.totalAmount, exchangeRate);
    if (compare(totals.totalAmount, MAX_AMOUNT) > 0 || compare(base, MAX_AMOUNT) > 0) {
      addFieldError(problems, 'credit_note_lines', 'make the credit note’s total too large');
    } else if (compare(totals.totalQuantity, MAX_AMOUNT) > 0) {
      addFieldError(problems, 'credit_note_lines', 'make the total quantity too large');
    }
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

/** A line as it will be written: its figures in both currencies, and the gst/pst split it will keep. */
interface ComputedLine extends LineFacts {
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
