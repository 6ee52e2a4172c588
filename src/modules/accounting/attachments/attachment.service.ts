import { createHash } from 'node:crypto';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import {
  addFieldError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
  type FieldErrors,
} from '../../../graphql/errors';
import { readUpload, type FileUpload } from '../../../graphql/uploads';
import { isUuid } from '../../../shared/ids';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { loadPurchaseCreditNote } from '../purchase-credit-notes/purchase-credit-note.service';
import { noteLink } from '../purchase-credit-notes/purchase-credit-note.view';
import { AttachmentContextType } from '../reference-data/reference.entity';
import { loadReference } from '../reference-data/reference.service';
import { link, listPage, nowSeconds, parseDateTime, type Link, type ListPage } from '../shared/wire';
import { Attachment, AttachmentContent, MAX_ATTACHMENT_BYTES } from './attachment.entity';
import type {
  AttachmentFile,
  AttachmentInput,
  AttachmentListArgs,
  AttachmentUpdate,
  AttachmentUploadInput,
} from './attachment.types';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/** `PurchaseCreditNote` -> `PURCHASE_CREDIT_NOTE`: the legacy spelling of a context type id. */
function legacyType(name: string): string {
  return /[a-z]/.test(name) ? name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase() : name;
}

export async function listAttachments(ctx: RequestContext, args: AttachmentListArgs): Promise<ListPage<Attachment>> {
  const problems: FieldErrors = {};
  const hasId = args.attachment_context_id != null;
  const hasType = args.attachment_context_type_id != null;
  if (hasId && !hasType)
    addFieldError(problems, 'attachment_context_type_id', 'is required with attachment_context_id');
  if (hasType && !hasId)
    addFieldError(problems, 'attachment_context_id', 'is required with attachment_context_type_id');
  const where: FilterQuery<Attachment> = {};
  const read = (field: 'deleted_since' | 'updated_or_created_since') => {
    const value = args[field];
    if (!value) return undefined;
    try {
      return parseDateTime(field, value);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      addFieldError(problems, field, error.message);
      return undefined;
    }
  };
  const deletedSince = read('deleted_since');
  const since = read('updated_or_created_since');
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  where.deletedAt = deletedSince ? { $gt: deletedSince } : null;
  if (since) where.updatedAt = { $gte: since };
  if (hasId && hasType) {
    where.contextTypeCode = args.attachment_context_type_id;
    where.contextId = isUuid(args.attachment_context_id!) ? args.attachment_context_id : null;
    if (!isUuid(args.attachment_context_id!)) where.id = null;
  }
  if (args.legacy_attachment_context_type) where.contextTypeCode = legacyType(args.legacy_attachment_context_type);
  // Records made here carry no legacy integer ids.
  if (args.legacy_attachment_context_id != null) where.id = null;
  const business = await requestBusiness(ctx);
  // Unfiltered (tombstones aside), the total is the one the attachment writes keep.
  const plain = Object.keys(where).length === 1 && where.deletedAt === null;
  return listPage(
    ctx,
    business.id,
    Attachment,
    '/attachments',
    args,
    where,
    { createdAt: 'asc', id: 'asc' },
    plain ? 'attachments' : undefined,
  );
}

/**
 * An attachment of the business that is not deleted. `lock` row-locks it until `em`'s
 * transaction ends: writes take turns, and one that waited on a delete finds nothing (404).
 */
export async function findAttachment(
  ctx: RequestContext,
  id: string,
  em: EntityManager = ctx.em,
  lock?: LockMode.PESSIMISTIC_WRITE,
): Promise<Attachment> {
  await requestBusiness(ctx);
  const found = isUuid(id) ? await em.findOne(Attachment, { id, deletedAt: null }, { lockMode: lock }) : null;
  if (!found) throw new NotFoundError('Attachment');
  return found;
}

function tooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(`File exceeds the ${MAX_ATTACHMENT_BYTES} byte size limit`, MAX_ATTACHMENT_BYTES);
}

