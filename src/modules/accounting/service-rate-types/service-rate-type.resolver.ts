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

  @Query(() => ServiceRateType, { description: 'One service rate type of the business.' })
  serviceRateType(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The service rate type’s id; one of another business answers 404.' })
    key: string,
  ): Promise<ServiceRateType> {
    return rateTypes.findServiceRateType(ctx, key);
  }

  @Mutation(() => ServiceRateType, { description: 'Adds a service rate type.' })
  createServiceRateType(
    @Ctx() ctx: RequestContext,
    @Arg('service_rate_type', () => ServiceRateTypeInput, { description: 'The new service rate type.' })
    input: ServiceRateTypeInput,
  ): Promise<ServiceRateType> {
    return rateTypes.createServiceRateType(ctx, input);
  }

  @Mutation(() => ServiceRateType, { description: 'Renames, activates or deactivates a service rate type.' })
  updateServiceRateType(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The service rate type’s id; one of another business answers 404.' })
    key: string,
    @Arg('service_rate_type', () => ServiceRateTypeUpdate, { description: 'The fields to change.' })
    input: ServiceRateTypeUpdate,
  ): Promise<ServiceRateType> {
    return rateTypes.updateServiceRateType(ctx, key, input);
  }

  @Mutation(() => ID, {
    description: 'Deletes an inactive service rate type while another exists; answers its id.',
  })
  deleteServiceRateType(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The service rate type’s id; one of another business answers 404.' })
    key: string,
  ): Promise<string> {
    return rateTypes.deleteServiceRateType(ctx, key);
  }
}
