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
 * A GraphQL multipart request (the upload spec): the operation, then the file mapped to
 * `variables.<variable>` (`file` unless told).
 */
export function graphqlUploadForm(
  operation: { query: string; variables?: Record<string, unknown> },
  file: { content: string | Buffer; fileName: string; type?: string; variable?: string },
): FormData {
  const variable = file.variable ?? 'file';
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: operation.query, variables: { ...operation.variables, [variable]: null } }),
  );
  form.append('map', JSON.stringify({ 0: [`variables.${variable}`] }));
  form.append('0', new Blob([file.content], file.type ? { type: file.type } : {}), file.fileName);
  return form;
}
