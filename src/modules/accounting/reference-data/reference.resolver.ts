import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { ListArgs, type ListPage, perPage } from '../shared/wire';
import { ArtefactStatus, AttachmentContextType, Currency, TaxRate } from './reference.entity';
import { findReference, findTaxRate, listReference, listTaxRates } from './reference.service';
import { ArtefactStatusList, AttachmentContextTypeList, CurrencyList, TaxRateList } from './reference.types';

/** Read-only reference data of the business: statuses, attachment context types, currencies, tax rates. */
@Resolver()
export class ReferenceDataResolver {
  @Query(() => ArtefactStatusList, { description: 'Statuses of accounting documents.', complexity: perPage })
  artefactStatuses(@Ctx() ctx: RequestContext, @Args() args: ListArgs): Promise<ListPage<ArtefactStatus>> {
    return listReference(ctx, ArtefactStatus, '/artefact_statuses', args);
  }

  @Query(() => ArtefactStatus, { description: 'One status of accounting documents, by id (e.g. `DRAFT`).' })
  artefactStatus(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The status’s id, e.g. `UNPAID`.' }) key: string,
  ): Promise<ArtefactStatus> {
    return findReference(ctx, ArtefactStatus, key, 'Artefact status');
  }

  @Query(() => AttachmentContextTypeList, {
    description: 'Kinds of record attachments can belong to.',
    complexity: perPage,
  })
  attachmentContextTypes(@Ctx() ctx: RequestContext, @Args() args: ListArgs): Promise<ListPage<AttachmentContextType>> {
    return listReference(ctx, AttachmentContextType, '/attachment_context_types', args);
  }

  @Query(() => AttachmentContextType, { description: 'One kind of record attachments can belong to, by id.' })
  attachmentContextType(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The context type’s id, e.g. `PURCHASE_CREDIT_NOTE`.' }) key: string,
  ): Promise<AttachmentContextType> {
    return findReference(ctx, AttachmentContextType, key, 'Attachment context type');
  }

  @Query(() => CurrencyList, { description: 'Currencies of the business.', complexity: perPage })
  currencies(@Ctx() ctx: RequestContext, @Args() args: ListArgs): Promise<ListPage<Currency>> {
    return listReference(ctx, Currency, '/currencies', args);
  }

  @Query(() => Currency, { description: 'One currency of the business, by id.' })
  currency(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The currency’s id, upper-case ISO 4217 (e.g. `GBP`).' }) key: string,
  ): Promise<Currency> {
    return findReference(ctx, Currency, key, 'Currency');
  }

  @Query(() => TaxRateList, { description: 'Tax rates of the business’s country.', complexity: perPage })
  taxRates(@Ctx() ctx: RequestContext, @Args() args: ListArgs): Promise<ListPage<TaxRate>> {
    return listTaxRates(ctx, args);
  }

  @Query(() => TaxRate, { description: 'One tax rate of the business’s country, by id.' })
  taxRate(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The tax rate’s id, e.g. `GB_STANDARD`.' }) key: string,
  ): Promise<TaxRate> {
    return findTaxRate(ctx, key);
  }
}
