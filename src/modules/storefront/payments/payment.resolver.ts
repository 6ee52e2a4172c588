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
    @Arg('input', {
      description:
        'The order to pay and the amount the shopper was shown. A guest also sends the order’s `guestAccessToken`.',
    })
    input: CreatePaymentIntentInput,
  ): Promise<PaymentIntentResult> {
    return payments.createPaymentIntent(ctx, input);
  }

  @Mutation(() => PaymentWebhookReceipt, {
    description: 'A gateway webhook delivery: the exact body and its `Stripe-Signature` header value.',
  })
  handlePaymentWebhook(
    @Ctx() ctx: RequestContext,
    @Arg('payload', { description: 'The webhook request body exactly as received (the signature covers its bytes).' })
    payload: string,
    @Arg('signature', () => String, {
      nullable: true,
      description: 'The `Stripe-Signature` header value; absent or wrong answers 400 and changes nothing.',
    })
    signature: string | null,
  ): Promise<PaymentWebhookReceipt> {
    return payments.handleWebhook(ctx, payload, signature);
  }

  @Mutation(() => DevelopmentPaymentResult, {
    description:
      'Development gateway only (outside production, without Stripe keys): pays an intent with a test card, as Stripe’s card form would, and applies the resulting `payment_intent.succeeded` or `payment_intent.payment_failed` event through the webhook’s own path. 403 while another gateway is active.',
  })
  confirmDevelopmentPayment(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The intent’s client secret and the test card to pay with.' })
    input: ConfirmDevelopmentPaymentInput,
  ): Promise<DevelopmentPaymentResult> {
    return payments.confirmDevelopmentPayment(ctx, input);
  }
}
