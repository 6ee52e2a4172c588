import type { RequestContext } from '../../../graphql/context';
import { internalContext } from '../../../graphql/internal-context';
import { Customer } from '../../identity/customers/customer.entity';
import { requestTenant } from '../../identity/tenants/tenant-scope';
import type { DemoContext } from '../../module';
import { createAddress } from '../addresses/address.service';
import { addToCart } from '../cart/cart.service';
import { Product } from '../catalog/product.entity';
import { Order, OrderStatus, PaymentStatus } from './order.entity';
import { createOrder } from './checkout.service';
import { updateOrderStatus } from './order-status.service';

const JANE = 'jane@example.com';
const JOHN = 'john@example.com';

/** A context acting as one of the demo customers. */
function asCustomer(admin: RequestContext, customer: Customer, slug: string): RequestContext {
  return internalContext(
    admin.services,
    admin.em,
    { kind: 'customer', id: customer.id, role: 'CUSTOMER', tenantId: customer.tenant.id },
    { tenantSlug: slug },
  );
}

/**
 * The demo store's commerce: address books for both customers, a cart for Jane, and orders in
 * several states (John's paid and shipped one, Jane's pending one, John's cancelled one), all
 * placed and moved on through the services as the shoppers and the store's ADMIN would.
 */
export async function commerceDemo({ ctx, print }: DemoContext): Promise<void> {
  const tenant = await requestTenant(ctx);
  const customers = await ctx.em.find(Customer, { email: { $in: [JANE, JOHN] } });
  const jane = customers.find((c) => c.email === JANE);
  const john = customers.find((c) => c.email === JOHN);
  if (!jane || !john) throw new Error('Demo commerce: the demo customers are missing');
  const sku = async (code: string) => (await ctx.em.findOneOrFail(Product, { sku: code })).id;
  const asJane = asCustomer(ctx, jane, tenant.slug);
  const asJohn = asCustomer(ctx, john, tenant.slug);

  await createAddress(asJane, {
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '+1 555 0100',
    line1: '742 Evergreen Terrace',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62704',
    country: 'US',
  });
  const janeWork = await createAddress(asJane, {
    firstName: 'Jane',
    lastName: 'Doe',
    line1: '100 Industrial Way',
    line2: 'Floor 3',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
  });
  await createAddress(asJohn, {
    firstName: 'John',
    lastName: 'Smith',
    phone: '+1 555 0101',
    line1: '31 Spooner Street',
    city: 'Quahog',
    state: 'RI',
    postalCode: '02903',
    country: 'US',
  });

  // John's first order: paid by card and shipped.
  const shipped = await createOrder(asJohn, {
    items: [
      { productId: await sku('VS-VITD3-90'), quantity: 2 },
      { productId: await sku('SC-SPF50-200'), quantity: 1 },
    ],
    paymentMethod: 'card',
  });
  // What the gateway's payment_intent.succeeded event does, without a gateway in the demo.
  const paid = await ctx.em.findOneOrFail(Order, { id: shipped.id });
  paid.paymentStatus = PaymentStatus.PAID;
  paid.paidAt = new Date();
  paid.status = OrderStatus.CONFIRMED;
  await ctx.em.flush();
  await updateOrderStatus(ctx, shipped.id, { status: OrderStatus.PROCESSING });
  await updateOrderStatus(ctx, shipped.id, {
    status: OrderStatus.SHIPPED,
    trackingNumber: '1Z999AA10123456784',
    internalNote: 'Packed with a cold pack.',
  });

  // Jane's order waiting for payment, billed to her work address.
  const pending = await createOrder(asJane, {
    items: [
      { productId: await sku('PR-PARA-500'), quantity: 3 },
      { productId: await sku('CF-DN-16'), quantity: 1 },
    ],
    billingAddressId: janeWork.id,
    paymentMethod: 'card',
    customerNote: 'Please ring the bell.',
  });

  // John's order he changed his mind about: cancelled, its stock returned.
  const cancelled = await createOrder(asJohn, {
    items: [{ productId: await sku('CF-THERMO'), quantity: 1 }],
    paymentMethod: 'cash_on_delivery',
  });
  await updateOrderStatus(ctx, cancelled.id, {
    status: OrderStatus.CANCELLED,
    internalNote: 'Customer called to cancel.',
  });

  // Jane's cart for her next order.
  await addToCart(asJane, { productId: await sku('VS-VITC-1000'), quantity: 2 });
  await addToCart(asJane, { productId: await sku('SK-LIP-15'), quantity: 1 });

  print(
    `Commerce: addresses for ${JANE} and ${JOHN}, a cart for ${JANE}, orders ${shipped.orderNumber} (paid, shipped), ${pending.orderNumber} (pending), ${cancelled.orderNumber} (cancelled)`,
  );
}
