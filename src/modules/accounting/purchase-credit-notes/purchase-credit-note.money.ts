import { divRound, fromUnits, multiply, sum, toUnits } from '../shared/decimal';

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
