import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { GraphQLUpload, type FileUpload } from '../../../graphql/uploads';
import { StoredFile } from './stored-file.entity';
import * as files from './stored-file.service';

@Resolver(() => StoredFile)
export class StoredFileResolver {
  @Mutation(() => StoredFile, {
    description: 'Uploads a file (multipart request), refused over the upload size limit.',
  })
  uploadFile(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, {
      description: 'The file part of a GraphQL multipart request (`operations`, `map`, then the file).',
    })
    file: Promise<FileUpload>,
  ): Promise<StoredFile> {
    return files.uploadFile(ctx, file);
  }

  @Query(() => StoredFile, { description: 'One of the caller’s uploaded files.' })
  storedFile(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The file’s id; another caller’s file answers not found.' }) id: string,
  ): Promise<StoredFile> {
    return files.findOwnFile(ctx, id);
  }
}
