/** Parsing of the values found in payroll CSV files. Each reader returns the value or a problem. */

import { isoDatePart } from '../../../shared/dates';

export type Read<T> = { value: T } | { problem: string };

const DATE_UK = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * `yyyy-mm-dd`, `dd/mm/yyyy` or an ISO 8601 date-time (its date as written), a real calendar
 * date; answers `yyyy-mm-dd`.
 */
export function readDate(raw: string): Read<string> {
  let y: number, m: number, d: number;
  const iso = isoDatePart(raw);
  if (iso) [y, m, d] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
  else if (DATE_UK.test(raw)) [y, m, d] = [Number(raw.slice(6, 10)), Number(raw.slice(3, 5)), Number(raw.slice(0, 2))];
  else return { problem: `"${raw}" is not a date (yyyy-mm-dd, dd/mm/yyyy or an ISO 8601 date-time)` };
  const leap = m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 1 : 0;
  if (y < 1900 || m < 1 || m > 12 || d < 1 || d > DAYS_IN_MONTH[m - 1] + leap) {
    return { problem: `"${raw}" is not a valid calendar date` };
  }
  return { value: iso ?? `${raw.slice(6, 10)}-${raw.slice(3, 5)}-${raw.slice(0, 2)}` };
}

/** PostgreSQL text cannot hold U+0000: a cell with one is refused like any other bad value. */
const NUL_PROBLEM = 'must not contain the NUL character';

export function readText(max: number) {
  return (raw: string): Read<string> => {
    if (raw.includes('\u0000')) return { problem: NUL_PROBLEM };
    return raw.length > max ? { problem: `must be at most ${max} characters` } : { value: raw };
  };
}

/** One of `values`, matched without regard to case; answers the canonical spelling. */
export function readChoice(values: readonly string[]) {
  // Looked up as written, else in lower case: no string is made for a value spelled as listed.
  const read = new Map<string, Read<string>>();
  for (const v of values) read.set(v, { value: v });
  for (const v of values) if (!read.has(v.toLowerCase())) read.set(v.toLowerCase(), { value: v });
  return (raw: string): Read<string> =>
    read.get(raw) ?? read.get(raw.toLowerCase()) ?? { problem: `"${raw}" is not one of ${values.join(', ')}` };
}

export function readNumber(raw: string): Read<number> {
  const n = /^-?(\d+\.?\d*|\.\d+)$/.test(raw.replace(/,/g, '')) ? Number(raw.replace(/,/g, '')) : NaN;
  return Number.isFinite(n) ? { value: n } : { problem: `"${raw}" is not a number` };
}

export function readBoolean(raw: string): Read<boolean> {
  const lower = raw.toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(lower)) return { value: true };
  if (['false', 'no', 'n', '0'].includes(lower)) return { value: false };
  return { problem: `"${raw}" is not True or False` };
}

export function readEmail(raw: string): Read<string> {
  if (raw.includes('\u0000')) return { problem: NUL_PROBLEM };
  if (raw.length > 100) return { problem: 'must be at most 100 characters' };
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) ? { value: raw } : { problem: `"${raw}" is not an e-mail address` };
}

/** Header names compare without case, spaces or punctuation ("Payroll Code" = "payroll_code"). */
export function headerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
