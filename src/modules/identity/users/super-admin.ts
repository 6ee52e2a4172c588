import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from '../../../config/env';
import { hashPassword } from '../auth/password';
import { ACROSS_TENANTS } from '../tenants/tenant-filter';
import { User, UserRole } from './user.entity';

export const DEFAULT_SUPER_ADMIN_EMAIL = 'superadmin@example.com';
/** Serialises the check-then-create of first-start data by several instances starting on one empty database. */
export const BOOTSTRAP_LOCK = 7_301_002;

/**
 * Creates the super administrator on a database that has none, from `SUPER_ADMIN_EMAIL` and
 * `SUPER_ADMIN_PASSWORD`, or with a generated password that is printed this once.
 */
export async function ensureSuperAdmin(em: EntityManager, env: Env, print: (line: string) => void): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [BOOTSTRAP_LOCK]);
    if (await tx.count(User, { role: UserRole.SUPER_ADMIN }, ACROSS_TENANTS)) return;
    const email = (env.superAdminEmail ?? DEFAULT_SUPER_ADMIN_EMAIL).toLowerCase();
    const password = env.superAdminPassword ?? randomBytes(12).toString('base64url');
    tx.create(User, {
      email,
      passwordHash: await hashPassword(password, env.passwordHashProfile),
      firstName: 'Super',
      lastName: 'Administrator',
      role: UserRole.SUPER_ADMIN,
      tenant: null,
    });
    await tx.flush();
    print(
      env.superAdminPassword
        ? `Super administrator created: ${email} (password from SUPER_ADMIN_PASSWORD)`
        : `Super administrator created: ${email} / ${password}  (generated; shown only this once)`,
    );
  });
}
