import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { GraphQLUpload, type FileUpload } from '../../../graphql/uploads';
import { link, Link, type ListPage, perPage } from '../shared/wire';
import { Attachment } from './attachment.entity';
import * as attachments from './attachment.service';
import {
  AttachmentFile,
  AttachmentInput,
  AttachmentList,
  AttachmentListArgs,
  AttachmentUpdate,
  AttachmentUploadInput,
} from './attachment.types';

@Resolver(() => Attachment)
export class AttachmentResolver {
  @Query(() => AttachmentList, { description: 'The business’s attachments (metadata only).', complexity: perPage })
  attachments(@Ctx() ctx: RequestContext, @Args() args: AttachmentListArgs): Promise<ListPage<Attachment>> {
    return attachments.listAttachments(ctx, args);
  }

  @Query(() => Attachment, { description: 'One attachment’s metadata (its bytes: `attachmentFile`).' })
  attachment(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The attachment’s id; one of another business answers 404.' }) key: string,
  ): Promise<Attachment> {
    return attachments.findAttachment(ctx, key);
  }

  @Query(() => AttachmentFile, { description: 'The bytes of an attachment, checked against its size and SHA-256.' })
  attachmentFile(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The attachment’s id; one of another business answers 404.' }) key: string,
  ): Promise<AttachmentFile> {
    return attachments.attachmentFile(ctx, key);
  }

  @Mutation(() => Attachment, { description: 'Stores a base64 file (at most 2,621,440 bytes).' })
  createAttachment(
    @Ctx() ctx: RequestContext,
    @Arg('attachment', () => AttachmentInput, { description: 'The file (base64) and its metadata.' })
    input: AttachmentInput,
  ): Promise<Attachment> {
    return attachments.createAttachment(ctx, input);
  }

  @Mutation(() => Attachment, { description: 'Stores a file sent as a multipart part (at most 2,621,440 bytes).' })
  uploadAttachment(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { description: 'The file part of a GraphQL multipart request.' })
    file: Promise<FileUpload>,
    @Arg('attachment', () => AttachmentUploadInput, {
      nullable: true,
      description: 'Metadata; absent: the file’s own name and content type, attached to nothing.',
    })
    input: AttachmentUploadInput | null,
  ): Promise<Attachment> {
    return attachments.uploadAttachment(ctx, file, input ?? {});
  }

  @Mutation(() => Attachment, { description: 'Changes an attachment’s metadata or replaces its file.' })
  updateAttachment(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The attachment’s id; one of another business answers 404.' }) key: string,
    @Arg('attachment', () => AttachmentUpdate, { description: 'The fields to change.' }) input: AttachmentUpdate,
  ): Promise<Attachment> {
    return attachments.updateAttachment(ctx, key, input);
  }

  @Mutation(() => ID, { description: 'Deletes an attachment (kept as a tombstone); answers its id.' })
  deleteAttachment(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The attachment’s id; one of another business answers 404.' }) key: string,
  ): Promise<string> {
    return attachments.deleteAttachment(ctx, key);
  }

  @FieldResolver(() => Link, { name: 'attachment_context_type', nullable: true })
  attachmentContextType(@Ctx() ctx: RequestContext, @Root() attachment: Attachment): Promise<Link | null> {
    return attachments.contextTypeLink(ctx, attachment);
  }

  @FieldResolver(() => Link, {
    nullable: true,
    description: 'The transaction the file belongs to, as given (transactions are not served here).',
  })
  transaction(@Root() attachment: Attachment): Link | null {
    const id = attachment.transactionId;
    return id ? link(id, null, `/transactions/${encodeURIComponent(id)}`) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The content is never inline (it is read only for the download, `$file_path`): null.',
  })
  file(): null {
    return null;
  }

  @FieldResolver(() => Link, { name: 'attachment_context', nullable: true })
  attachmentContext(@Ctx() ctx: RequestContext, @Root() attachment: Attachment): Promise<Link | null> {
    return attachments.contextLink(ctx, attachment);
  }
}
