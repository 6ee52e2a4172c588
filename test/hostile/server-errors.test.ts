import Stripe from 'stripe';
import { createAddress } from '../../src/modules/storefront/addresses/address.service';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import type { TestApp } from '../helpers/app';
import { accountingRest, expectStatus, payrollRest, storefrontRest } from '../helpers/rest';
import { expectNothingWritten } from '../helpers/db';
import { basic, gql, http, type JsonResponse } from '../helpers/http';
import { HostileCreateProductDocument, HostileOrdersFromDocument } from '../generated/graphql';
import { actingAs, eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { ledgerAccount, makeContact } from '../accounting/support';

/**
 * Inputs that once answered 500: each is refused with a 4xx naming the problem (the fix lives
 * where the cause is shared: credential parsing, Apollo's operation resolution, the decimal-places
 * validator, the text check of every input, the date scalar and parameter reader, the webhook's
 * event reader), and nothing in the database changes.
 */

const WEBHOOK_SECRET = 'whsec_server_errors';
let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let store: StoreScenario;
let productId: string;
let addressId: string;

/** The edge store: a product its customer can put in the cart, and the customer's default address. */
async function edgeStore(app: TestApp) {
  const built = await storeScenario(app, 'edge-store');
  const product = await createProduct(actingAs(app, built.admin.principal, built.tenant.slug), {
    name: 'Edge Tonic',
    price: 4.5,
    stockQuantity: 20,
  });
  const address = await createAddress(actingAs(app, built.customer.principal, built.tenant.slug), {
    firstName: 'Cora',
    lastName: 'Customer',
    line1: '1 Edge Road',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    country: 'GB',
    isDefault: true,
  });
  return { store: built, productId: product.id, addressId: address.id };
}

eachTestIn(
  edgeStore,
  (app, built) => {
    [t, api] = [app, storefrontRest(app)];
    ({ store, productId, addressId } = built);
  },
  {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_server_errors',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_server_errors',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // No gateway call is made by these tests; a closed port makes any attempt fail loudly.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    },
  },
  { once: true },
);

/** POSTs `body` as JSON text as written (escapes JSON.stringify would never write): untyped on purpose. */
const postText = (path: string, headers: Record<string, string>, body: string) =>
  api.request('POST', path, { headers: { ...headers, 'content-type': 'application/json' }, body });

describe('HTTP Basic credentials holding control characters are refused before any query', () => {
  it('answers 401 with the Basic challenge on every payroll route for a NUL in the user name or password', async () => {
    const routes = t.app.apis.find((a) => a.name === 'payroll')!.routes;
    await expectNothingWritten(t.orm, async () => {
      for (const authorization of [
        'Basic YQBiOnB3', // "a\0b:pw", the reported header
        `Basic ${Buffer.from(`${store.staff.email}:${store.staff.password}\u0000`).toString('base64')}`,
        `Basic ${Buffer.from(`a\u0001b:pw`).toString('base64')}`,
      ]) {
        for (const route of routes) {
          const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
          // Every route, from the app's route table, with a malformed header: untyped on purpose.
          const res = await payrollRest(t).request(route.method.toUpperCase(), path, { headers: { authorization } });
          expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
            route: `${route.method} ${route.path}`,
            status: 401,
          });
          expect(res.headers.get('www-authenticate')).toBe('Basic realm="payroll"');
          expect(res.body.detail).toBe('Malformed Authorization header');
        }
      }
    });
  });

  it('still admits the same credentials without the control character', async () => {
    const res = await payrollRest(t, basic(store.staff.email, store.staff.password)).get('/employers');
    expectStatus(res, 200);
  });
});

describe('a GraphQL operationName that names no operation of the document', () => {
  it('answers 400 saying which name is unknown, and 400 when several operations come without a name', async () => {
    await expectNothingWritten(t.orm, async () => {
      const unknown = await http(`${t.url}/graphql`, {
        method: 'POST',
        json: { query: 'query A { tenantInfo { name } }', operationName: 'Store' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0].message).toBe('Unknown operation named "Store".');
      const unnamed = await http(`${t.url}/graphql`, {
        method: 'POST',
        headers: store.anonymous,
        json: { query: 'query A { tenantInfo { name } } mutation B { logout }' },
      });
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.errors[0].message).toBe('Must provide operation name if query contains multiple operations.');
    });
  });
});

