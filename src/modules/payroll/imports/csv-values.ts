/** Parsing of the values found in payroll CSV files. Each reader returns the value or a problem. */

export type Read<T> = { value: T } | { problem: string };

const DATE_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_UK = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `yyyy-mm-dd` or `dd/mm/yyyy`, a real calendar date; answers `yyyy-mm-dd`. */
export function readDate(raw: string): Read<string> {
  let y: number, m: number, d: number;
  const iso = DATE_ISO.exec(raw);
  const uk = iso ? null : DATE_UK.exec(raw);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (uk) [y, m, d] = [Number(uk[3]), Number(uk[2]), Number(uk[1])];
  else return { problem: `"${raw}" is not a date (yyyy-mm-dd or dd/mm/yyyy)` };
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) {
    return { problem: `"${raw}" is not a valid calendar date` };
  }
  return { value: `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
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
  return (raw: string): Read<string> => {
    const found = values.find((v) => v.toLowerCase() === raw.toLowerCase());
    return found ? { value: found } : { problem: `"${raw}" is not one of ${values.join(', ')}` };
  };
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
