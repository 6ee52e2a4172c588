import type { TestApp } from '../helpers/app';
import { bodyOf, storefrontRest } from '../helpers/rest';
import { statusCounts } from '../helpers/http';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { shopScenario } from '../helpers/storefront-scenarios';
import { placeOrder, stockOf } from './commerce-fixtures';

// Parallel status changes of one order over HTTP: each takes its turn on the order's row.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;
let productId: string;

eachTestIn(
  (app) => shopScenario(app, { product: { name: 'Tracked', price: 4.25, stockQuantity: 10 } }),
  (app, shop) => ([t, store, api, productId] = [app, shop, storefrontRest(app), shop.product!.id]),
);

const patch = (id: string, status: 'CANCELLED' | 'CONFIRMED') =>
  api.patch('/orders/{id}/status', { params: { id }, body: { status }, headers: store.staff.headers });

describe('concurrent status changes of one order', () => {
  it('10 parallel cancellations: all 200, the stock comes back once', async () => {
    const order = await placeOrder(t, store, store.customer, { items: [{ productId, quantity: 3 }] });
    expect(await stockOf(t, productId)).toBe(7);
    const results = await Promise.all(Array.from({ length: 10 }, () => patch(order.id, 'CANCELLED')));
    expect(statusCounts(results)).toEqual({ 200: 10 });
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('5 confirmations racing 5 cancellations: the order ends CANCELLED, late confirmations get 409, stock back once', async () => {
    const order = await placeOrder(t, store, store.customer, { items: [{ productId, quantity: 4 }] });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => patch(order.id, i % 2 ? 'CANCELLED' : 'CONFIRMED')),
    );
    const cancels = results.filter((_, i) => i % 2);
    const confirms = results.filter((_, i) => i % 2 === 0);
    expect(statusCounts(cancels)).toEqual({ 200: 5 });
    for (const res of confirms.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/CANCELLED.*CONFIRMED/);
    }
    const read = await api.get('/orders/{id}', { params: { id: order.id }, headers: store.staff.headers });
    expect(bodyOf(read, 200).data.status).toBe('CANCELLED');
    expect(await stockOf(t, productId)).toBe(10);
  });
});
