import type { RouteTable } from '../../../rest/types';
import { ProductSortField, SortOrder } from './product-list.types';

const PRODUCT = `fragment ProductFields on Product {
  id name slug description shortDescription price compareAtPrice costPrice sku barcode
  trackInventory stockQuantity lowStockThreshold weight weightUnit
  categories { category { id name slug } }
  images { url sortOrder }
  thumbnail isActive isFeatured requiresPrescription isOTC manufacturer metaTitle metaDescription
  createdAt updatedAt
}`;

const CATEGORY = `fragment CategoryFields on Category {
  id name slug description image icon parentId isActive sortOrder
  parent { id name slug }
  children { id name slug isActive sortOrder }
  _count { products }
  createdAt updatedAt
}`;

export const catalogRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'get',
      path: '/products',
      summary: 'List products',
      description:
        'One page of the store’s products in `data.data`, paging facts in `data.meta`. Callers other than the store’s staff see active products only. `meta.total` is exact for a list without filters or filtered by one category alone; any other filtered or searched list counts its matches up to 1,000 past the page’s offset, and beyond that `total` is a lower bound (one more than that number) and `meta.totalExact` is false.',
      tags: ['Products'],
      operation: `query Products($search: String, $categoryId: ID, $minPrice: Float, $maxPrice: Float,
        $isActive: Boolean, $isFeatured: Boolean, $inStock: Boolean, $sortBy: ProductSortField,
        $sortOrder: SortOrder, $page: Int, $limit: Int) {
        products(search: $search, categoryId: $categoryId, minPrice: $minPrice, maxPrice: $maxPrice,
          isActive: $isActive, isFeatured: $isFeatured, inStock: $inStock, sortBy: $sortBy,
          sortOrder: $sortOrder, page: $page, limit: $limit) {
          data { ...ProductFields }
          meta { total page limit totalPages totalExact }
        }
      }
      ${PRODUCT}`,
      query: {
        search: { type: 'string', maxLength: 200, description: 'Text found in the name, description or SKU.' },
        categoryId: { type: 'string', maxLength: 200, description: 'Id or slug of a category.' },
        minPrice: { type: 'number', min: 0 },
        maxPrice: { type: 'number', min: 0 },
        isActive: { type: 'boolean' },
        isFeatured: { type: 'boolean' },
        inStock: { type: 'boolean', description: '`true`: products in stock only.' },
        sortBy: { type: 'enum', values: Object.values(ProductSortField), default: ProductSortField.createdAt },
        sortOrder: { type: 'enum', values: Object.values(SortOrder), default: SortOrder.desc },
        page: { type: 'integer', min: 1, max: 2_147_483_647, default: 1 },
        limit: { type: 'integer', min: 1, max: 100, default: 20 },
      },
    },
    {
      method: 'get',
      path: '/products/:id',
      summary: 'Get a product by id or slug',
      tags: ['Products'],
      operation: `query Product($id: ID!) { product(id: $id) { ...ProductFields } } ${PRODUCT}`,
    },
    {
      method: 'post',
      path: '/products',
      summary: 'Create a product',
      description: 'Store ADMIN or STAFF. `slug` is derived from `name` when absent.',
      tags: ['Products'],
      operation: `mutation CreateProduct($input: CreateProductInput!) {
        createProduct(input: $input) { ...ProductFields } } ${PRODUCT}`,
      bodyVariable: 'input',
      status: 201,
      message: 'Product created successfully',
    },
    {
      method: 'put',
      path: '/products/:id',
      summary: 'Update a product',
      description: 'Store ADMIN or STAFF. Only the fields given change; `images` and `categoryIds` replace the lists.',
      tags: ['Products'],
      operation: `mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {
        updateProduct(id: $id, input: $input) { ...ProductFields } } ${PRODUCT}`,
      bodyVariable: 'input',
      message: 'Product updated successfully',
    },
    {
      method: 'delete',
      path: '/products/:id',
      summary: 'Delete a product',
      description: 'Store ADMIN only.',
      tags: ['Products'],
      operation: 'mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }',
      resultWrapper: 'id',
      message: 'Product deleted successfully',
    },
    {
      method: 'get',
      path: '/categories',
      summary: 'List categories',
      description:
        'Every category of the store with its parent, children and product count, ordered by sortOrder then name.',
      tags: ['Categories'],
      operation: `query Categories { categories { ...CategoryFields } } ${CATEGORY}`,
    },
    {
      method: 'get',
      path: '/categories/:id',
      summary: 'Get a category by id or slug',
      tags: ['Categories'],
      operation: `query Category($id: ID!) { category(id: $id) { ...CategoryFields } } ${CATEGORY}`,
    },
    {
      method: 'post',
      path: '/categories',
      summary: 'Create a category',
      description:
        'Store ADMIN or STAFF. `slug` is derived from `name` when absent; a parent must be of the same store.',
      tags: ['Categories'],
      operation: `mutation CreateCategory($input: CreateCategoryInput!) {
        createCategory(input: $input) { ...CategoryFields } } ${CATEGORY}`,
      bodyVariable: 'input',
      status: 201,
      message: 'Category created successfully',
    },
    {
      method: 'put',
      path: '/categories/:id',
      summary: 'Update a category',
      description: 'Store ADMIN or STAFF. A new parent must be of the same store and may not create a cycle.',
      tags: ['Categories'],
      operation: `mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {
        updateCategory(id: $id, input: $input) { ...CategoryFields } } ${CATEGORY}`,
      bodyVariable: 'input',
      message: 'Category updated successfully',
    },
    {
      method: 'delete',
      path: '/categories/:id',
      summary: 'Delete a category',
      description: 'Store ADMIN or STAFF. Refused (409) while it has subcategories; its products stay.',
      tags: ['Categories'],
      operation: 'mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }',
      resultWrapper: 'id',
      message: 'Category deleted successfully',
    },
  ],
};
