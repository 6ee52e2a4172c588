import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parse, type OperationDefinitionNode } from 'graphql';
import type { Request, Response } from 'express';
import { digestDrained, digestNow, MUTATING } from './body-digest';
import type { RequestContext } from '../graphql/context';
import { DomainError } from '../graphql/errors';
import type { RetrySafety } from '../rest/retry-safety';
import type { Logger } from '../observability/logger';

/** The request header naming a retry-safe request (Stripe's, and the IETF draft's, name). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored one, replayed. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
/** The answer's headers a client reads, kept with it and replayed (the rest are per request). */
const KEPT_HEADERS = ['content-type', 'location', 'content-disposition', 'x-total-count', 'etag', 'www-authenticate'];
/** Larger answers are not kept (a retry then runs again): mutations answer far less. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;
/**
 * How long a claim may go without an answer before another request with its key may run (the
 * first one's instance died mid-request): longer than any request may take (uploads: 5 minutes).
 */
export const IDEMPOTENCY_LOCK_SECONDS = 600;
/** At most this many failed settlements are retried (each holds its answer in memory). */
const MAX_UNSETTLED = 10_000;
/** Seconds a client is asked to wait while the first request with its key still runs. */
const IN_PROGRESS_RETRY_SECONDS = 1;

/** 400: an `Idempotency-Key` that is not 1 to 255 printable ASCII characters. */
export class IdempotencyKeyError extends DomainError {
  constructor() {
    const message = `${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters`;
    super('BAD_REQUEST', message, { fields: { [IDEMPOTENCY_HEADER]: [message] } });
  }
}

/** 422: the key was used for another request (another body, route or store). */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    const message = `${IDEMPOTENCY_HEADER} was already used for a different request; use a new key for a new request`;
    super('UNPROCESSABLE', message, { fields: { [IDEMPOTENCY_HEADER]: [message] } });
  }
}

/** 409: the first request with this key is still running (on this instance or another). */
export class IdempotencyInProgressError extends DomainError {
  constructor() {
    super('CONFLICT', `A request with this ${IDEMPOTENCY_HEADER} is still being processed; retry later`, {
      retryAfter: IN_PROGRESS_RETRY_SECONDS,
      http: { status: 409, headers: new Map([['retry-after', String(IN_PROGRESS_RETRY_SECONDS)]]) },
    });
  }
}

/** The key a request carries, validated; undefined when it carries none or does not mutate. */
export function idempotencyKeyOf(req: IncomingMessage): string | undefined {
  if (!MUTATING.has(req.method ?? '')) return undefined;
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (Array.isArray(value) || !KEY_PATTERN.test(value) || value.trim() === '') throw new IdempotencyKeyError();
  return value;
}

/**
 * Whether a GraphQL request body (as the JSON and multipart readers leave it) runs a mutation. A
 * document that does not parse is no mutation: Apollo answers it, and nothing is kept.
 */
export function isMutationRequest(body: unknown): boolean {
  const requests = Array.isArray(body) ? body : [body];
  return requests.some((request) => {
    const { query, operationName } = (request ?? {}) as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') return false;
    try {
      const operations = parse(query).definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      );
      const chosen =
        typeof operationName === 'string' ? operations.find((o) => o.name?.value === operationName) : operations[0];
      return chosen?.operation === 'mutation';
    } catch {
      return false;
    }
  });
}

interface StoredRow {
  fingerprint: string;
  state: 'running' | 'done';
  body_digest: string | null;
  status: number | null;
  answer: Buffer | null;
}

/** What a kept answer holds besides its status: the headers a client reads, and the body. */
interface Answer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * A kept answer is sealed (AES-256-GCM) with a key derived from the request's own
 * `Idempotency-Key`, which only its client holds (the table keeps the key's digest): an answer
 * may carry what must not lie readable at rest (a session's tokens, an API key shown once, a
 * guest order's access token, a customer's address), and a copy of the table reveals none of it.
 */
function sealingKey(key: string, scope: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, scope, 'idempotency answer', 32));
}

