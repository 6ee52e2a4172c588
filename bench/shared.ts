/** Where the ladder's data set lives and what it holds; shared by the data builder and the ladder. */
export const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const STORE = 'bench-store';
export const ADMIN = { email: 'admin@bench-store.example', password: 'bench-password' };

/** One catalog size of the ladder: one store of this many products, in a database of its own. */
export interface Size {
  label: string;
  database: string;
  products: number;
}

/** The two catalog sizes the ladder compares (BENCH_SIZES=10k picks some by label). */
export const ALL_SIZES: Size[] = [
  { label: '10k', database: 'bench_ladder_10k', products: 10_000 },
  { label: '1M', database: 'bench_ladder_1m', products: 1_000_000 },
];

export function sizes(): Size[] {
  const only = process.env.BENCH_SIZES?.split(',').map((label) => label.trim().toLowerCase());
  const picked = only ? ALL_SIZES.filter((size) => only.includes(size.label.toLowerCase())) : ALL_SIZES;
  if (picked.length === 0) throw new Error(`BENCH_SIZES=${process.env.BENCH_SIZES}: none of 10k, 1M`);
  return picked;
}

export const CATEGORIES = 50;
/** A word found in the names of 1% of the products (every hundredth), nowhere else. */
export const RARE_WORD = 'zyxwv';
/** Customers of the store who check out in the order row, one address each, all with this password. */
export const CUSTOMERS = 32;
export const CUSTOMER_PASSWORD = 'bench-customer-password';
export const customerEmail = (n: number) => `customer-${n}@bench-store.example`;
/**
 * The products the order row buys: the oldest ones (never on a timed read page), each stocked
 * far beyond what a run can sell, so the row never meets an out-of-stock 400.
 */
export const CHECKOUT_PRODUCTS = 100;
export const CHECKOUT_STOCK = 10_000_000;
export const checkoutSlugs = (size: Size) =>
  Array.from({ length: CHECKOUT_PRODUCTS }, (_, i) => `product-${size.products - i}`);
/** The store's pricing, so that the order row exercises shipping, free shipping and tax. */
export const PRICING = { shippingFee: 4.99, taxRate: 0.0825, freeShippingThreshold: 60 };

/** The median of `values` (of an even count, the mean of the middle two). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The URL of one of the ladder's databases on the benchmark server. */
export function benchDatabaseUrl(database: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  return url.toString();
}
