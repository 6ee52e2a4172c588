import { divRound, fromUnits, multiply, sum, toUnits } from '../shared/decimal';

// A credit note's arithmetic, pure: the amounts of a line, the totals of a note, the base-currency
// conversion, the CIS deduction and the figures per tax rate. Amounts are decimal strings at 2
// decimals (exchange rates at 6); every rounding is half away from zero (shared/decimal.ts).

/** What a line's amounts are computed from. */
export interface LineFigures {
  quantity: string;
  unitPrice: string;
  unitPriceIncludesTax: boolean;
  /** Percent of the line's tax rate ("20.00"); null without a rate. */
  taxPercentage: string | null;
  /** A tax amount the client stated; computed from the rate when null. */
  taxAmount: string | null;
}

export interface LineAmounts {
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
}

/** A line's unit price and amounts in the business's base currency. */
export interface BaseCurrencyLineAmounts {
  baseCurrencyUnitPrice: string;
  baseCurrencyNetAmount: string;
  baseCurrencyTaxAmount: string;
  baseCurrencyTotalAmount: string;
}

/**
 * net = quantity x unit price (rounded to the cent); tax = net x rate, or the stated amount;
 * total = net + tax. With `unit_price_includes_tax` the product is the gross amount and the net
 * is taken out of it.
 */
export function lineAmounts(line: LineFigures): LineAmounts {
  const amount = toUnits(multiply(line.quantity, line.unitPrice, 2), 2);
  const percent = line.taxPercentage === null ? 0n : toUnits(line.taxPercentage, 2);
  let net: bigint;
  let tax: bigint;
  if (line.unitPriceIncludesTax) {
    tax = line.taxAmount !== null ? toUnits(line.taxAmount, 2) : amount - divRound(amount * 10_000n, 10_000n + percent);
    net = amount - tax;
  } else {
    net = amount;
    tax = line.taxAmount !== null ? toUnits(line.taxAmount, 2) : divRound(net * percent, 10_000n);
  }
  return { netAmount: fromUnits(net, 2), taxAmount: fromUnits(tax, 2), totalAmount: fromUnits(net + tax, 2) };
}

/** An amount in the business's base currency: amount x exchange rate, to the cent. */
export function inBaseCurrency(amount: string, exchangeRate: string): string {
  return multiply(amount, exchangeRate, 2);
}

/** An optional amount in the base currency (null when absent). */
export function optionalInBaseCurrency(amount: string | null | undefined, exchangeRate: string): string | null {
  return amount == null ? null : inBaseCurrency(amount, exchangeRate);
}

/** A line's unit price and amounts at the exchange rate, each converted on its own. */
export function lineInBaseCurrency(
  unitPrice: string,
  amounts: LineAmounts,
  exchangeRate: string,
): BaseCurrencyLineAmounts {
  return {
    baseCurrencyUnitPrice: inBaseCurrency(unitPrice, exchangeRate),
    baseCurrencyNetAmount: inBaseCurrency(amounts.netAmount, exchangeRate),
    baseCurrencyTaxAmount: inBaseCurrency(amounts.taxAmount, exchangeRate),
    baseCurrencyTotalAmount: inBaseCurrency(amounts.totalAmount, exchangeRate),
  };
}

/** 1 / exchange rate, to six decimals. */
export function inverseRate(exchangeRate: string): string {
  return fromUnits(divRound(10n ** 12n, toUnits(exchangeRate, 6)), 6);
}

/** Sums of the lines' amounts. */
export function noteTotals(
  lines: readonly (LineAmounts & { quantity: string })[],
): LineAmounts & { totalQuantity: string } {
  return {
    totalQuantity: sum(
      lines.map((l) => l.quantity),
      2,
    ),
    netAmount: sum(
      lines.map((l) => l.netAmount),
      2,
    ),
    taxAmount: sum(
      lines.map((l) => l.taxAmount),
      2,
    ),
    totalAmount: sum(
      lines.map((l) => l.totalAmount),
      2,
    ),
  };
}

/**
 * Sums of the lines' base-currency amounts: the note's base amounts are the sum of its lines'
 * (each converted on its own), not its total converted.
 */
