import { ValidationError } from '../../../graphql/errors';
import type { VariantOptions } from './cart.entity';

export const MAX_VARIANT_OPTIONS = 20;
const MAX_TEXT = 100;

/**
 * Checks a client's variant options (a string-to-string map, or null) and returns them with
 * their canonical key: the entries sorted by name. An empty map counts as no options.
 */
export function readVariantOptions(value: unknown, field = 'variantOptions'): { options: VariantOptions; key: string } {
  if (value === null || value === undefined) return { options: null, key: '' };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw ValidationError.field(field, 'must be an object of text values, or null');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return { options: null, key: '' };
  if (entries.length > MAX_VARIANT_OPTIONS) {
    throw ValidationError.field(field, `must have at most ${MAX_VARIANT_OPTIONS} options`);
  }
  for (const [name, option] of entries) {
    if (typeof option !== 'string') throw ValidationError.field(field, `must map names to text ("${name}" is not)`);
    if (name.length > MAX_TEXT || option.length > MAX_TEXT) {
      throw ValidationError.field(field, `names and values must be at most ${MAX_TEXT} characters`);
    }
  }
  const sorted = entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) as [string, string][];
  return { options: Object.fromEntries(sorted), key: JSON.stringify(sorted) };
}
