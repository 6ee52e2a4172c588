import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TenantFilter, TenantScoped } from '../../identity/tenants/tenant-filter';
import { AccountingDateTimeScalar, nowSeconds } from '../shared/wire';

/** The most bytes one attachment may hold (the reference's `file_size` maximum). */
export const MAX_ATTACHMENT_BYTES = 2_621_440;

/**
 * A file attached to a record of the business. Its bytes live apart (AttachmentContent), read
 * only for the download; size and SHA-256 are kept here to check them on every read.
 */
@ObjectType('Attachment', { description: 'A file attached to a record of the business.' })
@Entity({ tableName: 'accounting_attachment' })
@Index({ properties: ['tenant', 'createdAt', 'id'] })
@Index({ properties: ['tenant', 'contextTypeCode', 'contextId'] })
@TenantFilter()
export class Attachment extends TenantScoped {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field({ name: 'file_name' })
  @Property({ length: 255 })
  fileName!: string;

  @Field({ name: 'mime_type' })
  @Property({ length: 255 })
  mimeType!: string;

  @Field(() => String, { name: 'file_extension', nullable: true })
  @Property({ length: 20, nullable: true })
  fileExtension?: string | null;

  @Field(() => Int, { name: 'file_size', description: 'Bytes.' })
  @Property({ type: 'integer' })
  fileSize!: number;

  /** Hex SHA-256 of the content, checked when the content is read. */
  @Property({ length: 64 })
  sha256!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 2000, nullable: true })
  description?: string | null;

  @Field(() => Boolean, { name: 'is_public', description: 'Whether customers may see it.' })
  @Property({ default: false })
  isPublic: boolean & Opt = false;

  /** Resolved as the `attachment_context_type` link. */
  @Property({ length: 50, nullable: true })
  contextTypeCode?: string | null;

  /** Resolved as the `attachment_context` link: a record of the context type. */
  @Property({ type: 'uuid', nullable: true })
  contextId?: string | null;

  /**
   * Resolved as the `transaction` link: transactions are not served by this API, so the id is
   * kept as the client gave it.
   */
  @Property({ length: 100, nullable: true })
  transactionId?: string | null;

  @Field(() => AccountingDateTimeScalar, { name: 'created_at' })
  /** To the millisecond, so that lists keep creation order; shown to the second. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => AccountingDateTimeScalar, { name: 'updated_at' })
  @Property({ type: 'datetime', onUpdate: () => nowSeconds() })
  updatedAt: Date & Opt = nowSeconds();

  @Field(() => AccountingDateTimeScalar, { name: 'deleted_at', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  /** The reference's samples show attachments without a label. */
  @Field(() => String, { name: 'displayed_as', nullable: true })
  get displayedAs(): Opt<string> | null {
    return null;
  }

  @Field(() => String, { description: 'REST: `$path`.' })
  get path(): Opt<string> {
    return `/attachments/${this.id}`;
  }

  @Field(() => String, { name: 'file_path', description: 'Where the bytes are downloaded (REST: `$file_path`).' })
  get filePath(): Opt<string> {
    return `/attachments/${this.id}/file`;
  }
}

/** The bytes of an attachment, one row per attachment. */
@Entity({ tableName: 'accounting_attachment_content' })
@TenantFilter()
export class AttachmentContent extends TenantScoped {
  /** The attachment's id. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'blob' })
  content!: Buffer;
}
