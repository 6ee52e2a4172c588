import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What a storefront needs to open the payment gateway’s card form.' })
export class PaymentGatewayConfig {
  @Field({ description: 'Name of the gateway: `stripe`.' })
  gateway!: string;

  @Field({ description: 'The gateway’s public (publishable) key.' })
  publishableKey!: string;
}
