import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** The multipart bodies the tests upload, built in one place. */

/** A form with one file part (`field`, `file` unless told), as a REST upload route reads it. */
export function fileForm(
  content: string | Buffer,
  fileName: string,
  options: { field?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([content], options.type ? { type: options.type } : {}), fileName);
  return form;
}

/**
 * A GraphQL multipart request (the upload spec): the operation (a typed document of
 * test/generated/graphql.ts, or a string), then the file mapped to `variables.<variable>`
 * (`file` unless told).
 */
export function graphqlUploadForm(
  operation: { query: string | TypedDocumentNode<unknown, any>; variables?: Record<string, unknown> },
  file: { content: string | Buffer; fileName: string; type?: string; variable?: string },
): FormData {
  const variable = file.variable ?? 'file';
  const query = typeof operation.query === 'string' ? operation.query : print(operation.query);
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...operation.variables, [variable]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${variable}`] }));
  form.append('0', new Blob([file.content], file.type ? { type: file.type } : {}), file.fileName);
  return form;
}

/**
 * A multipart body written by hand, for the tests that need its bytes (cut short, streamed, or
 * malformed on purpose): its parts' text, which the test concatenates and cuts as it means to.
 */
export function rawMultipart(boundary: string) {
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    /** The head of a file part, up to its first byte. */
    filePart: (name: string, fileName: string, type = 'text/csv') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    /** A whole field part holding `value` as JSON. */
    fieldPart: (name: string, value: unknown) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${JSON.stringify(value)}\r\n`,
    /** The delimiter that follows a part's content when another part comes next. */
    delimiter: `\r\n--${boundary}\r\n`,
    /** What follows the last part's content. */
    closing: `\r\n--${boundary}--\r\n`,
  };
}
