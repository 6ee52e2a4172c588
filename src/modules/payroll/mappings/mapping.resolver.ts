import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Item } from '../employers/employer.types';
import * as mappings from './mapping.service';
import { PaymentsCsvMapping, PaymentsCsvMappingInput, ReportResponse } from './mapping.types';

@Resolver()
export class MappingResolver {
  @Query(() => [Item], { description: 'The employer’s saved payments CSV mappings.' })
  paymentsCsvMappings(@Ctx() ctx: RequestContext, @Arg('employerId', () => ID) employerId: string): Promise<Item[]> {
    return mappings.listMappings(ctx, employerId);
  }

  @Query(() => PaymentsCsvMapping)
  paymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID) employerId: string,
    @Arg('id', () => ID) id: string,
  ): Promise<PaymentsCsvMapping> {
    return mappings.getMapping(ctx, employerId, id);
  }

  @Query(() => ReportResponse, { description: 'The CSV layout a ColumnBased mapping expects.' })
  paymentsCsvMappingTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID) employerId: string,
    @Arg('id', () => ID) id: string,
  ): Promise<ReportResponse> {
    return mappings.mappingTemplate(ctx, employerId, id);
  }

  @Mutation(() => PaymentsCsvMapping)
  createPaymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID) employerId: string,
    @Arg('input', () => PaymentsCsvMappingInput) input: PaymentsCsvMappingInput,
  ): Promise<PaymentsCsvMapping> {
    return mappings.createMapping(ctx, employerId, input);
  }

  @Mutation(() => PaymentsCsvMapping, { description: 'Replaces a mapping with the one sent.' })
  updatePaymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID) employerId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PaymentsCsvMappingInput) input: PaymentsCsvMappingInput,
  ): Promise<PaymentsCsvMapping> {
    return mappings.updateMapping(ctx, employerId, id, input);
  }

  @Mutation(() => ID, { description: 'Deletes a mapping; answers its id.' })
  deletePaymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID) employerId: string,
    @Arg('id', () => ID) id: string,
  ): Promise<string> {
    return mappings.deleteMapping(ctx, employerId, id);
  }
}
