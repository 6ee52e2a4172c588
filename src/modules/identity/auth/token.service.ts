import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AuthenticationError } from '../../../graphql/errors';
import { ROLES, type Principal, type PrincipalKind, type Role } from './principal';

export type TokenType = 'access' | 'refresh';

/** The claims of every token this server issues (SPEC section 3). */
export interface TokenClaims {
  sub: string;
  typ: TokenType;
  kind: Extract<PrincipalKind, 'user' | 'customer'>;
  role: Role;
  tid: string | null;
  jti: string;
  /** The sign-in session (rotation family) the token belongs to. */
  fam: string;
}

export interface TokenSettings {
  accessSecret: string;
  refreshSecret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

const ALGORITHM = 'HS256';

/** Issues and verifies JWTs. The algorithm is pinned on verification. */
export class TokenService {
  /**
   * The secrets as key objects, made once: given a string, jsonwebtoken first tries to read it as
   * a PEM public key (and throws) on every call before taking it as an HMAC secret.
   */
  private readonly keys: Record<TokenType, KeyObject>;

  constructor(private readonly settings: TokenSettings) {
    this.keys = {
      access: createSecretKey(Buffer.from(settings.accessSecret)),
      refresh: createSecretKey(Buffer.from(settings.refreshSecret)),
    };
  }

  sign(type: TokenType, principal: Principal, session: { fam: string; jti?: string }): string {
    if (principal.kind === 'apiKey') throw new Error('API keys are not token principals');
    const claims: Omit<TokenClaims, 'sub'> = {
      typ: type,
      kind: principal.kind,
      role: principal.role,
      tid: principal.tenantId,
      jti: session.jti ?? randomUUID(),
      fam: session.fam,
    };
    return jwt.sign(claims, this.secret(type), {
      algorithm: ALGORITHM,
      subject: principal.id,
      expiresIn: type === 'access' ? this.settings.accessTtlSeconds : this.settings.refreshTtlSeconds,
    });
  }

  /** Verifies signature, algorithm, expiry and type; throws UNAUTHENTICATED otherwise. */
  verify(type: TokenType, token: string): TokenClaims {
    let payload: unknown;
    try {
      payload = jwt.verify(token, this.secret(type), { algorithms: [ALGORITHM] });
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw new AuthenticationError(expired ? 'Token expired' : 'Invalid token');
    }
    const claims = payload as Partial<TokenClaims>;
    if (
      claims.typ !== type ||
      typeof claims.sub !== 'string' ||
      (claims.kind !== 'user' && claims.kind !== 'customer') ||
      !ROLES.includes(claims.role as Role) ||
      typeof claims.jti !== 'string' ||
      typeof claims.fam !== 'string'
    ) {
      throw new AuthenticationError('Invalid token');
    }
    return { ...claims, tid: claims.tid ?? null } as TokenClaims;
  }

  private secret(type: TokenType): KeyObject {
    return this.keys[type];
  }
}
