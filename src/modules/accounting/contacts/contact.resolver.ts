import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Link, type ListPage, perPage } from '../shared/wire';
import { Contact } from './contact.entity';
import * as contacts from './contact.service';
import { ContactInput, ContactList, ContactListArgs } from './contact.types';

@Resolver(() => Contact)
export class ContactResolver {
  @Query(() => ContactList, { description: 'The business’s suppliers and customers.', complexity: perPage })
  contacts(@Ctx() ctx: RequestContext, @Args() args: ContactListArgs): Promise<ListPage<Contact>> {
    return contacts.listContacts(ctx, args);
  }

  @Query(() => Contact, { description: 'One supplier or customer of the business.' })
  contact(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => ID, { description: 'The contact’s id; a contact of another business answers 404.' }) key: string,
  ): Promise<Contact> {
    return contacts.findContact(ctx, key);
  }

  @Mutation(() => Contact, { description: 'Adds a supplier and/or customer.' })
  createContact(
    @Ctx() ctx: RequestContext,
    @Arg('contact', () => ContactInput, { description: 'The new contact.' }) input: ContactInput,
  ): Promise<Contact> {
    return contacts.createContact(ctx, input);
  }

  @FieldResolver(() => [Link], { name: 'contact_types' })
  contactTypes(@Root() contact: Contact): Link[] {
    return contacts.contactTypeLinks(contact);
  }
}