function seal(answer: Answer, key: string, scope: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key, scope), iv);
  const headers = Buffer.from(JSON.stringify(answer.headers));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headers.length);
  const sealed = Buffer.concat([cipher.update(Buffer.concat([length, headers, answer.body])), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

function unseal(sealed: Buffer, key: string, scope: string): Answer {
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key, scope), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  const length = plain.readUInt32BE(0);
  return {
    headers: JSON.parse(plain.subarray(4, 4 + length).toString()) as Answer['headers'],
    body: plain.subarray(4 + length),
  };
}

/** A request's hold on its key: the caller's scope, the key (and its digest, as stored), its owner. */
interface Claim {
  scope: string;
  key: string;
  keyDigest: string;
  owner: string;
}

/** What the store needs of the database: one statement at a time, with `?` placeholders. */
export type Execute = <T>(sql: string, params: unknown[]) => Promise<T[]>;

export interface IdempotencyOptions {
  execute: Execute;
  logger: Logger;
  /** How long an answer is kept for replays. */
  ttlSeconds: number;
  /**
   * How long a claim may go without an answer before another request with the key may run: the
   * first one's instance died mid-request. Longer than any request may take.
   */
  lockSeconds: number;
}

/**
 * Retry-safe writes, as Stripe's API has them: the first request with an `Idempotency-Key` runs
 * and its answer (status, the headers a client reads, the body's bytes) is kept in PostgreSQL for
 * `ttlSeconds`, shared by every instance; a repeat from the same caller with the same request gets
 * that answer again with `Idempotent-Replayed: true` and no second effect. The same key with
 * another request answers 422, a repeat while the first still runs 409 with `Retry-After`. An
 * answer of 5xx (the database or a gateway down), or 429 (a limit, not the request's outcome), is
 * not kept: its retry runs again. Each transport calls {@link Idempotency.begin} once it knows the
 * caller, before the request's work.
 */
export class Idempotency implements RetrySafety {
  private sweeper?: NodeJS.Timeout;
  private retrier?: NodeJS.Timeout;
  /** Settlements to run again, each until its claim would expire. */
  private readonly unsettled = new Map<() => Promise<unknown>, number>();

  readonly keyOf = idempotencyKeyOf;

  constructor(private readonly options: IdempotencyOptions) {}

  /**
   * Claims the request's key for the context's caller (its principal, or a guest's address; a key
   * is the caller's own) and answers `true` when the request is to run (its answer is then kept
   * as it is sent), `false` when a stored answer was sent instead. Throws the 409 and 422
   * refusals, and when the database fails.
   */
  async begin(req: Request, res: Response, key: string, context: RequestContext): Promise<boolean> {
    const { execute, ttlSeconds, lockSeconds } = this.options;
    const { principal } = context;
    const caller = principal ? `${principal.kind}:${principal.id}` : `guest:${context.ip}`;
    const scope = createHash('sha256').update(caller).digest('hex');
    const fingerprint = createHash('sha256')
      .update([req.method, req.originalUrl, req.headers['x-tenant-slug'], req.headers['x-business']].join('\n'))
      .digest('hex');
    const owner = randomUUID();
    const keyDigest = createHash('sha256').update(key).digest('hex');
    // A new key, an expired one, or one whose first request's instance died: claimed at once.
    const [claimed] = await execute<{ owner: string }>(
      `insert into idempotency_request as r (scope, key, fingerprint, owner, state, locked_at, expires_at)
       values (?, ?, ?, ?, 'running', now(), now() + make_interval(secs => ?))
       on conflict (scope, key) do update
         set fingerprint = excluded.fingerprint, owner = excluded.owner, state = 'running', locked_at = now(),
             expires_at = excluded.expires_at, body_digest = null, status = null, answer = null
       where r.expires_at <= now() or (r.state = 'running' and r.locked_at < now() - make_interval(secs => ?))
       returning owner`,
      [scope, keyDigest, fingerprint, owner, ttlSeconds, lockSeconds],
    );
    if (claimed) {
      this.keep(req, res, { scope, key, keyDigest, owner });
      return true;
    }
    const [stored] = await execute<StoredRow>(
      `select fingerprint, state, body_digest, status, answer from idempotency_request
        where scope = ? and key = ?`,
      [scope, keyDigest],
    );
    // Gone between the two statements (swept as expired): a rare race, answered as in progress.
    if (!stored || stored.state === 'running') {
      if (stored && stored.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
      throw new IdempotencyInProgressError();
    }
    if (stored.fingerprint !== fingerprint || (await digestDrained(req)) !== stored.body_digest) {
      throw new IdempotencyKeyReusedError();
    }
    const answer = unseal(stored.answer!, key, scope);
    res.status(stored.status!);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader(REPLAYED_HEADER, 'true');
    res.end(answer.body);
    return false;
  }

  /** Deletes expired answers every `everyMs` (any instance may: the statement is idempotent). */
  startSweeping(everyMs = 10 * 60_000): void {
    this.sweeper = setInterval(() => {
      this.options
        .execute(
          `delete from idempotency_request where ctid in
             (select ctid from idempotency_request where expires_at < now() limit 10000)`,
          [],
        )
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'sweeping idempotency keys failed'));
    }, everyMs);
    this.sweeper.unref();
  }

  stopSweeping(): void {
    clearInterval(this.sweeper);
    clearInterval(this.retrier);
  }

  /** Keeps what the request answers, once it answers; the answer leaves after it is kept. */
  private keep(req: Request, res: Response, claim: Claim): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const record = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += bytes.length;
      if (size <= MAX_KEPT_BYTES) chunks.push(bytes);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = ((...args: unknown[]) => {
      record(args[0], args[1]);
      res.end = end;
      const answer = size > MAX_KEPT_BYTES ? undefined : Buffer.concat(chunks);
      const settle = this.settlement(req, res, claim, answer);
      void settle()
        .catch((error: unknown) => {
          this.options.logger.warn({ err: error }, 'settling an idempotency key failed: retried until it succeeds');
          this.settleLater(settle);
        })
        .finally(() => (end as (...a: unknown[]) => Response).apply(res, args));
      return res;
    }) as typeof res.end;
  }

  /**
   * The statement that settles a claim by its answer: keeps the answer, or gives the key up when
   * there is nothing to replay (a failure, an unread body, an answer too large).
   */
  private settlement(req: Request, res: Response, { scope, key, keyDigest, owner }: Claim, body?: Buffer) {
    const digest = digestNow(req);
    const kept = body !== undefined && digest !== undefined && res.statusCode < 500 && res.statusCode !== 429;
    if (!kept) {
      return () =>
        this.options.execute(`delete from idempotency_request where scope = ? and key = ? and owner = ?`, [
          scope,
          keyDigest,
          owner,
        ]);
    }
    const headers: Record<string, string | string[]> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    const status = res.statusCode;
    const sealed = seal({ headers, body }, key, scope);
    return () =>
      this.options.execute(
        `update idempotency_request set state = 'done', status = ?, answer = ?, body_digest = ?
          where scope = ? and key = ? and owner = ?`,
        [status, sealed, digest, scope, keyDigest, owner],
      );
  }

  /**
   * Runs a settlement that failed (the database went away as the request ended) again every
   * second until it succeeds, for as long as the claim holds: otherwise its key would answer 409
   * until the claim expired, or a retry would run twice what the stored answer records.
   */
  private settleLater(settle: () => Promise<unknown>): void {
    if (this.unsettled.size >= MAX_UNSETTLED) return;
    this.unsettled.set(settle, Date.now() + this.options.lockSeconds * 1000);
    this.retrier ??= setInterval(() => {
      for (const [retry, until] of this.unsettled) {
        if (until < Date.now()) this.unsettled.delete(retry);
        else
          retry().then(
            () => this.unsettled.delete(retry),
            () => undefined,
          );
      }
      if (this.unsettled.size === 0) {
        clearInterval(this.retrier);
        this.retrier = undefined;
      }
    }, 1000).unref();
  }
}
