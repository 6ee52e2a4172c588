import type { TestApp } from '../helpers/app';
import { http } from '../helpers/http';
import { accountingRest, payrollRest, storefrontRest } from '../helpers/rest';
import type { Operation } from '../helpers/openapi-requests';
import type { BusinessScenario } from '../helpers/accounting-scenarios';

/**
 * The resources generated requests name by id: one of each kind, created over HTTP (typed by the
 * documents), then found again the way a client finds them, through the list each path's parent
 * has (paths read from the served document at run time, so untyped).
 */

export interface SeedOwners {
  store: BusinessScenario;
  productId: string;
  employerId: string;
  /** Basic credentials of the employer's owner. */
  payroll: Record<string, string>;
}

/** Fails the seeding naming the call when it created nothing. */
function created(what: string, res: { status: number; body: unknown }): void {
  if (res.status >= 300) throw new Error(`seeding ${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A category, an order and a cart line; a service rate type and a credit note; a mapping and a report job. */
export async function seedResources(t: TestApp, { store, productId, employerId, payroll }: SeedOwners): Promise<void> {
  const asAdmin = storefrontRest(t, store.admin.headers);
  const asCustomer = storefrontRest(t, store.customer.headers);
  created('/categories', await asAdmin.post('/categories', { body: { name: 'Vitamins' } }));
  created('/orders', await asCustomer.post('/orders', { body: { items: [{ productId, quantity: 1 }] } }));
  created('/cart', await asCustomer.post('/cart', { body: { productId, quantity: 1 } }));
  const business = accountingRest(t, { authorization: store.admin.headers.authorization });
  created(
    '/service_rate_types',
    await business.post('/service_rate_types', { body: { service_rate_type: { name: 'Hourly', active: true } } }),
  );
  created(
    '/purchase_credit_notes',
    await business.post('/purchase_credit_notes', {
      body: {
        purchase_credit_note: {
          contact_id: store.supplier.id,
          date: '2026-03-14',
          credit_note_lines: [
            {
              description: 'Returned cables',
              ledger_account_id: store.goods.id,
              quantity: 2,
              unit_price: '10.50',
              tax_rate_id: 'GB_STANDARD',
            },
          ],
        },
      },
    }),
  );
  const owner = payrollRest(t, payroll);
  created(
    'the payment mapping',
    await owner.post('/employers/{employerId}/import/payments/mappings', {
      params: { employerId },
      body: {
        name: 'Timesheet',
        type: 'ColumnBased',
        hasHeader: true,
        payrollCodeIndex: 0,
        payAmountIndex: -1,
        columns: [{ title: 'Bonus', code: 'BONUS', colIndex: 1 }],
      },
    }),
  );
  created(
    'the employee report',
    await owner.post('/employers/{employerId}/reports-async/employees', { params: { employerId } }),
  );
}

/** The first id of the first list of objects with ids in `body`, breadth first. */
function firstListedId(body: unknown): string | undefined {
  const queue: unknown[] = [body];
  while (queue.length > 0) {
    const node = queue.shift();
    if (Array.isArray(node)) {
      const withId = node.find((item) => item && typeof item === 'object' && 'id' in item) as
        { id: unknown } | undefined;
      if (withId) return String(withId.id);
      queue.push(...node);
    } else if (node && typeof node === 'object') {
      queue.push(...Object.values(node));
    }
  }
  return undefined;
}

/**
 * A seeded value for each path parameter (`template name`), the first id the parent list answers
 * to any of `callers`, and the named headers' `headerSeeds`.
 */
export async function seedByLists(
  base: string,
  operations: Operation[],
  callers: Record<string, string>[],
  headerSeeds: Record<string, string>,
): Promise<Record<string, string>> {
  const values: Record<string, string> = { ...headerSeeds };
  const lists = new Map<string, string | undefined>();
  const listed = async (path: string) => {
    if (!lists.has(path)) {
      let id: string | undefined;
      for (const caller of callers) {
        const res = await http(`${base}${path}`, { headers: { ...headerSeeds, ...caller } });
        id = res.status === 200 ? firstListedId(res.body) : undefined;
        if (id) break;
      }
      lists.set(path, id);
    }
    return lists.get(path);
  };
  for (const { template } of operations) {
    let resolved = '';
    for (const part of template.split('/').slice(1)) {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) {
        resolved += `/${part}`;
        continue;
      }
      const id = await listed(resolved);
      if (!id) break;
      values[`${template} ${name}`] = id;
      resolved += `/${encodeURIComponent(id)}`;
    }
  }
  return values;
}
