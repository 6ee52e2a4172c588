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
import { compare, normalize, scaleOf } from '../shared/decimal';
import { isCalendarDate } from '../shared/wire';
import { inBaseCurrency, lineAmounts, lineInBaseCurrency, noteTotals } from './purchase-credit-note.money';
import { checkStated, clientFigures, type ClientFigures, type ComputedLine } from './purchase-credit-note.stated';
import { PurchaseCreditNote, PurchaseCreditNoteLine } from './purchase-credit-note.entity';
import type { PurchaseCreditNoteInput, PurchaseCreditNoteUpdate } from './purchase-credit-note.inputs';

// What a credit note must be before it is written: every problem at once, keyed by its `$source`.

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
  input: PurchaseCreditNoteInput | PurchaseCreditNoteUpdate,
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
    : (current?.lines ?? []).map((line) => rebased(line, rate));
  checkStated(problems, input, computed, rate, checked.figures);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return checked;
}

/** A checked line's figures as it will be written. */
function computedLine(checked: CheckedLine, rate: string): ComputedLine {
  const amounts = amountsOf(checked);
  const { input } = checked;
  return {
    quantity: normalize(input.quantity, 2),
    taxRateCode: checked.taxRate?.code ?? null,
    serviceId: input.service_id ?? null,
    ...amounts,
    ...lineInBaseCurrency(input.unit_price, amounts, rate),
    gstAmount: input.gst_amount,
    pstAmount: input.pst_amount,
  };
}

/** A stored line's figures at the note's (possibly new) exchange rate. */
function rebased(line: PurchaseCreditNoteLine, rate: string): ComputedLine {
  return {
    ...computedLine(
      {
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
      },
      rate,
    ),
    taxRateCode: line.taxRateCode ?? null,
  };
}

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
