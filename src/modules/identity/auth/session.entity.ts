import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';

/**
 * One sign-in: every token pair issued by a login and its refreshes shares the session. Revoking
 * it (logout, or a refresh token presented twice) ends the access tokens of the family too, since
 * each request checks it.
 */
@Entity({ tableName: 'auth_session' })
export class AuthSession {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Enum({ items: ['user', 'customer'] })
  subjectKind!: 'user' | 'customer';

  @Index()
  @Property({ type: 'uuid' })
  subjectId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ length: 50, nullable: true })
  revokedReason?: string | null;
}

/** A refresh token, by its `jti`. Each one may be exchanged once. */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid' })
  jti!: string;

  @Index()
  @ManyToOne(() => AuthSession, { ref: true, deleteRule: 'cascade' })
  session!: Ref<AuthSession>;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
