import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Attachment, AttachmentContent } from '../../src/modules/accounting/attachments/attachment.entity';
import type { TestApp } from '../helpers/app';
import { UploadAttachmentDetailsDocument } from '../generated/graphql';
import { http } from '../helpers/http';
import { graphqlUploadForm } from '../helpers/multipart';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { businessScenario } from '../helpers/accounting-scenarios';
import { bodyOf, expectStatus } from '../helpers/rest';
import type { operations } from '../generated/rest-accounting';
import { accounting, asBusiness, itemsOf, MOUNT } from './support';
import { anAccountingTimestamp } from '../helpers/matchers';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;
let noteId: string;

const CAP = 2_621_440;
const admin = () => asBusiness(store.admin);

eachTestIn(
  (app) => businessScenario(app, 'files'),
  (app, books) => ([t, store, api, supplier, goods] = [app, books, accounting(app), books.supplier, books.goods]),
  {},
  { once: true },
);
let supplier: { id: string };
let goods: { id: string };
beforeEach(async () => {
  const note = await api.post('/purchase_credit_notes', {
    body: {
      purchase_credit_note: {
        contact_id: supplier.id,
        date: '2026-03-14',
        reference: 'PCN-9',
        credit_note_lines: [{ description: 'x', ledger_account_id: goods.id, quantity: 1, unit_price: 1 }],
      },
    },
    headers: admin(),
  });
  noteId = bodyOf(note, 201).id;
});

type AttachmentQuery = NonNullable<operations['Attachments']['parameters']['query']>;
type NoteQuery = NonNullable<operations['PurchaseCreditNotes']['parameters']['query']>;

function attachment(content: Buffer, overrides: Record<string, unknown> = {}) {
  return {
    attachment: {
      file: content.toString('base64'),
      file_name: 'credit-note.pdf',
      mime_type: 'application/pdf',
      file_extension: 'pdf',
      description: 'Scan of the supplier’s credit note',
      attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
      attachment_context_id: noteId,
      ...overrides,
    },
  };
}

