import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import * as payments from './payment.service';
import { PaymentGatewayConfig } from './payment.types';

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentGatewayConfig, { description: 'Public configuration of the card payment gateway.' })
  paymentGatewayConfig(@Ctx() ctx: RequestContext): PaymentGatewayConfig {
    return payments.gatewayConfig(ctx);
  }
}
