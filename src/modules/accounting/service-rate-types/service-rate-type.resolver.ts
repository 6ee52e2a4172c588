import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { perPage, type ListPage } from '../shared/wire';
import { ServiceRateType } from './service-rate-type.entity';
import * as rateTypes from './service-rate-type.service';
import {
  ServiceRateTypeInput,
  ServiceRateTypeList,
  ServiceRateTypeListArgs,
  ServiceRateTypeUpdate,
} from './service-rate-type.types';

@Resolver(() => ServiceRateType)
export class ServiceRateTypeResolver {
  @Query(() => ServiceRateTypeList, { description: 'The business’s service rate types.', complexity: perPage })
  serviceRateTypes(
    @Ctx() ctx: RequestContext,
    @Args() args: ServiceRateTypeListArgs,
  ): Promise<ListPage<ServiceRateType>> {
    return rateTypes.listServiceRateTypes(ctx, args);
  }

  @Query(() => ServiceRateType)
  serviceRateType(@Ctx() ctx: RequestContext, @Arg('key', () => ID) key: string): Promise<ServiceRateType> {
    return rateTypes.findServiceRateType(ctx, key);
  }

  @Mutation(() => ServiceRateType)
  createServiceRateType(
    @Ctx() ctx: RequestContext,
    @Arg('service_rate_type', () => ServiceRateTypeInput) input: ServiceRateTypeInput,
  ): Promise<ServiceRateType> {
    return rateTypes.createServiceRateType(ctx, input);
  }

  @Mutation(() => ServiceRateType)
  updateServiceRateType(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID) key: string,
    @Arg('service_rate_type', () => ServiceRateTypeUpdate) input: ServiceRateTypeUpdate,
  ): Promise<ServiceRateType> {
    return rateTypes.updateServiceRateType(ctx, key, input);
  }

  @Mutation(() => ID, {
    description: 'Deletes an inactive service rate type while another exists; answers its id.',
  })
  deleteServiceRateType(@Ctx() ctx: RequestContext, @Arg('key', () => ID) key: string): Promise<string> {
    return rateTypes.deleteServiceRateType(ctx, key);
  }
}
