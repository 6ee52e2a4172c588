import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import * as payments from './payment.service';
import {
  ConfirmDevelopmentPaymentInput,
  CreatePaymentIntentInput,
  DevelopmentPaymentResult,
  PaymentGatewayConfig,
  PaymentIntentResult,
  PaymentWebhookReceipt,
} from './payment.types';

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentGatewayConfig, { description: 'Public configuration of the card payment gateway.' })
  paymentGatewayConfig(@Ctx() ctx: RequestContext): PaymentGatewayConfig {
    return payments.gatewayConfig(ctx);
  }

  @Mutation(() => PaymentIntentResult, {
    description: 'A payment intent for one of the customer’s orders (amount = the order total).',
  })
  createPaymentIntent(
    @Ctx() ctx: RequestContext,
    @Arg('input') input: CreatePaymentIntentInput,
  ): Promise<PaymentIntentResult> {
    return payments.createPaymentIntent(ctx, input);
  }

  @Mutation(() => PaymentWebhookReceipt, {
    description: 'A gateway webhook delivery: the exact body and its `Stripe-Signature` header value.',
  })
  handlePaymentWebhook(
    @Ctx() ctx: RequestContext,
    @Arg('payload') payload: string,
    @Arg('signature', () => String, { nullable: true }) signature: string | null,
  ): Promise<PaymentWebhookReceipt> {
    return payments.handleWebhook(ctx, payload, signature);
  }

  @Mutation(() => DevelopmentPaymentResult, {
    description:
      'Development gateway only (outside production, without Stripe keys): pays an intent with a test card, as Stripe’s card form would, and applies the resulting `payment_intent.succeeded` or `payment_intent.payment_failed` event through the webhook’s own path. 403 while another gateway is active.',
  })
  confirmDevelopmentPayment(
    @Ctx() ctx: RequestContext,
    @Arg('input') input: ConfirmDevelopmentPaymentInput,
  ): Promise<DevelopmentPaymentResult> {
    return payments.confirmDevelopmentPayment(ctx, input);
  }
}
