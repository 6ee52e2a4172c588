import type { Client } from 'pg';
import { BOOKS_ADMIN, BUSINESS, payrollAuthorization } from './books-shared';

/** A row of the books ladder: which server answers it, what it asks, and the limit row it is compared with. */
export interface BookRow {
  name: string;
  on: 'app' | 'limit';
  path: string;
  headers: Record<string, string>;
  limit?: string;
}

/** What the books sets are, for the ladder's result file. */
export const BOOKS_DESCRIPTION =
  'One business (accounting) and one employer (payroll) with 10,000 and 100,000 records in each list (one database each): purchase credit notes of 2 lines each over 100 suppliers, listed with `attributes=all` and without `attributes` (the link trio); as many attachments (one per note) and service rate types; an employer of as many employees, its owner with as many finished jobs. Page 1 (20 items) of each list; accounting as the business admin (bearer token, `X-Business`), payroll with the admin’s API key (HTTP Basic);';

/**
 * Page 1 of each accounting and payroll list, each beside its limit row: the admin signs in
 * through the app for the accounting rows; the payroll rows use the admin's API key.
 */
export async function bookRows(appUrl: string, db: Client): Promise<BookRow[]> {
  const res = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BOOKS_ADMIN),
  });
  if (!res.ok) throw new Error(`books admin login: ${res.status} ${await res.text()}`);
  const token = ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
  const [{ id: business }] = (await db.query<{ id: string }>('select id from tenant where slug = $1', [BUSINESS])).rows;
  const [{ id: employer }] = (await db.query<{ id: string }>('select id from payroll_employer')).rows;
  const accounting = { authorization: `Bearer ${token}`, 'x-business': business };
  const payroll = { authorization: payrollAuthorization };
  const lists: { name: string; path: string; headers: Record<string, string> }[] = [
    {
      name: 'purchase credit notes all',
      path: '/accounting/v3.1/purchase_credit_notes?attributes=all',
      headers: accounting,
    },
    { name: 'purchase credit notes plain', path: '/accounting/v3.1/purchase_credit_notes', headers: accounting },
    { name: 'attachments', path: '/accounting/v3.1/attachments', headers: accounting },
    { name: 'service rate types', path: '/accounting/v3.1/service_rate_types', headers: accounting },
    { name: 'payroll jobs', path: '/payroll/jobs', headers: payroll },
    { name: 'payroll employees', path: `/payroll/employers/${employer}/employees`, headers: payroll },
  ];
  return lists.flatMap(({ name, path, headers }) => [
    { name: `limit: ${name}`, on: 'limit' as const, path, headers },
    { name: `REST ${name}`, on: 'app' as const, path, headers, limit: `limit: ${name}` },
  ]);
}
