import createClient from 'openapi-fetch';
import type { components, paths } from './api';

/**
 * A storefront client typed by the types openapi-typescript generates from `/api/openapi.json`
 * (`api.d.ts`, `npm run openapi:types`). It reads answers without a single cast: a field is
 * required where the server always sends it, `| null` where it may be null, an object where it
 * is one. `npm run typecheck` compiles it, so a document that loses a field, a nullability or a
 * shape breaks the build here first.
 */
export type StorefrontClient = ReturnType<typeof storefrontClient>;

export function storefrontClient(serverUrl: string, tenantSlug: string, accessToken?: string) {
  return createClient<paths>({
    baseUrl: `${serverUrl}/api`,
    headers: { 'X-Tenant-Slug': tenantSlug, ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
  });
}

/** What a product card shows. */
export interface ProductCard {
  id: string;
  name: string;
  price: number;
  /** The struck-through price, when there is one. */
  compareAtPrice: number | null;
  thumbnail: string | null;
  categories: string[];
}

function card(product: components['schemas']['Product']): ProductCard {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    thumbnail: product.thumbnail,
    categories: product.categories.map((link) => link.category.name),
  };
}

/** One page of the catalog, with the number of pages. */
export async function catalogPage(
  client: StorefrontClient,
  page = 1,
): Promise<{ cards: ProductCard[]; totalPages: number }> {
  const { data, error } = await client.GET('/products', { params: { query: { page, limit: 20 } } });
  if (error) throw new Error(error.error);
  return { cards: data.data.data.map(card), totalPages: data.data.meta.totalPages };
}

/** A product by id or slug; `null` when the store has no such product. */
export async function productBySlug(client: StorefrontClient, slug: string): Promise<ProductCard | null> {
  const { data, error, response } = await client.GET('/products/{id}', { params: { path: { id: slug } } });
  if (response.status === 404) return null;
  if (error) throw new Error(error.error);
  return card(data.data);
}

/** Signs a customer in; the access token for the next calls. */
export async function customerSignIn(client: StorefrontClient, email: string, password: string): Promise<string> {
  const { data, error } = await client.POST('/auth/customer/login', { body: { email, password } });
  if (error) throw new Error(error.error);
  return data.data.tokens.accessToken;
}

/** Adds a product to the cart; the cart's lines as the checkout page lists them. */
export async function addToCart(
  client: StorefrontClient,
  productId: string,
  quantity: number,
  options: Record<string, string> | null = null,
): Promise<{ name: string; quantity: number; options: Record<string, unknown> | null }[]> {
  const { data, error } = await client.POST('/cart', { body: { productId, quantity, variantOptions: options } });
  if (error) throw new Error(error.error);
  return data.data.items.map((line) => ({
    name: line.productName,
    quantity: line.quantity,
    options: line.variantOptions,
  }));
}

/** The signed-in customer's orders, newest first: number, status and when it was paid. */
export async function myOrders(
  client: StorefrontClient,
): Promise<{ orderNumber: string; status: string; total: number; paidAt: string | null; tracking: string | null }[]> {
  const { data, error } = await client.GET('/orders/my-orders', {});
  if (error) throw new Error(error.error);
  return data.data.data.map((order) => ({
    orderNumber: order.orderNumber,
    status: order.status,
    total: order.total,
    paidAt: order.paidAt,
    tracking: order.trackingNumber,
  }));
}

/**
 * Places an order from the cart, safe to retry: one `Idempotency-Key` per user action (a click of
 * "Place order"), kept across the retries of that action. A retry after a timeout, a dropped
 * connection or a 503 then places the order at most once; a 409 means the first attempt is still
 * running (wait `Retry-After` and ask again). Give the same `key` to every call for one click.
 */
export async function placeOrder(
  client: StorefrontClient,
  key: string,
  attempts = 3,
): Promise<{ orderNumber: string; total: number; replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { data, error, response } = await client.POST('/orders', {
        body: { paymentMethod: 'card' },
        headers: { 'Idempotency-Key': key },
      });
      if (data) {
        const replayed = response.headers.get('Idempotent-Replayed') === 'true';
        return { orderNumber: data.data.orderNumber, total: data.data.total, replayed };
      }
      if (attempt >= attempts || (response.status !== 409 && response.status !== 503)) throw new Error(error.error);
      const wait = Number(response.headers.get('Retry-After') ?? 1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    } catch (failure) {
      // A network failure: the order may or may not have been placed; the same key finds out.
      if (attempt >= attempts || !(failure instanceof TypeError)) throw failure;
    }
  }
}
