/** Lower-case letters and digits in words joined by single hyphens: `city-pharmacy`, `vitamin-c-1000mg`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'must contain only lower-case letters, digits and single hyphens';

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
