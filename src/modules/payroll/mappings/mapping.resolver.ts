import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Item } from '../employers/employer.types';
import * as mappings from './mapping.service';
import { PaymentsCsvMapping, PaymentsCsvMappingInput, ReportResponse } from './mapping.types';

@Resolver()
export class MappingResolver {
  @Query(() => [Item], { description: 'The employer’s saved payments CSV mappings.' })
  paymentsCsvMappings(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
  ): Promise<Item[]> {
    return mappings.listMappings(ctx, employerId);
  }

  @Query(() => PaymentsCsvMapping, { description: 'One saved payments CSV mapping of one of the caller’s employers.' })
  paymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('id', () => ID, { description: 'The mapping’s id.' }) id: string,
  ): Promise<PaymentsCsvMapping> {
    return mappings.getMapping(ctx, employerId, id);
  }

  @Query(() => ReportResponse, { description: 'The CSV layout a ColumnBased mapping expects.' })
  paymentsCsvMappingTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('id', () => ID, { description: 'The mapping’s id.' }) id: string,
  ): Promise<ReportResponse> {
    return mappings.mappingTemplate(ctx, employerId, id);
  }

  @Mutation(() => PaymentsCsvMapping, {
    description: 'Saves a payments CSV mapping for one of the caller’s employers.',
  })
  createPaymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('input', () => PaymentsCsvMappingInput, { description: 'The mapping; its `id` is ignored.' })
    input: PaymentsCsvMappingInput,
  ): Promise<PaymentsCsvMapping> {
    return mappings.createMapping(ctx, employerId, input);
  }

  @Mutation(() => PaymentsCsvMapping, { description: 'Replaces a mapping with the one sent.' })
  updatePaymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('id', () => ID, { description: 'The mapping’s id.' }) id: string,
    @Arg('input', () => PaymentsCsvMappingInput, { description: 'The whole new mapping; its `id` is ignored.' })
    input: PaymentsCsvMappingInput,
  ): Promise<PaymentsCsvMapping> {
    return mappings.updateMapping(ctx, employerId, id, input);
  }

  @Mutation(() => ID, { description: 'Deletes a mapping; answers its id.' })
  deletePaymentsCsvMapping(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('id', () => ID, { description: 'The mapping’s id.' }) id: string,
  ): Promise<string> {
    return mappings.deleteMapping(ctx, employerId, id);
  }
}
