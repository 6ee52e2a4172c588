import { createCustomer } from '../../src/modules/identity/customers/customer.service';
import type { TestApp } from '../helpers/app';
import { bodyOf, storefrontRest } from '../helpers/rest';
import { within } from '../helpers/bounded';
import { actingAs, eachTestIn, signIn, storeScenario, type Actor, type StoreScenario } from '../helpers/scenarios';
import { makeProduct } from '../catalog/catalog-fixtures';
import { addressInput, stockOf } from './commerce-fixtures';

let t: TestApp;
let store: StoreScenario;

eachTestIn(storeScenario, (app, built) => ([t, store] = [app, built]));

const SHOPPERS = 50;
const STOCK = 20;

it('50 parallel orders by different customers for a product with stock 20: exactly 20 orders, stock 0, numbers gap-free', async () => {
  const api = storefrontRest(t);
  const product = await makeProduct(t, store, { name: 'Limited', price: 9.99, stockQuantity: STOCK });
  const admin = actingAs(t, store.admin.principal, store.tenant.slug);
  const shoppers: Actor[] = [];
  // Fifty password hashes and fifty concurrent checkouts: each phase is bounded with a message,
  // well inside the test's own time.
  const signUp = async () => {
    for (let i = 0; i < SHOPPERS; i += 1) {
      const account = { email: `rush${i}@example.com`, password: 'rush-password' };
      const customer = await createCustomer(admin, { ...account, firstName: 'Rush', lastName: String(i) });
      shoppers.push(
        await signIn(
          t,
          { kind: 'customer', id: customer.id, role: 'CUSTOMER', tenantId: store.tenant.id },
          account,
          store.tenant.slug,
        ),
      );
    }
  };
  await within(60_000, `${SHOPPERS} shoppers signed up`, signUp());

  const results = await within(
    60_000,
    `${SHOPPERS} concurrent checkouts answered`,
    Promise.all(
      shoppers.map((shopper) =>
        api.post('/orders', {
          body: { items: [{ productId: product.id, quantity: 1 }], shippingAddress: addressInput() },
          headers: shopper.headers,
        }),
      ),
    ),
  );

  const placed = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  expect(placed).toHaveLength(STOCK);
  expect(refused).toHaveLength(SHOPPERS - STOCK);
  for (const res of refused) {
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Insufficient stock for Limited');
  }
  expect(await stockOf(t, product.id)).toBe(0);
  // The year of the server's clock when it placed them.
  const year = (placed[0].body.data.createdAt as string).slice(0, 4);
  const numbers = placed.map((r) => r.body.data.orderNumber as string).sort();
  expect(numbers).toEqual(Array.from({ length: STOCK }, (_, i) => `ORD-${year}-${String(i + 1).padStart(6, '0')}`));
  const list = await api.get('/orders', { query: { limit: 100 }, headers: store.staff.headers });
  expect(bodyOf(list, 200).data.meta.total).toBe(STOCK);
}, 150_000);
