import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Hooks are bounded apart from tests (test/helpers/hook-timeout.ts): with this file's tests bounded
 * at 200 ms, a set-up hook of 600 ms still completes. Without the separate bound jest would fail
 * the hook at the test timeout, and the test below would not run.
 */
jest.setTimeout(200);

let setUpFor = 0;

beforeAll(async () => {
  const started = Date.now();
  await sleep(600);
  setUpFor = Date.now() - started;
});

it('lets a set-up hook run past the test timeout', () => {
  expect(setUpFor).toBeGreaterThanOrEqual(600);
});
