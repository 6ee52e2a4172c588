import type { Request } from 'express';
import busboy from 'busboy';
import type { Readable } from 'node:stream';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { ValidationError } from '../graphql/errors';

/** A multipart request being read: its leading form fields and the upload of the file part. */
export interface MultipartRequest {
  /** Form fields that came before the file part (scalar options may travel here too). */
  fields: Record<string, string>;
  /** The file part as a GraphQL `Upload` value, or undefined when the form has none. */
  upload?: Upload;
  /** Stops reading: the rest of the body is drained and discarded. */
  discard(): void;
}

export function isMultipart(req: Request): boolean {
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
}

/**
 * Streams a multipart body with busboy. Resolves as soon as the part named `field` starts (its
 * content is then read by whoever consumes the upload, chunk by chunk), or when the body ends
 * without it. Other file parts are skipped. The file stream stops at `maxBytes + 1` bytes and is
 * then marked `truncated`, which the consumer reports as 413.
 */
export function readMultipart(req: Request, field: string, maxBytes: number): Promise<MultipartRequest> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes + 1, files: 5, fields: 50 } });
    } catch (error) {
      reject(ValidationError.field(field, `Malformed multipart body: ${(error as Error).message}`));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    const discard = () => {
      req.unpipe(parser);
      req.resume();
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream: Readable, info) => {
      if (name !== field || settled) {
        stream.resume();
        return;
      }
      settled = true;
      const upload = new Upload();
      // The class resolves its promise through this method; its typings leave it out.
      (upload as Upload & { resolve(file: FileUpload): void }).resolve({
        filename: info.filename ?? 'upload',
        mimetype: info.mimeType,
        encoding: info.encoding,
        fieldName: name,
        createReadStream: () => stream as FileUpload['createReadStream'] extends () => infer S ? S : never,
      });
      resolve({ fields, upload, discard });
    });
    parser.on('error', (error: Error) => {
      if (!settled) {
        settled = true;
        reject(ValidationError.field(field, `Malformed multipart body: ${error.message}`));
      }
    });
    parser.on('close', () => {
      if (!settled) {
        settled = true;
        resolve({ fields, discard });
      }
    });
    req.pipe(parser);
  });
}
