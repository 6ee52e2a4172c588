/** Matchers for the timestamp formats the APIs answer with, written once. */

/** An accounting timestamp: ISO 8601 to the second, with `Z` (`2026-03-14T09:00:00Z`). */
export const ACCOUNTING_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** An ISO 8601 instant to the millisecond, with `Z` (`Date.prototype.toISOString`). */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A calendar day (`2026-03-14`). */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Any accounting timestamp, inside `toEqual` / `toMatchObject`. */
export const anAccountingTimestamp = expect.stringMatching(ACCOUNTING_TIMESTAMP);

/** Any calendar day, inside `toEqual` / `toMatchObject`. */
export const aDay = expect.stringMatching(ISO_DAY);

/** Any ISO 8601 instant to the millisecond (a `DateTimeISO`), inside `toEqual` / `toMatchObject`. */
export const anInstant = expect.stringMatching(ISO_INSTANT);