describe('numbers in exponent notation are read like any JSON number', () => {
  const money = ['must be a number with at most 2 decimal places'];

  it('refuses a price of 1e-7 on product create and update (REST and GraphQL), naming the field', async () => {
    await expectNothingWritten(t.orm, async () => {
      for (const field of ['price', 'compareAtPrice', 'costPrice']) {
        const create = await api.post('/products', {
          body: { name: 'Tiny', price: 1, [field]: 1e-7 },
          headers: store.admin.headers,
        });
        expect(create).toMatchObject({ status: 400, body: { errors: { [field]: money } } });
        const update = await api.put('/products/{id}', {
          params: { id: productId },
          body: { [field]: 1.5e-10 },
          headers: store.admin.headers,
        });
        expect(update).toMatchObject({ status: 400, body: { errors: { [field]: money } } });
      }
      const weight = await api.put('/products/{id}', {
        params: { id: productId },
        body: { weight: 1e-4 },
        headers: store.admin.headers,
      });
      expect(weight).toMatchObject({
        status: 400,
        body: { errors: { weight: ['must be a number with at most 3 decimal places'] } },
      });
      const graphql = await gql(
        t.url,
        HostileCreateProductDocument,
        { input: { name: 'Tiny', price: 1e-7 } },
        store.admin.headers,
      );
      expect(graphql.errors?.[0]).toMatchObject({
        message: 'Validation failed',
        extensions: { code: 'BAD_USER_INPUT', fields: { price: money } },
      });
      expect(JSON.stringify(graphql)).not.toMatch(/Cannot read|undefined/);
    });
  });

  it('refuses store settings with more decimals than their columns keep', async () => {
    await expectNothingWritten(t.orm, async () => {
      const res = await api.put('/tenants/{id}', {
        params: { id: store.tenant.id },
        body: { settings: { shippingFee: 1e-7, taxRate: 1e-7, freeShippingThreshold: 2.5e-3 } },
        headers: store.admin.headers,
      });
      expectStatus(res, 400);
      expect(res.body.errors).toEqual({
        'settings.shippingFee': money,
        'settings.taxRate': ['must be a number with at most 6 decimal places'],
        'settings.freeShippingThreshold': money,
      });
    });
  });

  it('accepts an exponent-notation price that has few enough decimals (1.5e1 is 15)', async () => {
    const res = await api.post('/products', {
      body: { name: 'Exponent Tonic', price: 1.5e1, compareAtPrice: 2e1 },
      headers: store.admin.headers,
    });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({ price: 15, compareAtPrice: 20 });
  });

  it('accounting decimals: 1e-7 is a number with too many decimals (422 naming it), 1e1 is 10', async () => {
    const supplier = await makeContact(t, store, { name: 'Exponent Supplies' });
    const goods = await ledgerAccount(t, store, 5000);
    const books = accountingRest(t, { authorization: store.admin.headers.authorization });
    const note = (unitPrice: number) => ({
      purchase_credit_note: {
        contact_id: supplier.id,
        date: '2026-03-14',
        credit_note_lines: [{ description: 'x', ledger_account_id: goods.id, quantity: 1, unit_price: unitPrice }],
      },
    });
    await expectNothingWritten(t.orm, async () => {
      const tiny = await books.post('/purchase_credit_notes', { body: note(1e-7) });
      expectStatus(tiny, 422);
      expect(tiny.body).toEqual([
        expect.objectContaining({
          $source: 'credit_note_lines.0.unit_price',
          $message: expect.stringMatching(/decimals/),
        }),
      ]);
    });
    const ten = await books.post('/purchase_credit_notes', { body: note(1e1) });
    expectStatus(ten, 201);
    expect(ten.body.credit_note_lines[0].unit_price).toMatch(/^10(\.0+)?$/);
  });
});

describe('text holding a lone surrogate is refused wherever input arrives', () => {
  const lone = ['must be valid Unicode text (it holds a lone surrogate)'];

  it('variantOptions of a cart line and of an order item, as value or key: 400 naming the path', async () => {
    await expectNothingWritten(t.orm, async () => {
      const value = await postText(
        '/cart',
        store.customer.headers,
        `{"productId":"${productId}","quantity":1,"variantOptions":{"size":"\\ud800"}}`,
      );
      expect(value).toMatchObject({ status: 400, body: { errors: { 'variantOptions.size': lone } } });
      const key = await postText(
        '/cart',
        store.customer.headers,
        `{"productId":"${productId}","quantity":1,"variantOptions":{"\\udfff":"x"}}`,
      );
      expect(key).toMatchObject({ status: 400, body: { errors: { 'variantOptions.\\udfff': lone } } });
      const order = await postText(
        '/orders',
        store.customer.headers,
        `{"shippingAddressId":"${addressId}","items":[{"productId":"${productId}","quantity":1,"variantOptions":{"size":"a\\ud800"}}]}`,
      );
      expect(order).toMatchObject({ status: 400, body: { errors: { 'items.0.variantOptions.size': lone } } });
    });
  });

  it('over GraphQL variables and in plain text fields too', async () => {
    await expectNothingWritten(t.orm, async () => {
      const res = await http(`${t.url}/graphql`, {
        method: 'POST',
        headers: { ...store.customer.headers, 'content-type': 'application/json' },
        body: `{"query":"mutation($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }","variables":{"input":{"productId":"${productId}","quantity":1,"variantOptions":{"size":"\\ud800"}}}}`,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { 'input.variantOptions.size': lone },
      });
      const name = await postText('/products', store.admin.headers, '{"name":"Tonic \\ud83d","price":1}');
      expect(name).toMatchObject({ status: 400, body: { errors: { name: lone } } });
    });
  });

  it('keeps well-formed astral characters (a surrogate pair) as they are', async () => {
    const res = await postText(
      '/cart',
      store.customer.headers,
      `{"productId":"${productId}","quantity":1,"variantOptions":{"scent":"\\ud83c\\udf3f"}}`,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.items[0].variantOptions).toEqual({ scent: '\u{1F33F}' });
    expectStatus(await api.delete('/cart', { headers: store.customer.headers }), 200);
  });
});

