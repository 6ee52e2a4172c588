import { createHash } from 'node:crypto';
import type { Size } from './shared';

/**
 * The accounting and payroll data sets of the ladder (`npm run bench:data:books`, read by
 * `BENCH_SET=books npm run bench`): one business and one employer of 10,000 or 100,000 records
 * per list, in a database per size.
 */
export const BUSINESS = 'bench-books';
export const BOOKS_ADMIN = { email: 'admin@bench-books.example', password: 'bench-password' };

/** The admin's payroll API key (`pk_<prefix>.<secret>`), sent as the HTTP Basic password. */
const KEY_PREFIX = 'benchbooks01';
const KEY_SECRET = 'bench-books-api-key-secret-0123456789';
export const API_KEY = `pk_${KEY_PREFIX}.${KEY_SECRET}`;
export const API_KEY_ROW = {
  prefix: KEY_PREFIX,
  secretHash: createHash('sha256').update(KEY_SECRET).digest('hex'),
};
export const payrollAuthorization = `Basic ${Buffer.from(`bench:${API_KEY}`).toString('base64')}`;

/** Suppliers the credit notes are spread over. */
export const CONTACTS = 100;

/** One size of the books sets: `records` rows in each list (no storefront products: `products` is 0). */
export type BookSize = Size & { records: number };

export const BOOK_SIZES: BookSize[] = [
  { label: '10k', database: 'bench_books_10k', products: 0, records: 10_000 },
  { label: '100k', database: 'bench_books_100k', products: 0, records: 100_000 },
];

/** The books sizes BENCH_SIZES names (by label), all of them without it. */
export function bookSizes(): BookSize[] {
  const only = process.env.BENCH_SIZES?.split(',').map((label) => label.trim().toLowerCase());
  const picked = only ? BOOK_SIZES.filter((size) => only.includes(size.label.toLowerCase())) : BOOK_SIZES;
  if (picked.length === 0) throw new Error(`BENCH_SIZES=${process.env.BENCH_SIZES}: none of 10k, 100k`);
  return picked;
}
