// Columns of rows read without entities, as a raw statement answers them.

/**
 * A timestamp column: text (MikroORM turns the driver's date parsing off, and parses dates itself
 * when it maps entities), or a Date where something else parsed it.
 */
export function timestamp(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function optionalTimestamp(value: Date | string | null): Date | null {
  return value === null ? null : timestamp(value);
}

/** A nullable numeric column: text from the driver (exact decimals), or null. */
export function optionalNumeric(value: string | number | null | undefined): number | null {
  return value == null ? null : Number(value);
}
