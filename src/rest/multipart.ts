import type { Request } from 'express';
import busboy from 'busboy';
import type { Readable } from 'node:stream';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import type { DomainError } from '../graphql/errors';
import { followMultipartBody, uploadProblem } from '../graphql/uploads';

/** A multipart request being read: its leading form fields and the upload of the file part. */
export interface MultipartRequest {
  /** Form fields that came before the file part (scalar options may travel here too). */
  fields: Record<string, string>;
  /** The file part as a GraphQL `Upload` value, or undefined when the form has none. */
  upload?: Upload;
  /** What was wrong with the body (cut short, malformed), once the parser found out. */
  problem(): DomainError | undefined;
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
 * then marked `truncated`, which the consumer reports as 413. A body cut short or malformed
 * rejects with 400 naming `field`, before the part starts or (through the upload) after.
 */
export function readMultipart(req: Request, field: string, maxBytes: number): Promise<MultipartRequest> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes + 1, files: 5, fields: 50 } });
    } catch (error) {
      reject(uploadProblem(field, error, maxBytes));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    let problem: DomainError | undefined;
    const discard = () => {
      req.unpipe(parser);
      req.resume();
      parser.destroy();
    };
    followMultipartBody(req, parser);
    // Heard before 'close' (which follows an error at once): a broken body never passes for one
    // that merely had no file part.
    parser.on('error', (error: Error) => {
      problem ??= uploadProblem(field, error, maxBytes);
      if (!settled) {
        settled = true;
        discard();
        reject(problem);
      }
    });
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
      resolve({ fields, upload, problem: () => problem, discard });
    });
    parser.on('close', () => {
      if (!settled) {
        settled = true;
        resolve({ fields, problem: () => problem, discard });
      }
    });
    req.pipe(parser);
  });
}
