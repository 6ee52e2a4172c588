/** Who is calling. Built from a verified credential; never from anything the client asserts. */
export type PrincipalKind = 'user' | 'customer' | 'apiKey';
export type Role = 'SUPER_ADMIN' | 'ADMIN' | 'STAFF' | 'CUSTOMER';

export const ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'STAFF', 'CUSTOMER'];

/** The accounting areas a staff user holds a role in (SPEC section 3). */
export type AccountingArea = 'SALES' | 'PURCHASES' | 'PRODUCTS_SERVICES';
export type AccountingLevel = 'FULL_ACCESS' | 'RESTRICTED_ACCESS' | 'READ_ONLY';
export type AccountingRoles = Partial<Record<AccountingArea, AccountingLevel>>;

export interface Principal {
  kind: PrincipalKind;
  /** Id of the user or customer (for an API key: of the user owning it). */
  id: string;
  role: Role;
  /** The tenant the principal belongs to; null for the super administrator. */
  tenantId: string | null;
  /**
   * The slug of that tenant, when the principal was read from a credential: compared with
   * `X-Tenant-Slug` before anything runs (a token is valid only in its own store).
   */
  tenantSlug?: string | null;
  /** Staff users: the accounting role held in each area (none when absent). */
  accounting?: AccountingRoles;
  /** Bearer tokens: the sign-in session the token belongs to (revoked on logout or token reuse). */
  sessionId?: string;
}
