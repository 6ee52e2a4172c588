import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Address } from './address.entity';
import * as addresses from './address.service';
import { AddressInput, UpdateAddressInput } from './address.types';

@Resolver(() => Address)
export class AddressResolver {
  @Query(() => [Address], { description: 'The signed-in customer’s addresses, the default first.' })
  addresses(@Ctx() ctx: RequestContext): Promise<Address[]> {
    return addresses.listAddresses(ctx);
  }

  @Query(() => Address, { description: 'One of the signed-in customer’s addresses.' })
  address(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The address’s id; another customer’s address answers not found.' }) id: string,
  ): Promise<Address> {
    return addresses.findAddress(ctx, id);
  }

  @Mutation(() => Address, { description: 'Adds an address to the customer’s address book.' })
  createAddress(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The new address.' }) input: AddressInput,
  ): Promise<Address> {
    return addresses.createAddress(ctx, input);
  }

  @Mutation(() => Address, { description: 'Changes the given fields of one of the customer’s addresses.' })
  updateAddress(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The address’s id; another customer’s address answers not found.' }) id: string,
    @Arg('input', { description: 'The fields to change.' }) input: UpdateAddressInput,
  ): Promise<Address> {
    return addresses.updateAddress(ctx, id, input);
  }

  @Mutation(() => ID, { description: 'Deletes one of the customer’s addresses; answers its id.' })
  deleteAddress(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The address’s id; another customer’s address answers not found.' }) id: string,
  ): Promise<string> {
    return addresses.deleteAddress(ctx, id);
  }
}
