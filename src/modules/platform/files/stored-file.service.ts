import DataLoader from 'dataloader';
import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError, NotFoundError } from '../../../graphql/errors';
import { byKeys } from '../../../graphql/loaders';
import { readUpload, type FileUpload } from '../../../graphql/uploads';
import { isUuid } from '../../../shared/ids';
import { StoredFile } from './stored-file.entity';

function loader(ctx: RequestContext): DataLoader<string, StoredFile | null> {
  return ctx.loaders.get(
    'StoredFile.byId',
    () =>
      new DataLoader(async (ids: readonly string[]) =>
        byKeys(ids, await ctx.em.find(StoredFile, { id: { $in: [...ids] } }), (file) => file.id),
      ),
  );
}

function requirePrincipal(ctx: RequestContext) {
  if (!ctx.principal) throw new AuthenticationError();
  return ctx.principal;
}

/** Stores an upload whole (refusing it over the size limit) and returns its record. */
export async function uploadFile(ctx: RequestContext, upload: Promise<FileUpload>): Promise<StoredFile> {
  const principal = requirePrincipal(ctx);
  const received = await readUpload(upload, ctx.services.env.uploadMaxBytes);
  const file = ctx.em.create(StoredFile, {
    filename: received.filename,
    mimeType: received.mimeType,
    size: received.size,
    sha256: received.sha256,
    content: received.content,
    ownerId: principal.id,
    tenantId: principal.tenantId,
  });
  await ctx.em.flush();
  return file;
}

/** One of the caller's own files; anybody else's answers "File not found". */
export async function findOwnFile(ctx: RequestContext, id: string): Promise<StoredFile> {
  const principal = requirePrincipal(ctx);
  const file = isUuid(id) ? await loader(ctx).load(id) : null;
  if (!file || file.ownerId !== principal.id) throw new NotFoundError('File');
  return file;
}
