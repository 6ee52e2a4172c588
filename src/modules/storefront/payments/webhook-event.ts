import type Stripe from 'stripe';
import { addFieldError, ValidationError, type FieldErrors } from '../../../graphql/errors';
import { textProblem } from '../../../graphql/input-safety';

/** The event types whose payment intent the webhook reads. */
const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkText(problems: FieldErrors, field: string, value: unknown, max: number): void {
  if (typeof value !== 'string' || value.length === 0)
    return addFieldError(problems, field, 'must be a non-empty string');
  const problem = textProblem(value) ?? (value.length > max ? `must be at most ${max} characters` : undefined);
  if (problem) addFieldError(problems, field, problem);
}

/**
 * A correctly signed delivery is still only JSON: before anything is recorded, it must be an
 * event (`id`, `type`) and, for the payment intent events the webhook acts on, carry an intent
 * (`data.object` with `id`, an integer `amount`, `currency` and string `metadata`). Anything else
 * is a 400 naming what is wrong; nothing is recorded, so a corrected delivery is applied.
 */
export function readWebhookEvent(value: unknown): Stripe.Event {
  const problems: FieldErrors = {};
  if (!isObject(value)) throw ValidationError.field('body', 'must be a JSON object (a webhook event)');
  checkText(problems, 'id', value.id, 255);
  checkText(problems, 'type', value.type, 100);
  if (typeof value.type === 'string' && INTENT_EVENTS.has(value.type)) {
    const intent = isObject(value.data) ? value.data.object : undefined;
    if (!isObject(intent)) {
      addFieldError(problems, 'data.object', 'must be a payment intent object');
    } else {
      checkText(problems, 'data.object.id', intent.id, 255);
      checkText(problems, 'data.object.currency', intent.currency, 3);
      if (!Number.isSafeInteger(intent.amount)) {
        addFieldError(problems, 'data.object.amount', 'must be an integer (minor units)');
      }
      const metadata = intent.metadata;
      if (metadata !== undefined && metadata !== null) {
        if (!isObject(metadata) || Object.values(metadata).some((v) => typeof v !== 'string')) {
          addFieldError(problems, 'data.object.metadata', 'must be an object of text values');
        }
      }
    }
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems, 'The webhook event is malformed');
  return value as unknown as Stripe.Event;
}
