import { createCustomer } from '../../src/modules/identity/customers/customer.service';
import { createAddress } from '../../src/modules/storefront/addresses/address.service';
import type { AddressInput } from '../../src/modules/storefront/addresses/address.types';
import { Order, type OrderStatus, type PaymentStatus } from '../../src/modules/storefront/orders/order.entity';
import { createOrder } from '../../src/modules/storefront/orders/checkout.service';
import type { CreateOrderInput } from '../../src/modules/storefront/orders/order.types';
import type { TestApp } from '../helpers/app';
import { actingAs, SCENARIO_PASSWORD, signIn, type Actor, type StoreScenario } from '../helpers/scenarios';
import { addressInput } from '../helpers/storefront-scenarios';

export { addressInput } from '../helpers/storefront-scenarios';

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
