import type { FullCategoryView } from '../../src/modules/storefront/catalog/category.view';
import { createCategory } from '../../src/modules/storefront/catalog/category.service';
import type { CreateCategoryInput } from '../../src/modules/storefront/catalog/category.types';
import type { ProductView } from '../../src/modules/storefront/catalog/product.view';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import type { CreateProductInput } from '../../src/modules/storefront/catalog/product.types';
import type { TestApp } from '../helpers/app';
import { actingAs, type StoreScenario } from '../helpers/scenarios';

/** Creates a category through the service, as the store's ADMIN. */
export function makeCategory(t: TestApp, store: StoreScenario, input: CreateCategoryInput): Promise<FullCategoryView> {
  return createCategory(actingAs(t, store.admin.principal, store.tenant.slug), input);
}

/** Creates a product through the service, as the store's ADMIN. */
export function makeProduct(t: TestApp, store: StoreScenario, input: CreateProductInput): Promise<ProductView> {
  return createProduct(actingAs(t, store.admin.principal, store.tenant.slug), input);
}
