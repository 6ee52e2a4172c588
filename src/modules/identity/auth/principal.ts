/** Who is calling. Built from a verified credential; never from anything the client asserts. */
export type PrincipalKind = 'user' | 'customer' | 'apiKey';
export type Role = 'SUPER_ADMIN' | 'ADMIN' | 'STAFF' | 'CUSTOMER';

export interface Principal {
  kind: PrincipalKind;
  /** Id of the user or customer (for an API key: of the user owning it). */
  id: string;
  role: Role;
  /** The tenant the principal belongs to; null for the super administrator. */
  tenantId: string | null;
}

export const ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'STAFF', 'CUSTOMER'];