/**
 * Decodes the base64 `file`; 413 past the cap (judged before decoding), 422 when it is not base64
 * or does not have the `file_size` stated with it.
 */
function decode(problems: FieldErrors, file: string, statedSize?: number | null): Buffer | undefined {
  const text = file.replace(/\s+/g, '');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (Math.floor((text.length * 3) / 4) - padding > MAX_ATTACHMENT_BYTES) throw tooLarge();
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    addFieldError(problems, 'file', 'must be base64');
    return undefined;
  }
  const content = Buffer.from(text, 'base64');
  if (statedSize != null && statedSize !== content.length) {
    addFieldError(problems, 'file_size', `does not match the decoded file (${content.length} bytes)`);
  }
  return content;
}

/** Whether the context names a record of that context type in this business; problems otherwise. */
async function checkContext(
  ctx: RequestContext,
  problems: FieldErrors,
  typeId: string | null | undefined,
  id: string | null | undefined,
): Promise<void> {
  if (typeId == null && id == null) return;
  if (typeId == null)
    return addFieldError(problems, 'attachment_context_type_id', 'is required with attachment_context_id');
  if (id == null)
    return addFieldError(problems, 'attachment_context_id', 'is required with attachment_context_type_id');
  if (!(await loadReference(ctx, AttachmentContextType, typeId))) {
    return addFieldError(problems, 'attachment_context_type_id', 'is not an attachment context type');
  }
  const record = isUuid(id) ? await loadPurchaseCreditNote(ctx, id) : null;
  if (!record || record.deletedAt) {
    addFieldError(problems, 'attachment_context_id', `is not a record of type ${typeId} in this business`);
  }
}

function checkMimeType(problems: FieldErrors, mimeType: string | null | undefined): void {
  if (mimeType != null && !MIME_TYPE.test(mimeType.trim())) {
    addFieldError(problems, 'mime_type', 'must be a MIME type such as application/pdf');
  }
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

interface NewFile {
  content: Buffer;
  fileName: string;
  mimeType: string;
  fields: AttachmentInput | AttachmentUploadInput;
}

async function store(ctx: RequestContext, file: NewFile): Promise<Attachment> {
  const business = await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    const attachment = em.create(Attachment, {
      tenant: business.id,
      fileName: file.fileName.trim(),
      mimeType: file.mimeType.trim(),
      fileExtension: file.fields.file_extension?.trim() || null,
      fileSize: file.content.length,
      sha256: sha256(file.content),
      description: file.fields.description?.trim() || null,
      isPublic: file.fields.is_public ?? false,
      contextTypeCode: file.fields.attachment_context_type_id ?? null,
      contextId: file.fields.attachment_context_id ?? null,
      transactionId: file.fields.transaction_id ?? null,
    });
    em.create(AttachmentContent, { tenant: business.id, id: attachment.id, content: file.content });
    await em.flush();
    return attachment;
  });
}

/** Stores a base64 attachment: `file`, `file_name` and `mime_type` required; at most 2,621,440 bytes. */
export async function createAttachment(ctx: RequestContext, input: AttachmentInput): Promise<Attachment> {
  await requestBusiness(ctx);
  const problems: FieldErrors = {};
  const content = decode(problems, input.file, input.file_size);
  checkMimeType(problems, input.mime_type);
  await checkContext(ctx, problems, input.attachment_context_type_id, input.attachment_context_id);
  if (Object.keys(problems).length > 0 || !content) throw new ValidationError(problems);
  return store(ctx, { content, fileName: input.file_name, mimeType: input.mime_type, fields: input });
}

