import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import * as carts from './cart.service';
import { AddToCartInput, Cart, UpdateCartItemInput } from './cart.types';

@Resolver(() => Cart)
export class CartResolver {
  @Query(() => Cart, { description: 'The signed-in customer’s cart at current prices.' })
  cart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return carts.getCart(ctx);
  }

  @Mutation(() => Cart, { description: 'Puts a product in the cart; answers the whole cart.' })
  addToCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The product, quantity and options to add.' }) input: AddToCartInput,
  ): Promise<Cart> {
    return carts.addToCart(ctx, input);
  }

  @Mutation(() => Cart, { description: 'Sets the quantity of a cart line; answers the whole cart.' })
  updateCartItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The cart line’s id.' }) id: string,
    @Arg('input', { description: 'The line’s new quantity.' }) input: UpdateCartItemInput,
  ): Promise<Cart> {
    return carts.updateCartItem(ctx, id, input);
  }

  @Mutation(() => Cart, { description: 'Removes a cart line; answers the whole cart.' })
  removeCartItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The cart line’s id.' }) id: string,
  ): Promise<Cart> {
    return carts.removeCartItem(ctx, id);
  }

  @Mutation(() => Cart, { description: 'Empties the cart; answers the (empty) cart.' })
  clearCart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return carts.clearCart(ctx);
  }
}
