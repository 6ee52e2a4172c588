import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * A file received by the server, kept in PostgreSQL. The bytes are a lazy property: they are
 * loaded only when a download asks for them, and checked against the stored size and digest.
 */
@ObjectType({ description: 'A file uploaded to the server.' })
@Entity({ tableName: 'stored_file' })
export class StoredFile {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field()
  @Property({ length: 255 })
  filename!: string;

  @Field()
  @Property({ length: 255 })
  mimeType!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  @Property({ type: 'integer' })
  size!: number;

  @Field({ description: 'Hex SHA-256 digest of the content.' })
  @Property({ length: 64 })
  sha256!: string;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  /** Id of the principal who uploaded the file; only they may read it back. */
  @Index()
  @Property({ type: 'uuid' })
  ownerId!: string;

  @Property({ type: 'uuid', nullable: true })
  tenantId?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
