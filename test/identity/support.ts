import type { TestApp } from '../helpers/app';
import type { GraphqlResult, JsonResponse } from '../helpers/http';
import { actingAs, type Actor } from '../helpers/scenarios';
import { createApiKey } from '../../src/modules/identity/api-keys/api-key.service';

/** Shared by the identity test files (tenants, users, api-keys, permissions). */

/**
 * What a refused call authenticated with an API key may still write: the key's last use (for
 * `tableDigests(orm, KEY_USE)`).
 */
export const KEY_USE = { api_key: ['last_used_at'] };

/** Tables whose rows the identity operations write (a refused request is checked with tableDigests). */
const STATE_TABLES = ['tenant', 'app_user', 'customer', 'api_key'] as const;

export type DbState = Record<(typeof STATE_TABLES)[number], Record<string, unknown>[]>;

/** Every row of the identity tables, ordered by id: for checks that read the rows themselves. */
export async function dbState(t: TestApp): Promise<DbState> {
  const connection = t.orm.em.getConnection();
  const state = {} as DbState;
  for (const table of STATE_TABLES) state[table] = await connection.execute(`select * from "${table}" order by id`);
  return state;
}

/** One row of a table by id, as the database holds it. */
export async function row(t: TestApp, table: string, id: string): Promise<Record<string, any> | undefined> {
  const [found] = await t.orm.em.getConnection().execute(`select * from "${table}" where id = ?`, [id]);
  return found;
}

export { basic } from '../helpers/http';

/** HTTP status a GraphQL error code stands for (SPEC section 1), 200 without errors. */
const CODE_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** What a call ended with, whether it went through REST or GraphQL. */
export interface Outcome {
  status: number;
  /** The error message, if any. */
  error?: string;
  /** REST `errors` / GraphQL `extensions.fields`. */
  fields?: Record<string, string[]>;
  data?: any;
}

export function fromRest(res: JsonResponse): Outcome {
  return res.body?.success
    ? { status: res.status, data: res.body.data }
    : { status: res.status, error: res.body?.error, fields: res.body?.errors };
}

export function fromGql(res: GraphqlResult, field: string): Outcome {
  const error = res.errors?.[0];
  if (!error) return { status: 200, data: res.data?.[field] };
  const code = String(error.extensions?.code);
  return { status: CODE_STATUS[code] ?? 500, error: error.message, fields: error.extensions?.fields };
}

/** Creates a personal API key for `actor` through the service and returns its id and key. */
export async function apiKeyOf(t: TestApp, actor: Actor, name = 'fixture key'): Promise<{ id: string; key: string }> {
  const created = await createApiKey(actingAs(t, actor.principal), { name });
  return { id: created.apiKey.id, key: created.key };
}

/** Values no response may ever carry: the stored password and key digests. */
export async function storedSecrets(t: TestApp): Promise<string[]> {
  const connection = t.orm.em.getConnection();
  const users = await connection.execute<{ h: string }[]>('select password_hash as h from app_user');
  const customers = await connection.execute<{ h: string }[]>('select password_hash as h from customer');
  const keys = await connection.execute<{ h: string }[]>('select secret_hash as h from api_key');
  return [...users, ...customers, ...keys].map((r) => r.h);
}
