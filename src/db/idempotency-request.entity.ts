import { Entity, Enum, Index, PrimaryKey, PrimaryKeyProp, Property, type Opt } from '@mikro-orm/core';

/**
 * One caller's `Idempotency-Key`: claimed while its first request runs, then holding that
 * request's answer for its retries (src/server/idempotency.ts reads and writes it with plain SQL;
 * the entity describes the table to the schema tools). `scope` is a digest of the caller, `key`
 * one of the client's key, which the table never holds.
 */
@Entity({ tableName: 'idempotency_request' })
export class IdempotencyRequest {
  [PrimaryKeyProp]?: ['scope', 'key'];

  @PrimaryKey({ type: 'text' })
  scope!: string;

  @PrimaryKey({ type: 'text' })
  key!: string;

  /** A digest of the method, path, query and store headers of the request the key names. */
  @Property({ type: 'text' })
  fingerprint!: string;

  /** The claim of the request that runs (or ran) under the key. */
  @Property({ type: 'uuid' })
  owner!: string;

  @Enum({ items: ['running', 'done'] })
  state!: 'running' | 'done';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lockedAt!: Date & Opt;

  @Index({ name: 'idempotency_request_expires_at_index' })
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'text', nullable: true })
  bodyDigest?: string | null;

  @Property({ type: 'smallint', nullable: true })
  status?: number | null;

  /** The answer's headers and body, sealed with a key derived from the client's key. */
  @Property({ type: 'blob', columnType: 'bytea', nullable: true })
  answer?: Buffer | null;
}
