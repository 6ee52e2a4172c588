import { OrderStatus, PaymentStatus } from '../../src/modules/storefront/orders/order.entity';
import { TRANSITIONS } from '../../src/modules/storefront/orders/order-status';
import type { TestApp } from '../helpers/app';
import type { components, operations } from '../generated/rest-storefront';
import { bodyOf, storefrontRest } from '../helpers/rest';
import { countStatements } from '../helpers/db';
import {
  CustomerCountDocument,
  CustomerIdDocument,
  CustomerOrderNumbersDocument,
  CustomerSearchDocument,
  CustomersWithLastOrderDocument,
} from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, type StoreScenario, storeScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { forceStatus, makeAddress, placeOrder, secondCustomer, stockOf } from './commerce-fixtures';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;
let productId: string;

eachTestIn(
  (app) => shopScenario(app, { product: { name: 'Tracked', price: 4.25, stockQuantity: 10 } }),
  (app, shop) => ([t, store, api, productId] = [app, shop, storefrontRest(app), shop.product!.id]),
  {},
  { once: true },
);

const order = (quantity = 3) => placeOrder(t, store, store.customer, { items: [{ productId, quantity }] });
const patch = (id: string, body: components['schemas']['UpdateOrderStatusInput']) =>
  api.patch('/orders/{id}/status', { params: { id }, body, headers: store.staff.headers });

