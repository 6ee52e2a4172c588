/**
 * Set-up and tear-down hooks get their own bound, as Vitest's `hookTimeout` gives them: starting an
 * app (schema, ORM, queue) and building a scenario take several times longer on a machine whose
 * cores are busy, while a test's own work keeps jest's `testTimeout`. A hook that names its own
 * timeout keeps it. Loaded by jest's `setupFilesAfterEnv`.
 */
export const HOOK_TIMEOUT_MS = 120_000;

type Hook = typeof beforeAll;

function bounded(hook: Hook): Hook {
  return (fn, timeout) => hook(fn, timeout ?? HOOK_TIMEOUT_MS);
}

globalThis.beforeAll = bounded(beforeAll);
globalThis.afterAll = bounded(afterAll);
globalThis.beforeEach = bounded(beforeEach);
globalThis.afterEach = bounded(afterEach);
