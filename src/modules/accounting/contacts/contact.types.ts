import { ArrayMinSize, IsEmail, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { MaxChars, Required } from '../../../graphql/validation';
import { AccountingList, ListArgs } from '../shared/wire';
import { Contact } from './contact.entity';

@ObjectType('ContactList')
export class ContactList extends AccountingList(Contact) {}

@ArgsType()
export class ContactListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: 'Only contacts of this type: `VENDOR` or `CUSTOMER`.' })
  contact_type_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name or reference.' })
  @IsOptional()
  @MaxChars(200)
  search?: string | null;
}

@InputType('ContactInput', { description: 'A new contact (body key `contact`).' })
export class ContactInput {
  @Field({ description: 'The supplier’s or customer’s name; required, at most 255 characters.' })
  @Required()
  @MaxChars(255)
  name!: string;

  @Field(() => [String], { description: '`VENDOR` (supplier) and/or `CUSTOMER`.' })
  @ArrayMinSize(1, { message: 'must name at least one contact type' })
  contact_type_ids!: string[];

  @Field(() => String, { nullable: true, description: 'A short code unique in the business, e.g. `HENDRI01`.' })
  @IsOptional()
  @MaxChars(50)
  reference?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact e-mail, at most 320 characters.' })
  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address' })
  @MaxChars(320)
  email?: string | null;
}
