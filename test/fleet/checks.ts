import type { Client as PgClient } from 'pg';
import type { JobBody, Load } from './load';
import type { Instance } from './processes';
import { INITIAL_STOCK, STORE } from './store';

/** One thing that must hold after a fleet's run, and what was found. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** The `q` quantile of `values` (nearest rank), 0 when there are none. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** What the store holds after the load, as `db` (the primary) shows it. */
export interface Stored {
  tenantId: string;
  orders: { id: string; order_number: string; customer_id: string; payment_status: string; email: string }[];
  paid: number;
}

/** The names of {@link orderChecks}' checks. */
export const ORDER_CHECKS = [
  'every confirmed order is stored',
  'no order is duplicated: each stored order unknown to its client comes from a failed checkout of that client',
  'order numbers are gap-free',
  'each confirmed order keeps the number its client saw',
  'stock plus units sold is unchanged for every product',
  'each payment confirmed to its client is PAID',
] as const;

/**
 * The checks of what the clients were told against what `db` holds: each confirmed order stored
 * once with the number its client saw, order numbers gap-free, stock plus units sold unchanged,
 * each confirmed payment PAID. Pushed to `checks`.
 */
export async function orderChecks(db: PgClient, load: Load, checks: Check[]): Promise<Stored> {
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const tenant = await db.query<{ id: string }>('select id from tenant where slug = $1', [STORE]);
  const tenantId = tenant.rows[0].id;
  const stored = (
    await db.query<Stored['orders'][number]>(
      `select o.id, o.order_number, o.customer_id, o.payment_status, c.email
         from customer_order o join customer c on c.id = o.customer_id where o.tenant_id = $1`,
      [tenantId],
    )
  ).rows;
  const { placed, failedCheckouts, paidOrders } = load;
  const storedIds = new Set(stored.map((o) => o.id));
  const missing = [...placed.keys()].filter((id) => !storedIds.has(id));
  check('every confirmed order is stored', missing.length === 0, `${placed.size} confirmed, ${missing.length} missing`);
  const extras = new Map<number, number>();
  for (const order of stored) {
    if (placed.has(order.id)) continue;
    const customer = Number(/^shopper(\d+)@/.exec(order.email)?.[1]);
    extras.set(customer, (extras.get(customer) ?? 0) + 1);
  }
  const unexplained = [...extras].filter(([customer, n]) => n > (failedCheckouts.get(customer) ?? 0));
  check(
    'no order is duplicated: each stored order unknown to its client comes from a failed checkout of that client',
    unexplained.length === 0,
    `${stored.length} stored, ${stored.length - placed.size + missing.length} from failed checkouts, ${unexplained.length} customers with more`,
  );
  const numbers = stored.map((o) => Number(/-(\d{6})$/.exec(o.order_number)?.[1])).sort((a, b) => a - b);
  const gapFree = numbers.every((n, i) => n === i + 1);
  check(
    'order numbers are gap-free',
    gapFree,
    `${numbers[0]} to ${numbers[numbers.length - 1]}, ${numbers.length} numbers`,
  );
  const numbersAgree = [...placed].every(
    ([id, { number }]) => stored.find((o) => o.id === id)?.order_number === number,
  );
  check('each confirmed order keeps the number its client saw', numbersAgree, '');

  // Stock: what is left plus what was sold is what there was, per product.
  const stock = (
    await db.query<{ id: string; stock_quantity: number; sold: string }>(
      `select p.id, p.stock_quantity,
              coalesce((select sum(i.quantity) from order_item i join customer_order o on o.id = i.order_id
                         where i.product_id = p.id and o.status <> 'CANCELLED'), 0) as sold
         from product p where p.tenant_id = $1`,
      [tenantId],
    )
  ).rows;
  const unbalanced = stock.filter((p) => p.stock_quantity + Number(p.sold) !== INITIAL_STOCK);
  const sold = stock.reduce((sum, p) => sum + Number(p.sold), 0);
  check('stock plus units sold is unchanged for every product', unbalanced.length === 0, `${sold} units sold`);

  const paidStored = new Set(stored.filter((o) => o.payment_status === 'PAID').map((o) => o.id));
  const unpaid = [...paidOrders].filter((id) => !paidStored.has(id));
  check('each payment confirmed to its client is PAID', unpaid.length === 0, `${paidOrders.size} paid`);
  return { tenantId, orders: stored, paid: paidStored.size };
}

/** The import's check (every row once, its counts exact); resolves to the job's attempts. */
export async function importCheck(
  db: PgClient,
  employerId: string,
  jobId: string,
  job: JobBody,
  rows: number,
  checks: Check[],
): Promise<number> {
  const meta = job.result?.metadata ?? {};
  const employees = (
    await db.query<{ n: string; codes: string }>(
      'select count(*) as n, count(distinct payroll_code) as codes from payroll_employee where employer_id = $1',
      [employerId],
    )
  ).rows[0];
  const attempts = (await db.query<{ attempts: number }>('select attempts from payroll_job where id = $1', [jobId]))
    .rows[0].attempts;
  checks.push({
    name: 'the import stored each row once and counts exactly',
    ok:
      job.status === 'Completed' &&
      Number(employees.n) === rows &&
      Number(employees.codes) === rows &&
      meta.created === rows &&
      (meta.failed ?? 0) === 0,
    detail: `${job.status}, ${employees.n} rows (${employees.codes} codes), metadata ${JSON.stringify(meta)}, ${attempts} attempt(s)`,
  });
  return attempts;
}

export const LOGIN_LIMIT_CHECK = 'the login limit is shared by the survivors: 5 attempts in all, then 429 from each';

/** The shared login limit: `apps` answered alternately, one budget of LOGIN_RATE_LIMIT_MAX (5) in Redis. */
export async function loginLimitCheck(apps: Instance[], ip: string, checks: Check[]): Promise<void> {
  const logins: { status: number; by: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const app = apps[i % apps.length];
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'nobody@fleet.example', password: `wrong-${i}` }),
    });
    await res.arrayBuffer();
    logins.push({ status: res.status, by: app.name });
  }
  checks.push({
    name: LOGIN_LIMIT_CHECK,
    ok:
      logins.map((l) => l.status).join() === '401,401,401,401,401,429,429,429' &&
      new Set(logins.slice(5).map((l) => l.by)).size === apps.length,
    detail: logins.map((l) => `${l.status} by ${l.by}`).join(', '),
  });
}
