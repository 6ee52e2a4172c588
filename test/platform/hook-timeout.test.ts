import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Hooks are bounded apart from tests (test/helpers/hook-timeout.ts): with this file's tests bounded
 * at 200 ms, a set-up hook of 600 ms still completes. Without the separate bound jest would fail
 * the hook at the test timeout, and the test below would not run.
 *
 * A timer may fire a millisecond before its delay by the wall clock (Node rounds both), so the
 * elapsed time is compared with the test bound, not with the delay itself.
 */
const testBound = 200;
jest.setTimeout(testBound);

let completed = false;
let setUpFor = 0;

beforeAll(async () => {
  const started = performance.now();
  await sleep(600);
  setUpFor = performance.now() - started;
  completed = true;
});

it('lets a set-up hook run past the test timeout', () => {
  expect(completed).toBe(true);
  expect(setUpFor).toBeGreaterThan(2 * testBound);
});
