import { hash, verify, Algorithm, type Options } from '@node-rs/argon2';
import type { PasswordHashProfile } from '../../../config/env';

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/**
 * Which argon2id cost new hashes get: `production`, the library's recommended cost (19 MiB, 2
 * passes), or `test`, the least argon2id allows, for the test suite only (`PASSWORD_HASH_PROFILE`,
 * refused outside `NODE_ENV=test`: src/config/env.ts). A hash names its own parameters, so it
 * verifies at the cost it was made with.
 */
export type { PasswordHashProfile };

export const PASSWORD_HASH_OPTIONS: Record<PasswordHashProfile, Options> = {
  production: { algorithm: Algorithm.Argon2id },
  test: { algorithm: Algorithm.Argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/** argon2id at the cost of `profile` (production unless told). */
export function hashPassword(password: string, profile: PasswordHashProfile = 'production'): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS[profile]);
}

// Verified when the e-mail is unknown, so a miss costs as long as a wrong password (of a hash of
// the same profile).
const dummies = new Map<PasswordHashProfile, Promise<string>>();

/** Checks a password against a stored hash, or against a dummy hash of `profile` when there is none. */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
  profile: PasswordHashProfile = 'production',
): Promise<boolean> {
  let dummy = dummies.get(profile);
  if (!dummy) dummies.set(profile, (dummy = hashPassword('not-a-real-password', profile)));
  const target = storedHash ?? (await dummy);
  try {
    return (await verify(target, password)) && storedHash !== undefined;
  } catch {
    return false;
  }
}
