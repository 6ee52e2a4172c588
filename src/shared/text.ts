/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Copies the given fields of a partial-update input onto a record: `undefined` means "not given"
 * and is skipped, strings are stored trimmed, anything else (null included) as given.
 */
export function assignGiven(target: object, input: object): void {
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined)
      (target as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
}

/** An ILIKE pattern matching `term` anywhere in a text: `%`, `_` and `\` in the term are literal characters. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/** `items_per_page` -> `itemsPerPage`. */
export function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `itemsPerPage` -> `items_per_page`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The fields a projection parameter names (`attributes=total_amount,contactName`): `all`, or the
 * comma list's names in snake_case.
 */
export function namedFields(text: unknown): 'all' | Set<string> {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === 'all') return 'all';
  return new Set(
    trimmed
      .split(',')
      .map((name) => snakeCase(name.trim()))
      .filter(Boolean),
  );
}
