/**
 * JSON numbers arrive in any notation (`0.0000001`, `1e-7`, `1E+2`) and JavaScript writes the
 * very small and very large ones in exponent notation: these read a number as the decimal it
 * stands for, whatever its notation.
 */

/** A finite number written out in plain decimal notation: 1e-7 is "0.0000001", 1.5e21 "1500000000000000000000". */
export function plainNotation(value: number): string {
  const [mantissa, exponentText = '0'] = String(value).toLowerCase().split('e');
  const exponent = Number(exponentText);
  if (exponent === 0) return mantissa;
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = (negative ? mantissa.slice(1) : mantissa).split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const text =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${text}` : text;
}

/** Digits after the point of a finite number in plain notation: 1e-7 has 7, 1.5e-10 has 11, 1e21 none. */
export function decimalPlaces(value: number): number {
  return plainNotation(value).split('.')[1]?.length ?? 0;
}
