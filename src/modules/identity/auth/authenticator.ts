import { createHash, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadPool } from '../../../db/read-pool';
import { AuthenticationError, DomainError, ForeignTenantError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { normalizeEmail } from '../../../shared/text';
import { accountingRolesOf, type AccountingAccess, type UserRole } from '../users/user.entity';
import type { Credentials } from './credentials';
import { loginAccount, type LoginBudget } from './login-budget';
import { verifyPassword, type PasswordHashProfile } from './password';
import type { Principal } from './principal';
import type { TokenService } from './token.service';
import { VerifiedPasswords } from './verified-passwords';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/** The outcome of presenting credentials: a principal, or why there is none. */
export interface Authentication {
  principal: Principal | null;
  failure?: DomainError;
}

interface UserRow {
  id: string;
  role: UserRole;
  tenant_id: string | null;
  is_active: boolean;
  sales_access: AccountingAccess | null;
  purchases_access: AccountingAccess | null;
  products_services_access: AccountingAccess | null;
  tenant_status: string | null;
  tenant_slug: string | null;
  password_hash?: string;
  revoked_at?: Date | null;
}

const USER_COLUMNS = `u.id, u.role, u.tenant_id, u.is_active, u.sales_access, u.purchases_access,
  u.products_services_access, t.status as tenant_status, t.slug as tenant_slug`;

/** Key format: `pk_<prefix>.<secret>`; the prefix finds the row, the secret is checked by digest. */
export const API_KEY_PATTERN = /^pk_([A-Za-z0-9]{12})\.([A-Za-z0-9_-]{32,})$/;

/**
 * How stale a key's `last_used_at` may grow before a use records itself. Writing it on every use
 * cost each request a statement, and made concurrent requests of one key queue on its row lock; so
 * `last_used_at` is when the key was last used to within this interval (see `ApiKey.lastUsedAt`).
 */
export const KEY_USE_INTERVAL = '1 minute';

/** Whether key `k`'s recorded use is older than {@link KEY_USE_INTERVAL} (or none is recorded). */
const STALE_USE = `(k.last_used_at is null or k.last_used_at < now() - interval '${KEY_USE_INTERVAL}')`;

export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function userPrincipal(row: UserRow, kind: 'user' | 'apiKey', sessionId?: string): Principal {
  return {
    kind,
    id: row.id,
    role: row.role,
    tenantId: row.tenant_id,
    tenantSlug: row.tenant_slug,
    accounting: accountingRolesOf({
      role: row.role,
      salesAccess: row.sales_access,
      purchasesAccess: row.purchases_access,
      productsServicesAccess: row.products_services_access,
    }),
    ...(sessionId ? { sessionId } : {}),
  };
}

/** Why an account found by its credentials may not act now (checked at every request). */
export function accountProblem(isActive: boolean, tenantStatus: string | null): string | undefined {
  if (!isActive) return 'Account is deactivated';
  if (tenantStatus !== null && tenantStatus !== 'ACTIVE') return 'Tenant is suspended';
  return undefined;
}

/**
 * A staff, customer or API-key credential is valid only in its own store (SPEC section 3): sent
 * with another store's `X-Tenant-Slug` it is refused with 403 on every route, public ones
 * included, rather than quietly treated as anonymous. The super administrator may name any store.
 */
export function assertOwnStore(
  principal: Pick<Principal, 'role' | 'tenantSlug'> | null,
  requestedSlug: string | undefined,
): void {
  if (!principal || requestedSlug === undefined || principal.role === 'SUPER_ADMIN') return;
  if (principal.tenantSlug !== requestedSlug) throw new ForeignTenantError();
}

/**
 * Turns presented credentials into a principal, checking the database every time: a deactivated
 * account, a suspended tenant or a revoked session loses access at its next request.
 */
export class Authenticator {
  private readonly verified = new VerifiedPasswords();

  constructor(
    private readonly tokens: TokenService,
    private readonly budget: LoginBudget,
    private readonly reads: ReadPool,
    /** The cost of the dummy hash an unknown account is checked against (that of real hashes). */
    private readonly passwordHashProfile: PasswordHashProfile = 'production',
  ) {}

  async authenticate(em: EntityManager, credentials: Credentials | undefined, ip: string): Promise<Authentication> {
    try {
      if (!credentials) return { principal: null };
      switch (credentials.type) {
        case 'bearer':
          return { principal: await this.bearer(em, credentials.token) };
        case 'basic':
          return { principal: await this.basic(em, credentials.username, credentials.password, ip) };
        case 'malformed':
          throw new AuthenticationError('Malformed Authorization header');
      }
    } catch (error) {
      if (error instanceof DomainError) return { principal: null, failure: error };
      throw error;
    }
  }

  /** The slug of a tenant (null when it no longer exists), to check a token's store without its session. */
  async tenantSlugOf(em: EntityManager, tenantId: string | null): Promise<string | null> {
    if (!tenantId || !isUuid(tenantId)) return null;
    const [row] = await this.reads.rows<{ slug: string }>(em, 'select slug from tenant where id = ?', [tenantId], {
      prepared: true,
    });
    return row?.slug ?? null;
  }

  /** The principal a token's subject stands for today, or the reason it may not act. */
  async subject(em: EntityManager, kind: 'user' | 'customer', id: string, sessionId: string): Promise<Principal> {
    if (!isUuid(id) || !isUuid(sessionId)) throw new AuthenticationError('Invalid token');
    if (kind === 'user') {
      const [row] = await this.reads.rows<UserRow>(
        em,
        `select ${USER_COLUMNS}, s.revoked_at from app_user u
           left join tenant t on t.id = u.tenant_id
           join auth_session s on s.id = ? and s.subject_id = u.id
          where u.id = ?`,
        [sessionId, id],
        { prepared: true },
      );
      if (!row) throw new AuthenticationError('Invalid token');
      this.check(row.is_active, row.tenant_status, row.revoked_at);
      return userPrincipal(row, 'user', sessionId);
    }
    const [row] = await this.reads.rows<{
      tenant_id: string;
      is_active: boolean;
      tenant_status: string;
      tenant_slug: string;
      revoked_at: Date | null;
    }>(
      em,
      `select c.tenant_id, c.is_active, t.status as tenant_status, t.slug as tenant_slug, s.revoked_at from customer c
         join tenant t on t.id = c.tenant_id
         join auth_session s on s.id = ? and s.subject_id = c.id
        where c.id = ?`,
      [sessionId, id],
      { prepared: true },
    );
    if (!row) throw new AuthenticationError('Invalid token');
    this.check(row.is_active, row.tenant_status, row.revoked_at);
    return { kind: 'customer', id, role: 'CUSTOMER', tenantId: row.tenant_id, tenantSlug: row.tenant_slug, sessionId };
  }

  private check(isActive: boolean, tenantStatus: string | null, revokedAt: Date | null | undefined): void {
    const problem = accountProblem(isActive, tenantStatus);
    if (problem) throw new AuthenticationError(problem);
    if (revokedAt) throw new AuthenticationError('Session has been revoked');
  }

  private async bearer(em: EntityManager, token: string): Promise<Principal> {
    const claims = this.tokens.verify('access', token);
    const principal = await this.subject(em, claims.kind, claims.sub, claims.fam);
    return principal;
  }

  /**
   * HTTP Basic: a personal API key as the password (any username, an empty one included), or a
   * staff e-mail and password. Both are checked within the login budget (see {@link LoginBudget}).
   */
  private async basic(em: EntityManager, username: string, password: string, ip: string): Promise<Principal> {
    const key = API_KEY_PATTERN.exec(password);
    const principal = key
      ? await this.budget.guard(ip, undefined, 'token', () => this.apiKey(em, key[1], key[2]))
      : await this.password(em, username, password, ip);
    if (!principal) throw new AuthenticationError(INVALID_CREDENTIALS);
    return principal;
  }

  private async apiKey(em: EntityManager, prefix: string, secret: string): Promise<Principal | null> {
    const [row] = await this.reads.rows<UserRow & { key_id: string; secret_hash: string; stale: boolean }>(
      em,
      `select ${USER_COLUMNS}, k.id as key_id, k.secret_hash, ${STALE_USE} as stale from api_key k
         join app_user u on u.id = k.user_id left join tenant t on t.id = u.tenant_id
        where k.prefix = ? and k.revoked_at is null`,
      [prefix],
      { prepared: true },
    );
    if (!row || !timingSafeEqual(Buffer.from(row.secret_hash, 'hex'), Buffer.from(digest(secret), 'hex'))) return null;
    this.check(row.is_active, row.tenant_status, null);
    // Guarded as well: of concurrent requests that all read a stale time, only the first writes it.
    if (row.stale) {
      await em
        .getConnection()
        .execute(`update api_key k set last_used_at = now() where k.id = ? and ${STALE_USE}`, [row.key_id]);
    }
    return userPrincipal(row, 'apiKey');
  }

  private async password(em: EntityManager, email: string, password: string, ip: string): Promise<Principal | null> {
    const login = normalizeEmail(email);
    const account = loginAccount('user', login);
    // Before anything is read or hashed: a spent budget refuses the right password as well.
    await this.budget.check(ip, account);
    const [row] = await em.getConnection().execute<UserRow[]>(
      `select ${USER_COLUMNS}, u.password_hash from app_user u left join tenant t on t.id = u.tenant_id
        where u.email = ?`,
      [login],
    );
    const known = this.verified.key(row?.password_hash ?? `no account:${login}`, password);
    if (!this.verified.has(known)) {
      const right = await this.verified.once(known, () =>
        this.budget.guard(
          ip,
          account,
          'password',
          async () => (await verifyPassword(row?.password_hash, password, this.passwordHashProfile)) || null,
        ),
      );
      if (!right) return null;
      this.verified.remember(known);
    }
    this.check(row.is_active, row.tenant_status, null);
    return userPrincipal(row, 'user');
  }
}