async function create(content: Buffer, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post('/attachments', { body: attachment(content, overrides), headers: admin() });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * Downloads the file with that `Accept` (undefined: no `Accept` header at all, which fetch cannot
 * send). Below the clients on purpose: they read a body as text, and these checks are of the bytes.
 */
async function download(id: string, accept: string | undefined = 'application/octet-stream') {
  const url = new URL(`${t.url}${MOUNT}/attachments/${id}/file`);
  const headers: Record<string, string> = { ...admin(), ...(accept === undefined ? {} : { accept }) };
  return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: new Headers(res.headers as Record<string, string>),
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('POST /attachments and the file download', () => {
  it('stores a base64 file (201) and serves it back byte for byte with its MIME type', async () => {
    const content = Buffer.concat([Buffer.from([0, 255, 0, 10, 13]), randomBytes(4096)]);
    const res = await api.post('/attachments', { body: attachment(content), headers: admin() });
    expectStatus(res, 201);
    const id = res.body.id;
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      displayed_as: null,
      $path: `/attachments/${id}`,
      $file_path: `/attachments/${id}/file`,
      created_at: anAccountingTimestamp,
      updated_at: anAccountingTimestamp,
      deleted_at: null,
      file_name: 'credit-note.pdf',
      mime_type: 'application/pdf',
      file_extension: 'pdf',
      file_size: content.length,
      description: 'Scan of the supplier’s credit note',
      is_public: false,
      // The content is served by the download only; no transaction was named.
      file: null,
      transaction: null,
      attachment_context_type: {
        id: 'PURCHASE_CREDIT_NOTE',
        displayed_as: 'Purchase Credit Note',
        $path: '/attachment_context_types/PURCHASE_CREDIT_NOTE',
      },
      attachment_context: { id: noteId, displayed_as: 'PCN-9', $path: `/purchase_credit_notes/${noteId}` },
    });
    expect((await api.get('/attachments/{key}', { params: { key: id }, headers: admin() })).body).toEqual(res.body);
    const file = await download(id);
    expectStatus(file, 200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('credit-note.pdf');
    expect(file.bytes.equals(content)).toBe(true);
  });

  it('names the download in Content-Disposition per RFC 6266: an ASCII fallback and the exact UTF-8 name', async () => {
    const content = Buffer.from('%PDF-1.4');
    const injected = await create(content, { file_name: `a"; filename*=UTF-8''evil.html` });
    expect((await download(injected)).headers.get('content-disposition')).toBe(
      `attachment; filename="a_; filename*=UTF-8''evil.html"; filename*=UTF-8''a%22%3B%20filename%2A%3DUTF-8%27%27evil.html`,
    );
    const accented = await create(content, { file_name: 'Résumé €.pdf' });
    const file = await download(accented);
    expectStatus(file, 200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%82%AC.pdf`,
    );
  });

  it('accepts exactly 2,621,440 bytes and refuses one byte more (413)', async () => {
    const id = await create(randomBytes(CAP));
    expect((await download(id)).bytes.length).toBe(CAP);
    const over = await api.post('/attachments', { body: attachment(randomBytes(CAP + 1)), headers: admin() });
    expectStatus(over, 413);
    expect(over.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RequestEntityTooLarge',
        $message: 'File exceeds the 2621440 byte size limit',
        $source: '',
      },
    ]);
    expect(await t.orm.em.fork().count(Attachment, {}, { filters: false })).toBe(1);
  });

  it('serves the bytes for octet-stream, application/json (the generated client), */* or no Accept', async () => {
    const id = await create(Buffer.from('hello'));
    for (const accept of [
      'application/octet-stream',
      'application/json',
      '*/*',
      undefined,
      'application/*',
      'application/octet-stream;q=0, application/json',
      'application/json, */*;q=0.1',
    ]) {
      const served = await download(id, accept);
      expect([accept, served.status, served.headers.get('content-type'), served.bytes.toString()]).toEqual([
        accept,
        200,
        'application/pdf',
        'hello',
      ]);
    }
  });

  it('answers 406 only when Accept allows none of octet-stream, application/json and */*', async () => {
    const id = await create(Buffer.from('hello'));
    const refused = await download(id, 'text/html');
    expectStatus(refused, 406);
    expect(JSON.parse(refused.bytes.toString())).toEqual([
      {
        $severity: 'error',
        $dataCode: 'NotAcceptable',
        $message:
          'The file is sent with its stored MIME type: Accept must allow application/octet-stream, application/json or */*',
        $source: '',
      },
    ]);
    // The most specific range decides: a type refused by name stays refused beside */*.
    expect((await download(id, 'application/octet-stream;q=0, application/json;q=0, */*')).status).toBe(406);
    expect((await download(id, 'application/*;q=0, text/plain')).status).toBe(406);
    expect((await download(id, 'image/png, text/*')).status).toBe(406);
  });

  it('detects a corrupted stored blob and serves nothing of it (500)', async () => {
    const id = await create(Buffer.from('the original bytes'));
    await t.orm.em
      .fork()
      .nativeUpdate(AttachmentContent, { id }, { content: Buffer.from('the tampered bytes') }, { filters: false });
    const res = await download(id);
    expectStatus(res, 500);
    expect(JSON.parse(res.bytes.toString())).toEqual([
      { $severity: 'error', $dataCode: 'InternalServerError', $message: 'Internal server error', $source: '' },
    ]);
  });

  it('names each invalid field in $source (422)', async () => {
    // Without the fields the document requires.
    const missing = await api.request('POST', '/attachments', {
      json: { attachment: { description: 'no file' } },
      headers: admin(),
    });
    expectStatus(missing, 422);
    expect(missing.body.map((e: { $source: string }) => e.$source).sort()).toEqual(['file', 'file_name', 'mime_type']);
    const bad = await api.post('/attachments', {
      body: attachment(Buffer.from('abc'), {
        file: 'not base64!',
        mime_type: 'pdf',
        attachment_context_id: '00000000-0000-4000-8000-000000000000',
      }),
      headers: admin(),
    });
    expect(bodyOf(bad, 422).map((e: { $source: string; $message: string }) => [e.$source, e.$message])).toEqual([
      ['file', 'must be base64'],
      ['mime_type', 'must be a MIME type such as application/pdf'],
      ['attachment_context_id', 'is not a record of type PURCHASE_CREDIT_NOTE in this business'],
    ]);
    const lone = await api.post('/attachments', {
      body: attachment(Buffer.from('abc'), { attachment_context_type_id: null }),
      headers: admin(),
    });
    expect(bodyOf(lone, 422)[0]).toMatchObject({ $source: 'attachment_context_type_id' });
    const size = await api.post('/attachments', {
      body: attachment(Buffer.from('abc'), { file_size: 4 }),
      headers: admin(),
    });
    expect(bodyOf(size, 422)[0]).toMatchObject({
      $source: 'file_size',
      $message: 'does not match the decoded file (3 bytes)',
    });
  });
});

describe('list, update, delete', () => {
  it('filters by context (the two ids require each other), legacy type, and dates', async () => {
    const onNote = await create(Buffer.from('a'));
    const loose = await create(Buffer.from('b'), { attachment_context_type_id: null, attachment_context_id: null });
    await t.orm.em
      .fork()
      .nativeUpdate(
        Attachment,
        { id: loose },
        { createdAt: new Date('2031-01-01T00:00:00Z'), updatedAt: new Date('2031-01-01T00:00:00Z') },
        { filters: false },
      );
    const ids = async (query: AttachmentQuery = {}) =>
      itemsOf(bodyOf(await api.get('/attachments', { query, headers: admin() }), 200)).map((i) => i.id);
    expect(await ids()).toEqual([onNote, loose]);
    expect(await ids({ attachment_context_type_id: 'PURCHASE_CREDIT_NOTE', attachment_context_id: noteId })).toEqual([
      onNote,
    ]);
    const half = await api.get('/attachments', { query: { attachment_context_id: noteId }, headers: admin() });
    expectStatus(half, 422);
    expect(half.body[0]).toMatchObject({
      $source: 'attachment_context_type_id',
      $message: 'is required with attachment_context_id',
    });
    expect(await ids({ legacyAttachmentContextType: 'PurchaseCreditNote' })).toEqual([onNote]);
    expect(await ids({ legacy_attachment_context_id: 12 })).toEqual([]);
    expect(await ids({ updated_or_created_since: '2031-01-01T00:00:00Z' })).toEqual([loose]);
    expect(await ids({ updated_or_created_since: '2031-01-01T00:00:01Z' })).toEqual([]);
  });

  it('drives the credit notes’ has_attachments filter', async () => {
    const notes = async (query: NoteQuery) =>
      itemsOf(bodyOf(await api.get('/purchase_credit_notes', { query, headers: admin() }), 200)).map((i) => i.id);
    expect(await notes({ has_attachments: true })).toEqual([]);
    expect(await notes({ has_attachments: false })).toEqual([noteId]);
    const id = await create(Buffer.from('a'));
    expect(await notes({ hasAttachments: true })).toEqual([noteId]);
    expect(await notes({ has_attachments: false })).toEqual([]);
    await api.delete('/attachments/{key}', { params: { key: id }, headers: admin() });
    expect(await notes({ has_attachments: true })).toEqual([]);
  });

  it('replaces the bytes on update, and deletes (204) into a tombstone without its bytes', async () => {
    const id = await create(Buffer.from('first'));
    const updated = await api.put('/attachments/{key}', {
      params: { key: id },
      body: {
        attachment: {
          file: Buffer.from('second version').toString('base64'),
          file_name: 'v2.txt',
          mime_type: 'text/plain',
        },
      },
      headers: admin(),
    });
    expectStatus(updated, 200);
    expect(updated.body).toMatchObject({ file_name: 'v2.txt', mime_type: 'text/plain', file_size: 14 });
    const file = await download(id);
    expect(file.bytes.toString()).toBe('second version');
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    const deleted = await api.delete('/attachments/{key}', { params: { key: id }, headers: admin() });
    expectStatus(deleted, 204);
    expect(deleted.body).toBe('');
    expect((await api.get('/attachments/{key}', { params: { key: id }, headers: admin() })).status).toBe(404);
    expect((await download(id)).status).toBe(404);
    expect(await t.orm.em.fork().count(AttachmentContent, {}, { filters: false })).toBe(0);
    const tombstones = await api.get('/attachments', {
      query: { deleted_since: '2000-01-01T00:00:00Z' },
      headers: admin(),
    });
    expect(itemsOf(bodyOf(tombstones, 200)).map((i) => i.id)).toEqual([id]);
  });

  it('deleted_since returns deleted attachments only, excluding the exact instant', async () => {
    const [early, late, kept] = [
      await create(Buffer.from('a')),
      await create(Buffer.from('b')),
      await create(Buffer.from('c')),
    ];
    for (const id of [early, late])
      expect((await api.delete('/attachments/{key}', { params: { key: id }, headers: admin() })).status).toBe(204);
    const stamp = (id: string, at: string) =>
      t.orm.em.getConnection().execute('update accounting_attachment set deleted_at = ? where id = ?', [at, id]);
    await stamp(early, '2026-03-01T08:00:00Z');
    await stamp(late, '2026-03-02T08:00:00Z');
    const ids = async (query: AttachmentQuery = {}) =>
      itemsOf(bodyOf(await api.get('/attachments', { query, headers: admin() }), 200))
        .map((i) => i.id)
        .sort();
    expect(await ids()).toEqual([kept]);
    expect(await ids({ deleted_since: '2026-03-01T07:59:59Z' })).toEqual([early, late].sort());
    expect(await ids({ deleted_since: '2026-03-01T08:00:00Z' })).toEqual([late]);
    expect(await ids({ deletedSince: '2026-03-02T08:00:00Z' })).toEqual([]);
  });
});

describe('GraphQL upload', () => {
  it('stores a multipart file part as an attachment, capped like the base64 body', async () => {
    const send = async (content: Buffer) => {
      const form = graphqlUploadForm(
        {
          query: UploadAttachmentDetailsDocument,
          variables: {
            attachment: { attachment_context_type_id: 'PURCHASE_CREDIT_NOTE', attachment_context_id: noteId },
          },
        },
        { content, fileName: 'receipt.png', type: 'image/png' },
      );
      return http(`${t.url}/graphql`, {
        method: 'POST',
        body: form,
        headers: { 'apollo-require-preflight': 'true', ...admin() },
      });
    };
    const content = randomBytes(1000);
    const res = await send(content);
    expect(res.body.errors).toBeUndefined();
    const stored = res.body.data.uploadAttachment;
    expect(stored).toMatchObject({
      file_name: 'receipt.png',
      mime_type: 'image/png',
      file_size: 1000,
      attachment_context: { id: noteId },
    });
    expect((await download(stored.id)).bytes.equals(content)).toBe(true);
    const over = await send(randomBytes(CAP + 1));
    expect(over.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
