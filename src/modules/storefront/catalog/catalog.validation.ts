import { ValidationError, type FieldErrors } from '../../../graphql/errors';

/** The largest amount a `numeric(12,2)` column holds. */
export const MAX_MONEY = 9_999_999_999.99;

/** An update input's view of entity fields: each may be absent, and GraphQL lets the client send null. */
export type Patch<T> = { [K in keyof T]?: T[K] | null };

/** Trims a text field; blank optional text is stored as null. `undefined` (not given) stays so. */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Collects field problems found by a service and throws them together, as class-validator does. */
export class Problems {
  private readonly fields: FieldErrors = {};

  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new ValidationError(this.fields);
  }
}
