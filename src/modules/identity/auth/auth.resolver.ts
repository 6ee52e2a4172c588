import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import * as auth from './auth.service';
import {
  AuthPayload,
  CustomerAuthPayload,
  LoginInput,
  LogoutInput,
  RefreshInput,
  RefreshPayload,
  RegisterCustomerInput,
  Viewer,
} from './auth.types';
import * as sessions from './session.service';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Staff sign-in. Counts against the per-IP login limit.' })
  login(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The staff user’s e-mail and password; wrong ones answer 401 without saying which.' })
    input: LoginInput,
  ): Promise<AuthPayload> {
    return auth.login(ctx, input);
  }

  @Mutation(() => CustomerAuthPayload, {
    description: 'Customer sign-in at the store named by X-Tenant-Slug. Counts against the per-IP login limit.',
  })
  customerLogin(
    @Ctx() ctx: RequestContext,
    @Arg('input', {
      description: 'The customer’s e-mail and password at this store; wrong ones answer 401 without saying which.',
    })
    input: LoginInput,
  ): Promise<CustomerAuthPayload> {
    return auth.customerLogin(ctx, input);
  }

  @Mutation(() => CustomerAuthPayload, { description: 'Registers a customer at the store named by X-Tenant-Slug.' })
  registerCustomer(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The new customer’s account; an e-mail already registered at the store answers 409.' })
    input: RegisterCustomerInput,
  ): Promise<CustomerAuthPayload> {
    return auth.registerCustomer(ctx, input);
  }

  @Mutation(() => RefreshPayload, {
    description: 'Exchanges a refresh token (once) for a new pair; a reused one revokes its session.',
  })
  async refreshToken(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The refresh token of the current pair.' }) input: RefreshInput,
  ): Promise<RefreshPayload> {
    return { tokens: await sessions.refreshTokens(ctx, input.refreshToken) };
  }

  @Mutation(() => Boolean, { description: 'Ends a session: its access and refresh tokens stop working.' })
  logout(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LogoutInput, {
      nullable: true,
      description: 'Which session to end; absent: the session of the access token sent.',
    })
    input?: LogoutInput,
  ): Promise<boolean> {
    return sessions.logout(ctx, input?.refreshToken);
  }

  @Query(() => Viewer, { description: 'The signed-in staff user or customer, with their store.' })
  me(@Ctx() ctx: RequestContext): Promise<Viewer> {
    return auth.me(ctx);
  }
}