export function baseCurrencyTotals(
  lines: readonly Omit<BaseCurrencyLineAmounts, 'baseCurrencyUnitPrice'>[],
): Omit<BaseCurrencyLineAmounts, 'baseCurrencyUnitPrice'> {
  return {
    baseCurrencyNetAmount: sum(
      lines.map((l) => l.baseCurrencyNetAmount),
      2,
    ),
    baseCurrencyTaxAmount: sum(
      lines.map((l) => l.baseCurrencyTaxAmount),
      2,
    ),
    baseCurrencyTotalAmount: sum(
      lines.map((l) => l.baseCurrencyTotalAmount),
      2,
    ),
  };
}

/** The CIS deduction at the rate: applicable amount x rate / 100, to the cent. */
export function cisDeduction(applicable: string, ratePercent: string): string {
  return fromUnits(divRound(toUnits(applicable, 2) * toUnits(ratePercent, 2), 10_000n), 2);
}

/** A total less a deduction (none when null), to the cent. */
export function lessDeduction(total: string, deduction: string | null | undefined): string {
  return fromUnits(toUnits(total, 2) - toUnits(deduction ?? '0', 2), 2);
}

/** What the tax figures are computed from: a stored line, or a line of a body being checked. */
export interface LineFacts {
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  baseCurrencyNetAmount: string;
  baseCurrencyTaxAmount: string;
  baseCurrencyTotalAmount: string;
  /** A line that names a service is a service; any other is goods. */
  serviceId?: string | null;
  taxRateCode?: string | null;
}

/** Amounts of a set of lines, in the note's currency and the base currency. */
export interface Figures {
  net: string;
  tax: string;
  total: string;
  goods: string;
  services: string;
  baseNet: string;
  baseTax: string;
  baseTotal: string;
  baseGoods: string;
  baseServices: string;
}

/**
 * A line that names a service is a service; any other is goods. Sums at 2 decimals, each amount
 * read once (as `sum` would add them).
 */
export function figuresOf(lines: readonly LineFacts[]): Figures {
  const units: Record<keyof Figures, bigint> = {
    net: 0n,
    tax: 0n,
    total: 0n,
    goods: 0n,
    services: 0n,
    baseNet: 0n,
    baseTax: 0n,
    baseTotal: 0n,
    baseGoods: 0n,
    baseServices: 0n,
  };
  for (const line of lines) {
    const net = toUnits(line.netAmount, 2);
    const baseNet = toUnits(line.baseCurrencyNetAmount, 2);
    units.net += net;
    units.tax += toUnits(line.taxAmount, 2);
    units.total += toUnits(line.totalAmount, 2);
    units.baseNet += baseNet;
    units.baseTax += toUnits(line.baseCurrencyTaxAmount, 2);
    units.baseTotal += toUnits(line.baseCurrencyTotalAmount, 2);
    if (line.serviceId != null) {
      units.services += net;
      units.baseServices += baseNet;
    } else {
      units.goods += net;
      units.baseGoods += baseNet;
    }
  }
  return {
    net: fromUnits(units.net, 2),
    tax: fromUnits(units.tax, 2),
    total: fromUnits(units.total, 2),
    goods: fromUnits(units.goods, 2),
    services: fromUnits(units.services, 2),
    baseNet: fromUnits(units.baseNet, 2),
    baseTax: fromUnits(units.baseTax, 2),
    baseTotal: fromUnits(units.baseTotal, 2),
    baseGoods: fromUnits(units.baseGoods, 2),
    baseServices: fromUnits(units.baseServices, 2),
  };
}

/** The lines' figures per tax rate, in the order the rates first appear (lines without a rate are not analysed). */
export function figuresByRate(lines: readonly LineFacts[]): Map<string, Figures> {
  const byRate = new Map<string, LineFacts[]>();
  for (const line of lines) {
    if (!line.taxRateCode) continue;
    byRate.set(line.taxRateCode, [...(byRate.get(line.taxRateCode) ?? []), line]);
  }
  return new Map([...byRate].map(([code, group]) => [code, figuresOf(group)]));
}
