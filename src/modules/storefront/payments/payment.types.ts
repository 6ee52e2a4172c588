import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What a storefront needs to open the payment gateway’s card form.' })
export class PaymentGatewayConfig {
  @Field({ description: 'Name of the gateway: `stripe`.' })
  gateway!: string;

  @Field({ description: 'The gateway’s public (publishable) key.' })
  publishableKey!: string;
}

@InputType({ description: 'The order to pay, with the amount and currency the shopper was shown.' })
export class CreatePaymentIntentInput {
  @Field(() => ID)
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
