/** What the store's order code needs of a payment intent, whichever gateway holds it. */
export interface GatewayIntent {
  id: string;
  clientSecret: string;
  /** In minor units (cents). */
  amount: number;
  currency: string;
  /** Still payable: not succeeded, cancelled or being captured. */
  open: boolean;
  metadata: Record<string, string>;
}

export interface NewIntent {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

/**
 * A card payment gateway: Stripe, or the development gateway that takes its place on a laptop.
 * The order code talks to this interface only; which one is active is configuration
 * (`PAYMENT_GATEWAY`), never a branch in the order code.
 */
export interface PaymentGateway {
  readonly name: 'stripe' | 'development';
  /** The public key a storefront opens the card form with. */
  publishableKey(): string;
  retrieveIntent(id: string): Promise<GatewayIntent>;
  /** Creates an intent once per idempotency key: a retry answers the same intent. */
  createIntent(intent: NewIntent, idempotencyKey: string): Promise<GatewayIntent>;
  cancelIntent(id: string, idempotencyKey: string): Promise<void>;
  /** Refunds a succeeded intent in full, once per idempotency key; answers the refund's id. */
  refund(intentId: string, metadata: Record<string, string>, idempotencyKey: string): Promise<string>;
}
