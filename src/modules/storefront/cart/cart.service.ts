import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { fromCents, orderTotals, toCents } from '../../../shared/money';
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

async function addLine(ctx: RequestContext, customer: string, input: AddToCartInput): Promise<void> {
  const tenant = await requestTenant(ctx);
  const { options, key } = readVariantOptions(input.variantOptions);
  // The tenant filter keeps other stores' products out; inactive ones are not for sale.
  const product = isUuid(input.productId)
    ? await ctx.em.findOne(Product, { id: input.productId, isActive: true })
    : null;
  if (!product) throw new NotFoundError('Product');
  const existing = await ctx.em.findOne(CartItem, { customer, product: product.id, variantKey: key });
  if (existing) {
    checkStock(product, existing.quantity + input.quantity);
    existing.quantity += input.quantity;
  } else {
    checkStock(product, input.quantity);
    if ((await ctx.em.count(CartItem, { customer })) >= MAX_CART_LINES) {
      throw ValidationError.field('productId', `A cart holds at most ${MAX_CART_LINES} lines`);
    }
    ctx.em.create(CartItem, {
      tenant: tenant.id,
      customer,
      product: product.id,
      quantity: input.quantity,
      variantOptions: options,
      variantKey: key,
    });
  }
  await ctx.em.flush();
}

/**
 * Puts a product in the cart. The same product with the same options adds to its line; the
 * product must be on sale in this store, and a tracked product must have the stock.
 */
export async function addToCart(ctx: RequestContext, input: AddToCartInput): Promise<Cart> {
  const customer = await requestCustomerId(ctx);
  try {
    await addLine(ctx, customer, input);
  } catch (error) {
    // The same line added by a concurrent request: add to it instead.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    ctx.em.clear();
    await addLine(ctx, customer, input);
  }
  return readCart(ctx, customer);
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
  line.quantity = input.quantity;
  await ctx.em.flush();
  return readCart(ctx, customer);
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
