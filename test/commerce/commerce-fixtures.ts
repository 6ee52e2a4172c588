import { createCustomer } from '../../src/modules/identity/customers/customer.service';
import { createAddress } from '../../src/modules/storefront/addresses/address.service';
import type { AddressInput } from '../../src/modules/storefront/addresses/address.types';
import { Order, type OrderStatus, type PaymentStatus } from '../../src/modules/storefront/orders/order.entity';
import { createOrder } from '../../src/modules/storefront/orders/checkout.service';
import type { CreateOrderInput } from '../../src/modules/storefront/orders/order.types';
import type { TestApp } from '../helpers/app';
import { http, type JsonResponse } from '../helpers/http';
import { storefront } from '../catalog/catalog-fixtures';
import { actingAs, SCENARIO_PASSWORD, signIn, type Actor, type StoreScenario } from '../helpers/scenarios';

/** A valid address body; `overrides` change or add fields. */
export function addressInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Cora',
    lastName: 'Customer',
    phone: '+1 555 0100',
    line1: '742 Evergreen Terrace',
    line2: null,
    city: 'Springfield',
    state: null,
    postalCode: '49007',
    country: 'US',
    ...overrides,
  };
}

let counter = 0;

/** Another customer of the store, signed in. */
export async function secondCustomer(t: TestApp, store: StoreScenario, name = `shopper${++counter}`): Promise<Actor> {
  const account = { email: `${name}@${store.tenant.slug}.test`, password: SCENARIO_PASSWORD };
  const customer = await createCustomer(actingAs(t, store.admin.principal, store.tenant.slug), {
    ...account,
    firstName: 'Second',
    lastName: 'Shopper',
  });
  return signIn(
    t,
    { kind: 'customer', id: customer.id, role: 'CUSTOMER', tenantId: store.tenant.id },
    account,
    store.tenant.slug,
  );
}

/** Creates an address in the customer's book through the service. */
export function makeAddress(
  t: TestApp,
  store: StoreScenario,
  customer: Actor,
  overrides: Record<string, unknown> = {},
) {
  return createAddress(actingAs(t, customer.principal, store.tenant.slug), addressInput(overrides) as AddressInput);
}

/** Places an order through the service, as `customer`. */
export function placeOrder(t: TestApp, store: StoreScenario, customer: Actor, input: CreateOrderInput) {
  return createOrder(actingAs(t, customer.principal, store.tenant.slug), input);
}

/** Sets an order's status directly (to test transitions from every state). */
export async function forceStatus(t: TestApp, orderId: string, status: OrderStatus, paymentStatus?: PaymentStatus) {
  await t.orm.em
    .fork()
    .nativeUpdate(Order, { id: orderId }, { status, ...(paymentStatus ? { paymentStatus } : {}) }, { filters: false });
}

/** A product's stock now. */
export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.orm.em
    .getConnection()
    .execute<{ stock_quantity: number }[]>('select stock_quantity from product where id = ?', [productId]);
  return row.stock_quantity;
}

/** Row counts of the commerce tables over every store (to prove that a refused request wrote nothing). */
export async function commerceRows(t: TestApp): Promise<Record<string, number>> {
  const [row] = await t.orm.em.getConnection().execute<Record<string, string>[]>(
    `select (select count(*) from customer_order) as orders, (select count(*) from order_item) as items,
            (select count(*) from cart_item) as cart, (select coalesce(sum(last_value), 0) from order_counter) as numbers`,
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/** The storefront REST API of a test app, with PATCH. */
export function commerceApi(t: TestApp) {
  return {
    ...storefront(t),
    patch: (path: string, json: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> =>
      http(`${t.url}/api${path}`, { method: 'PATCH', headers, json }),
  };
}
