/**
 * Timestamp columns as a raw statement answers them: text (MikroORM turns the driver's date
 * parsing off, and parses dates itself when it maps entities), or a Date where something else
 * parsed them. Rows read without entities go through these.
 */
export function timestamp(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function optionalTimestamp(value: Date | string | null): Date | null {
  return value === null ? null : timestamp(value);
}
