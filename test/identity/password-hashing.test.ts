import { loadEnv } from '../../src/config/env';
import { hashPassword, verifyPassword } from '../../src/modules/identity/auth/password';

/**
 * The hashing itself, at the production cost: the suite's apps hash at the test cost
 * (`PASSWORD_HASH_PROFILE=test`, test/helpers/app.ts), which only `NODE_ENV=test` accepts.
 */
describe('password hashes', () => {
  it('are argon2id at the library recommended cost (19 MiB, 2 passes) unless told, and verify', async () => {
    const stored = await hashPassword('secret-pass-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'secret-pass-1')).toBe(true);
    expect(await verifyPassword(stored, 'secret-pass-2')).toBe(false);
    expect(await verifyPassword(undefined, 'secret-pass-1')).toBe(false);
  });

  it('at the test cost are argon2id too (1 MiB, 1 pass), and each hash verifies at its own cost', async () => {
    const cheap = await hashPassword('secret-pass-1', 'test');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'secret-pass-1', 'test')).toBe(true);
    expect(await verifyPassword(cheap, 'secret-pass-1')).toBe(true);
    expect(await verifyPassword(await hashPassword('secret-pass-1'), 'secret-pass-1', 'test')).toBe(true);
    expect(await verifyPassword(undefined, 'secret-pass-1', 'test')).toBe(false);
  });
});

describe('PASSWORD_HASH_PROFILE', () => {
  const secrets = { JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'b'.repeat(40) };

  it('is production by default, in every environment', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(loadEnv({ NODE_ENV, ...secrets }).passwordHashProfile).toBe('production');
    }
  });

  it('test is accepted only with NODE_ENV=test; production and development refuse it naming the variable', () => {
    expect(loadEnv({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'test' }).passwordHashProfile).toBe('test');
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadEnv({ NODE_ENV, PASSWORD_HASH_PROFILE: 'test', ...secrets })).toThrow(
        `Invalid environment variable PASSWORD_HASH_PROFILE: "test" (a weak cost for the test suite) needs NODE_ENV=test, not ${NODE_ENV}`,
      );
    }
    expect(() => loadEnv({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'fast' })).toThrow(
      'Invalid environment variable PASSWORD_HASH_PROFILE: expected one of production, test',
    );
  });
});
