import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * An in-memory stand-in for the Stripe API, served over HTTP so that the official SDK (and so the
 * application's real payment code) talks to it unchanged: point the SDK at it with
 * `new Stripe(key, { host: '127.0.0.1', port: fake.port, protocol: 'http' })` or use
 * {@link fakeStripeClient}. Only the endpoints the payment code uses are implemented.
 */

/**
 * A form-encoded value as Stripe sends it: `metadata[order]=1` parses to `{ metadata: { order: '1' } }`.
 * Lists keep their indices as keys (`expand[0]=a` parses to `{ expand: { '0': 'a' } }`).
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. `/v1/payment_intents`. */
  path: string;
  query: FormObject;
  body: FormObject;
  headers: IncomingHttpHeaders;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  description: string | null;
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** Overrides the handling of one request, to simulate a failing or slow gateway. */
export interface ForcedResponse {
  /** Answer with this status (and `body`) instead of handling the request; nothing is stored. */
  status?: number;
  /** Defaults to a Stripe `api_error` body. */
  body?: unknown;
  /** Wait this long before answering (alone: a slow gateway that still handles the request). */
  delayMs?: number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`, e.g. for `STRIPE_API_BASE`. */
  url: string;
  port: number;
  /** Every request received, in order, including forced and rejected ones. */
  requests: RecordedRequest[];
  intents: Map<string, FakePaymentIntent>;
  refunds: Map<string, FakeRefund>;
  /** Queues an override for the next request (one override per call, used in order). */
  forceNext(response: ForcedResponse): void;
  /**
   * Simulates the customer completing the payment in the browser (confirmation happens between
   * Stripe.js and Stripe, never through the server), so that the intent can then be refunded.
   */
  markSucceeded(id: string): FakePaymentIntent;
  /** Forgets every request, object, idempotency key and pending override. */
  reset(): void;
  close(): Promise<void>;
}

interface StripeErrorBody {
  error: { type: string; message: string; param?: string; code?: string };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

function invalid(status: number, message: string, param?: string, code?: string): ApiError {
  return new ApiError(status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
  });
}

function missingParam(param: string): ApiError {
  return invalid(400, `Missing required param: ${param}.`, param, 'parameter_missing');
}

function noSuch(resource: string, id: string, param: string): ApiError {
  return invalid(404, `No such ${resource}: '${id}'`, param, 'resource_missing');
}

function randomId(prefix: string, length = 24): string {
  return `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;
}

const now = (): number => Math.floor(Date.now() / 1000);

/** Parses Stripe's bracketed form encoding (`a[b][c]=1`, `expand[0]=x`, `expand[]=x`) into objects. */
export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [field, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(field);
    const path = match ? [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (m) => m[1])] : [field];
    // An empty segment (`expand[]`) appends: it takes the next index.
    const name = (node: FormObject, segment: string) => (segment === '' ? String(Object.keys(node).length) : segment);
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const key = name(node, segment);
      const child = node[key];
      node = typeof child === 'object' ? child : (node[key] = {});
    }
    node[name(node, path[path.length - 1])] = value;
  }
  return root;
}

function stringParam(body: FormObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(400, `Invalid value for ${name}: expected a string.`, name);
  return value;
}

function integerParam(body: FormObject, name: string): number | undefined {
  const value = stringParam(body, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw invalid(400, 'Invalid integer: ' + value, name, 'parameter_invalid_integer');
  return Number(value);
}

function metadataParam(body: FormObject): Record<string, string> {
  const value = body.metadata;
  if (value === undefined || value === '') return {};
  if (typeof value === 'string') throw invalid(400, 'Invalid object', 'metadata');
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalid(400, 'Metadata values must be strings.', `metadata[${key}]`);
    metadata[key] = entry;
  }
  return metadata;
}

