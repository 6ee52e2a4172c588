import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../../graphql/context';
import { ConflictError, NotFoundError } from '../../../graphql/errors';
import { byKeys } from '../../../graphql/loaders';
import { offsetOf, toPage, type Page, type PageArgs } from '../../../graphql/paging';
import { isUuid } from '../../../shared/ids';
import { assignGiven, normalizeEmail } from '../../../shared/text';
import { hashPassword } from '../auth/password';
import { revokeSessionsOfTenant } from '../auth/session.service';
import { User, UserRole } from '../users/user.entity';
import { Tenant, TenantSettings, TenantStatus } from './tenant.entity';
import { requestTenant } from './tenant-scope';
import { ACROSS_TENANTS } from './tenant-filter';
import type {
  CreateTenantInput,
  CreateTenantPayload,
  TenantInfo,
  TenantSettingsInput,
  UpdateTenantInput,
} from './tenant.types';

const SLUG_TAKEN = 'Tenant with this slug already exists';
const ADMIN_EMAIL_TAKEN = 'Admin email already in use';

function applySettings(settings: TenantSettings, input: TenantSettingsInput | undefined): void {
  if (input) assignGiven(settings, input);
}

/** Work another module does for each new tenant, inside the transaction that creates it. */
export type TenantCreatedHook = (em: EntityManager, tenant: Tenant) => Promise<void>;

const tenantCreatedHooks: TenantCreatedHook[] = [];

/** Registers `hook` to run for every tenant created from now on (accounting reference data). */
export function onTenantCreated(hook: TenantCreatedHook): void {
  if (!tenantCreatedHooks.includes(hook)) tenantCreatedHooks.push(hook);
}

/**
 * Creates a store and its first ADMIN in one transaction. The slug must be new (409) and so must
 * the administrator's e-mail among staff users of the whole platform (409).
 */
export async function createTenant(ctx: RequestContext, input: CreateTenantInput): Promise<CreateTenantPayload> {
  const { adminEmail, adminPassword, adminFirstName, adminLastName, settings, ...profile } = input;
  const email = normalizeEmail(adminEmail);
  const passwordHash = await hashPassword(adminPassword, ctx.services.env.passwordHashProfile);
  try {
    return await ctx.em.transactional(async (em) => {
      if (await em.count(Tenant, { slug: input.slug })) throw new ConflictError(SLUG_TAKEN, 'slug');
      if (await em.count(User, { email }, ACROSS_TENANTS)) throw new ConflictError(ADMIN_EMAIL_TAKEN, 'adminEmail');
      const tenant = em.create(Tenant, { name: profile.name.trim(), slug: input.slug });
      assignGiven(tenant, profile);
      applySettings(tenant.settings, settings);
      const admin = em.create(User, {
        email,
        passwordHash,
        firstName: adminFirstName.trim(),
        lastName: adminLastName.trim(),
        role: UserRole.ADMIN,
        tenant,
      });
      await em.flush();
      for (const hook of tenantCreatedHooks) await hook(em, tenant);
      return { tenant, admin };
    });
  } catch (error) {
    // Two concurrent creations with one slug or e-mail: the loser answers like the checks above.
    if (error instanceof UniqueConstraintViolationException) {
      const slug = /slug/.test(error.message);
      throw new ConflictError(slug ? SLUG_TAKEN : ADMIN_EMAIL_TAKEN, slug ? 'slug' : 'adminEmail');
    }
    throw error;
  }
}

/** Every store, newest first. */
export async function listTenants(ctx: RequestContext, args: PageArgs): Promise<Page<Tenant>> {
  const [items, total] = await ctx.em.findAndCount(
    Tenant,
    {},
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit: args.limit, offset: offsetOf(args) },
  );
  return toPage(items, total, args);
}

export async function getTenant(ctx: RequestContext, id: string): Promise<Tenant> {
  const tenant = isUuid(id) ? await ctx.em.findOne(Tenant, id) : null;
  if (!tenant) throw new NotFoundError('Tenant');
  return tenant;
}

/** The public face of the store named by `X-Tenant-Slug`. */
export async function tenantInfo(ctx: RequestContext): Promise<TenantInfo> {
  const tenant = await requestTenant(ctx);
  const { id, name, slug, businessType, logo, primaryColor, email, phone, address, city, state, country } = tenant;
  const settings = { ...tenant.settings, storeName: tenant.settings.storeName ?? tenant.name };
  return { id, name, slug, businessType, logo, primaryColor, email, phone, address, city, state, country, settings };
}

/**
 * Updates the given fields (who may change which is the permission rule's business). Suspending
 * a store ends its members' sessions in the same transaction: reopening it lets them sign in
 * again, never revives a token issued before.
 */
export async function updateTenant(ctx: RequestContext, id: string, input: UpdateTenantInput): Promise<Tenant> {
  return ctx.em.transactional(async (em) => {
    const scoped = { ...ctx, em };
    const tenant = await getTenant(scoped, id);
    const suspends = input.status === TenantStatus.SUSPENDED && tenant.status !== TenantStatus.SUSPENDED;
    const { settings, ...profile } = input;
    assignGiven(tenant, profile);
    applySettings(tenant.settings, settings);
    await em.flush();
    if (suspends) await revokeSessionsOfTenant(scoped, tenant.id, 'store suspended');
    return tenant;
  });
}

/** Batches tenant lookups of one request (the `tenant` fields of users and customers). */
export function loadTenant(ctx: RequestContext, id: string): Promise<Tenant | null> {
  return ctx.loaders
    .get(
      'Tenant.byId',
      () =>
        new DataLoader(async (ids: readonly string[]) =>
          byKeys(ids, await ctx.em.find(Tenant, { id: { $in: [...ids] } }), (tenant) => tenant.id),
        ),
    )
    .load(id);
}
