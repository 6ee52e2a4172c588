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
