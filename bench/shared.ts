/** Where the ladder's data set lives and what it holds; shared by the data builder and the ladder. */
export const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DATABASE = 'bench_ladder';
export const STORE = 'bench-store';
export const ADMIN = { email: 'admin@bench-store.example', password: 'bench-password' };
export const PRODUCTS = 10_000;
export const CATEGORIES = 50;
/** A word found in the names of 1% of the products (every hundredth), nowhere else. */
export const RARE_WORD = 'zyxwv';

/** The URL of the ladder's own database on the benchmark server. */
export function benchDatabaseUrl(): string {
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}
