import type { Request, Response } from 'express';
import type { RequestContext } from '../graphql/context';

/** Retry-safe writes (the server's `Idempotency-Key` store), as both transports use them. */
export interface RetrySafety {
  /** The request's key when it is a mutating request that carries one; throws 400 for a malformed key. */
  keyOf(req: Request): string | undefined;
  /** Claims the key for the context's caller: true to run the request, false when a stored answer was sent. */
  begin(req: Request, res: Response, key: string, context: RequestContext): Promise<boolean>;
}

/** Where a keyed request's context, built to know its caller, waits for its route or operation. */
const KEYED_CONTEXT = 'keyedContext';

/** The context built for a keyed request before it ran (see {@link claimKey}), if any. */
export function keyedContext(res: Response): RequestContext | undefined {
  return res.locals[KEYED_CONTEXT] as RequestContext | undefined;
}

/**
 * A request's `Idempotency-Key`, claimed once its caller is known and before its work: true when
 * the request is to run (unkeyed, or `applies` says the key does not concern it, or claimed), false
 * when a stored answer was sent instead. The context built to know the caller is the one the
 * route or operation then runs with (`keyedContext`). Throws the key's refusals (400, 409, 422).
 */
export async function claimKey(
  safety: RetrySafety,
  req: Request,
  res: Response,
  build: () => Promise<RequestContext>,
  applies: () => boolean = () => true,
): Promise<boolean> {
  const key = safety.keyOf(req);
  if (key === undefined || !applies()) return true;
  const context = await build();
  res.locals[KEYED_CONTEXT] = context;
  return safety.begin(req, res, key, context);
}
