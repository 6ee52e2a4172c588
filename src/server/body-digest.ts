import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';

// The digest of a request body sent with an `Idempotency-Key` (src/server/idempotency.ts): taken
// as the body streams past whoever reads it, never by holding it.

/** The methods whose requests honour an `Idempotency-Key`. */
export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface BodyDigest {
  /** The digest once the body was read to its end. */
  digest?: string;
  ended: Promise<string | undefined>;
}

const DIGESTS = new WeakMap<IncomingMessage, BodyDigest>();

/**
 * A SHA-256 of a byte stream with every occurrence of `cut` left out: a multipart body's digest
 * without its boundary, which each client serialization chooses anew (a retried upload is the
 * same request with another boundary). An occurrence split across chunks is found: the last
 * `cut.length - 1` bytes wait for the next chunk.
 */
export class DigestWithout {
  private readonly hash = createHash('sha256');
  private tail = Buffer.alloc(0);

  constructor(private readonly cut?: Buffer) {}

  update(chunk: Buffer): void {
    if (!this.cut || this.cut.length === 0) {
      this.hash.update(chunk);
      return;
    }
    const bytes = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    let from = 0;
    for (let at = bytes.indexOf(this.cut, from); at !== -1; at = bytes.indexOf(this.cut, from)) {
      this.hash.update(bytes.subarray(from, at));
      from = at + this.cut.length;
    }
    const keep = Math.max(from, bytes.length - (this.cut.length - 1));
    this.hash.update(bytes.subarray(from, keep));
    this.tail = Buffer.from(bytes.subarray(keep));
  }

  digest(): string {
    return this.hash.update(this.tail).digest('hex');
  }
}

function multipartBoundary(req: IncomingMessage): Buffer | undefined {
  const type = req.headers['content-type'] ?? '';
  const match = /^multipart\/[^;]+;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  return match ? Buffer.from(match[1] ?? match[2], 'latin1') : undefined;
}

/**
 * Digests a keyed request's body as whoever reads it reads it (the JSON parser, the multipart
 * reader, an upload streamed to the database), so that uploads are compared without being held in
 * memory. Chunks are seen where the stream emits them, which changes nothing of how it flows.
 */
export const digestKeyedBodies: RequestHandler = (req, _res, next) => {
  if (!MUTATING.has(req.method) || req.headers['idempotency-key'] === undefined) return next();
  const hash = new DigestWithout(multipartBoundary(req));
  let settle: (digest: string | undefined) => void = () => undefined;
  const state: BodyDigest = { ended: new Promise((resolve) => (settle = resolve)) };
  const emit = req.emit;
  req.emit = function (this: Request, event: string | symbol, ...args: unknown[]) {
    if (event === 'data') hash.update(args[0] as Buffer);
    else if (event === 'end' && state.digest === undefined) {
      state.digest = hash.digest();
      settle(state.digest);
    } else if (event === 'aborted' || event === 'error') settle(undefined);
    return emit.call(this, event, ...args);
  } as typeof req.emit;
  DIGESTS.set(req, state);
  next();
};

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const EMPTY_DIGEST = createHash('sha256').digest('hex');

/** The body's digest if it has been read to its end (or has none); undefined otherwise. */
export function digestNow(req: IncomingMessage): string | undefined {
  return hasBody(req) ? DIGESTS.get(req)?.digest : EMPTY_DIGEST;
}

/** The body's digest, reading (and discarding) whatever nobody has read of it yet. */
export function digestDrained(req: IncomingMessage): Promise<string | undefined> {
  const state = DIGESTS.get(req);
  if (!hasBody(req)) return Promise.resolve(EMPTY_DIGEST);
  if (!state) return Promise.resolve(undefined);
  if (state.digest === undefined) req.resume();
  return state.ended;
}