describe('dates outside what PostgreSQL stores are a 400 naming the field', () => {
  const range = ['must be a date between 0001-01-02 and 9999-12-31'];

  it('REST query parameters: startDate=0000-01-01, endDate=0001-01-01', async () => {
    await expectNothingWritten(t.orm, async () => {
      const start = await api.get('/orders', { query: { startDate: '0000-01-01' }, headers: store.admin.headers });
      expect(start).toMatchObject({ status: 400, body: { errors: { startDate: range } } });
      const end = await api.get('/orders', {
        query: { endDate: '0001-01-01T00:00:00Z' },
        headers: store.admin.headers,
      });
      expect(end).toMatchObject({ status: 400, body: { errors: { endDate: range } } });
    });
    const edge = await api.get('/orders', {
      query: { startDate: '0001-01-02', endDate: '9999-12-31' },
      headers: store.admin.headers,
    });
    expectStatus(edge, 200);
  });

  it('GraphQL DateTimeISO variables and literals', async () => {
    const variable = await gql(t.url, HostileOrdersFromDocument, { from: '0000-01-01T00:00:00Z' }, store.admin.headers);
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { from: range } });
    // The date is in the document itself: a hand-written literal, not a typed document.
    const literal = await gql(
      t.url,
      '{ orders(endDate: "0000-06-01T00:00:00Z") { meta { total } } }',
      {},
      store.admin.headers,
    );
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0].message).toMatch(/must be a date between 0001-01-02 and 9999-12-31/);
  });

  it('accounting date-time filters, an offset included', async () => {
    const books = accountingRest(t, { authorization: store.admin.headers.authorization });
    const res = await books.get('/purchase_credit_notes', {
      query: { updated_or_created_since: '0100-01-01T00:00:00+23:59' },
    });
    expectStatus(res, 200);
    const past = await books.get('/purchase_credit_notes', {
      query: { updated_or_created_since: '9999-12-31T23:59:59-01:00' },
    });
    expectStatus(past, 422);
    expect(past.body[0]).toMatchObject({ $source: 'updated_or_created_since', $message: range[0] });
  });
});

describe('a correctly signed webhook delivery that is not a valid event', () => {
  // Signed raw bodies that are no valid event: untyped on purpose.
  const deliver = (payload: string): Promise<JsonResponse> =>
    api.request('POST', '/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });

  it('answers 400 naming what is wrong and records nothing, so the corrected delivery is applied', async () => {
    const intent = '{"id":"pi_1","amount":100,"currency":"usd","metadata":{}}';
    const cases: [string, Record<string, string[]>][] = [
      ['null', { body: ['must be a JSON object (a webhook event)'] }],
      ['[]', { body: ['must be a JSON object (a webhook event)'] }],
      ['"evt"', { body: ['must be a JSON object (a webhook event)'] }],
      ['{"id":1}', { id: ['must be a non-empty string'], type: ['must be a non-empty string'] }],
      ['{"id":"evt_a\\u0000","type":"x"}', { id: ['must not contain the NUL character'] }],
      [
        '{"id":"evt_a","type":"payment_intent.succeeded","data":{"object":null}}',
        { 'data.object': ['must be a payment intent object'] },
      ],
      ['{"id":"evt_a","type":"payment_intent.succeeded"}', { 'data.object': ['must be a payment intent object'] }],
      [
        '{"id":"evt_a","type":"payment_intent.payment_failed","data":{"object":{"id":"pi_1","amount":"100","currency":"usd","metadata":[]}}}',
        {
          'data.object.amount': ['must be an integer (minor units)'],
          'data.object.metadata': ['must be an object of text values'],
        },
      ],
    ];
    await expectNothingWritten(t.orm, async () => {
      for (const [payload, errors] of cases) {
        const res = await deliver(payload);
        expect({ payload, status: res.status, errors: res.body.errors }).toEqual({ payload, status: 400, errors });
      }
    });
    const corrected = await deliver(`{"id":"evt_a","type":"payment_intent.succeeded","data":{"object":${intent}}}`);
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ received: true, duplicate: false });
  });
});
