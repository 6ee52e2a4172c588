import { internalContext } from '../../src/graphql/internal-context';
import { CartItem } from '../../src/modules/storefront/cart/cart.entity';
import { addToCart } from '../../src/modules/storefront/cart/cart.service';
import type { TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { countStatements } from '../helpers/db';
import { AddToCartTotalsDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { VITAMIN_C } from '../helpers/storefront-scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';
import { secondCustomer } from './commerce-fixtures';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]), {}, { once: true });

const lineCount = () => t.orm.em.fork().count(CartItem, {}, { filters: false });

describe('/cart', () => {
  it('adds (201) and answers the whole cart at current prices; the same line sums quantities', async () => {
    const vitamin = await makeProduct(t, store, VITAMIN_C);
    const first = await api.post('/cart', {
      body: { productId: vitamin.id, quantity: 1 },
      headers: store.customer.headers,
    });
    expectStatus(first, 201);
    expect(first.body.message).toBe('Product added to cart');
    const again = await api.post('/cart', {
      body: { productId: vitamin.id, quantity: 2 },
      headers: store.customer.headers,
    });
    expect(bodyOf(again, 201).data).toEqual({
      id: store.customer.id,
      items: [
        {
          id: expect.any(String),
          productId: vitamin.id,
          productName: 'Vitamin C',
          productSlug: 'vitamin-c',
          sku: 'VC-1',
          productImage: 'https://cdn.example.com/vc.png',
          price: 19.99,
          quantity: 3,
          total: 59.97,
          variantOptions: null,
          stockQuantity: 10,
          isActive: true,
        },
      ],
      subtotal: 59.97,
      itemCount: 3,
      // The store charges no shipping or tax: an order of this cart would cost its subtotal.
      shippingFee: 0,
      tax: 0,
      total: 59.97,
      currency: 'usd',
    });
    expect(bodyOf(await api.get('/cart', { headers: store.customer.headers }), 200).data).toEqual(
      bodyOf(again, 201).data,
    );
    // The cart keeps no price of its own: a new price shows at once.
    const repriced = await api.put('/products/{id}', {
      params: { id: vitamin.id },
      body: { price: 17.5 },
      headers: store.admin.headers,
    });
    expectStatus(repriced, 200);
    const now = bodyOf(await api.get('/cart', { headers: store.customer.headers }), 200).data;
    expect(now).toMatchObject({ items: [{ price: 17.5, quantity: 3, total: 52.5 }], subtotal: 52.5, itemCount: 3 });
  });

  it('keeps a line per product and variant options, whatever the order of the options', async () => {
    const shirt = await makeProduct(t, store, { name: 'Shirt', price: 10, trackInventory: false });
    await api.post('/cart', {
      body: { productId: shirt.id, quantity: 1, variantOptions: { size: 'M', colour: 'red' } },
      headers: store.customer.headers,
    });
    await api.post('/cart', {
      body: { productId: shirt.id, quantity: 1, variantOptions: { colour: 'red', size: 'M' } },
      headers: store.customer.headers,
    });
    await api.post('/cart', {
      body: { productId: shirt.id, quantity: 4, variantOptions: { size: 'L' } },
      headers: store.customer.headers,
    });
    const cart = bodyOf(
      await api.post('/cart', {
        body: { productId: shirt.id, quantity: 1, variantOptions: {} },
        headers: store.customer.headers,
      }),
      201,
    ).data;
    expect(
      cart.items.map((i: { quantity: number; variantOptions: unknown }) => [i.quantity, i.variantOptions]),
    ).toEqual([
      [2, { colour: 'red', size: 'M' }],
      [4, { size: 'L' }],
      [1, null],
    ]);
    expect(cart.itemCount).toBe(7);
    expect(cart.subtotal).toBe(70);

    const bad = await api.post('/cart', {
      body: { productId: shirt.id, quantity: 1, variantOptions: { size: 3 } },
      headers: store.customer.headers,
    });
    expectStatus(bad, 400);
    expect(bad.body.errors).toHaveProperty('variantOptions');
  });

  it('checks stock of tracked products, on add, on growth and on update', async () => {
    const scarce = await makeProduct(t, store, { name: 'Scarce', price: 5, stockQuantity: 3 });
    const over = await api.post('/cart', {
      body: { productId: scarce.id, quantity: 4 },
      headers: store.customer.headers,
    });
    expectStatus(over, 400);
    expect(over.body).toMatchObject({ success: false, error: 'Insufficient stock for Scarce' });
    expect(over.body.errors?.quantity).toEqual(['Insufficient stock: 3 available']);
    expect(await lineCount()).toBe(0);

    const line = bodyOf(
      await api.post('/cart', { body: { productId: scarce.id, quantity: 2 }, headers: store.customer.headers }),
      201,
    ).data.items[0];
    expect(
      (await api.post('/cart', { body: { productId: scarce.id, quantity: 2 }, headers: store.customer.headers }))
        .status,
    ).toBe(400);
    expect(
      (await api.put('/cart/{id}', { params: { id: line.id }, body: { quantity: 4 }, headers: store.customer.headers }))
        .status,
    ).toBe(400);
    const updated = await api.put('/cart/{id}', {
      params: { id: line.id },
      body: { quantity: 3 },
      headers: store.customer.headers,
    });
    expectStatus(updated, 200);
    expect(updated.body).toMatchObject({ message: 'Cart updated', data: { itemCount: 3, subtotal: 15 } });

    const untracked = await makeProduct(t, store, {
      name: 'Untracked',
      price: 1,
      stockQuantity: 0,
      trackInventory: false,
    });
    expect(
      (await api.post('/cart', { body: { productId: untracked.id, quantity: 50 }, headers: store.customer.headers }))
        .status,
    ).toBe(201);
  });

  it('refuses inactive, unknown and other stores’ products, and bad quantities', async () => {
    const inactive = await makeProduct(t, store, { name: 'Hidden', price: 1, isActive: false, stockQuantity: 5 });
    const other = await storeScenario(t, 'corner-shop');
    const foreign = await makeProduct(t, other, { name: 'Foreign', price: 1, stockQuantity: 5 });
    for (const productId of [inactive.id, foreign.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await api.post('/cart', { body: { productId, quantity: 1 }, headers: store.customer.headers });
      expectStatus(res, 404);
      expect(res.body.error).toBe('Product not found');
    }
    const zero = await api.post('/cart', {
      body: { productId: foreign.id, quantity: 0 },
      headers: store.customer.headers,
    });
    expectStatus(zero, 400);
    expect(zero.body.errors).toEqual({ quantity: ['must be at least 1'] });
    const fraction = await api.post('/cart', {
      body: { productId: foreign.id, quantity: 1.5 },
      headers: store.customer.headers,
    });
    expectStatus(fraction, 400);
    expect(fraction.body.errors).toHaveProperty('quantity');
    expect(await lineCount()).toBe(0);
  });

  it('removes a line and clears the cart, each answering the whole cart', async () => {
    const a = await makeProduct(t, store, { name: 'A', price: 1.1, stockQuantity: 9 });
    const b = await makeProduct(t, store, { name: 'B', price: 2.2, stockQuantity: 9 });
    await api.post('/cart', { body: { productId: a.id, quantity: 3 }, headers: store.customer.headers });
    const cart = bodyOf(
      await api.post('/cart', { body: { productId: b.id, quantity: 1 }, headers: store.customer.headers }),
      201,
    ).data;
    expect(cart.subtotal).toBe(5.5);
    const removed = await api.delete('/cart/{id}', {
      params: { id: cart.items[0].id },
      headers: store.customer.headers,
    });
    expect(removed.body).toMatchObject({ message: 'Item removed from cart', data: { itemCount: 1, subtotal: 2.2 } });
    const cleared = await api.delete('/cart', { headers: store.customer.headers });
    expect(cleared.body).toEqual({
      success: true,
      message: 'Cart cleared',
      data: {
        id: store.customer.id,
        items: [],
        subtotal: 0,
        itemCount: 0,
        shippingFee: 0,
        tax: 0,
        total: 0,
        currency: 'usd',
      },
    });
  });

  it('refuses another customer’s line (404) and keeps carts and stores apart', async () => {
    const a = await makeProduct(t, store, { name: 'A', price: 1, stockQuantity: 9 });
    const line = bodyOf(
      await api.post('/cart', { body: { productId: a.id, quantity: 1 }, headers: store.customer.headers }),
      201,
    ).data.items[0];
    const other = await secondCustomer(t, store);
    expect(
      (await api.put('/cart/{id}', { params: { id: line.id }, body: { quantity: 2 }, headers: other.headers })).status,
    ).toBe(404);
    const removed = await api.delete('/cart/{id}', { params: { id: line.id }, headers: other.headers });
    expect(removed.body).toEqual({ success: false, error: 'Cart item not found' });
    expect(bodyOf(await api.get('/cart', { headers: other.headers }), 200).data.items).toEqual([]);
    await api.delete('/cart', { headers: other.headers });
    expect(bodyOf(await api.get('/cart', { headers: store.customer.headers }), 200).data.itemCount).toBe(1);

    const otherStore = await storeScenario(t, 'corner-shop');
    expect(bodyOf(await api.get('/cart', { headers: otherStore.customer.headers }), 200).data.items).toEqual([]);
    expect(
      (
        await api.put('/cart/{id}', {
          params: { id: line.id },
          body: { quantity: 2 },
          headers: otherStore.customer.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('reads the cart in a fixed number of statements, whatever its number of lines', async () => {
    const count = async () =>
      (await countStatements(t.orm, () => api.get('/cart', { headers: store.customer.headers }))).statements.length;
    const first = await makeProduct(t, store, {
      name: 'L0',
      price: 1,
      stockQuantity: 9,
      images: ['https://cdn.example.com/0.png'],
    });
    await api.post('/cart', { body: { productId: first.id, quantity: 1 }, headers: store.customer.headers });
    const one = await count();
    for (let i = 1; i < 8; i += 1) {
      const p = await makeProduct(t, store, {
        name: `L${i}`,
        price: 1,
        stockQuantity: 9,
        images: [`https://cdn.example.com/${i}.png`],
      });
      await api.post('/cart', { body: { productId: p.id, quantity: 1 }, headers: store.customer.headers });
    }
    expect(await count()).toBe(one);
    // the caller's account check, the store, the lines with their products, the thumbnails
    expect(one).toBe(4);
  });

  it('adds and updates in transactions of their own after an add made inside a caller’s transaction', async () => {
    // The demo seed adds to a cart inside its own transaction, committed long before any request.
    const vitamin = await makeProduct(t, store, VITAMIN_C);
    await t.orm.em.fork().transactional((em) =>
      addToCart(internalContext(t.app.services, em, store.customer.principal, { tenantSlug: store.tenant.slug }), {
        productId: vitamin.id,
        quantity: 1,
      }),
    );
    const added = await api.post('/cart', {
      body: { productId: vitamin.id, quantity: 2 },
      headers: store.customer.headers,
    });
    expectStatus(added, 201);
    expect(added.body.data.itemCount).toBe(3);
    const line = added.body.data.items[0].id;
    const updated = await api.put('/cart/{id}', {
      params: { id: line },
      body: { quantity: 1 },
      headers: store.customer.headers,
    });
    expectStatus(updated, 200);
    expect(updated.body.data.itemCount).toBe(1);
  });

  it('is for customers only', async () => {
    expect((await api.get('/cart', { headers: store.anonymous })).status).toBe(401);
    expect((await api.get('/cart', { headers: store.staff.headers })).status).toBe(403);
  });

  it('works over GraphQL', async () => {
    const a = await makeProduct(t, store, { name: 'A', price: 19.99, stockQuantity: 9 });
    const res = dataOf(
      await gql(t.url, AddToCartTotalsDocument, { input: { productId: a.id, quantity: 3 } }, store.customer.headers),
    );
    expect(res.addToCart).toEqual({ itemCount: 3, subtotal: 59.97, items: [{ productId: a.id, total: 59.97 }] });
  });
});
