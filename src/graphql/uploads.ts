import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import { GraphQLScalarType } from 'graphql';
import { GraphQLUpload as LibraryUpload, type FileUpload } from 'graphql-upload-minimal';
import { DomainError, PayloadTooLargeError } from './errors';

export type { FileUpload } from 'graphql-upload-minimal';

/**
 * The `Upload` scalar. Its value is a promise of the file, and type-graphql awaits every argument
 * before the resolver runs: a body that failed before its file part would fail the field as an
 * internal error. Here the promise settles on a file whose reading throws that failure, which
 * {@link readUpload} and {@link uploadParts} answer as 400 naming the field.
 */
export const GraphQLUpload = new GraphQLScalarType({
  ...LibraryUpload.toConfig(),
  parseValue(value) {
    return (LibraryUpload.parseValue(value) as Promise<FileUpload>).catch((error: unknown): FileUpload => ({
      filename: 'upload',
      mimetype: 'application/octet-stream',
      encoding: '7bit',
      fieldName: '',
      createReadStream() {
        throw error;
      },
    }));
  },
});

export interface ReceivedFile {
  filename: string;
  mimeType: string;
  content: Buffer;
  size: number;
  sha256: string;
}

/**
 * A multipart body that could not be read whole: cut short, malformed, or its client gone. It
 * answers 400 on every API (GraphQL included: a request, not a field, is at fault) and names
 * the form field whose file it concerns.
 */
export class UploadError extends DomainError {
  constructor(field: string, message: string) {
    super('BAD_USER_INPUT', message, { fields: { [field]: [message] }, http: { status: 400 } });
  }
}

/** What a client that hangs up in the middle of a multipart body is told (if it still listens). */
export const CLIENT_GONE = 'the client closed the connection before the multipart body ended';

/** The error a failed upload answers: 413 over the limit, otherwise 400 saying what went wrong. */
export function uploadProblem(field: string, error: unknown, maxBytes: number): DomainError {
  if (error instanceof DomainError) return error;
  if ((error as { status?: number }).status === 413) {
    return new PayloadTooLargeError(`File exceeds the ${maxBytes} byte size limit`, maxBytes);
  }
  const reason = (error as Error).message ?? String(error);
  if (/^Unexpected end of (form|file)$/.test(reason)) {
    return new UploadError(
      field,
      `The upload is incomplete: the multipart body ended before the file and its closing boundary (${reason})`,
    );
  }
  if (reason === CLIENT_GONE || /disconnected/i.test(reason)) {
    return new UploadError(field, `The upload is incomplete: ${CLIENT_GONE}`);
  }
  return new UploadError(field, `Malformed multipart body: ${reason}`);
}

/** The body each file part came from: settles once that body arrived whole and parsed, or failed. */
const BODIES = new WeakMap<Readable, Promise<void>>();

/**
 * Follows one multipart body through its busboy parser, so that no failure of it goes unhandled:
 *
 * - every file part gets an error listener at once: busboy destroys a part it cannot finish with
 *   an 'error' that, unheard, would end the process (whoever reads the part still gets the error);
 * - a client that hangs up mid-body destroys the parser, which fails the part being read: without
 *   that its reader, and the database transaction it writes in, would wait for bytes forever;
 * - each part remembers its body, so that a file counts as received only when the whole body
 *   arrived and parsed (see {@link openUpload}): a body without its closing boundary is refused too.
 *
 * Answers the body's outcome: resolved once it arrived whole and parsed, rejected with the
 * parser's error.
 */
export function followMultipartBody(req: IncomingMessage, parser: Writable): Promise<void> {
  const body = new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    parser.once('close', () => resolve());
    // The parser closes only once every file part was read to its end, and an operation reads its
    // files in turn. The body is whole once the request ended and the parser, which checks the
    // end at once (its error comes in the same turn of the event loop), found nothing wrong.
    req.once('end', () => setImmediate(resolve));
  });
  // Observed by the readers of the parts; a body nobody reads to its end must not count as unhandled.
  body.catch(() => undefined);
  parser.on('file', (_name: string, part: Readable) => {
    part.on('error', () => undefined);
    BODIES.set(part, body);
  });
  // The client may have hung up already, while its credentials were being checked.
  const hangUp = () => {
    if (!req.complete) parser.destroy(new Error(CLIENT_GONE));
  };
  if (req.destroyed) hangUp();
  else req.once('close', hangUp);
  return body;
}

/**
 * Opens an upload: its metadata, and its bytes as chunks that stop with 413 as soon as they
 * exceed `maxBytes` or the multipart parser reports it cut the file (`truncated`): a cut file is
 * never handed on as if it were whole. A part whose body turns out cut short or malformed (even
 * after the part itself ended) fails with 400 naming `field`.
 */
async function openUpload(
  upload: Promise<FileUpload> | FileUpload,
  maxBytes: number,
  field: string,
): Promise<{ file: FileUpload; chunks: AsyncGenerator<Buffer> }> {
  let file: FileUpload;
  let stream: Readable;
  try {
    file = await upload;
    stream = file.createReadStream() as Readable;
  } catch (error) {
    throw uploadProblem(field, error, maxBytes);
  }
  const tooLarge = () => new PayloadTooLargeError(`File exceeds the ${maxBytes} byte size limit`, maxBytes);
  async function* chunks(): AsyncGenerator<Buffer> {
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          stream.destroy();
          throw tooLarge();
        }
        yield chunk as Buffer;
      }
      if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
      await BODIES.get(stream);
    } catch (error) {
      throw uploadProblem(field, error, maxBytes);
    }
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
