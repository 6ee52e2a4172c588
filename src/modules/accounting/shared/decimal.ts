/**
 * Exact fixed-point arithmetic for the accounting amounts. Values travel and are stored as
 * decimal strings ("10.50"); arithmetic runs on BigInt units of 10^-scale, rounding half away
 * from zero, so no amount ever passes through a binary float.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether `value` is a plain decimal number in string form: "12", "-3.5", "0.125". */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/** Number of digits after the point. */
export function scaleOf(value: string): number {
  const point = value.indexOf('.');
  return point < 0 ? 0 : value.length - point - 1;
}

/** `value` as an integer number of 10^-scale units (rounded half away from zero when it has more digits). */
export function toUnits(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  const [whole, fraction = ''] = digits.split('.');
  const kept = (fraction + '0'.repeat(scale)).slice(0, scale);
  let units = BigInt(whole + kept);
  if (fraction.length > scale && Number(fraction[scale]) >= 5) units += 1n;
  return negative ? -units : units;
}

/** Integer units of 10^-scale back to a decimal string with exactly `scale` digits. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `numerator / denominator` rounded half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** `a x b` where a and b are decimal strings, rounded to `scale` digits. */
export function multiply(a: string, b: string, scale: number): string {
  const aScale = scaleOf(a);
  const bScale = scaleOf(b);
  const product = toUnits(a, aScale) * toUnits(b, bScale);
  const excess = aScale + bScale - scale;
  const units = excess >= 0 ? divRound(product, 10n ** BigInt(excess)) : product * 10n ** BigInt(-excess);
  return fromUnits(units, scale);
}

/** Normalises a decimal string to `scale` digits. */
export function normalize(value: string, scale: number): string {
  return fromUnits(toUnits(value, scale), scale);
}

/** Sum of decimal strings, at `scale` digits. */
export function sum(values: readonly string[], scale: number): string {
  return fromUnits(
    values.reduce((total, value) => total + toUnits(value, scale), 0n),
    scale,
  );
}

/** Compares two decimal strings: negative, zero or positive like a sort comparator. */
export function compare(a: string, b: string): number {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const difference = toUnits(a, scale) - toUnits(b, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}
