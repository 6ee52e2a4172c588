import { ValidationError, type FieldErrors } from '../../../graphql/errors';

/** Lower-case letters and digits in words joined by single hyphens: `vitamin-c-1000mg`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'must contain only lower-case letters, digits and single hyphens';
export const NOT_BLANK = /\S/;
export const NOT_BLANK_MESSAGE = 'must not be empty';

/** The largest amount a `numeric(12,2)` column holds. */
export const MAX_MONEY = 9_999_999_999.99;
export const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };

/** An update input's view of entity fields: each may be absent, and GraphQL lets the client send null. */
export type Patch<T> = { [K in keyof T]?: T[K] | null };

export const maxLength = (n: number) => ({ message: `must be at most ${n} characters` });

/**
 * A URL-safe slug from a name: accents dropped, anything else than letters and digits becomes a
 * hyphen. Empty when the name has no letter or digit at all.
 */
export function slugify(name: string, maxLength = 200): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** Trims a text field; blank optional text is stored as null. `undefined` (not given) stays so. */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Partial updates: absent fields keep their value and nullable ones may be cleared with null, but
 * a field the record cannot be without (name, price, flags) may not be set to null.
 */
export function rejectNulls<T extends object>(input: T, fields: readonly (keyof T & string)[]): void {
  const problems: FieldErrors = {};
  for (const field of fields) if (input[field] === null) problems[field] = ['must not be null'];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
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
