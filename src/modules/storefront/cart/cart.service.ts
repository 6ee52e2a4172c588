import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { fromCents, orderTotals, toCents } from '../../../shared/money';
import { lockCustomer } from '../../identity/customers/customer.service';
import { requestStoreTerms, requestTenant } from '../../identity/tenants/tenant-scope';
import { requestCustomerId } from '../addresses/address.service';
import { Product, ProductImage } from '../catalog/product.entity';
import { CartItem } from './cart.entity';
import type { AddToCartInput, Cart, CartLine, UpdateCartItemInput } from './cart.types';
import { MAX_LINE_QUANTITY } from './cart.types';
import { readVariantOptions } from './variant-options';

/** At most this many lines in one cart. */
export const MAX_CART_LINES = 100;

/** First image of each product (its thumbnail): one query for all of them. */
async function thumbnails(em: EntityManager, productIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (productIds.length === 0) return found;
  const images = await em.find(
    ProductImage,
    { product: { $in: productIds } },
    { orderBy: { sortOrder: 'asc', id: 'asc' }, fields: ['url', 'product', 'sortOrder'] },
  );
  for (const image of images) if (!found.has(image.product.id)) found.set(image.product.id, image.url);
  return found;
}

/** The customer's cart lines with their products (one query), oldest line first. */
export function cartLines(em: EntityManager, customer: string): Promise<CartItem[]> {
  return em.find(CartItem, { customer }, { populate: ['product'], orderBy: { createdAt: 'asc', id: 'asc' } });
}

/**
 * The whole cart at current prices, with the totals an order of all its lines would have (the
 * order's own pricing function): two queries (lines with products, thumbnails) besides the store.
 */
async function readCart(ctx: RequestContext, customer: string): Promise<Cart> {
  const store = await requestStoreTerms(ctx);
  const lines = await cartLines(ctx.em, customer);
  const images = await thumbnails(
    ctx.em,
    lines.map((line) => line.product.id),
  );
  let itemCount = 0;
  const lineCents: number[] = [];
  const items: CartLine[] = lines.map((line) => {
    const product = line.product.getEntity();
    const total = toCents(product.price) * line.quantity;
    lineCents.push(total);
    itemCount += line.quantity;
    return {
      id: line.id,
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      sku: product.sku ?? null,
      productImage: images.get(product.id) ?? null,
      price: product.price,
      quantity: line.quantity,
      total: fromCents(total),
      variantOptions: line.variantOptions ?? null,
      stockQuantity: product.stockQuantity,
      isActive: product.isActive,
    };
  });
  // An empty cart would order nothing, so it charges nothing (no shipping fee either).
  const totals = orderTotals(lineCents, lines.length > 0 ? store.settings : { shippingFee: 0, taxRate: 0 });
  return {
    id: customer,
    items,
    itemCount,
    subtotal: fromCents(totals.subtotal),
    shippingFee: fromCents(totals.shippingFee),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    currency: store.settings.currency,
  };
}

/** The signed-in customer's cart. */
export async function getCart(ctx: RequestContext): Promise<Cart> {
  return readCart(ctx, await requestCustomerId(ctx));
}

/** 400 naming `quantity` when a tracked product has fewer than `quantity` units. */
function checkStock(product: Product, quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw ValidationError.field('quantity', `must be at most ${MAX_LINE_QUANTITY} in one line`);
  }
  if (product.trackInventory && product.stockQuantity < quantity) {
    throw new ValidationError(
      { quantity: [`Insufficient stock: ${product.stockQuantity} available`] },
      `Insufficient stock for ${product.name}`,
    );
  }
}

/**
 * Adds to the line of this product and options, or creates it, in one statement: concurrent adds
 * each add their units (never a read-then-write that loses one), and only while the line stays
 * within `limit` (no row comes back otherwise).
 */
const UPSERT_LINE = `insert into "cart_item"
    ("id", "tenant_id", "customer_id", "product_id", "quantity", "variant_options", "variant_key", "created_at", "updated_at")
  values (?, ?, ?, ?, ?, ?, ?, now(), now())
  on conflict ("customer_id", "product_id", "variant_key") do update
    set "quantity" = "cart_item"."quantity" + excluded."quantity", "updated_at" = excluded."updated_at"
    where "cart_item"."quantity" + excluded."quantity" <= ?
  returning "quantity"`;

