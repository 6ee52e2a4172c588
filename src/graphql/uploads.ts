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
 * Reads an upload completely, refusing it when it exceeds `maxBytes`. A stream cut by the
 * multipart parser's own limit (it reports `truncated`) is refused too: a cut file is never
 * handed on as if it were whole.
 */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  maxBytes: number,
  field = 'file',
): Promise<ReceivedFile> {
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
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  const content = Buffer.concat(chunks);
  return {
    filename: file.filename,
    mimeType: file.mimetype || 'application/octet-stream',
    content,
    size,
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
  let pending: Buffer[] = [];
  let pendingSize = 0;
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    pending.push(chunk as Buffer);
    pendingSize += (chunk as Buffer).length;
    if (pendingSize >= partBytes) {
      const joined = Buffer.concat(pending);
      for (let at = 0; at + partBytes <= joined.length; at += partBytes) yield joined.subarray(at, at + partBytes);
      const rest = joined.length % partBytes;
      pending = rest ? [joined.subarray(joined.length - rest)] : [];
      pendingSize = rest;
    }
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  if (pendingSize > 0) yield Buffer.concat(pending);
}
