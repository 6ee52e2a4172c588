import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context as esbuildContext, type BuildContext } from 'esbuild';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CartDocument, type CartQuery } from '../../schema/generated/graphql';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import { placeholderImageUrl } from '../../src/shared/placeholder-image';
import type { TestApp } from '../helpers/app';
import { pollUntil } from '../helpers/bounded';
import { dataOf, gql } from '../helpers/http';
import { actingAs, eachTestIn } from '../helpers/scenarios';
import { shopScenario, type ShopScenario } from '../helpers/storefront-scenarios';
import { describeWith } from '../helpers/describe-with';
import { bodyOf, storefrontRest } from '../helpers/rest';
import { programPath } from '../helpers/prerequisites';

/**
 * The example shop (examples/apollo-client: React 18, Apollo Client 4, the generated documents, a
 * plain InMemoryCache with no type policies), bundled by esbuild and served from its own origin,
 * shopping in Chromium against the real app, which allows that origin by `CORS_ORIGINS`: sign in,
 * fill the cart, change it, order, pay with the development gateway, see the order PAID.
 */

/** The bound of each wait in the page: a step not done in time fails naming what was awaited. */
const STEP = 20_000;
const EXAMPLE = join(__dirname, '..', '..', 'examples', 'apollo-client');

let bundle: BuildContext;
let shopOrigin: string;
let bundleDir: string;
let t: TestApp;
let store: ShopScenario;
let browser: Browser;

/** The page's shop: a flat shipping fee below 50, free above, 8% tax; Vitamin C and Green Tea with images. */
async function browserShopScenario(app: TestApp): Promise<ShopScenario> {
  const shop = await shopScenario(app, {
    slug: 'browser-shop',
    tenant: { settings: { shippingFee: 4.99, taxRate: 0.08, freeShippingThreshold: 50 } },
  });
  const asAdmin = actingAs(app, shop.admin.principal, shop.tenant.slug);
  for (const [name, price, sku] of [
    ['Vitamin C', 19.99, 'VC-1'],
    ['Green Tea', 12.5, 'GT-1'],
  ] as const) {
    await createProduct(asAdmin, { name, price, sku, stockQuantity: 10, images: [placeholderImageUrl(app.url, name)] });
  }
  return shop;
}

