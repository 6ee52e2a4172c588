import type { RequestHandler } from 'express';
import type { Logger } from '../observability/logger';

/** One dependency's probe: resolves when the dependency is usable, throws (or hangs) when not. */
export type ReadinessCheck = () => Promise<unknown>;

/**
 * A dependency the instance serves without: reported `up` or `down` with the others, never
 * making the instance unready (a read replica, whose reads fall back to the primary).
 */
export interface OptionalCheck {
  check: ReadinessCheck;
  required: false;
}

/** How long a probe may take before its dependency counts as down: a health check never hangs. */
export const READINESS_TIMEOUT_MS = 2000;

async function probe(check: ReadinessCheck, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return undefined;
  } catch (error) {
    return error ?? new Error('failed');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/readyz`: every dependency probed at once, each within `timeoutMs`. 200 when all the required
 * ones answer, else 503; the body lists each check as `up` or `down`, so the failing dependency is
 * named. A dependency going down or coming back is logged once, not on every probe of the balancer.
 * While `draining()` (the process was told to stop) it answers 503 `{"status":"draining"}`.
 */
export function readinessHandler(
  checks: Record<string, ReadinessCheck | OptionalCheck>,
  logger: Logger,
  timeoutMs = READINESS_TIMEOUT_MS,
  draining: () => boolean = () => false,
): RequestHandler {
  const down = new Set<string>();
  return async (_req, res) => {
    // Retiring: the balancer takes the instance out while it still serves what it is sent.
    if (draining()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const names = Object.keys(checks);
    const failures = await Promise.all(names.map((name) => probe(checkOf(checks[name]), timeoutMs)));
    const states: Record<string, 'up' | 'down'> = {};
    names.forEach((name, i) => {
      const failure = failures[i];
      states[name] = failure === undefined ? 'up' : 'down';
      if (failure !== undefined && !down.has(name)) {
        down.add(name);
        const effect = isRequired(checks[name]) ? 'not ready' : 'still ready without it';
        logger.warn({ err: failure, dependency: name }, `${effect}: ${name} is unavailable`);
      } else if (failure === undefined && down.delete(name)) {
        logger.info({ dependency: name }, `${name} is available again`);
      }
    });
    const ready = failures.every((failure, i) => failure === undefined || !isRequired(checks[names[i]]));
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks: states });
  };
}

const checkOf = (check: ReadinessCheck | OptionalCheck) => (typeof check === 'function' ? check : check.check);
const isRequired = (check: ReadinessCheck | OptionalCheck) => typeof check === 'function';
