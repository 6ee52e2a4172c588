import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What a storefront needs to open the payment gateway’s card form.' })
export class PaymentGatewayConfig {
  @Field({
    description:
      'The active gateway: `stripe`, or `development` (outside production without Stripe keys: pay with `confirmDevelopmentPayment`).',
  })
  gateway!: string;

  @Field({ description: 'The gateway’s public (publishable) key; `pk_development` for the development gateway.' })
  publishableKey!: string;
}

@InputType({ description: 'The order to pay, with the amount and currency the shopper was shown.' })
export class CreatePaymentIntentInput {
  @Field(() => ID, {
    description: 'An unpaid order of the caller (a guest: the order the `guestAccessToken` belongs to).',
  })
  orderId!: string;

  @Field(() => Float, { description: 'Must equal the order total.' })
  amount!: number;

  @Field(() => String, { nullable: true, description: 'Lower-case ISO 4217; must be the store currency (default).' })
  @IsOptional()
  @Matches(/^[a-z]{3}$/, { message: 'must be a lower-case ISO 4217 code, e.g. usd' })
  currency?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Guests (no Bearer token): the `guestAccessToken` the checkout answered.',
  })
  @IsOptional()
  @MaxLength(200, { message: 'must be at most 200 characters' })
  guestAccessToken?: string | null;
}

@ObjectType({ description: 'A payment intent the storefront confirms with the gateway’s card form.' })
export class PaymentIntentResult {
  @Field()
  clientSecret!: string;

  @Field()
  paymentIntentId!: string;

  @Field(() => Float)
  amount!: number;

  @Field()
  currency!: string;
}

@ObjectType({ description: 'The answer to a gateway webhook delivery.' })
export class PaymentWebhookReceipt {
  @Field(() => Boolean)
  received!: boolean;

  @Field(() => Boolean, { description: 'The event was delivered before; nothing changed.' })
  duplicate!: boolean;

  @Field({ description: 'The event type, e.g. `payment_intent.succeeded`.' })
  type!: string;
}

@InputType({ description: 'The development gateway’s card form: an intent’s client secret and a test card.' })
export class ConfirmDevelopmentPaymentInput {
  @Field({ description: 'The `clientSecret` that `createPaymentIntent` answered.' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  clientSecret!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A Stripe test card number: 4242424242424242 succeeds (default), 4000000000000002 and 4000000000009995 are declined.',
  })
  @IsOptional()
  @MaxLength(40, { message: 'must be at most 40 characters' })
  card?: string | null;
}

@ObjectType({ description: 'The outcome of a development payment.' })
export class DevelopmentPaymentResult {
  @Field()
  paymentIntentId!: string;

  @Field({ description: '`succeeded` (the order is paid) or `failed` (its payment is FAILED; try another card).' })
  status!: string;
}
