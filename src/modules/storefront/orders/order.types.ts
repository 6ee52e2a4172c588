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
  @Field(() => ID)
  productId!: string;

  @Field(() => Int)
  @Min(1, { message: 'must be at least 1' })
  @Max(MAX_LINE_QUANTITY, { message: `must be at most ${MAX_LINE_QUANTITY}` })
  quantity!: number;

  @Field(() => GraphQLJSONObject, { nullable: true })
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
  @Field()
  @IsEmail({}, { message: 'must be an e-mail address' })
  @MaxChars(320)
  email!: string;

  @Field()
  @Required()
  @MaxChars(100)
  firstName!: string;

  @Field()
  @Required()
  @MaxChars(100)
  lastName!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxChars(50)
  phone?: string | null;
}

@InputType({
  description:
    'An order. A customer orders the given `items`, or the whole cart when `items` is absent; addresses are ids from the address book (default: the default address) or inline. A guest (no token, where the store allows guest checkout) gives `guest`, `items` and an inline `shippingAddress`.',
})
export class CreateOrderInput {
  @Field(() => [OrderItemInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_ORDER_LINES, { message: `must have at most ${MAX_ORDER_LINES} items` })
  @ValidateNested({ each: true })
  items?: OrderItemInput[] | null;

  @Field(() => ID, { nullable: true })
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

  @Field(() => String, { nullable: true })
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
  @Field(() => ID, { nullable: true })
  customerId?: string | null;

  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus | null;

  @Field(() => PaymentStatus, { nullable: true })
  paymentStatus?: PaymentStatus | null;

  @Field(() => FulfillmentStatus, { nullable: true })
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
  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus | null;

  @Field(() => FulfillmentStatus, { nullable: true })
  fulfillmentStatus?: FulfillmentStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxChars(100)
  trackingNumber?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxChars(5000)
  internalNote?: string | null;
}
