import { Client } from 'pg';

/**
 * Every database of a test run is named `test_r<pid>h<host>_...`: the run's jest process and a
 * digest of its machine's host name.
 */
export const TEST_DATABASE_PREFIX = 'test_r';

/** Where the suite's databases live: TEST_DATABASE_URL, DATABASE_URL, else the local server. */
export function serverUrlCandidates(): string[] {
  const explicit = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return explicit ? [explicit] : ['postgres://postgres@127.0.0.1:5432/postgres'];
}

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
