/**
 * The instants a date input may name. PostgreSQL has no year 0 (JavaScript's year 0 is 1 BC, and
 * reaches the database as an invalid "0000-..."), and the driver writes instants in the process's
 * time zone, so the first day of year 1 is left out too: an instant of it could be written as
 * year 0. Four-digit years are what ISO 8601 and every date format the APIs accept can write.
 */
const EARLIEST = Date.parse('0001-01-02T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

export const DATE_RANGE_MESSAGE = 'must be a date between 0001-01-02 and 9999-12-31';

/** Whether a time (milliseconds since the epoch) is one a date input may name. */
export function isStorableTime(time: number): boolean {
  return Number.isFinite(time) && time >= EARLIEST && time <= LATEST;
}

/** `YYYY-MM-DD`, optionally `T` and a time (minutes at least) with an optional `Z` or offset. */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/i;

/**
 * The `YYYY-MM-DD` an ISO 8601 date or date-time starts with, as written: its offset does not
 * move it to another day (`2026-12-01T23:30:00-05:00` is 2026-12-01), since clients generated
 * from a document declaring `format: date` send a `Date`, serialized as a date-time. Undefined
 * when `raw` is neither, or its time or offset is out of range; the day itself is the caller's
 * to check.
 */
export function isoDatePart(raw: string): string | undefined {
  const match = ISO_DATE_TIME.exec(raw);
  if (!match) return undefined;
  const [, date, hours, minutes, seconds, offsetHours, offsetMinutes] = match;
  if (hours !== undefined && (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59))
    return undefined;
  if (offsetHours !== undefined && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return undefined;
  return date;
}
