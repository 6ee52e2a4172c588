import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import { PayloadTooLargeError, ValidationError } from './errors';

export { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';

export interface ReceivedFile {
  filename: string;
  mimeType: string;
  content: Buffer;
  size: number;
  sha256: string;
}

/**
 * Opens an upload: its metadata, and its bytes as chunks that stop with 413 as soon as they
 * exceed `maxBytes` or the multipart parser reports it cut the file (`truncated`): a cut file is
 * never handed on as if it were whole.
 */
async function openUpload(
  upload: Promise<FileUpload> | FileUpload,
  maxBytes: number,
  field: string,
): Promise<{ file: FileUpload; chunks: AsyncGenerator<Buffer> }> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw ValidationError.field(field, `Upload failed: ${(error as Error).message}`);
  }
  const tooLarge = () => new PayloadTooLargeError(`File exceeds the ${maxBytes} byte size limit`, maxBytes);
  let stream: Readable;
  try {
    stream = file.createReadStream() as Readable;
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw tooLarge();
    throw ValidationError.field(field, `Upload failed: ${(error as Error).message}`);
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw tooLarge();
      }
      yield chunk as Buffer;
    }
    if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  }
  return { file, chunks: chunks() };
}

/** Reads an upload completely, refusing it (413) when it exceeds `maxBytes`. */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  maxBytes: number,
  field = 'file',
): Promise<ReceivedFile> {
  const { file, chunks } = await openUpload(upload, maxBytes, field);
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const content = Buffer.concat(parts);
  return {
    filename: file.filename,
    mimeType: file.mimetype || 'application/octet-stream',
    content,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

/**
 * Streams an upload in parts of `partBytes` (the last one shorter), refusing it with 413 as soon
 * as it exceeds `maxBytes` (or the multipart parser cut it). The whole file is never held at once.
 */
export async function* uploadParts(
  upload: Promise<FileUpload> | FileUpload,
  maxBytes: number,
  partBytes: number,
  field = 'file',
): AsyncGenerator<Buffer> {
  const { chunks } = await openUpload(upload, maxBytes, field);
  let pending: Buffer[] = [];
  let pendingSize = 0;
  for await (const chunk of chunks) {
    pending.push(chunk);
    pendingSize += chunk.length;
    if (pendingSize >= partBytes) {
      const joined = Buffer.concat(pending);
      for (let at = 0; at + partBytes <= joined.length; at += partBytes) yield joined.subarray(at, at + partBytes);
      const rest = joined.length % partBytes;
      pending = rest ? [joined.subarray(joined.length - rest)] : [];
      pendingSize = rest;
    }
  }
  if (pendingSize > 0) yield Buffer.concat(pending);
}
