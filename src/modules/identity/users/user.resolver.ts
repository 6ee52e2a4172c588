import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { PageArgs } from '../../../graphql/paging';
import { Tenant } from '../tenants/tenant.entity';
import { loadTenant } from '../tenants/tenant.service';
import { User } from './user.entity';
import * as users from './user.service';
import {
  AccountingRole,
  AccountingRoleInput,
  CreateStaffUserInput,
  UpdateStaffUserInput,
  UserPage,
} from './user.types';

@Resolver(() => User)
export class UserResolver {
  @Query(() => UserPage, { description: 'The staff of the store (its ADMIN).' })
  users(@Ctx() ctx: RequestContext, @Args() page: PageArgs): Promise<UserPage> {
    return users.listUsers(ctx, page);
  }

  @Query(() => User, { description: 'One staff user of the store (its ADMIN).' })
  user(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The staff user’s id; a user of another store answers not found.' }) id: string,
  ): Promise<User> {
    return users.getUser(ctx, id);
  }

  @Mutation(() => User, { description: 'Adds an ADMIN or STAFF user to the store (its ADMIN).' })
  createStaffUser(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The new user’s account, role and accounting roles.' }) input: CreateStaffUserInput,
  ): Promise<User> {
    return users.createStaffUser(ctx, input);
  }

  @Mutation(() => User, { description: 'Changes a staff user (its store’s ADMIN).' })
  updateStaffUser(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The staff user’s id; a user of another store answers not found.' }) id: string,
    @Arg('input', { description: 'The fields to change.' }) input: UpdateStaffUserInput,
  ): Promise<User> {
    return users.updateStaffUser(ctx, id, input);
  }

  @Mutation(() => User, { description: 'Deactivates a staff user: their tokens stop working at once.' })
  deactivateStaffUser(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The staff user’s id; a user of another store answers not found.' }) id: string,
  ): Promise<User> {
    return users.updateStaffUser(ctx, id, { isActive: false });
  }

  @Mutation(() => User, { description: 'Sets a staff user’s accounting roles per area (null level: none).' })
  setAccountingRoles(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => ID, { description: 'The staff user’s id; a user of another store answers not found.' })
    userId: string,
    @Arg('roles', () => [AccountingRoleInput], {
      description: 'One entry per area to change; areas not listed keep their role.',
    })
    roles: AccountingRoleInput[],
  ): Promise<User> {
    return users.setAccountingRoles(ctx, userId, roles);
  }

  @FieldResolver(() => ID, { nullable: true })
  tenantId(@Root() user: User): string | null {
    return user.tenant?.id ?? null;
  }

  @FieldResolver(() => Tenant, { nullable: true })
  tenant(@Ctx() ctx: RequestContext, @Root() user: User): Promise<Tenant | null> | null {
    return user.tenant ? loadTenant(ctx, user.tenant.id) : null;
  }

  @FieldResolver(() => [AccountingRole], { description: 'ADMIN holds full access wherever no role is set.' })
  accountingRoles(@Root() user: User): AccountingRole[] {
    return users.accountingRoles(user);
  }
}
