import { Max, Min } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { VariantOptions } from './cart.entity';

export const MAX_LINE_QUANTITY = 10_000;

@ObjectType({ description: 'A line of the cart, at the product’s current price.' })
export class CartLine {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  productId!: string;

  @Field()
  productName!: string;

  @Field()
  productSlug!: string;

  @Field(() => String, { nullable: true })
  sku!: string | null;

  @Field(() => String, { nullable: true, description: 'The product’s thumbnail URL.' })
  productImage!: string | null;

  @Field(() => Float, { description: 'Current unit price.' })
  price!: number;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Float, { description: 'price x quantity.' })
  total!: number;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The chosen options, e.g. `{"size": "M"}`.' })
  variantOptions!: VariantOptions;

  @Field(() => Int, { description: 'Units in stock now (meaningful when inventory is tracked).' })
  stockQuantity!: number;

  @Field(() => Boolean, { description: 'Whether the product is still on sale; inactive lines cannot be ordered.' })
  isActive!: boolean;
}

@ObjectType({
  description:
    'The signed-in customer’s cart, priced as an order of all its lines would be (the same code prices both).',
})
export class Cart {
  @Field(() => ID, {
    description:
      'The cart’s id: its customer’s id, since a customer has one cart in a store. Stable, so a client cache keeps one Cart object and every cart answer updates it.',
  })
  id!: string;

  @Field(() => [CartLine])
  items!: CartLine[];

  @Field(() => Float, { description: 'Sum of the line totals.' })
  subtotal!: number;

  @Field(() => Int, { description: 'Sum of the quantities.' })
  itemCount!: number;

  @Field(() => Float, {
    description:
      'The store’s shipping fee for this subtotal: 0 from the store’s free-shipping threshold on, and for an empty cart.',
  })
  shippingFee!: number;

  @Field(() => Float, { description: 'subtotal x the store’s tax rate, rounded half-up to the cent.' })
  tax!: number;

  @Field(() => Float, { description: 'subtotal + shippingFee + tax: what an order of the whole cart charges.' })
  total!: number;

  @Field({ description: 'The store’s currency, lower-case ISO 4217 (`usd`).' })
  currency!: string;
}

@InputType({ description: 'A product to put in the cart; an existing line with the same options grows.' })
export class AddToCartInput {
  @Field(() => ID, { description: 'An active product of the store (id).' })
  productId!: string;

  @Field(() => Int, {
    description:
      'Units to add, 1 to 10000; a line’s total quantity may not exceed 10000 or the stock of a tracked product.',
  })
  @Min(1, { message: 'must be at least 1' })
  @Max(MAX_LINE_QUANTITY, { message: `must be at most ${MAX_LINE_QUANTITY}` })
  quantity!: number;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'A map of option names to values, or null.' })
  variantOptions?: Record<string, unknown> | null;
}

@InputType({ description: 'The new quantity of a cart line.' })
export class UpdateCartItemInput {
  @Field(() => Int, {
    description:
      'Units of the line, 1 to 10000 (and at most the stock of a tracked product). To remove a line use `removeCartItem`.',
  })
  @Min(1, { message: 'must be at least 1' })
  @Max(MAX_LINE_QUANTITY, { message: `must be at most ${MAX_LINE_QUANTITY}` })
  quantity!: number;
}