/**
 * The options of a transaction whose reads do not reuse the request's loaded entities (a line
 * read before it). A new object for each transaction: `em.transactional` records the caller's
 * own transaction in the options it is given (`ctx`), and a shared object would make every later
 * transaction a savepoint of that first caller's, long since committed (the demo seed's cart).
 */
const fresh = () => ({ clear: true });

/**
 * Puts a product in the cart. The same product with the same options adds to its line; the
 * product must be on sale in this store, and a tracked product must have the stock. Answers the
 * cart as this add left it.
 */
export async function addToCart(ctx: RequestContext, input: AddToCartInput): Promise<Cart> {
  const customer = await requestCustomerId(ctx);
  const tenant = await requestTenant(ctx);
  const { options, key } = readVariantOptions(input.variantOptions);
  // The tenant filter keeps other stores' products out; inactive ones are not for sale.
  const product = isUuid(input.productId)
    ? await ctx.em.findOne(Product, { id: input.productId, isActive: true })
    : null;
  if (!product) throw new NotFoundError('Product');
  checkStock(product, input.quantity);
  const limit = product.trackInventory ? Math.min(MAX_LINE_QUANTITY, product.stockQuantity) : MAX_LINE_QUANTITY;
  return ctx.em.transactional(async (em) => {
    await lockCustomer(em, customer);
    const [row] = await em.execute<{ quantity: number }[]>(UPSERT_LINE, [
      randomUUID(),
      tenant.id,
      customer,
      product.id,
      input.quantity,
      options === null ? null : JSON.stringify(options),
      key,
      limit,
    ]);
    if (!row) {
      // The line exists and the sum is past the limit: the same check names the reason.
      const line = await em.findOneOrFail(CartItem, { customer, product: product.id, variantKey: key });
      checkStock(product, line.quantity + input.quantity);
    }
    // A new line past the limit is undone with the transaction.
    if ((await em.count(CartItem, { customer })) > MAX_CART_LINES) {
      throw ValidationError.field('productId', `A cart holds at most ${MAX_CART_LINES} lines`);
    }
    return readCart({ ...ctx, em }, customer);
  }, fresh());
}

async function findLine(ctx: RequestContext, customer: string, id: string): Promise<CartItem> {
  const line = isUuid(id) ? await ctx.em.findOne(CartItem, { id, customer }, { populate: ['product'] }) : null;
  if (!line) throw new NotFoundError('Cart item');
  return line;
}

/** Sets the quantity of one of the customer's lines (stock checked). */
export async function updateCartItem(ctx: RequestContext, id: string, input: UpdateCartItemInput): Promise<Cart> {
  const customer = await requestCustomerId(ctx);
  const line = await findLine(ctx, customer, id);
  checkStock(line.product.getEntity(), input.quantity);
  return ctx.em.transactional(async (em) => {
    // One guarded statement: a line removed meanwhile (another request, a checkout) is not found.
    if (
      (await em.nativeUpdate(CartItem, { id, customer }, { quantity: input.quantity, updatedAt: new Date() })) === 0
    ) {
      throw new NotFoundError('Cart item');
    }
    // Read before the commit, while the line is still locked: the answer shows this change.
    return readCart({ ...ctx, em }, customer);
  }, fresh());
}

/** Removes one of the customer's lines. */
export async function removeCartItem(ctx: RequestContext, id: string): Promise<Cart> {
  const customer = await requestCustomerId(ctx);
  const line = await findLine(ctx, customer, id);
  ctx.em.remove(line);
  await ctx.em.flush();
  return readCart(ctx, customer);
}

/** Empties the customer's cart. */
export async function clearCart(ctx: RequestContext): Promise<Cart> {
  const customer = await requestCustomerId(ctx);
  await ctx.em.nativeDelete(CartItem, { customer });
  return readCart(ctx, customer);
}
