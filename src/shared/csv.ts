// The one CSV writer of the server: every CSV document it produces (payroll reports, mapping
// templates) is written through these two functions.

/** What a cell may hold: text, or a number written as a number. Null and undefined are empty. */
export type CsvValue = string | number | boolean | null | undefined;

/** Text a spreadsheet would read as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell, quoted as RFC 4180 says, and safe to open in a spreadsheet: text that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote and quoted, so
 * that it shows as the text it is instead of running as a formula.
 *
 * A leading `-` is where data and formulas meet: the rule applies to every text cell (a name
 * like `-1+cmd|...` or even `-12`), while a finite JS number is data and is written as the
 * number, so a negative amount stays a number a spreadsheet can add up. Numeric columns must
 * therefore reach the writer as numbers, not as formatted text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  const text = String(value);
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: the cells joined by commas, ended by CRLF (RFC 4180). */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
