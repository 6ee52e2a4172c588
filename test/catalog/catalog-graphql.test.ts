import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { TestApp } from '../helpers/app';
import {
  AdminProductDocument,
  CategoryDetailDocument,
  CategoryTreeDocument,
  CreateCategoryDocument,
  CreateProductDocument,
  DeleteCategoryDocument,
  DeleteProductDocument,
  ProductDetailDocument,
  ProductListDocument,
  UpdateCategoryDocument,
  UpdateProductDocument,
} from '../../schema/generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { makeCategory, makeProduct } from './catalog-fixtures';

/**
 * The GraphQL side of the catalog, driven by the very documents codegen turns into the
 * storefront's hooks (schema/operations/catalog.graphql, typed in schema/generated/graphql.ts):
 * if one of them stops fitting the schema it fails to compile, if it stops working this fails.
 */

let t: TestApp;
let store: StoreScenario;

eachTestIn(storeScenario, (app, built) => ([t, store] = [app, built]));

/** Runs one of the catalog document's operations, typed by codegen. */
const run = <Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  headers: Record<string, string>,
) => gql(t.url, document, variables, headers);

describe('the operations a storefront and its admin use', () => {
  it('create a category and a product, list, read, update and delete them', async () => {
    const category = await run(CreateCategoryDocument, { input: { name: 'Pain Relief' } }, store.admin.headers);
    expect(category.errors).toBeUndefined();
    const categoryId = dataOf(category).createCategory.id;

    const created = await run(
      CreateProductDocument,
      {
        input: {
          name: 'Aspirin 300mg',
          price: 2.99,
          costPrice: 1.2,
          categoryIds: [categoryId],
          images: ['https://img.example/aspirin.png'],
        },
      },
      store.staff.headers,
    );
    expect(created.data?.createProduct).toMatchObject({
      slug: 'aspirin-300mg',
      costPrice: 1.2,
      thumbnail: 'https://img.example/aspirin.png',
      categories: [{ category: { id: categoryId, name: 'Pain Relief', slug: 'pain-relief' } }],
    });
    const id = dataOf(created).createProduct.id;

    const list = await run(ProductListDocument, { search: 'aspirin', limit: 10 }, store.anonymous);
    expect(list.data?.products).toEqual({
      data: [expect.objectContaining({ id, name: 'Aspirin 300mg', thumbnail: 'https://img.example/aspirin.png' })],
      meta: { total: 1, page: 1, limit: 10, totalPages: 1 },
    });

    const detail = await run(ProductDetailDocument, { id: 'aspirin-300mg' }, store.anonymous);
    expect(detail.data?.product).toMatchObject({
      id,
      images: [{ url: 'https://img.example/aspirin.png', sortOrder: 0 }],
    });

    // The admin query is public too, but the cost price is for the store's staff only.
    expect((await run(AdminProductDocument, { id }, store.anonymous)).data?.product.costPrice).toBeNull();
    expect((await run(AdminProductDocument, { id }, store.admin.headers)).data?.product.costPrice).toBe(1.2);

    const tree = await run(CategoryTreeDocument, {}, store.anonymous);
    expect(tree.data?.categories).toEqual([
      expect.objectContaining({ id: categoryId, parent: null, children: [], _count: { products: 1 } }),
    ]);
    const categoryDetail = await run(CategoryDetailDocument, { id: 'pain-relief' }, store.anonymous);
    expect(categoryDetail.data?.category).toMatchObject({ id: categoryId, children: [] });

    const updated = await run(
      UpdateProductDocument,
      { id, input: { price: 3.49, isFeatured: true } },
      store.staff.headers,
    );
    expect(updated.data?.updateProduct).toMatchObject({ price: 3.49, isFeatured: true, name: 'Aspirin 300mg' });

    const staffDelete = await run(DeleteProductDocument, { id }, store.staff.headers);
    expect(staffDelete.errors?.[0]).toMatchObject({
      message: 'Insufficient permissions',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await run(DeleteProductDocument, { id }, store.admin.headers)).data).toEqual({ deleteProduct: id });
    expect(
      (await run(UpdateCategoryDocument, { id: categoryId, input: { sortOrder: 2 } }, store.staff.headers)).data,
    ).toEqual({ updateCategory: expect.objectContaining({ sortOrder: 2, _count: { products: 0 } }) });
    expect((await run(DeleteCategoryDocument, { id: categoryId }, store.staff.headers)).data).toEqual({
      deleteCategory: categoryId,
    });
  });

  it('answers errors with stable codes and the fields they concern', async () => {
    await makeProduct(t, store, { name: 'Aspirin', price: 1 });
    const conflict = await run(CreateProductDocument, { input: { name: 'Aspirin', price: 1 } }, store.admin.headers);
    expect(conflict.errors?.[0]).toMatchObject({
      message: 'Product with this slug already exists',
      extensions: { code: 'CONFLICT', fields: { slug: ['Product with this slug already exists'] } },
    });
    const invalid = await run(
      CreateProductDocument,
      { input: { name: 'Cheap', price: 5, compareAtPrice: 4, stockQuantity: -2 } },
      store.admin.headers,
    );
    // class-validator's field rules answer before the service's cross-field rule.
    expect(invalid.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { stockQuantity: ['must be at least 0'] },
    });
    const crossField = await run(
      CreateProductDocument,
      { input: { name: 'Cheap', price: 5, compareAtPrice: 4 } },
      store.admin.headers,
    );
    expect(crossField.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { compareAtPrice: ['must be greater than or equal to price'] },
    });
    const other = await storeScenario(t, 'other-store');
    const foreign = await run(ProductDetailDocument, { id: 'aspirin' }, other.anonymous);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    const noStore = await run(ProductListDocument, {}, {});
    expect(noStore.errors?.[0]).toMatchObject({ message: 'X-Tenant-Slug header is required' });
  });

  it('resolves a signed-in member’s own store when X-Tenant-Slug is absent', async () => {
    await makeProduct(t, store, { name: 'Hidden', price: 1, isActive: false });
    const { 'x-tenant-slug': _slug, ...tokenOnly } = store.admin.headers;
    const res = await run(ProductListDocument, {}, tokenOnly);
    expect(res.data?.products.meta.total).toBe(1);
  });
});

describe('cost of a product list', () => {
  it('multiplies the cost of an item’s fields by the page size (bounded at GRAPHQL_MAX_COST 5000)', async () => {
    await makeCategory(t, store, { name: 'Any' });
    const fields = Array.from({ length: 60 }, (_, i) => `f${i}: name`).join(' ');
    // A generated document (60 aliases): sent as text.
    const query = (limit: number) => `{ products(limit: ${limit}) { data { ${fields} } } }`;
    // 1 + (1 + 60) x limit: 3051 at 50, 6101 at 100.
    const ok = await gql(t.url, query(50), {}, store.anonymous);
    expect(ok.errors).toBeUndefined();
    const refused = await gql(t.url, query(100), {}, store.anonymous);
    expect(refused.errors?.[0].message).toBe('Query cost 6101 exceeds the maximum of 5000');
  });
});
