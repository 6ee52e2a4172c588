import { createHmac, randomBytes } from 'node:crypto';

/**
 * Passwords that HTTP Basic clients present on every request, remembered for a few minutes once
 * found right, so that a client's requests do not each run the hash (tens of milliseconds of CPU)
 * nor charge the login budget; and concurrent checks of one credential share one hash run and one
 * charge, so that a client's first burst of parallel requests is not refused by its own attempts.
 *
 * An entry is a keyed digest of the stored hash and the presented password (the key lives only in
 * this process), so a password change or a new hash forgets it at once; the account's state is
 * still read on every request by the caller.
 */
export class VerifiedPasswords {
  private readonly secret = randomBytes(32);
  private readonly verified = new Map<string, number>();
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly max = 10_000,
  ) {}

  /** The entry of `password` checked against `storedHash` (or against a login with no account). */
  key(storedHash: string, password: string): string {
    return createHmac('sha256', this.secret).update(storedHash).update('\0').update(password).digest('base64url');
  }

  has(key: string): boolean {
    const until = this.verified.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.verified.delete(key);
    return false;
  }

  remember(key: string): void {
    // The oldest entry goes first: a Map iterates in insertion order.
    if (this.verified.size >= this.max) this.verified.delete(this.verified.keys().next().value!);
    this.verified.delete(key);
    this.verified.set(key, Date.now() + this.ttlMs);
  }

  /** Runs `check` for `key` unless a run for it is under way, whose outcome is then shared. */
  once<T>(key: string, check: () => Promise<T>): Promise<T> {
    const running = this.running.get(key) as Promise<T> | undefined;
    if (running) return running;
    const run = check().finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }
}
