import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError, ForbiddenError, NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { normalizeEmail } from '../../../shared/text';
import type { StoreTerms } from '../../identity/tenants/tenant-scope';
import type { Address } from '../addresses/address.entity';
import { findAddress } from '../addresses/address.service';
import type { AddressInput } from '../addresses/address.types';
import type { VariantOptions } from '../cart/cart.entity';
import { cartLines } from '../cart/cart.service';
import { readVariantOptions } from '../cart/variant-options';
import type { OrderAddress } from './order.entity';
import type { CreateOrderInput } from './order.types';

// What a checkout asks for: the lines, who orders, and the addresses, read and checked.

export interface WantedLine {
  productId: string;
  quantity: number;
  options: VariantOptions;
  key: string;
  /** Where the line came from, for error messages: `items.<i>`. */
  field: string;
  /** The cart line it came from, if any. */
  cartItemId?: string;
}

export interface Buyer {
  customerId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

function copyAddress(address: Address | AddressInput): OrderAddress {
  const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    phone: text(address.phone),
    line1: address.line1.trim(),
    line2: text(address.line2),
    city: address.city.trim(),
    state: text(address.state),
    postalCode: address.postalCode.trim(),
    country: address.country.trim(),
  };
}

/** Lines asked for: the input's items (merged per product and options), or the customer's cart. */
export async function wantedLines(
  ctx: RequestContext,
  input: CreateOrderInput,
  customer: string | null,
): Promise<WantedLine[]> {
  if (input.items && input.items.length > 0) {
    const merged = new Map<string, WantedLine>();
    input.items.forEach((item, index) => {
      const field = `items.${index}`;
      const { options, key } = readVariantOptions(item.variantOptions, `${field}.variantOptions`);
      if (!isUuid(item.productId))
        throw ValidationError.field(`${field}.productId`, 'Product not found or not available');
      const mergeKey = `${item.productId} ${key}`;
      const existing = merged.get(mergeKey);
      if (existing) existing.quantity += item.quantity;
      else merged.set(mergeKey, { productId: item.productId, quantity: item.quantity, options, key, field });
    });
    return [...merged.values()];
  }
  if (!customer) throw ValidationError.field('items', 'is required');
  const lines = await cartLines(ctx.em, customer);
  if (lines.length === 0)
    throw ValidationError.field('items', 'Your cart is empty: give items or add some to the cart');
  return lines.map((line, index) => ({
    productId: line.product.id,
    quantity: line.quantity,
    options: line.variantOptions ?? null,
    key: line.variantKey,
    field: `items.${index}`,
    cartItemId: line.id,
  }));
}

/** The signed-in buyer's row as the checkout reads it, with the default address when it is needed. */
interface BuyerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  default_address: AddressInput | null;
}

/** Who orders: the signed-in customer of this store, or a guest where the store allows it (401 otherwise). */
export async function buyerOf(
  ctx: RequestContext,
  tenant: StoreTerms,
  input: CreateOrderInput,
): Promise<{ buyer: Buyer; defaultAddress: AddressInput | null }> {
  const p = ctx.principal;
  if (p?.kind === 'customer' && p.tenantId === tenant.id) {
    // The default address only serves when no shipping address is given: read it in the same statement.
    const wantsDefault = input.shippingAddressId == null && input.shippingAddress == null;
    const [row] = await ctx.services.reads.rows<BuyerRow>(
      ctx.em,
      `select "c"."id", "c"."email", "c"."first_name", "c"."last_name", "c"."phone", ${
        wantsDefault
          ? `(select json_build_object('firstName', "a"."first_name", 'lastName', "a"."last_name", 'phone', "a"."phone",
               'line1', "a"."line1", 'line2', "a"."line2", 'city', "a"."city", 'state', "a"."state",
               'postalCode', "a"."postal_code", 'country', "a"."country")
               from "address" as "a" where "a"."customer_id" = "c"."id" and "a"."is_default" and "a"."tenant_id" = "c"."tenant_id"
               limit 1)`
          : 'null'
      } as "default_address"
       from "customer" as "c" where "c"."id" = ? and "c"."tenant_id" = ?`,
      [p.id, tenant.id],
      { prepared: true },
    );
    // Only a customer deleted since the request's credential check leaves no row.
    if (!row) throw new NotFoundError('Customer');
    return {
      buyer: {
        customerId: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone ?? null,
      },
      defaultAddress: row.default_address,
    };
  }
  if (p) throw new ForbiddenError('Only customers place orders');
  if (!tenant.settings.allowGuestCheckout) {
    throw new AuthenticationError('No token provided: this store does not allow guest checkout, sign in to order');
  }
  const guest = input.guest;
  if (!guest) throw ValidationError.field('guest', 'is required for guest checkout (email, firstName, lastName)');
  return {
    buyer: {
      customerId: null,
      email: normalizeEmail(guest.email),
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      phone: guest.phone?.trim() || null,
    },
    defaultAddress: null,
  };
}

/** Shipping and billing addresses: ids of the customer's book, inline ones, or the default address. */
export async function addressesOf(
  ctx: RequestContext,
  input: CreateOrderInput,
  buyer: Buyer,
  defaultAddress: AddressInput | null,
): Promise<{ shipping: OrderAddress; billing: OrderAddress }> {
  const pick = async (id: string | null | undefined, inline: AddressInput | null | undefined, field: string) => {
    if (id != null && inline != null)
      throw ValidationError.field(field, 'give an address id or an inline address, not both');
    if (id != null) {
      if (!buyer.customerId) throw ValidationError.field(`${field}Id`, 'guests give an inline address');
      return copyAddress(await findAddress(ctx, id));
    }
    return inline ? copyAddress(inline) : null;
  };
  let shipping = await pick(input.shippingAddressId, input.shippingAddress, 'shippingAddress');
  if (!shipping && buyer.customerId && defaultAddress) shipping = copyAddress(defaultAddress);
  if (!shipping) throw ValidationError.field('shippingAddressId', 'is required (no default address to use)');
  const billing = (await pick(input.billingAddressId, input.billingAddress, 'billingAddress')) ?? shipping;
  return { shipping, billing };
}
