import { hash, verify, Algorithm } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

const OPTIONS = { algorithm: Algorithm.Argon2id } as const;

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when the e-mail is unknown, so a miss costs as long as a wrong password.
let dummy: Promise<string> | undefined;

/** Checks a password against a stored hash, or against a dummy hash when there is none. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummy ??= hashPassword('not-a-real-password')));
  try {
    return (await verify(target, password)) && storedHash !== undefined;
  } catch {
    return false;
  }
}
