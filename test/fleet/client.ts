import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Instance } from './processes';

// The clients of the fleet tests' load: each request recorded as the client saw it.

/** One request of the load, as the client saw it. */
export interface Sent {
  id: string;
  kind: 'browse' | 'cart' | 'checkout' | 'pay' | 'import' | 'job';
  method: string;
  path: string;
  started: number;
  ended: number;
  status: number;
  /** The instance HAProxy sent it to (its `X-Served-By`), empty when none. */
  servedBy: string;
  /** Whether the answer was one the request may get. */
  ok: boolean;
  /** Why no answer came (status 0). */
  error?: string;
  /** The start of the answer's body, when its status was not one the request may get. */
  answer?: string;
  /** The answer's Retry-After header, when it had one. */
  retryAfter?: string;
  /** Sent to the instance directly, not through HAProxy (the development gateway's confirmation). */
  direct: boolean;
}

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; [key: string]: unknown };
  servedBy: string;
  retryAfter?: string;
}

/** A client of the balancer: each call has its own request id, and the client's address in X-Forwarded-For. */
export class Caller {
  constructor(
    private readonly base: string,
    private readonly ip: string,
    private readonly sent: Sent[] | undefined,
    private readonly headers: Record<string, string> = {},
    /** The instance called, when called directly rather than through the balancer. */
    private readonly instance = '',
  ) {}

  as(headers: Record<string, string>): Caller {
    return new Caller(this.base, this.ip, this.sent, { ...this.headers, ...headers }, this.instance);
  }

  /** The same client calling `app` directly. */
  at(app: Instance): Caller {
    return new Caller(app.url, this.ip, this.sent, this.headers, app.name);
  }

  async call(
    kind: Sent['kind'],
    method: string,
    route: string,
    body?: unknown,
    expected: number[] = [200],
  ): Promise<Answer> {
    const id = randomUUID();
    const started = performance.now();
    let answer: Answer;
    try {
      const payload = body instanceof Multipart ? body : body === undefined ? undefined : JSON.stringify(body);
      const res = await send(
        method,
        `${this.base}${route}`,
        {
          ...this.headers,
          'x-request-id': id,
          'x-forwarded-for': this.ip,
          ...(payload instanceof Multipart
            ? { 'content-type': payload.contentType }
            : payload === undefined
              ? {}
              : { 'content-type': 'application/json' }),
        },
        payload instanceof Multipart ? payload.body : payload,
      );
      let parsed: Answer['body'] = {};
      try {
        parsed = JSON.parse(res.text) as Answer['body'];
      } catch {
        parsed = { text: res.text };
      }
      answer = {
        status: res.status,
        body: parsed,
        servedBy: res.servedBy ?? this.instance,
        retryAfter: res.retryAfter,
      };
    } catch (error) {
      answer = { status: 0, body: { error: String(error) }, servedBy: this.instance };
    }
    this.sent?.push({
      id,
      kind,
      method,
      path: route,
      started,
      ended: performance.now(),
      status: answer.status,
      servedBy: answer.servedBy,
      ok: expected.includes(answer.status),
      direct: this.instance !== '',
      ...(answer.status === 0 ? { error: String(answer.body.error) } : {}),
      ...(answer.retryAfter === undefined ? {} : { retryAfter: answer.retryAfter }),
      ...(expected.includes(answer.status) ? {} : { answer: JSON.stringify(answer.body).slice(0, 300) }),
    });
    return answer;
  }

  /** A call that must succeed (the set-up's). */
  async must(method: string, route: string, body: unknown, status: number): Promise<Record<string, unknown>> {
    const answer = await this.call('browse', method, route, body, [status]);
    if (answer.status !== status) {
      throw new Error(`${method} ${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return (answer.body.data ?? answer.body) as Record<string, unknown>;
  }
}

/** A multipart body with one file. */
export class Multipart {
  private readonly boundary = `----fleet${randomUUID()}`;
  constructor(
    private readonly field: string,
    private readonly fileName: string,
    private readonly content: Buffer,
  ) {}

  get contentType(): string {
    return `multipart/form-data; boundary=${this.boundary}`;
  }

  get body(): Buffer {
    const head = `--${this.boundary}\r\nContent-Disposition: form-data; name="${this.field}"; filename="${this.fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
    return Buffer.concat([Buffer.from(head), this.content, Buffer.from(`\r\n--${this.boundary}--\r\n`)]);
  }
}

/**
 * One request on a connection of its own. A request that is not the first on a keep-alive
 * connection and whose instance dies gets no answer from HAProxy: it closes the connection, as the
 * server did, and logs nothing. The first request of a connection gets a 502 naming the instance.
 */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; text: string; servedBy?: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          servedBy: res.headers['x-served-by'] as string | undefined,
          retryAfter: res.headers['retry-after'],
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

export const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
