import { DomainError } from '../../../graphql/errors';
import type { RouteInput, RouteTable } from '../../../rest/types';
import {
  deleteRoute,
  ENVELOPE_FIELDS,
  LIST_ARGUMENTS,
  LIST_VARIABLES,
  listRoute,
  queryParams,
  recordRoute,
  SINGLE_PARAMS,
} from '../shared/rest';
import { MAX_ATTACHMENT_BYTES } from './attachment.entity';

/** Every field of the Sage document's Attachment, in its order. */
export const ATTACHMENT_FIELDS = `id displayed_as path deleted_at file mime_type description file_extension
  transaction { id displayed_as path } file_size file_name file_path attachment_context_type { id displayed_as path }
  attachment_context { id displayed_as path } is_public created_at updated_at`;

const TAGS = ['Attachments'];

/**
 * The media types the download is served under: the bytes themselves, and `application/json`, which
 * clients generated from the real Swagger document send (it declares the answer as JSON).
 */
const DOWNLOAD_TYPES = ['application/octet-stream', 'application/json'];

/**
 * The quality an `Accept` header gives a media type: that of the most specific range matching it
 * (RFC 9110 12.5.1), so that `application/octet-stream;q=0` refuses the type even beside the wildcard range.
 */
function qualityOf(header: string, mediaType: string): number {
  const [family] = mediaType.split('/');
  const ranks = ['*/*', `${family}/*`, mediaType];
  let best = { rank: -1, q: 0 };
  for (const range of header.split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const rank = ranks.indexOf(type);
    if (rank <= best.rank) continue;
    const q = params.find((p) => p.startsWith('q='));
    best = { rank, q: q ? Number(q.slice(2)) : 1 };
  }
  return best.q;
}

/** Whether an `Accept` header admits one of the download's media types (no header admits anything). */
export function acceptsDownload(accept: string | string[] | undefined): boolean {
  const header = Array.isArray(accept) ? accept.join(',') : accept;
  if (!header || !header.trim()) return true;
  return DOWNLOAD_TYPES.some((type) => qualityOf(header, type) > 0);
}

function fileVariables(input: RouteInput): Record<string, unknown> {
  if (!acceptsDownload(input.headers.accept)) {
    throw new DomainError(
      'NOT_ACCEPTABLE',
      'The file is sent with its stored MIME type: Accept must allow application/octet-stream, application/json or */*',
    );
  }
  return { key: input.params.key };
}

export const attachmentRoutes: RouteTable = {
  api: 'accounting',
  routes: [
    listRoute('attachmentsRead', {
      method: 'get',
      path: '/attachments',
      summary: 'List attachments',
      description:
        '`attachment_context_id` and `attachment_context_type_id` require each other. The bytes are served by `/attachments/{key}/file`.',
      tags: TAGS,
      filters: {
        attachment_context_id: { type: 'string', maxLength: 100, description: 'Requires attachment_context_type_id.' },
        attachment_context_type_id: { type: 'string', maxLength: 50, description: 'Requires attachment_context_id.' },
        legacy_attachment_context_type: {
          type: 'string',
          maxLength: 100,
          description: 'A context type in the legacy spelling (`PurchaseCreditNote`) or as its id.',
        },
        legacy_attachment_context_id: {
          type: 'integer',
          description: 'A legacy integer id; records made by this server have none, so it matches nothing.',
        },
        updated_or_created_since: { type: 'string', maxLength: 40, description: 'Inclusive date-time.' },
        deleted_since: { type: 'string', maxLength: 40, description: 'Only deleted attachments, exclusive date-time.' },
      },
      operation: `query Attachments(${LIST_VARIABLES}, $attachment_context_id: String, $attachment_context_type_id: String,
        $legacy_attachment_context_type: String, $legacy_attachment_context_id: Int, $updated_or_created_since: String,
        $deleted_since: String) {
        attachments(${LIST_ARGUMENTS}, attachment_context_id: $attachment_context_id,
          attachment_context_type_id: $attachment_context_type_id,
          legacy_attachment_context_type: $legacy_attachment_context_type,
          legacy_attachment_context_id: $legacy_attachment_context_id,
          updated_or_created_since: $updated_or_created_since, deleted_since: $deleted_since) {
          ${ENVELOPE_FIELDS} items { ${ATTACHMENT_FIELDS} } } }`,
    }),
    recordRoute('attachmentsRead', {
      method: 'get',
      path: '/attachments/:key',
      summary: 'Read an attachment',
      description: 'Its metadata; the bytes are served by `/attachments/{key}/file`.',
      tags: TAGS,
      query: queryParams(SINGLE_PARAMS),
      operation: `query Attachment($key: ID!) { attachment(key: $key) { ${ATTACHMENT_FIELDS} } }`,
      variables: (input) => ({ key: input.params.key }),
    }),
    {
      ...recordRoute('attachmentsRead', {
        method: 'get',
        path: '/attachments/:key/file',
        summary: 'Download an attachment’s file',
        description:
          'The bytes with the stored MIME type, for an `Accept` allowing application/octet-stream, application/json (what clients generated from the Swagger document send) or */*, or none; 406 otherwise. Size and SHA-256 are checked first.',
        tags: TAGS,
        operation:
          'query AttachmentFile($key: ID!) { attachmentFile(key: $key) { file_name mime_type content_base64 } }',
        variables: fileVariables,
        raises: ['NOT_ACCEPTABLE'],
      }),
      result: undefined,
      respond: (data) => {
        const file = data.attachmentFile as { file_name: string; mime_type: string; content_base64: string };
        return {
          contentType: file.mime_type,
          fileName: file.file_name,
          body: Buffer.from(file.content_base64, 'base64'),
        };
      },
      // The stored file's own type.
      respondTypes: ['*/*'],
    },
    recordRoute('attachmentsWrite', {
      method: 'post',
      path: '/attachments',
      summary: 'Create an attachment',
      description: `Body \`{"attachment": {"file": <base64>, "file_name", "mime_type", ...}}\`; at most ${MAX_ATTACHMENT_BYTES} bytes decoded (413 beyond). A context names a record of that type in the business.`,
      tags: TAGS,
      operation: `mutation CreateAttachment($attachment: AttachmentInput!) {
        createAttachment(attachment: $attachment) { ${ATTACHMENT_FIELDS} } }`,
      bodyVariable: 'attachment',
      longBody: true,
      status: 201,
    }),
    recordRoute('attachmentsWrite', {
      method: 'put',
      path: '/attachments/:key',
      summary: 'Update an attachment',
      description: 'Body `{"attachment": {...}}`; absent fields keep their value, a new `file` replaces the bytes.',
      tags: TAGS,
      operation: `mutation UpdateAttachment($key: ID!, $attachment: AttachmentUpdate!) {
        updateAttachment(key: $key, attachment: $attachment) { ${ATTACHMENT_FIELDS} } }`,
      bodyVariable: 'attachment',
      longBody: true,
    }),
    deleteRoute('attachmentsWrite', {
      method: 'delete',
      path: '/attachments/:key',
      summary: 'Delete an attachment',
      description: 'The bytes are removed; the record is then listed with `deleted_since`.',
      tags: TAGS,
      operation: 'mutation DeleteAttachment($key: ID!) { deleteAttachment(key: $key) }',
    }),
  ],
};
