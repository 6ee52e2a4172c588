/**
 * Money arithmetic in integer minor units (cents). Amounts are read from `numeric(12,2)` columns
 * as JavaScript numbers with at most two decimals; converting them to cents once and adding or
 * multiplying integers keeps every sum exact (3 x 19.99 = 59.97, never 59.970000000000006).
 */

/** An amount with at most two decimals, as integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents back to an amount (exact: a division by 100 of an integer gives the nearest double). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rates are stored with six decimals (`numeric(7,6)`): as an integer number of millionths. */
const RATE_SCALE = 1_000_000n;

/** `cents x rate`, rounded half-up to the cent, in exact integer arithmetic. */
export function percentOf(cents: number, rate: number): number {
  const micro = BigInt(Math.round(rate * Number(RATE_SCALE)));
  const product = BigInt(cents) * micro;
  return Number((product + RATE_SCALE / 2n) / RATE_SCALE);
}

/** The totals of an order from its lines and the store's settings (SPEC section 4). */
export interface Totals {
  subtotal: number;
  shippingFee: number;
  tax: number;
  total: number;
}

/**
 * subtotal = sum of lines; shipping = the store's fee, 0 from the free-shipping threshold on;
 * tax = round(subtotal x taxRate, 2) half-up; total = subtotal + shipping + tax. All in cents.
 */
export function orderTotals(
  lineCents: readonly number[],
  settings: { shippingFee: number; taxRate: number; freeShippingThreshold?: number | null },
): Totals {
  const subtotal = lineCents.reduce((sum, line) => sum + line, 0);
  const threshold = settings.freeShippingThreshold;
  const shippingFee = threshold != null && subtotal >= toCents(threshold) ? 0 : toCents(settings.shippingFee);
  const tax = percentOf(subtotal, settings.taxRate);
  return { subtotal, shippingFee, tax, total: subtotal + shippingFee + tax };
}
