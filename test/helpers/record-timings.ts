import { flushTimings, timed } from './timings';

/**
 * Loaded by jest's `setupFilesAfterEnv`: times every password hash the app makes in this test
 * file (argon2 runs in the test's own process), and writes the file's set-up timings after its
 * last test (test/helpers/timings.ts).
 */
type Argon2 = typeof import('@node-rs/argon2') & { [UNTIMED]?: Argon2['hash'] };
const UNTIMED = Symbol.for('test-timings.untimed-hash');
const argon2 = jest.requireActual<Argon2>('@node-rs/argon2');
// The native module can outlive a test file in its worker: each file replaces the last one's
// timer (which would record into a file that has ended) instead of wrapping it.
const hash = (argon2[UNTIMED] ??= argon2.hash);
argon2.hash = (...args: Parameters<typeof hash>) => timed('password hash', () => hash(...args));

afterAll(flushTimings);
