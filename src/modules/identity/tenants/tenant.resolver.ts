import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { PageArgs } from '../../../graphql/paging';
import { Tenant } from './tenant.entity';
import * as tenants from './tenant.service';
import { CreateTenantInput, CreateTenantPayload, TenantInfo, TenantPage, UpdateTenantInput } from './tenant.types';

@Resolver(() => Tenant)
export class TenantResolver {
  @Query(() => TenantPage, { description: 'Every store, newest first (super administrator).' })
  tenants(@Ctx() ctx: RequestContext, @Args() page: PageArgs): Promise<TenantPage> {
    return tenants.listTenants(ctx, page);
  }

  @Query(() => Tenant, { description: 'One store (its own staff, or the super administrator).' })
  tenant(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Tenant> {
    return tenants.getTenant(ctx, id);
  }

  @Query(() => TenantInfo, { description: 'The public face of the store named by X-Tenant-Slug.' })
  tenantInfo(@Ctx() ctx: RequestContext): Promise<TenantInfo> {
    return tenants.tenantInfo(ctx);
  }

  @Mutation(() => CreateTenantPayload, { description: 'Creates a store and its first ADMIN (super administrator).' })
  createTenant(@Ctx() ctx: RequestContext, @Arg('input') input: CreateTenantInput): Promise<CreateTenantPayload> {
    return tenants.createTenant(ctx, input);
  }

  @Mutation(() => Tenant, {
    description:
      'Updates a store: its ADMIN changes profile and settings; status, accountingPlan and accountingCountry are the super administrator’s.',
  })
  updateTenant(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateTenantInput,
  ): Promise<Tenant> {
    return tenants.updateTenant(ctx, id, input);
  }
}