/** Stores an attachment sent as a multipart file part (GraphQL `Upload`). */
export async function uploadAttachment(
  ctx: RequestContext,
  upload: Promise<FileUpload>,
  input: AttachmentUploadInput,
): Promise<Attachment> {
  await requestBusiness(ctx);
  const received = await readUpload(upload, MAX_ATTACHMENT_BYTES);
  const problems: FieldErrors = {};
  const mimeType = input.mime_type ?? received.mimeType;
  checkMimeType(problems, mimeType);
  await checkContext(ctx, problems, input.attachment_context_type_id, input.attachment_context_id);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return store(ctx, {
    content: received.content,
    fileName: input.file_name ?? received.filename,
    mimeType,
    fields: input,
  });
}

/** Changes the given fields; a new `file` replaces the content. */
export async function updateAttachment(ctx: RequestContext, id: string, input: AttachmentUpdate): Promise<Attachment> {
  await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    const attachment = await findAttachment(ctx, id, em, LockMode.PESSIMISTIC_WRITE);
    const problems: FieldErrors = {};
    const content = input.file != null ? decode(problems, input.file, input.file_size) : undefined;
    checkMimeType(problems, input.mime_type);
    const typeId =
      input.attachment_context_type_id !== undefined ? input.attachment_context_type_id : attachment.contextTypeCode;
    const contextId = input.attachment_context_id !== undefined ? input.attachment_context_id : attachment.contextId;
    await checkContext(ctx, problems, typeId, contextId);
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    if (content) {
      const stored = await em.findOneOrFail(AttachmentContent, { id: attachment.id });
      stored.content = content;
      attachment.fileSize = content.length;
      attachment.sha256 = sha256(content);
    }
    if (input.file_name != null) attachment.fileName = input.file_name.trim();
    if (input.mime_type != null) attachment.mimeType = input.mime_type.trim();
    if (input.file_extension !== undefined) attachment.fileExtension = input.file_extension?.trim() || null;
    if (input.description !== undefined) attachment.description = input.description?.trim() || null;
    if (input.is_public != null) attachment.isPublic = input.is_public;
    if (input.transaction_id !== undefined) attachment.transactionId = input.transaction_id;
    attachment.contextTypeCode = typeId ?? null;
    attachment.contextId = contextId ?? null;
    attachment.updatedAt = nowSeconds();
    await em.flush();
    return attachment;
  });
}

/** Deletes an attachment: its bytes go, a tombstone stays for `deleted_since`. */
export async function deleteAttachment(ctx: RequestContext, id: string): Promise<string> {
  await requestBusiness(ctx);
  return ctx.em.transactional(async (em) => {
    const attachment = await findAttachment(ctx, id, em, LockMode.PESSIMISTIC_WRITE);
    await em.nativeDelete(AttachmentContent, { id: attachment.id });
    attachment.deletedAt = nowSeconds();
    attachment.updatedAt = attachment.deletedAt;
    await em.flush();
    return id;
  });
}

/**
 * The bytes of an attachment, read only here. A stored blob whose size or SHA-256 differs from
 * what was recorded is never served: that is a server fault (500), logged, not a client's.
 */
export async function attachmentFile(ctx: RequestContext, id: string): Promise<AttachmentFile> {
  const attachment = await findAttachment(ctx, id);
  const stored = await ctx.em.findOne(AttachmentContent, { id: attachment.id });
  if (!stored || stored.content.length !== attachment.fileSize || sha256(stored.content) !== attachment.sha256) {
    throw new Error(`Attachment ${attachment.id}: stored content fails its size or SHA-256 check`);
  }
  return {
    file_name: attachment.fileName,
    mime_type: attachment.mimeType,
    content_base64: stored.content.toString('base64'),
  };
}

export async function contextTypeLink(ctx: RequestContext, attachment: Attachment): Promise<Link | null> {
  if (!attachment.contextTypeCode) return null;
  const type = await loadReference(ctx, AttachmentContextType, attachment.contextTypeCode);
  return type ? link(type.id, type.displayedAs, type.path) : null;
}

export async function contextLink(ctx: RequestContext, attachment: Attachment): Promise<Link | null> {
  if (!attachment.contextId) return null;
  const note = await loadPurchaseCreditNote(ctx, attachment.contextId);
  return note ? noteLink(note) : null;
}
