/** SQLSTATEs of a statement that lost a race and succeeds when run again: deadlock, serialization. */
const TRANSIENT_STATES = new Set(['40P01', '40001']);

/** Whether `error` (or an error it wraps) is a deadlock or a serialization failure. */
export function isTransientConflict(error: unknown): boolean {
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { code, sqlState, originalError, cause } = current as Record<string, unknown>;
    if (TRANSIENT_STATES.has(String(sqlState ?? code))) return true;
    current = originalError ?? cause;
  }
  return false;
}

/**
 * Runs `work`, and again after a short, jittered and growing pause when it fails with a
 * deadlock or a serialization failure, at most `attempts` times in all: the last failure is
 * thrown. `work` must be safe to repeat (its failed attempt was rolled back).
 */
export async function retryOnConflict<T>(
  work: () => Promise<T>,
  { attempts = 5, onRetry }: { attempts?: number; onRetry?: (error: unknown, attempt: number) => void } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      onRetry?.(error, attempt);
      // Jitter, so that the instances that collided do not collide again on their next attempt.
      const pauseMs = 50 * 2 ** attempt * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
