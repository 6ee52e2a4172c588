import { BusinessType } from '../../src/modules/identity/tenants/tenant.entity';
import { Address } from '../../src/modules/storefront/addresses/address.entity';
import type { TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { OrderIdDocument, OrderNoteDocument, PlaceOrderDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { shopScenario, VITAMIN_C } from '../helpers/storefront-scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';
import { addressInput, makeAddress, secondCustomer, stockOf } from './commerce-fixtures';
import { tableDigests } from '../helpers/db';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;
/** The year of the server's clock when it placed `order`: the year its number carries. */
const yearOf = (order: { createdAt: string }) => order.createdAt.slice(0, 4);

/** The shops the tests order from, each a shop scenario (shipping 5 unless told) of its own store. */
async function orderShops(app: TestApp) {
  const shop = (slug: string, settings: Record<string, unknown>, businessType = BusinessType.retail) =>
    shopScenario(app, { slug, tenant: { businessType, settings: { shippingFee: 5, ...settings } } });
  return {
    /** Tax 8.25 %, free shipping from 100. */
    taxed: await shop('taxed-shop', { taxRate: 0.0825, freeShippingThreshold: 100 }),
    /** Tax 5 %, no shipping fee. */
    noShipping: await shop('five-percent-shop', { taxRate: 0.05, shippingFee: 0 }),
    pharmacy: await shop('pharmacy-shop', {}, BusinessType.pharmacy),
    retail: await shop('retail-shop', {}),
    /** Guest checkout allowed, tax 10 %. */
    guests: await shop('guest-shop', { allowGuestCheckout: true, taxRate: 0.1 }),
  };
}

let shops: Awaited<ReturnType<typeof orderShops>>;
eachTestIn(orderShops, (app, built) => ([t, api, shops] = [app, storefrontRest(app), built]), {}, { once: true });

/** The test's shop. */
function shop(name: keyof typeof shops): void {
  store = shops[name];
}

describe('POST /orders', () => {
  beforeEach(() => shop('taxed'));

  it('prices from the catalog to the cent (3 x 19.99), copies lines, customer and addresses; 201', async () => {
    const vitamin = await makeProduct(t, store, VITAMIN_C);
    const res = await api.post('/orders', {
      body: {
        items: [{ productId: vitamin.id, quantity: 3, price: 0.01, variantOptions: { size: 'L' } }],
        paymentMethod: 'card',
        customerNote: 'Leave at the door',
      },
      headers: store.customer.headers,
    });
    expectStatus(res, 201);
    expect(res.body.message).toBe('Order placed successfully');
    const order = res.body.data;
    expect(order).toMatchObject({
      orderNumber: `ORD-${yearOf(order)}-000001`,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      subtotal: 59.97, // the client's 0.01 is ignored
      shippingFee: 5,
      tax: 4.95, // 59.97 x 0.0825 = 4.947525
      total: 69.92,
      currency: 'usd',
      isGuest: false,
      paymentMethod: 'card',
      customerNote: 'Leave at the door',
      internalNote: null,
      customer: { id: store.customer.id, email: store.customer.email, firstName: 'Cora', lastName: 'Customer' },
      shippingAddress: { line1: '742 Evergreen Terrace', city: 'Springfield', postalCode: '49007', country: 'US' },
    });
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(order.items).toEqual([
      {
        id: expect.any(String),
        productId: vitamin.id,
        productName: 'Vitamin C',
        sku: 'VC-1',
        productImage: 'https://cdn.example.com/vc.png',
        price: 19.99,
        quantity: 3,
        total: 59.97,
        variantOptions: { size: 'L' },
      },
    ]);
    expect(await stockOf(t, vitamin.id)).toBe(7);
  });

  it('ships free from exactly the threshold, and charges shipping a cent below it', async () => {
    const at = await makeProduct(t, store, { name: 'At', price: 50, stockQuantity: 10 });
    const below = await makeProduct(t, store, { name: 'Below', price: 99.99, stockQuantity: 10 });
    const free = await api.post('/orders', {
      body: { items: [{ productId: at.id, quantity: 2 }] },
      headers: store.customer.headers,
    });
    expect(bodyOf(free, 201).data).toMatchObject({ subtotal: 100, shippingFee: 0, tax: 8.25, total: 108.25 });
    const paid = await api.post('/orders', {
      body: { items: [{ productId: below.id, quantity: 1 }] },
      headers: store.customer.headers,
    });
    // 99.99 x 0.0825 = 8.249175 -> 8.25
    expect(bodyOf(paid, 201).data).toMatchObject({ subtotal: 99.99, shippingFee: 5, tax: 8.25, total: 113.24 });
    expect(bodyOf(paid, 201).data.orderNumber).toBe(`ORD-${yearOf(bodyOf(paid, 201).data)}-000002`);
  });

  it('rounds tax half-up to the cent', async () => {
    shop('noShipping');
    const cheap = await makeProduct(t, store, { name: 'Cheap', price: 0.1, stockQuantity: 10 });
    const res = await api.post('/orders', {
      body: { items: [{ productId: cheap.id, quantity: 1 }] },
      headers: store.customer.headers,
    });
    expect(bodyOf(res, 201).data).toMatchObject({ subtotal: 0.1, tax: 0.01, total: 0.11 }); // 0.005 -> 0.01
  });

  it('orders the cart when no items are given, and the ordered lines leave the cart', async () => {
    const a = await makeProduct(t, store, { name: 'A', price: 1, stockQuantity: 10 });
    const b = await makeProduct(t, store, { name: 'B', price: 2, stockQuantity: 10 });
    await api.post('/cart', { body: { productId: a.id, quantity: 2 }, headers: store.customer.headers });
    await api.post('/cart', { body: { productId: b.id, quantity: 1 }, headers: store.customer.headers });
    // Items given: only the matching cart line goes.
    await api.post('/orders', { body: { items: [{ productId: b.id, quantity: 1 }] }, headers: store.customer.headers });
    let cart = bodyOf(await api.get('/cart', { headers: store.customer.headers }), 200).data;
    expect(cart.items.map((i: { productId: string }) => i.productId)).toEqual([a.id]);
    // No items: the whole cart is ordered and emptied.
    const res = await api.post('/orders', { body: {}, headers: store.customer.headers });
    expectStatus(res, 201);
    expect(res.body.data.items).toMatchObject([{ productId: a.id, quantity: 2 }]);
    cart = bodyOf(await api.get('/cart', { headers: store.customer.headers }), 200).data;
    expect(cart).toMatchObject({ items: [], subtotal: 0, itemCount: 0, total: 0 });
    const empty = await api.post('/orders', { body: {}, headers: store.customer.headers });
    expectStatus(empty, 400);
    expect(empty.body.errors).toHaveProperty('items');
  });

  it('refuses short stock, unknown, inactive and other stores’ products, writing nothing', async () => {
    const scarce = await makeProduct(t, store, { name: 'Scarce', price: 1, stockQuantity: 2 });
    const hidden = await makeProduct(t, store, { name: 'Hidden', price: 1, stockQuantity: 2, isActive: false });
    const other = await storeScenario(t, 'corner-shop');
    const foreign = await makeProduct(t, other, { name: 'Foreign', price: 1, stockQuantity: 2 });
    const before = await tableDigests(t.orm);

    const short = await api.post('/orders', {
      body: {
        items: [
          { productId: scarce.id, quantity: 1 },
          { productId: scarce.id, quantity: 2 },
        ],
      },
      headers: store.customer.headers,
    });
    expectStatus(short, 400);
    expect(short.body).toMatchObject({
      error: 'Insufficient stock for Scarce',
      errors: { 'items.0.quantity': expect.any(Array) },
    });
    for (const productId of [hidden.id, foreign.id, 'not-an-id']) {
      const res = await api.post('/orders', {
        body: { items: [{ productId, quantity: 1 }] },
        headers: store.customer.headers,
      });
      expectStatus(res, 400);
      expect(res.body.errors).toEqual({ 'items.0.productId': ['Product not found or not available'] });
    }
    const zero = await api.post('/orders', {
      body: { items: [{ productId: scarce.id, quantity: 0 }] },
      headers: store.customer.headers,
    });
    expectStatus(zero, 400);
    expect(zero.body.errors).toEqual({ 'items.0.quantity': ['must be at least 1'] });
    expect(await tableDigests(t.orm)).toEqual(before);
    expect(await stockOf(t, scarce.id)).toBe(2);
    // The failed attempts used no order number.
    const ok = await api.post('/orders', {
      body: { items: [{ productId: scarce.id, quantity: 2 }] },
      headers: store.customer.headers,
    });
    expect(bodyOf(ok, 201).data.orderNumber).toBe(`ORD-${yearOf(bodyOf(ok, 201).data)}-000001`);
  });

  it('refuses, naming the items, a total larger than an order can hold, writing nothing', async () => {
    const dear = await makeProduct(t, store, { name: 'Dear', price: 5_000_000, trackInventory: false });
    const before = await tableDigests(t.orm);
    const res = await api.post('/orders', {
      body: { items: [{ productId: dear.id, quantity: 10_000 }] },
      headers: store.customer.headers,
    });
    expectStatus(res, 400);
    expect(res.body.errors).toEqual({ items: ['The order total may be at most 9999999999.99'] });
    expect(await tableDigests(t.orm)).toEqual(before);
  });

  it('uses and copies the customer’s own addresses; another customer’s address answers 404', async () => {
    const p = await makeProduct(t, store, { name: 'P', price: 1, stockQuantity: 10 });
    const billing = await makeAddress(t, store, store.customer, { line1: '1 Billing Rd', isDefault: false });
    const res = await api.post('/orders', {
      body: { items: [{ productId: p.id, quantity: 1 }], billingAddressId: billing.id },
      headers: store.customer.headers,
    });
    expect(bodyOf(res, 201).data.billingAddress.line1).toBe('1 Billing Rd');
    expect(bodyOf(res, 201).data.shippingAddress.line1).toBe('742 Evergreen Terrace');
    // Editing the address book later does not change the order.
    await api.put('/addresses/{id}', {
      params: { id: billing.id },
      body: { line1: '2 Moved St' },
      headers: store.customer.headers,
    });
    const read = await api.get('/orders/{id}', {
      params: { id: bodyOf(res, 201).data.id },
      headers: store.admin.headers,
    });
    expect(bodyOf(read, 200).data.billingAddress.line1).toBe('1 Billing Rd');

    const other = await secondCustomer(t, store);
    const before = await tableDigests(t.orm);
    const stolen = await api.post('/orders', {
      body: { items: [{ productId: p.id, quantity: 1 }], shippingAddressId: billing.id },
      headers: other.headers,
    });
    expectStatus(stolen, 404);
    expect(stolen.body.error).toBe('Address not found');
    // Without an address book, an address is required.
    const none = await api.post('/orders', {
      body: { items: [{ productId: p.id, quantity: 1 }] },
      headers: other.headers,
    });
    expectStatus(none, 400);
    expect(none.body.errors).toHaveProperty('shippingAddressId');
    expect(await tableDigests(t.orm)).toEqual(before);
    const inline = await api.post('/orders', {
      body: { items: [{ productId: p.id, quantity: 1 }], shippingAddress: addressInput({ city: 'Ogdenville' }) },
      headers: other.headers,
    });
    expect(bodyOf(inline, 201).data.shippingAddress.city).toBe('Ogdenville');
    expect(await t.orm.em.fork().count(Address, { customer: other.id }, { filters: false })).toBe(0);
  });

  it('keeps a deleted product’s orders readable', async () => {
    const p = await makeProduct(t, store, { name: 'Gone Soon', price: 3.5, sku: 'GS', stockQuantity: 10 });
    const order = bodyOf(
      await api.post('/orders', {
        body: { items: [{ productId: p.id, quantity: 2 }] },
        headers: store.customer.headers,
      }),
      201,
    ).data;
    expect((await api.delete('/products/{id}', { params: { id: p.id }, headers: store.admin.headers })).status).toBe(
      200,
    );
    const read = await api.get('/orders/{id}', { params: { id: order.id }, headers: store.admin.headers });
    expectStatus(read, 200);
    expect(read.body.data.items).toEqual(order.items);
    const mine = await api.get('/orders/my-orders', { headers: store.customer.headers });
    expect(bodyOf(mine, 200).data.data[0].items[0]).toMatchObject({ productName: 'Gone Soon', sku: 'GS', total: 7 });
    // Cancelling it skips the product that no longer exists.
    const cancelled = await api.patch('/orders/{id}/status', {
      params: { id: order.id },
      body: { status: 'CANCELLED' },
      headers: store.admin.headers,
    });
    expectStatus(cancelled, 200);
  });

  it('is for customers: staff get 403, nobody gets 401 (guest checkout off)', async () => {
    const p = await makeProduct(t, store, { name: 'P', price: 1, stockQuantity: 10 });
    const body = { items: [{ productId: p.id, quantity: 1 }] };
    expect((await api.post('/orders', { body, headers: store.admin.headers })).status).toBe(403);
    const anonymous = await api.post('/orders', { body, headers: store.anonymous });
    expectStatus(anonymous, 401);
    expect(anonymous.body.error).toMatch(/guest checkout/);
  });
});

describe('prescriptions', () => {
  it('a pharmacy needs prescriptionUrl only when an item requires a prescription', async () => {
    shop('pharmacy');
    const rx = await makeProduct(t, store, { name: 'Rx', price: 9, stockQuantity: 10, requiresPrescription: true });
    const otc = await makeProduct(t, store, { name: 'OTC', price: 2, stockQuantity: 10 });
    const before = await tableDigests(t.orm);
    const missing = await api.post('/orders', {
      body: { items: [{ productId: rx.id, quantity: 1 }] },
      headers: store.customer.headers,
    });
    expectStatus(missing, 400);
    expect(missing.body.errors).toHaveProperty('prescriptionUrl');
    expect(await tableDigests(t.orm)).toEqual(before);
    expect(await stockOf(t, rx.id)).toBe(10);
    const bad = await api.post('/orders', {
      body: { items: [{ productId: rx.id, quantity: 1 }], prescriptionUrl: 'javascript:alert(1)' },
      headers: store.customer.headers,
    });
    expectStatus(bad, 400);
    const ok = await api.post('/orders', {
      body: { items: [{ productId: rx.id, quantity: 1 }], prescriptionUrl: 'https://files.example.com/rx/1.pdf' },
      headers: store.customer.headers,
    });
    expectStatus(ok, 201);
    expect(ok.body.data.prescriptionUrl).toBe('https://files.example.com/rx/1.pdf');
    expect(
      (
        await api.post('/orders', {
          body: { items: [{ productId: otc.id, quantity: 1 }] },
          headers: store.customer.headers,
        })
      ).status,
    ).toBe(201);
  });

  it('other stores do not ask for one', async () => {
    shop('retail');
    const rx = await makeProduct(t, store, { name: 'Rx', price: 9, stockQuantity: 10, requiresPrescription: true });
    expect(
      (
        await api.post('/orders', {
          body: { items: [{ productId: rx.id, quantity: 1 }] },
          headers: store.customer.headers,
        })
      ).status,
    ).toBe(201);
  });
});

describe('guest checkout', () => {
  it('lets an anonymous caller order with an e-mail and an inline address when the store allows it', async () => {
    shop('guests');
    const p = await makeProduct(t, store, { name: 'P', price: 19.99, stockQuantity: 10 });
    const missing = await api.post('/orders', {
      body: { items: [{ productId: p.id, quantity: 1 }] },
      headers: store.anonymous,
    });
    expectStatus(missing, 400);
    expect(missing.body.errors).toHaveProperty('guest');
    const res = await api.post('/orders', {
      body: {
        items: [{ productId: p.id, quantity: 3 }],
        guest: { email: 'Guest@Example.com', firstName: 'Gus', lastName: 'Guest' },
        shippingAddress: addressInput({ firstName: 'Gus', lastName: 'Guest' }),
      },
      headers: store.anonymous,
    });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({
      isGuest: true,
      subtotal: 59.97,
      tax: 6,
      total: 70.97,
      customer: { id: null, email: 'guest@example.com', firstName: 'Gus', lastName: 'Guest' },
      shippingAddress: { firstName: 'Gus' },
    });
    const list = await api.get('/orders', { query: { search: 'guest@example' }, headers: store.staff.headers });
    expect(bodyOf(list, 200).data.data.map((o: { id: string }) => o.id)).toEqual([res.body.data.id]);
  });
});

describe('GraphQL checkout', () => {
  beforeEach(() => shop('retail'));

  it('places an order and reads it back as the customer, not as another one', async () => {
    const p = await makeProduct(t, store, { name: 'P', price: 2.5, stockQuantity: 10 });
    const placed = dataOf(
      await gql(
        t.url,
        PlaceOrderDocument,
        { input: { items: [{ productId: p.id, quantity: 2 }] } },
        store.customer.headers,
      ),
    );
    expect(placed.createOrder).toMatchObject({
      orderNumber: `ORD-${yearOf(placed.createOrder)}-000001`,
      total: 10,
      items: [{ quantity: 2 }],
    });
    const id = placed.createOrder.id;
    const mine = dataOf(await gql(t.url, OrderNoteDocument, { id }, store.customer.headers));
    expect(mine.order).toEqual({ id, internalNote: null });
    const other = await secondCustomer(t, store);
    const theirs = await gql(t.url, OrderIdDocument, { id }, other.headers);
    expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.get('/orders/{id}', { params: { id }, headers: other.headers })).status).toBe(404);
  });
});
