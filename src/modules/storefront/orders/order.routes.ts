import type { RouteTable } from '../../../rest/types';
import { PAGE_QUERY } from '../../identity/tenants/tenant.routes';
import { FulfillmentStatus, OrderStatus, PaymentStatus } from './order.entity';

const ADDRESS = 'firstName lastName phone line1 line2 city state postalCode country';

export const ORDER_FIELDS = `id orderNumber status paymentStatus fulfillmentStatus
  subtotal shippingFee tax total currency isGuest guestAccessToken
  customer { id email firstName lastName phone }
  items { id productId productName sku productImage price quantity total variantOptions }
  shippingAddress { ${ADDRESS} } billingAddress { ${ADDRESS} }
  paymentMethod customerNote prescriptionUrl trackingNumber internalNote
  paidAt shippedAt deliveredAt cancelledAt expiresAt createdAt updatedAt`;

/** One order's reads and changes also carry its history; the lists leave it out (a query per page saved). */
const ONE_ORDER_FIELDS = `${ORDER_FIELDS} history { id type fromStatus toStatus note createdAt }`;

const PAGE_META = 'meta { total page limit totalPages }';

export const orderRoutes: RouteTable = {
  api: 'storefront',
  routes: [
    {
      method: 'get',
      path: '/orders',
      summary: 'List orders (store staff)',
      description:
        'One page of the store’s orders, newest first, in `data.data` with `data.meta`. `search` matches the order number or the customer e-mail; dates bound `createdAt` (inclusive).',
      tags: ['Orders'],
      operation: `query Orders($customerId: ID, $status: OrderStatus, $paymentStatus: PaymentStatus,
        $fulfillmentStatus: FulfillmentStatus, $startDate: DateTimeISO, $endDate: DateTimeISO, $search: String,
        $page: Int, $limit: Int) {
        orders(customerId: $customerId, status: $status, paymentStatus: $paymentStatus,
          fulfillmentStatus: $fulfillmentStatus, startDate: $startDate, endDate: $endDate, search: $search,
          page: $page, limit: $limit) { data { ${ORDER_FIELDS} } ${PAGE_META} }
      }`,
      query: {
        customerId: { type: 'string', maxLength: 100 },
        status: { type: 'enum', values: Object.values(OrderStatus) },
        paymentStatus: { type: 'enum', values: Object.values(PaymentStatus) },
        fulfillmentStatus: { type: 'enum', values: Object.values(FulfillmentStatus) },
        startDate: { type: 'date', description: 'Orders placed at or after (YYYY-MM-DD or ISO 8601).' },
        endDate: {
          type: 'date',
          endOfDay: true,
          description: 'Orders placed at or before (ISO 8601; a date alone includes that whole day, UTC).',
        },
        search: { type: 'string', maxLength: 200 },
        ...PAGE_QUERY,
      },
    },
    {
      method: 'get',
      path: '/orders/my-orders',
      summary: 'List my orders (customer)',
      description: 'The signed-in customer’s orders, newest first, paged like the staff list.',
      tags: ['Orders'],
      operation: `query MyOrders($page: Int, $limit: Int) {
        myOrders(page: $page, limit: $limit) { data { ${ORDER_FIELDS} } ${PAGE_META} } }`,
      query: PAGE_QUERY,
    },
    {
      method: 'get',
      path: '/orders/:id',
      summary: 'Get an order',
      description:
        'Store staff read any order of the store; a customer reads their own (another’s answers 404). `expiresAt` is the payment deadline of an unpaid PENDING order (on an expired one, when it expired); `history` lists what happened to the order, oldest first.',
      tags: ['Orders'],
      operation: `query Order($id: ID!) { order(id: $id) { ${ONE_ORDER_FIELDS} } }`,
    },
    {
      method: 'post',
      path: '/orders',
      summary: 'Place an order',
      description: [
        'Body `{items[], shippingAddressId, billingAddressId, paymentMethod, customerNote, prescriptionUrl}`; each item is `{productId, quantity, variantOptions}`.',
        'Prices always come from the catalog; anything else the client sends about money is ignored. subtotal = sum of lines; shippingFee = the store’s fee, 0 when subtotal reaches `freeShippingThreshold`; tax = subtotal x taxRate rounded half-up to the cent; total = subtotal + shippingFee + tax.',
        'A customer (Bearer token) orders the given items, or the whole cart when `items` is absent; the ordered lines leave the cart. `shippingAddressId` and `billingAddressId` name addresses of the customer’s book (default: the default address; billing defaults to shipping); `shippingAddress`/`billingAddress` may be given inline instead. Addresses are copied onto the order.',
        'Guest checkout: when the store’s `allowGuestCheckout` setting is true, a caller without a token may order by sending `guest {email, firstName, lastName, phone}`, `items` and an inline `shippingAddress` (guests have no cart or address book). The answer carries `guestAccessToken`, shown once: the guest pays the order with it (`POST /stripe/create-payment-intent` with `guestAccessToken` in the body, no Bearer token). When the setting is false the call answers 401.',
        'Pharmacies require `prescriptionUrl` when an item requires a prescription. Stock of tracked products is taken atomically (400 naming the item when short). The new order is PENDING/PENDING/UNFULFILLED with number `ORD-<year>-<6 digits>`.',
        'Unpaid orders expire: `expiresAt` (placed + the server’s `ORDER_PAYMENT_TTL`, 60 minutes by default) is the payment deadline. A PENDING order still unpaid then is cancelled within about a minute, its stock returned and its payment intent closed. A payment that still arrives reinstates it (CONFIRMED) while its stock is there, and is refunded otherwise.',
      ].join('\n\n'),
      tags: ['Orders'],
      operation: `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`,
      bodyVariable: 'input',
      status: 201,
      message: 'Order placed successfully',
    },
    {
      method: 'patch',
      path: '/orders/:id/status',
      summary: 'Update an order’s status (store staff)',
      description:
        'Body `{status, fulfillmentStatus, trackingNumber, internalNote}`, each optional. Status moves PENDING -> CONFIRMED | CANCELLED, CONFIRMED -> PROCESSING | CANCELLED, PROCESSING -> SHIPPED | CANCELLED, SHIPPED -> DELIVERED; anything else answers 409 naming both states, the same status is a no-op. `shippedAt`, `deliveredAt`, `cancelledAt` are recorded, and each change in `history`. Cancelling returns tracked stock and refunds a paid order (paymentStatus REFUNDED). A status change ends the payment deadline (`expiresAt` null).',
      tags: ['Orders'],
      operation: `mutation UpdateOrderStatus($id: ID!, $input: UpdateOrderStatusInput!) {
        updateOrderStatus(id: $id, input: $input) { ${ONE_ORDER_FIELDS} } }`,
      bodyVariable: 'input',
      message: 'Order updated successfully',
    },
  ],
};
