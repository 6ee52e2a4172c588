import type { RouteTable } from '../../../rest/types';

export const CART_FIELDS = `id items { id productId productName productSlug sku productImage price quantity total variantOptions stockQuantity isActive }
  subtotal itemCount shippingFee tax total currency`;

export const cartRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'get',
      path: '/cart',
      summary: 'Get my cart',
      description:
        'Customer only. Lines at current prices; `itemCount` is the sum of the quantities; `shippingFee`, `tax`, `total` and `currency` are what an order of the whole cart would charge, priced by the order’s own rules.',
      tags: ['Cart'],
      operation: `query Cart { cart { ${CART_FIELDS} } }`,
    },
    {
      method: 'post',
      path: '/cart',
      summary: 'Add a product to my cart',
      description:
        'Customer only. Body `{productId, quantity, variantOptions}`; `variantOptions` is a map of option names to text values, or null. The same product with the same options adds to its line. The product must be active in this store (404 otherwise) and a tracked product must have the stock (400). Answers the whole cart.',
      tags: ['Cart'],
      operation: `mutation AddToCart($input: AddToCartInput!) { addToCart(input: $input) { ${CART_FIELDS} } }`,
      bodyVariable: 'input',
      status: 201,
      message: 'Product added to cart',
    },
    {
      method: 'put',
      path: '/cart/:id',
      summary: 'Change the quantity of a cart line',
      description: 'Customer only. Body `{quantity}` (at least 1). Answers the whole cart.',
      tags: ['Cart'],
      operation: `mutation UpdateCartItem($id: ID!, $input: UpdateCartItemInput!) {
        updateCartItem(id: $id, input: $input) { ${CART_FIELDS} } }`,
      bodyVariable: 'input',
      message: 'Cart updated',
    },
    {
      method: 'delete',
      path: '/cart/:id',
      summary: 'Remove a cart line',
      description: 'Customer only. Answers the whole cart.',
      tags: ['Cart'],
      operation: `mutation RemoveCartItem($id: ID!) { removeCartItem(id: $id) { ${CART_FIELDS} } }`,
      message: 'Item removed from cart',
    },
    {
      method: 'delete',
      path: '/cart',
      summary: 'Empty my cart',
      description: 'Customer only. Answers the (empty) cart.',
      tags: ['Cart'],
      operation: `mutation ClearCart { clearCart { ${CART_FIELDS} } }`,
      message: 'Cart cleared',
    },
  ],
};
