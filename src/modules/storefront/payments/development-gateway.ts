import { randomBytes } from 'node:crypto';
import type { Env } from '../../../config/env';
import { ConflictError, NotFoundError, ValidationError } from '../../../graphql/errors';
import type { GatewayIntent, PaymentGateway } from './gateway';

/** The publishable key `/stripe/config` names while the development gateway is active. */
export const DEVELOPMENT_PUBLISHABLE_KEY = 'pk_development';

/** Stripe's test cards, with what each does when confirmed. */
export const DEVELOPMENT_CARDS: Record<string, 'succeeded' | 'declined'> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'declined',
};

interface DevelopmentIntent extends GatewayIntent {
  status: 'open' | 'succeeded' | 'failed' | 'cancelled';
}

/** What one server's development gateway holds: its intents and the idempotency keys used. */
interface Ledger {
  intents: Map<string, DevelopmentIntent>;
  keys: Map<string, string>;
}

const ledgers = new WeakMap<Env, Ledger>();

const token = () => randomBytes(12).toString('hex');

function copy(intent: DevelopmentIntent): GatewayIntent {
  const { status, ...rest } = intent;
  return { ...rest, open: status === 'open' || status === 'failed', metadata: { ...intent.metadata } };
}

/**
 * A payment gateway that runs inside this server, for development and tests without Stripe keys
 * (as Vendure's dummy payment handler or Saleor's dummy gateway). It keeps its intents in memory,
 * so a restart forgets them (a new intent is then created for the order). Production refuses to
 * start with it (`src/config/env.ts`).
 */
export function developmentGateway(env: Env): DevelopmentGateway {
  let ledger = ledgers.get(env);
  if (!ledger) {
    ledger = { intents: new Map(), keys: new Map() };
    ledgers.set(env, ledger);
  }
  return new DevelopmentGateway(ledger);
}

export class DevelopmentGateway implements PaymentGateway {
  readonly name = 'development';

  constructor(private readonly ledger: Ledger) {}

  publishableKey(): string {
    return DEVELOPMENT_PUBLISHABLE_KEY;
  }

  private find(id: string): DevelopmentIntent {
    const intent = this.ledger.intents.get(id);
    if (!intent) throw new NotFoundError('Payment intent');
    return intent;
  }

  async retrieveIntent(id: string): Promise<GatewayIntent> {
    return copy(this.find(id));
  }

  async createIntent(
    input: { amount: number; currency: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<GatewayIntent> {
    const known = this.ledger.keys.get(idempotencyKey);
    if (known) return copy(this.find(known));
    const id = `pi_dev_${token()}`;
    const intent: DevelopmentIntent = {
      id,
      clientSecret: `${id}_secret_${token()}`,
      amount: input.amount,
      currency: input.currency,
      metadata: { ...input.metadata },
      open: true,
      status: 'open',
    };
    this.ledger.intents.set(id, intent);
    this.ledger.keys.set(idempotencyKey, id);
    return copy(intent);
  }

  async cancelIntent(id: string): Promise<void> {
    const intent = this.find(id);
    if (intent.status === 'open' || intent.status === 'failed') intent.status = 'cancelled';
  }

  async refund(intentId: string, _metadata: Record<string, string>, idempotencyKey: string): Promise<string> {
    const intent = this.find(intentId);
    if (intent.status !== 'succeeded') throw new ConflictError('Only a succeeded payment can be refunded');
    const known = this.ledger.keys.get(idempotencyKey);
    if (known) return known;
    const id = `re_dev_${token()}`;
    this.ledger.keys.set(idempotencyKey, id);
    return id;
  }

  /**
   * Confirms an intent with a card, as the card form would with Stripe: a succeeding card
   * settles it, a declining one leaves it open for another try. Answers the settled intent and
   * the event Stripe would send about it.
   */
  confirm(
    clientSecret: string,
    card: string,
  ): { intent: GatewayIntent; event: 'payment_intent.succeeded' | 'payment_intent.payment_failed' } {
    const number = card.replace(/[\s-]/g, '');
    const outcome = DEVELOPMENT_CARDS[number];
    if (!outcome) {
      throw ValidationError.field(
        'card',
        `must be a test card: ${Object.entries(DEVELOPMENT_CARDS)
          .map(([digits, result]) => `${digits} (${result})`)
          .join(', ')}`,
      );
    }
    const id = clientSecret.split('_secret_')[0];
    const intent = this.ledger.intents.get(id);
    if (!intent || intent.clientSecret !== clientSecret) throw new NotFoundError('Payment intent');
    if (intent.status === 'succeeded' || intent.status === 'cancelled') {
      throw new ConflictError(`Payment intent is already ${intent.status}`, 'clientSecret');
    }
    intent.status = outcome === 'succeeded' ? 'succeeded' : 'failed';
    return {
      intent: copy(intent),
      event: outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    };
  }
}