describe('PATCH /orders/{id}/status', () => {
  const statuses = Object.values(OrderStatus);

  it('allows exactly the transitions of the table and refuses every other one with 409 naming both states', async () => {
    const { id } = await order(1);
    const seen: string[] = [];
    for (const from of statuses) {
      for (const to of statuses) {
        await forceStatus(t, id, from);
        const res = await patch(id, { status: to });
        const allowed = from === to || TRANSITIONS[from].includes(to);
        if (allowed) {
          expect([from, to, res.status]).toEqual([from, to, 200]);
          expect(bodyOf(res, 200).data.status).toBe(to);
          if (from !== to) seen.push(`${from}->${to}`);
        } else {
          expect([from, to, res.status]).toEqual([from, to, 409]);
          expect(bodyOf(res, 409).error).toBe(`Cannot change order status from ${from} to ${to}`);
          const read = await api.get('/orders/{id}', { params: { id }, headers: store.staff.headers });
          expect(bodyOf(read, 200).data.status).toBe(from);
        }
      }
    }
    expect(seen.sort()).toEqual(
      [
        'PENDING->CONFIRMED',
        'PENDING->CANCELLED',
        'CONFIRMED->PROCESSING',
        'CONFIRMED->CANCELLED',
        'PROCESSING->SHIPPED',
        'PROCESSING->CANCELLED',
        'SHIPPED->DELIVERED',
      ].sort(),
    );
  });

  it('records shippedAt and deliveredAt, and sets fulfilment, tracking number and the staff-only note', async () => {
    const { id } = await order();
    await patch(id, { status: 'CONFIRMED' });
    await patch(id, { status: 'PROCESSING' });
    const shipped = await patch(id, {
      status: 'SHIPPED',
      fulfillmentStatus: 'FULFILLED',
      trackingNumber: '1Z999',
      internalNote: 'Fragile',
    });
    expect(shipped.body).toMatchObject({
      message: 'Order updated successfully',
      data: { status: 'SHIPPED', fulfillmentStatus: 'FULFILLED', trackingNumber: '1Z999', internalNote: 'Fragile' },
    });
    expect(Date.parse(bodyOf(shipped, 200).data.shippedAt ?? '')).toBeGreaterThan(0);
    expect(bodyOf(shipped, 200).data.deliveredAt).toBeNull();
    const delivered = await patch(id, { status: 'DELIVERED' });
    expect(Date.parse(bodyOf(delivered, 200).data.deliveredAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(bodyOf(shipped, 200).data.shippedAt ?? ''),
    );
    // The customer sees the order but not the staff's note.
    const mine = await api.get('/orders/{id}', { params: { id }, headers: store.customer.headers });
    expect(bodyOf(mine, 200).data).toMatchObject({ trackingNumber: '1Z999', internalNote: null, status: 'DELIVERED' });
  });

  it('answers each change with the history as it then stands, two changes in one GraphQL request included', async () => {
    const place = (fields: string) =>
      countStatements(t.orm, () =>
        gql(
          t.url,
          `mutation ($productId: ID!) { createOrder(input: { items: [{ productId: $productId, quantity: 1 }] }) { ${fields} } }`,
          { productId },
          store.customer.headers,
        ),
      );
    const bare = await place('id');
    const placed = await place('id history { toStatus }');
    const { id, history } = dataOf(placed.result).createOrder;
    // An order just placed has no history yet, and answering that reads nothing.
    expect(history).toEqual([]);
    expect(placed.statements.length).toBe(bare.statements.length);
    const res = await gql(
      t.url,
      `mutation ($id: ID!) {
        confirmed: updateOrderStatus(id: $id, input: { status: CONFIRMED }) { history { toStatus } }
        processing: updateOrderStatus(id: $id, input: { status: PROCESSING }) { history { toStatus } }
      }`,
      { id },
      store.staff.headers,
    );
    expect(dataOf(res)).toEqual({
      confirmed: { history: [{ toStatus: 'CONFIRMED' }] },
      processing: { history: [{ toStatus: 'CONFIRMED' }, { toStatus: 'PROCESSING' }] },
    });
  });

  it('puts tracked stock back on cancel, once', async () => {
    const { id } = await order(3);
    expect(await stockOf(t, productId)).toBe(7);
    const cancelled = await patch(id, { status: 'CANCELLED' });
    expect(bodyOf(cancelled, 200).data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(Date.parse(bodyOf(cancelled, 200).data.cancelledAt ?? '')).toBeGreaterThan(0);
    expect(await stockOf(t, productId)).toBe(10);
    expect((await patch(id, { status: 'CANCELLED' })).status).toBe(200); // same status: a no-op
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('refuses bad values naming the field and unknown orders, changing nothing', async () => {
    const { id } = await order();
    // A status the document does not offer, sent on purpose.
    const bad = await api.request('PATCH', `/orders/${id}/status`, {
      json: { status: 'LOST' },
      headers: store.staff.headers,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['status']);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'CONFIRMED' })).status).toBe(404);
    expect(
      bodyOf(await api.get('/orders/{id}', { params: { id }, headers: store.staff.headers }), 200).data.status,
    ).toBe('PENDING');
  });

  it('is for the store’s staff only', async () => {
    const { id } = await order();
    expect(
      (
        await api.patch('/orders/{id}/status', {
          params: { id },
          body: { status: 'CONFIRMED' },
          headers: store.customer.headers,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.patch('/orders/{id}/status', {
          params: { id },
          body: { status: 'CONFIRMED' },
          headers: store.anonymous,
        })
      ).status,
    ).toBe(401);
    const other = await storeScenario(t, 'corner-shop');
    expect(
      (
        await api.patch('/orders/{id}/status', {
          params: { id },
          body: { status: 'CONFIRMED' },
          headers: other.admin.headers,
        })
      ).status,
    ).toBe(404);
    expect((await api.get('/orders/{id}', { params: { id }, headers: other.admin.headers })).status).toBe(404);
    expect(bodyOf(await api.get('/orders', { headers: other.admin.headers }), 200).data.data).toEqual([]);
    expect(bodyOf(await api.get('/orders/my-orders', { headers: other.customer.headers }), 200).data.data).toEqual([]);
  });
});

describe('GET /orders', () => {
  it('filters by customer, status, payment and fulfilment status, dates and search, with meta', async () => {
    const other = await secondCustomer(t, store, 'zed');
    await makeAddress(t, store, other);
    const a = await order(1);
    const b = await placeOrder(t, store, other, { items: [{ productId, quantity: 1 }] });
    const c = await order(1);
    await forceStatus(t, c.id, OrderStatus.CONFIRMED, PaymentStatus.PAID);
    await patch(b.id, { fulfillmentStatus: 'PARTIALLY_FULFILLED' });

    const ids = async (query: NonNullable<operations['Orders']['parameters']['query']> = {}) =>
      bodyOf(await api.get('/orders', { query, headers: store.staff.headers }), 200).data.data.map((o) => o.id);
    expect(await ids()).toEqual([c.id, b.id, a.id]);
    expect(await ids({ customerId: other.id })).toEqual([b.id]);
    expect(await ids({ status: 'CONFIRMED' })).toEqual([c.id]);
    expect(await ids({ paymentStatus: 'PAID' })).toEqual([c.id]);
    expect(await ids({ fulfillmentStatus: 'PARTIALLY_FULFILLED' })).toEqual([b.id]);
    expect(await ids({ search: a.orderNumber })).toEqual([a.id]);
    expect(await ids({ search: 'ZED@' })).toEqual([b.id]);
    expect(await ids({ startDate: '2000-01-01', endDate: '2000-12-31' })).toEqual([]);
    // Dates from the server's clock (the orders' own times), so that midnight between two steps changes nothing.
    const placedAt = async (id: string) =>
      bodyOf(await api.get('/orders/{id}', { params: { id }, headers: store.staff.headers }), 200).data.createdAt;
    const [first, last] = [await placedAt(a.id), await placedAt(c.id)];
    expect(await ids({ startDate: first })).toHaveLength(3);
    expect(await ids({ startDate: last })).toEqual([c.id]);
    expect(await ids({ endDate: first })).toEqual([a.id]);
    // A date alone is a whole day (UTC) at either end: the orders' days hold them all.
    const [firstDay, lastDay] = [first.slice(0, 10), last.slice(0, 10)];
    expect(await ids({ startDate: firstDay, endDate: lastDay })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ endDate: lastDay })).toHaveLength(3);
    const dayBefore = new Date(Date.parse(`${firstDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await ids({ endDate: dayBefore })).toEqual([]);

    const page = await api.get('/orders', { query: { limit: 2, page: 2 }, headers: store.staff.headers });
    expect(bodyOf(page, 200).data.meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(bodyOf(page, 200).data.data.map((o: { id: string }) => o.id)).toEqual([a.id]);

    // A status and a limit the document refuses, on purpose.
    const bad = await api.request('GET', '/orders?status=NOPE&limit=500', { headers: store.staff.headers });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['limit', 'status']);
    expect((await api.get('/orders', { headers: store.customer.headers })).status).toBe(403);
  });

  it('my-orders lists the customer’s own orders, paged', async () => {
    const other = await secondCustomer(t, store);
    await makeAddress(t, store, other);
    const mine = [await order(1), await order(1)];
    await placeOrder(t, store, other, { items: [{ productId, quantity: 1 }] });
    const res = await api.get('/orders/my-orders', { query: { limit: 1 }, headers: store.customer.headers });
    expect(bodyOf(res, 200).data.meta).toEqual({ total: 2, page: 1, limit: 1, totalPages: 2 });
    expect(bodyOf(res, 200).data.data[0].id).toBe(mine[1].id);
    expect((await api.get('/orders/my-orders', { headers: store.staff.headers })).status).toBe(403);
  });

  it('runs a fixed number of SQL statements whatever the page size (admin list and my-orders)', async () => {
    for (let i = 0; i < 10; i += 1) await order(1);
    await t.orm.em.getConnection().execute('update product set stock_quantity = 1000');
    for (let i = 0; i < 40; i += 1) await order(1);

    const count = async (path: '/orders' | '/orders/my-orders', limit: number, headers: Record<string, string>) => {
      const { result, statements } = await countStatements(t.orm, () => api.get(path, { query: { limit }, headers }));
      return { rows: bodyOf(result, 200).data.data.length, statements: statements.length };
    };
    const admin5 = await count('/orders', 5, store.staff.headers);
    const admin50 = await count('/orders', 50, store.staff.headers);
    const my5 = await count('/orders/my-orders', 5, store.customer.headers);
    const my50 = await count('/orders/my-orders', 50, store.customer.headers);
    expect([admin5.rows, admin50.rows, my5.rows, my50.rows]).toEqual([5, 50, 5, 50]);
    expect(admin50.statements).toBe(admin5.statements);
    expect(my50.statements).toBe(my5.statements);
    // the caller's account check, the store, the page, the count, the lines of the page
    expect(admin5.statements).toBe(5);
    expect(my5.statements).toBe(5);
  });
});

describe('customers (GraphQL, staff)', () => {
  it('lists the store’s customers with search and paging, and one customer with their orders', async () => {
    const other = await secondCustomer(t, store, 'zed');
    const placed = await order(1);
    const list = dataOf(await gql(t.url, CustomerSearchDocument, { search: 'cora' }, store.staff.headers));
    expect(list.customers).toEqual({
      data: [{ id: store.customer.id, email: store.customer.email }],
      meta: { total: 1 },
    });
    const all = dataOf(await gql(t.url, CustomerCountDocument, {}, store.staff.headers));
    expect(all.customers.meta.total).toBe(2);
    const one = dataOf(await gql(t.url, CustomerOrderNumbersDocument, { id: store.customer.id }, store.staff.headers));
    expect(one.customer).toEqual({
      email: store.customer.email,
      orders: { data: [{ orderNumber: placed.orderNumber }], meta: { total: 1 } },
    });
    const denied = await gql(t.url, CustomerCountDocument, {}, other.headers);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const elsewhere = await storeScenario(t, 'corner-shop');
    const foreign = await gql(t.url, CustomerIdDocument, { id: store.customer.id }, elsewhere.admin.headers);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('lists customers with a page of their orders in a fixed number of statements', async () => {
    await t.orm.em.getConnection().execute('update product set stock_quantity = 100');
    const shoppers = [store.customer];
    for (let i = 0; i < 5; i += 1) {
      const shopper = await secondCustomer(t, store, `bulk${i}`);
      await makeAddress(t, store, shopper);
      shoppers.push(shopper);
    }
    for (const [i, shopper] of shoppers.entries()) {
      for (let n = 0; n <= i % 3; n += 1) await placeOrder(t, store, shopper, { items: [{ productId, quantity: 1 }] });
    }
    const run = (limit: number) =>
      countStatements(t.orm, () => gql(t.url, CustomersWithLastOrderDocument, { limit }, store.staff.headers));
    const two = await run(2);
    const six = await run(6);
    expect(six.statements.length).toBe(two.statements.length);
    const customers = dataOf(six.result).customers.data;
    expect(customers).toHaveLength(6);
    for (const customer of customers) {
      const index = shoppers.findIndex((s) => s.id === customer.id);
      expect(customer.orders.meta.total).toBe((index % 3) + 1);
      expect(customer.orders.data).toHaveLength(1);
      expect(customer.orders.data[0].customer.id).toBe(customer.id);
    }
  });
});