/** Starts the fake on an ephemeral port of 127.0.0.1. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  /** Idempotency key -> the request it was first used with and the answer replayed for it. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const forced: ForcedResponse[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function findIntent(id: string, param = 'intent'): FakePaymentIntent {
    const intent = intents.get(id);
    if (!intent) throw noSuch('payment_intent', id, param);
    return intent;
  }

  function createIntent(body: FormObject): FakePaymentIntent {
    const amount = integerParam(body, 'amount');
    if (amount === undefined) throw missingParam('amount');
    if (amount < 1) throw invalid(400, 'This value must be greater than or equal to 1.', 'amount');
    const currency = stringParam(body, 'currency');
    if (currency === undefined) throw missingParam('currency');
    if (!/^[a-zA-Z]{3}$/.test(currency)) throw invalid(400, `Invalid currency: ${currency}.`, 'currency');
    const apm = body.automatic_payment_methods;
    const id = randomId('pi_');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: currency.toLowerCase(),
      client_secret: `${id}_secret_${randomId('', 25)}`,
      status: 'requires_payment_method',
      metadata: metadataParam(body),
      automatic_payment_methods: typeof apm === 'object' ? { enabled: apm.enabled === 'true' } : null,
      description: stringParam(body, 'description') ?? null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      created: now(),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  }

  function cancelIntent(id: string, body: FormObject): FakePaymentIntent {
    const intent = findIntent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason = stringParam(body, 'cancellation_reason') ?? null;
    return intent;
  }

  function createRefund(body: FormObject): FakeRefund {
    const intentId = stringParam(body, 'payment_intent');
    if (intentId === undefined) throw missingParam('payment_intent');
    const intent = findIntent(intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw invalid(400, 'This PaymentIntent does not have a successful charge to refund.', 'payment_intent');
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const remaining = intent.amount_received - refunded;
    const amount = integerParam(body, 'amount') ?? remaining;
    if (amount < 1 || amount > remaining) {
      throw invalid(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        'amount',
      );
    }
    const refund: FakeRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason: stringParam(body, 'reason') ?? null,
      metadata: metadataParam(body),
      created: now(),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  /** Routes one request; returns the success body or throws an {@link ApiError}. */
  function route(method: string, path: string, body: FormObject): { status: number; body: unknown } {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') return { status: 200, body: createIntent(body) };
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      return { status: 200, body: findIntent(decodeURIComponent(match[1])) };
    }
    if (method === 'POST' && (match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path))) {
      return { status: 200, body: cancelIntent(decodeURIComponent(match[1]), body) };
    }
    if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: createRefund(body) };
    throw invalid(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    if (res.destroyed) return; // the client gave up (e.g. its timeout fired during a forced delay)
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_', 14), ...headers });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const body = parseForm(raw);
    requests.push({ method, path: url.pathname, query: parseForm(url.search.slice(1)), body, headers: req.headers });

    const override = forced.shift();
    if (override?.delayMs) await delay(override.delayMs);
    if (override?.status !== undefined) {
      return send(
        res,
        override.status,
        override.body ?? { error: { type: 'api_error', message: 'Simulated gateway failure' } },
      );
    }

    if (!/^Bearer (sk|rk)_\S+$/.test(req.headers.authorization ?? '')) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'You did not provide an API key.' },
      });
    }

    // Stripe replays the first answer for a key reused with the same parameters and refuses the
    // key with other parameters. Only completed (2xx) answers are kept, so a retry after a
    // failure is executed anew.
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const fingerprint = createHash('sha256')
      .update(`${method} ${url.pathname} ${JSON.stringify([...new URLSearchParams(raw)].sort())}`)
      .digest('hex');
    const previous = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (idempotencyKey && previous) {
      if (previous.fingerprint !== fingerprint) {
        return send(
          res,
          400,
          {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          },
          { 'idempotency-key': idempotencyKey },
        );
      }
      return send(res, previous.status, previous.body, {
        'idempotency-key': idempotencyKey,
        'idempotent-replayed': 'true',
      });
    }

    try {
      const result = route(method, url.pathname, body);
      // A snapshot: a replay answers what the first request answered, not the object's state now.
      if (idempotencyKey)
        idempotent.set(idempotencyKey, { fingerprint, status: result.status, body: structuredClone(result.body) });
      send(res, result.status, result.body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
    } catch (error) {
      if (error instanceof ApiError) return send(res, error.status, error.body);
      send(res, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    intents,
    refunds,
    forceNext(response) {
      forced.push(response);
    },
    markSucceeded(id) {
      const intent = findIntent(id);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = intent.latest_charge ?? randomId('ch_');
      return intent;
    },
    reset() {
      requests.length = 0;
      intents.clear();
      refunds.clear();
      idempotent.clear();
      forced.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // The SDK keeps connections alive; without this, close() would wait for them to time out.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** An SDK client aimed at the fake; no retries unless asked, so failures surface at once. */
export function fakeStripeClient(fake: Pick<FakeStripe, 'port'>, config: Stripe.StripeConfig = {}): Stripe {
  return new Stripe('sk_test_fake', {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    ...config,
  });
}

/**
 * A webhook body and its `Stripe-Signature` header value, signed with `secret` by the SDK itself,
 * as Stripe would deliver `payload` (an event object) to the application.
 */
export function signedWebhook(payload: object, secret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}
