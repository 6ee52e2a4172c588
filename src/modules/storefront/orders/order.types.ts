import { ArrayMaxSize, IsEmail, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, Paginated } from '../../../graphql/paging';
import { HttpUrl, MaxChars, Required } from '../../../graphql/validation';
import { Customer } from '../../identity/customers/customer.entity';
import { AddressInput } from '../addresses/address.types';
import { MAX_LINE_QUANTITY } from '../cart/cart.types';
import { FulfillmentStatus, Order, OrderStatus, PaymentStatus } from './order.entity';

export const MAX_ORDER_LINES = 100;

@ObjectType({ description: 'Who placed an order, as at checkout.' })
export class OrderCustomer {
  @Field(() => ID, { nullable: true, description: 'The customer account; null for a guest.' })
  id!: string | null;

  @Field()
  email!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;
}

@ObjectType({ description: 'One page of orders.' })
export class OrderPage extends Paginated(Order) {}

@ObjectType({ description: 'One page of customers.' })
export class CustomerPage extends Paginated(Customer) {}

@InputType({ description: 'A product to order. The price always comes from the catalog.' })
export class OrderItemInput {
  @Field(() => ID, { description: 'An active product of the store (id).' })
  productId!: string;

  @Field(() => Int, { description: 'Units, 1 to 10000 (at most the stock of a tracked product, else 409).' })
  @Min(1, { message: 'must be at least 1' })
  @Max(MAX_LINE_QUANTITY, { message: `must be at most ${MAX_LINE_QUANTITY}` })
  quantity!: number;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The chosen options, e.g. `{"size": "M"}`; kept on the order line.',
  })
  variantOptions?: Record<string, unknown> | null;

  @Field(() => Float, {
    nullable: true,
    deprecationReason: 'Ignored: prices always come from the catalog.',
    description: 'Ignored: prices always come from the catalog.',
  })
  price?: number | null;
}

@InputType({ description: 'Who is ordering without an account.' })
export class GuestInput {
  @Field({ description: 'Where the order confirmation goes; an e-mail address of at most 320 characters.' })
  @IsEmail({}, { message: 'must be an e-mail address' })
  @MaxChars(320)
  email!: string;

  @Field({ description: 'Required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  firstName!: string;

  @Field({ description: 'Required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters.' })
  @IsOptional()
  @MaxChars(50)
  phone?: string | null;
}

@InputType({
  description:
    'An order. A customer orders the given `items`, or the whole cart when `items` is absent; addresses are ids from the address book (default: the default address) or inline. A guest (no token, where the store allows guest checkout) gives `guest`, `items` and an inline `shippingAddress`.',
})
export class CreateOrderInput {
  @Field(() => [OrderItemInput], {
    nullable: true,
    description:
      'The products to order, at most 100 lines. Absent (or null): a signed-in customer orders the whole cart; an empty cart answers 400. Either way the ordered lines leave the cart. A guest must give items.',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_ORDER_LINES, { message: `must have at most ${MAX_ORDER_LINES} items` })
  @ValidateNested({ each: true })
  items?: OrderItemInput[] | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'One of the customer’s saved addresses. Absent with no inline `shippingAddress`: the default address (400 when there is none).',
  })
  shippingAddressId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Default: the shipping address.' })
  billingAddressId?: string | null;

  @Field(() => AddressInput, { nullable: true, description: 'An inline shipping address (instead of an id).' })
  @IsOptional()
  @ValidateNested()
  shippingAddress?: AddressInput | null;

  @Field(() => AddressInput, { nullable: true, description: 'An inline billing address (instead of an id).' })
  @IsOptional()
  @ValidateNested()
  billingAddress?: AddressInput | null;

  @Field(() => GuestInput, { nullable: true, description: 'Guest checkout only.' })
  @IsOptional()
  @ValidateNested()
  guest?: GuestInput | null;

  @Field(() => String, { nullable: true, description: 'e.g. `card`, `cash_on_delivery`.' })
  @IsOptional()
  @MaxChars(50)
  paymentMethod?: string | null;

  @Field(() => String, { nullable: true, description: 'The shopper’s note to the store, at most 2000 characters.' })
  @IsOptional()
  @MaxChars(2000)
  customerNote?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Required by pharmacies when an item requires a prescription.',
  })
  @IsOptional()
  @HttpUrl()
  @MaxChars(2048)
  prescriptionUrl?: string | null;
}

@ArgsType()
export class OrderListArgs extends PageArgs {
  @Field(() => ID, {
    nullable: true,
    description: 'Only orders placed by this customer account (guest orders have none).',
  })
  customerId?: string | null;

  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this status.' })
  status?: OrderStatus | null;

  @Field(() => PaymentStatus, { nullable: true, description: 'Only orders in this payment status.' })
  paymentStatus?: PaymentStatus | null;

  @Field(() => FulfillmentStatus, { nullable: true, description: 'Only orders in this fulfilment status.' })
  fulfillmentStatus?: FulfillmentStatus | null;

  @Field(() => Date, { nullable: true, description: 'Orders placed at or after this instant.' })
  startDate?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Orders placed at or before this instant.',
  })
  endDate?: Date | null;

  @Field(() => String, { nullable: true, description: 'Text found in the order number or the customer e-mail.' })
  @IsOptional()
  @MaxChars(200)
  search?: string | null;
}

@ArgsType()
export class CustomerListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Text found in the e-mail or name.' })
  @IsOptional()
  @MaxChars(200)
  search?: string | null;
}

@InputType({ description: 'What staff change on an order. Absent fields keep their value.' })
export class UpdateOrderStatusInput {
  @Field(() => OrderStatus, {
    nullable: true,
    description:
      'The new status, following the transition table (else 409 naming both states). CANCELLED puts tracked stock back; cancelling a paid order refunds it.',
  })
  status?: OrderStatus | null;

  @Field(() => FulfillmentStatus, { nullable: true, description: 'The new fulfilment status.' })
  fulfillmentStatus?: FulfillmentStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'The carrier’s tracking number, at most 100 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(100)
  trackingNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Note for the store’s staff only, at most 5000 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(5000)
  internalNote?: string | null;
}
