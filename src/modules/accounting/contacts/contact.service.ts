import DataLoader from 'dataloader';
import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { readByKeys } from '../../../db/reader';
import type { RequestContext } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { byKeys } from '../../../graphql/loaders';
import { isUuid } from '../../../shared/ids';
import { containsPattern } from '../../../shared/text';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { link, listPage, type Link, type ListPage } from '../shared/wire';
import { Contact, contactDisplayedAs, contactPath, CONTACT_TYPES, type ContactTypeId } from './contact.entity';
import type { ContactInput, ContactListArgs } from './contact.types';

export async function listContacts(ctx: RequestContext, args: ContactListArgs): Promise<ListPage<Contact>> {
  const business = await requestBusiness(ctx);
  const where: FilterQuery<Contact> = {};
  if (args.contact_type_id) where.contactTypes = { $contains: [args.contact_type_id as ContactTypeId] };
  const search = args.search?.trim();
  if (search)
    where.$or = [{ name: { $ilike: containsPattern(search) } }, { reference: { $ilike: containsPattern(search) } }];
  return listPage(ctx, business.id, Contact, '/contacts', args, where, { createdAt: 'asc', id: 'asc' });
}

/** The contacts each request loads as whole records ({@link loadContact}), by id. */
const recordsAsked = new WeakMap<RequestContext, Set<string>>();

/** Batches contact lookups of one request (the contact links of credit notes). */
export function loadContact(ctx: RequestContext, id: string): Promise<Contact | null> {
  let asked = recordsAsked.get(ctx);
  if (!asked) recordsAsked.set(ctx, (asked = new Set()));
  asked.add(id);
  return ctx.loaders
    .get(
      'accounting:Contact.byId',
      () =>
        new DataLoader(async (ids: readonly string[]) =>
          byKeys(ids, await ctx.em.find(Contact, { id: { $in: ids.filter(isUuid) } }), (row) => row.id),
        ),
    )
    .load(id);
}

export async function findContact(ctx: RequestContext, id: string): Promise<Contact> {
  await requestBusiness(ctx);
  const found = isUuid(id) ? await loadContact(ctx, id) : null;
  if (!found) throw new NotFoundError('Contact');
  return found;
}

/** Creates a supplier and/or customer; the reference, when given, must be new in the business. */
export async function createContact(ctx: RequestContext, input: ContactInput): Promise<Contact> {
  const business = await requestBusiness(ctx);
  const types = [...new Set(input.contact_type_ids)];
  const unknown = types.filter((type) => !(type in CONTACT_TYPES));
  if (unknown.length > 0) {
    throw ValidationError.field('contact_type_ids', `must be VENDOR or CUSTOMER, not ${unknown.join(', ')}`);
  }
  const reference = input.reference?.trim() || null;
  const taken = () => ValidationError.field('reference', 'is already used by another contact');
  if (reference && (await ctx.em.count(Contact, { reference }))) throw taken();
  const contact = ctx.em.create(Contact, {
    tenant: business.id,
    name: input.name.trim(),
    reference,
    email: input.email?.trim() || null,
    contactTypes: types as ContactTypeId[],
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw taken();
    throw error;
  }
  return contact;
}

export function contactTypeLinks(contact: Contact): Link[] {
  return contact.contactTypes.map((type) => link(type, CONTACT_TYPES[type], `/contact_types/${type}`));
}

/** The `contact` link of a record (batched). */
export async function contactLink(ctx: RequestContext, id: string): Promise<Link | null> {
  const found = await loadContact(ctx, id);
  return found ? link(found.id, found.displayedAs, found.path) : null;
}

/** What a contact's link shows: its name and reference. */
type ContactNames = Pick<Contact, 'id' | 'name' | 'reference'>;

const CONTACT_LINKS = `select "id", "name", "reference" from "accounting_contact" where "tenant_id" = ? and "id" = any(?)`;

/**
 * The `contact` link of a record read as a row by a lean list read (credit notes): batched per
 * request in one prepared statement of the business's contacts, read as rows too, as a link
 * needs no entity.
 */
export function leanContactLink(ctx: RequestContext, id: string): Promise<Link | null> {
  return contactLinks(ctx).load(id);
}

function contactLinks(ctx: RequestContext): DataLoader<string, Link | null> {
  return ctx.loaders.get(
    'accounting:Contact.linkById',
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const business = await requestBusiness(ctx);
        // A contact the request also loads whole (a note's `contact_record` beside its
        // `contact`) gives its link from that record: the contacts are read once.
        const asked = recordsAsked.get(ctx);
        const whole = ids.filter((id) => asked?.has(id));
        const rest = ids.filter((id) => !asked?.has(id) && isUuid(id));
        const [rows, fromRecords] = await Promise.all([
          rest.length > 0 ? readByKeys(ctx, { sql: CONTACT_LINKS, params: [business.id] }, rest, contactLinkOf) : [],
          Promise.all(whole.map((id) => contactLink(ctx, id))),
        ]);
        return byKeys(ids, [...rows, ...fromRecords.filter((found) => found !== null)], (found) => found.id);
      }),
  );
}

const contactLinkOf = (row: ContactNames): Link => link(row.id, contactDisplayedAs(row), contactPath(row.id));

/**
 * Tells the request's {@link leanContactLink} the names of a contact that another statement read
 * (a page's, joined): its link is then answered without reading it again.
 */
export function knowContactLink(ctx: RequestContext, contact: ContactNames): void {
  contactLinks(ctx).prime(contact.id, contactLinkOf(contact));
}
