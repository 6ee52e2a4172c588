import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { basic, Caller, Multipart, type Answer, type Sent } from './client';
import type { Instance } from './processes';
import { STEP_MS, sleep, until } from './processes';
import { address, employeeCsv, type Store } from './store';

/** What a payroll job's GET answers. */
export interface JobBody {
  status?: string;
  result?: { metadata?: Record<string, number> };
}

/**
 * The fleet's mixed load: each customer browses, fills its cart, checks out (with an
 * Idempotency-Key, retried once when the answer is lost or a 5xx) and pays every other order, until
 * the deadline; one payroll CSV import runs meanwhile. What the clients were told is kept, for the
 * checks (test/fleet/checks.ts).
 */
export class Load {
  /** Each order answered 201: its customer and the number the client saw. */
  readonly placed = new Map<string, { customer: number; number: string }>();
  /** Orders whose payment the development gateway confirmed to its client. */
  readonly paidOrders = new Set<string>();
  /** Per customer, the checkouts that failed (their order may exist, unknown to the client). */
  readonly failedCheckouts = new Map<number, number>();
  /** Per customer, its first order answered 201, and when. */
  readonly firstOrder = new Map<number, { id: string; at: number }>();
  private random = 0x2f6e2b1;

  constructor(
    private readonly store: Store,
    private readonly url: string,
    private readonly apps: Instance[],
    private readonly sent: Sent[],
  ) {}

  /** A fixed sequence (xorshift), so that two runs send the same mix. */
  private next(): number {
    this.random ^= this.random << 13;
    this.random ^= this.random >>> 17;
    this.random ^= this.random << 5;
    return (this.random >>> 0) / 2 ** 32;
  }

  /** Every customer shopping while `going()` holds. */
  shoppers(going: () => boolean): Promise<void[]> {
    return Promise.all(this.store.users.map((user) => this.shop(user, going)));
  }

  private async shop(user: { i: number; client: Caller }, going: () => boolean): Promise<void> {
    const { products } = this.store;
    // Whether the cart is known to hold a line: a checkout with an empty cart answers 400.
    let cartFull = false;
    let cartKnown = true;
    let orders = 0;
    while (going()) {
      const r = this.next();
      const product = products[Math.floor(this.next() * products.length)];
      let answer: Answer;
      if (r < 0.45) {
        answer = await user.client.call(
          'browse',
          'GET',
          r < 0.25 ? '/api/products?limit=20' : `/api/products/${product}`,
        );
      } else if (r < 0.75 || !cartFull) {
        answer = await user.client.call(
          'cart',
          'POST',
          '/api/cart',
          { productId: product, quantity: 1 + Math.floor(this.next() * 3) },
          [201],
        );
        if (answer.status === 201) cartFull = true;
        else cartKnown = false;
      } else {
        // One key per checkout, kept across its retry: a checkout whose answer was lost (its
        // instance killed, or the database switching) is sent again and places one order at most.
        const keyed = user.client.as({ 'idempotency-key': randomUUID() });
        const expected = [201, ...(cartKnown ? [] : [400])];
        answer = await keyed.call('checkout', 'POST', '/api/orders', { shippingAddress: address }, expected);
        if (answer.status === 0 || answer.status >= 500 || answer.status === 409) {
          await sleep(1000);
          // 409: the first attempt's claim is held by an instance that died running it, which may
          // have placed the order; the key stays claimed, so the checkout counts as failed.
          answer = await keyed.call('checkout', 'POST', '/api/orders', { shippingAddress: address }, [
            ...expected,
            409,
          ]);
        }
        if (answer.status === 201) {
          const data = answer.body.data as { id: string; orderNumber: string; total: number };
          this.placed.set(data.id, { customer: user.i, number: data.orderNumber });
          if (!this.firstOrder.has(user.i)) this.firstOrder.set(user.i, { id: data.id, at: performance.now() });
          cartFull = false;
          cartKnown = true;
          // Every other order of each client is paid, its first one included.
          if (++orders % 2 === 1) await this.pay(user.client, data);
        } else if (answer.status !== 400) {
          this.failedCheckouts.set(user.i, (this.failedCheckouts.get(user.i) ?? 0) + 1);
          cartKnown = false;
        }
      }
      // A polite client: told to come back later (503 with Retry-After), it waits, up to a second.
      if (answer.status === 503 && answer.retryAfter)
        await sleep(Math.min(1000, Number(answer.retryAfter) * 1000 || 0));
    }
  }

  private async pay(client: Caller, order: { id: string; total: number }): Promise<void> {
    const intent = await client.call('pay', 'POST', '/api/stripe/create-payment-intent', {
      orderId: order.id,
      amount: order.total,
    });
    const secret = (intent.body.data as { clientSecret?: string } | undefined)?.clientSecret;
    // The development gateway keeps its intents in the memory of the instance that made them (it
    // stands in for the card network, which Stripe.js calls directly): the card is confirmed
    // there, while that instance serves.
    // (HAProxy's backup entry of an instance is named after it: `app1-unchecked`.)
    const gateway = this.apps.find((app) => app.name === intent.servedBy.replace(/-unchecked$/, '') && app.serving);
    if (!secret || !gateway) return;
    const paid = await client.at(gateway).call('pay', 'POST', '/api/stripe/development/confirm', {
      clientSecret: secret,
    });
    if ((paid.body.data as { status?: string } | undefined)?.status === 'succeeded') this.paidOrders.add(order.id);
  }

  /** The payroll client (Basic credentials of the store's API key). */
  private importer(): Caller {
    return new Caller(this.url, '198.51.100.2', this.sent, basic('fleet', this.store.key));
  }

  /** Uploads the employee CSV of `rows` rows for an asynchronous import; resolves to its job's id. */
  async startImport(rows: number): Promise<string> {
    const form = new Multipart('file', 'fleet.csv', employeeCsv(rows));
    const queued = await this.importer().call(
      'import',
      'POST',
      `/payroll/employers/${this.store.employerId}/import/employees/async`,
      form,
      [202],
    );
    if (queued.status !== 202) throw new Error(`the import upload answered ${queued.status}`);
    return String((queued.body as { id: string }).id);
  }

  /** Waits until the import job ends; what its GET answered last. */
  async importEnded(jobId: string, ms = STEP_MS): Promise<JobBody> {
    const importer = this.importer();
    let body: JobBody = {};
    await until(ms, 'the import job finishes', async () => {
      body = (await importer.call('job', 'GET', `/payroll/jobs/${jobId}`)).body as JobBody;
      return ['Completed', 'CompletedWithErrors', 'Failed'].includes(body.status ?? '');
    });
    return body;
  }
}
