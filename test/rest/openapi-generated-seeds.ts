import type { TestApp } from '../helpers/app';
import { ACCOUNTING_MOUNT, PAYROLL_MOUNT, STOREFRONT_MOUNT } from '../helpers/apis';
import { http } from '../helpers/http';
import type { Operation } from '../helpers/openapi-requests';
import type { BusinessScenario } from '../helpers/accounting-scenarios';

/**
 * The resources generated requests name by id: one of each kind, created over HTTP, then found
 * again the way a client finds them, through the list each path's parent has.
 */

export interface SeedOwners {
  store: BusinessScenario;
  productId: string;
  employerId: string;
  /** Basic credentials of the employer's owner. */
  payroll: Record<string, string>;
}

async function create(t: TestApp, path: string, headers: Record<string, string>, json: unknown): Promise<void> {
  const res = await http(`${t.url}${path}`, { method: 'POST', headers, json });
  if (res.status >= 300) throw new Error(`seeding ${path}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A category, an order and a cart line; a service rate type and a credit note; a mapping and a report job. */
export async function seedResources(t: TestApp, { store, productId, employerId, payroll }: SeedOwners): Promise<void> {
  const admin = store.admin.headers;
  const customer = store.customer.headers;
  await create(t, `${STOREFRONT_MOUNT}/categories`, admin, { name: 'Vitamins' });
  await create(t, `${STOREFRONT_MOUNT}/orders`, customer, { items: [{ productId, quantity: 1 }] });
  await create(t, `${STOREFRONT_MOUNT}/cart`, customer, { productId, quantity: 1 });
  const business = { authorization: admin.authorization };
  await create(t, `${ACCOUNTING_MOUNT}/service_rate_types`, business, {
    service_rate_type: { name: 'Hourly', active: true },
  });
  await create(t, `${ACCOUNTING_MOUNT}/purchase_credit_notes`, business, {
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
  });
  const employer = `${PAYROLL_MOUNT}/employers/${employerId}`;
  await create(t, `${employer}/import/payments/mappings`, payroll, {
    name: 'Timesheet',
    type: 'ColumnBased',
    hasHeader: true,
    payrollCodeIndex: 0,
    payAmountIndex: -1,
    columns: [{ title: 'Bonus', code: 'BONUS', colIndex: 1 }],
  });
  await create(t, `${employer}/reports-async/employees`, payroll, undefined);
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
