import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../../graphql/context';
import { ConflictError, NotFoundError } from '../../../graphql/errors';
import { offsetOf, toPage, type Page, type PageArgs } from '../../../graphql/paging';
import { isUuid } from '../../../shared/ids';
import { assignGiven, normalizeEmail } from '../../../shared/text';
import { hashPassword } from '../auth/password';
import { revokeSessionsOf } from '../auth/session.service';
import { requestTenant } from '../tenants/tenant-scope';
import { ACROSS_TENANTS } from '../tenants/tenant-filter';
import { AccountingAccess, AccountingAreaName, accountingRolesOf, User } from './user.entity';
import type { AccountingRole, AccountingRoleInput, CreateStaffUserInput, UpdateStaffUserInput } from './user.types';

export const EMAIL_IN_USE = 'Email already in use';

const AREA_COLUMNS = {
  [AccountingAreaName.SALES]: 'salesAccess',
  [AccountingAreaName.PURCHASES]: 'purchasesAccess',
  [AccountingAreaName.PRODUCTS_SERVICES]: 'productsServicesAccess',
} as const;

function applyAccountingRoles(user: User, roles: AccountingRoleInput[] | undefined): void {
  for (const { area, level } of roles ?? []) user[AREA_COLUMNS[area]] = level ?? null;
}

/** The roles a user holds, one entry per area with a role. */
export function accountingRoles(user: User): AccountingRole[] {
  return Object.entries(accountingRolesOf(user)).map(([area, level]) => ({
    area: area as AccountingAreaName,
    level: level as AccountingAccess,
  }));
}

/** The staff of the request's store, oldest first. */
export async function listUsers(ctx: RequestContext, args: PageArgs): Promise<Page<User>> {
  await requestTenant(ctx);
  const [items, total] = await ctx.em.findAndCount(
    User,
    {},
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: args.limit, offset: offsetOf(args) },
  );
  return toPage(items, total, args);
}

/** A staff user of the request's store; anybody else's answers "User not found". */
export async function getUser(ctx: RequestContext, id: string): Promise<User> {
  await requestTenant(ctx);
  const user = isUuid(id) ? await ctx.em.findOne(User, id) : null;
  if (!user) throw new NotFoundError('User');
  return user;
}

async function flushUnique(ctx: RequestContext): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(EMAIL_IN_USE, 'email');
    throw error;
  }
}

/** Adds an ADMIN or STAFF user to the request's store. Staff e-mails are unique on the platform (409). */
export async function createStaffUser(ctx: RequestContext, input: CreateStaffUserInput): Promise<User> {
  const tenant = await requestTenant(ctx);
  const email = normalizeEmail(input.email);
  if (await ctx.em.count(User, { email }, ACROSS_TENANTS)) throw new ConflictError(EMAIL_IN_USE, 'email');
  const user = ctx.em.create(User, {
    email,
    passwordHash: await hashPassword(input.password, ctx.services.env.passwordHashProfile),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone ?? null,
    role: input.role,
    tenant: tenant.id,
  });
  applyAccountingRoles(user, input.accountingRoles);
  await flushUnique(ctx);
  return user;
}

/**
 * Changes a staff user. Deactivation and a new password end the user's sessions at once. An administrator
 * may not deactivate or demote themself (a store must keep someone who can manage it).
 */
export async function updateStaffUser(ctx: RequestContext, id: string, input: UpdateStaffUserInput): Promise<User> {
  const user = await getUser(ctx, id);
  if (user.id === ctx.principal?.id && (input.isActive === false || (input.role && input.role !== user.role))) {
    throw new ConflictError('You cannot deactivate or change the role of your own account');
  }
  const { password, ...fields } = input;
  assignGiven(user, fields);
  if (password !== undefined) user.passwordHash = await hashPassword(password, ctx.services.env.passwordHashProfile);
  await ctx.em.flush();
  // Signed-in sessions end with the account or the old password, also after a reactivation.
  if (input.isActive === false) await revokeSessionsOf(ctx, user.id, 'deactivated');
  else if (password !== undefined) await revokeSessionsOf(ctx, user.id, 'password changed');
  return user;
}

/** Sets (or with a null level, removes) the user's accounting role in the given areas. */
export async function setAccountingRoles(ctx: RequestContext, id: string, roles: AccountingRoleInput[]): Promise<User> {
  const user = await getUser(ctx, id);
  applyAccountingRoles(user, roles);
  await ctx.em.flush();
  return user;
}
