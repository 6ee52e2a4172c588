import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { PageArgs } from '../../../graphql/paging';
import { AccountingCountry, AccountingPlan, Tenant, TenantStatus } from './tenant.entity';
import { isStaffOf } from './tenant-scope';
import * as tenants from './tenant.service';
import { CreateTenantInput, CreateTenantPayload, TenantInfo, TenantPage, UpdateTenantInput } from './tenant.types';

/** Customers and visitors see a store’s storefront fields only. */
const STAFF_ONLY = 'Null unless the caller is this store’s staff or the super administrator.';

@Resolver(() => Tenant)
export class TenantResolver {
  @Query(() => TenantPage, { description: 'Every store, newest first (super administrator).' })
  tenants(@Ctx() ctx: RequestContext, @Args() page: PageArgs): Promise<TenantPage> {
    return tenants.listTenants(ctx, page);
  }

  @Query(() => Tenant, { description: 'One store (its own staff, or the super administrator).' })
  tenant(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The store’s id.' }) id: string,
  ): Promise<Tenant> {
    return tenants.getTenant(ctx, id);
  }

  @Query(() => TenantInfo, { description: 'The public face of the store named by X-Tenant-Slug.' })
  tenantInfo(@Ctx() ctx: RequestContext): Promise<TenantInfo> {
    return tenants.tenantInfo(ctx);
  }

  @Mutation(() => CreateTenantPayload, { description: 'Creates a store and its first ADMIN (super administrator).' })
  createTenant(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The store, its slug and its first ADMIN.' }) input: CreateTenantInput,
  ): Promise<CreateTenantPayload> {
    return tenants.createTenant(ctx, input);
  }

  @Mutation(() => Tenant, {
    description:
      'Updates a store: its ADMIN changes profile and settings; status, accountingPlan and accountingCountry are the super administrator’s.',
  })
  updateTenant(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The store’s id.' }) id: string,
    @Arg('input', { description: 'The fields to change.' }) input: UpdateTenantInput,
  ): Promise<Tenant> {
    return tenants.updateTenant(ctx, id, input);
  }

  @FieldResolver(() => TenantStatus, { nullable: true, description: STAFF_ONLY })
  status(@Ctx() ctx: RequestContext, @Root() tenant: Tenant): TenantStatus | null {
    return isStaffOf(ctx, tenant) ? tenant.status : null;
  }

  @FieldResolver(() => AccountingPlan, { nullable: true, description: STAFF_ONLY })
  accountingPlan(@Ctx() ctx: RequestContext, @Root() tenant: Tenant): AccountingPlan | null {
    return isStaffOf(ctx, tenant) ? tenant.accountingPlan : null;
  }

  @FieldResolver(() => AccountingCountry, { nullable: true, description: STAFF_ONLY })
  accountingCountry(@Ctx() ctx: RequestContext, @Root() tenant: Tenant): AccountingCountry | null {
    return isStaffOf(ctx, tenant) ? tenant.accountingCountry : null;
  }

  @FieldResolver(() => Date, { nullable: true, description: STAFF_ONLY })
  createdAt(@Ctx() ctx: RequestContext, @Root() tenant: Tenant): Date | null {
    return isStaffOf(ctx, tenant) ? tenant.createdAt : null;
  }

  @FieldResolver(() => Date, { nullable: true, description: STAFF_ONLY })
  updatedAt(@Ctx() ctx: RequestContext, @Root() tenant: Tenant): Date | null {
    return isStaffOf(ctx, tenant) ? tenant.updatedAt : null;
  }
}