beforeAll(async () => {
  // The page and its bundle in a directory of their own: nothing is written into the repository.
  bundleDir = mkdtempSync(join(tmpdir(), 'browser-shop-'));
  mkdirSync(join(bundleDir, 'build'));
  copyFileSync(join(EXAMPLE, 'index.html'), join(bundleDir, 'index.html'));
  bundle = await esbuildContext({
    entryPoints: [join(EXAMPLE, 'main.tsx')],
    tsconfig: join(EXAMPLE, 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    outdir: join(bundleDir, 'build'),
    // React's and Apollo's development builds: their warnings reach the console, which must stay clean.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  const served = await bundle.serve({ servedir: bundleDir, host: '127.0.0.1', port: 0 });
  shopOrigin = `http://127.0.0.1:${served.port}`;
  browser = await chromium.launch({
    executablePath: programPath('chromium'),
    args: ['--disable-gpu', '--disable-dev-shm-usage'],
  });
}, 120_000);
// The app allows the page's origin, known once the bundle is served (above).
eachTestIn(
  browserShopScenario,
  (app, built) => ([t, store] = [app, built]),
  () => ({ env: { CORS_ORIGINS: shopOrigin } }),
);
afterAll(async () => {
  await browser?.close();
  await bundle?.dispose();
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

type ServerCart = CartQuery['cart'];

/** The cart as the page shows it: each line's name, quantity and total, then the totals. */
async function shownCart(page: Page) {
  const cart = page.getByRole('region', { name: 'Cart' });
  const text = (testId: string, within: Locator = cart) => within.getByTestId(testId).textContent({ timeout: STEP });
  const lines = [];
  for (const line of await cart.getByTestId('cart-line').all()) {
    lines.push({
      name: await text('cart-line-name', line),
      quantity: await line.getByRole('spinbutton').inputValue({ timeout: STEP }),
      total: await text('cart-line-total', line),
    });
  }
  return {
    itemCount: await text('cart-count'),
    currency: await text('cart-currency'),
    lines,
    subtotal: await text('cart-subtotal'),
    shipping: await text('cart-shipping'),
    tax: await text('cart-tax'),
    total: await text('cart-total'),
  };
}

/** What the page must show for the server's cart. */
function expectedCart(cart: ServerCart) {
  return {
    itemCount: String(cart.itemCount),
    currency: cart.currency,
    lines: cart.items.map((line) => ({
      name: line.productName,
      quantity: String(line.quantity),
      total: money(line.total, cart.currency),
    })),
    subtotal: money(cart.subtotal, cart.currency),
    shipping: money(cart.shippingFee, cart.currency),
    tax: money(cart.tax, cart.currency),
    total: money(cart.total, cart.currency),
  };
}

/**
 * Once the page counts `itemCount` items (the answer of the last change has arrived), waits until
 * it shows the cart the server answers; fails with both when it does not.
 */
async function cartShownAsServerHasIt(page: Page, store: ShopScenario, itemCount: number): Promise<ServerCart> {
  const what = `with ${itemCount} items`;
  await shows(
    page.getByRole('region', { name: 'Cart' }).getByTestId('cart-count'),
    String(itemCount),
    `the cart ${what}`,
  );
  const server = dataOf(await gql(t.url, CartDocument, {}, store.customer.headers)).cart;
  const expected = expectedCart(server);
  await pollUntil(STEP, `the page shows the server's cart ${what}: ${JSON.stringify(expected)}`, async () => {
    const seen = await shownCart(page).catch((error: Error) => error.message);
    return { done: JSON.stringify(seen) === JSON.stringify(expected) ? true : undefined, seen };
  });
  return server;
}

/** Waits until `locator` shows exactly `expected`; fails naming what it shows instead. */
async function shows(locator: Locator, expected: string, what: string): Promise<void> {
  await pollUntil(STEP, `${what} shows "${expected}"`, async () => {
    const seen = await locator.textContent({ timeout: STEP }).catch((error: Error) => error.message);
    return { done: seen === expected ? true : undefined, seen };
  });
}

describeWith(['chromium'], 'the example shop in headless Chromium', () => {
  it('signs in, fills and changes the cart, orders and pays, and lists the order as PAID', async () => {
    // The development gateway is the active one (no Stripe keys, not production).
    expect(bodyOf(await storefrontRest(t).get('/stripe/config', { headers: store.anonymous }), 200)).toMatchObject({
      data: { gateway: 'development' },
    });

    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(STEP);
    const problems: string[] = [];
    const operations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (request.url() === `${t.url}/graphql` && request.method() === 'POST') {
        operations.push((request.postDataJSON() as { operationName: string }).operationName);
      }
    });

    try {
      await page.goto(`${shopOrigin}/?api=${encodeURIComponent(`${t.url}/graphql`)}&store=${store.tenant.slug}`);
      await page.getByRole('heading', { level: 1, name: store.tenant.name }).waitFor();
      const products = page.getByRole('region', { name: 'Products' });
      await products.getByRole('img', { name: 'Green Tea' }).waitFor();

      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('E-mail').fill(store.customer.email);
      await signIn.getByLabel('Password').fill(store.customer.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      const cart = page.getByRole('region', { name: 'Cart' });
      await shows(cart.getByTestId('cart-count'), '0', 'the empty cart of the signed-in customer');

      await products.getByRole('button', { name: 'Add Vitamin C to cart' }).click();
      await shows(cart.getByTestId('cart-count'), '1', 'the cart after the first add');
      await products.getByRole('button', { name: 'Add Green Tea to cart' }).click();
      const filled = await cartShownAsServerHasIt(page, store, 2);
      // 19.99 + 12.50, below the free-shipping threshold of 50: the flat fee applies.
      expect(filled).toMatchObject({ itemCount: 2, subtotal: 32.49, shippingFee: 4.99, currency: 'usd' });
      expect(await cart.getByTestId('cart-subtotal').textContent()).toBe('$32.49');
      expect(await cart.getByTestId('cart-shipping').textContent()).toBe('$4.99');

      // Each change is one mutation whose answer (the Cart, same id) updates the page: no refetch.
      operations.length = 0;
      await cart.getByLabel('Quantity of Green Tea').fill('3');
      const changed = await cartShownAsServerHasIt(page, store, 4);
      expect(changed).toMatchObject({ itemCount: 4, subtotal: 57.49, shippingFee: 0 });
      expect(await cart.getByTestId('cart-shipping').textContent()).toBe('$0.00');
      expect(operations).toEqual(['UpdateCartItem']);

      operations.length = 0;
      await cart.getByRole('button', { name: 'Remove Vitamin C' }).click();
      const left = await cartShownAsServerHasIt(page, store, 3);
      expect(left).toMatchObject({ itemCount: 3, subtotal: 37.5, shippingFee: 4.99 });
      expect(operations).toEqual(['RemoveCartItem']);

      await cart.getByRole('button', { name: 'Place order' }).click();
      const payment = page.getByRole('region', { name: 'Payment' });
      const orderNumber = (await payment.getByTestId('placed-order-number').textContent()) ?? '';
      expect(orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);
      await shows(payment.getByTestId('placed-order-total'), money(left.total, 'usd'), 'the placed order total');
      await shows(cart.getByTestId('cart-count'), '0', 'the cart once ordered');
      const row = page.getByRole('table', { name: 'My orders' }).getByTestId(`order-${orderNumber}`);
      await shows(row.getByTestId('order-payment-status'), 'PENDING', 'the new order in my orders');

      await payment.getByRole('button', { name: 'Pay with test card' }).click();
      await shows(payment.getByTestId('payment-status'), 'Payment succeeded', 'the development confirmation');
      await shows(row.getByTestId('order-payment-status'), 'PAID', 'the paid order in my orders');

      const [stored] = await t.orm.em
        .getConnection()
        .execute('select payment_status, total from customer_order where order_number = ? and tenant_id = ?', [
          orderNumber,
          store.tenant.id,
        ]);
      expect({ paymentStatus: stored?.payment_status, total: Number(stored?.total) }).toEqual({
        paymentStatus: 'PAID',
        total: left.total,
      });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
