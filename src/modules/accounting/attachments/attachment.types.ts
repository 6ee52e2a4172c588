import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { MaxChars, NotNull, Required } from '../../../graphql/validation';
import { AccountingList, ListArgs } from '../shared/wire';
import { Attachment, MAX_ATTACHMENT_BYTES } from './attachment.entity';

@ObjectType('AttachmentList')
export class AttachmentList extends AccountingList(Attachment) {}

@ArgsType()
export class AttachmentListArgs extends ListArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The attached-to record; requires `attachment_context_type_id`.',
  })
  attachment_context_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Its context type; requires `attachment_context_id`.' })
  attachment_context_type_id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A context type in the legacy spelling (`PurchaseCreditNote`) or as its id.',
  })
  legacy_attachment_context_type?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'A legacy integer record id. Records made by this server have none: it matches nothing.',
  })
  legacy_attachment_context_id?: number | null;

  @Field(() => String, { nullable: true, description: 'Changed or created at or after this instant (inclusive).' })
  updated_or_created_since?: string | null;

  @Field(() => String, { nullable: true, description: 'Only attachments deleted after this instant (exclusive).' })
  deleted_since?: string | null;
}

/** Fields an attachment's metadata shares between the create, update and upload bodies. */
@InputType()
abstract class AttachmentFields {
  @Field(() => String, { nullable: true, description: 'What the file is, at most 2000 characters.' })
  @IsOptional()
  @MaxChars(2000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'e.g. `pdf` or `.pdf`.' })
  @IsOptional()
  @MaxChars(20)
  file_extension?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'e.g. `PURCHASE_CREDIT_NOTE`; requires `attachment_context_id`.',
  })
  attachment_context_type_id?: string | null;

  @Field(() => String, { nullable: true, description: 'A record of that type in this business.' })
  attachment_context_id?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The transaction the file belongs to; transactions are not served here: kept as given, returned as a link.',
  })
  @IsOptional()
  @MaxChars(100)
  transaction_id?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether customers may see it (false by default).' })
  @IsOptional()
  @IsBoolean()
  is_public?: boolean | null;
}

@InputType('AttachmentInput', { description: 'A new attachment (body key `attachment`).' })
export class AttachmentInput extends AttachmentFields {
  @Field({ description: `The content, base64; at most ${MAX_ATTACHMENT_BYTES} bytes once decoded (413 beyond).` })
  file!: string;

  @Field({ description: 'The file’s name as downloads give it; required, at most 255 characters.' })
  @Required()
  @MaxChars(255)
  file_name!: string;

  @Field({ description: 'e.g. `application/pdf`; the download answers with it.' })
  @Required()
  @MaxChars(255)
  mime_type!: string;

  @Field(() => Int, { nullable: true, description: 'When given, must equal the decoded size.' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'must be at least 0' })
  @Max(MAX_ATTACHMENT_BYTES, { message: `must be at most ${MAX_ATTACHMENT_BYTES}` })
  file_size?: number | null;
}

@InputType('AttachmentUpdate', { description: 'Changes to an attachment; absent fields keep their value.' })
export class AttachmentUpdate extends AttachmentFields {
  @Field(() => String, { nullable: true, description: 'New content, base64.' })
  @NotNull()
  file?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'New file name; may not be null or blank, at most 255 characters.',
  })
  @NotNull()
  @Required()
  @MaxChars(255)
  file_name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'New content type, e.g. `application/pdf`; may not be null or blank.',
  })
  @NotNull()
  @Required()
  @MaxChars(255)
  mime_type?: string | null;

  @Field(() => Int, { nullable: true, description: 'When given with `file`, must equal its decoded size.' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'must be at least 0' })
  @Max(MAX_ATTACHMENT_BYTES, { message: `must be at most ${MAX_ATTACHMENT_BYTES}` })
  file_size?: number | null;
}

@InputType('AttachmentUploadInput', { description: 'The metadata of an attachment uploaded as a file part.' })
export class AttachmentUploadInput extends AttachmentFields {
  @Field(() => String, { nullable: true, description: 'The uploaded file’s name by default.' })
  @IsOptional()
  @MaxChars(255)
  file_name?: string | null;

  @Field(() => String, { nullable: true, description: 'The upload’s content type by default.' })
  @IsOptional()
  @MaxChars(255)
  mime_type?: string | null;
}

@ObjectType('AttachmentFile', { description: 'The bytes of an attachment, checked against its size and SHA-256.' })
export class AttachmentFile {
  @Field()
  file_name!: string;

  @Field()
  mime_type!: string;

  @Field({ description: 'The content, base64.' })
  content_base64!: string;
}
