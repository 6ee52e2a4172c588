import { createAddress } from '../../src/modules/storefront/addresses/address.service';
import type { AddressInput } from '../../src/modules/storefront/addresses/address.types';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import type { CreateProductInput } from '../../src/modules/storefront/catalog/product.types';
import type { ProductView } from '../../src/modules/storefront/catalog/product.view';
import type { CreateTenantInput } from '../../src/modules/identity/tenants/tenant.types';
import type { TestApp } from './app';
import { actingAs, storeScenario, type StoreScenario } from './scenarios';

/** The storefront's named scenarios: a store whose customer can shop, and the catalog's named product. */
/** A valid storefront address body; `overrides` change or add fields. */
export function addressInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Cora',
    lastName: 'Customer',
    phone: '+1 555 0100',
    line1: '742 Evergreen Terrace',
    line2: null,
    city: 'Springfield',
    state: null,
    postalCode: '49007',
    country: 'US',
    ...overrides,
  };
}

/** The catalog's named product: Vitamin C at 19.99, SKU VC-1, 10 in stock, one image. */
export const VITAMIN_C: CreateProductInput = {
  name: 'Vitamin C',
  price: 19.99,
  sku: 'VC-1',
  stockQuantity: 10,
  images: ['https://cdn.example.com/vc.png'],
};

/** A store whose customer can check out: an address in the book and, when asked, one product. */
export interface ShopScenario extends StoreScenario {
  /** The product of `options.product` (undefined without one). */
  product: ProductView | undefined;
}

/**
 * A store with its people and catalog: the customer's address and (optionally) one product,
 * each created through the services.
 */
export async function shopScenario(
  t: TestApp,
  options: { slug?: string; tenant?: Partial<CreateTenantInput>; product?: CreateProductInput } = {},
): Promise<ShopScenario> {
  const store = await storeScenario(t, options.slug, options.tenant);
  await createAddress(actingAs(t, store.customer.principal, store.tenant.slug), addressInput() as AddressInput);
  const product = options.product
    ? await createProduct(actingAs(t, store.admin.principal, store.tenant.slug), options.product)
    : undefined;
  return { ...store, product };
}
