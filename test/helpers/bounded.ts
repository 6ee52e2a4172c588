/**
 * Bounds for waits that would otherwise end in a jest timeout, which names no cause: each fails
 * as an error saying what did not happen in time. The bounds are generous (a loaded machine is
 * slow, not wrong); set them below the test's own timeout.
 */

/** Settles as `work` does, or fails naming `what` once `ms` have passed. */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls `probe` until it returns a value other than `undefined`, for at most `ms`; fails naming
 * `what` and the last thing seen (`describe` of the last probe).
 */
export async function pollUntil<T>(
  ms: number,
  what: string,
  probe: () => Promise<{ done: T | undefined; seen?: unknown }>,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + ms;
  let seen: unknown;
  for (;;) {
    const result = await probe();
    if (result.done !== undefined) return result.done;
    seen = result.seen;
    if (Date.now() >= deadline) throw new Error(`${what}: not done after ${ms} ms; last seen ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Polls `condition` until it holds, for at most `ms`; fails naming `what` otherwise. */
export async function waitUntil(
  ms: number,
  what: string,
  condition: () => boolean | Promise<boolean>,
  intervalMs = 50,
): Promise<void> {
  await pollUntil(ms, what, async () => ({ done: (await condition()) ? true : undefined }), intervalMs);
}
